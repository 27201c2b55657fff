import { describe, it, expect } from 'vitest';
import { expectPass, failure, human, pistol } from './support';

const smg = { name: 'smg', wk: 1, range: { band: 20, bands: 3 }, strength: 3, damage: 1, df: 3 };
const gunner = (extra = {}) =>
  human('gunner', 'a', [10, 45], { attributes: { FK: 5 }, weapons: [smg, pistol], ...extra });

describe('sustained fire (UN-14.12, AD-61)', () => {
  it('UN-14.12.4: all four shots on one target: +3 FK and +3 wound in one roll', () => {
    expectPass({
      models: [gunner(), human('t', 'b', [22.5, 45])],
      steps: [{ actor: 'gunner', do: 'shot', kind: 'normal', weapon: 'smg', target: 't' }],
      dice: [8, 5, 6],
      expect: [
        {
          query: {
            shotModifiers: { shooter: 'gunner', target: 't', weapon: 'smg', shot: 'normal', shots: 4 },
          },
          equals: 3,
        },
        { at: '/models/gunner/ap', equals: 4 },
        { at: '/models/t/hp', equals: 4 },
        { at: '/models/t/ap', equals: 5 },
      ],
    });
  });

  it('UN-14.12.3: split 2 + 2, the second target −1 for the change; a tie on wound and armour is one shock', () => {
    expectPass({
      models: [gunner(), human('t1', 'b', [22.5, 45]), human('t2', 'b', [22.5, 48])],
      steps: [
        {
          actor: 'gunner',
          do: 'shot',
          kind: 'normal',
          weapon: 'smg',
          targets: [
            { model: 't1', shots: 2 },
            { model: 't2', shots: 2 },
          ],
        },
      ],
      dice: [7, 5, 4, 5],
      expect: [
        {
          query: {
            shotModifiers: {
              shooter: 'gunner',
              target: 't2',
              weapon: 'smg',
              shot: 'normal',
              shots: 2,
              targetIndex: 2,
            },
          },
          equals: 0,
        },
        { at: '/models/t1/hp', equals: 5 },
        { at: '/models/t2/hp', equals: 5 },
        { at: '/models/t2/ap', equals: 5 },
      ],
    });
  });

  it('AD-61: shots must add up to DF + 1, later targets within 3 cm, never with an aimed shot', () => {
    expectPass({
      models: [gunner(), human('t1', 'b', [22.5, 45]), human('t2', 'b', [22.5, 52])],
      steps: [
        {
          actor: 'gunner',
          do: 'shot',
          kind: 'normal',
          weapon: 'smg',
          targets: [
            { model: 't1', shots: 2 },
            { model: 't2', shots: 2 },
          ],
          expectError: true,
        },
        {
          actor: 'gunner',
          do: 'shot',
          kind: 'normal',
          weapon: 'smg',
          targets: [{ model: 't1', shots: 3 }],
          expectError: true,
        },
        {
          actor: 'gunner',
          do: 'shot',
          kind: 'aimed',
          weapon: 'smg',
          targets: [{ model: 't1', shots: 2 }],
          expectError: true,
        },
      ],
      expect: [
        {
          query: {
            shotModifiers: { shooter: 'gunner', target: 't1', weapon: 'smg', shot: 'aimed', shots: 2 },
          },
          equals: null,
        },
        {
          query: {
            shotModifiers: { shooter: 'gunner', target: 't1', weapon: 'smg', shot: 'normal', shots: 5 },
          },
          equals: null,
        },
        { at: '/models/gunner/ap', equals: 6 },
      ],
    });
  });
});

