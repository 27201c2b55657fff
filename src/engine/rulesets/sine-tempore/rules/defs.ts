/**
 * Model and attack definitions the rules read: one shape for heroes and enemies, built from the catalog or
 * from a conformance case. Skills and rules come from the closed vocabulary of the rulebook (ST-46, ST-47):
 * a name in kebab-case, or a one-key object with its value. Nothing here is ever evaluated.
 */
import type { AreaShape } from './geometry';
import { AREA_SHAPES } from './geometry';
import { isStatusName, isSymbolName, maskOf, statusOf, symOf, type St, type Sym } from './symbols';
import { stError, shown } from './errors';

export type AttackType = 'melee' | 'ranged' | 'psionic';
export const SIZE_TINY = 0;
export const SIZE_NORMAL = 1;
export const SIZE_BIG = 2;

export interface AttackDef {
  name: string;
  type: AttackType;
  ap: number;
  min: number;
  max: number;
  /** Attack bonus dice (heroes, ST-23.1). */
  atb: number;
  /** DMG symbols: for a hero, the symbols that each count as a hit; for an enemy, the string to defend. */
  dmg: Sym[];
  dmgMask: number;
  /** Fixed damage of a psionic power (ST-40.5), -1 when the damage counts symbols. */
  fixed: number;
  /** A psionic power: pay AP, gain Oblivion, roll MI for these symbols (ST-40.3). */
  power: boolean;
  test: Sym[];
  enhanced: Sym[];
  oblivion: number;
  weak: boolean;
  push: boolean;
  drag: boolean;
  suicidal: boolean;
  sustained: Sym;
  armourPiercing: number;
  reach: number;
  vicious: Sym;
  statuses: St[];
  /** Secondary effects tied to one uncancelled DMG symbol (ST-25.4). */
  onSymbol: [Sym, St][];
  area: { shape: AreaShape; size: number } | null;
  /** The weapon lets the hero re-roll every die showing this symbol (e.g. the Double Gun, [EX-9]). */
  reroll: Sym;
  /** [EX-8]: this many occurrences of a symbol turn the hit psionic (MD instead of PD). */
  convert: { sym: Sym; count: number } | null;
  /** Extra dice and rules added by an energy-cell power (ST-32.1). */
  bonusDice: number;
  /** Energy Cell powers of the equipment this attack belongs to (ST-32.1 (1)). */
  powers: { id: string; cell: string; extraDice: number; rules: unknown[] }[];
  /** Rules the Enhanced Effect of a psionic power adds (ST-40.7). */
  enhancedRules: unknown[];
  /** Wounds the Enhanced Effect adds to a power's fixed damage (ST-40.7). */
  enhancedDmg: number;
}

export interface ModelDef {
  /** Catalog id (enemy type, hero id) or the case's model id. */
  type: string;
  name: string;
  hero: boolean;
  size: number;
  RA: number;
  PH: number;
  PR: number;
  MI: number;
  HE: number;
  CA: number;
  PD: number;
  MD: number;
  attacks: AttackDef[];
  /** An enemy card's chain attack (ST-28.5): indices of the two attacks and the total AP (D-35). */
  chain: { a: number; b: number; ap: number } | null;
  /** A hero's chain attacks, one per equipment card that has one (ST-28.1). */
  chains: { a: number; b: number; ap: number }[];
  /** Oblivion tokens the hero's equipment can store (ST-40.11). */
  oblivionStorage: number;
  climb: number;
  fly: boolean;
  runner: boolean;
  shooter: boolean;
  predator: boolean;
  psionicAnomaly: boolean;
  dodge: boolean;
  psionic: boolean;
  /** Boss or Monster, by rank or trait (ST-4.13, D-49). */
  boss: boolean;
  horde: number;
  camouflage: number;
  resistMask: number;
  immuneSymMask: number;
  immuneStatus: Set<St>;
  immuneTypes: Set<AttackType>;
  /** Defence dice from equipment and skills, per attack kind (ST-25.2, [EX-13]). */
  defPhysical: number;
  defPsionic: number;
  /** Tokens gained in every token phase from skills and equipment (ST-13.2). */
  grants: St[];
  /** Objective TV of this model (conformance) or of its group (missions); null = no objective. */
  objectiveTV: number | null;
  traits: string[];
  rank: string;
  /** Heal actions the model can take (skills, equipment): AP, amount, range (0 is the healer itself, D-57). */
  heals: { name: string; ap: number; amount: number; minRange: number; range: number; once: boolean }[];
}

