import { describe, expect, it } from 'vitest';
import { Board, pathCosts, placeFootprint, placeSquare, reachable, rotatedSize, stepCost, Terrain } from '../../../src/engine/rulesets/sine-tempore/board/grid';
import { buildMissionBoard } from '../../../src/engine/rulesets/sine-tempore/board/mission-board';
import { sample } from './helpers';

function board(rows: string[]): Board {
  const b = new Board(rows[0].length, rows.length);
  rows.forEach((r, y) => [...r].forEach((c, x) => (b.terrain[b.index(x, y)] = c.charCodeAt(0))));
  return b;
}

describe('rotation: the turned grid is placed with its top-left square at `at`', () => {
  // A 3×2 piece: squares a b c / d e f.
  const names = ['abc', 'def'];
  const turned = (rotation: 0 | 90 | 180 | 270) => {
    const [w, h] = rotatedSize(3, 2, rotation);
    const out = Array.from({ length: h }, () => Array(w).fill('?'));
    names.forEach((row, y) => [...row].forEach((n, x) => {
      const [bx, by] = placeSquare(x, y, 3, 2, rotation, [0, 0]);
      out[by][bx] = n;
    }));
    return out.map((r) => r.join(''));
  };
  it('0°', () => expect(turned(0)).toEqual(['abc', 'def']));
  it('90° clockwise', () => expect(turned(90)).toEqual(['da', 'eb', 'fc']));
  it('180°', () => expect(turned(180)).toEqual(['fed', 'cba']));
  it('270°', () => expect(turned(270)).toEqual(['cf', 'be', 'ad']));
  it('footprints turn the same way and stay at `at`', () => {
    expect(placeFootprint([[0, 0], [1, 0]], 90, [13, 6])).toEqual([[13, 6], [13, 7]]);
  });
});

describe('walls, adjacency and reachability', () => {
  it('a wall breaks adjacency (ST-26.1, ST-49.2) in both directions', () => {
    const b = board(['...']);
    b.addWall([0, 0], [1, 0]);
    expect(b.adjacent([1, 0], [0, 0])).toBe(false);
    expect(b.adjacent([1, 0], [2, 0])).toBe(true);
    expect(b.adjacent([0, 0], [2, 0])).toBe(false);
  });

  it('a wall on the border counts; one beyond it is dropped instead of landing on a square of the next row', () => {
    const b = board(['...', '...']);
    b.addWall([2, 0], [3, 0]);
    expect(b.hasWall([2, 0], [3, 0])).toBe(true);
    b.addWall([4, 0], [5, 0]);
    b.addWall([3, 1], [4, 1]);
    expect(b.hasWall([4, 0], [5, 0])).toBe(false);
    for (let y = -1; y <= 2; y++) for (let x = -1; x <= 2; x++) expect(b.hasWall([x, y], [x + 1, y]), `${x},${y}`).toBe(x === 2 && y === 0);
  });

  it('reachability stops at walls, impassable squares, gaps and blocked squares', () => {
    const b = board(['.X._.', '.....']);
    b.addWall([2, 0], [2, 1]);
    b.blocked[b.index(4, 1)] = 1;
    const seen = reachable(b, [[0, 0]], { climb: 1 });
    const at = (x: number, y: number) => seen[b.index(x, y)];
    expect([at(0, 1), at(2, 1), at(3, 1), at(2, 0), at(1, 0), at(3, 0), at(4, 1), at(4, 0)]).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
  });

  it('step costs follow D-45: entering rough +1, leaving water +1, levels beyond the first +1 each', () => {
    const b = board(['.%~.']);
    expect(stepCost(b, [0, 0], [1, 0])).toBe(2);
    expect(stepCost(b, [2, 0], [3, 0])).toBe(2);
    expect(stepCost(b, [1, 0], [2, 0])).toBe(1);
    b.level[b.index(3, 0)] = 2;
    expect(stepCost(b, [2, 0], [3, 0])).toBe(3);
    expect(pathCosts(b, [0, 0], { climb: 2 })[b.index(3, 0)]).toBe(2 + 1 + 3);
    expect(pathCosts(b, [0, 0], { climb: 1 })[b.index(3, 0)]).toBe(Infinity);
  });

  it('terrain codes match the tile and conformance legend', () => {
    expect(String.fromCharCode(Terrain.water, Terrain.rough, Terrain.impassable, Terrain.obstruction, Terrain.nonZone)).toBe('~%X#_');
  });
});

describe('a mission board from the samples', () => {
  it('lays out tiles, turned connectors, walls, containers and levels', () => {
    const { board: b, overlaps } = buildMissionBoard(sample('relay-station.mission.json'), sample('sine-tempore-core.catalog.json'));
    expect(overlaps).toEqual([]);
    expect([b.width, b.height]).toEqual([22, 10]);
    expect(b.terrainAt(11, 3)).toBe(Terrain.nonZone);
    expect(b.hasWall([15, 5], [16, 5])).toBe(true);
    expect(b.hasWall([18, 7], [18, 8])).toBe(false);
    expect(b.level[b.index(17, 4)]).toBe(2);
    expect(b.level[b.index(13, 7)]).toBe(1);
    expect(b.terrainAt(20, 9)).toBe(Terrain.water);
  });
});
