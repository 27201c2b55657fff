/** The frame's words, added once however many rulesets' panes ask for them. */
import type { i18n } from 'i18next';
import { addMessages } from '../i18n';
import { simFrameMessages } from './messages';

export function registerSimFrame(i18nInstance: i18n): void {
  if (i18nInstance.hasResourceBundle('en', 'sim-frame')) return;
  addMessages(i18nInstance, 'sim-frame', simFrameMessages);
}
