import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../../src/engine/generated/types/mission';
import { F_ON } from '../../../../src/engine/rulesets/sine-tempore/rules/board';
import { inCover, los } from '../../../../src/engine/rulesets/sine-tempore/rules/geometry';
import { analyse, reachOf, ringsOf, sightFrom, spawnsOf, type Analysis } from '../../../../src/renderer/rulesets/sine-tempore/mission/overlays/analysis';
import { sightPrims } from '../../../../src/renderer/rulesets/sine-tempore/mission/canvas/overlay-prims';
import { problemMarks, pieceAt, squareAt } from '../../../../src/renderer/rulesets/sine-tempore/mission/overlays/problems';
import { engineNotice } from '../../../../src/renderer/rulesets/sine-tempore/mission/overlays/use-overlay';
import { catalogJson, docOf, missionOf, sceneOf } from './fixtures';

const CODES = ['.', '.', '.', '.', '~', '%', 'X', '#', '_'];
const ELEMENTS = ['thornbush', 'boulder', 'amber-fungus', 'basalt-pillar', 'supply-crate', 'cargo-container'];

/** A random board: one tile of random terrain, random walls and scenic elements, one hero on a floor square. */
const boards = fc
  .record({
    width: fc.integer({ min: 3, max: 9 }),
    height: fc.integer({ min: 3, max: 9 }),
    cells: fc.array(fc.integer({ min: 0, max: CODES.length - 1 }), { minLength: 81, maxLength: 81 }),
    walls: fc.array(fc.tuple(fc.nat(8), fc.nat(8), fc.boolean()), { maxLength: 10 }),
    elements: fc.array(fc.tuple(fc.constantFrom(...ELEMENTS), fc.nat(8), fc.nat(8)), { maxLength: 5 }),
    levels: fc.array(fc.tuple(fc.nat(8), fc.nat(8), fc.integer({ min: 1, max: 2 })), { maxLength: 4 }),
  })
  .map(({ width, height, cells, walls, elements, levels }) => {
    const rows = Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => CODES[cells[y * 9 + x]]).join(''));
    rows[0] = '.' + rows[0].slice(1);
    const inside = (x: number, y: number) => x < width && y < height;
    const catalog: Catalog = { ...catalogJson, tiles: [{ id: 'generated', kind: 'tile', name: 'Generated', rows: rows as [string, ...string[]] }] };
    const mission = {
      $schema: 'https://scenario-studio.org/schemas/mission.schema.json',
      formatVersion: 2,
      ruleset: 'sine-tempore',
      id: 'generated',
      title: 'Generated',
      catalog: 'generated.catalog.json',
      defcon: 1,
      heroes: [{ hero: 'ilse-marrow', start: [0, 0], sector: 1 }],
      board: {
        tiles: [{ tile: 'generated', at: [0, 0], rotation: 0 }],
        walls: walls.filter(([x, y, down]) => inside(x, y) && inside(x + (down ? 0 : 1), y + (down ? 1 : 0))).map(([x, y, down]) => [[x, y], down ? [x, y + 1] : [x + 1, y]]),
        levels: levels.filter(([x, y]) => inside(x, y) && (x > 0 || y > 0)).map(([x, y, level]) => ({ at: [x, y], level })),
      },
      scenicElements: elements.filter(([, x, y]) => inside(x, y) && (x > 1 || y > 0)).map(([element, x, y], i) => ({ id: `e-${i}`, element, at: [x, y] })),
      deployment: { squares: [[0, 0]] },
      momentum: { start: '1.1', end: '3.6' },
      victory: ['time-up'],
      defeat: ['all-heroes-ko'],
    } as unknown as Mission;
    return { mission, catalog };
  });

function onBoardCells(a: Analysis): number[] {
  const out: number[] = [];
  for (let c = 0; c < a.board.n; c++) if (a.board.flags[c] & F_ON) out.push(c);
  return out;
}

describe('line of sight overlay', () => {
  test('shows exactly the squares the engine says are in sight, and marks cover where the engine says so (ST-29, D-25, D-26, D-40)', () => {
    fc.assert(
      fc.property(boards, fc.nat(80), ({ mission, catalog }, pick) => {
        const a = analyse(mission, catalog);
        if ('error' in a) throw new Error(a.error);
        const cells = onBoardCells(a);
        const from = cells[pick % cells.length];
        const square: [number, number] = [from % a.board.width, Math.floor(from / a.board.width)];
        const sight = sightFrom(a, square)!;
        const key = (s: readonly number[]) => s[1] * a.board.width + s[0];
        const shown = new Set(sight.visible.map(key));
        const expected = cells.filter((c) => c !== from && los(a.board, from, c));
        expect([...shown].sort((x, y) => x - y)).toEqual(expected);
        expect(sight.cover.map(key).sort((x, y) => x - y)).toEqual(expected.filter((c) => inCover(a.board, from, c)));
        // What is painted: a lit square for each visible square, a dark one for every other square but the observer's.
        const prims = sightPrims(sight, cells.map((c) => [c % a.board.width, Math.floor(c / a.board.width)] as [number, number]));
        const lit = prims.filter((p) => p.t === 'rect' && p.fill === '#ffe680');
        const dark = prims.filter((p) => p.t === 'rect' && p.fill === '#000000');
        expect(lit).toHaveLength(expected.length);
        expect(dark).toHaveLength(cells.length - 1 - expected.length);
      }),
      { numRuns: 60, seed: 20261122 },
    );
  });

  test('a square off the board has no line of sight overlay', () => {
    const a = analyse(missionOf(docOf()), catalogJson) as Analysis;
    expect(sightFrom(a, [30, 30])).toBeNull();
  });
});

