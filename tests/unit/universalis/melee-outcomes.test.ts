/**
 * The outcomes of a melee (UN-15.1.3, UN-15.1.4, AD-63, AD-64, AD-74.4) and surrender at round end (UN-5.7.1,
 * AD-75), played through the seam functions with reactions on.
 */
import { describe, expect, it } from 'vitest';
import { apply, newGame, toMove } from '../../../src/engine/rulesets/universalis/rules/game';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { emptyStats, fold } from '../../../src/engine/rulesets/universalis/batch/stats';
import { inContact } from '../../../src/engine/rulesets/universalis/rules/sight';
import {
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  createState,
  ELIMINATED,
  type Compiled,
  type GameState,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { eliminationGame, gripPower, human, sword } from './support';

const compiled = (models: Record<string, unknown>[]): Compiled => eliminationGame('melee-outcomes', models);

const touch = gripPower;

/** a1 (sword) in contact with b1 (sword), a1's phase with its obligation settled; reactions on. */
function duel(extraA: Record<string, unknown> = {}, extraB: Record<string, unknown> = {}): GameState {
  const c = compiled([
    human('a1', 'a', [40, 45], { weapons: [sword], ...extraA }),
    human('b1', 'b', [42.5, 45], { weapons: [sword], ...extraB }),
  ]);
  c.models[0].powers = [touch, { ...touch, id: 'bolt', name: 'Bolt', range: 'distance' }];
  c.models[0].discipline = true;
  const s = createState(c, 3, true);
  s.active = 0;
  s.stage = STAGE_PHASE;
  return s;
}

const d12 = (...rolls: number[]) => ({ d12: rolls, d6: [], i12: 0, i6: 0 });

describe('the winning attacker’s options (UN-15.1.3, AD-63)', () => {
  it('UN-15.1.3 (c), AD-74.4: a won melee with a declared touch power pays its AP, makes its roll and deals no hit', () => {
    const s = duel();
    s.forced = d12(12, 1, 2);
    const hp = s.hp[1];
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0, power: 0 })).toEqual({
      ok: true,
    });
    // Attack WK 2, then the power's 2 AP; the WN roll (2 ≤ 3) succeeds; b1 has no hit.
    expect(s.ap[0]).toBe(6 - 2 - 2);
    expect(s.hp[1]).toBe(hp);
    expect(s.forced!.i12).toBe(3);
    const texts = s.log!.map((e) => e.text);
    expect(texts).toContain("a1 uses Grip on b1 as the winner's option (2 AP)");
    expect(texts.some((t) => t.startsWith('a1 uses Grip on b1 (its effect'))).toBe(true);
  });

  it('UN-15.1.3 (c): a lost melee costs the attack only; the power is not used', () => {
    const s = duel();
    s.forced = d12(1, 12, 12, 12);
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0, power: 0 })).toEqual({
      ok: true,
    });
    expect(s.ap[0]).toBe(6 - 2);
    expect(s.log!.some((e) => e.kind === 'choice')).toBe(false);
  });

  it('AD-63: the touch power is refused when it is not a touch power, with a push, or without AP for both', () => {
    const s = duel();
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0, power: 1 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a touch power'),
    });
    expect(
      apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0, power: 0, push: 3 }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('one outcome'),
    });
    s.ap[0] = 3;
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0, power: 0 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the attack and the power cost 4'),
    });
  });

  it('the legal actions offer the touch power as an attack outcome, and applying any of them succeeds', () => {
    const s = duel();
    const options = legalActions(s).filter((a) => a.type === 'attack' && a.power !== undefined);
    expect(options).toContainEqual({ type: 'attack', actor: 'a1', target: 'b1', weapon: 0, power: 0 });
    expect(options.every((a) => a.type === 'attack' && a.power === 0)).toBe(true);
  });
});

