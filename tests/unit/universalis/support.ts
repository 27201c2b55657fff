/** Inline conformance cases for the Universalis rules tests: a normal human (UN-3.3.7) and friends. */
import { expect } from 'vitest';
import { runCase } from '../../../src/engine/conform/run';

type Json = Record<string, unknown>;

export function human(id: string, side: 'a' | 'b', at: [number, number], extra: Json = {}): Json {
  const { attributes, ...rest } = extra;
  return {
    id,
    side,
    type: 'standard',
    size: 'medium',
    movement: 'legs',
    speed: 10,
    at,
    attributes: { AGI: 4, NK: 2, FK: 2, KO: 3, WN: 3, EH: 3, ...(attributes as Json | undefined) },
    hp: { normal: 3, critical: 2 },
    weapons: [],
    ...rest,
  };
}

export const pistol = { name: 'pistol', wk: 1, range: { band: 15, bands: 3 }, strength: 4, damage: 2 };
export const sword = { name: 'sword', wk: 2, range: 'melee', strength: 5, damage: 2 };

/** Runs a case and fails the test with the runner's message when the case fails. */
export function expectPass(c: Json): void {
  const r = runCase({ id: 'test', ruleset: 'universalis', ...c } as never);
  expect(r.message).toBeUndefined();
  expect(r.pass).toBe(true);
}

/** Runs a case that must fail, and returns the runner's message. */
export function failure(c: Json): string {
  const r = runCase({ id: 'test', ruleset: 'universalis', ...c } as never);
  expect(r.pass).toBe(false);
  return r.message ?? '';
}
