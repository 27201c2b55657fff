/**
 * The keyboard cursor on the map (see `tools/keyboard.ts`): arrows move it, Shift+arrows stretch a rectangle, a
 * wall or a marquee from it, Enter (or Space) applies the tool there, Escape drops a gesture begun with Enter.
 * Scoped to the canvas: they act only while the map has the focus, and with the select tool and a selection the
 * arrows stand down for `mission.nudge.*`, which moves the selection instead.
 */
import type { Action } from '../../../../actions/manager';
import type { Studio } from '../../../../studio';
import type { MissionEditor } from '../editor';
import type { KeyboardCursor } from '../tools/keyboard';
import { MAP_CANVAS_SCOPE } from './scope';

/** The shortcut sheet lists them together, under a heading that says when they apply. */
const CATEGORY = 'mission:action.cursor.category';

export function cursorActions(editor: MissionEditor, cursor: KeyboardCursor): Action<Studio>[] {
  const wanted = () => cursor.wanted();
  const move = (name: string, key: string, dx: number, dy: number): Action<Studio>[] => [
    {
      name: `mission.cursor.${name}`,
      label: `mission:action.cursor.${name}`,
      category: CATEGORY,
      shortcuts: [key],
      scope: MAP_CANVAS_SCOPE,
      predicate: wanted,
      perform: () => cursor.move(dx, dy),
    },
    {
      name: `mission.cursor.extend.${name}`,
      label: `mission:action.cursor.extend.${name}`,
      category: CATEGORY,
      shortcuts: [`Shift+${key}`],
      scope: MAP_CANVAS_SCOPE,
      predicate: wanted,
      perform: () => cursor.move(dx, dy, true),
    },
  ];
  return [
    ...move('left', 'ArrowLeft', -1, 0),
    ...move('right', 'ArrowRight', 1, 0),
    ...move('up', 'ArrowUp', 0, -1),
    ...move('down', 'ArrowDown', 0, 1),
    {
      name: 'mission.cursor.apply',
      label: 'mission:action.cursor.apply',
      category: CATEGORY,
      // Space does the same, on release: held down, it pans the map with the pointer (see MapCanvas).
      shortcuts: ['Enter', 'Shift+Enter', 'Alt+Enter'],
      scope: MAP_CANVAS_SCOPE,
      predicate: () => editor.scene !== null,
      perform: () => cursor.apply(),
    },
    {
      name: 'mission.cursor.cancel',
      label: 'mission:action.cursor.cancel',
      category: CATEGORY,
      shortcuts: ['Escape'],
      scope: MAP_CANVAS_SCOPE,
      predicate: () => cursor.open,
      perform: () => void cursor.cancel(),
    },
  ];
}
