/**
 * The mission editor's place in the shell: its strings (en/de/fr), the map view for `mission` documents with its
 * inspector, and what Ctrl+click does in a mission's text. The map and the inspector load with the view (Konva
 * and the engine's geometry stay out of the initial bundle).
 */
import { lazy } from 'react';
import type { i18n } from 'i18next';
import { addMessages } from '../../../i18n';
import type { EditorRegistry } from '../../../editors/registry';
import { registerTextNavigation } from '../../../editors/monaco/pointer-select';
import { MISSION_SCOPE } from './actions/scope';
import { missionMessages } from './messages';
import { missionTextNavigation } from './navigation';

const MissionMapView = lazy(() => import('./MissionMapView'));
const MissionInspector = lazy(() => import('./inspector/MissionInspector'));

export function registerMissionEditor(registry: EditorRegistry, i18nInstance: i18n): void {
  addMessages(i18nInstance, 'mission', missionMessages);
  registry.register({ id: MISSION_SCOPE, label: 'mission:view.map', kinds: ['mission'], priority: 100, View: MissionMapView, Inspector: MissionInspector });
  registerTextNavigation('mission', missionTextNavigation);
}
