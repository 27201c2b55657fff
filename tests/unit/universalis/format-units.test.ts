import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOWED_SIZES,
  carryingCapacity,
  colossusZoneHp,
  dangerRadius,
  loadPenalty,
  perceptionRange,
  SIZE_PROFILES,
  thrownRange,
  unarmedProfile,
} from '../../../src/engine/rulesets/universalis/format/index';
import { problems, unitsSample, validateUnits } from './format-helpers';

const card = (u: any, id: string) => u.cards.find((c: any) => c.id === id);

describe('units file checks (DM-11.7)', () => {
  it('the sample has two factions of at least 5 cards each, with original names, and is valid', () => {
    const u = unitsSample();
    const r = validateUnits(u);
    expect(r.valid).toBe(true);
    expect(problems(r)).toEqual([]);
    for (const f of u.factions)
      expect(u.cards.filter((c: any) => c.factions.includes(f.id)).length).toBeGreaterThanOrEqual(5);
  });

  it('ids are unique: cards, factions, disciplines, powers, and the entries of one card', () => {
    const u = unitsSample();
    u.cards[1].id = u.cards[0].id;
    u.cards[0].weapons[1].id = 'steady-command';
    u.powers[1].id = u.powers[0].id;
    expect(problems(validateUnits(u))).toEqual([
      'duplicate-id /cards/0/weapons/1/id',
      'duplicate-id /cards/1/id',
      'duplicate-id /powers/1/id',
    ]);
  });

  it('factions and disciplines a card or power names must exist', () => {
    const u = unitsSample();
    card(u, 'warden-captain').factions = ['tidewardens', 'tide-wardens'];
    card(u, 'storm-caller').disciplines[0].discipline = 'storm-calling';
    u.powers[0].discipline = 'cinders';
    expect(problems(validateUnits(u))).toEqual([
      'unknown-faction /cards/0/factions/1',
      'unknown-discipline /cards/3/disciplines/0/discipline',
      'unknown-discipline /powers/0/discipline',
    ]);
  });

  it('at most 20 hit points, and at least one (UN-3.5.4)', () => {
    const u = unitsSample();
    u.cards[0].hp = { normal: 15, critical: 6 };
    u.cards[1].hp = { normal: 0, critical: 0 };
    u.cards[2].hp = { normal: 15, critical: 5 };
    expect(problems(validateUnits(u))).toEqual(['hp-over-limit /cards/0/hp', 'hp-none /cards/1/hp']);
  });

  it('sizes the model type allows (UN-3.2)', () => {
    const u = unitsSample();
    u.cards[0].size = 'huge';
    u.cards[1].type = 'colossus';
    u.cards[2].type = 'telematon';
    u.cards[2].size = 'huge';
    u.cards[2].attributes = { KO: 4, WN: 3 };
    expect(problems(validateUnits(u)).filter((p) => !p.startsWith('capabilities-unset'))).toEqual([
      'size-not-allowed /cards/0/size',
      'size-not-allowed /cards/1/size',
    ]);
  });

  it('standard models and colossi have all six attributes; telematons only KO and WN (UN-3.3, UN-19.5)', () => {
    const u = unitsSample();
    delete u.cards[0].attributes.EH;
    delete u.cards[0].attributes.AGI;
    card(u, 'gull-drone').attributes.AGI = 5;
    const r = validateUnits(u);
    expect(problems(r)).toEqual([
      'attributes-missing /cards/0/attributes',
      'telematon-attributes /cards/5/attributes/AGI',
    ]);
    expect(r.diagnostics[0].message).toContain('AGI, EH are missing');
  });

  it('a telematon or colossus card says whether the model has hands (AD-77)', () => {
    const u = unitsSample();
    delete card(u, 'gull-drone').capabilities;
    card(u, 'scrap-brute').type = 'colossus';
    const r = validateUnits(u);
    expect(r.valid).toBe(true);
    expect(problems(r)).toEqual(['capabilities-unset /cards/5/type', 'capabilities-unset /cards/10/type']);
  });

  it('ranged-only fields on a melee weapon and a mount on a model that is not a colossus are warnings', () => {
    const u = unitsSample();
    card(u, 'warden-captain').weapons[1].df = 2;
    card(u, 'warden-captain').weapons[0].mount = 'left';
    const r = validateUnits(u);
    expect(r.valid).toBe(true);
    expect(problems(r)).toEqual([
      'mount-not-colossus /cards/0/weapons/0/mount',
      'weapon-field-unused /cards/0/weapons/1/df',
    ]);
  });

  it('weights over the carrying capacity remind that the printed values include the penalty (UN-4.4.4, info)', () => {
    const u = unitsSample();
    const r = validateUnits(u);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code} ${d.pointer}`)).toEqual([
      'info load-over-capacity /cards/2/id',
    ]);
    card(u, 'harpoon-gunner').weapons[0].weight = 16;
    expect(validateUnits(u).diagnostics).toEqual([]);
  });

  it('schema limits: WK 1–5, DF 0–4, HP circles 0–20, effects from the closed lists', () => {
    const u = unitsSample();
    u.cards[0].weapons[0].wk = 6;
    u.cards[0].weapons[0].df = 5;
    u.cards[0].armour[0].effects = ['trauma'];
    expect(problems(validateUnits(u))).toEqual([
      'schema-range /cards/0/weapons/0/wk',
      'schema-range /cards/0/weapons/0/df',
      'schema-enum /cards/0/armour/0/effects/0',
    ]);
  });
});

describe('derived card values are computed, never typed (UN-2.4.1)', () => {
  it('danger radius 12 − EH, none for a telematon (UN-4.5.1, UN-19.6)', () => {
    expect(dangerRadius(4)).toBe(8);
    expect(dangerRadius(undefined)).toBeNull();
  });

  it('perception WN × 5 cm, halved and rounded up when critical (UN-4.6)', () => {
    expect(perceptionRange(6)).toBe(30);
    expect(perceptionRange(5, true)).toBe(13);
  });

  it('carrying capacity KO², colossi (2·KO)², and the load penalty ⌈load / capacity⌉ − 1 (UN-4.4, AD-12)', () => {
    expect(carryingCapacity('standard', 5)).toBe(25);
    expect(carryingCapacity('colossus', 5)).toBe(100);
    expect([25, 26, 50, 51, 75, 76].map((kg) => loadPenalty(kg, 25))).toEqual([0, 1, 1, 2, 2, 3]);
  });

  it('the unarmed profile: strength KO, damage ⌈KO / 3⌉, WK by size; none for telematons (UN-15.9, AD-6, AD-71)', () => {
    expect(unarmedProfile('standard', 'medium', 4)).toEqual({ wk: 1, strength: 4, damage: 2 });
    expect(unarmedProfile('colossus', 'huge', 7)).toEqual({ wk: 3, strength: 7, damage: 3 });
    expect(unarmedProfile('telematon', 'small', 2)).toBeNull();
  });

  it('thrown ranges: 3 bands of 2·KO, unwieldy ⌈KO / 2⌉ (UN-12.3.2)', () => {
    expect(thrownRange(5, false)).toEqual({ band: 10, bands: 3 });
    expect(thrownRange(5, true)).toEqual({ band: 3, bands: 3 });
  });

  it('colossus zones get ⌈⅔⌉ of the hull, critical circles too (UN-18.3.2, AD-73)', () => {
    expect(colossusZoneHp({ normal: 6, critical: 3 }).left).toEqual({ normal: 4, critical: 2 });
  });

  it('size profiles and the sizes each type allows (UN-3.6, UN-3.2)', () => {
    expect(SIZE_PROFILES.large).toEqual({ baseRadius: 2, height: 6 });
    expect(ALLOWED_SIZES.colossus).toEqual(['large', 'huge']);
  });

  it('property: the load penalty is never negative, never NaN, and grows with the load', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (load, capacity, more) => {
          const p = loadPenalty(load, capacity);
          expect(Number.isInteger(p) && p >= 0).toBe(true);
          expect(loadPenalty(load + more, capacity)).toBeGreaterThanOrEqual(p);
        },
      ),
    );
  });
});
