/**
 * Every kind of thing a mission places on the map, one entry per kind (after tldraw's ShapeUtil): where the
 * mission keeps them, which squares one covers, how it looks, and what it is called. The editor adds its
 * editing behaviour to these (src/renderer/rulesets/sine-tempore/mission/kinds); the export draws them as they are. Nothing
 * else asks "which kind is this?".
 */
import { placeFootprint, rotatedSize, type Rotation } from '../board/grid';
import { areaSquares } from '../format/mission-checks';
import type {
  EnemyGroup,
  HeroEntry,
  InteractiveObject,
  Loot,
  Mission,
  ScenicPlacement,
  SpawnPoint,
  TilePlacement,
  Zone,
} from '../../../generated/types/mission';
import { localText, tileSize, type CatalogIndex, type Language } from './catalog-index';
import type { Prim } from '../../../core/draw/display';
import { areaWash, roundToken, squareToken, type Square } from './tokens';

export type MapLayer = 'board' | 'terrain' | 'zones' | 'elements' | 'units' | 'annotations';
/** Bottom to top. */
export const MAP_LAYERS: readonly MapLayer[] = [
  'board',
  'terrain',
  'zones',
  'elements',
  'units',
  'annotations',
];

export type PieceKindId =
  'tile' | 'scenic' | 'spawn' | 'object' | 'loot' | 'enemy' | 'hero' | 'deployment' | 'zone';
export type EnemyModel = EnemyGroup['models'][number];

export interface DrawContext {
  mission: Mission;
  catalog: CatalogIndex | undefined;
  language: Language;
  /** Words the map prints itself, in the UI language. */
  words: { deployment: string };
}

export interface PieceKind<V> {
  id: PieceKindId;
  layer: MapLayer;
  /** The placed things of this kind with the JSON Pointer of each. */
  list(mission: Mission): { pointer: string; value: V }[];
  /** The board squares it covers. */
  squares(value: V, catalog: CatalogIndex | undefined): Square[];
  /** Its picture on the map (primitives in square units); tiles are drawn with the board instead. */
  draw(value: V, squares: readonly Square[], ctx: DrawContext): Prim[];
  /** What to call it in lists, selections and messages. */
  name(value: V, ctx: DrawContext): string;
  /** The game-icons picture standing for it (palettes, lists). */
  picture(value: V, catalog: CatalogIndex | undefined): string;
}

const at = (list: readonly unknown[] | undefined, base: string) =>
  (list ?? []).map((value, i) => ({ pointer: `${base}/${i}`, value }));

export const BASE_COLOURS: Record<string, string> = {
  none: '#3a1010',
  red: '#d23a2f',
  green: '#3f9e48',
  blue: '#3c73c9',
  yellow: '#e0b43a',
  white: '#eeeeee',
  black: '#111111',
};

export const ELEMENT_COLOURS: Record<string, string> = {
  'light-cover': '#4f8a3a',
  'solid-cover': '#7a7d82',
  'light-obstruction': '#8d6d2c',
  'solid-obstruction': '#45474c',
  container: '#42688c',
  building: '#7b5636',
  feature: '#6a4f86',
};

/** Pictures for placed things whose catalog entry names none, or a picture the icon set does not have. */
export const FALLBACK_PICTURES = {
  scenic: {
    'light-cover': 'oak',
    'solid-cover': 'stone-wall',
    'light-obstruction': 'plant-roots',
    'solid-obstruction': 'stone-tower',
    container: 'cargo-crate',
    building: 'house',
    feature: 'sparkles',
  } as Record<string, string>,
  enemy: 'monster-grasp',
  hero: 'person',
};

export const OBJECT_PICTURES: Record<string, string> = {
  terminal: 'computing',
  totem: 'totem',
  artefact: 'crystal-growth',
  door: 'wooden-door',
  crate: 'locked-chest',
  beacon: 'lighthouse',
  other: 'cube',
};

export const ZONE_COLOURS = ['#e0a43a', '#3aa6e0', '#e0603a', '#b05be0', '#3ae0b0'];
export const DEPLOYMENT_COLOUR = '#3fbf5f';

const tile: PieceKind<TilePlacement> = {
  id: 'tile',
  layer: 'board',
  list: (m) => at(m.board.tiles, '/board/tiles') as { pointer: string; value: TilePlacement }[],
  squares(p, catalog) {
    const def = catalog?.tiles.get(p.tile);
    // eslint-disable-next-line studio/no-unbounded-spread -- a [width, height] pair
    const [w, h] = def ? rotatedSize(...tileSize(def), p.rotation) : [1, 1];
    const out: Square[] = [];
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push([p.at[0] + x, p.at[1] + y]);
    return out;
  },
  draw: () => [],
  name: (p, ctx) => {
    const def = ctx.catalog?.tiles.get(p.tile);
    const name = def ? localText(def.name, ctx.language) : p.tile;
    return p.label ? `${p.label} · ${name}` : name;
  },
  picture: (p, catalog) => catalog?.tiles.get(p.tile)?.picture ?? 'treasure-map',
};

