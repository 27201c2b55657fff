import { describe, expect, test } from 'vitest';
import { Terrain } from '../../../../src/engine/rulesets/sine-tempore/board/grid';
import { floodRegion, nearestEdge, paintTerrain, rectSquares, setLevels, setWall } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/board';
import { addRect, eraseSquares } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/areas';
import { addEvent, setEventTime, setMomentum } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/events';
import { ordinal, timeAt } from '../../../../src/renderer/rulesets/sine-tempore/mission/timeline/time';
import { lineSquares } from '../../../../src/renderer/rulesets/sine-tempore/mission/tools/tools';
import { docOf, missionOf, roundTrip, sceneOf, t } from './fixtures';

const printed = (doc: ReturnType<typeof docOf>) => sceneOf(doc).tiles!.printed;

describe('terrain', () => {
  test('painting adds entries, repainting changes them, painting back to the printed terrain removes them', () => {
    const doc = docOf();
    roundTrip(doc, paintTerrain(missionOf(doc), printed(doc), [[0, 0], [1, 0], [0, 0]], '~'));
    expect(missionOf(doc).board.terrain).toEqual([
      { at: [0, 0], terrain: '~' },
      { at: [1, 0], terrain: '~' },
    ]);
    roundTrip(doc, paintTerrain(missionOf(doc), printed(doc), [[1, 0]], '%'));
    expect(missionOf(doc).board.terrain![1].terrain).toBe('%');
    // Square [4, 6] is printed as water: painting water there adds nothing; floor there is a change.
    expect(paintTerrain(missionOf(doc), printed(doc), [[4, 6]], '~')).toEqual([]);
    roundTrip(doc, paintTerrain(missionOf(doc), printed(doc), [[0, 0], [1, 0]], '.'));
    expect(missionOf(doc).board.terrain).toEqual([]);
  });

  test('squares off every tile are not painted (the checks would call them off the board)', () => {
    const doc = docOf();
    expect(paintTerrain(missionOf(doc), printed(doc), [[20, 20]], '~')).toEqual([]);
  });

  test('a flood fill covers the joined squares of one terrain, a rectangle its corners and all between', () => {
    const doc = docOf();
    const region = floodRegion(sceneOf(doc).terrain!.final, [4, 6]);
    expect(region.map((s) => s.join()).sort()).toEqual(['4,6', '4,7', '5,6', '5,7']);
    expect(rectSquares([2, 3], [1, 1])).toHaveLength(6);
    roundTrip(doc, paintTerrain(missionOf(doc), printed(doc), region, 'X'));
    expect(sceneOf(doc).terrain!.final.terrainAt(5, 7)).toBe(Terrain.impassable);
  });

  test('a fast stroke leaves no gaps between the squares it was seen on', () => {
    expect(lineSquares([0, 0], [3, 1])).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 1],
    ]);
  });
});

describe('walls', () => {
  test('a wall is added on an edge and taken away again', () => {
    const doc = docOf();
    roundTrip(doc, setWall(missionOf(doc), printed(doc), [3, 3], [4, 3], 'add'));
    expect(missionOf(doc).board.walls).toEqual([[[3, 3], [4, 3]]]);
    expect(setWall(missionOf(doc), printed(doc), [4, 3], [3, 3], 'add')).toEqual([]);
    roundTrip(doc, setWall(missionOf(doc), printed(doc), [4, 3], [3, 3], 'remove'));
    expect(missionOf(doc).board.walls).toEqual([]);
  });

  test('a printed wall is removed with an opening, and put back by removing the opening', () => {
    const doc = docOf();
    roundTrip(doc, setWall(missionOf(doc), printed(doc), [1, 5], [1, 6], 'remove'));
    expect(missionOf(doc).board.openings).toEqual([[[1, 5], [1, 6]]]);
    expect(sceneOf(doc).terrain!.final.hasWall([1, 5], [1, 6])).toBe(false);
    roundTrip(doc, setWall(missionOf(doc), printed(doc), [1, 6], [1, 5], 'add'));
    expect(missionOf(doc).board.openings).toEqual([]);
  });

  test('the edge nearest a point is the side of its square the point is closest to; none on the outer top and left', () => {
    expect(nearestEdge(3.9, 5.5)).toEqual([[3, 5], [4, 5]]);
    expect(nearestEdge(3.5, 5.05)).toEqual([[3, 5], [3, 4]]);
    expect(nearestEdge(0.05, 2.5)).toBeNull();
  });
});

describe('heights and areas', () => {
  test('levels are set, changed, and removed at 0', () => {
    const doc = docOf();
    roundTrip(doc, setLevels(missionOf(doc), [[2, 2], [3, 2]], 2));
    roundTrip(doc, setLevels(missionOf(doc), [[2, 2]], 1));
    expect(missionOf(doc).board.levels).toEqual([
      { at: [2, 2], level: 1 },
      { at: [3, 2], level: 2 },
    ]);
    roundTrip(doc, setLevels(missionOf(doc), [[3, 2], [2, 2]], 0));
    expect(missionOf(doc).board.levels).toEqual([]);
  });

  test('the area tool adds a rectangle (or a square) and erases squares out of rectangles, keeping the rest', () => {
    const doc = docOf();
    roundTrip(doc, addRect(missionOf(doc), '/deployment', [3, 9], [3, 9]));
    expect(missionOf(doc).deployment.squares).toEqual([[3, 9]]);
    roundTrip(doc, eraseSquares(missionOf(doc), '/deployment', [[1, 8], [3, 9]]));
    // The rectangle [0, 8]…[2, 9] lost [1, 8]: its bottom row stays a rectangle, [0, 8] and [2, 8] stay as squares.
    expect(missionOf(doc).deployment).toEqual({
      rects: [{ from: [0, 9], to: [2, 9] }],
      squares: [
        [0, 8],
        [2, 8],
      ],
    });
  });
});

describe('timeline', () => {
  test('times run 1.11, 2.12, 2.1 (the cycle moves on at phase 12) and round-trip through positions', () => {
    expect(['1.11', '2.12', '2.1', '2.11', '3.12'].map(ordinal)).toEqual([23, 24, 25, 35, 36]);
    for (const time of ['1.1', '1.6', '2.12', '3.6']) expect(timeAt(ordinal(time))).toBe(time);
  });

  test('an event is added at a time, moved, and the start and end are moved, each one step', () => {
    const doc = docOf();
    const { ops, pointer } = addEvent(missionOf(doc), '1.4', t, 'de');
    roundTrip(doc, ops);
    expect(pointer).toBe('/events/2');
    expect(missionOf(doc).events![2]).toEqual({
      id: 'event-1',
      name: { de: 'mission:defaults.eventName {"n":"1"}' },
      trigger: { at: '1.4' },
      effects: [{ message: { de: 'mission:defaults.eventMessage' } }],
    });
    roundTrip(doc, setEventTime(missionOf(doc), pointer, '2.2'));
    roundTrip(doc, setMomentum(missionOf(doc), 'end', '3.9'));
    expect(missionOf(doc).events![2].trigger.at).toBe('2.2');
    expect(missionOf(doc).momentum.end).toBe('3.9');
  });
});
