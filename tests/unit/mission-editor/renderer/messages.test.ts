import { expect, test } from 'vitest';
import { missionMessages } from '../../../../src/renderer/rulesets/sine-tempore/mission/messages';
import { textMessages } from '../../../../src/renderer/editors/monaco/messages';
import { MAP_WORDS } from '../../../../src/engine/rulesets/sine-tempore/print';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

test('the mission editor, the text view and the printed map say everything in English, German and French', () => {
  for (const messages of [missionMessages, textMessages, MAP_WORDS]) {
    const en = keys(messages.en).sort();
    expect(keys(messages.de).sort()).toEqual(en);
    expect(keys(messages.fr).sort()).toEqual(en);
  }
  // Placeholders survive translation.
  const placeholders = (s: string) => (s.match(/\{\{?\w+\}?\}/g) ?? []).sort();
  const flat = (m: unknown, path: string) => path.split('.').reduce((v, k) => (v as Record<string, unknown>)[k], m) as string;
  for (const path of keys(missionMessages.en)) {
    expect(placeholders(flat(missionMessages.de, path)), path).toEqual(placeholders(flat(missionMessages.en, path)));
    expect(placeholders(flat(missionMessages.fr, path)), path).toEqual(placeholders(flat(missionMessages.en, path)));
  }
});
