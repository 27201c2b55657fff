import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { validateText } from '../../../../src/renderer/problems/validate';
import { testStudio } from './support/studio';

const read = (name: string) => readFileSync(`samples/${name}`, 'utf8');
const sample = (name: string) => ({ name, kind: name.endsWith('.units.json') ? ('units' as const) : ('skirmish' as const), load: async () => read(name) });

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe('a skirmish in the studio is checked with the units file it names', () => {
  test('the bundled units sample is found, so the card checks run; an open units document wins and its edits count', async () => {
    const studio = testStudio({ validate: validateText, samples: [sample('gull-point-drill.skirmish.json'), sample('salt-frontier.units.json')] });
    const skirmish = (await studio.openSample('gull-point-drill.skirmish.json'))!;
    await until(() => studio.problems.getVersion() > 0);
    expect(studio.problems.forDocument(skirmish.id).map((d) => d.code)).toEqual([]);

    // The units document open in the studio, with a card removed: the skirmish is checked again against it.
    const units = (await studio.openSample('salt-frontier.units.json'))!;
    const edited = JSON.parse(units.getSnapshot().text);
    edited.cards = edited.cards.filter((c: { id: string }) => c.id !== 'harpoon-gunner');
    units.setText(JSON.stringify(edited, null, 2));
    await until(() => studio.problems.forDocument(skirmish.id).some((d) => d.code === 'unknown-unit-card'));
    expect(studio.problems.forDocument(skirmish.id).filter((d) => d.code === 'unknown-unit-card').map((d) => d.pointer)).toEqual([
      '/sides/a/models/3/card',
      '/sides/b/models/3/card',
    ]);
  });

  test('without the units file, the skirmish says its references were not checked', async () => {
    const studio = testStudio({ validate: validateText, samples: [sample('gull-point-drill.skirmish.json')] });
    const skirmish = (await studio.openSample('gull-point-drill.skirmish.json'))!;
    await until(() => studio.problems.forDocument(skirmish.id).length > 0);
    expect(studio.problems.forDocument(skirmish.id).map((d) => `${d.severity} ${d.code}`)).toEqual(['info units-not-checked']);
  });
});
