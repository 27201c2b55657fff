/**
 * Reading a `sine-tempore` conformance case (../shared/conformance/FORMAT.md): typed readers that fail the case
 * with the field's name, and the case's models as the engine's definitions. Every field is read by name, never
 * by copying an object whole, so a field this runner does not implement stays unread and fails the case.
 */
import { CaseError } from '../../conform/types';
import { applyModelSkill, attackFromJson, blankModel, eachRule, sizeOf, type AttackDef, type ModelDef } from './rules/defs';
import type { Resolved } from './rules/settings';
import { faceOf, type Face } from './rules/symbols';

export type Json = Record<string, unknown>;

export function obj(v: unknown, what: string): Json {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new CaseError(`${what} must be an object`);
  return v as Json;
}

export function optObj(v: unknown, what: string): Json {
  return v === undefined ? {} : obj(v, what);
}

export function list(v: unknown, what: string): unknown[] {
  if (!Array.isArray(v)) throw new CaseError(`${what} must be a list`);
  return v;
}

export function optList(v: unknown, what: string): unknown[] {
  return v === undefined ? [] : list(v, what);
}

export function int(v: unknown, what: string, min = -Infinity): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min) throw new CaseError(`${what} must be an integer${min > -Infinity ? ` of at least ${min}` : ''}, not ${JSON.stringify(v)}`);
  return v;
}

export function str(v: unknown, what: string): string {
  if (typeof v !== 'string' || v === '') throw new CaseError(`${what} must be a string`);
  return v;
}

export function bool(v: unknown, what: string): boolean {
  if (typeof v !== 'boolean') throw new CaseError(`${what} must be true or false`);
  return v;
}

export function xy(v: unknown, what: string): [number, number] {
  if (!Array.isArray(v) || v.length !== 2 || !Number.isInteger(v[0]) || !Number.isInteger(v[1])) throw new CaseError(`${what} must be [x, y]`);
  return [v[0] as number, v[1] as number];
}

export function face(v: unknown, what: string): Face {
  try {
    return faceOf(list(v, what).map((x) => str(x, what)));
  } catch (e) {
    throw e instanceof CaseError ? e : new CaseError(`${what}: ${(e as Error).message}`);
  }
}

/** Runs `f`, turning an engine error about what the case says into a FAIL that says where. */
export function reading<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw e instanceof CaseError ? e : new CaseError(`${what}: ${(e as Error).message}`);
  }
}

function roles(rs: Resolved) {
  return { closeCombat: rs.closeCombat, ranged: rs.ranged, psionic: rs.psionic };
}

/** A rule list (`rules`, `skills`) read entry by entry: names, or one-key objects with their value. */
function rules(v: unknown, what: string): unknown[] {
  return optList(v, what).map((r, i) => {
    if (typeof r === 'string') return r;
    const o = obj(r, `${what}[${i}]`);
    const keys = Object.keys(o);
    if (keys.length !== 1) throw new CaseError(`${what}[${i}] is a name or an object with one rule`);
    return { [keys[0]]: plain(o[keys[0]]) };
  });
}

/** A rule's value, read whole (a symbol, a number, a status, an area). */
function plain(v: unknown): unknown {
  return v !== null && typeof v === 'object' ? JSON.parse(JSON.stringify(v)) : v;
}

/** A weapon or an enemy attack (FORMAT.md "Model"), its fields read one by one. */
function weapon(j: Json, hero: boolean, rs: Resolved, what: string): AttackDef {
  const a: Json = { name: str(j.name, `${what}: name`) };
  if (j.ap !== undefined) a.ap = int(j.ap, `${what}: ap`, 0);
  if (j.range !== undefined) a.range = [int(list(j.range, `${what}: range`)[0], `${what}: range`, 0), int((j.range as unknown[])[1], `${what}: range`, 0)];
  if (j.atb !== undefined) a.atb = int(j.atb, `${what}: atb`);
  if (j.dmg !== undefined) a.dmg = plain(j.dmg);
  if (j.type !== undefined) a.type = str(j.type, `${what}: type`);
  a.rules = rules(j.rules, `${what}: rules`);
  return reading(what, () => attackFromJson(a, hero, roles(rs)));
}

