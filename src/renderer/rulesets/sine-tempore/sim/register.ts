/**
 * The mission simulator's place in the shell: the side pane for `mission` documents (its strings, en/de/fr, load
 * with the ruleset's first document: ../index.ts).
 * The pane loads lazily with the engine, the map drawing and the report, and its layer on the mission map (the
 * test-play game, heat maps: mission/map-layers.ts) with the map; its commands live in the Simulate menu
 * (sim-actions.ts, registered with the shell's).
 */
import { lazy } from 'react';
import type { i18n } from 'i18next';
import { registerSimFrame } from '../../../sim-frame/register';
import type { EditorRegistry } from '../../../editors/registry';
import { registerMapLayer } from '../mission/map-layers';

const MissionSimPane = lazy(() => import('./MissionSimPane'));

export function registerMissionSimulator(registry: EditorRegistry, i18nInstance: i18n): void {
  registerSimFrame(i18nInstance);
  registry.registerSimulator({ id: 'mission-simulator', label: 'mission-sim:title', kinds: ['mission'], Pane: MissionSimPane });
  // The test-play game and the heat maps on the mission map, loaded with the first map.
  registerMapLayer(registry, () => import('./map-layer').then((m) => m.useMissionSimMapLayer));
}
