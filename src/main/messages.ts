/** The few messages the main process shows itself, in the language the renderer last reported. */
import type { Language } from '../engine/core/language';

export type { Language };

const messages = {
  en: { openLink: 'Open this link in your web browser?', open: 'Open in browser', cancel: 'Cancel' },
  de: { openLink: 'Diesen Link im Webbrowser öffnen?', open: 'Im Browser öffnen', cancel: 'Abbrechen' },
  fr: { openLink: 'Ouvrir ce lien dans votre navigateur ?', open: 'Ouvrir dans le navigateur', cancel: 'Annuler' },
} satisfies Record<Language, Record<string, string>>;

export function message(language: Language, key: keyof (typeof messages)['en']): string {
  return messages[language][key];
}
