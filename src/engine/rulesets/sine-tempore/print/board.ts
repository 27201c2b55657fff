/**
 * The board as a picture: tiles with their printed ground, water, rough terrain, rocks and walls (the `board`
 * layer), then what the mission changes on them — painted terrain, added walls, opened walls and raised
 * squares (the `terrain` layer). Both come from the same board builder the checks use (rulesets/sine-tempore/board), built
 * once as printed and once as the mission has it, so the two layers can be shown and hidden separately.
 */
import { Terrain, type Board } from '../board/grid';
import { buildMissionBoard } from '../board/mission-board';
import type { Mission } from '../../../generated/types/mission';
import { tileSize, type CatalogIndex } from './catalog-index';
import { append, type Prim } from '../../../core/draw/display';
import { outlineSegments, type Square } from './tokens';

/** A deterministic value in [0, 1) per square and purpose: the same map always gets the same texture. */
export function hash(x: number, y: number, k: number): number {
  let h = (Math.imul(x, 374761393) + Math.imul(y, 668265263) + Math.imul(k, 1442695041)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

interface Ground {
  shades: [string, string, string];
  dark: string;
  light: string;
}

/** Ground colours; each tile gets one by its id, so neighbouring tiles read as separate tiles. */
const GROUNDS: Ground[] = [
  { shades: ['#6d8a4c', '#66824a', '#739153'], dark: '#4b6333', light: '#93ad6c' },
  { shades: ['#8a7550', '#83704c', '#917b55'], dark: '#5f4f33', light: '#ad9670' },
  { shades: ['#6f7a5a', '#687355', '#768160'], dark: '#4b543b', light: '#919c78' },
  { shades: ['#7c6b5e', '#756559', '#837165'], dark: '#54473d', light: '#a08d7e' },
  { shades: ['#6b7479', '#656e73', '#727b80'], dark: '#474e52', light: '#8f989d' },
];
const CONNECTOR: Ground = { shades: ['#857d6a', '#7e7664', '#8c8470'], dark: '#5a5445', light: '#a79f8a' };
const WATER = ['#2d6c98', '#2a6792', '#30729f'];

function groundOf(id: string, connector: boolean): Ground {
  if (connector) return CONNECTOR;
  let h = 0;
  for (let i = 0; i < id.length; i++) h = (h * 31 + id.charCodeAt(i)) | 0;
  return GROUNDS[Math.abs(h) % GROUNDS.length];
}

const pick = <T>(list: readonly T[], v: number): T => list[Math.floor(v * list.length) % list.length];

/** Small round marks scattered over a square at hashed places: grit on the ground, stones in rough terrain. */
function specks(
  x: number,
  y: number,
  o: {
    count: number;
    seed: number;
    inset: number;
    radius: [number, number];
    fill: (k: number) => string;
    alpha?: number;
    stroke?: string;
  },
): Prim[] {
  const out: Prim[] = [];
  const span = 1 - 2 * o.inset;
  for (let k = 0; k < o.count; k++) {
    out.push({
      t: 'circle',
      x: x + o.inset + hash(x, y, o.seed + k) * span,
      y: y + o.inset + hash(x, y, o.seed + 10 + k) * span,
      radius: o.radius[0] + hash(x, y, o.seed + 20 + k) * o.radius[1],
      fill: o.fill(k),
      alpha: o.alpha,
      stroke: o.stroke ? { color: o.stroke, width: 0.015 } : undefined,
    });
  }
  return out;
}

/** The picture of one square of ground. */
export function groundSquare(x: number, y: number, code: number, g: Ground): Prim[] {
  if (code === Terrain.offBoard || code === Terrain.nonZone) return [];
  const out: Prim[] = [];
  if (code === Terrain.water) {
    out.push({ t: 'rect', x, y, w: 1, h: 1, fill: pick(WATER, hash(x, y, 1)) });
    for (let k = 0; k < 2; k++) {
      const yy = y + 0.3 + k * 0.4 + (hash(x, y, 2 + k) - 0.5) * 0.12;
      const x0 = x + 0.12 + hash(x, y, 4 + k) * 0.2;
      out.push({
        t: 'poly',
        points: [x0, yy, x0 + 0.12, yy - 0.06, x0 + 0.24, yy, x0 + 0.36, yy - 0.06, x0 + 0.48, yy],
        closed: false,
        stroke: { color: '#a9d6f2', width: 0.035, cap: 'round' },
        alpha: 0.7,
      });
    }
    return out;
  }
  if (code === Terrain.impassable || code === Terrain.obstruction) {
    const obstruction = code === Terrain.obstruction;
    out.push({ t: 'rect', x, y, w: 1, h: 1, fill: obstruction ? '#27241f' : '#3b352f' });
    const a = hash(x, y, 7);
    out.push({
      t: 'poly',
      points: [x + 0.1, y + 0.2 + a * 0.3, x + 0.45, y + 0.45, x + 0.55, y + 0.8, x + 0.9, y + 0.7 - a * 0.3],
      closed: false,
      stroke: { color: obstruction ? '#4b443c' : '#1f1c19', width: 0.04, cap: 'round' },
    });
    out.push({
      t: 'rect',
      x: x + 0.05,
      y: y + 0.05,
      w: 0.9,
      h: 0.9,
      radius: 0.1,
      stroke: { color: '#000000', width: 0.04 },
      alpha: 0.35,
    });
    return out;
  }
  out.push({ t: 'rect', x, y, w: 1, h: 1, fill: pick(g.shades, hash(x, y, 1)) });
  append(
    out,
    specks(x, y, {
      count: 3,
      seed: 10,
      inset: 0.1,
      radius: [0.025, 0.03],
      fill: (k) => (k === 0 ? g.light : g.dark),
      alpha: 0.55,
    }),
  );
  if (code === Terrain.rough) {
    out.push({ t: 'rect', x, y, w: 1, h: 1, fill: '#5e4424', alpha: 0.42 });
    append(
      out,
      specks(x, y, {
        count: 6,
        seed: 40,
        inset: 0.12,
        radius: [0.05, 0.05],
        fill: (k) => (k % 2 ? '#3a2a16' : '#a48a63'),
        stroke: '#2a1e10',
      }),
    );
  }
  return out;
}

export interface WallSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** The unit edges of the board (and its border) that hold a wall, as segments in square units. */
export function unitWalls(board: Board): WallSegment[] {
  const out: WallSegment[] = [];
  for (let y = -1; y < board.height; y++) {
    for (let x = -1; x < board.width; x++) {
      if (y >= 0 && board.hasWall([x, y], [x + 1, y])) out.push({ x1: x + 1, y1: y, x2: x + 1, y2: y + 1 });
      if (x >= 0 && board.hasWall([x, y], [x, y + 1])) out.push({ x1: x, y1: y + 1, x2: x + 1, y2: y + 1 });
    }
  }
  return out;
}

/** Joins unit segments that continue each other in a straight line (fewer, cleaner strokes; VTT walls). */
export function mergeSegments(segments: readonly WallSegment[]): WallSegment[] {
  const horizontal = segments.filter((s) => s.y1 === s.y2).sort((a, b) => a.y1 - b.y1 || a.x1 - b.x1);
  const vertical = segments.filter((s) => s.x1 === s.x2).sort((a, b) => a.x1 - b.x1 || a.y1 - b.y1);
  const out: WallSegment[] = [];
  for (const s of horizontal) {
    const last = out[out.length - 1];
    if (last && last.y1 === last.y2 && last.y1 === s.y1 && last.x2 === s.x1) last.x2 = s.x2;
    else out.push({ ...s });
  }
  for (const s of vertical) {
    const last = out[out.length - 1];
    if (last && last.x1 === last.x2 && last.x1 === s.x1 && last.y2 === s.y1) last.y2 = s.y2;
    else out.push({ ...s });
  }
  return out;
}

export function wallPrims(walls: readonly WallSegment[]): Prim[] {
  const out: Prim[] = [];
  for (const w of walls)
    out.push({
      t: 'poly',
      points: [w.x1, w.y1, w.x2, w.y2],
      closed: false,
      stroke: { color: '#17110c', width: 0.26, cap: 'round' },
    });
  for (const w of walls)
    out.push({
      t: 'poly',
      points: [w.x1, w.y1, w.x2, w.y2],
      closed: false,
      stroke: { color: '#8a7358', width: 0.09, cap: 'round' },
    });
  return out;
}

function openingPrims(w: WallSegment): Prim[] {
  return [
    {
      t: 'poly',
      points: [w.x1, w.y1, w.x2, w.y2],
      closed: false,
      stroke: { color: '#e8d8a8', width: 0.06, dash: [0.1, 0.08] },
    },
    { t: 'circle', x: w.x1, y: w.y1, radius: 0.09, fill: '#17110c' },
    { t: 'circle', x: w.x2, y: w.y2, radius: 0.09, fill: '#17110c' },
  ];
}

/** Thin grid lines between board squares, one stroke per run. */
function gridLines(board: Board): Prim[] {
  const on = (x: number, y: number) => {
    const t = board.terrainAt(x, y);
    return t !== Terrain.offBoard && t !== Terrain.nonZone;
  };
  const out: Prim[] = [];
  // One stroke per run of board edges along each grid line; `at(i, j)` is point j along line i.
  const lines = (count: number, length: number, edge: (i: number, j: number) => boolean, at: (i: number, j: number) => [number, number]) => {
    for (let i = 0; i <= count; i++) {
      let start = -1;
      for (let j = 0; j <= length; j++) {
        const here = j < length && edge(i, j);
        if (here && start < 0) start = j;
        if (!here && start >= 0) {
          out.push({ t: 'poly', points: [...at(i, start), ...at(i, j)], closed: false, stroke: { color: '#101010', width: 0.025 }, alpha: 0.45 });
          start = -1;
        }
      }
    }
  };
  lines(board.height, board.width, (y, x) => on(x, y - 1) || on(x, y), (y, x) => [x, y]);
  lines(board.width, board.height, (x, y) => on(x - 1, y) || on(x, y), (x, y) => [x, y]);
  return out;
}

export interface TilePictures {
  width: number;
  height: number;
  /** Tiles as printed: ground, water, rocks, printed walls, grid, tile names. */
  board: Prim[];
  /** Column and row numbers around the board. */
  coordinates: Prim[];
  /** The board as the tiles print it. */
  printed: Board;
  printedWalls: WallSegment[];
}

export interface TerrainPictures {
  /** The mission's changes: painted squares, added walls, opened walls, raised squares. */
  terrain: Prim[];
  /** Every wall of the finished board, one per square side (Universal VTT). */
  walls: WallSegment[];
  /** The finished board (terrain after the mission's changes). */
  final: Board;
}

function groundsOf(mission: Mission, catalog: CatalogIndex): (b: Board, x: number, y: number) => Ground {
  const grounds = mission.board.tiles.map((p) =>
    groundOf(p.tile, catalog.tiles.get(p.tile)?.kind === 'connector'),
  );
  return (b, x, y) => grounds[b.tile[b.index(x, y)]] ?? GROUNDS[0];
}

/** The tiles as printed. Depends only on `mission.board.tiles` and the catalog, so it can be kept while painting. */
export function drawTiles(mission: Mission, catalog: CatalogIndex): TilePictures {
  const printed = buildMissionBoard(
    { ...mission, board: { tiles: mission.board.tiles }, scenicElements: [] },
    catalog.catalog,
  ).board;
  const { width, height } = printed;
  const groundAt = groundsOf(mission, catalog);
  const board: Prim[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      append(board, groundSquare(x, y, printed.terrainAt(x, y), groundAt(printed, x, y)));
  append(board, gridLines(printed));
  mission.board.tiles.forEach((p, i) => {
    const def = catalog.tiles.get(p.tile);
    if (!def) return;
    const squares: Square[] = [];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) if (printed.tile[printed.index(x, y)] === i) squares.push([x, y]);
    if (squares.length === 0) return;
    for (const seg of outlineSegments(squares))
      board.push({
        t: 'poly',
        points: seg,
        closed: false,
        stroke: { color: '#0c0c0c', width: 0.07, cap: 'square' },
        alpha: 0.85,
      });
    const [w, h] = tileSize(def);
    const side = Math.min(w, h) * 0.5;
    const rot = p.rotation === 90 || p.rotation === 270;
    const cx = p.at[0] + (rot ? h : w) / 2;
    const cy = p.at[1] + (rot ? w : h) / 2;
    if (def.picture)
      board.push({
        t: 'icon',
        name: def.picture,
        x: cx - side / 2,
        y: cy - side / 2,
        size: side,
        fill: '#000000',
        alpha: 0.1,
      });
    if (p.label) {
      board.push({
        t: 'rect',
        x: p.at[0] + 0.12,
        y: p.at[1] + 0.12,
        w: 0.2 + 0.22 * p.label.length,
        h: 0.46,
        radius: 0.08,
        fill: '#101418',
        alpha: 0.78,
      });
      board.push({
        t: 'text',
        x: p.at[0] + 0.22,
        y: p.at[1] + 0.35,
        text: p.label,
        size: 0.34,
        fill: '#f2e3b3',
        align: 'left',
        baseline: 'middle',
        bold: true,
      });
    }
  });
  const printedWalls = unitWalls(printed);
  append(board, wallPrims(mergeSegments(printedWalls)));
  const coordinates: Prim[] = [];
  for (let x = 0; x < width; x++)
    coordinates.push({
      t: 'text',
      x: x + 0.5,
      y: -0.35,
      text: String(x),
      size: 0.3,
      fill: '#8f99a3',
      align: 'center',
      baseline: 'middle',
    });
  for (let y = 0; y < height; y++)
    coordinates.push({
      t: 'text',
      x: -0.3,
      y: y + 0.5,
      text: String(y),
      size: 0.3,
      fill: '#8f99a3',
      align: 'right',
      baseline: 'middle',
    });
  return { width, height, board, coordinates, printed, printedWalls };
}

/** What the mission changes on the printed tiles. */
export function drawTerrain(mission: Mission, catalog: CatalogIndex, tiles: TilePictures): TerrainPictures {
  const { printed, printedWalls, width, height } = tiles;
  const final = buildMissionBoard({ ...mission, scenicElements: [] }, catalog.catalog).board;
  const groundAt = groundsOf(mission, catalog);
  const terrain: Prim[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const code = final.terrainAt(x, y);
      if (code !== printed.terrainAt(x, y)) {
        append(
          terrain,
          code === Terrain.nonZone
            ? [{ t: 'rect', x, y, w: 1, h: 1, fill: '#15171a' } as Prim]
            : groundSquare(x, y, code, groundAt(final, x, y)),
        );
      }
    }
  }
  for (const l of mission.board.levels ?? []) {
    if (l.level <= 0) continue;
    const [x, y] = l.at;
    terrain.push(
      { t: 'rect', x, y, w: 1, h: 1, fill: '#ffffff', alpha: 0.1 + 0.04 * l.level },
      {
        t: 'poly',
        points: [x + 0.04, y + 0.96, x + 0.04, y + 0.04, x + 0.96, y + 0.04],
        closed: false,
        stroke: { color: '#ffffff', width: 0.05 },
        alpha: 0.5,
      },
      {
        t: 'poly',
        points: [x + 0.96, y + 0.04, x + 0.96, y + 0.96, x + 0.04, y + 0.96],
        closed: false,
        stroke: { color: '#000000', width: 0.06 },
        alpha: 0.45,
      },
      {
        t: 'text',
        x: x + 0.9,
        y: y + 0.1,
        text: `▲${l.level}`,
        size: 0.24,
        fill: '#ffffff',
        halo: '#1b1b1b',
        align: 'right',
        baseline: 'top',
        bold: true,
      },
    );
  }
  const key = (w: WallSegment) => `${w.x1},${w.y1},${w.x2},${w.y2}`;
  const walls = unitWalls(final);
  const printedKeys = new Set(printedWalls.map(key));
  const finalKeys = new Set(walls.map(key));
  append(terrain, wallPrims(mergeSegments(walls.filter((w) => !printedKeys.has(key(w))))));
  for (const w of printedWalls) if (!finalKeys.has(key(w))) append(terrain, openingPrims(w));
  return { terrain, walls, final };
}
