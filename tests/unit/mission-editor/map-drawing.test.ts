import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Terrain } from '../../../src/engine/rulesets/sine-tempore/board/grid';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { drawMission, drawTerrain, drawTiles, flattenDrawing, indexCatalog, listPieces, MAP_LAYERS, mergeSegments, pieceKind } from '../../../src/engine/rulesets/sine-tempore/print';

const catalog = indexCatalog(JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog);
const load = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;

describe('pieces', () => {
  test('every placed thing of the tutorial is listed once, with its pointer and squares, bottom layer first', () => {
    const pieces = listPieces(load('tutorial'), catalog);
    expect(pieces.map((p) => `${p.kind} ${p.pointer}`)).toEqual([
      'tile /board/tiles/0',
      'deployment /deployment',
      'scenic /scenicElements/0',
      'scenic /scenicElements/1',
      'scenic /scenicElements/2',
      'object /objects/0',
      'loot /loot/0',
      'loot /loot/1',
      'enemy /enemyGroups/0/models/0',
      'enemy /enemyGroups/0/models/1',
      'enemy /enemyGroups/0/models/2',
      'hero /heroes/0',
      'hero /heroes/1',
    ]);
    expect(pieces.find((p) => p.kind === 'deployment')!.squares).toHaveLength(6);
    expect(pieces[0].squares).toHaveLength(100);
  });

  test('a turned footprint covers the squares the schema rule gives (wreck hull 3×1 at 90° is 1×3)', () => {
    const squares = pieceKind('scenic').squares({ id: 'w', element: 'wreck-hull', at: [5, 9], rotation: 90 }, catalog);
    expect(squares).toEqual([
      [5, 9],
      [5, 10],
      [5, 11],
    ]);
  });

  test('a connector turned by 90° covers 4 columns and 2 rows from its top-left square', () => {
    const squares = pieceKind('tile').squares({ tile: 'sunken-pass', at: [15, 10], rotation: 90 }, catalog);
    expect(squares).toHaveLength(8);
    expect(Math.max(...squares.map((s: readonly number[]) => s[0]))).toBe(18);
    expect(Math.max(...squares.map((s: readonly number[]) => s[1]))).toBe(11);
  });

  test('names come from the catalog in the chosen language', () => {
    const ctx = { mission: load('tutorial'), catalog, language: 'de' as const, words: { deployment: 'Aufstellung' } };
    expect(pieceKind('scenic').name({ id: 'bush-1', element: 'thornbush', at: [3, 5] }, ctx)).toBe('Dornbusch (bush-1)');
    expect(pieceKind('deployment').name({}, ctx)).toBe('Aufstellung');
  });
});

describe('board pictures', () => {
  test('the mission layer holds only what the mission changes: painted squares, added walls and openings', () => {
    const m = load('tutorial');
    const tiles = drawTiles(m, catalog);
    expect(drawTerrain(m, catalog, tiles).terrain).toEqual([]);
    const painted: Mission = {
      ...m,
      board: { ...m.board, terrain: [{ at: [0, 0], terrain: '~' }], walls: [[[0, 0], [1, 0]]], openings: [[[1, 5], [1, 6]]] },
    };
    const t = drawTerrain(painted, catalog, tiles);
    expect(t.final.terrainAt(0, 0)).toBe(Terrain.water);
    expect(t.terrain.filter((p) => p.t === 'rect' && p.x === 0 && p.y === 0).length).toBeGreaterThan(0);
    // The added wall is drawn (twice: dark body and light core), the opened printed wall gets a door mark.
    expect(t.terrain.filter((p) => p.t === 'poly' && p.points.join() === '1,0,1,1')).toHaveLength(2);
    expect(t.terrain.some((p) => p.t === 'poly' && p.stroke?.dash && p.points.join() === '1,6,2,6')).toBe(true);
    expect(t.walls.some((w) => w.x1 === 1 && w.y1 === 6 && w.x2 === 2)).toBe(false);
  });

  test('walls along one line merge into one stroke', () => {
    expect(
      mergeSegments([
        { x1: 0, y1: 1, x2: 1, y2: 1 },
        { x1: 1, y1: 1, x2: 2, y2: 1 },
        { x1: 3, y1: 1, x2: 4, y2: 1 },
        { x1: 2, y1: 0, x2: 2, y2: 1 },
      ]),
    ).toEqual([
      { x1: 0, y1: 1, x2: 2, y2: 1 },
      { x1: 3, y1: 1, x2: 4, y2: 1 },
      { x1: 2, y1: 0, x2: 2, y2: 1 },
    ]);
  });

  test('the same mission always gives the same drawing (textures are hashed, not random)', () => {
    const a = drawMission(load('verdant-sweep'), catalog);
    const b = drawMission(load('verdant-sweep'), catalog);
    expect(JSON.stringify(flattenDrawing(a, new Set(MAP_LAYERS)))).toBe(JSON.stringify(flattenDrawing(b, new Set(MAP_LAYERS))));
    expect(a.width).toBe(22);
    expect(a.height).toBe(22);
  });

  test('hidden layers are left out of an export', () => {
    const d = drawMission(load('tutorial'), catalog);
    const all = flattenDrawing(d, new Set(MAP_LAYERS)).length;
    const noUnits = flattenDrawing(d, new Set(MAP_LAYERS.filter((l) => l !== 'units'))).length;
    expect(all - noUnits).toBe(d.pieces.filter((p) => p.piece.layer === 'units').reduce((n, p) => n + p.prims.length, 0));
  });

  test('without a catalog the pieces are still drawn, on no board', () => {
    const d = drawMission(load('tutorial'), undefined);
    expect(d.board).toEqual([]);
    expect(d.pieces.length).toBe(13);
    expect(d.width).toBeGreaterThanOrEqual(10);
  });
});
