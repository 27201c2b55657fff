/**
 * The map as a Universal VTT file (`.dd2vtt`, format 0.3, as Dungeondraft writes it): the picture, the grid,
 * walls, doors as portals, and what blocks sight, so virtual tabletops get fog of war and movement right.
 * Coordinates are in squares from the picture's top-left corner.
 *
 * What the readers in use honour, from their code: Foundry's Universal Battlemap Importer (moo-man/FVTT-DD-Import)
 * builds walls from `line_of_sight` and reads `objects_line_of_sight` only when asked to; draft2fgu (Fantasy Grounds)
 * reads `line_of_sight` and `portals` only. So sight-blocking obstructions go into `line_of_sight` too, as closed
 * outlines (and stay in `objects_line_of_sight` for Dungeondraft's own readers), and connected walls are written as one
 * polyline each (polylines.ts says why).
 */
import { Terrain } from '../board/grid';
import type { Mission } from '../../../generated/types/mission';
import type { WallSegment } from './board';
import type { CatalogIndex } from './catalog-index';
import type { MapDrawing } from './drawing';
import { polylines, type Seg } from './polylines';
import { outlineSegments, type Square } from './tokens';

interface Point {
  x: number;
  y: number;
}

export interface UniversalVtt {
  format: 0.3;
  resolution: { map_origin: Point; map_size: Point; pixels_per_grid: number };
  line_of_sight: Point[][];
  objects_line_of_sight: Point[][];
  portals: { position: Point; bounds: Point[]; rotation: number; closed: boolean; freestanding: boolean }[];
  environment: { baked_lighting: boolean; ambient_light: string };
  lights: never[];
  /** The map picture as base64 PNG, without a data: prefix. */
  image: string;
}

/** The edge between two squares as a segment on the grid. */
function edgeSegment(a: readonly number[], b: readonly number[]): WallSegment {
  if (a[1] === b[1]) {
    const x = Math.max(a[0], b[0]);
    return { x1: x, y1: a[1], x2: x, y2: a[1] + 1 };
  }
  const y = Math.max(a[1], b[1]);
  return { x1: a[0], y1: y, x2: a[0] + 1, y2: y };
}

const segKey = (s: WallSegment) => `${s.x1},${s.y1},${s.x2},${s.y2}`;
const line = (s: WallSegment): Point[] => [
  { x: s.x1, y: s.y1 },
  { x: s.x2, y: s.y2 },
];
const asSeg = (s: WallSegment): Seg => [s.x1, s.y1, s.x2, s.y2];

/** Walls the mission can open (objects and events with `open-wall`): doors. */
function doorEdges(m: Mission): (readonly (readonly number[])[])[] {
  const effects = [
    ...(m.objects ?? []).flatMap((o) => o.effects),
    ...(m.events ?? []).flatMap((e) => e.effects),
  ];
  return effects.flatMap((e) => (e['open-wall'] ? [e['open-wall']] : []));
}

export function universalVtt(
  mission: Mission,
  catalog: CatalogIndex,
  drawing: MapDrawing,
  imageBase64: string,
  pixelsPerGrid: number,
): UniversalVtt {
  const doors = doorEdges(mission).map(([a, b]) => edgeSegment(a, b));
  const doorKeys = new Set(doors.map(segKey));
  const board = drawing.final;
  const onBoard: Square[] = [];
  const blocking: Square[] = [];
  if (board) {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        const t = board.terrainAt(x, y);
        if (t !== Terrain.offBoard && t !== Terrain.nonZone) onBoard.push([x, y]);
        if (t === Terrain.obstruction) blocking.push([x, y]);
      }
    }
  }
  for (const p of drawing.pieces) {
    if (p.piece.kind !== 'scenic') continue;
    const def = catalog.elements.get((p.piece.value as { element: string }).element);
    if (def && (def.category === 'light-obstruction' || def.category === 'solid-obstruction'))
      for (const s of p.piece.squares) blocking.push(s);
  }
  const walls: Seg[] = drawing.walls.filter((w) => !doorKeys.has(segKey(w))).map(asSeg);
  for (const o of outlineSegments(onBoard)) walls.push(o as Seg);
  // One closed outline per obstruction (its own squares only, so neighbouring obstructions stay separate shapes).
  const obstructions = outlinesByRegion(blocking);
  const sight = polylines(walls, obstructions);
  const objects = polylines([], obstructions);
  const seen = new Set<string>();
  return {
    format: 0.3,
    resolution: {
      map_origin: { x: 0, y: 0 },
      map_size: { x: drawing.width, y: drawing.height },
      pixels_per_grid: pixelsPerGrid,
    },
    line_of_sight: sight,
    objects_line_of_sight: objects,
    portals: doors
      .filter((d) => !seen.has(segKey(d)) && seen.add(segKey(d)))
      .map((d) => ({
        position: { x: (d.x1 + d.x2) / 2, y: (d.y1 + d.y2) / 2 },
        bounds: line(d),
        rotation: d.x1 === d.x2 ? Math.PI / 2 : 0,
        closed: true,
        freestanding: false,
      })),
    environment: { baked_lighting: false, ambient_light: 'ffffffff' },
    lights: [],
    image: imageBase64,
  };
}

/** The outline segments of each group of edge-connected squares, one list per group. */
function outlinesByRegion(squares: readonly Square[]): Seg[][] {
  const left = new Set(squares.map(([x, y]) => `${x},${y}`));
  const out: Seg[][] = [];
  for (const [x0, y0] of squares) {
    if (!left.has(`${x0},${y0}`)) continue;
    const region: Square[] = [];
    const queue: Square[] = [[x0, y0]];
    left.delete(`${x0},${y0}`);
    while (queue.length) {
      const [x, y] = queue.pop()!;
      region.push([x, y]);
      for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as const)
        if (left.delete(`${nx},${ny}`)) queue.push([nx, ny]);
    }
    out.push(outlineSegments(region) as Seg[]);
  }
  return out;
}
