/**
 * A `universalis` conformance case (../shared/conformance/FORMAT-universalis.md) as a compiled game: its
 * table, its models with their set-up state. Every field is read strictly: a field the format does not name
 * is an error that names it, never silently ignored.
 */
import { CaseError, type ConformCase } from '../../../conform/types';
import { baseOnTable, basesOverlap, contains, polygon, simplicity } from '../geometry';
import {
  ATTRIBUTES,
  BASE_RADIUS,
  MODEL_TYPES,
  MOVEMENTS,
  SIZES,
  TERRAIN_TYPES,
  effectBits,
  type ArmourDef,
  type ModelDef,
  type PowerDef,
  type TerrainDef,
  type WeaponDef,
} from '../rules/defs';
import { chooseArmour, unarmedWeapon } from '../rules/model-def';
import { resolveSettings } from '../rules/settings';
import { weaponOffsets, type Compiled, type ModelSetup } from '../rules/state';
import { sceneOf } from '../rules/terrain';
import { readHooks, type RerollHook, type RollHook } from '../rules/hooks';

type Json = Record<string, unknown>;

export function obj(v: unknown, what: string): Json {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new CaseError(`${what} must be an object`);
  return v as Json;
}

/** Refuses fields the format does not define (a field the runner cannot read is a FAIL naming it). */
export function only(j: Json, allowed: readonly string[], what: string): void {
  for (const k of Object.keys(j))
    if (!allowed.includes(k))
      throw new CaseError(`${what}: unknown field "${k}" (this runner reads ${allowed.join(', ')})`);
}

function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new CaseError(`${what} must be a number`);
  return v;
}

function int(v: unknown, what: string): number {
  const n = num(v, what);
  if (!Number.isInteger(n)) throw new CaseError(`${what} must be a whole number`);
  return n;
}

function bool(v: unknown, what: string, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  if (typeof v !== 'boolean') throw new CaseError(`${what} must be true or false`);
  return v;
}

function oneOf<T extends string>(v: unknown, options: readonly T[], what: string): number {
  const i = options.indexOf(v as T);
  if (i < 0) throw new CaseError(`${what} must be one of ${options.join(', ')}, not ${JSON.stringify(v)}`);
  return i;
}

function list(v: unknown, what: string): unknown[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new CaseError(`${what} must be a list`);
  return v;
}

/**
 * A model's power card in a case (sight6: the lasting effects of rules/effects.ts): name, AP, attribute and
 * difficulty, target, range, duration and its hooks (sightBlocker, shotModifier, action). A hook this runner
 * cannot read fails the case with its field named.
 */
function casePower(v: unknown, what: string): PowerDef {
  const pj = obj(v, what);
  only(
    pj,
    ['name', 'ap', 'attribute', 'difficulty', 'target', 'range', 'rangeCm', 'duration', 'hooks'],
    what,
  );
  const target = (['area', 'model', 'self'] as const)[
    oneOf(pj.target, ['area', 'model', 'self'], `${what}.target`)
  ];
  const lasting = oneOf(pj.duration ?? 'instant', ['instant', 'lasting'], `${what}.duration`) === 1;
  const hooks = list(pj.hooks, `${what}.hooks`);
  hooks.forEach((h, k) => {
    const hj = obj(h, `${what}.hooks[${k}]`);
    const here = `${what}.hooks[${k}]`;
    if (hj.kind === 'sightBlocker') {
      only(hj, ['kind', 'radiusCm', 'endsWhen'], here);
      if (!(num(hj.radiusCm, `${here}.radiusCm`) > 0))
        throw new CaseError(`${here}.radiusCm must be more than 0`);
      if (target !== 'area') throw new CaseError(`${here}: a sightBlocker needs a power with target "area"`);
    } else if (hj.kind === 'shotModifier') {
      only(hj, ['kind', 'value', 'endsWhen'], here);
      int(hj.value, `${here}.value`);
    } else if (hj.kind !== 'action')
      throw new CaseError(
        `${here}.kind: this runner reads sightBlocker, shotModifier and action hooks on powers`,
      );
    if (hj.kind !== 'action') {
      if (!lasting)
        throw new CaseError(`${here}: a ${String(hj.kind)} hook needs a "duration": "lasting" power`);
      if (hj.endsWhen !== undefined) oneOf(hj.endsWhen, ['casterMoves', 'casterAttacks'], `${here}.endsWhen`);
    }
  });
  const read = readHooks(hooks);
  return {
    id: String(pj.name ?? ''),
    name: String(pj.name ?? ''),
    ap: int(pj.ap, `${what}.ap`),
    attribute: oneOf(pj.attribute, ATTRIBUTES, `${what}.attribute`),
    difficulty: pj.difficulty === undefined ? 0 : int(pj.difficulty, `${what}.difficulty`),
    hpLoss: 0,
    hpLossAlways: false,
    target,
    range: (['touch', 'distance'] as const)[
      oneOf(pj.range ?? 'distance', ['touch', 'distance'], `${what}.range`)
    ],
    rangeCm: pj.rangeCm === undefined ? null : num(pj.rangeCm, `${what}.rangeCm`),
    lasting,
    action: read.action,
    effects: lasting ? read.lasting : null,
  };
}