describe('reload, defence and fire readiness (UN-12.7, UN-14.2, UN-15.3.3, AD-57)', () => {
  const rocket = {
    name: 'rocket',
    wk: 4,
    range: { band: 30, bands: 3 },
    strength: 8,
    damage: 4,
    reload: true,
  };
  it('UN-12.7.1: the reload marker comes after a miss too; the weapon is refused until reloaded (WK AP)', () => {
    expectPass({
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [rocket], state: { ap: 12 } }),
        human('t', 'b', [40, 45]),
      ],
      steps: [
        { actor: 's', do: 'shot', kind: 'normal', weapon: 'rocket', target: 't' },
        { actor: 's', do: 'shot', kind: 'snap', weapon: 'rocket', target: 't', expectError: true },
        { actor: 's', do: 'reload', weapon: 'rocket' },
        { actor: 's', do: 'reload', weapon: 'rocket', expectError: true },
      ],
      dice: [10],
      expect: [
        { at: '/models/s/ap', equals: 3 },
        { at: '/models/s/tokens/reload', equals: [] },
      ],
    });
  });

  it('AD-57: the defence EH test comes before the FK roll, the fire-readiness test after a hit', () => {
    expectPass({
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [pistol] }),
        human('t', 'b', [32.5, 45], {
          weapons: [pistol],
          state: { tokens: { defence: true, fireReadiness: 'pistol' } },
        }),
      ],
      steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't' }],
      dice: [5, 2, 1, 1, 12],
      expect: [
        { at: '/models/t/tokens/defence', equals: false },
        { at: '/models/t/tokens/fireReadiness', equals: 'pistol' },
        { at: '/models/t/hp', equals: 5 },
        { at: '/models/t/ap', equals: 6 },
      ],
    });
  });

  it('UN-14.2.2: a failed fire-readiness test after a hit ends readiness', () => {
    expectPass({
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [pistol] }),
        human('t', 'b', [32.5, 45], { weapons: [pistol], state: { tokens: { fireReadiness: 'pistol' } } }),
      ],
      steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't' }],
      dice: [3, 9, 1, 12],
      expect: [{ at: '/models/t/tokens/fireReadiness', equals: null }],
    });
  });
});

