import { describe, expect, test } from 'vitest';
import { shellActions } from '../../../../src/renderer/actions';
import { registerBuiltinEditors } from '../../../../src/renderer/editors/builtin';
import { MissionEditor } from '../../../../src/renderer/rulesets/sine-tempore/mission/editor';
import { straightCorner, wallLine } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/board';
import { editActions } from '../../../../src/renderer/rulesets/sine-tempore/mission/actions/edit-actions';
import { toolActions } from '../../../../src/renderer/rulesets/sine-tempore/mission/actions/tool-actions';
import { cursorActions } from '../../../../src/renderer/rulesets/sine-tempore/mission/actions/cursor-actions';
import { MAP_CANVAS_SCOPE, MISSION_SCOPE } from '../../../../src/renderer/rulesets/sine-tempore/mission/actions/scope';
import { describeCursor, KeyboardCursor } from '../../../../src/renderer/rulesets/sine-tempore/mission/tools/keyboard';
import { toolHandler } from '../../../../src/renderer/rulesets/sine-tempore/mission/tools/tools';
import { paletteEntries } from '../../../../src/renderer/rulesets/sine-tempore/mission/Palette';
import { Studio } from '../../../../src/renderer/studio';
import { catalog, docOf, missionOf } from './fixtures';
import { testStudio } from '../../shell/renderer/support/studio';

/** A studio with the mission editor's messages and actions, and the tutorial open on its map. */
function setUp() {
  const studio = testStudio();
  studio.actions.register(...shellActions);
  registerBuiltinEditors(studio.editors, studio.i18n);
  const doc = docOf('tutorial');
  const editor = MissionEditor.of(doc, studio);
  editor.setCatalog(catalog);
  const cursor = new KeyboardCursor(editor);
  studio.actions.register(...toolActions(editor), ...editActions(editor), ...cursorActions(editor, cursor));
  return { studio, doc, editor, cursor };
}

type Keys = ReturnType<typeof setUp>;

/** Moves the cursor (shown) to a square, as arrow presses would. */
function goTo({ editor, cursor }: Keys, [x, y]: [number, number]) {
  cursor.show();
  const at = editor.state.get().cursor!;
  for (let i = 0; i < Math.abs(x - at[0]); i++) cursor.move(Math.sign(x - at[0]), 0);
  for (let i = 0; i < Math.abs(y - at[1]); i++) cursor.move(0, Math.sign(y - at[1]));
  expect(editor.state.get().cursor).toEqual([x, y]);
}

/** A key press on the focused map: the canvas's own scope first, then the map's, as MapCanvas and App do. */
function press(studio: Studio, key: string, mods: { shiftKey?: boolean } = {}) {
  const e = { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: mods.shiftKey ?? false };
  return studio.actions.handleKey(e, [MAP_CANVAS_SCOPE]) || studio.actions.handleKey(e, [MISSION_SCOPE]);
}