const scenic: PieceKind<ScenicPlacement> = {
  id: 'scenic',
  layer: 'elements',
  list: (m) => at(m.scenicElements, '/scenicElements') as { pointer: string; value: ScenicPlacement }[],
  squares(p, catalog) {
    const def = catalog?.elements.get(p.element);
    return placeFootprint(def?.footprint ?? [[0, 0]], (p.rotation ?? 0) as Rotation, p.at);
  },
  draw(p, squares, ctx) {
    const def = ctx.catalog?.elements.get(p.element);
    const colour = ELEMENT_COLOURS[def?.category ?? 'feature'] ?? ELEMENT_COLOURS.feature;
    const prims: Prim[] = [];
    for (const [x, y] of squares)
      prims.push({
        t: 'rect',
        x: x + 0.1,
        y: y + 0.12,
        w: 0.86,
        h: 0.86,
        radius: 0.14,
        fill: '#000000',
        alpha: 0.35,
      });
    for (const [x, y] of squares) {
      prims.push({
        t: 'rect',
        x: x + 0.06,
        y: y + 0.06,
        w: 0.88,
        h: 0.88,
        radius: 0.14,
        fill: colour,
        stroke: { color: '#1b1b1b', width: 0.05 },
      });
      prims.push({
        t: 'rect',
        x: x + 0.14,
        y: y + 0.12,
        w: 0.72,
        h: 0.2,
        radius: 0.08,
        fill: '#ffffff',
        alpha: 0.14,
      });
    }
    let [x0, x1, y0, y1] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [sx, sy] of squares) {
      x0 = Math.min(x0, sx);
      x1 = Math.max(x1, sx + 1);
      y0 = Math.min(y0, sy);
      y1 = Math.max(y1, sy + 1);
    }
    const size = Math.min(x1 - x0, y1 - y0) * 0.66;
    const fallback = FALLBACK_PICTURES.scenic[def?.category ?? 'feature'];
    prims.push({
      t: 'icon',
      name: scenic.picture(p, ctx.catalog),
      fallback,
      x: (x0 + x1 - size) / 2,
      y: (y0 + y1 - size) / 2,
      size,
      fill: '#ffffff',
      alpha: 0.92,
    });
    const levels =
      def && (def.category === 'container' || def.category === 'building') ? (def.levels ?? 1) : 0;
    if (levels > 0) {
      prims.push({
        t: 'text',
        x: x1 - 0.1,
        y: y0 + 0.1,
        text: `▲${levels}`,
        size: 0.26,
        fill: '#ffffff',
        halo: '#1b1b1b',
        align: 'right',
        baseline: 'top',
        bold: true,
      });
    }
    return prims;
  },
  name: (p, ctx) =>
    `${localText(ctx.catalog?.elements.get(p.element)?.name, ctx.language) || p.element} (${p.id})`,
  picture: (p, catalog) => {
    const def = catalog?.elements.get(p.element);
    return def?.picture ?? FALLBACK_PICTURES.scenic[def?.category ?? 'feature'];
  },
};

const spawn: PieceKind<SpawnPoint> = {
  id: 'spawn',
  layer: 'elements',
  list: (m) => at(m.spawnPoints, '/spawnPoints') as { pointer: string; value: SpawnPoint }[],
  squares: (p) => [p.at],
  draw: (p) =>
    roundToken(p.at, { fill: '#4a2375', ring: '#c9a2ff', icon: 'portal', radius: 0.46, dashed: true }),
  name: (p, ctx) => (p.name ? `${localText(p.name, ctx.language)} (${p.id})` : p.id),
  picture: () => 'portal',
};

const object: PieceKind<InteractiveObject> = {
  id: 'object',
  layer: 'elements',
  list: (m) => at(m.objects, '/objects') as { pointer: string; value: InteractiveObject }[],
  squares: (p) => [p.at],
  draw: (p) =>
    squareToken(p.at, {
      fill: '#16706d',
      ring: '#b9f1ea',
      icon: OBJECT_PICTURES[p.kind ?? 'other'] ?? 'cube',
    }),
  name: (p, ctx) => `${localText(p.name, ctx.language)} (${p.id})`,
  picture: (p) => OBJECT_PICTURES[p.kind ?? 'other'] ?? 'cube',
};

