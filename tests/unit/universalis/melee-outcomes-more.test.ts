/**
 * Melee outcomes beyond the plain attack (UN-15.1.3, UN-15.1.4, AD-63, AD-64): the attack a charge ends in, the
 * counter-attack and the opportunity attack declare a push-back or a touch power too, and the defender that
 * wins an opportunity attack may push its attacker back before it goes its way.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/engine/rulesets/universalis/rules/game';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { declareOutcome } from '../../../src/engine/rulesets/universalis/bots/outcomes';
import { inContact } from '../../../src/engine/rulesets/universalis/rules/sight';
import { WN } from '../../../src/engine/rulesets/universalis/rules/defs';
import {
  STAGE_PHASE,
  STAGE_REACT,
  createState,
  type Compiled,
  type GameState,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { eliminationGame, gripPower, human, sword } from './support';

const compiled = (models: Record<string, unknown>[]): Compiled => eliminationGame('melee-outcomes-more', models);

const grip = gripPower;

/** a1 and b1 (swords, both with the touch power Grip) `gap` cm apart; a far a2 of a discipline; `active`'s phase. */
function table(gap: number, active: number, blocker = false): GameState {
  const models = [
    human('a1', 'a', [40, 45], { weapons: [sword] }),
    human('b1', 'b', [42.5 + gap, 45], { weapons: [sword] }),
  ];
  if (blocker) models.push(human('a2', 'a', [40, 70], { weapons: [sword] }));
  const c = compiled(models);
  c.models[0].powers = [grip];
  c.models[1].powers = [grip];
  if (blocker) c.models[2].discipline = true;
  const s = createState(c, 3, true);
  s.active = active;
  s.stage = STAGE_PHASE;
  return s;
}

const d12 = (...rolls: number[]) => ({ d12: rolls, d6: [], i12: 0, i6: 0 });

describe('a charge declares its outcome (UN-15.1.3, UN-8.3.3, AD-63)', () => {
  it('UN-15.1.3 (b), AD-64: a charge that wins its attack pushes the defender back instead of hitting', () => {
    const s = table(6, 0);
    s.forced = d12(12, 1);
    const hp = s.hp[1];
    expect(
      apply(s, { type: 'charge', actor: 'a1', target: 'b1', weapon: 0, path: [[45.5, 45]], push: 5 }),
    ).toEqual({ ok: true });
    expect(s.hp[1]).toBe(hp);
    expect(s.log!.some((e) => e.kind === 'push')).toBe(true);
    expect(inContact(s, 0, 1)).toBe(false);
  });

  it('UN-15.1.3 (c), AD-74.4: a charge that wins uses its declared touch power, its AP paid on the win', () => {
    const s = table(6, 0);
    s.forced = d12(12, 1, 2);
    const ap = s.ap[0];
    expect(
      apply(s, { type: 'charge', actor: 'a1', target: 'b1', weapon: 0, path: [[45.5, 45]], power: 0 }),
    ).toEqual({ ok: true });
    const texts = s.log!.map((e) => e.text);
    expect(texts).toContain("a1 uses Grip on b1 as the winner's option (2 AP)");
    // The charge costs the weapon's WK (2), the power 2.
    expect(s.ap[0]).toBe(ap - 2 - 2);
  });

  it('AD-63: a charge with a touch power is refused without the AP for both, or with a push as well', () => {
    const s = table(6, 0);
    const path: [number, number][] = [[45.5, 45]];
    const charge = { type: 'charge' as const, actor: 'a1', target: 'b1', weapon: 0, path };
    expect(apply(s, { ...charge, power: 0, push: 3 })).toMatchObject({ ok: false, reason: expect.stringContaining('one outcome') });
    s.ap[0] = 3;
    expect(apply(s, { ...charge, power: 0 })).toMatchObject({ ok: false, reason: expect.stringContaining('cost 4') });
    expect(apply(s, { ...charge, push: -2 })).toMatchObject({ ok: false, reason: 'push is a distance in cm' });
  });

  it('UN-15.2.1: a charge cannot declare a push against a larger defender', () => {
    const s = table(6, 0);
    (s.c.models[1] as { size: number }).size = 2;
    expect(
      apply(s, { type: 'charge', actor: 'a1', target: 'b1', weapon: 0, path: [[45.5, 45]], push: 5 }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('cannot be pushed back') });
  });
});

