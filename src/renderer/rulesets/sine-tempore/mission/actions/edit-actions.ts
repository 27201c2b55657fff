/**
 * Editing the selection: delete, duplicate, copy, cut, paste, turn, nudge, select all. Keys with Ctrl/Cmd leave
 * text fields alone (copying text in the inspector copies text, not map pieces).
 */
import type { Action, KeyEventLike } from '../../../../actions/manager';
import { matchesShortcut, type KeyLike } from '../../../../../shared/shortcuts';
import type { Studio } from '../../../../studio';
import type { MissionEditor } from '../editor';
import { MISSION_SCOPE } from './scope';

const outsideText = (shortcut: string) => (e: KeyLike, s: Studio) => !(e as KeyEventLike).inTextInput && matchesShortcut(e, shortcut, s.isMac);

export function editActions(editor: MissionEditor): Action<Studio>[] {
  const some = () => editor.state.get().selection.length > 0 && editor.editable;
  const nudge = (name: string, key: string, dx: number, dy: number): Action<Studio>[] => [
    { name: `mission.nudge.${name}`, label: `mission:action.nudge.${name}`, shortcuts: [key], scope: MISSION_SCOPE, predicate: some, perform: () => editor.nudge(dx, dy) },
    { name: `mission.nudge.${name}5`, label: `mission:action.nudge.${name}5`, shortcuts: [`Shift+${key}`], scope: MISSION_SCOPE, predicate: some, perform: () => editor.nudge(dx * 5, dy * 5) },
  ];
  return [
    { name: 'mission.delete', label: 'mission:action.delete', shortcuts: ['Delete', 'Backspace'], scope: MISSION_SCOPE, predicate: some, perform: () => editor.deleteSelection() },
    { name: 'mission.rotate', label: 'mission:action.rotate', shortcuts: ['R'], scope: MISSION_SCOPE, predicate: some, perform: () => editor.rotateSelection() },
    { name: 'mission.duplicate', label: 'mission:action.duplicate', shortcuts: ['Mod+D'], keyTest: outsideText('Mod+D'), scope: MISSION_SCOPE, predicate: some, perform: () => editor.duplicateSelection() },
    { name: 'mission.copy', label: 'mission:action.copy', shortcuts: ['Mod+C'], keyTest: outsideText('Mod+C'), scope: MISSION_SCOPE, predicate: () => editor.state.get().selection.length > 0, perform: () => void editor.copySelection() },
    { name: 'mission.cut', label: 'mission:action.cut', shortcuts: ['Mod+X'], keyTest: outsideText('Mod+X'), scope: MISSION_SCOPE, predicate: some, perform: () => editor.cutSelection() },
    { name: 'mission.paste', label: 'mission:action.paste', shortcuts: ['Mod+V'], keyTest: outsideText('Mod+V'), scope: MISSION_SCOPE, predicate: () => editor.editable && editor.canPaste(), disabledReason: 'mission:refused.nothingToPaste', perform: () => editor.paste() },
    { name: 'mission.selectAll', label: 'mission:action.selectAll', shortcuts: ['Mod+A'], keyTest: outsideText('Mod+A'), scope: MISSION_SCOPE, perform: () => editor.selectAll() },
    ...nudge('left', 'ArrowLeft', -1, 0),
    ...nudge('right', 'ArrowRight', 1, 0),
    ...nudge('up', 'ArrowUp', 0, -1),
    ...nudge('down', 'ArrowDown', 0, 1),
  ];
}