const loot: PieceKind<Loot> = {
  id: 'loot',
  layer: 'elements',
  list: (m) => at(m.loot, '/loot') as { pointer: string; value: Loot }[],
  squares: (p) => [p.at],
  draw: (p) => {
    const prims = roundToken(p.at, {
      fill: '#c99a2e',
      ring: '#6b4b10',
      icon: 'swap-bag',
      iconFill: '#3b2a08',
      radius: 0.3,
    });
    if ((p.count ?? 1) > 1) {
      prims.push({
        t: 'text',
        x: p.at[0] + 0.86,
        y: p.at[1] + 0.86,
        text: `×${p.count}`,
        size: 0.26,
        fill: '#ffe9a8',
        halo: '#3b2a08',
        align: 'right',
        baseline: 'bottom',
        bold: true,
      });
    }
    return prims;
  },
  name: (p) => p.id,
  picture: () => 'swap-bag',
};

const enemy: PieceKind<EnemyModel> = {
  id: 'enemy',
  layer: 'units',
  list: (m) =>
    (m.enemyGroups ?? []).flatMap((g, i) => at(g.models, `/enemyGroups/${i}/models`)) as {
      pointer: string;
      value: EnemyModel;
    }[],
  squares: (p) => [p.at],
  draw: (p, _s, ctx) => {
    const def = ctx.catalog?.enemies.get(p.enemy);
    const size = def?.size === 'big' ? 0.47 : def?.size === 'tiny' ? 0.34 : 0.42;
    return roundToken(p.at, {
      fill: '#8c1f1f',
      ring: BASE_COLOURS[def?.base ?? 'none'] ?? BASE_COLOURS.none,
      icon: enemy.picture(p, ctx.catalog),
      fallback: FALLBACK_PICTURES.enemy,
      radius: size,
    });
  },
  name: (p, ctx) =>
    `${localText(ctx.catalog?.enemies.get(p.enemy)?.name, ctx.language) || p.enemy} (${p.id})`,
  picture: (p, catalog) => catalog?.enemies.get(p.enemy)?.picture ?? FALLBACK_PICTURES.enemy,
};

const hero: PieceKind<HeroEntry> = {
  id: 'hero',
  layer: 'units',
  list: (m) => at(m.heroes, '/heroes') as { pointer: string; value: HeroEntry }[],
  squares: (p) => [p.start],
  draw: (p, _s, ctx) =>
    roundToken(p.start, {
      fill: '#1d5aa6',
      ring: '#e6be55',
      icon: hero.picture(p, ctx.catalog),
      fallback: FALLBACK_PICTURES.hero,
    }),
  name: (p, ctx) => localText(ctx.catalog?.heroes.get(p.hero)?.name, ctx.language) || p.hero,
  picture: (p, catalog) => catalog?.heroes.get(p.hero)?.picture ?? FALLBACK_PICTURES.hero,
};

const deployment: PieceKind<Mission['deployment']> = {
  id: 'deployment',
  layer: 'zones',
  list: (m) => [{ pointer: '/deployment', value: m.deployment }],
  squares: (a) => areaSquares(a),
  draw: (_a, squares, ctx) => areaWash(squares, DEPLOYMENT_COLOUR, ctx.words.deployment),
  name: (_a, ctx) => ctx.words.deployment,
  picture: () => 'flat-platform',
};

const zone: PieceKind<Zone> = {
  id: 'zone',
  layer: 'zones',
  list: (m) => at(m.zones, '/zones') as { pointer: string; value: Zone }[],
  squares: (z) => areaSquares(z),
  draw: (z, squares, ctx) => {
    const i = (ctx.mission.zones ?? []).indexOf(z);
    return areaWash(
      squares,
      ZONE_COLOURS[Math.max(0, i) % ZONE_COLOURS.length],
      localText(z.name, ctx.language),
    );
  },
  name: (z, ctx) => `${localText(z.name, ctx.language)} (${z.id})`,
  picture: () => 'checkered-flag',
};

/** In drawing order within each layer. */
export const PIECE_KINDS: readonly PieceKind<any>[] = [
  tile,
  deployment,
  zone,
  scenic,
  spawn,
  object,
  loot,
  enemy,
  hero,
];

export function pieceKind(id: PieceKindId): PieceKind<any> {
  return PIECE_KINDS.find((k) => k.id === id)!;
}

export interface Piece {
  kind: PieceKindId;
  layer: MapLayer;
  pointer: string;
  value: unknown;
  squares: Square[];
}

/** Every placed thing of a mission with its squares, bottom layer first. */
export function listPieces(mission: Mission, catalog: CatalogIndex | undefined): Piece[] {
  const out: Piece[] = [];
  for (const layer of MAP_LAYERS) {
    for (const kind of PIECE_KINDS) {
      if (kind.layer !== layer) continue;
      for (const { pointer, value } of kind.list(mission)) {
        out.push({ kind: kind.id, layer, pointer, value, squares: kind.squares(value, catalog) });
      }
    }
  }
  return out;
}
