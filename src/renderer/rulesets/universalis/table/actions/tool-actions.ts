/** One action per tool (its key, its button) and Escape, which backs out of the tool, then the selection. */
import type { Action } from '../../../../actions/manager';
import type { Studio } from '../../../../studio';
import type { TableEditor, ToolId } from '../editor';
import { TABLE_SCOPE } from './scope';

export const TOOL_KEYS: Record<ToolId, string> = {
  select: 'V',
  polygon: 'P',
  rect: 'M',
  circle: 'C',
  piece: 'L',
  model: 'U',
  object: 'J',
  measure: 'D',
  los: 'O',
  reach: 'N',
};

export const TOOL_PICTURES: Record<ToolId, string> = {
  select: 'arrow-cursor',
  polygon: 'nested-hexagons',
  rect: 'square',
  circle: 'circle',
  piece: 'house',
  model: 'pawn',
  object: 'wooden-crate',
  measure: 'measure-tape',
  los: 'eye-target',
  reach: 'walking-boot',
};

export const toolAction = (tool: ToolId) => `universalis.tool.${tool}`;

export function toolActions(editor: TableEditor): Action<Studio>[] {
  return [
    ...(Object.keys(TOOL_KEYS) as ToolId[]).map((tool): Action<Studio> => ({
      name: toolAction(tool),
      label: `universalis:tool.${tool}`,
      shortcuts: [TOOL_KEYS[tool]],
      scope: TABLE_SCOPE,
      perform: () => editor.setTool(tool),
    })),
    {
      name: 'universalis.escape',
      label: 'universalis:action.escape',
      shortcuts: ['Escape'],
      scope: TABLE_SCOPE,
      perform: () => {
        const s = editor.state.get();
        if (s.tool !== 'select') editor.setTool('select');
        else if (s.measureFrom || s.losFrom || s.reachOf)
          editor.state.set({ measureFrom: null, measureTo: null, losFrom: null, losTo: null, reachOf: null });
        else editor.select([]);
      },
    },
  ];
}
