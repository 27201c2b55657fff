/**
 * The text view's place in the shell: Monaco for every JSON kind, lazily loaded. Other editors rely on it for
 * their documents' text (the deck studio's decks, the mission map's "Text" side panel embeds `JsonTextEditor`)
 * and add Ctrl+click behaviour with `registerTextNavigation`.
 */
import { lazy } from 'react';
import type { i18n } from 'i18next';
import { addMessages } from '../../i18n';
import type { EditorRegistry } from '../registry';
import { textMessages } from './messages';

export const TEXT_VIEW = 'text';

const TextView = lazy(() => import('./TextView'));

export function registerTextView(registry: EditorRegistry, i18nInstance: i18n): void {
  addMessages(i18nInstance, 'text', textMessages);
  registry.register({ id: TEXT_VIEW, label: 'text:view', kinds: '*', priority: 10, View: TextView });
}