function effects(v: unknown, what: string): number {
  try {
    return effectBits(list(v, what) as string[], what);
  } catch (e) {
    throw new CaseError((e as Error).message);
  }
}

function point(v: unknown, what: string): [number, number] {
  if (!Array.isArray(v) || v.length !== 2) throw new CaseError(`${what} must be [x, y]`);
  return [num(v[0], `${what}[0]`), num(v[1], `${what}[1]`)];
}

const WEAPON_FIELDS = [
  'name',
  'wk',
  'range',
  'strength',
  'damage',
  'effects',
  'df',
  'reload',
  'unwieldy',
  'indirect',
  'area',
  'uses',
];

function weapon(j: Json, what: string): WeaponDef {
  only(j, WEAPON_FIELDS, what);
  if (typeof j.name !== 'string' || j.name === '') throw new CaseError(`${what}: a weapon needs a name`);
  if (j.name === 'unarmed') throw new CaseError(`${what}: "unarmed" is the derived unarmed profile's name`);
  const wk = int(j.wk, `${what}.wk`);
  if (wk < 1 || wk > 5) throw new CaseError(`${what}.wk must be 1 to 5`);
  let kind: WeaponDef['kind'];
  let band = 0;
  let bands = 0;
  if (j.range === 'melee' || j.range === 'thrown') kind = j.range;
  else {
    const r = obj(j.range, `${what}.range`);
    only(r, ['band', 'bands'], `${what}.range`);
    kind = 'ranged';
    band = num(r.band, `${what}.range.band`);
    bands = int(r.bands, `${what}.range.bands`);
    if (band <= 0 || bands < 1)
      throw new CaseError(`${what}.range needs a positive band and at least one band`);
  }
  let strength: number;
  let additive = false;
  if (typeof j.strength === 'number') strength = num(j.strength, `${what}.strength`);
  else {
    const st = obj(j.strength, `${what}.strength`);
    only(st, ['additive'], `${what}.strength`);
    strength = num(st.additive, `${what}.strength.additive`);
    additive = true;
  }
  const df = j.df === undefined ? 0 : int(j.df, `${what}.df`);
  if (df < 0 || df > 4) throw new CaseError(`${what}.df must be 0 to 4`);
  return {
    name: j.name,
    id: j.name,
    wk,
    kind,
    band,
    bands,
    strength,
    additive,
    damage: int(j.damage, `${what}.damage`),
    effects: effects(j.effects, `${what}.effects`),
    df,
    reload: bool(j.reload, `${what}.reload`, false),
    unwieldy: bool(j.unwieldy, `${what}.unwieldy`, false),
    indirect: bool(j.indirect, `${what}.indirect`, false),
    area: j.area === undefined ? 0 : num(j.area, `${what}.area`),
    uses: j.uses === undefined ? -1 : int(j.uses, `${what}.uses`),
    mount: 0,
    unarmed: false,
  };
}

function armour(j: Json, what: string): ArmourDef {
  only(j, ['name', 'protection', 'dr', 'effects'], what);
  let protection: number;
  let additive = false;
  if (j.protection === null || j.protection === undefined)
    throw new CaseError(`${what}.protection is needed`);
  if (typeof j.protection === 'number') protection = j.protection;
  else {
    const p = obj(j.protection, `${what}.protection`);
    only(p, ['additive'], `${what}.protection`);
    protection = num(p.additive, `${what}.protection.additive`);
    additive = true;
  }
  return {
    name: String(j.name ?? 'armour'),
    protection,
    additive,
    dr: j.dr === undefined ? 0 : int(j.dr, `${what}.dr`),
    effects: effects(j.effects, `${what}.effects`),
  };
}

