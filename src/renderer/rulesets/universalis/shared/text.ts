/** Text fields of the Universalis formats: one string, or `{en, de, fr}`. Shown in the UI language, else English, else any. */
export type LocalText = string | { en?: string; de?: string; fr?: string } | undefined;

export function localText(text: LocalText, language: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const lang = language.slice(0, 2) as 'en' | 'de' | 'fr';
  return text[lang] ?? text.en ?? text.de ?? text.fr ?? '';
}

/** A text field with the UI language's entry set, keeping the others (a plain string becomes `{lang: …}` only when it differs). */
export function withLocalText(text: LocalText, language: string, value: string): LocalText {
  const lang = language.slice(0, 2) as 'en' | 'de' | 'fr';
  if (text === undefined || typeof text === 'string') return { [lang]: value };
  return { ...text, [lang]: value };
}

export const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
export const roman = (n: number): string => ROMAN[n] ?? String(n);
