/**
 * The mission simulator's place in the shell: its strings (en/de/fr) and the side pane for `mission` documents.
 * The pane loads lazily with the engine, the map drawing and the report; its commands live in the Simulate
 * menu (sim-actions.ts, registered with the shell's).
 */
import { lazy } from 'react';
import type { i18n } from 'i18next';
import { addMessages } from '../../../i18n';
import { registerSimFrame } from '../../../sim-frame/register';
import type { EditorRegistry } from '../../../editors/registry';
import { missionSimMessages } from './messages';

const MissionSimPane = lazy(() => import('./MissionSimPane'));

export function registerMissionSimulator(registry: EditorRegistry, i18nInstance: i18n): void {
  registerSimFrame(i18nInstance);
  addMessages(i18nInstance, 'mission-sim', missionSimMessages);
  registry.registerSimulator({ id: 'mission-simulator', label: 'mission-sim:title', kinds: ['mission'], Pane: MissionSimPane });
}
