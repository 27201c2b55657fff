/**
 * The hook interface of traits, equipment and powers (AD-79, UN-7.2.4, UN-7.3, UN-7.4): the units file's
 * declarative hooks, their checks, and the engine playing them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { apply, newGame } from '../../../src/engine/rulesets/universalis/rules/game';
import { attributeRoll, hookBonus } from '../../../src/engine/rulesets/universalis/rules/dice';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { EH, FK } from '../../../src/engine/rulesets/universalis/rules/defs';
import { ROLL_PANIC, readHooks } from '../../../src/engine/rulesets/universalis/rules/hooks';
import { type Compiled } from '../../../src/engine/rulesets/universalis/rules/state';
import { problems, unitsSample, validateUnits } from './format-helpers';
import { eliminationGame, human, phaseOf } from './support';

const load = (name: string) => JSON.parse(readFileSync(`samples/${name}`, 'utf8'));
const d12 = (...rolls: number[]) => ({ d12: rolls, d6: [], i12: 0, i6: 0 });

const compiled = (models: Record<string, unknown>[]): Compiled => eliminationGame('hooks', models);

const phase = phaseOf;

describe('roll modifiers and re-rolls (AD-79, UN-7.2.4, UN-7.3)', () => {
  it('AD-79: an aura adds to friends’ panic tests within its distance, not to the bearer nor to enemies', () => {
    const c = compiled([
      human('captain', 'a', [40, 40]),
      human('near', 'a', [48, 40]),
      human('far', 'a', [70, 40]),
      human('foe', 'b', [40, 48]),
    ]);
    c.models[0].rollHooks = readHooks([
      { kind: 'rollModifier', roll: 'panic', value: 1, who: 'friends', withinCm: 10 },
    ]).rolls;
    const s = phase(c);
    expect([0, 1, 2, 3].map((m) => hookBonus(s, m, EH, ROLL_PANIC))).toEqual([0, 1, 0, 0]);
    // Not on other EH rolls.
    expect(hookBonus(s, 1, EH, -1)).toBe(0);
    s.forced = d12(4);
    // EH 3 + 1: a 4 passes.
    expect(attributeRoll(s, 1, EH, 0, 'panic test')).toMatchObject({ target: 4, success: true });
  });

  it('UN-7.2.4: “re-roll FK up to 2 times”: a failed FK roll is rolled again, each result replacing the last', () => {
    const c = compiled([human('m', 'a', [40, 40]), human('foe', 'b', [40, 60])]);
    c.models[0].rerolls = readHooks([{ kind: 'reroll', roll: 'FK', times: 2 }]).rerolls;
    const s = phase(c);
    s.forced = d12(12, 12, 2);
    expect(attributeRoll(s, 0, FK, 0, 'FK roll at foe')).toMatchObject({ die: 2, success: true });
    s.forced = d12(12, 11, 10, 1);
    expect(attributeRoll(s, 0, FK, 0, 'FK roll at foe')).toMatchObject({ die: 10, success: false });
    expect(s.forced.i12).toBe(3);
    // A success is not re-rolled; other attributes are not either.
    s.forced = d12(1, 12);
    expect(attributeRoll(s, 0, FK, 0, 'FK roll at foe')).toMatchObject({ die: 1, success: true });
    s.forced = d12(12, 1);
    expect(attributeRoll(s, 0, EH, 0, 'direct-threat EH test')).toMatchObject({ die: 12, success: false });
  });

  it('UN-7.3: a re-roll trait with circles strikes one per roll re-rolled and stops when none are left', () => {
    const c = compiled([human('m', 'a', [40, 40]), human('foe', 'b', [40, 60])]);
    c.models[0].traits = [{ name: 'lucky', level: 1, ap: null, uses: 1 }];
    c.models[0].rerolls = readHooks([{ kind: 'reroll', roll: 'shot', times: 1 }], 0).rerolls;
    const s = phase(c);
    s.forced = d12(12, 1);
    expect(attributeRoll(s, 0, FK, 0, 'FK roll at foe').success).toBe(true);
    expect(s.circles[0][0]).toBe(0);
    s.forced = d12(12, 1);
    expect(attributeRoll(s, 0, FK, 0, 'FK roll at foe').success).toBe(false);
  });
});

describe('hooks in the units file (AD-79)', () => {
  it('passive profile hooks change the compiled card; texts without hooks are named once in the log', () => {
    const sk = load('saltmarsh-crossing.skirmish.json');
    const units = load(sk.units);
    const card = units.cards.find((x: { traits?: unknown[] }) => x.traits && x.traits.length > 0);
    card.traits[0].hooks = [
      { kind: 'profile', stat: 'AGI', value: 1 },
      { kind: 'profile', stat: 'speed', value: 2 },
    ];
    // The sample's Smoke Veil has hooks: without them its text is the players'.
    delete units.powers.find((p: { id: string }) => p.id === 'smoke-veil').hooks;
    const plain = universalis.compile(sk, { units: load(sk.units) }) as Compiled;
    const c = universalis.compile(sk, { units }) as Compiled;
    const i = c.models.findIndex((d) => d.card === card.id);
    expect(c.models[i].attrs[0]).toBe(plain.models[i].attrs[0] + 1);
    expect(c.models[i].speed).toBe(plain.models[i].speed + 2);
    const s = newGame(c, 1, { log: true });
    const judged = s.log!.filter((e) => e.kind === 'judged');
    expect(judged).toHaveLength(1);
    expect(judged[0].text).toMatch(/^left to the players \(AD-79\): .*Smoke Veil/);
    expect(judged[0].text).not.toMatch(/Ember Hex|Repair kit/);
  });

  it('the sample’s hooks validate; a hook whose fields do not fit its kind is reported with its code and place', () => {
    expect(problems(validateUnits(unitsSample()))).toEqual([]);
    const u = unitsSample();
    u.cards[0].traits[0].hooks = [
      { kind: 'reroll', roll: 'FK', value: 2 },
      { kind: 'action', effect: 'heal', amount: 1 },
    ];
    u.powers[0].hooks = [{ kind: 'action', effect: 'hit', amount: 2 }];
    expect(problems(validateUnits(u))).toEqual([
      'hook-field-missing /cards/0/traits/0/hooks/0',
      'hook-field-unused /cards/0/traits/0/hooks/0/value',
      'hook-action-without-ap /cards/0/traits/0/hooks/1',
      'hook-field-missing /powers/0/hooks/0',
    ]);
  });
});

describe('actions of traits, equipment and powers (UN-7.4, UN-17.1, AD-79)', () => {
  const medic = () => {
    const c = compiled([
      human('medic', 'a', [40, 40]),
      human('hurt', 'a', [42.5, 40]),
      human('far', 'a', [70, 40]),
      human('foe', 'b', [40, 80]),
    ]);
    c.models[0].traits = [
      {
        name: 'field-dressing',
        level: 1,
        ap: 2,
        uses: 1,
        action: readHooks([{ kind: 'action', target: 'friend', rangeCm: 0, effect: 'heal', amount: 2 }]).action,
      },
    ];
    const s = phase(c);
    s.hp[1] = 1;
    s.hp[2] = 1;
    return s;
  };

  it('UN-7.4: Use trait pays its AP, strikes a circle and heals a friend in contact, never above the card', () => {
    const s = medic();
    expect(apply(s, { type: 'useTrait', actor: 'medic', trait: 0, target: 'hurt' })).toEqual({ ok: true });
    expect(s.ap[0]).toBe(4);
    expect(s.hp[1]).toBe(3);
    expect(s.circles[0][0]).toBe(0);
    expect(apply(s, { type: 'useTrait', actor: 'medic', trait: 0, target: 'hurt' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no uses left'),
    });
  });

  it('UN-7.4: the target must be a friend within the range; a trait without AP has no Use action', () => {
    const s = medic();
    expect(apply(s, { type: 'useTrait', actor: 'medic', trait: 0, target: 'far' })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'useTrait', actor: 'medic', trait: 0, target: 'foe' })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'useTrait', actor: 'medic', trait: 0 })).toMatchObject({ ok: false });
    s.c.models[0].traits[0].ap = null;
    expect(apply(s, { type: 'useTrait', actor: 'medic', trait: 0, target: 'hurt' })).toMatchObject({ ok: false });
  });

  it('the legal actions offer it, and the tactical bots use it on a hurt friend', () => {
    const s = medic();
    expect(legalActions(s)).toContainEqual({ type: 'useTrait', actor: 'medic', trait: 0, target: 'hurt' });
    const a = botByName('cautious', 1).decide(s);
    expect(a).toMatchObject({ type: 'useTrait', trait: 0, target: 'hurt' });
  });

  it('AD-79: a power with a hit hook deals its hit when its roll succeeds (Lightning Lash of the sample)', () => {
    const sk = load('gull-point-drill.skirmish.json');
    const c = universalis.compile(sk, { units: load(sk.units) }) as Compiled;
    const m = c.models.findIndex((d) => d.powers.some((p) => p.id === 'lightning-lash'));
    const p = c.models[m].powers.findIndex((x) => x.id === 'lightning-lash');
    expect(c.models[m].powers[p].action).toMatchObject({ effect: 'hit', strength: 6, amount: 2 });
    const t = c.models.findIndex((d) => d.side !== c.models[m].side);
    const s = phase(c, m);
    s.reactionsOn = false;
    s.x[t] = s.x[m] + 10;
    s.y[t] = s.y[m];
    s.forced = d12(1, 12, 1);
    const hp = s.hp[t];
    const r = apply(s, { type: 'usePower', actor: c.models[m].id, power: p, target: c.models[t].id });
    expect(r).toEqual({ ok: true });
    expect(s.log!.some((e) => e.kind === 'hook' && e.text.startsWith('Lightning Lash: a hit on'))).toBe(true);
    expect(s.hp[t]).toBeLessThan(hp);
  });
});
