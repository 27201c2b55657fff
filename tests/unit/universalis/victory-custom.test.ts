/**
 * A mission the players judge (only custom victory conditions, AD-67) still validates, with a warning; the simulator
 * plays it to the last side standing (every enemy eliminated or fled), so its games can be won, not only drawn at
 * the round limit (AD-75); a hopeless side may surrender first (UN-5.7.1).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runSlice } from '../../../src/engine/core/batch';
import { universalis } from '../../../src/engine/rulesets/universalis';

const load = (name: string) => JSON.parse(readFileSync(`samples/${name}`, 'utf8'));

describe('custom victory conditions (AD-67, AD-75)', () => {
  it('a side whose mission is all custom wins as the last side standing', () => {
    const sk = load('gull-point-drill.skirmish.json');
    for (const side of ['a', 'b']) sk.sides[side].mission = { name: 'Hold the ridge', victory: [{ custom: 'hold the ridge at dusk' }] };
    const c = universalis.compile(sk, { units: load(sk.units) });
    const t = runSlice(universalis, c, { first: 0, count: 12, seed: 5, bots: { a: 'aggressive', b: 'aggressive' } });
    const reasons = Object.keys(t.reasons);
    expect(reasons.some((r) => r.endsWith(': last-side-standing')), JSON.stringify(t.reasons)).toBe(true);
    expect(reasons.every((r) => /last-side-standing|round-limit|no-models-left|surrender/.test(r)), JSON.stringify(t.reasons)).toBe(true);
  });
});