const MODEL_FIELDS = [
  'id',
  'side',
  'leader',
  'type',
  'size',
  'movement',
  'speed',
  'at',
  'z',
  'attributes',
  'hp',
  'weapons',
  'armour',
  'equipment',
  'traits',
  'powers',
  'operator',
  'state',
];
const STATE_FIELDS = ['ap', 'hp', 'prone', 'eliminated', 'moved', 'tokens'];
const TOKEN_FIELDS = [
  'shock',
  'fast',
  'defence',
  'fireReadiness',
  'reload',
  'panic',
  'camouflaged',
  'burning',
];

/**
 * Words for auditors, no rules: the format names `note`; a case that calls it a description, a title or a
 * comment means the same and must not fail for it (a field that could carry a rule is still named).
 */
export const NOTE_FIELDS = ['note', 'description', 'title', 'comment', '$comment'] as const;

export function compileCase(c: ConformCase): Compiled {
  only(
    c as Json,
    ['id', 'ruleset', 'source', ...NOTE_FIELDS, 'table', 'models', 'steps', 'dice', 'd6', 'expect'],
    'the case',
  );
  const settings = resolveSettings({ optionalRerolls: false });
  const table = c.table === undefined ? {} : obj(c.table, 'table');
  only(table, ['environment', 'terrain'], 'table');
  let environment = null;
  let environmentName: string | null = null;
  if (table.environment !== undefined) {
    if (typeof table.environment !== 'string' || !TERRAIN_TYPES[table.environment])
      throw new CaseError(
        `table.environment must be a terrain type (${Object.keys(TERRAIN_TYPES).join(', ')})`,
      );
    environment = TERRAIN_TYPES[table.environment];
    environmentName = table.environment;
  }
  const pieces: TerrainDef[] = list(table.terrain, 'table.terrain').map((raw, i) => {
    const what = `table.terrain[${i}]`;
    const p = obj(raw, what);
    only(p, ['id', 'type', 'kind', 'polygon', 'height'], what);
    if (typeof p.type !== 'string' || !TERRAIN_TYPES[p.type])
      throw new CaseError(`${what}.type must be a terrain type (${Object.keys(TERRAIN_TYPES).join(', ')})`);
    const t = TERRAIN_TYPES[p.type];
    const kind = oneOf(p.kind, ['solid', 'area'] as const, `${what}.kind`);
    const pts = list(p.polygon, `${what}.polygon`).map((q, k) => point(q, `${what}.polygon[${k}]`));
    const simple = simplicity(pts);
    if (!simple.ok) throw new CaseError(`${what}.polygon is not a simple polygon (${simple.problem})`);
    return {
      id: String(p.id ?? `piece-${i}`),
      type: p.type,
      solid: kind === 0,
      poly: polygon(pts),
      height: num(p.height, `${what}.height`),
      passability: t.passability,
      cover: t.cover,
      sightLimit: t.sight === null ? Infinity : t.sight * settings.sightUnitCm,
      crater: p.type === 'crater',
      road: p.type === 'road',
      normalBuilding: p.type === 'building',
      ladders: [],
    };
  });

  const rawModels = list(c.models, 'models').map((m, i) => obj(m, `models[${i}]`));
  if (rawModels.length === 0) throw new CaseError('a case needs models');
  // No prototype: a model may be called "constructor" (the id pattern allows it), which {} already held.
  const index: Record<string, number> = Object.create(null);
  rawModels.forEach((m, i) => {
    if (typeof m.id !== 'string' || m.id === '') throw new CaseError(`models[${i}] needs an id`);
    if (index[m.id] !== undefined) throw new CaseError(`model id "${m.id}" is used twice`);
    index[m.id] = i;
  });
  const models: ModelDef[] = [];
  const setup: ModelSetup[] = [];
  rawModels.forEach((m, i) => {
    const what = `model "${String(m.id)}"`;
    only(m, MODEL_FIELDS, what);
    const type = oneOf(m.type, MODEL_TYPES, `${what}: type`);
    const size = oneOf(m.size, SIZES, `${what}: size`);
    const attrsJ = obj(m.attributes, `${what}: attributes`);
    only(attrsJ, [...ATTRIBUTES], `${what}: attributes`);
    const attrs = ATTRIBUTES.map((a) =>
      attrsJ[a] === undefined ? NaN : int(attrsJ[a], `${what}: attributes.${a}`),
    );
    for (const a of ['KO', 'WN'] as const)
      if (Number.isNaN(attrs[ATTRIBUTES.indexOf(a)]))
        throw new CaseError(`${what}: attributes.${a} is needed`);
    if (type !== 1)
      for (const a of ['AGI', 'NK', 'FK', 'EH'] as const)
        if (Number.isNaN(attrs[ATTRIBUTES.indexOf(a)]))
          throw new CaseError(`${what}: attributes.${a} is needed`);
    const hp = obj(m.hp, `${what}: hp`);
    only(hp, ['normal', 'critical'], `${what}: hp`);
    const weapons = list(m.weapons, `${what}: weapons`).map((w, k) =>
      weapon(obj(w, `${what}: weapons[${k}]`), `${what}: weapons[${k}]`),
    );
    const names = new Set<string>();
    for (const w of weapons) {
      if (names.has(w.name)) throw new CaseError(`${what}: two weapons are named "${w.name}"`);
      names.add(w.name);
    }
    const arm = list(m.armour, `${what}: armour`).map((a, k) =>
      armour(obj(a, `${what}: armour[${k}]`), `${what}: armour[${k}]`),
    );
    const equipment = list(m.equipment, `${what}: equipment`).map((e, k) => {
      const ej = obj(e, `${what}: equipment[${k}]`);
      only(ej, ['name', 'unwieldy'], `${what}: equipment[${k}]`);
      return {
        id: String(ej.name ?? ''),
        name: String(ej.name ?? ''),
        ap: null,
        uses: -1,
        unwieldy: bool(ej.unwieldy, `${what}: equipment[${k}].unwieldy`, false),
      };
    });
    // A trait's `hooks` (AD-79) are read as the units file's are: roll modifiers, re-rolls, an action (Use trait
    // with its `ap`). Without hooks a trait has no effect in this format.
    const rollHooks: RollHook[] = [];
    const rerolls: RerollHook[] = [];
    const traits = list(m.traits, `${what}: traits`).map((t, k) => {
      const tj = obj(t, `${what}: traits[${k}]`);
      only(tj, ['name', 'level', 'ap', 'hooks'], `${what}: traits[${k}]`);
      if (tj.hooks !== undefined && !Array.isArray(tj.hooks))
        throw new CaseError(`${what}: traits[${k}].hooks must be a list`);
      const hooks = readHooks(tj.hooks, k);
      if (Array.isArray(tj.hooks) && hooks.rolls.length + hooks.rerolls.length + (hooks.action ? 1 : 0) < tj.hooks.length)
        throw new CaseError(`${what}: traits[${k}].hooks: a hook this runner cannot read (profile hooks, or fields missing)`);
      for (const h of hooks.rolls) rollHooks.push(h);
      for (const h of hooks.rerolls) rerolls.push(h);
      return {
        name: String(tj.name ?? ''),
        level: tj.level === undefined ? 1 : int(tj.level, `${what}: traits[${k}].level`),
        ap: tj.ap === undefined ? null : int(tj.ap, `${what}: traits[${k}].ap`),
        action: hooks.action,
      };
    });
    let operator = -1;
    if (m.operator !== undefined) {
      if (type !== 1) throw new CaseError(`${what}: only a telematon has an operator`);
      operator = index[String(m.operator)] ?? -1;
      if (operator < 0)
        throw new CaseError(`${what}: operator "${String(m.operator)}" is not a model of the case`);
    }
    const side = oneOf(m.side, ['a', 'b'] as const, `${what}: side`) as 0 | 1;
    const def: ModelDef = {
      id: String(m.id),
      name: String(m.id),
      card: String(m.id),
      cardName: String(m.id),
      side,
      leader: bool(m.leader, `${what}: leader`, false),
      type,
      size,
      movement: oneOf(m.movement, MOVEMENTS, `${what}: movement`),
      speed: num(m.speed, `${what}: speed`),
      attrs,
      hpNormal: int(hp.normal, `${what}: hp.normal`),
      hpCritical: int(hp.critical, `${what}: hp.critical`),
      weapons,
      armour: arm,
      armourIndex: chooseArmour(arm, attrs[3]),
      carriesUnwieldy: weapons.some((w) => w.unwieldy) || equipment.some((e) => e.unwieldy),
      operator,
      stealth: null,
      traits,
      equipment,
      rollHooks,
      rerolls,
      powers: list(m.powers, `${what}: powers`).map((p, k) => casePower(p, `${what}: powers[${k}]`)),
      discipline: false,
      hands: true,
      useObjects: true,
      points: 0,
      facing: 0,
    };
    const unarmed = unarmedWeapon(def, settings);
    if (unarmed) def.weapons.push(unarmed);
    models.push(def);
    setup.push(modelSetup(m, def, what, i));
  });

  const compiled: Compiled = {
    id: String(c.id),
    title: String(c.id),
    models,
    index,
    setup,
    table: {
      pieces,
      environment,
      environmentName,
      scene: sceneOf(pieces, environment, settings.sightUnitCm),
    },
    objects: [],
    zones: [],
    missions: [
      { name: '', standard: null, checkAtPhaseEnd: false, victory: [] },
      { name: '', standard: null, checkAtPhaseEnd: false, victory: [] },
    ],
    settings,
    ...weaponOffsets(models),
    deployment: [-1, -1],
  };
  checkSetup(compiled);
  return compiled;
}

