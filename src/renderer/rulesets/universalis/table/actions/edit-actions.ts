/**
 * Editing the selection: delete, duplicate, copy, cut, paste (at the pointer), turn (R: 15°, Shift+R: back), nudge
 * by the snap step (Shift: 5 cm), select all. Keys with Ctrl/Cmd leave text fields alone.
 */
import type { Action, KeyEventLike } from '../../../../actions/manager';
import { matchesShortcut, type KeyLike } from '../../../../../shared/shortcuts';
import type { Studio } from '../../../../studio';
import type { TableEditor } from '../editor';
import { TABLE_SCOPE } from './scope';

const outsideText = (shortcut: string) => (e: KeyLike, s: Studio) =>
  !(e as KeyEventLike).inTextInput && matchesShortcut(e, shortcut, s.isMac);

export function editActions(editor: TableEditor): Action<Studio>[] {
  const some = () => editor.state.get().selection.length > 0 && editor.editable;
  const step = () => editor.state.get().snap || 0.5;
  const nudge = (name: string, key: string, dx: number, dy: number): Action<Studio>[] => [
    {
      name: `universalis.nudge.${name}`,
      label: `universalis:action.nudge.${name}`,
      shortcuts: [key],
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.nudge(dx * step(), dy * step()),
    },
    {
      name: `universalis.nudge.${name}5`,
      label: `universalis:action.nudge.${name}5`,
      shortcuts: [`Shift+${key}`],
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.nudge(dx * 5, dy * 5),
    },
  ];
  return [
    {
      name: 'universalis.delete',
      label: 'universalis:action.delete',
      shortcuts: ['Delete', 'Backspace'],
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.deleteSelection(),
    },
    {
      name: 'universalis.rotate',
      label: 'universalis:action.rotate',
      shortcuts: ['R'],
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.rotateSelection(15),
    },
    {
      name: 'universalis.rotateBack',
      label: 'universalis:action.rotateBack',
      shortcuts: ['Shift+R'],
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.rotateSelection(-15),
    },
    {
      name: 'universalis.duplicate',
      label: 'universalis:action.duplicate',
      shortcuts: ['Mod+D'],
      keyTest: outsideText('Mod+D'),
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.duplicateSelection(),
    },
    {
      name: 'universalis.copy',
      label: 'universalis:action.copy',
      shortcuts: ['Mod+C'],
      keyTest: outsideText('Mod+C'),
      scope: TABLE_SCOPE,
      predicate: () => editor.state.get().selection.length > 0,
      perform: () => void editor.copySelection(),
    },
    {
      name: 'universalis.cut',
      label: 'universalis:action.cut',
      shortcuts: ['Mod+X'],
      keyTest: outsideText('Mod+X'),
      scope: TABLE_SCOPE,
      predicate: some,
      perform: () => editor.cutSelection(),
    },
    {
      name: 'universalis.paste',
      label: 'universalis:action.paste',
      shortcuts: ['Mod+V'],
      keyTest: outsideText('Mod+V'),
      scope: TABLE_SCOPE,
      predicate: () => editor.editable && editor.canPaste(),
      disabledReason: 'universalis:refused.nothingToPaste',
      perform: () => editor.paste(),
    },
    {
      name: 'universalis.selectAll',
      label: 'universalis:action.selectAll',
      shortcuts: ['Mod+A'],
      keyTest: outsideText('Mod+A'),
      scope: TABLE_SCOPE,
      perform: () => editor.selectAll(),
    },
    ...nudge('left', 'ArrowLeft', -1, 0),
    ...nudge('right', 'ArrowRight', 1, 0),
    ...nudge('up', 'ArrowUp', 0, -1),
    ...nudge('down', 'ArrowDown', 0, 1),
  ];
}