describe('counter-attacks and opportunity attacks end in a touch power (UN-15.1.3 c, UN-15.4, AD-63)', () => {
  it('UN-15.4.1: a counter-attack that wins with a declared touch power uses it instead of hitting', () => {
    const s = table(0, 0);
    // a1 wins its attack (wound 1 against armour 12: nothing); b1 counter-attacks with Grip and wins; WN roll 2.
    s.forced = d12(12, 1, 1, 12, 12, 1, 2);
    apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
    expect(s.pending!.kind).toBe('counter');
    expect(legalActions(s)).toContainEqual({ type: 'react', model: 'b1', weapon: 0, power: 0 });
    const hp = s.hp[0];
    expect(apply(s, { type: 'react', model: 'b1', weapon: 0, power: 0 })).toEqual({ ok: true });
    expect(s.hp[0]).toBe(hp);
    expect(s.ap[1]).toBe(6 - 2 - 2);
    expect(s.log!.map((e) => e.text)).toContain("b1 uses Grip on a1 as the winner's option (2 AP)");
    expect(s.stage).toBe(STAGE_PHASE);
  });

  it('AD-63: a counter-attack with a touch power is refused without the AP for both', () => {
    const s = table(0, 0);
    s.forced = d12(12, 1, 1, 12);
    apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 });
    s.ap[1] = 3;
    expect(apply(s, { type: 'react', model: 'b1', weapon: 0, power: 0 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('the attack and the power cost 4'),
    });
    // Only the unarmed counter-attack (WK 1) leaves the AP for the power.
    expect(legalActions(s).filter((a) => a.type === 'react' && a.power !== undefined)).toEqual([
      { type: 'react', model: 'b1', weapon: 1, power: 0 },
    ]);
  });

  it('UN-15.4.2: an opportunity attack that wins with a touch power uses it; the disengaging move goes on', () => {
    const s = table(0, 1);
    // b1's disengage EH test 1 passes; a1's opportunity attack with Grip: 12 against 1; its WN roll 2.
    s.forced = d12(1, 12, 1, 2);
    expect(apply(s, { type: 'disengage', actor: 'b1', path: [[52, 45]] })).toEqual({ ok: true });
    expect(s.pending!.kind).toBe('opportunity');
    expect(apply(s, { type: 'react', model: 'a1', weapon: 0, power: 0 })).toEqual({ ok: true });
    expect(s.log!.map((e) => e.text)).toContain("a1 uses Grip on b1 as the winner's option (2 AP)");
    expect(s.stage).toBe(STAGE_PHASE);
    expect(s.x[1]).toBeCloseTo(52, 5);
  });

  it('a touch power used as a reaction waits behind its block window, and the interrupted window resumes after it', () => {
    // b1 attacks a1 and wins; a1 counter-attacks with Grip and wins: b's model b2 (a discipline, free) may block.
    const c = compiled([
      human('a1', 'a', [40, 45], { weapons: [sword] }),
      human('b1', 'b', [42.5, 45], { weapons: [sword] }),
      human('b2', 'b', [42.5, 60], { weapons: [sword] }),
    ]);
    c.models[0].powers = [grip];
    c.models[2].discipline = true;
    const s = createState(c, 3, true);
    s.active = 1;
    s.stage = STAGE_PHASE;
    // b1 wins (12 vs 1): wound 1, armour 12; a1 counter-attacks with Grip: 12 vs 1; b2 blocks: WN roll 1 succeeds.
    s.forced = d12(12, 1, 1, 12, 12, 1, 1);
    apply(s, { type: 'attack', actor: 'b1', target: 'a1', weapon: 0 });
    expect(s.pending!.kind).toBe('counter');
    expect(apply(s, { type: 'react', model: 'a1', weapon: 0, power: 0 })).toEqual({ ok: true });
    expect(s.stage).toBe(STAGE_REACT);
    expect(s.pending).toMatchObject({ kind: 'block', side: 1, reactors: [2] });
    expect(apply(s, { type: 'react', model: 'b2' })).toEqual({ ok: true });
    expect(s.log!.some((e) => e.text === 'Grip is blocked')).toBe(true);
    expect(s.stage).toBe(STAGE_PHASE);
    expect(s.pending).toBeNull();
  });
});

