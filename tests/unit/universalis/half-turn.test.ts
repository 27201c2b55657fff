/**
 * The bots do not know which corner they start in (issue 12): on a sample turned half a turn about the table's
 * centre, every decision of a game is the half-turned image of the decision in the same game on the sample
 * (same seed, same dice). A bot that looked at places in an order anchored to the table's axes, or broke ties
 * between equal values by their last bits, chose differently in the two and gave the band starting north-west
 * of Ashfall Extraction 55–59% of the cautious mirror's decisive games.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { gameSeed } from '../../../src/engine/core/batch';
import type { Action } from '../../../src/engine/rulesets/universalis/rules/actions';
import type { GameState } from '../../../src/engine/rulesets/universalis/rules/state';

type Json = Record<string, any>;

const turn = ([x, y]: number[]) => [90 - x, 90 - y];

/** The sample and its half-turned image; default facings (by side) are written out so that they turn too. */
function pair(name: string): [Json, Json, Json] {
  const sk = JSON.parse(readFileSync(`samples/${name}.skirmish.json`, 'utf8')) as Json;
  const units = JSON.parse(readFileSync(`samples/${sk.units}`, 'utf8')) as Json;
  for (const [side, facing] of [
    ['a', 270],
    ['b', 90],
  ] as const)
    for (const m of sk.sides[side].models) m.facing ??= facing;
  const im = JSON.parse(JSON.stringify(sk)) as Json;
  for (const p of im.table.terrain) {
    p.polygon = p.polygon?.map(turn);
    for (const l of p.ladders ?? []) l.at = turn(l.at);
  }
  for (const o of im.table.objects ?? []) o.at = turn(o.at);
  for (const z of im.zones ?? []) {
    z.polygon = z.polygon?.map(turn);
    if (z.circle) z.circle.at = turn(z.circle.at);
  }
  for (const side of ['a', 'b'])
    for (const m of im.sides[side].models) {
      m.at = turn(m.at);
      m.facing = (m.facing + 180) % 360;
    }
  return [sk, im, units];
}

/** The action with every point turned half a turn. */
function turned(a: Action): Json {
  return JSON.parse(JSON.stringify(a), (k, v) =>
    Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && (k === 'at' || /^\d+$/.test(k))
      ? turn(v)
      : v,
  );
}

function close(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-6;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const x = a as Json;
    const y = b as Json;
    const kx = Object.keys(x).filter((k) => x[k] !== undefined);
    return (
      kx.length === Object.keys(y).filter((k) => y[k] !== undefined).length &&
      kx.every((k) => close(x[k], y[k]))
    );
  }
  return a === b;
}

/** The first decision (game, index, both actions) that is not the image of the original's, or null. */
function firstUnturned(name: string, bot: string, seed: number, games: number): string | null {
  const [sk, im, units] = pair(name);
  const c1 = universalis.compile(sk, { units });
  const c2 = universalis.compile(im, { units });
  for (let k = 0; k < games; k++) {
    const gs = gameSeed(seed, k);
    const start = (c: typeof c1) => ({
      s: universalis.newGame(c, gs, { log: false }) as GameState,
      bots: Object.fromEntries(
        universalis.sides.map((side) => [
          side,
          universalis.bots.find((b) => b.name === bot)!.create(c, gs, side),
        ]),
      ),
    });
    const A = start(c1);
    const B = start(c2);
    for (let n = 0, side = universalis.toMove(A.s); side !== null; n++, side = universalis.toMove(A.s)) {
      const a = A.bots[side].decide(A.s);
      const b = universalis.toMove(B.s) === side ? B.bots[side].decide(B.s) : null;
      if (!close(turned(a), b))
        return `game ${k} decision ${n}: ${JSON.stringify(a)} turned is not ${JSON.stringify(b)}`;
      expect(universalis.apply(A.s, a).ok).toBe(true);
      expect(universalis.apply(B.s, b as Action).ok).toBe(true);
    }
    expect(B.s.result?.outcome ?? null).toBe(A.s.result?.outcome ?? null);
  }
  return null;
}

describe('bots on a half-turned table (issue 12)', () => {
  it('the cautious bot decides the image of its decision on Ashfall Extraction turned half a turn', () => {
    expect(firstUnturned('ashfall-extraction', 'cautious', 7, 25)).toBeNull();
  }, 120_000);

  it('the aggressive bot decides the image of its decision on Ashfall Extraction turned half a turn', () => {
    expect(firstUnturned('ashfall-extraction', 'aggressive', 11, 15)).toBeNull();
  }, 120_000);
});