describe('the winning defender pushes back (UN-15.1.4, AD-63, AD-64)', () => {
  it('UN-15.1.4: a defender that wins is asked to push back; pushing moves the attacker away, no counter-attack follows', () => {
    const s = duel();
    s.forced = d12(1, 12);
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 })).toEqual({ ok: true });
    expect(s.stage).toBe(STAGE_REACT);
    expect(s.pending!.kind).toBe('push');
    expect(toMove(s)).toBe('b');
    expect(legalActions(s)).toEqual([
      { type: 'pass' },
      { type: 'react', model: 'b1', push: 10 },
      { type: 'react', model: 'b1', push: 5 },
    ]);
    const x = s.x[0];
    expect(apply(s, { type: 'react', model: 'b1', push: 10 })).toEqual({ ok: true });
    expect(s.x[0]).toBeCloseTo(x - 10, 5);
    expect(inContact(s, 0, 1)).toBe(false);
    expect(s.stage).toBe(STAGE_PHASE);
    expect(s.ap[1]).toBe(6);
  });

  it('AD-63: a defender that does not push may still counter-attack', () => {
    const s = duel();
    s.forced = d12(1, 12);
    apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
    expect(apply(s, { type: 'pass' })).toEqual({ ok: true });
    expect(s.pending!.kind).toBe('counter');
  });

  it('UN-15.2.1: a larger attacker is not pushed: the defender goes straight to its counter-attack window', () => {
    const s = duel();
    (s.c.models[0] as { size: number }).size = 2;
    s.forced = d12(1, 12);
    apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
    expect(s.pending!.kind).toBe('counter');
  });

  it('UN-15.1.4: the attacker that wins against a counter-attack may push the counter-attacker back', () => {
    const s = duel();
    // a1 wins its attack (hit: wound 1 against armour 12, nothing), b1 counter-attacks and loses.
    s.forced = d12(12, 1, 1, 12, 1, 12);
    apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
    expect(s.pending!.kind).toBe('counter');
    expect(apply(s, { type: 'react', model: 'b1', weapon: 0 })).toEqual({ ok: true });
    expect(s.pending).toMatchObject({ kind: 'push', side: 0 });
    expect(apply(s, { type: 'react', model: 'a1', push: 4 })).toEqual({ ok: true });
    expect(s.x[1]).toBeCloseTo(42.5 + 4, 5);
    expect(s.stage).toBe(STAGE_PHASE);
  });

  it('a push must be a distance in cm', () => {
    const s = duel();
    s.forced = d12(1, 12);
    apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
    expect(apply(s, { type: 'react', model: 'b1' })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'react', model: 'b1', push: -1 })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'react', model: 'b1', push: Number.NaN })).toMatchObject({ ok: false });
  });

  it('the bots: the cautious defender pushes, the aggressive one stays to counter-attack when it can', () => {
    for (const [style, expected] of [
      ['cautious', 'react'],
      ['aggressive', 'pass'],
    ] as const) {
      const s = duel();
      s.forced = d12(1, 12);
      apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
      const a = botByName(style, 1).decide(s);
      expect(a.type).toBe(expected);
      expect(apply(s, a)).toEqual({ ok: true });
    }
  });
});

describe('surrender at round end (UN-5.7.1, AD-75)', () => {
  const twoOnTwo = () =>
    compiled([
      human('a1', 'a', [10, 80]),
      human('a2', 'a', [20, 80]),
      human('b1', 'b', [10, 10]),
      human('b2', 'b', [20, 10]),
    ]);
  const toRoundEnd = (s: GameState) => {
    while (s.stage !== STAGE_ROUND_END) {
      const a = legalActions(s).find((x) => x.type === 'select' || x.type === 'end')!;
      expect(apply(s, a)).toEqual({ ok: true });
    }
  };

  it('UN-5.7.1: each side in turn may surrender at round end; going on starts the next round', () => {
    const s = newGame(twoOnTwo(), 4);
    toRoundEnd(s);
    expect(toMove(s)).toBe('a');
    expect(legalActions(s)).toEqual([{ type: 'continue' }, { type: 'surrender' }]);
    expect(apply(s, { type: 'end' })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'continue' })).toEqual({ ok: true });
    expect(toMove(s)).toBe('b');
    expect(apply(s, { type: 'continue' })).toEqual({ ok: true });
    expect(s.round).toBe(2);
    expect(s.stage).toBe(STAGE_SELECT);
  });

  it('AD-75: the surrendering side loses at once; the batch counts the reason', () => {
    const s = newGame(twoOnTwo(), 4, { log: true });
    toRoundEnd(s);
    apply(s, { type: 'continue' });
    expect(apply(s, { type: 'surrender' })).toEqual({ ok: true });
    expect(s.result).toEqual({ outcome: 'a', reason: 'surrender', round: 1 });
    expect(toMove(s)).toBeNull();
    expect(s.log!.at(-1)!.text).toBe('side b surrenders: side a wins');
    const stats = emptyStats(s.c, { seed: 1, bots: { a: 'aggressive', b: 'aggressive' } });
    fold(stats, s);
    expect(stats.reasons).toEqual({ 'a: surrender': 1 });
  });

  it('AD-75: surrender is no action during a phase', () => {
    const s = newGame(twoOnTwo(), 4);
    while (s.stage !== STAGE_PHASE) apply(s, legalActions(s)[0]);
    expect(apply(s, { type: 'surrender' })).toMatchObject({ ok: false });
  });

  it('the tactical bots surrender only when hopeless, and never with less than two rounds to play', () => {
    const c = compiled([
      human('a1', 'a', [10, 80]),
      human('b1', 'b', [10, 10]),
      human('b2', 'b', [20, 10]),
      human('b3', 'b', [30, 10]),
    ]);
    const s = newGame(c, 5);
    toRoundEnd(s);
    const bot = botByName('cautious', 1);
    // One against three of equal strength: a third, not hopeless.
    expect(bot.decide(s)).toMatchObject({ type: 'continue' });
    s.hp[0] = 1;
    expect(bot.decide(s)).toMatchObject({ type: 'surrender' });
    s.round = s.c.settings.maxRounds - 1;
    expect(bot.decide(s)).toMatchObject({ type: 'continue' });
    s.round = 1;
    s.flags[2] |= ELIMINATED;
    expect(bot.decide(s)).toMatchObject({ type: 'continue' });
  });
});