export function blankAttack(name: string): AttackDef {
  return {
    name,
    type: 'melee',
    ap: 3,
    min: 1,
    max: 1,
    atb: 0,
    dmg: [],
    dmgMask: 0,
    fixed: -1,
    power: false,
    test: [],
    enhanced: [],
    oblivion: 0,
    weak: false,
    push: false,
    drag: false,
    suicidal: false,
    sustained: -1,
    armourPiercing: 0,
    reach: 0,
    vicious: -1,
    statuses: [],
    onSymbol: [],
    area: null,
    reroll: -1,
    convert: null,
    bonusDice: 0,
    powers: [],
    enhancedRules: [],
    enhancedDmg: 0,
  };
}

export function blankModel(type: string, hero: boolean): ModelDef {
  return {
    type,
    name: type,
    hero,
    size: SIZE_NORMAL,
    RA: 0,
    PH: 0,
    PR: 0,
    MI: 0,
    HE: 1,
    CA: 0,
    PD: 0,
    MD: 0,
    attacks: [],
    chain: null,
    chains: [],
    oblivionStorage: 0,
    climb: hero ? 1 : 0,
    fly: false,
    runner: false,
    shooter: false,
    predator: false,
    psionicAnomaly: false,
    dodge: false,
    psionic: false,
    boss: false,
    horde: 0,
    camouflage: 0,
    resistMask: 0,
    immuneSymMask: 0,
    immuneStatus: new Set(),
    immuneTypes: new Set(),
    defPhysical: 0,
    defPsionic: 0,
    grants: [],
    objectiveTV: null,
    traits: [],
    rank: 'troop',
    heals: [],
  };
}

export function sizeOf(s: unknown): number {
  if (s === undefined || s === null || s === 'normal') return SIZE_NORMAL;
  if (s === 'tiny') return SIZE_TINY;
  if (s === 'big' || s === 'big-guy' || s === 'bigguy') return SIZE_BIG;
  throw stError('st-error-size', { size: String(s) });
}

function norm(k: string): string {
  return k
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace('armor', 'armour')
    .replace('defence', 'defense');
}

function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw stError('st-error-number', { field: what, value: shown(v) });
  return v;
}

function rangeOf(v: unknown): [number, number] {
  if (typeof v === 'number') return [v === 0 ? 0 : 1, v];
  if (Array.isArray(v) && v.length === 2) return [num(v[0], 'range'), num(v[1], 'range')];
  throw stError('st-error-range', { value: shown(v) });
}

function symList(v: unknown, what: string): Sym[] {
  if (typeof v === 'string') return [symOf(v)];
  if (!Array.isArray(v)) throw stError('st-error-symbols', { field: what });
  return v.map((s) => symOf(String(s)));
}

function areaOf(v: unknown): { shape: AreaShape; size: number } {
  const o = typeof v === 'string' ? { shape: v } : (v as { shape?: unknown; size?: unknown });
  const shape = String(o?.shape) as AreaShape;
  if (!AREA_SHAPES.includes(shape)) throw stError('st-error-area-shape', { shape: String(o?.shape), known: AREA_SHAPES.join(', ') });
  return { shape, size: o.size === undefined ? 0 : num(o.size, 'area size') };
}

/** Applies one attack rule (ST-46, ST-47) to an attack. Returns false when the name is not an attack rule. */
export function applyAttackRule(a: AttackDef, key: string, value: unknown): boolean {
  switch (norm(key)) {
    case 'weak-attack':
    case 'weak':
      a.weak = value !== false;
      return true;
    case 'push':
      a.push = value !== false;
      return true;
    case 'drag':
      a.drag = value !== false;
      return true;
    case 'suicidal-tendencies':
    case 'suicidal':
      a.suicidal = value !== false;
      return true;
    case 'sustained-attack':
    case 'sustained':
      a.sustained = symOf(String(value));
      return true;
    case 'armour-piercing':
      a.armourPiercing = num(value, 'armour piercing');
      return true;
    case 'reach':
      a.reach = num(value, 'reach');
      return true;
    case 'vicious-strike':
      a.vicious = symOf(String(value));
      return true;
    case 'status-on-hit':
    case 'status':
    case 'statuses':
      for (const s of Array.isArray(value) ? value : [value]) a.statuses.push(statusOf(String(s)));
      return true;
    case 'on-symbol':
      for (const [sym, st] of Object.entries(value as Record<string, string>)) a.onSymbol.push([symOf(sym), statusOf(st)]);
      return true;
    case 'area':
      a.area = areaOf(value);
      return true;
    case 're-roll':
    case 'reroll':
      a.reroll = symOf(String(value));
      return true;
    case 'convert':
    case 'psionic-conversion': {
      const o = value as { symbol?: string; count?: number };
      a.convert = { sym: symOf(String(o.symbol)), count: o.count ?? 2 };
      return true;
    }
    default:
      if (isStatusName(norm(key)) && (value === true || value === undefined)) {
        a.statuses.push(statusOf(norm(key)));
        return true;
      }
      if (AREA_SHAPES.includes(norm(key) as AreaShape)) {
        a.area = { shape: norm(key) as AreaShape, size: typeof value === 'number' ? value : 0 };
        return true;
      }
      return false;
  }
}

