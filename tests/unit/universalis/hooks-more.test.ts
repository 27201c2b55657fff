/**
 * Hooks beyond session 4 (AD-79): AGI modifiers reach the opposed AGI rolls (activation UN-5.5.2, dodge fire
 * UN-14.4, a melee tie UN-15.1.5); an action hook may ask for a model type (the sample's Repair kit: "a
 * telematon"); the `burning` effect (UN-11.1) and areas (`radiusCm`); healing leaves the critical state
 * (UN-11.3: "for the rest of the game").
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { apply } from '../../../src/engine/rulesets/universalis/rules/game';
import { hookBonus } from '../../../src/engine/rulesets/universalis/rules/dice';
import { applyDamage, profileByIndex } from '../../../src/engine/rulesets/universalis/rules/damage';
import { AGI, TELEMATON } from '../../../src/engine/rulesets/universalis/rules/defs';
import { ROLL_ACTIVATION, ROLL_DODGE, readHooks } from '../../../src/engine/rulesets/universalis/rules/hooks';
import {
  BURNING,
  CRITICAL,
  STAGE_PHASE,
  createState,
  has,
  type Compiled,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { problems, unitsSample, validateUnits } from './format-helpers';
import { eliminationGame, human, phaseOf } from './support';

const load = (name: string) => JSON.parse(readFileSync(`samples/${name}`, 'utf8'));
const d12 = (...rolls: number[]) => ({ d12: rolls, d6: [], i12: 0, i6: 0 });

const compiled = (models: Record<string, unknown>[]): Compiled => eliminationGame('hooks-more', models);

const phase = phaseOf;

describe('AGI modifiers reach the opposed AGI rolls (AD-79, UN-5.5.2, UN-14.4)', () => {
  it('AD-79: an AGI modifier counts on the activation and dodge rolls; `activation` and `dodge` only on theirs', () => {
    const c = compiled([human('a1', 'a', [40, 40]), human('b1', 'b', [40, 60])]);
    c.models[0].rollHooks = readHooks([{ kind: 'rollModifier', roll: 'AGI', value: 2 }]).rolls;
    c.models[1].rollHooks = readHooks([
      { kind: 'rollModifier', roll: 'activation', value: 1 },
      { kind: 'rollModifier', roll: 'dodge', value: 3 },
    ]).rolls;
    const s = phase(c);
    expect(hookBonus(s, 0, AGI, ROLL_ACTIVATION)).toBe(2);
    expect(hookBonus(s, 0, AGI, ROLL_DODGE)).toBe(2);
    expect(hookBonus(s, 1, AGI, ROLL_ACTIVATION)).toBe(1);
    expect(hookBonus(s, 1, AGI, ROLL_DODGE)).toBe(3);
    expect(hookBonus(s, 1, AGI, -1)).toBe(0);
  });

  it('UN-5.5.2, AD-79: the activation roll adds the hook to the AGI total', () => {
    const c = compiled([human('a1', 'a', [40, 40]), human('b1', 'b', [40, 60])]);
    c.models[1].rollHooks = readHooks([{ kind: 'rollModifier', roll: 'activation', value: 2 }]).rolls;
    const s = createState(c, 1, true);
    s.forced = d12(5, 5);
    // Both choose their only model; b1 (AGI 4 + 2) beats a1 (AGI 4) on equal dice.
    expect(apply(s, { type: 'select', model: 'a1' })).toEqual({ ok: true });
    if (s.stage !== STAGE_PHASE) expect(apply(s, { type: 'select', model: 'b1' })).toEqual({ ok: true });
    const roll = s.log!.find((e) => e.kind === 'roll' && e.text.startsWith('activation'));
    expect(roll!.text).toBe('activation: a1 5 + 4 = 9 against b1 5 + 6 = 11');
    expect(s.active).toBe(1);
  });
});

describe('action hooks with a target type, burning and areas (AD-79)', () => {
  const repair = () => {
    const c = compiled([
      human('mech', 'a', [40, 40]),
      human('drone', 'a', [42.5, 40], { type: 'telematon' }),
      human('mate', 'a', [40, 42.5]),
      human('foe', 'b', [40, 80]),
    ]);
    c.models[0].equipment = [
      {
        name: 'Repair kit',
        ap: 2,
        uses: 2,
        action: readHooks([
          { kind: 'action', effect: 'heal', amount: 1, target: 'friend', targetType: 'telematon', rangeCm: 0 },
        ]).action,
      } as never,
    ];
    const s = phase(c);
    s.hp[1] = 1;
    s.hp[2] = 1;
    return s;
  };

  it('AD-79: a Repair kit (“a telematon in base contact”) heals a telematon and refuses a standard model', () => {
    const s = repair();
    expect(s.c.models[1].type).toBe(TELEMATON);
    expect(apply(s, { type: 'useEquipment', actor: 'mech', item: 0, target: 'mate' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('needs a telematon'),
    });
    expect(apply(s, { type: 'useEquipment', actor: 'mech', item: 0, target: 'drone' })).toEqual({ ok: true });
    expect(s.hp[1]).toBe(2);
  });

  it('the sample’s Repair kit and Ember Hex carry hooks and compile to them', () => {
    const sk = load('gull-point-drill.skirmish.json');
    const c = universalis.compile(sk, { units: load(sk.units) }) as Compiled;
    const kit = c.models.flatMap((d) => d.equipment).find((e) => e.name === 'Repair kit');
    if (kit) expect(kit.action).toMatchObject({ effect: 'heal', targetType: TELEMATON, rangeCm: 0 });
    const units = load(sk.units);
    const hex = units.powers.find((p: { id: string }) => p.id === 'ember-hex');
    expect(readHooks(hex.hooks).action).toMatchObject({ effect: 'burning', strength: 4, amount: 1 });
  });

  it('UN-11.1, AD-79: `burning` sets one marker whose hits have the hook’s strength and damage', () => {
    const c = compiled([human('witch', 'a', [40, 40]), human('foe', 'b', [46, 40])]);
    c.models[0].traits = [
      {
        name: 'hex',
        level: 1,
        ap: 2,
        action: readHooks([{ kind: 'action', effect: 'burning', strength: 4, amount: 1, target: 'enemy', rangeCm: 5 }])
          .action,
      },
    ];
    const s = phase(c);
    expect(apply(s, { type: 'useTrait', actor: 'witch', trait: 0, target: 'foe' })).toEqual({ ok: true });
    expect(has(s, 1, BURNING)).toBe(true);
    expect(profileByIndex(s, s.burnSrc[1])).toEqual({ strength: 4, damage: 1, effects: 0, weapon: false });
    expect(s.log!.map((e) => e.text)).toContain('foe is burning');
  });

  it('AD-79: an area hook (`radiusCm`) reaches every model of the target’s side within the radius, not beyond', () => {
    const c = compiled([
      human('witch', 'a', [40, 40]),
      human('b1', 'b', [46, 40]),
      human('b2', 'b', [46, 45]),
      human('b3', 'b', [46, 60]),
      human('a2', 'a', [40, 45]),
    ]);
    c.models[0].traits = [
      {
        name: 'cinders',
        level: 1,
        ap: 2,
        action: readHooks([
          { kind: 'action', effect: 'burning', strength: 4, amount: 1, target: 'enemy', rangeCm: 5, radiusCm: 5 },
        ]).action,
      },
    ];
    const s = phase(c);
    expect(apply(s, { type: 'useTrait', actor: 'witch', trait: 0, target: 'b1' })).toEqual({ ok: true });
    expect([1, 2, 3, 4].map((m) => has(s, m, BURNING))).toEqual([true, true, false, false]);
  });

  it('UN-11.3: healing gives back HP but the critical state stays for the rest of the game', () => {
    const s = repair();
    s.hp[1] = 1;
    s.flags[1] |= CRITICAL;
    expect(apply(s, { type: 'useEquipment', actor: 'mech', item: 0, target: 'drone' })).toEqual({ ok: true });
    expect(has(s, 1, CRITICAL)).toBe(true);
  });

  it('UN-11.3.4, AD-47: a healed critical model struck back down into its critical HP suffers 1 shock instead', () => {
    const c = compiled([human('a1', 'a', [40, 40]), human('b1', 'b', [40, 60], { hp: { normal: 3, critical: 2 } })]);
    const s = phase(c);
    s.ap[1] = 0; // every shock becomes a token, so the count shows
    // 5 → 2 HP: critical for the first time; the survival shock only.
    s.hp[1] = 5;
    applyDamage(s, 1, 3, 0, 0, 0, true, false, 0, 0);
    expect([s.hp[1], has(s, 1, CRITICAL), s.shock[1]]).toEqual([2, true, 1]);
    // Still in its critical HP: nothing more than the survival shock.
    s.hp[1] = 2;
    applyDamage(s, 1, 1, 0, 0, 0, true, false, 0, 0);
    expect([s.hp[1], s.shock[1]]).toEqual([1, 2]);
    // Healed to 4 (the state stays) and struck down to 2: the survival shock plus 1 for "critical again".
    s.hp[1] = 4;
    applyDamage(s, 1, 2, 0, 0, 0, true, false, 0, 0);
    expect([s.hp[1], has(s, 1, CRITICAL), s.shock[1]]).toEqual([2, true, 4]);
  });

  it('a `burning` hook without strength, and a target type that is not a model type, are reported', () => {
    const u = unitsSample();
    u.powers[0].hooks = [{ kind: 'action', effect: 'burning', amount: 1 }];
    expect(problems(validateUnits(u))).toEqual(['hook-field-missing /powers/0/hooks/0']);
    u.powers[0].hooks = [{ kind: 'action', effect: 'heal', targetType: 'robot' }];
    expect(problems(validateUnits(u)).length).toBeGreaterThan(0);
  });
});