function modelSetup(m: Json, def: ModelDef, what: string, _i: number): ModelSetup {
  const [x, y] = point(m.at, `${what}: at`);
  const st = m.state === undefined ? {} : obj(m.state, `${what}: state`);
  only(st, STATE_FIELDS, `${what}: state`);
  const tk = st.tokens === undefined ? {} : obj(st.tokens, `${what}: state.tokens`);
  only(tk, TOKEN_FIELDS, `${what}: state.tokens`);
  const weaponIdx = (name: unknown, field: string) => {
    const w = def.weapons.findIndex((x) => x.name === name);
    if (w < 0) throw new CaseError(`${what}: ${field} names no weapon of the model ("${String(name)}")`);
    return w;
  };
  let reload = 0;
  for (const n of list(tk.reload, `${what}: state.tokens.reload`))
    reload |= 1 << weaponIdx(n, 'tokens.reload');
  const ap = st.ap === undefined ? (def.type === 1 ? 2 : 6) : int(st.ap, `${what}: state.ap`);
  if (ap < 0 || ap > 12) throw new CaseError(`${what}: state.ap must be 0 to 12`);
  return {
    x,
    y,
    z: m.z === undefined ? 0 : num(m.z, `${what}: z`),
    facing: 0,
    prone: bool(st.prone, `${what}: state.prone`, false),
    ap,
    hp: st.hp === undefined ? def.hpNormal + def.hpCritical : int(st.hp, `${what}: state.hp`),
    eliminated: bool(st.eliminated, `${what}: state.eliminated`, false),
    moved: st.moved === undefined ? 0 : num(st.moved, `${what}: state.moved`),
    shock: tk.shock === undefined ? 0 : int(tk.shock, `${what}: state.tokens.shock`),
    fast: bool(tk.fast, `${what}: state.tokens.fast`, false),
    defence: bool(tk.defence, `${what}: state.tokens.defence`, false),
    fireReadiness:
      tk.fireReadiness === undefined || tk.fireReadiness === null
        ? -1
        : weaponIdx(tk.fireReadiness, 'tokens.fireReadiness'),
    reload,
    panic: bool(tk.panic, `${what}: state.tokens.panic`, false),
    camouflaged: bool(tk.camouflaged, `${what}: state.tokens.camouflaged`, false),
    burning: bool(tk.burning, `${what}: state.tokens.burning`, false),
  };
}

/** The set-up must be legal (FORMAT-universalis "ModelState"): bases on the table, apart, standing on 0 or a solid top. */
function checkSetup(c: Compiled): void {
  const { models, setup } = c;
  for (let i = 0; i < models.length; i++) {
    const r = BASE_RADIUS[models[i].size];
    const u = setup[i];
    if (!baseOnTable(u.x, u.y, r))
      throw new CaseError(`set-up: ${models[i].id}'s base is not inside the table`);
    if (u.z !== 0) {
      const ok = c.table.pieces.some(
        (p) => p.solid && Math.abs(p.height - u.z) < 1e-9 && contains(p.poly, u.x, u.y, true),
      );
      if (!ok)
        throw new CaseError(
          `set-up: ${models[i].id} stands at z = ${u.z}, but no solid piece of that height is under it`,
        );
    }
    for (let j = 0; j < i; j++) {
      const o = setup[j];
      const sameLevel = Math.abs(o.z - u.z) < 1e-9;
      if (sameLevel && basesOverlap(u.x, u.y, r, o.x, o.y, BASE_RADIUS[models[j].size]))
        throw new CaseError(`set-up: the bases of ${models[j].id} and ${models[i].id} overlap (AD-25)`);
    }
  }
}
