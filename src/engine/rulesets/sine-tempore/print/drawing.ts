/**
 * A whole mission map as display lists, by layer: what the editor's canvas caches and what every export
 * paints. Pure: the same mission and catalog always give the same drawing.
 */
import { Terrain, type Board } from '../board/grid';
import type { Mission } from '../../../generated/types/mission';
import { drawTerrain, drawTiles, type TerrainPictures, type TilePictures, type WallSegment } from './board';
import type { CatalogIndex, Language } from './catalog-index';
import { listPieces, pieceKind, type DrawContext, type MapLayer, type Piece } from './pieces';
import { append, boxOf, type Box, type Prim } from '../../../core/draw/display';
import { MAP_WORDS } from './words';
import { printablePrims, type Covers } from '../../../core/draw/printable';

export interface DrawnPiece {
  piece: Piece;
  prims: Prim[];
  box: Box;
}

export interface MapDrawing {
  /** Board size in squares (at least 1×1). */
  width: number;
  height: number;
  board: Prim[];
  terrain: Prim[];
  coordinates: Prim[];
  /** Pieces bottom layer first (zones, elements, units), each with its own primitives. */
  pieces: DrawnPiece[];
  annotations: Prim[];
  /** Every wall of the finished board, one per square side. */
  walls: WallSegment[];
  /** The finished board; undefined without a catalog. */
  final: Board | undefined;
}

export interface DrawOptions {
  language?: Language;
  words?: DrawContext['words'];
  /** Pictures already made for the same tiles (or the same board): the editor keeps them while painting. */
  tiles?: TilePictures;
  terrain?: TerrainPictures;
}

const PATROL = '#ff7a6b';

/** Patrol routes as dotted lines through numbered waypoints (the `annotations` layer). */
export function patrolRoutes(mission: Mission): Prim[] {
  const out: Prim[] = [];
  for (const g of mission.enemyGroups ?? []) {
    const route = g.patrol?.route;
    if (!route || route.length < 2) continue;
    const points = route.flatMap(([x, y]) => [x + 0.5, y + 0.5]);
    out.push({
      t: 'poly',
      points,
      closed: g.patrol?.loop === true,
      stroke: { color: PATROL, width: 0.06, dash: [0.18, 0.12], cap: 'round' },
      alpha: 0.9,
    });
    route.forEach(([x, y], i) => {
      out.push({
        t: 'circle',
        x: x + 0.5,
        y: y + 0.5,
        radius: 0.14,
        fill: PATROL,
        stroke: { color: '#3a0d08', width: 0.03 },
      });
      out.push({
        t: 'text',
        x: x + 0.5,
        y: y + 0.51,
        text: String(i + 1),
        size: 0.18,
        fill: '#2a0804',
        align: 'center',
        baseline: 'middle',
        bold: true,
      });
    });
  }
  return out;
}

export function drawPiece(piece: Piece, ctx: DrawContext): DrawnPiece {
  const prims = pieceKind(piece.kind).draw(piece.value, piece.squares, ctx);
  return { piece, prims, box: boxOf(prims) };
}

export function drawMission(
  mission: Mission,
  catalog: CatalogIndex | undefined,
  opts: DrawOptions = {},
): MapDrawing {
  const ctx: DrawContext = {
    mission,
    catalog,
    language: opts.language ?? 'en',
    words: opts.words ?? { deployment: MAP_WORDS[opts.language ?? 'en'].deployment },
  };
  const tiles = catalog ? (opts.tiles ?? drawTiles(mission, catalog)) : undefined;
  const terrain = catalog && tiles ? (opts.terrain ?? drawTerrain(mission, catalog, tiles)) : undefined;
  const pieces = listPieces(mission, catalog).map((p) => drawPiece(p, ctx));
  let extent = 1;
  for (const p of pieces) for (const s of p.piece.squares) extent = Math.max(extent, s[0] + 1, s[1] + 1);
  return {
    width: tiles?.width ?? extent,
    height: tiles?.height ?? extent,
    board: tiles?.board ?? [],
    terrain: terrain?.terrain ?? [],
    coordinates: tiles?.coordinates ?? [],
    pieces,
    annotations: patrolRoutes(mission),
    walls: terrain?.walls ?? [],
    final: terrain?.final,
  };
}

/** One display list of the chosen layers, bottom to top (exports). */
export function flattenDrawing(
  d: MapDrawing,
  layers: ReadonlySet<MapLayer>,
  opts: { coordinates?: boolean } = {},
): Prim[] {
  const out: Prim[] = [];
  if (layers.has('board')) append(out, d.board);
  if (layers.has('terrain')) append(out, d.terrain);
  for (const p of d.pieces) if (layers.has(p.piece.layer)) append(out, p.prims);
  if (layers.has('annotations')) append(out, d.annotations);
  if (opts.coordinates) append(out, d.coordinates);
  return out;
}

/**
 * Where the map has something to print, in squares: each row's runs of squares on the board, and every piece (a
 * piece may stand beside the board). Without a catalog the whole drawing counts. Print plans start at these bounds
 * and leave out sheets that show none of it.
 */
export function mapContent(d: MapDrawing): Box[] {
  if (!d.final) return [{ x0: 0, y0: 0, x1: d.width, y1: d.height }];
  const out: Box[] = [];
  const board = d.final;
  for (let y = 0; y < board.height; y++) {
    let start = -1;
    for (let x = 0; x <= board.width; x++) {
      const t = x < board.width ? board.terrainAt(x, y) : Terrain.offBoard;
      const on = t !== Terrain.offBoard && t !== Terrain.nonZone;
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        out.push({ x0: start, y0: y, x1: x, y1: y + 1 });
        start = -1;
      }
    }
  }
  for (const p of d.pieces) if (Number.isFinite(p.box.x0)) out.push(p.box);
  return out;
}

/**
 * The drawing with every label printable by the shipped fonts: what no font has is replaced and added to `missing`
 * (the Node exporter and the studio's export dialog both print from this).
 */
export function printableDrawing(d: MapDrawing, covers: Covers, missing: Set<string>): MapDrawing {
  const fix = (prims: Prim[]) => printablePrims(prims, covers, missing);
  return {
    ...d,
    board: fix(d.board),
    terrain: fix(d.terrain),
    coordinates: fix(d.coordinates),
    annotations: fix(d.annotations),
    pieces: d.pieces.map((p) => ({ ...p, prims: fix(p.prims) })),
  };
}