describe('the defender that wins an opportunity attack may push back (UN-15.1.4)', () => {
  it('UN-15.1.4, UN-15.4.2: the disengaging model that wins pushes its attacker back, then goes its way', () => {
    const s = table(0, 1);
    // Disengage EH test 1 passes; a1's opportunity attack: 1 against b1's 12 (NK 0): b1 wins.
    s.forced = d12(1, 1, 12);
    expect(apply(s, { type: 'disengage', actor: 'b1', path: [[52, 45]] })).toEqual({ ok: true });
    expect(apply(s, { type: 'react', model: 'a1', weapon: 0 })).toEqual({ ok: true });
    expect(s.pending).toMatchObject({ kind: 'push', side: 1, reactors: [1] });
    const x = s.x[0];
    expect(apply(s, { type: 'react', model: 'b1', push: 4 })).toEqual({ ok: true });
    expect(s.x[0]).toBeCloseTo(x - 4, 5);
    expect(s.stage).toBe(STAGE_PHASE);
    expect(s.x[1]).toBeCloseTo(52, 5);
  });

  it('UN-15.1.4: the disengaging model may pass its push; its move goes on; the tactical bots pass', () => {
    for (const style of ['cautious', 'aggressive'] as const) {
      const s = table(0, 1);
      s.forced = d12(1, 1, 12);
      apply(s, { type: 'disengage', actor: 'b1', path: [[52, 45]] });
      apply(s, { type: 'react', model: 'a1', weapon: 0 });
      const a = botByName(style, 1).decide(s);
      expect(a.type).toBe('pass');
      const x = s.x[0];
      expect(apply(s, a)).toEqual({ ok: true });
      expect(s.x[0]).toBe(x);
      expect(s.x[1]).toBeCloseTo(52, 5);
    }
  });
});

describe('the tactical bots declare a push or a touch power when it is worth it (UN-15.1.3, AD-63, AD-79)', () => {
  it('UN-15.1.3 (b): an attacker pushes an enemy out of the zone its mission needs', () => {
    for (const style of ['aggressive', 'cautious'] as const) {
      const s = table(0, 0);
      s.c.zones = [{ id: 'hill', poly: null, circle: { x: 43, y: 45, r: 3 } }];
      s.c.missions[1].victory = [{ kind: 'models-in-zone', zone: 0, fraction: 1 }];
      const a = declareOutcome(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 }, style);
      expect(a).toMatchObject({ type: 'attack', actor: 'a1', target: 'b1', weapon: 0, push: 10 });
      expect((a as { why?: string }).why).toBe(`${style}: declares a push of 10 cm`);
      expect(apply(s, a)).toEqual({ ok: true });
    }
  });

  it('UN-15.1.3 (b): a cautious attacker whose hit will not end the fight pushes to leave the melee; the aggressive one hits', () => {
    const cautious = table(0, 0);
    expect(declareOutcome(cautious, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 }, 'cautious')).toMatchObject({ push: 10 });
    const aggressive = table(0, 0);
    expect(declareOutcome(aggressive, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 }, 'aggressive')).toEqual({
      type: 'attack',
      actor: 'a1',
      target: 'b1',
      weapon: 0,
    });
  });

  it('UN-15.1.3 (c), AD-79: a touch power whose hooked hit beats the weapon is declared; one without hooks never', () => {
    const s = table(0, 0);
    const attack = { type: 'attack' as const, actor: 'a1', target: 'b1', weapon: 0 };
    expect(declareOutcome(s, attack, 'aggressive')).toEqual(attack);
    s.c.models[0].powers = [
      { ...grip, attribute: WN, difficulty: 6, action: { target: 'enemy', targetType: -1, radiusCm: 0, rangeCm: 0, test: null, effect: 'hit', amount: 4, strength: 12 } },
    ];
    expect(declareOutcome(s, attack, 'aggressive')).toMatchObject({ ...attack, power: 0 });
    // Without the AP for both, the hit.
    s.ap[0] = 3;
    expect(declareOutcome(s, attack, 'aggressive')).toEqual(attack);
  });

  it('a charge and a counter-attack declare their outcome through the same choice', () => {
    const s = table(6, 0);
    s.c.models[0].powers = [
      { ...grip, difficulty: 6, action: { target: 'enemy', targetType: -1, radiusCm: 0, rangeCm: 0, test: null, effect: 'hit', amount: 4, strength: 12 } },
    ];
    const path: [number, number][] = [[45.5, 45]];
    expect(declareOutcome(s, { type: 'charge', actor: 'a1', target: 'b1', weapon: 0, path }, 'aggressive')).toMatchObject({ power: 0 });
    const c = table(0, 1);
    c.c.models[0].powers = s.c.models[0].powers;
    c.forced = d12(12, 1, 1, 12, 12, 1, 1, 1, 12);
    apply(c, { type: 'attack', actor: 'b1', target: 'a1', weapon: 0 });
    expect(c.pending!.kind).toBe('counter');
    const a = botByName('aggressive', 1).decide(c);
    expect(a).toMatchObject({ type: 'react', model: 'a1', weapon: 0, power: 0 });
    expect(apply(c, a)).toEqual({ ok: true });
  });
});
