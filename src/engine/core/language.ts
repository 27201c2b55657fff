/**
 * The languages the studio speaks: the UI, engine messages, reports and printed pieces. One list for every layer,
 * so adding a language is one edit here and one catalog per place that holds words.
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
