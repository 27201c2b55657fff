/**
 * The questions a `universalis` conformance case may ask the rules (FORMAT-universalis.md "Queries"). Each
 * answers from the real rules code; arguments are read strictly (an unknown argument is an error naming it).
 */
import { CaseError } from '../../../conform/types';
import { CONTACT_CM } from '../geometry';
import {
  ATTRIBUTES,
  COLOSSUS,
  COVER_LEVELS,
  EFFECTS,
  KO,
  PROFILE_HEIGHT,
  TELEMATON,
  effectBits,
} from '../rules/defs';
import { judgeRoll } from '../rules/dice';
import {
  damageLoss,
  effectiveWeaponEffects,
  panicModifier,
  woundArmour,
  zoneOf,
  ZONE_NAMES,
} from '../rules/damage';
import { actionCost, ACTION_NAMES, type ActionName } from '../rules/costs';
import { meleeModifiers } from '../rules/melee';
import { attribute, criticalMod, dangerRadius, perceptionRange } from '../rules/profile';
import {
  bandsOf,
  indirectBlocked,
  indirectHeightLimit,
  rangeModifier,
  shotModifiers,
  type ShotKind,
} from '../rules/ranged';
import { coverOf, distance, los } from '../rules/sight';
import { CRITICAL, has, type GameState } from '../rules/state';
import { unarmedProfile } from '../rules/model-def';
import { obj, only } from './case-compile';

type Json = Record<string, unknown>;

function model(s: GameState, v: unknown, what: string): number {
  const i = typeof v === 'string' ? s.c.index[v] : undefined;
  if (i === undefined) throw new CaseError(`${what}: no model "${String(v)}"`);
  return i;
}

function weapon(s: GameState, m: number, v: unknown, what: string): number {
  const w = s.c.models[m].weapons.findIndex((x) => x.name === v);
  if (w < 0) {
    if (v === 'unarmed') return -1;
    throw new CaseError(`${what}: ${s.c.models[m].id} has no weapon "${String(v)}"`);
  }
  return w;
}

function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new CaseError(`${what} must be a number`);
  return v;
}

function optNum(v: unknown, what: string, dflt: number): number {
  return v === undefined ? dflt : num(v, what);
}

function optBool(v: unknown, what: string): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new CaseError(`${what} must be true or false`);
  return v;
}

function attr(v: unknown, what: string): number {
  const i = ATTRIBUTES.indexOf(v as (typeof ATTRIBUTES)[number]);
  if (i < 0) throw new CaseError(`${what} must be one of ${ATTRIBUTES.join(', ')}`);
  return i;
}

function fx(v: unknown, what: string): number {
  if (v === undefined) return 0;
  if (!Array.isArray(v)) throw new CaseError(`${what} must be a list of effects`);
  try {
    return effectBits(v as string[], what);
  } catch {
    throw new CaseError(`${what}: effects are ${EFFECTS.join(', ')}`);
  }
}

type Query = (s: GameState, a: Json) => unknown;

