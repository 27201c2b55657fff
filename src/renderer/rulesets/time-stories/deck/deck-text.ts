/**
 * Reading and writing the deck's localised text fields. A text is a plain string (one language, the deck's own)
 * or `{en, de, fr}`; the studio edits one language at a time and turns a plain string into an object only when a
 * second language is written, so a one-language deck stays as simple as its author wrote it.
 */
import type { PatchOp } from '../../../store/json-patch';
import type { Language, Text } from '../../../../engine/rulesets/time-stories/rules/deck';

export const TEXT_LANGUAGES: readonly Language[] = ['en', 'de', 'fr'];

/** The text in exactly this language ('' when missing); a plain string counts as the deck's language. */
export function textIn(text: Text | undefined, language: Language, deckLanguage: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return language === deckLanguage ? text : '';
  return text[language] ?? '';
}

/** The text to show when the chosen language has none: any other language, so a card never looks empty. */
export function textShown(text: Text | undefined, language: Language, deckLanguage: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] || text[deckLanguage] || text.en || text.de || text.fr || '';
}

/** The patch that writes `value` in `language` at `pointer`, whatever shape the text has now. */
export function setTextOps(pointer: string, current: Text | undefined, value: string, language: Language, deckLanguage: Language): PatchOp[] {
  if (current === undefined) return [{ op: 'add', path: pointer, value: language === deckLanguage ? value : { [language]: value } }];
  if (typeof current === 'string') {
    if (language === deckLanguage) return [{ op: 'replace', path: pointer, value }];
    return [{ op: 'replace', path: pointer, value: { [deckLanguage]: current, [language]: value } }];
  }
  return [{ op: language in current ? 'replace' : 'add', path: `${pointer}/${language}`, value }];
}

/** A new text in the language being edited. */
export function newText(value: string, language: Language): Text {
  return { [language]: value };
}

/** Ids are lower-case words joined by hyphens (the schema's `id`): made from what the designer typed. */
export function slug(name: string, fallback: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s || fallback;
}

/** `base`, or `base-2`, `base-3`… whichever is not taken yet. */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
