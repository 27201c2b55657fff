import type { i18n } from 'i18next';
import { DetailsView } from './details/DetailsView';
import { registerDeckStudio } from '../rulesets/time-stories/deck/register';
import { registerMissionEditor } from '../rulesets/sine-tempore/mission/register';
import { registerMissionSimulator } from '../rulesets/sine-tempore/sim/register';
import { registerTextView } from './monaco/register';
import type { EditorRegistry } from './registry';

/**
 * The shell's own views and the editors that plug into it. Details has the lowest priority: a kind's real editor
 * opens first. Editors get the i18n instance to add their strings before their view names are shown.
 */
export function registerBuiltinEditors(registry: EditorRegistry, i18nInstance: i18n): void {
  registry.register({ id: 'details', label: 'details.title', kinds: '*', priority: 0, View: DetailsView });
  registerDeckStudio(registry, i18nInstance);
  registerMissionEditor(registry, i18nInstance);
  registerMissionSimulator(registry, i18nInstance);
  registerTextView(registry, i18nInstance);
}