const QUERIES: Record<string, { args: string[]; answer: Query }> = {
  distance: { args: ['a', 'b'], answer: (s, a) => distance(s, model(s, a.a, 'a'), model(s, a.b, 'b')) },
  contact: {
    args: ['a', 'b'],
    answer: (s, a) => distance(s, model(s, a.a, 'a'), model(s, a.b, 'b')) <= CONTACT_CM + 1e-9,
  },
  dangerRadius: { args: ['model'], answer: (s, a) => dangerRadius(s, model(s, a.model, 'model')) },
  perceptionRange: { args: ['model'], answer: (s, a) => perceptionRange(s, model(s, a.model, 'model')) },
  carryCapacity: { args: ['model'], answer: (s, a) => capacity(s, model(s, a.model, 'model')) },
  loadPenalty: {
    args: ['model', 'loadKg'],
    answer: (s, a) =>
      Math.max(0, Math.ceil(num(a.loadKg, 'loadKg') / capacity(s, model(s, a.model, 'model')) - 1e-12) - 1),
  },
  los: { args: ['from', 'to'], answer: (s, a) => los(s, model(s, a.from, 'from'), model(s, a.to, 'to')) },
  cover: {
    args: ['shooter', 'target'],
    answer: (s, a) => {
      const c = coverOf(s, model(s, a.shooter, 'shooter'), model(s, a.target, 'target'));
      return c && { level: COVER_LEVELS[c.level], armourBonus: c.armourBonus };
    },
  },
  rangeModifier: {
    args: ['model', 'weapon', 'distance', 'shot'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const w = weapon(s, m, a.weapon, 'weapon');
      if (w < 0) return null;
      if (a.shot !== undefined && !['normal', 'aimed', 'snap', 'reaction'].includes(a.shot as string))
        throw new CaseError('shot must be normal, aimed, snap or reaction');
      return rangeModifier(s, m, s.c.models[m].weapons[w], num(a.distance, 'distance'), a.shot === 'aimed');
    },
  },
  thrownRange: {
    args: ['model', 'weapon'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const w = weapon(s, m, a.weapon, 'weapon');
      const wd = s.c.models[m].weapons[w];
      return wd && wd.kind === 'thrown' ? bandsOf(s, m, wd) : null;
    },
  },
  indirectHeightLimit: {
    args: ['model', 'weapon'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const w = weapon(s, m, a.weapon, 'weapon');
      return w < 0 ? null : indirectHeightLimit(s, m, s.c.models[m].weapons[w]);
    },
  },
  indirectBlocked: {
    args: ['shooter', 'weapon', 'target'],
    answer: (s, a) => {
      const m = model(s, a.shooter, 'shooter');
      const w = weapon(s, m, a.weapon, 'weapon');
      const t = model(s, a.target, 'target');
      return w < 0 ? null : indirectBlocked(s, m, s.c.models[m].weapons[w], s.x[t], s.y[t]);
    },
  },
  shotModifiers: {
    args: ['shooter', 'target', 'weapon', 'shot', 'shots', 'targetIndex', 'indirect'],
    answer: (s, a) => {
      const m = model(s, a.shooter, 'shooter');
      const t = model(s, a.target, 'target');
      const w = weapon(s, m, a.weapon, 'weapon');
      if (!['normal', 'aimed', 'snap', 'reaction'].includes(a.shot as string))
        throw new CaseError('shot must be normal, aimed, snap or reaction');
      if (w < 0) return null;
      return shotModifiers(s, m, t, w, {
        kind: a.shot as ShotKind,
        shots: optNum(a.shots, 'shots', 1),
        targetIndex: optNum(a.targetIndex, 'targetIndex', 1),
        indirect: optBool(a.indirect, 'indirect'),
      });
    },
  },
  meleeModifiers: {
    args: ['attacker', 'defender', 'charge', 'reckless'],
    answer: (s, a) =>
      meleeModifiers(s, model(s, a.attacker, 'attacker'), model(s, a.defender, 'defender'), {
        charge: optBool(a.charge, 'charge'),
        reckless: optBool(a.reckless, 'reckless'),
      }),
  },
  actionCost: {
    args: ['model', 'action', 'weapon'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      if (!ACTION_NAMES.includes(a.action as ActionName))
        throw new CaseError(`action must be one of ${ACTION_NAMES.join(', ')}`);
      let w = -1;
      if (a.weapon !== undefined) {
        w = s.c.models[m].weapons.findIndex((x) => x.name === a.weapon);
        if (w < 0 && a.weapon !== 'unarmed')
          throw new CaseError(`weapon: ${s.c.models[m].id} has no weapon "${String(a.weapon)}"`);
        if (w < 0) return null;
      }
      return actionCost(s, m, a.action as ActionName, w);
    },
  },
  attributeRoll: {
    args: ['value', 'model', 'attribute', 'modifier', 'die'],
    answer: (s, a) => {
      const die = num(a.die, 'die');
      const mod = optNum(a.modifier, 'modifier', 0);
      if (a.value !== undefined) {
        if (a.model !== undefined || a.attribute !== undefined)
          throw new CaseError('give either value or model and attribute');
        return judgeRoll(num(a.value, 'value') + mod, die);
      }
      const m = model(s, a.model, 'model');
      return judgeRoll(attribute(s, m, attr(a.attribute, 'attribute')) + criticalMod(s, m) + mod, die);
    },
  },
  opposedRoll: { args: ['attribute', 'a', 'b', 'tieDice'], answer: opposed },
  woundArmourResult: {
    args: [
      'wound',
      'armour',
      'strength',
      'attackerKo',
      'protection',
      'ko',
      'weaponEffects',
      'armourEffects',
      'extraShots',
      'coverBonus',
      'attackerCritical',
      'defenderCritical',
    ],
    answer: (_s, a) => {
      let strength: number;
      if (typeof a.strength === 'number') strength = a.strength;
      else {
        const st = obj(a.strength, 'strength');
        only(st, ['additive'], 'strength');
        strength =
          num(a.attackerKo, 'attackerKo (needed for additive strength)') +
          num(st.additive, 'strength.additive');
      }
      const ko = num(a.ko, 'ko');
      let protection: number | null;
      if (a.protection === null || a.protection === undefined) protection = null;
      else if (typeof a.protection === 'number') protection = a.protection;
      else {
        const p = obj(a.protection, 'protection');
        only(p, ['additive'], 'protection');
        protection = ko + num(p.additive, 'protection.additive');
      }
      const armourFx = fx(a.armourEffects, 'armourEffects');
      return woundArmour({
        woundDie: num(a.wound, 'wound'),
        armourDie: num(a.armour, 'armour'),
        strength,
        weaponFx: effectiveWeaponEffects(fx(a.weaponEffects, 'weaponEffects'), armourFx),
        protection,
        ko,
        extraShots: optNum(a.extraShots, 'extraShots', 0),
        coverBonus: optNum(a.coverBonus, 'coverBonus', 0),
        attackerCritical: optBool(a.attackerCritical, 'attackerCritical'),
        defenderCritical: optBool(a.defenderCritical, 'defenderCritical'),
      });
    },
  },
  damageApplied: {
    args: ['model', 'damage', 'dr', 'weaponEffects', 'armourEffects', 'partial', 'koDie'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const armourFx = fx(a.armourEffects, 'armourEffects');
      const weaponFx = effectiveWeaponEffects(fx(a.weaponEffects, 'weaponEffects'), armourFx);
      const r = damageLoss(
        num(a.damage, 'damage'),
        optNum(a.dr, 'dr', 0),
        weaponFx,
        armourFx,
        true,
        optBool(a.partial, 'partial'),
        () => {
          const die = a.koDie;
          if (die === undefined)
            throw new CaseError('koDie is needed: the damage has Shred and HP would be lost');
          return judgeRoll(attribute(s, m, KO) + criticalMod(s, m), num(die, 'koDie')).success;
        },
      );
      const d = s.c.models[m];
      const left = s.hp[m] - r.hpLoss;
      const eliminated = left <= 0;
      const wasCritical = has(s, m, CRITICAL);
      const critical = eliminated ? wasCritical : wasCritical || (d.hpCritical > 0 && left <= d.hpCritical);
      return {
        hpLoss: r.hpLoss,
        hp: Math.max(0, left),
        shocks: eliminated ? 0 : r.shocks + 1,
        eliminated,
        critical,
      };
    },
  },
  apAtRoundStart: {
    args: ['model'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const base = s.c.models[m].type === TELEMATON ? 2 : 6;
      let ap = Math.min(12, base + Math.floor(s.ap[m] / 2));
      let shock = s.shock[m];
      const paid = Math.min(ap, shock);
      ap -= paid;
      shock -= paid;
      return { ap, shock };
    },
  },
  fallDamage: {
    args: ['model', 'height'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const h = num(a.height, 'height');
      const profile = PROFILE_HEIGHT[s.c.models[m].size];
      const ko = attribute(s, m, KO);
      if (h <= profile + 1e-9) return null;
      if (h <= 2 * profile + 1e-9) return { strength: ko, damage: Math.floor(ko / 2), avoidable: true };
      return { strength: ko, damage: ko, avoidable: false };
    },
  },
  unarmedProfile: {
    args: ['model'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      const d = s.c.models[m];
      return unarmedProfile(d.type, d.size, attribute(s, m, KO), s.c.settings);
    },
  },
  colossusZone: {
    args: ['die'],
    answer: (_s, a) => {
      const die = num(a.die, 'die');
      if (!Number.isInteger(die) || die < 1 || die > 12) throw new CaseError('die must be 1 to 12');
      return ZONE_NAMES[zoneOf(die)];
    },
  },
  colossusZoneHp: {
    args: ['model'],
    answer: (s, a) => {
      const m = model(s, a.model, 'model');
      if (s.c.models[m].type !== COLOSSUS) return null;
      return {
        hull: Math.max(0, s.hp[m]),
        left: s.zoneHp[m * 3],
        right: s.zoneHp[m * 3 + 1],
        movement: s.zoneHp[m * 3 + 2],
      };
    },
  },
  panicModifier: {
    args: ['model', 'justEliminated'],
    answer: (s, a) =>
      panicModifier(
        s,
        model(s, a.model, 'model'),
        a.justEliminated === undefined ? -1 : model(s, a.justEliminated, 'justEliminated'),
      ),
  },
};

