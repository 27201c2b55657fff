/** The map's view: zoom, fit, layers shown and locked, overlays, the text beside the map, export. */
import { MAP_LAYERS } from '../../../../../engine/rulesets/sine-tempore/print';
import type { Action } from '../../../../actions/manager';
import type { Studio } from '../../../../studio';
import type { MissionEditor, OverlayId } from '../editor';
import { MISSION_SCOPE } from './scope';

export function viewActions(editor: MissionEditor, openExport: () => void): Action<Studio>[] {
  const canvas = () => editor.canvas;
  return [
    { name: 'mission.zoomIn', label: 'mission:action.zoomIn', shortcuts: ['='], keyTest: (e) => !e.ctrlKey && !e.metaKey && !e.altKey && (e.key === '+' || e.key === '='), scope: MISSION_SCOPE, perform: () => canvas()?.zoomBy(1.25) },
    { name: 'mission.zoomOut', label: 'mission:action.zoomOut', shortcuts: ['-'], scope: MISSION_SCOPE, perform: () => canvas()?.zoomBy(0.8) },
    // Panning is a gesture, not a command; listed so the shortcut sheet and the palette say how.
    { name: 'mission.pan', label: 'mission:action.pan', gesture: 'mission:gesture.pan', scope: MISSION_SCOPE, perform: () => editor.say(editor.t('mission:gesture.panHint')) },
    { name: 'mission.fit', label: 'mission:action.fit', shortcuts: ['Shift+1'], scope: MISSION_SCOPE, perform: () => canvas()?.fit() },
    { name: 'mission.toggleText', label: 'mission:action.toggleText', shortcuts: ['T'], scope: MISSION_SCOPE, perform: () => editor.state.set((s) => ({ showText: !s.showText })) },
    { name: 'mission.export', label: 'mission:action.export', shortcuts: ['Mod+Alt+E'], scope: MISSION_SCOPE, perform: openExport },
    ...(['rings', 'spawns', 'problems'] as OverlayId[]).map(
      (id): Action<Studio> => ({
        name: `mission.overlay.${id}`,
        label: `mission:action.overlay.${id}`,
        scope: MISSION_SCOPE,
        perform: () => editor.state.set((s) => ({ overlays: { ...s.overlays, [id]: !s.overlays[id] } })),
      }),
    ),
    ...MAP_LAYERS.flatMap((layer): Action<Studio>[] => [
      { name: `mission.layer.${layer}.visible`, label: `mission:action.layerVisible.${layer}`, keywords: 'mission:keywords.layer', scope: MISSION_SCOPE, perform: () => editor.toggleLayer(layer, 'hidden') },
      { name: `mission.layer.${layer}.lock`, label: `mission:action.layerLock.${layer}`, keywords: 'mission:keywords.layer', scope: MISSION_SCOPE, perform: () => editor.toggleLayer(layer, 'locked') },
    ]),
  ];
}