/** A psionic power (FORMAT.md "Format 2", Models): an attack rolled as an MI test, its damage fixed. */
function power(j: Json, rs: Resolved, what: string): AttackDef {
  const p: Json = { name: str(j.name, `${what}: name`), type: 'psionic', test: plain(list(j.test, `${what}: test`)) };
  p.ap = int(j.ap, `${what}: ap`, 0);
  p.oblivion = j.oblivion === undefined ? 0 : int(j.oblivion, `${what}: oblivion`, 0);
  if (j.range !== undefined) p.range = plain(j.range);
  p.dmg = j.dmg === undefined ? 0 : int(j.dmg, `${what}: dmg`, 0);
  p.rules = rules(j.rules, `${what}: rules`);
  if (j.enhanced !== undefined) {
    const e = obj(j.enhanced, `${what}: enhanced`);
    p.enhanced = {
      symbols: plain(list(e.symbols, `${what}: enhanced.symbols`)),
      dmg: e.dmg === undefined ? 0 : int(e.dmg, `${what}: enhanced.dmg`, 0),
      rules: rules(e.rules, `${what}: enhanced.rules`),
    };
  }
  const a = reading(what, () => attackFromJson(p, true, roles(rs)));
  a.power = true;
  return a;
}

const STATS = ['RA', 'PH', 'PR', 'MI', 'HE', 'CA', 'PD', 'MD'] as const;

/** A model of a case → the engine's definition (FORMAT.md "Model", "Format 2" Models). */
export function caseModelDef(j: Json, rs: Resolved, id: string): ModelDef {
  const what = `model "${id}"`;
  const side = j.side;
  if (side !== 'hero' && side !== 'enemy') throw new CaseError(`${what}: side is "hero" or "enemy"`);
  const hero = side === 'hero';
  const def = blankModel(id, hero);
  def.name = id;
  def.size = reading(`${what}: size`, () => sizeOf(j.size));
  const st = optObj(j.stats, `${what}: stats`);
  for (const [k, v] of Object.entries(st)) {
    if (!(STATS as readonly string[]).includes(k)) throw new CaseError(`${what}: unknown statistic "${k}" (${STATS.join(', ')})`);
    def[k as (typeof STATS)[number]] = int(v, `${what}: stats.${k}`, 0);
  }
  // Heroes carry `weapons`, enemies `attacks` (either is read for either side).
  optList(j.weapons, `${what}: weapons`).forEach((w, i) => def.attacks.push(weapon(obj(w, `${what}: weapons[${i}]`), hero, rs, `${what}: weapons[${i}]`)));
  optList(j.attacks, `${what}: attacks`).forEach((w, i) => def.attacks.push(weapon(obj(w, `${what}: attacks[${i}]`), hero, rs, `${what}: attacks[${i}]`)));
  optList(j.powers, `${what}: powers`).forEach((p, i) => {
    def.attacks.push(power(obj(p, `${what}: powers[${i}]`), rs, `${what}: powers[${i}]`));
    def.psionic = true;
  });
  optList(j.heals, `${what}: heals`).forEach((h, i) => {
    const o = obj(h, `${what}: heals[${i}]`);
    const w = `${what}: heals[${i}]`;
    const range = o.range === undefined ? [0, 1] : typeof o.range === 'number' ? [0, int(o.range, `${w}: range`, 0)] : list(o.range, `${w}: range`).map((x) => int(x, `${w}: range`, 0));
    def.heals.push({ name: str(o.name, `${w}: name`), ap: int(o.ap, `${w}: ap`, 0), amount: int(o.wounds, `${w}: wounds`, 0), minRange: range[0], range: range[1], once: false });
  });
  reading(`${what}: skills`, () => eachRule(rules(j.skills, `${what}: skills`), (k, v) => applyModelSkill(def, k, v)));
  if (j.rank !== undefined) {
    def.rank = str(j.rank, `${what}: rank`);
    if (!['troop', 'elite', 'leader', 'boss', 'monster'].includes(def.rank)) throw new CaseError(`${what}: rank is troop, elite, leader, boss or monster`);
    if (def.rank === 'boss' || def.rank === 'monster') def.boss = true;
  }
  if (j.objectiveTV !== undefined && j.objectiveTV !== null) def.objectiveTV = int(j.objectiveTV, `${what}: objectiveTV`, 0);
  if (j.chain !== undefined) {
    const c = obj(j.chain, `${what}: chain`);
    const names = list(c.attacks, `${what}: chain.attacks`).map((x) => str(x, `${what}: chain.attacks`));
    const a = def.attacks.findIndex((x) => x.name === names[0]);
    const b = def.attacks.findIndex((x) => x.name === names[1]);
    if (names.length !== 2 || a < 0 || b < 0) throw new CaseError(`${what}: a chain names two of its attacks`);
    def.chain = { a, b, ap: int(c.ap, `${what}: chain.ap`, 0) };
    if (hero) def.chains.push(def.chain);
  }
  if (hero) def.climb = Math.max(def.climb, 1);
  return def;
}