/** Carrying capacity in kg: KO², a colossus (2·KO)² (UN-4.4.1). */
function capacity(s: GameState, m: number): number {
  const ko = attribute(s, m, KO);
  return s.c.models[m].type === COLOSSUS ? (2 * ko) ** 2 : ko * ko;
}

function opposed(s: GameState, a: Json): unknown {
  const at = attr(a.attribute, 'attribute');
  const side = (v: unknown, what: string) => {
    const j = obj(v, what);
    only(j, ['model', 'die', 'modifier'], what);
    const m = model(s, j.model, `${what}.model`);
    return { m, die: num(j.die, `${what}.die`), mod: optNum(j.modifier, `${what}.modifier`, 0) };
  };
  const A = side(a.a, 'a');
  const B = side(a.b, 'b');
  const total = (x: typeof A, attrIndex: number, die: number, mod: number) =>
    die + attribute(s, x.m, attrIndex) + criticalMod(s, x.m) + mod;
  const ta = total(A, at, A.die, A.mod);
  const tb = total(B, at, B.die, B.mod);
  const id = (x: typeof A) => s.c.models[x.m].id;
  if (ta !== tb) return { a: ta, b: tb, winner: ta > tb ? id(A) : id(B) };
  let decideAttr = at;
  if (at === 1 && a.tieDice !== undefined) {
    if (!Array.isArray(a.tieDice) || a.tieDice.length !== 2)
      throw new CaseError('tieDice must be [dieA, dieB]');
    const ga = total(A, 0, num(a.tieDice[0], 'tieDice[0]'), 0);
    const gb = total(B, 0, num(a.tieDice[1], 'tieDice[1]'), 0);
    if (ga !== gb) return { a: ta, b: tb, winner: ga > gb ? id(A) : id(B) };
    decideAttr = 0;
  }
  const va = attribute(s, A.m, decideAttr);
  const vb = attribute(s, B.m, decideAttr);
  return { a: ta, b: tb, winner: va === vb ? 'chance' : va > vb ? id(A) : id(B) };
}

export function answerQuery(s: GameState, name: string, args: unknown): unknown {
  const q = QUERIES[name];
  if (!q) throw new CaseError(`unknown query "${name}" (known: ${Object.keys(QUERIES).join(', ')})`);
  const a = obj(args, `query ${name}`);
  only(a, q.args, `query ${name}`);
  return q.answer(s, a);
}
