/**
 * The deck studio's place in the shell (its strings, en/de/fr, load with the first deck: ../index.ts): its views for `deck` documents (the studio with
 * outline, panorama and card preview; the graph), their inspector and the simulator pane. Everything heavy (Konva,
 * the engine's run and export code) loads with the views, not with the shell.
 */
import { lazy } from 'react';
import type { i18n } from 'i18next';
import { registerSimFrame } from '../../../sim-frame/register';
import type { EditorRegistry } from '../../../editors/registry';

const DeckStudioView = lazy(() => import('./DeckStudioView'));
const DeckInspector = lazy(() => import('./DeckInspector'));
const DeckGraphView = lazy(() => import('./DeckGraphView'));
const DeckSimulatorPane = lazy(() => import('./DeckSimulatorPane'));

export function registerDeckStudio(registry: EditorRegistry, i18nInstance: i18n): void {
  registerSimFrame(i18nInstance);
  registry.register({ id: 'deck-studio', label: 'deck:view.studio', kinds: ['deck'], priority: 100, View: DeckStudioView, Inspector: DeckInspector });
  registry.register({ id: 'deck-graph', label: 'deck:view.graph', kinds: ['deck'], priority: 90, View: DeckGraphView, Inspector: DeckInspector });
  registry.registerSimulator({ id: 'deck-simulator', label: 'deck:sim.title', kinds: ['deck'], Pane: DeckSimulatorPane });
}