/** Reads `"name"` or `{"name": value}` entries; calls `apply(key, value)` for each. */
export function eachRule(list: unknown, apply: (key: string, value: unknown) => void): void {
  if (list === undefined || list === null) return;
  if (!Array.isArray(list)) throw stError('st-error-rules-list', { value: shown(list) });
  for (const r of list) {
    if (typeof r === 'string') apply(r, true);
    else if (r && typeof r === 'object') for (const [k, v] of Object.entries(r)) apply(k, v);
    else throw stError('st-error-rule-entry', { value: shown(r) });
  }
}

/** Applies one model skill. Attack rules given at model level apply to every attack of the model. */
export function applyModelSkill(m: ModelDef, key: string, value: unknown): void {
  const k = norm(key);
  switch (k) {
    case 'climb':
    case 'climbing':
      m.climb = Math.max(m.climb, typeof value === 'number' ? value : 1);
      return;
    case 'fly':
      m.fly = value !== false;
      return;
    case 'runner':
      m.runner = value !== false;
      return;
    case 'shooter':
      m.shooter = value !== false;
      return;
    case 'predator':
      m.predator = value !== false;
      return;
    case 'psionic-anomaly':
      m.psionicAnomaly = value !== false;
      return;
    case 'dodge':
      m.dodge = value !== false;
      return;
    case 'psionic':
    case 'psychic':
      m.psionic = value !== false;
      return;
    case 'boss':
    case 'monster':
      m.boss = value !== false;
      return;
    case 'tiny':
    case 'big-guy':
    case 'big':
      m.size = sizeOf(k === 'tiny' ? 'tiny' : 'big');
      return;
    case 'horde':
      m.horde = num(value, 'horde');
      return;
    case 'camouflage':
      m.camouflage = typeof value === 'number' ? value : 3;
      return;
    case 'resistance':
      for (const s of Array.isArray(value) ? value : [value]) m.resistMask |= 1 << symOf(String(s));
      return;
    case 'immunity':
      for (const s of Array.isArray(value) ? value : [value]) {
        const v = norm(String(s));
        if (isSymbolName(v)) m.immuneSymMask |= 1 << symOf(v);
        else if (v === 'melee' || v === 'ranged' || v === 'psionic') m.immuneTypes.add(v);
        else if (v === 'close-combat') m.immuneTypes.add('melee');
        else if (v === 'physical') {
          m.immuneTypes.add('melee');
          m.immuneTypes.add('ranged');
        } else m.immuneStatus.add(statusOf(v));
      }
      return;
    case 'armour':
      m.defPhysical += num(value, 'armour dice');
      return;
    case 'defense':
    case 'defense-bonus': {
      if (typeof value === 'number') m.defPhysical += value;
      else {
        const o = value as Record<string, number>;
        m.defPhysical += (o.physical ?? 0) + (o.melee ?? 0);
        m.defPsionic += o.psionic ?? o.mental ?? 0;
        if (o.dice !== undefined) {
          const t = (o as unknown as { type?: string }).type;
          if (t === 'psionic') m.defPsionic += o.dice;
          else m.defPhysical += o.dice;
        }
      }
      return;
    }
    case 'grants':
    case 'tokens':
      for (const s of Array.isArray(value) ? value : [value]) m.grants.push(statusOf(String(s)));
      return;
    case 'heal':
      m.heals.push(
        typeof value === 'number'
          ? { name: 'heal', ap: 2, amount: value, minRange: 0, range: 1, once: false }
          : { name: 'heal', ap: 2, amount: 1, minRange: 0, range: 1, once: false, ...(value as object) },
      );
      return;
    default:
      for (const a of m.attacks) if (!applyAttackRule(a, key, value)) throw stError('st-error-skill', { skill: key });
      if (m.attacks.length === 0 && !applyAttackRule(blankAttack(''), key, value)) throw stError('st-error-skill', { skill: key });
  }
}

/**
 * Works out a hero attack's type from its symbols when the card does not say (ST-22.3, D-2): close combat
 * needs a close-combat symbol and RNG 1; a ranged symbol makes it ranged; the psionic symbol alone makes it
 * an MI attack.
 */
export function inferHeroType(a: AttackDef, roles: { closeCombat: Sym; ranged: Sym; psionic: Sym }): AttackType {
  const has = (s: Sym) => a.dmg.includes(s);
  if (has(roles.closeCombat) && a.max <= 1) return 'melee';
  if (has(roles.ranged)) return 'ranged';
  if (has(roles.psionic) && !has(roles.closeCombat)) return 'psionic';
  if (has(roles.closeCombat)) return 'melee';
  return a.max <= 1 ? 'melee' : 'ranged';
}

