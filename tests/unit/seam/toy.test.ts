/**
 * The seam's proof (issue 11, "Done when"): a ruleset defined here, registered at run time, validates, simulates a
 * batch through the worker pool, runs conformance cases and exports through the same generic paths as the real ones,
 * with no edit to shared code.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { registerRuleset } from '../../../src/engine/rulesets/index';
import { validateText } from '../../../src/engine/format/index';
import { runSlice } from '../../../src/engine/core/batch';
import { simulatePool } from '../../../src/engine/node/sim-pool';
import { runCli } from '../../../src/cli/main';
import { ruleset as race } from './toy/race';

const module = fileURLToPath(new URL('./toy/race.ts', import.meta.url));
const doc = { $schema: 'race.schema.json', formatVersion: 1, ruleset: 'toy-race', length: 20, runners: ['Hare', 'Tortoise'] };
let dir: string;
let unregister: () => void;

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd: dir });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(() => {
  unregister = registerRuleset(race, { module });
  dir = mkdtempSync(join(tmpdir(), 'studio-toy-'));
  writeFileSync(join(dir, 'hare.race.json'), JSON.stringify(doc, null, 2));
  writeFileSync(join(dir, 'same.race.json'), JSON.stringify({ ...doc, runners: ['Hare', 'Hare'] }, null, 2));
  writeFileSync(join(dir, 'long.race.json'), JSON.stringify({ ...doc, length: 80 }, null, 2));
});
afterAll(() => {
  unregister();
  rmSync(dir, { recursive: true, force: true });
});

describe('a toy ruleset registered at run time (issue 11)', () => {
  test('validates: its schema, its checks and its own words, through the shared pipeline', () => {
    expect(validateText(JSON.stringify(doc), 'hare.race.json')).toMatchObject({ valid: true, kind: 'race' });
    const bad = validateText(JSON.stringify({ ...doc, length: 'far' }), 'x.race.json');
    expect(bad.valid).toBe(false);
    expect(bad.diagnostics[0]).toMatchObject({ code: 'schema-type', pointer: '/length' });
    const same = validateText(JSON.stringify({ ...doc, runners: ['Hare', 'Hare'] }), 'x.race.json', { language: 'de' });
    expect(same.diagnostics).toEqual([expect.objectContaining({ code: 'race-same-names', pointer: '/runners/1', message: 'Beide Läufer heißen `Hare`; geben Sie jedem einen eigenen Namen.' })]);
  });

  test('studio validate takes it like any other document', async () => {
    expect((await cli('validate', 'hare.race.json')).code).toBe(0);
    const r = await cli('validate', 'same.race.json', '--lang', 'fr');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/same\.race\.json:\d+:\d+: error race-same-names Les deux coureurs/);
  });

  test('simulates a batch through the worker pool, exactly as one thread plays it', async () => {
    const bots = { a: 'runner', b: 'dawdler' };
    const pooled = await simulatePool({ ruleset: 'toy-race', document: doc, references: {} }, { runs: 300, seed: 4, bots, workers: 2 });
    const alone = runSlice(race, race.compile(doc, {}), { first: 0, count: 300, seed: 4, bots });
    expect(pooled).toEqual(alone);
    expect(pooled.games).toBe(300);
  });

  test('studio simulate: report in the language asked, JSON, replay, bots by side, and a compile error', async () => {
    const text = await cli('simulate', 'hare.race.json', '--runs', '250', '--workers', '2', '--bot', 'b=dawdler', '--lang', 'de');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^hare\.race\.json: 250 Rennen, Startwert 1\n {2}a gewinnt/);
    const json = JSON.parse((await cli('simulate', 'hare.race.json', '--runs', '20', '--json')).out);
    expect(json).toMatchObject({ race: 'hare.race.json', bots: { a: 'runner', b: 'runner' }, summary: { games: 20 } });
    const replay = await cli('simulate', 'hare.race.json', '--runs', '20', '--replay', '3');
    expect(replay.out).toMatch(/^race 3 \(seed -?\d+\)\n {2}a roll \d/);
    expect((await cli('simulate', 'hare.race.json', '--bot', 'a=dawdler')).err).toMatch(/the bots for side "a" are runner, not "dawdler"/);
    const long = await cli('simulate', 'long.race.json', '--runs', '5');
    expect(long).toMatchObject({ code: 1, err: 'studio simulate: a race of 80 squares is longer than the toy plays (60)' });
  });

  test('runs conformance cases through studio conform', async () => {
    const cases = {
      cases: [
        { id: 'a-rolls-a-six', ruleset: 'toy-race', length: 10, dice: [6, 2, 5], steps: [{ type: 'roll' }, { type: 'roll' }, { type: 'roll' }], expect: [{ at: '/positions', equals: { a: 10, b: 2 } }, { at: '/winner', equals: 'a' }, { query: { left: { side: 'b' } }, equals: 8 }] },
        { id: 'wrong-field', ruleset: 'toy-race', length: 10, colour: 'red' },
      ],
    };
    writeFileSync(join(dir, 'cases.json'), JSON.stringify(cases));
    const r = await cli('conform', 'cases.json');
    expect(r.out.split('\n')).toEqual(['PASS a-rolls-a-six', 'FAIL wrong-field: unknown field "colour"', '1 passed, 1 failed']);
  });

  test('studio export finds its exporter by kind and writes what it draws', async () => {
    const r = await cli('export', 'hare.race.json', '--pdf', '--png', '--out', 'out');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n')).toEqual(['written: out/race.pdf', 'written: out/race.png', '20 squares']);
    expect(readFileSync(join(dir, 'out/race.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(readFileSync(join(dir, 'out/race.png')).subarray(1, 4).toString()).toBe('PNG');
    const vtt = await cli('export', 'hare.race.json', '--vtt');
    expect(vtt.err).toMatch(/a race exports as pdf, png, not vtt/);
  });
});
