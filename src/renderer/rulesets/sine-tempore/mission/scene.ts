/**
 * What the map shows for one document state: the mission, its catalog, every placed piece with its squares, a
 * square index for hit testing, and the drawing. Rebuilt on each change, but the expensive parts are kept while
 * they still apply: the tiles' pictures while the tiles are the same, the terrain while the board is the same,
 * and each piece's drawing while its value is the same object (the store shares unchanged sub-trees).
 *
 * The document may be anything the user typed: whatever does not have the shape the drawing needs is skipped
 * here (the problems panel says why), never drawn half.
 */
import type { Mission } from '../../../../engine/generated/types/mission';
import {
  drawPiece,
  drawTerrain,
  drawTiles,
  PIECE_KINDS,
  MAP_LAYERS,
  patrolRoutes,
  type CatalogIndex,
  type DrawContext,
  type DrawnPiece,
  type Language,
  type MapDrawing,
  type Piece,
  type TerrainPictures,
  type TilePictures,
} from '../../../../engine/rulesets/sine-tempore/print';
import { maxOf } from '../../../../engine/core/lists';

export type Square = readonly [number, number];

export const isSquare = (v: unknown): v is Square =>
  Array.isArray(v) && v.length === 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]) && v[0] >= 0 && v[1] >= 0 && v[0] < 1000 && v[1] < 1000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The mission, when the data has the shape of one (enough to draw it); null otherwise. */
export function asMission(data: unknown): Mission | null {
  if (!isObject(data) || !isObject(data.board) || !Array.isArray(data.board.tiles)) return null;
  if (!Array.isArray(data.heroes) || !isObject(data.deployment) || !isObject(data.momentum)) return null;
  return data as unknown as Mission;
}

export interface Scene {
  mission: Mission;
  catalog: CatalogIndex | undefined;
  /** Bottom layer first. */
  pieces: Piece[];
  byPointer: ReadonlyMap<string, Piece>;
  drawing: MapDrawing;
  tiles: TilePictures | undefined;
  terrain: TerrainPictures | undefined;
  /** Pieces covering a square, topmost first. */
  at(x: number, y: number): Piece[];
}

/** Keeps what can be reused between scenes of one document. */
export class SceneBuilder {
  private tilesKey: unknown = null;
  private tiles: TilePictures | undefined;
  private boardKey: unknown = null;
  private terrain: TerrainPictures | undefined;
  private pieceCache = new Map<string, { value: unknown; drawn: DrawnPiece }>();
  private contextKey: unknown[] = [];

  build(mission: Mission, catalog: CatalogIndex | undefined, language: Language, words: DrawContext['words']): Scene {
    const contextKey = [catalog, language, words.deployment];
    if (contextKey.some((k, i) => k !== this.contextKey[i])) {
      this.pieceCache.clear();
      this.tilesKey = null;
      this.boardKey = null;
      this.contextKey = contextKey;
    }
    if (catalog && this.tilesKey !== mission.board.tiles) {
      this.tiles = safely(() => drawTiles(mission, catalog));
      this.tilesKey = mission.board.tiles;
      this.boardKey = null;
    }
    if (catalog && this.tiles && this.boardKey !== mission.board) {
      const tiles = this.tiles;
      this.terrain = safely(() => drawTerrain(mission, catalog, tiles));
      this.boardKey = mission.board;
    }
    const ctx: DrawContext = { mission, catalog, language, words };
    const pieces: Piece[] = [];
    const drawn: DrawnPiece[] = [];
    const cache = new Map<string, { value: unknown; drawn: DrawnPiece }>();
    for (const layer of MAP_LAYERS) {
      for (const kind of PIECE_KINDS) {
        if (kind.layer !== layer) continue;
        const entries = safely(() => kind.list(mission)) ?? [];
        for (const { pointer, value } of entries) {
          const hit = this.pieceCache.get(pointer);
          if (hit && hit.value === value) {
            pieces.push(hit.drawn.piece);
            drawn.push(hit.drawn);
            cache.set(pointer, hit);
            continue;
          }
          const squares = safely(() => kind.squares(value, catalog));
          if (!squares || !squares.every(isSquare)) continue;
          const piece: Piece = { kind: kind.id, layer, pointer, value, squares: squares as [number, number][] };
          const d = safely(() => drawPiece(piece, ctx)) ?? { piece, prims: [], box: { x0: 0, y0: 0, x1: 0, y1: 0 } };
          pieces.push(piece);
          drawn.push(d);
          cache.set(pointer, { value, drawn: d });
        }
      }
    }
    this.pieceCache = cache;
    const extent = (axis: 0 | 1) => maxOf(pieces.map((p) => maxOf(p.squares.map((s) => s[axis] + 1))), 1);
    const drawing: MapDrawing = {
      width: this.tiles?.width ?? extent(0),
      height: this.tiles?.height ?? extent(1),
      board: this.tiles?.board ?? [],
      terrain: this.terrain?.terrain ?? [],
      coordinates: this.tiles?.coordinates ?? [],
      pieces: drawn,
      annotations: safely(() => patrolRoutes(mission)) ?? [],
      walls: this.terrain?.walls ?? [],
      final: this.terrain?.final,
    };
    const index = new Map<string, Piece[]>();
    for (let i = pieces.length - 1; i >= 0; i--) {
      for (const [x, y] of pieces[i].squares) {
        const k = `${x},${y}`;
        const list = index.get(k);
        if (list) list.push(pieces[i]);
        else index.set(k, [pieces[i]]);
      }
    }
    return {
      mission,
      catalog,
      pieces,
      byPointer: new Map(pieces.map((p) => [p.pointer, p])),
      drawing,
      tiles: this.tiles,
      terrain: this.terrain,
      at: (x, y) => index.get(`${x},${y}`) ?? [],
    };
  }
}

function safely<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined;
  }
}
