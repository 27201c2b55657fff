/**
 * The command line's reports in German and French (issue 14.7): `studio simulate|conform|export --lang de|fr`, the
 * words from each ruleset's messages; English stays the default and reads as before. Every ruleset's catalogs are in
 * step (same ids, same placeholders).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from '../../../src/cli/main';
import { placeholders } from '../../../src/engine/format/messages/index';
import { RULESETS } from '../../../src/engine/rulesets/index';

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: process.cwd() });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('reports in the language asked for (14.7)', () => {
  test.each(RULESETS.map((r) => [r.id, r] as const))('%s: German and French words have the English ids and placeholders', (_id, r) => {
    const en = r.messages.en;
    expect(Object.keys(en).length).toBeGreaterThan(0);
    for (const language of ['de', 'fr'] as const) {
      const other = r.messages[language];
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const id of Object.keys(en)) expect(placeholders(other[id]), `${language} ${id}`).toEqual(placeholders(en[id]));
    }
  });

  test('a mission batch in German and French: headings, outcomes and end reasons, decimal commas', async () => {
    const args = ['simulate', 'samples/tutorial.mission.json', '--runs', '40', '--seed', '7'];
    const en = await cli(...args);
    expect(await cli(...args, '--lang', 'en')).toEqual(en);
    const de = await cli(...args, '--lang', 'de');
    expect(de.out).toMatch(/40 Partien, Strategie heuristic, Startwert 7/);
    expect(de.out).toMatch(/^Siegquote: \d+,\d % {2}\(95-%-Intervall/m);
    expect(de.out).toMatch(/^ {2}Sieg: alle Gegner sind ausgeschaltet/m);
    expect(de.out).not.toMatch(/How games end|victory|Heroes/);
    const fr = await cli(...args, '--lang', 'fr');
    expect(fr.out).toMatch(/^Comment les parties finissent :/m);
    expect(fr.out).toMatch(/^ {2}victoire : tous les ennemis sont éliminés/m);
  });

  test('a deck batch and a replay heading in French', async () => {
    const batch = await cli('simulate', 'samples/kerrow-point.deck.json', '--runs', '20', '--lang', 'fr');
    expect(batch.out).toMatch(/20 campagnes, \d+ runs, bot greedy, graine 1/);
    expect(batch.out).toMatch(/succès en un run : \d+,\d %/);
    expect(batch.out).toMatch(/dé d’action \(hypothèse, TS-40\.1\) : vierge/);
    const replay = await cli('simulate', 'samples/tutorial.mission.json', '--runs', '20', '--replay', '2', '--lang', 'de');
    expect(replay.out.split('\n')[0]).toMatch(/— Partie 2 von Startwert 1 \(Startwert der Partie -?\d+\), Strategie heuristic$/);
  });

  test('conform and export say their summary lines in the language', async () => {
    expect((await cli('conform', 'tests/fixtures/conformance/time-stories', '--lang', 'de')).out).toMatch(/^\d+ bestanden, 0 nicht bestanden$/m);
    const dir = mkdtempSync(join(tmpdir(), 'studio-lang-'));
    try {
      const r = await cli('export', 'samples/tutorial.mission.json', '--vtt', '--out', dir, '--lang', 'fr');
      expect(r.code).toBe(0);
      expect(r.out).toMatch(/^écrit : .*\.dd2vtt$/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('an unknown language is a usage error', async () => {
    expect(await cli('simulate', 'samples/tutorial.mission.json', '--lang', 'it')).toMatchObject({ code: 2, err: expect.stringMatching(/--lang takes en, de, fr, not "it"/) });
  });
});
