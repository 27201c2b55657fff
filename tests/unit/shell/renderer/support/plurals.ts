// Shared by the message tests of the deck studio and the mission simulator: counted messages must agree with
// their number in every language (i18next plural forms, Intl.PluralRules).
import type { Language } from '../../../../../src/renderer/i18n';

/** A nested message tree as `[key.path, text]` pairs. */
export function flat(o: unknown, prefix = ''): [string, string][] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flat(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
}

/** The plural suffixes i18next adds to a key. */
export const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every message with plural forms, by its key without the suffix. */
export function countKeysOf(english: unknown): string[] {
  return [...new Set(flat(english).flatMap(([k]) => (PLURAL.test(k) ? [k.replace(PLURAL, '')] : [])))];
}

/** Words whose number must agree with the count before them, per language. */
export type Agreement = Record<Language, { singular: string[]; plural: string[] }>;

/**
 * A checker for "n word word word" with a word of the wrong number: after 1 (and 0 in French) never the plural,
 * after 2 never the singular. The head noun is judged: in English and German the last listed word of the two
 * after the number, in French the first of the three. Returns the offending text, or null.
 */
export function numberChecker(agreement: Agreement) {
  return (lang: Language, n: number, text: string): string | null => {
    const singular = new Intl.PluralRules(lang).select(n) === 'one';
    const { singular: one, plural: many } = agreement[lang];
    const window = lang === 'fr' ? 3 : 2;
    for (const m of text.matchAll(new RegExp(`(?<![\\d.,])${n}((?:[ -][\\p{L}]+){1,${window}})`, 'gu'))) {
      const listed = m[1].split(/[ -]/).filter((w) => one.includes(w) || many.includes(w));
      const judged = lang === 'fr' ? listed[0] : listed[listed.length - 1];
      if (judged && (singular ? many : one).includes(judged)) return m[0].trim();
    }
    return null;
  };
}
