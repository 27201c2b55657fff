/**
 * i18next set up for the whole UI. Editors add their own namespace with `addMessages` so their
 * strings live next to their code but switch language with everything else.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';
import { LANGUAGES, type Language } from '../../engine/core/language';

export { LANGUAGES, type Language };

export function pickLanguage(saved: string | null, browser: readonly string[]): Language {
  const candidates = [saved, ...browser].filter((l): l is string => !!l).map((l) => l.slice(0, 2).toLowerCase());
  return (candidates.find((c) => (LANGUAGES as readonly string[]).includes(c)) as Language | undefined) ?? 'en';
}

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, de: { translation: de }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Strings for one editor, e.g. `addMessages(i18n, 'mission', { en: {...}, de: {...}, fr: {...} })`. */
export function addMessages(instance: i18n, namespace: string, messages: Record<Language, Record<string, unknown>>): void {
  for (const lng of LANGUAGES) instance.addResourceBundle(lng, namespace, messages[lng], true, true);
}

export function formatDate(language: string, ms: number): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

export function formatNumber(language: string, n: number, opts?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, opts).format(n);
}
