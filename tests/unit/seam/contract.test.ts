/**
 * The contract every ruleset of the list keeps (src/engine/ruleset.ts), checked on the smallest sample of each (and on
 * the tests' toy ruleset): the same seed and decisions give the same game; a refused action changes nothing; slices of
 * a batch merge into the whole batch exactly; `observe` is plain JSON and a copy; two games interleaved in one thread
 * equal each alone; a clone is faithful and independent.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gameSeed, playGame, resolveBots, runSlice } from '../../../src/engine/core/batch';
import { parseDocument, referencedPath } from '../../../src/engine/format/index';
import type { Ruleset } from '../../../src/engine/ruleset';
import { RULESETS } from '../../../src/engine/rulesets/index';
import { ruleset as race } from './toy/race';

interface Sample {
  name: string;
  document: unknown;
  references: Record<string, unknown>;
}

/** The smallest sample each ruleset can play, from samples/ (a ruleset without one fails: add a sample). */
function sampleOf(ruleset: Ruleset): Sample | undefined {
  const files = readdirSync('samples')
    .filter((f) => f.endsWith('.json'))
    .map((f) => join('samples', f))
    .sort((a, b) => statSync(a).size - statSync(b).size);
  for (const file of files) {
    const parsed = parseDocument(readFileSync(file, 'utf8'), file);
    if (!parsed.kind?.playable || parsed.kind.ruleset !== ruleset.id) continue;
    const references: Record<string, unknown> = {};
    for (const ref of parsed.kind.references) {
      const path = referencedPath(parsed.document, ref.field);
      if (path) references[ref.field] = JSON.parse(readFileSync(resolve(dirname(file), path), 'utf8'));
    }
    return { name: file, document: parsed.document, references };
  }
  return undefined;
}

/** Plain JSON: null, booleans, finite numbers, strings, arrays and plain objects, nothing else (no Map, typed array, undefined). */
function plainJsonProblem(value: unknown, at = ''): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${at}: ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = plainJsonProblem(value[i], `${at}/${i}`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [k, v] of Object.entries(value)) {
      const p = plainJsonProblem(v, `${at}/${k}`);
      if (p) return p;
    }
    return null;
  }
  return `${at}: ${typeof value === 'object' ? (value as object).constructor?.name : typeof value}`;
}

/** Changes every number, string and boolean of a JSON value in place, and empties its arrays' last element. */
function scramble(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [k, v] of entries) {
    const slot = value as Record<string | number, unknown>;
    if (typeof v === 'number') slot[k] = v + 1;
    else if (typeof v === 'string') slot[k] = `${v}?`;
    else if (typeof v === 'boolean') slot[k] = !v;
    else scramble(v);
  }
  if (Array.isArray(value)) value.pop();
}

/** A game played one decision at a time, exactly as `playGame` plays it (so two can interleave). */
function stepper(r: Ruleset, compiled: unknown, seed: number, k: number, bots: Record<string, string>) {
  const gs = r.batch.gameSeed ? r.batch.gameSeed(seed, k) : gameSeed(seed, k);
  const deciders = Object.fromEntries(r.sides.map((side) => [side, r.bots.find((b) => b.name === bots[side])!.create(compiled, gs, side)]));
  const state = r.newGame(compiled, gs, { log: true });
  const decisions: unknown[] = [];
  return {
    state,
    decisions,
    step(): boolean {
      const side = r.toMove(state);
      if (side === null) return false;
      let a = deciders[side].decide(state);
      if (!r.apply(state, a).ok) a = r.pass(state);
      decisions.push(a);
      return true;
    },
  };
}

const snapshot = (r: Ruleset, s: unknown) => JSON.stringify({ observed: r.observe(s), result: r.result(s), toMove: r.toMove(s) });

const games: [Ruleset, Sample | undefined][] = [
  ...RULESETS.map((r): [Ruleset, Sample | undefined] => [r, sampleOf(r)]),
  [race, { name: 'toy race', document: { length: 20, runners: ['Hare', 'Tortoise'] }, references: {} }],
];