describe('FK modifiers (UN-14.10, UN-14.11, UN-12.3)', () => {
  const rifle = { name: 'rifle', wk: 2, range: { band: 40, bands: 2 }, strength: 4, damage: 2 };
  const cannon = {
    name: 'cannon',
    wk: 3,
    range: { band: 40, bands: 2 },
    strength: 6,
    damage: 3,
    unwieldy: true,
  };
  it('target size with prone one smaller, prone shooter +2, fast target −2, unwieldy −3 against small and medium', () => {
    expectPass({
      models: [
        human('s', 'a', [10, 20], { weapons: [rifle, cannon] }),
        human('ps', 'a', [10, 60], { weapons: [rifle], state: { prone: true } }),
        human('big', 'b', [40, 20], { size: 'large' }),
        human('bigdown', 'b', [40, 30], { size: 'large', state: { prone: true } }),
        human('runner', 'b', [40, 60], { state: { tokens: { fast: true } } }),
        human('kid', 'b', [40, 75], { size: 'small' }),
      ],
      expect: [
        {
          query: { shotModifiers: { shooter: 's', target: 'big', weapon: 'rifle', shot: 'normal' } },
          equals: 1,
        },
        {
          query: { shotModifiers: { shooter: 's', target: 'bigdown', weapon: 'rifle', shot: 'normal' } },
          equals: 0,
        },
        {
          query: { shotModifiers: { shooter: 's', target: 'big', weapon: 'cannon', shot: 'normal' } },
          equals: 1,
        },
        {
          query: { shotModifiers: { shooter: 's', target: 'bigdown', weapon: 'cannon', shot: 'normal' } },
          equals: -3,
        },
        {
          query: { shotModifiers: { shooter: 'ps', target: 'runner', weapon: 'rifle', shot: 'normal' } },
          equals: 0,
        },
        {
          query: { shotModifiers: { shooter: 's', target: 'kid', weapon: 'rifle', shot: 'snap' } },
          equals: -4,
        },
        {
          query: { shotModifiers: { shooter: 's', target: 'kid', weapon: 'rifle', shot: 'aimed' } },
          equals: 1,
        },
        {
          query: { shotModifiers: { shooter: 's', target: 'kid', weapon: 'rifle', shot: 'reaction' } },
          equals: -3,
        },
      ],
    });
  });

  it('UN-11.3.2: a critical shooter has −2; a shooter in base contact with an enemy may not shoot (AD-29)', () => {
    expectPass({
      models: [
        human('s', 'a', [10, 20], { weapons: [rifle], state: { hp: 2 } }),
        human('t', 'b', [40, 20]),
        human('m', 'a', [10, 60], { weapons: [rifle] }),
        human('e', 'b', [12.5, 60]),
      ],
      expect: [
        {
          query: { shotModifiers: { shooter: 's', target: 't', weapon: 'rifle', shot: 'normal' } },
          equals: -2,
        },
        {
          query: { shotModifiers: { shooter: 'm', target: 't', weapon: 'rifle', shot: 'normal' } },
          equals: null,
        },
      ],
    });
  });

  it('UN-14.11: indirect −5, −3 when a friend perceives the target; cover does not count; the height limit is half the range', () => {
    const launcher = {
      name: 'launcher',
      wk: 3,
      range: { band: 25, bands: 4 },
      strength: 6,
      damage: 2,
      indirect: true,
    };
    expectPass({
      table: {
        terrain: [
          {
            id: 'house',
            type: 'building',
            kind: 'solid',
            polygon: [
              [30, 30],
              [40, 30],
              [40, 60],
              [30, 60],
            ],
            height: 30,
          },
          {
            id: 'tower',
            type: 'building',
            kind: 'solid',
            polygon: [
              [30, 70],
              [40, 70],
              [40, 80],
              [30, 80],
            ],
            height: 60,
          },
        ],
      },
      models: [
        human('s', 'a', [10, 45], { weapons: [launcher, rifle] }),
        human('t', 'b', [62.5, 45]),
        human('s2', 'a', [10, 75], { weapons: [launcher] }),
        human('t2', 'b', [62.5, 75]),
        human('spotter', 'a', [75, 75]),
      ],
      expect: [
        { query: { los: { from: 's', to: 't' } }, equals: false },
        {
          query: { shotModifiers: { shooter: 's', target: 't', weapon: 'launcher', shot: 'normal' } },
          equals: null,
        },
        {
          query: {
            shotModifiers: { shooter: 's', target: 't', weapon: 'launcher', shot: 'normal', indirect: true },
          },
          equals: -6,
        },
        {
          query: {
            shotModifiers: { shooter: 's', target: 't', weapon: 'rifle', shot: 'normal', indirect: true },
          },
          equals: null,
        },
        {
          query: {
            shotModifiers: {
              shooter: 's2',
              target: 't2',
              weapon: 'launcher',
              shot: 'normal',
              indirect: true,
            },
          },
          equals: -4,
        },
        {
          query: {
            shotModifiers: {
              shooter: 's',
              target: 't',
              weapon: 'launcher',
              shot: 'reaction',
              indirect: true,
            },
          },
          equals: null,
        },
        { query: { indirectHeightLimit: { model: 's', weapon: 'launcher' } }, equals: 50 },
        { query: { indirectBlocked: { shooter: 's', weapon: 'launcher', target: 't' } }, equals: false },
        { query: { indirectBlocked: { shooter: 's2', weapon: 'launcher', target: 't2' } }, equals: true },
      ],
    });
  });

  it('UN-12.3: thrown weapons have 3 bands of 2·KO, unwieldy ⌈KO/2⌉; AD-58: aimed doubles the band length', () => {
    const knife = { name: 'knife', wk: 1, range: 'thrown', strength: 3, damage: 1 };
    const rock = { name: 'rock', wk: 2, range: 'thrown', strength: 5, damage: 2, unwieldy: true };
    expectPass({
      models: [human('s', 'a', [10, 20], { attributes: { KO: 5 }, weapons: [knife, rock, pistol] })],
      expect: [
        { query: { thrownRange: { model: 's', weapon: 'knife' } }, equals: { band: 10, bands: 3 } },
        { query: { thrownRange: { model: 's', weapon: 'rock' } }, equals: { band: 3, bands: 3 } },
        { query: { thrownRange: { model: 's', weapon: 'pistol' } }, equals: null },
        { query: { rangeModifier: { model: 's', weapon: 'knife', distance: 25 } }, equals: -2 },
        { query: { rangeModifier: { model: 's', weapon: 'knife', distance: 31 } }, equals: null },
        {
          query: { rangeModifier: { model: 's', weapon: 'pistol', distance: 50, shot: 'aimed' } },
          equals: -1,
        },
        {
          query: { rangeModifier: { model: 's', weapon: 'pistol', distance: 90, shot: 'aimed' } },
          equals: -2,
        },
        { query: { indirectHeightLimit: { model: 's', weapon: 'knife' } }, equals: 15 },
      ],
    });
  });
});

