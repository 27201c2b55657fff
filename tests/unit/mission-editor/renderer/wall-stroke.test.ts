/**
 * Issue 14, defect 6: a wall stroke along a grid line sometimes added a perpendicular stub where it passed a
 * grid corner (the pointer a hair to one side of the corner is nearest the other axis's edge). A stroke walls
 * the line the pointer follows, and nothing across it.
 */
import { describe, expect, test } from 'vitest';
import { MissionEditor } from '../../../../src/renderer/rulesets/sine-tempore/mission/editor';
import { toolHandler, type ToolEvent } from '../../../../src/renderer/rulesets/sine-tempore/mission/tools/tools';
import { registerBuiltinEditors } from '../../../../src/renderer/editors/builtin';
import { testStudio } from '../../shell/renderer/support/studio';
import { catalog, docOf, missionOf } from './fixtures';

function setUp() {
  const studio = testStudio();
  registerBuiltinEditors(studio.editors, studio.i18n);
  const doc = docOf('tutorial');
  const editor = MissionEditor.of(doc, studio);
  editor.setCatalog(catalog);
  editor.setTool('wall');
  return { doc, editor, tool: toolHandler(editor, 'wall') };
}

const at = (x: number, y: number): ToolEvent => ({ square: [Math.floor(x), Math.floor(y)], point: [x, y], shift: false, mod: false, alt: false });

/** The pointer along a path, a point every `step` squares, wobbling by up to `wobble` across it, as a hand does. */
function stroke(tool: ReturnType<typeof toolHandler>, points: [number, number][], step = 0.05, wobble = 0.04) {
  tool.down(at(...points[0]));
  let k = 0;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    const n = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let j = 1; j <= n; j++) {
      const side = (k++ % 3) - 1;
      const [x, y] = [x0 + ((x1 - x0) * j) / n, y0 + ((y1 - y0) * j) / n];
      // The wobble is across the direction of travel.
      tool.move(y1 === y0 ? at(x, y + side * wobble) : at(x + side * wobble, y));
    }
  }
  tool.up(at(...points[points.length - 1]));
}

const horizontal = (e: number[][]) => e[0][0] === e[1][0];

describe('wall strokes (issue 14, defect 6)', () => {
  test('a stroke along a grid line walls that line only, however the pointer wobbles past the corners', () => {
    for (const wobble of [0.01, 0.03, 0.06]) {
      const { doc, tool } = setUp();
      stroke(tool, [[1.5, 4], [5.5, 4]], 0.05, wobble);
      const walls = missionOf(doc).board.walls ?? [];
      expect(walls.every(horizontal), `wobble ${wobble}: ${JSON.stringify(walls)}`).toBe(true);
      expect(walls.map((e) => e[0][0]).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  test('a fast stroke (few pointer events) leaves no gap along its line', () => {
    const { doc, tool } = setUp();
    stroke(tool, [[1.5, 4], [6.5, 4]], 1.3, 0.02);
    expect((missionOf(doc).board.walls ?? []).map((e) => e[0][0]).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('a stroke may turn a corner: an L of walls, with no stub across either arm', () => {
    const { doc, tool } = setUp();
    stroke(tool, [[1.5, 3], [4, 3], [4, 5.5]], 0.05, 0.03);
    const walls = missionOf(doc).board.walls ?? [];
    const across = walls.filter(horizontal).map((e) => e[0][0]).sort((a, b) => a - b);
    const down = walls.filter((e) => !horizontal(e)).map((e) => e[0][1]).sort((a, b) => a - b);
    expect(across).toEqual([1, 2, 3]);
    expect(down).toEqual([3, 4, 5]);
    expect(walls.filter((e) => !horizontal(e)).every((e) => Math.max(e[0][0], e[1][0]) === 4)).toBe(true);
  });
});
