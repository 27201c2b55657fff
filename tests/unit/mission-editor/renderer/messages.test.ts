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

test('issue 14, defect 7: French names spawn points and the deployment zone with distinct words, everywhere a French user reads them', async () => {
  const { readFileSync } = await import('node:fs');
  const french = [
    JSON.stringify(missionMessages.fr),
    readFileSync('src/engine/format/messages/fr.ts', 'utf8'),
    readFileSync('schemas/i18n/mission.fr.json', 'utf8'),
    readFileSync('schemas/i18n/catalog.fr.json', 'utf8'),
  ].join('\n');
  // "Déploiement" is the heroes' deployment zone only; enemies appear ("apparition") at spawn points.
  expect(french).not.toMatch(/points? de déploiement|déploiements? aléatoires|effets? de déploiement/i);
  expect(missionMessages.fr.overlay.spawns).toBe('Points d’apparition');
  expect(missionMessages.fr.palette.spawn).toBe('Point d’apparition');
  // No English label left in the German map toolbar.
  expect(missionMessages.de.overlay.spawns).not.toBe('Spawns');
});
