import type { i18n } from 'i18next';
import { DetailsView } from './details/DetailsView';
import { registerTextView } from './monaco/register';
import type { EditorRegistry } from './registry';

/**
 * The shell's own views, for every kind: Details (the lowest priority: a kind's real editor opens first) and the
 * text. The rulesets' editors come with their RulesetUi (src/renderer/rulesets/index.ts, installed by the Studio).
 */
export function registerBuiltinEditors(registry: EditorRegistry, i18nInstance: i18n): void {
  registry.register({ id: 'details', label: 'details.title', kinds: '*', priority: 0, View: DetailsView });
  registerTextView(registry, i18nInstance);
}
