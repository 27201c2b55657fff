/** Tools: one action per tool (its key, its entry in the palette) and Escape, which backs out of what is going on. */
import type { Action } from '../../../../actions/manager';
import type { Studio } from '../../../../studio';
import type { MissionEditor, ToolId } from '../editor';
import { MISSION_SCOPE } from './scope';

export const TOOL_ACTIONS: Record<Exclude<ToolId, 'place'>, string> = {
  select: 'mission.tool.select',
  brush: 'mission.tool.brush',
  rect: 'mission.tool.rect',
  fill: 'mission.tool.fill',
  wall: 'mission.tool.wall',
  level: 'mission.tool.level',
  area: 'mission.tool.area',
  los: 'mission.tool.los',
  reach: 'mission.tool.reach',
};

export const TOOL_PICTURES: Record<Exclude<ToolId, 'place'>, string> = {
  select: 'arrow-cursor',
  brush: 'paint-brush',
  rect: 'square',
  fill: 'paint-bucket',
  wall: 'brick-wall',
  level: 'stairs',
  area: 'flat-platform',
  los: 'eye-target',
  reach: 'walking-boot',
};

const KEYS: Record<Exclude<ToolId, 'place'>, string> = { select: 'V', brush: 'B', rect: 'M', fill: 'G', wall: 'W', level: 'L', area: 'A', los: 'O', reach: 'N' };

export function toolActions(editor: MissionEditor): Action<Studio>[] {
  return [
    ...(Object.keys(TOOL_ACTIONS) as (keyof typeof TOOL_ACTIONS)[]).map(
      (tool): Action<Studio> => ({
        name: TOOL_ACTIONS[tool],
        label: `mission:action.tool.${tool}`,
        shortcuts: [KEYS[tool]],
        scope: MISSION_SCOPE,
        perform: () => editor.setTool(tool),
      }),
    ),
    {
      name: 'mission.escape',
      label: 'mission:action.escape',
      shortcuts: ['Escape'],
      scope: MISSION_SCOPE,
      // The canvas cancels a gesture in progress itself (it has the focus then); this backs out of the tool, then the selection.
      perform: () => {
        const s = editor.state.get();
        if (s.tool !== 'select') editor.setTool('select');
        else editor.select([]);
      },
    },
  ];
}