describe('hits, effects and elimination (UN-10, UN-11, AD-51, AD-53)', () => {
  it('UN-10.3.1: Toxic gives ⌈(wound − armour) / 2⌉ poison markers, Incendiary a burning marker, when the target survives', () => {
    const dart = {
      name: 'dart',
      wk: 1,
      range: { band: 15, bands: 3 },
      strength: 4,
      damage: 2,
      effects: ['toxic', 'incendiary'],
    };
    expectPass({
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [dart] }),
        human('t', 'b', [32.5, 45]),
      ],
      steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'dart', target: 't' }],
      dice: [3, 12, 1],
      expect: [
        { at: '/models/t/hp', equals: 3 },
        { at: '/models/t/tokens/poison', equals: 6 },
        { at: '/models/t/tokens/burning', equals: true },
        { at: '/models/t/ap', equals: 5 },
      ],
    });
  });

  it("UN-11.2.2: an eliminated model's friends that perceive it take a panic test at −3; a target of 0 or less fails unrolled", () => {
    expectPass({
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [pistol] }),
        human('t', 'b', [32.5, 45], { state: { hp: 1 } }),
        human('f', 'b', [40, 45]),
        human('brave', 'b', [40, 50], { attributes: { EH: 6 } }),
      ],
      steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't' }],
      dice: [3, 6, 2, 2, 2],
      expect: [
        { at: '/models/t/eliminated', equals: true },
        { at: '/models/t/hp', equals: 0 },
        { at: '/models/t/ap', equals: 6 },
        { at: '/models/f/tokens/panic', equals: true },
        { at: '/models/brave/tokens/panic', equals: false },
      ],
    });
  });

  it('AD-46: panic modifiers count each model once in its most specific category', () => {
    expectPass({
      models: [
        human('me', 'a', [45, 45]),
        human('pal', 'a', [47.5, 45]),
        human('mate', 'a', [45, 52]),
        human('dead', 'a', [40, 45], { state: { eliminated: true, hp: 0 } }),
        human('foe', 'b', [55, 45]),
        human('scared', 'b', [45, 35], { state: { tokens: { panic: true } } }),
        human('far', 'b', [85, 85]),
      ],
      expect: [
        { query: { panicModifier: { model: 'me' } }, equals: 3 + 1 - 2 - 1 },
        { query: { panicModifier: { model: 'me', justEliminated: 'dead' } }, equals: 3 + 1 - 3 - 1 },
      ],
    });
  });

  it('UN-18.3: a hit on a colossus rolls its zone; zone damage it survives gives the survival shock', () => {
    expectPass({
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [pistol] }),
        human('c', 'b', [33.75, 45], {
          type: 'colossus',
          size: 'huge',
          attributes: { KO: 3 },
          hp: { normal: 6, critical: 3 },
        }),
      ],
      steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 'c' }],
      dice: [5, 8, 9, 2],
      expect: [
        { query: { colossusZoneHp: { model: 'c' } }, equals: { hull: 9, left: 6, right: 4, movement: 6 } },
        { at: '/models/c/zones', equals: { left: 6, right: 4, movement: 6 } },
        { at: '/models/c/hp', equals: 9 },
        { at: '/models/c/ap', equals: 5 },
      ],
    });
  });

  it('wound and armour: Explosive doubles strength unless the armour cancels it; Armour-piercing halves protection; Shrapnel drops cover', () => {
    expectPass({
      models: [human('x', 'a', [10, 10])],
      expect: [
        {
          query: {
            woundArmourResult: {
              wound: 7,
              armour: 5,
              strength: 4,
              protection: 5,
              ko: 3,
              weaponEffects: ['explosive'],
            },
          },
          equals: { wound: 15, armour: 10, result: 'damage' },
        },
        {
          query: {
            woundArmourResult: {
              wound: 7,
              armour: 5,
              strength: 4,
              protection: 5,
              ko: 3,
              weaponEffects: ['explosive'],
              armourEffects: ['explosive'],
            },
          },
          equals: { wound: 11, armour: 10, result: 'damage' },
        },
        {
          query: {
            woundArmourResult: {
              wound: 7,
              armour: 5,
              strength: 4,
              protection: 5,
              ko: 3,
              weaponEffects: ['armour-piercing'],
            },
          },
          equals: { wound: 11, armour: 8, result: 'damage' },
        },
        {
          query: {
            woundArmourResult: {
              wound: 4,
              armour: 5,
              strength: 4,
              protection: null,
              ko: 3,
              coverBonus: 2,
              weaponEffects: ['shrapnel'],
            },
          },
          equals: { wound: 8, armour: 8, result: 'shock' },
        },
        {
          query: {
            woundArmourResult: {
              wound: 4,
              armour: 5,
              strength: { additive: 1 },
              attackerKo: 4,
              protection: { additive: 2 },
              ko: 3,
              extraShots: 2,
              attackerCritical: true,
              defenderCritical: true,
            },
          },
          equals: { wound: 9, armour: 8, result: 'damage' },
        },
      ],
    });
  });

  it('AD-53: the damage pipeline: Structure-reinforced, DR, Trauma, Shred, elimination, survival shock, critical', () => {
    expectPass({
      models: [human('x', 'a', [10, 10])],
      expect: [
        {
          query: { damageApplied: { model: 'x', damage: 2, dr: 1 } },
          equals: { hpLoss: 1, hp: 4, shocks: 1, eliminated: false, critical: false },
        },
        {
          query: { damageApplied: { model: 'x', damage: 3, dr: 1, weaponEffects: ['trauma'] } },
          equals: { hpLoss: 0, hp: 5, shocks: 3, eliminated: false, critical: false },
        },
        {
          query: { damageApplied: { model: 'x', damage: 2, weaponEffects: ['shred'], koDie: 5 } },
          equals: { hpLoss: 4, hp: 1, shocks: 1, eliminated: false, critical: true },
        },
        {
          query: { damageApplied: { model: 'x', damage: 2, weaponEffects: ['shred'], koDie: 3 } },
          equals: { hpLoss: 2, hp: 3, shocks: 1, eliminated: false, critical: false },
        },
        {
          query: { damageApplied: { model: 'x', damage: 3, armourEffects: ['structure-reinforced'] } },
          equals: { hpLoss: 1, hp: 4, shocks: 1, eliminated: false, critical: false },
        },
        {
          query: {
            damageApplied: {
              model: 'x',
              damage: 3,
              armourEffects: ['structure-reinforced'],
              weaponEffects: ['structure-damaging'],
            },
          },
          equals: { hpLoss: 3, hp: 2, shocks: 1, eliminated: false, critical: true },
        },
        {
          query: { damageApplied: { model: 'x', damage: 3, partial: true } },
          equals: { hpLoss: 2, hp: 3, shocks: 1, eliminated: false, critical: false },
        },
        {
          query: { damageApplied: { model: 'x', damage: 7 } },
          equals: { hpLoss: 7, hp: 0, shocks: 0, eliminated: true, critical: false },
        },
        {
          query: { damageApplied: { model: 'x', damage: 1, dr: 2 } },
          equals: { hpLoss: 0, hp: 5, shocks: 1, eliminated: false, critical: false },
        },
      ],
    });
  });

  it('a case with dice left over, or too few, fails and says so', () => {
    const base = {
      models: [
        human('s', 'a', [10, 45], { attributes: { FK: 4 }, weapons: [pistol] }),
        human('t', 'b', [32.5, 45]),
      ],
      steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't' }],
    };
    expect(failure({ ...base, dice: [11, 4] })).toMatch(/left over/);
    expect(failure({ ...base, dice: [3, 6] })).toMatch(/another D12/);
    expect(failure({ ...base, dice: [11], extra: 1 })).toMatch(/unknown field "extra"/);
  });
});