describe('reach, rings and spawns come from the engine', () => {
  test('reach: Tavish Korr in the tutorial with his RA, each square with its AP cost', () => {
    const a = analyse(missionOf(docOf()), catalogJson) as Analysis;
    const reach = reachOf(a, 'tavish-korr')!;
    expect(reach.ap).toBe(5);
    expect(reach.squares.length).toBeGreaterThan(10);
    expect(Math.max(...reach.squares.map((s) => s.cost))).toBeLessThanOrEqual(5);
    // Next to him costs 1; the start square itself is not a destination.
    expect(reach.squares.find((s) => s.square[0] === 2 && s.square[1] === 9)?.cost).toBe(1);
    expect(reach.squares.some((s) => s.square[0] === 1 && s.square[1] === 9)).toBe(false);
    expect(reachOf(a, 'tavish-korr', 1)!.squares.every((s) => s.cost === 1)).toBe(true);
  });

  test('rings: a gnawling scout controls the squares within its CA and threatens those within its range (D-21)', () => {
    const a = analyse(missionOf(docOf()), catalogJson) as Analysis;
    const ring = ringsOf(a, 'scout-1')!;
    expect(ring.centre).toEqual([7, 1]);
    expect(ring.range).toBe(1);
    expect(ring.weapon).toHaveLength(5);
    expect(ring.control.every(([x, y]) => Math.abs(x - 7) + Math.abs(y - 1) <= 4)).toBe(true);
    expect(ringsOf(a, 'ilse-marrow')).toBeNull();
  });

  test('spawns: a fixed rule shows its enemies and where each model lands; a draft rule the draft deck of its defcon', () => {
    const a = analyse(missionOf(docOf('verdant-sweep')), catalogJson) as Analysis;
    const spawns = spawnsOf(a);
    const den = spawns.find((s) => s.id === 'ridge-den')!;
    expect(den.enemies).toEqual(['gnawling']);
    // Three gnawlings with Horde 3 make nine models.
    expect(den.squares).toHaveLength(9);
    expect(den.squares[0]).toEqual([8, 8]);
    expect(spawns.find((s) => s.id === 'causeway-burrow')!.enemies.length).toBeGreaterThan(0);
  });

  test('a mission the engine cannot read says why instead of throwing', () => {
    const m = missionOf(docOf());
    const broken = { ...m, heroes: [{ hero: 'nobody', start: [0, 0], sector: 1 }] } as unknown as Mission;
    const a = analyse(broken, catalogJson);
    expect('error' in a).toBe(true);
  });

  test('why the overlays are off is said by the first error of the problems (in the UI language), else by the engine', () => {
    const range = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 2, offset: 1 } };
    const warning = { severity: 'warning', code: 'unused', message: 'Avertissement', pointer: '/a', range } as const;
    const error = { severity: 'error', code: 'placement-occupied', message: 'La figurine `scout-2` est en [7,1]…', pointer: '/b', range } as const;
    expect(engineNotice('"scout-2" cannot stand on a square already holding "scout-1"', [warning, error])).toBe(error.message);
    expect(engineNotice('unknown hero "nobody"', [warning])).toBe('unknown hero "nobody"');
  });
});

describe('problems on the map', () => {
  test('a problem is drawn on the piece its pointer lies in, or on the square the pointer names', () => {
    const doc = docOf();
    const scene = sceneOf(doc);
    expect(pieceAt(scene, '/enemyGroups/0/models/2/at')?.pointer).toBe('/enemyGroups/0/models/2');
    expect(pieceAt(scene, '/enemyGroups/0/state')).toBeUndefined();
    expect(squareAt(scene.mission, '/board/tiles/0/rotation')).toEqual([0, 0]);
    const marks = problemMarks(scene, [
      { severity: 'error', code: 'x', message: 'm', pointer: '/scenicElements/1/element' },
      { severity: 'warning', code: 'y', message: 'n', pointer: '/title' },
    ]);
    expect(marks).toEqual([{ square: [5, 3], severity: 'error', diagnostic: expect.objectContaining({ code: 'x' }) }]);
  });
});
