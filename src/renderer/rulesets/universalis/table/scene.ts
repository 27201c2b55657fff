/**
 * The table as the editor sees it: every placed item with its util, and the display lists of the layers (the
 * table itself with its ruler and grid; terrain; zones; objects and models). Built from the skirmish and the unit
 * cards its units file holds; pure, so the canvas, the printed table and the tests draw the same thing.
 */
import type { SkirmishScenario } from '../../../../engine/generated/types/skirmish';
import type { UnitCard, UnitCards } from '../../../../engine/generated/types/units';
import type { Prim } from './draw';
import { inPolygon, dist, nearestEdge, TABLE_CM, type Pt } from './geometry';
import {
  DRAW_ORDER,
  utilOf,
  type DrawContext,
  type Language,
  type Placed,
  type PlacedKind,
  type TableLayer,
  type Translate,
} from './kinds';
import { GRID_LINE, GRID_LINE_10, SIDES, TABLE_EDGE, TABLE_FILL, type SideId } from './style';

export interface TableScene {
  skirmish: SkirmishScenario;
  ctx: DrawContext;
  items: Placed[];
  byPointer: ReadonlyMap<string, Placed>;
  /** Display lists per layer, in cm. */
  table: Prim[];
  layers: Record<TableLayer, Prim[]>;
}

/** A skirmish the editor can draw: enough structure that the utils can read it (the schema checks the rest). */
export function asSkirmish(data: unknown): SkirmishScenario | null {
  const s = data as Partial<SkirmishScenario> | undefined;
  if (
    !s ||
    typeof s !== 'object' ||
    !s.table ||
    !Array.isArray(s.table.terrain) ||
    !Array.isArray(s.zones) ||
    !s.sides ||
    typeof s.sides !== 'object'
  )
    return null;
  for (const side of SIDES) if (!s.sides[side] || !Array.isArray(s.sides[side].models)) return null;
  return s as SkirmishScenario;
}

export function cardIndex(units: UnitCards | null | undefined): Map<string, UnitCard> {
  const map = new Map<string, UnitCard>();
  for (const c of units?.cards ?? []) if (c && typeof c.id === 'string') map.set(c.id, c);
  return map;
}

export function zoneSides(s: SkirmishScenario): Map<string, SideId[]> {
  const map = new Map<string, SideId[]>();
  for (const side of SIDES) {
    const z = s.sides[side]?.deployment;
    if (typeof z === 'string') map.set(z, [...(map.get(z) ?? []), side]);
  }
  return map;
}

const LAYER_OF: Record<PlacedKind, TableLayer> = {
  terrain: 'terrain',
  zone: 'zones',
  object: 'objects',
  model: 'models',
};

/** The table top: its cloth, an optional grid (every 5 cm, stronger every 10), the ruler along two edges. */
export function drawTable(t: Translate, grid: boolean): Prim[] {
  const out: Prim[] = [{ t: 'rect', x: 0, y: 0, w: TABLE_CM, h: TABLE_CM, fill: TABLE_FILL }];
  if (grid) {
    for (let v = 5; v < TABLE_CM; v += 5) {
      const line = v % 10 === 0 ? GRID_LINE_10 : GRID_LINE;
      const stroke = { color: line.color, width: 0.06 };
      out.push(
        { t: 'poly', points: [v, 0, v, TABLE_CM], closed: false, stroke, alpha: line.alpha },
        { t: 'poly', points: [0, v, TABLE_CM, v], closed: false, stroke, alpha: line.alpha },
      );
    }
  }
  out.push({ t: 'rect', x: 0, y: 0, w: TABLE_CM, h: TABLE_CM, stroke: { color: TABLE_EDGE, width: 0.3 } });
  // The ruler: a tick every cm outside the top and left edges, longer every 5, numbered every 10.
  for (let v = 0; v <= TABLE_CM; v++) {
    const len = v % 10 === 0 ? 1.2 : v % 5 === 0 ? 0.8 : 0.4;
    const stroke = { color: TABLE_EDGE, width: 0.06 };
    out.push(
      { t: 'poly', points: [v, 0, v, -len], closed: false, stroke },
      { t: 'poly', points: [0, v, -len, v], closed: false, stroke },
    );
    if (v % 10 === 0) {
      out.push({
        t: 'text',
        x: v,
        y: -1.5,
        text: String(v),
        size: 1.1,
        fill: TABLE_EDGE,
        align: 'center',
        baseline: 'bottom',
      });
      out.push({
        t: 'text',
        x: -1.6,
        y: v,
        text: String(v),
        size: 1.1,
        fill: TABLE_EDGE,
        align: 'right',
        baseline: 'middle',
      });
    }
  }
  out.push({
    t: 'text',
    x: TABLE_CM,
    y: -3.2,
    text: t('universalis:table.unit'),
    size: 1.1,
    fill: TABLE_EDGE,
    align: 'right',
    baseline: 'bottom',
  });
  return out;
}

export interface SceneOptions {
  language: Language;
  t: Translate;
  grid: boolean;
}

export function buildScene(
  skirmish: SkirmishScenario,
  cards: ReadonlyMap<string, UnitCard>,
  opts: SceneOptions,
): TableScene {
  const ctx: DrawContext = {
    language: opts.language,
    t: opts.t,
    cards,
    zoneSides: zoneSides(skirmish),
    skirmish,
  };
  const items: Placed[] = [];
  const layers: Record<TableLayer, Prim[]> = { terrain: [], zones: [], objects: [], models: [] };
  for (const kind of DRAW_ORDER) {
    const util = utilOf(kind);
    for (const item of util.items(skirmish)) {
      items.push(item);
      const prims = util.draw(item, ctx);
      const layer = layers[LAYER_OF[kind]];
      for (const p of prims) layer.push(p);
    }
  }
  return {
    skirmish,
    ctx,
    items,
    byPointer: new Map(items.map((i) => [i.pointer, i])),
    table: drawTable(opts.t, opts.grid),
    layers,
  };
}

/** Whether the point lies on the item (within `tol` cm of its outline). */
export function hits(item: Placed, ctx: DrawContext, p: Pt, tol: number): boolean {
  const o = utilOf(item.kind).outline(item, ctx);
  if (o.type === 'circle') return dist(o.at, p) <= o.radius + tol;
  return inPolygon(o.points, p, tol);
}

/** Whether the point lies within `tol` cm of the item's outline line. */
export function onOutline(item: Placed, ctx: DrawContext, p: Pt, tol: number): boolean {
  const o = utilOf(item.kind).outline(item, ctx);
  if (o.type === 'circle') return Math.abs(dist(o.at, p) - o.radius) <= tol;
  return nearestEdge(o.points, p).d <= tol;
}

/**
 * Items under a point, topmost first (models, objects, terrain). Zones lie over whole table edges and under the
 * pieces standing in them: a zone is picked by its outline, or by its inside where nothing else is.
 */
export function itemsAt(
  scene: TableScene,
  p: Pt,
  tol: number,
  usable: (layer: TableLayer) => boolean,
): Placed[] {
  const out: Placed[] = [];
  const inside: Placed[] = [];
  for (let i = scene.items.length - 1; i >= 0; i--) {
    const item = scene.items[i];
    if (!usable(LAYER_OF[item.kind]) || !hits(item, scene.ctx, p, tol)) continue;
    if (item.kind === 'zone' && !onOutline(item, scene.ctx, p, tol)) inside.push(item);
    else out.push(item);
  }
  return out.length > 0 ? out : inside;
}

export const layerOf = (kind: PlacedKind): TableLayer => LAYER_OF[kind];
