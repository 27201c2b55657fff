/** Inline conformance cases for the Universalis rules tests: a normal human (UN-3.3.7) and friends. */
import { expect } from 'vitest';
import { runCase } from '../../../src/engine/conform/run';
import { compileCase } from '../../../src/engine/rulesets/universalis/conform/case-compile';
import { WN, type PowerDef } from '../../../src/engine/rulesets/universalis/rules/defs';
import { STAGE_PHASE, createState, type Compiled } from '../../../src/engine/rulesets/universalis/rules/state';

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

/** A case's models compiled as a game both sides win only by eliminating the other. */
export function eliminationGame(id: string, models: Json[]): Compiled {
  const c = compileCase({ id, ruleset: 'universalis', models } as never);
  c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
  c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
  return c;
}

/** A fresh game (log on) in model m's phase. */
export function phaseOf(c: Compiled, m = 0) {
  const s = createState(c, 1, true);
  s.active = m;
  s.stage = STAGE_PHASE;
  return s;
}

/** A touch power of 2 AP on a WN test (UN-20, AD-64): the melee outcome tests' "Grip". */
export const gripPower: PowerDef = {
  id: 'grip',
  name: 'Grip',
  ap: 2,
  attribute: WN,
  difficulty: 0,
  hpLoss: 0,
  hpLossAlways: false,
  target: 'model',
  range: 'touch',
  rangeCm: null,
  lasting: false,
};