/** Builds an attack from loose JSON (a conformance weapon or attack, or a catalog attack). */
export function attackFromJson(
  j: Record<string, unknown>,
  hero: boolean,
  roles: { closeCombat: Sym; ranged: Sym; psionic: Sym },
): AttackDef {
  const a = blankAttack(String(j.name ?? j.id ?? 'attack'));
  if (j.ap !== undefined) a.ap = num(j.ap, `${a.name}: ap`);
  if (j.range !== undefined) [a.min, a.max] = rangeOf(j.range);
  if (j.atb !== undefined) a.atb = num(j.atb, `${a.name}: atb`);
  if (typeof j.dmg === 'number' || typeof j.damage === 'number') {
    a.fixed = num(j.dmg ?? j.damage, `${a.name}: dmg`);
  } else if (j.dmg !== undefined) {
    a.dmg = symList(j.dmg, `${a.name}: dmg`);
  }
  a.dmgMask = maskOf(a.dmg);
  if (j.test !== undefined || j.requires !== undefined) {
    a.power = true;
    a.test = symList(j.test ?? j.requires, `${a.name}: test`);
  }
  if (j.enhanced !== undefined) {
    const e = j.enhanced as unknown;
    const full = Array.isArray(e) || typeof e === 'string' ? null : (e as { symbols?: unknown; dmg?: unknown; rules?: unknown });
    a.enhanced = symList(full ? full.symbols : e, `${a.name}: enhanced`);
    if (full?.dmg !== undefined) a.enhancedDmg = num(full.dmg, `${a.name}: enhanced dmg`);
    if (full?.rules !== undefined) {
      if (!Array.isArray(full.rules)) throw stError('st-error-enhanced-rules', { attack: a.name });
      // Checked now: an unknown rule is an error when the power is read, not when its enhanced effect first applies.
      withRules(a, full.rules);
      a.enhancedRules = full.rules;
    }
  }
  if (j.oblivion !== undefined) {
    a.power = true;
    a.oblivion = num(j.oblivion, `${a.name}: oblivion`);
  }
  const t = j.type ?? j.kind;
  if (t === 'melee' || t === 'close-combat' || t === 'closeCombat') a.type = 'melee';
  else if (t === 'ranged') a.type = 'ranged';
  else if (t === 'psionic' || t === 'psychic') a.type = 'psionic';
  else if (t !== undefined) throw stError('st-error-attack-type', { attack: a.name, type: String(t) });
  else if (a.fixed >= 0 || a.power) a.type = 'psionic';
  else if (hero) a.type = inferHeroType(a, roles);
  else a.type = a.max <= 1 ? 'melee' : 'ranged';
  if (a.fixed >= 0 && a.dmg.length === 0 && a.type !== 'psionic') a.type = 'psionic';
  for (const key of ['rules', 'skills', 'special']) eachRule(j[key], (k, v) => {
    if (!applyAttackRule(a, k, v)) throw stError('st-error-attack-rule', { attack: a.name, rule: k });
  });
  // FORMAT.md, ST-33.10: an enemy's Wave is made on its target like an attack of range [1, X].
  if (!hero && a.area?.shape === 'wave') [a.min, a.max] = [1, Math.max(1, a.area.size)];
  for (const [k, v] of Object.entries(j)) {
    if (['name', 'id', 'ap', 'range', 'atb', 'dmg', 'damage', 'test', 'requires', 'enhanced', 'oblivion', 'type', 'kind', 'rules', 'skills', 'special', 'description', 'chain'].includes(k)) continue;
    if (!applyAttackRule(a, k, v)) throw stError('st-error-attack-field', { attack: a.name, field: k });
  }
  return a;
}

export function copyAttack(a: AttackDef): AttackDef {
  return {
    ...a,
    dmg: [...a.dmg],
    test: [...a.test],
    enhanced: [...a.enhanced],
    statuses: [...a.statuses],
    onSymbol: a.onSymbol.map((p) => [p[0], p[1]]),
    area: a.area ? { ...a.area } : null,
  };
}

/** The attack with extra rules applied (an energy-cell power, an enhanced effect). */
export function withRules(a: AttackDef, rules: readonly unknown[], extraDice = 0): AttackDef {
  const c = copyAttack(a);
  c.bonusDice += extraDice;
  eachRule(rules, (k, v) => {
    if (!applyAttackRule(c, k, v)) throw stError('st-error-attack-rule', { attack: a.name, rule: k });
  });
  return c;
}