describe('the keyboard cursor on the map', () => {
  test('it shows where it was last (else at the board’s corner), stays near the board and is announced with what lies there', () => {
    const k = setUp();
    k.cursor.move(1, 0);
    expect(k.editor.state.get().cursor).toEqual([0, 0]);
    goTo(k, [5, 3]);
    expect(describeCursor(k.editor)).toBe('Square 5, 3: Boulder (rock-1), A · Landing Scar');
    k.cursor.hide();
    expect(k.editor.state.get().cursor).toBeNull();
    k.cursor.show();
    expect(k.editor.state.get().cursor).toEqual([5, 3]);
    // The tutorial's board is 10 × 10: the cursor goes 10 squares past it, where a new tile could go.
    for (let i = 0; i < 30; i++) k.cursor.move(1, 1);
    expect(k.editor.state.get().cursor).toEqual([19, 19]);
    for (let i = 0; i < 30; i++) k.cursor.move(-1, -1);
    expect(k.editor.state.get().cursor).toEqual([0, 0]);
  });

  test('Enter places the armed palette entry at the cursor, one undo step', () => {
    const k = setUp();
    const boulder = paletteEntries(k.editor).find((e) => e.key === 'scenic:boulder')!;
    k.editor.setTool('place', boulder);
    goTo(k, [2, 2]);
    k.cursor.apply();
    expect(missionOf(k.doc).scenicElements!.at(-1)).toMatchObject({ element: 'boulder', at: [2, 2] });
    k.doc.undo();
    expect(missionOf(k.doc).scenicElements!.some((s) => s.element === 'boulder' && s.at[0] === 2)).toBe(false);
    // Escape disarms the entry; another tool taken up from the place tool stays (the map cancels the old handler then).
    toolHandler(k.editor, 'place').cancel();
    expect(k.editor.state.get().tool).toBe('select');
    k.editor.setTool('brush');
    toolHandler(k.editor, 'place').cancel();
    expect(k.editor.state.get().tool).toBe('brush');
  });

  test('the brush paints the square at the cursor; a rectangle takes Enter at one corner and Enter at the other', () => {
    const k = setUp();
    k.editor.setTool('brush');
    k.editor.state.set({ terrain: '~' });
    goTo(k, [1, 1]);
    k.cursor.apply();
    expect(missionOf(k.doc).board.terrain).toEqual([{ at: [1, 1], terrain: '~' }]);

    k.editor.setTool('rect');
    k.editor.state.set({ terrain: '%' });
    goTo(k, [6, 6]);
    k.cursor.apply();
    expect(k.cursor.open).toBe(true);
    expect(k.editor.state.get().drag).toEqual({ from: [6, 6], to: [6, 6] });
    k.cursor.move(1, 0);
    k.cursor.move(0, 1);
    expect(describeCursor(k.editor)).toContain('From 6, 6');
    const before = missionOf(k.doc).board.terrain!.length;
    k.cursor.apply();
    expect(k.cursor.open).toBe(false);
    expect(missionOf(k.doc).board.terrain!.length).toBe(before + 4);
    // One step for the whole rectangle.
    k.doc.undo();
    expect(missionOf(k.doc).board.terrain).toEqual([{ at: [1, 1], terrain: '~' }]);
  });

  test('Escape drops a rectangle begun with Enter and changes nothing', () => {
    const k = setUp();
    k.editor.setTool('rect');
    goTo(k, [3, 3]);
    const text = k.doc.getSnapshot().text;
    k.cursor.apply();
    k.cursor.move(2, 0);
    expect(press(k.studio, 'Escape')).toBe(true);
    expect(k.cursor.open).toBe(false);
    expect(k.editor.state.get().drag).toBeNull();
    expect(k.doc.getSnapshot().text).toBe(text);
    // With nothing begun, Escape is the map's own (back to the select tool).
    press(k.studio, 'Escape');
    expect(k.editor.state.get().tool).toBe('select');
  });

  test('a wall runs from corner to corner along the grid, one step; the same line again takes it away', () => {
    const k = setUp();
    k.editor.setTool('wall');
    goTo(k, [3, 3]);
    expect(describeCursor(k.editor)).toBe('Corner 3, 3');
    k.cursor.apply();
    k.cursor.move(1, 0);
    k.cursor.move(1, 0);
    // A step off the line is ignored: walls keep to the axis the cursor moved most along.
    k.cursor.move(0, 1);
    expect(k.editor.state.get().drag).toEqual({ from: [3, 3], to: [5, 3] });
    k.cursor.apply();
    expect(missionOf(k.doc).board.walls).toEqual([
      [[3, 2], [3, 3]],
      [[4, 2], [4, 3]],
    ]);
    expect(k.doc.getSnapshot().undoLabel).toBe('Draw wall');
    goTo(k, [3, 3]);
    k.cursor.apply();
    goTo(k, [5, 3]);
    k.cursor.apply();
    expect(missionOf(k.doc).board.walls).toEqual([]);
    expect(k.doc.getSnapshot().undoLabel).toBe('Remove wall');
    // Past the board's last column there is nothing to wall: the part of the line beyond it is left out.
    goTo(k, [8, 2]);
    k.cursor.apply();
    goTo(k, [13, 2]);
    k.cursor.apply();
    expect(missionOf(k.doc).board.walls).toEqual([
      [[8, 1], [8, 2]],
      [[9, 1], [9, 2]],
    ]);
  });

  test('fill, line of sight and reach act at the cursor', () => {
    const k = setUp();
    k.editor.setTool('fill');
    k.editor.state.set({ terrain: 'X' });
    goTo(k, [4, 6]);
    k.cursor.apply();
    expect(missionOf(k.doc).board.terrain!.map((t) => t.at.join()).sort()).toEqual(['4,6', '4,7', '5,6', '5,7']);
    k.editor.setTool('los');
    k.cursor.apply();
    expect(k.editor.state.get().losFrom).toEqual([4, 6]);
    k.editor.setTool('reach');
    goTo(k, [7, 1]);
    k.cursor.apply();
    expect(k.editor.state.get().reachOf).toBe('/enemyGroups/0/models/0');
  });

  test('with the select tool, Enter selects what is at the cursor and Shift+arrows draw a selection box', () => {
    const k = setUp();
    goTo(k, [7, 1]);
    k.cursor.apply();
    expect(k.editor.state.get().selection).toEqual(['/enemyGroups/0/models/0']);
    k.editor.select([]);
    goTo(k, [7, 0]);
    k.cursor.move(1, 0, true);
    k.cursor.move(0, 1, true);
    expect(k.editor.state.get().drag).toEqual({ from: [7, 0], to: [8, 1] });
    k.cursor.apply();
    expect([...k.editor.state.get().selection].sort()).toEqual(['/enemyGroups/0/models/0', '/enemyGroups/0/models/1', '/enemyGroups/0/models/2']);
  });

  test('arrow keys move the cursor, except with the select tool and a selection: then they move the selection', () => {
    const k = setUp();
    goTo(k, [1, 1]);
    expect(press(k.studio, 'ArrowRight')).toBe(true);
    expect(k.editor.state.get().cursor).toEqual([2, 1]);
    // Another tool with a selection: still the cursor.
    k.editor.select(['/scenicElements/1']);
    k.editor.setTool('brush');
    k.editor.select(['/scenicElements/1']);
    press(k.studio, 'ArrowRight');
    expect(k.editor.state.get().cursor).toEqual([3, 1]);
    expect(missionOf(k.doc).scenicElements![1].at).toEqual([5, 3]);
    // The select tool with a selection: the boulder moves, the cursor stays.
    k.editor.setTool('select');
    k.editor.select(['/scenicElements/1']);
    expect(press(k.studio, 'ArrowRight')).toBe(true);
    expect(missionOf(k.doc).scenicElements![1].at).toEqual([6, 3]);
    expect(k.editor.state.get().cursor).toEqual([3, 1]);
    press(k.studio, 'ArrowDown', { shiftKey: true });
    expect(missionOf(k.doc).scenicElements![1].at).toEqual([6, 8]);
  });

  test('hiding the cursor (the map loses the focus, the pointer presses) drops a gesture begun with it', () => {
    const k = setUp();
    k.editor.setTool('area');
    goTo(k, [4, 4]);
    k.cursor.apply();
    k.cursor.hide([6, 6]);
    expect(k.cursor.open).toBe(false);
    expect(k.editor.state.get().drag).toBeNull();
    k.cursor.show();
    expect(k.editor.state.get().cursor).toEqual([6, 6]);
  });
});

describe('straight walls between corners', () => {
  test('the line keeps to the axis moved along most; edges on the outer top and left border are left out', () => {
    expect(straightCorner([2, 2], [5, 3])).toEqual([5, 2]);
    expect(straightCorner([2, 2], [3, 6])).toEqual([2, 6]);
    expect(wallLine([2, 4], [2, 2])).toEqual([
      [[1, 2], [2, 2]],
      [[1, 3], [2, 3]],
    ]);
    expect(wallLine([0, 0], [3, 0])).toEqual([]);
    expect(wallLine([2, 2], [2, 2])).toEqual([]);
  });
});

describe('Paste', () => {
  test('is greyed out while nothing was copied and the system clipboard cannot be read; a copy enables it', () => {
    const k = setUp();
    expect(k.editor.canPaste()).toBe(false);
    expect(k.studio.actions.isEnabled(k.studio.actions.get('mission.paste')!)).toBe(false);
    k.editor.select(['/scenicElements/0']);
    k.editor.copySelection();
    expect(k.editor.canPaste()).toBe(true);
    expect(k.studio.actions.isEnabled(k.studio.actions.get('mission.paste')!)).toBe(true);
  });
});