describe.each(games)('the ruleset contract: %s', (r, sample) => {
  test('it has a sample to play, its bots cover every side', () => {
    expect(sample, `no sample in samples/ plays ${r.id}`).toBeDefined();
    expect(() => resolveBots(r)).not.toThrow();
  });
  if (!sample) return;
  const compiled = r.compile(sample.document, sample.references);
  const bots = resolveBots(r);
  const reference = playGame(r, compiled, 7, 3, bots, { log: true, record: true });

  test('the same seed and decisions give the same game', () => {
    const again = playGame(r, compiled, 7, 3, bots, { log: true, record: true });
    expect(JSON.stringify(again.decisions)).toBe(JSON.stringify(reference.decisions));
    expect(snapshot(r, again.state)).toBe(snapshot(r, reference.state));
    const replayed = r.newGame(compiled, reference.gameSeed, { log: true });
    for (const d of reference.decisions) expect(r.apply(replayed, d)).toEqual({ ok: true });
    expect(snapshot(r, replayed)).toBe(snapshot(r, reference.state));
    expect(r.result(replayed)).not.toBeNull();
  });

  test('observe is plain JSON at every decision', () => {
    const s = r.newGame(compiled, reference.gameSeed, { log: true });
    for (const d of reference.decisions.slice(0, 60)) {
      expect(plainJsonProblem(r.observe(s))).toBeNull();
      r.apply(s, d);
    }
    expect(plainJsonProblem(r.observe(reference.state))).toBeNull();
  });

  test('observe is a copy: changing what it returned changes nothing in the game', () => {
    const s = r.newGame(compiled, reference.gameSeed, { log: true });
    const half = Math.floor(reference.decisions.length / 2);
    for (const d of reference.decisions.slice(0, half)) r.apply(s, d);
    const before = snapshot(r, s);
    scramble(r.observe(s));
    expect(snapshot(r, s)).toBe(before);
    for (const d of reference.decisions.slice(half)) r.apply(s, d);
    expect(snapshot(r, s)).toBe(snapshot(r, reference.state));
  });

  test('a refused action changes nothing: not the position, not the dice to come', () => {
    const s = r.newGame(compiled, reference.gameSeed, { log: true });
    let refused = 0;
    let previous: unknown[] = [];
    for (const d of reference.decisions.slice(0, 40)) {
      const candidates = [{ type: '__not-an-action__' }, null, ...previous.slice(0, 6)];
      for (const a of candidates) {
        if (r.apply(r.clone(s), a).ok) continue; // legal here: not a refusal to test
        const before = snapshot(r, s);
        const answer = r.apply(s, a);
        expect(answer.ok).toBe(false);
        expect(answer.ok ? '' : answer.reason).toMatch(/\S/);
        expect(snapshot(r, s)).toBe(before);
        refused++;
      }
      previous = r.legalActions(s);
      expect(r.apply(s, d)).toEqual({ ok: true });
    }
    expect(refused).toBeGreaterThan(0);
    // The refusals touched nothing the rest of the game reads (the RNG included): it ends as the reference did.
    for (const d of reference.decisions.slice(40)) r.apply(s, d);
    expect(snapshot(r, s)).toBe(snapshot(r, reference.state));
  });

  test('every action legalActions lists is accepted', () => {
    const s = r.newGame(compiled, reference.gameSeed, { log: false });
    for (const d of reference.decisions.slice(0, 15)) {
      for (const a of r.legalActions(s).slice(0, 12)) expect(r.apply(r.clone(s), a), JSON.stringify(a)).toEqual({ ok: true });
      r.apply(s, d);
    }
  });

  test('a clone is faithful and independent', () => {
    const s = r.newGame(compiled, reference.gameSeed, { log: true });
    const half = Math.floor(reference.decisions.length / 2);
    for (const d of reference.decisions.slice(0, half)) r.apply(s, d);
    const copy = r.clone(s);
    for (const d of reference.decisions.slice(half)) expect(r.apply(copy, d)).toEqual({ ok: true });
    expect(snapshot(r, copy)).toBe(snapshot(r, reference.state));
    for (const d of reference.decisions.slice(half)) expect(r.apply(s, d)).toEqual({ ok: true });
    expect(snapshot(r, s)).toBe(snapshot(r, reference.state));
  });

  test('two games interleaved in one thread equal each played alone', () => {
    const one = stepper(r, compiled, 11, 0, bots);
    const two = stepper(r, compiled, 11, 1, bots);
    let more = true;
    while (more) more = [one.step(), two.step()].some(Boolean);
    for (const [k, g] of [one, two].entries()) {
      const alone = playGame(r, compiled, 11, k, bots, { log: true, record: true });
      expect(JSON.stringify(g.decisions)).toBe(JSON.stringify(alone.decisions));
      expect(snapshot(r, g.state)).toBe(snapshot(r, alone.state));
    }
  });

  test('slices of a batch merge into exactly the whole batch', () => {
    const whole = runSlice(r, compiled, { first: 0, count: 12, seed: 5, bots });
    const a = runSlice(r, compiled, { first: 0, count: 5, seed: 5, bots });
    const b = runSlice(r, compiled, { first: 5, count: 4, seed: 5, bots });
    const c = runSlice(r, compiled, { first: 9, count: 3, seed: 5, bots });
    expect(JSON.stringify(r.batch.merge(r.batch.merge(a, b), c))).toBe(JSON.stringify(whole));
    expect(r.batch.games(whole)).toBe(12);
    expect(plainJsonProblem(JSON.parse(JSON.stringify(whole)))).toBeNull();
    expect(plainJsonProblem(r.batch.summarize(whole))).toBeNull();
  });
});
