/**
 * Universalis in the studio shell, in one place (its `RulesetUi` is index.ts; its strings, en/de/fr, load with the
 * first skirmish or unit cards): the table view and inspector for `skirmish` documents, the unit cards view for
 * `units`, the test-play pane for skirmishes, and the words New skirmish writes. Everything heavy (Konva, the rules engine, pdf-lib) loads
 * with the views, not with the shell.
 */
import { lazy } from 'react';
import type { i18n } from 'i18next';
import { LANGUAGES } from '../../i18n';
import type { EditorRegistry } from '../../editors/registry';
import { TABLE_SCOPE } from './table/actions/scope';
import { templateWordsFrom } from './templates';
import { universalisWords } from './words';

const TableView = lazy(() => import('./table/TableView'));
const TableInspector = lazy(() => import('./table/TableInspector'));
const UnitCardsView = lazy(() => import('./cards/UnitCardsView'));
const UnitCardsInspector = lazy(() => import('./cards/UnitCardsInspector'));
const SkirmishSimPane = lazy(() => import('./sim/SkirmishSimPane'));

export function registerUniversalis(registry: EditorRegistry, i18nInstance: i18n): void {
  templateWordsFrom(() => {
    const language = (LANGUAGES as readonly string[]).includes(i18nInstance.language?.slice(0, 2))
      ? (i18nInstance.language.slice(0, 2) as 'en' | 'de' | 'fr')
      : 'en';
    return { language, words: universalisWords[language].template };
  });
  registry.register({
    id: TABLE_SCOPE,
    label: 'universalis:view.table',
    kinds: ['skirmish'],
    priority: 100,
    View: TableView,
    Inspector: TableInspector,
  });
  registry.register({
    id: 'universalis-cards',
    label: 'universalis:view.cards',
    kinds: ['units'],
    priority: 100,
    View: UnitCardsView,
    Inspector: UnitCardsInspector,
  });
  registry.registerSimulator({
    id: 'universalis-simulator',
    label: 'universalis:sim.title',
    kinds: ['skirmish'],
    Pane: SkirmishSimPane,
  });
}
