import { describe, expect, test } from 'vitest';
import { boardFromRows } from '../../../src/engine/rulesets/sine-tempore/rules/board';
import { adjacent, area, axisDir, clearSides, crossesInterior, distance, inCover, los, segmentsTouch, visibleSquares } from '../../../src/engine/rulesets/sine-tempore/rules/geometry';

const cell = (b: { width: number }, x: number, y: number) => y * b.width + x;

describe('ST-29, D-25: exact line of sight', () => {
  test('D-25: grazing a corner of an obstruction does not block; crossing its interior does', () => {
    const b = boardFromRows(['...', '.#.', '...']);
    // A segment along the obstruction's edge touches it without entering it.
    expect(crossesInterior(b, cell(b, 1, 1), 2, 0, 2, 6)).toBe(false);
    expect(crossesInterior(b, cell(b, 1, 1), 0, 0, 6, 6)).toBe(true);
    // Through the corner point only.
    expect(crossesInterior(b, cell(b, 1, 1), 0, 2, 2, 0)).toBe(false);
  });

  test('D-25: a wall is a closed segment: touching its end point blocks', () => {
    expect(segmentsTouch(0, 0, 4, 4, 2, 2, 2, 6)).toBe(true);
    expect(segmentsTouch(0, 0, 4, 0, 0, 2, 4, 2)).toBe(false);
    expect(segmentsTouch(0, 0, 4, 0, 4, 0, 4, 2)).toBe(true);
  });

  test('D-25: a side with a wall on it is never an origin', () => {
    const b = boardFromRows(['...', '...', '...'], { walls: [[[1, 1], [2, 1]]] });
    const sides = clearSides(b, cell(b, 1, 1), cell(b, 1, 1) + 0);
    expect(sides).toBe(15);
    const east = clearSides(b, cell(b, 1, 1), cell(b, 2, 1));
    expect(east).toBe(0);
  });

  test('ST-29.5, EX-18: sight is not always mutual', () => {
    const b = boardFromRows(['...', '.#.', '...']);
    expect(los(b, cell(b, 1, 2), cell(b, 0, 0))).toBe(true);
    expect(los(b, cell(b, 0, 0), cell(b, 1, 2))).toBe(false);
  });

  test('ST-30.2: blockers are the caller\'s business: a blocking square cuts every line through it', () => {
    const b = boardFromRows(['.....']);
    expect(los(b, 0, 4)).toBe(true);
    expect(los(b, 0, 4, [2])).toBe(false);
  });

  test('ST-29.9, D-26: cover only when every clear line passes the adjacent cover element', () => {
    const b = boardFromRows(['....', '..c.', '....']);
    expect(inCover(b, cell(b, 0, 0), cell(b, 3, 1))).toBe(true);
    const open = boardFromRows(['....', '....', '..c.']);
    expect(inCover(open, cell(open, 1, 0), cell(open, 3, 2))).toBe(false);
    expect(inCover(open, cell(open, 1, 0), cell(open, 3, 2), [], undefined, true)).toBe(true);
  });

  test('visibleSquares lists what a square sees (the editor overlay)', () => {
    const b = boardFromRows(['..#..']);
    // The obstruction's own square is seen; what lies behind it is not.
    expect(visibleSquares(b, 0)).toEqual([1, 2]);
  });
});

describe('ST-26.1, D-21: adjacency and distance', () => {
  test('walls break adjacency, not distance', () => {
    const b = boardFromRows(['...'], { walls: [[[0, 0], [1, 0]]] });
    expect(adjacent(b, 0, 1)).toBe(false);
    expect(adjacent(b, 1, 2)).toBe(true);
    expect(distance(b, 0, 2)).toBe(2);
  });
});

describe('ST-33.8, D-37: area shapes', () => {
  const b = boardFromRows(['.......', '.......', '.......', '.......', '.......', '.......', '.......']);
  const sq = (list: number[]) => list.map((c) => [c % b.width, (c / b.width) | 0]).sort();
  test('D-37: the direction follows the larger offset; ties follow the setting', () => {
    expect(axisDir(b, cell(b, 0, 0), cell(b, 1, 3))).toBe(2);
    expect(axisDir(b, cell(b, 0, 0), cell(b, 2, 2), true)).toBe(1);
    expect(axisDir(b, cell(b, 0, 0), cell(b, 2, 2), false)).toBe(2);
  });
  test('ST-33.8.4: the blow is a T behind the target', () => {
    expect(sq(area(b, 'blow', cell(b, 3, 2), cell(b, 3, 0)))).toEqual([[2, 3], [3, 2], [3, 3], [4, 3]].sort());
  });
  test('ST-33.10, D-37: a wave of 1 holds the centre and its 4 neighbours', () => {
    expect(area(b, 'wave', cell(b, 3, 3), cell(b, 3, 3), 1)).toHaveLength(5);
  });
});
