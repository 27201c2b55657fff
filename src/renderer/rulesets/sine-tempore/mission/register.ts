/**
 * The mission editor's place in the shell (its strings, en/de/fr, load with the first mission: ../index.ts): the map view for `mission` documents with its
 * inspector, and what Ctrl+click does in a mission's text. The map and the inspector load with the view (Konva
 * and the engine's geometry stay out of the initial bundle).
 */
import { lazy } from 'react';
import type { EditorRegistry } from '../../../editors/registry';
import { registerTextNavigation } from '../../../editors/monaco/pointer-select';
import { MISSION_SCOPE } from './actions/scope';
import { missionTextNavigation } from './navigation';
import { loadMapLayers } from './map-layers';

const MissionInspector = lazy(() => import('./inspector/MissionInspector'));

export function registerMissionEditor(registry: EditorRegistry): void {
  // The map comes with what others draw on it (the simulator's game and heat maps: map-layers.ts).
  const MissionMapView = lazy(() => Promise.all([import('./MissionMapView'), loadMapLayers(registry)]).then(([view]) => view));
  registry.register({ id: MISSION_SCOPE, label: 'mission:view.map', kinds: ['mission'], priority: 100, View: MissionMapView, Inspector: MissionInspector });
  registerTextNavigation('mission', missionTextNavigation);
}
