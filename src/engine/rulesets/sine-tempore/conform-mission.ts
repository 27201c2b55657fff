/**
 * A case's `mission` block (FORMAT.md "Format 2", Mission) said in the studio's own formats: the block becomes the
 * rules part of a mission document (zones, spawn points, objects, events, victory and defeat, the end time) and
 * each spawned `model` a catalog enemy card. Both are checked against the real schemas, so a case proves the
 * formats can say what it does, and both are compiled by the compile path every mission takes
 * (`compileMissionOnBoard`, `enemyDef` in rules/compile.ts); nothing here plays the mission.
 */
import { CaseError } from '../../conform/types';
import { validate as validateMission } from '../../generated/validators/mission.js';
import { validate as validateCatalog } from '../../generated/validators/catalog.js';
import type { Condition, Effect, Mission } from '../../generated/types/mission';
import type { Enemy } from '../../generated/types/catalog';
import type { Board } from './rules/board';
import { CompileError, compileMissionOnBoard, enemyDef, type CompiledMission, type EnemyType } from './rules/compile';
import type { Resolved } from './rules/settings';
import { bool, int, list, obj, optList, optObj, str, xy, type Json } from './conform-read';

/** `Cycle.Phase` as the format writes it ("1.10"), checked. */
function time(v: unknown, what: string): string {
  const t = str(v, what);
  if (!/^\d+\.\d+$/.test(t)) throw new CaseError(`${what} is a time "Cycle.Phase", not "${t}"`);
  return t;
}

/** A rule of a case's attack in the catalog's words: `{"status": X}` is `status-on-hit`, `{"area": "explosion"}` an area object, `{"wave": X}` an area of that size. */
function catalogRule(r: unknown, what: string): unknown {
  if (typeof r === 'string') return r;
  const o = obj(r, what);
  const keys = Object.keys(o);
  if (keys.length !== 1) throw new CaseError(`${what} is a name or an object with one rule`);
  const k = keys[0];
  const v = o[k];
  if (k === 'status') return { 'status-on-hit': str(v, what) };
  if (k === 'wave') return { area: { shape: 'wave', size: int(v, what, 1) } };
  if (k === 'area') return { area: typeof v === 'string' ? { shape: v } : { shape: str(obj(v, what).shape, what), ...(obj(v, what).size !== undefined ? { size: int(obj(v, what).size, what, 1) } : {}) } };
  return { [k]: typeof v === 'object' && v !== null ? JSON.parse(JSON.stringify(v)) : v };
}

/** A spawned model (an enemy model without id, at, group) as a catalog enemy card of its own type. */
function enemyCard(type: string, group: string, j: Json, what: string): Enemy {
  const st = obj(j.stats, `${what}: stats`);
  if (j.side !== undefined && j.side !== 'enemy') throw new CaseError(`${what}: a spawned model is an enemy`);
  const card: Json = {
    id: type,
    name: type,
    rank: j.rank === undefined ? 'troop' : str(j.rank, `${what}: rank`),
    size: j.size === undefined ? 'normal' : str(j.size, `${what}: size`),
    group,
    stats: Object.fromEntries(['RA', 'CA', 'PD', 'MD', 'HE'].map((k) => [k, int(st[k], `${what}: stats.${k}`, 0)])),
    attacks: list(j.attacks, `${what}: attacks`).map((raw, i) => {
      const a = obj(raw, `${what}: attacks[${i}]`);
      const w = `${what}: attacks[${i}]`;
      const name = str(a.name, `${w}: name`);
      const out: Json = {
        id: name,
        name,
        type: str(a.type, `${w}: type`),
        ap: int(a.ap, `${w}: ap`, 0),
        range: list(a.range, `${w}: range`).map((x) => int(x, `${w}: range`, 0)),
        dmg: list(a.dmg, `${w}: dmg`).map((x) => str(x, `${w}: dmg`)),
      };
      const rules = optList(a.rules, `${w}: rules`).map((r, k) => catalogRule(r, `${w}: rules[${k}]`));
      if (rules.length) out.rules = rules;
      return out;
    }),
  };
  const skills = optList(j.skills, `${what}: skills`).map((r, k) => (typeof r === 'string' ? r : JSON.parse(JSON.stringify(obj(r, `${what}: skills[${k}]`)))));
  if (skills.length) card.skills = skills;
  if (j.chain !== undefined) {
    const c = obj(j.chain, `${what}: chain`);
    card.chain = { attacks: list(c.attacks, `${what}: chain.attacks`).map((x) => str(x, `${what}: chain.attacks`)), ap: int(c.ap, `${what}: chain.ap`, 0) };
  }
  return card as unknown as Enemy;
}

function effect(raw: unknown, what: string, spawned: Enemy[]): Effect {
  const e = obj(raw, what);
  const keys = Object.keys(e);
  if (keys.length !== 1) throw new CaseError(`${what}: an effect has one key (spawn, enter-combat, message)`);
  const k = keys[0];
  if (k === 'message') return { message: str(e.message, `${what}: message`) };
  if (k === 'enter-combat') return { 'enter-combat': str(e['enter-combat'], `${what}: enter-combat`) };
  if (k !== 'spawn') throw new CaseError(`${what}: the effect "${k}" is not implemented (spawn, enter-combat, message)`);
  const sp = obj(e.spawn, `${what}: spawn`);
  const group = str(sp.group, `${what}: spawn.group`);
  const ids = list(sp.ids, `${what}: spawn.ids`).map((x) => str(x, `${what}: spawn.ids`));
  const type = `spawned-${spawned.length + 1}`;
  const model = obj(sp.model, `${what}: spawn.model`);
  spawned.push(enemyCard(type, group, model, `${what}: spawn.model`));
  const out: NonNullable<Effect['spawn']> = {
    point: str(sp.point, `${what}: spawn.point`),
    group,
    ids,
    state: sp.inCombat !== undefined && bool(sp.inCombat, `${what}: spawn.inCombat`) ? 'combat' : 'waiting',
  };
  if (ids.length > 0) out.enemies = [{ enemy: type, count: ids.length }];
  // A model's objective TV is its group's objective in a mission: one with a TV and no place (D-52).
  if (model.objectiveTV !== undefined && model.objectiveTV !== null) out.objective = { tv: int(model.objectiveTV, `${what}: spawn.model.objectiveTV`, 0) };
  return { spawn: out };
}

function condition(raw: unknown, what: string): Condition {
  if (typeof raw === 'string') {
    if (raw !== 'all-heroes-ko' && raw !== 'all-enemies-eliminated' && raw !== 'time-up') throw new CaseError(`${what}: unknown condition "${raw}"`);
    return raw;
  }
  const c = obj(raw, what);
  const keys = Object.keys(c);
  if (keys.length !== 1) throw new CaseError(`${what}: a condition has one key`);
  switch (keys[0]) {
    case 'group-eliminated':
      return { 'group-eliminated': str(c['group-eliminated'], what) };
    case 'hero-reaches':
      return { 'hero-reaches': { at: { zone: str(c['hero-reaches'], what) } } };
    case 'objects-interacted':
      return { 'objects-interacted': { objects: list(c['objects-interacted'], what).map((x) => str(x, what)) as [string, ...string[]] } };
    default:
      throw new CaseError(`${what}: the condition "${keys[0]}" is not implemented (group-eliminated, hero-reaches, objects-interacted)`);
  }
}

function schemaProblem(errors: readonly { instancePath: string; message?: string }[] | null | undefined): string {
  const e = errors?.[0];
  return e ? `${e.instancePath || '/'} ${e.message ?? 'is not valid'}` : 'is not valid';
}

/** Reads the `mission` block, states it as a mission document and catalog cards, checks and compiles them. */
export function caseMission(raw: unknown, start: string, board: Board, rs: Resolved): CompiledMission {
  const m = obj(raw, 'mission');
  const spawned: Enemy[] = [];
  const doc: Mission = {
    $schema: 'https://scenario-studio.org/schemas/mission.schema.json',
    formatVersion: 2,
    ruleset: 'sine-tempore',
    id: 'conformance-case',
    title: 'conformance case',
    catalog: 'conformance-case.catalog.json',
    defcon: 1,
    heroes: [{ hero: 'conformance-hero', start: [0, 0], sector: 1 }],
    board: { tiles: [{ tile: 'conformance-board', at: [0, 0], rotation: 0 }] },
    deployment: { squares: [[0, 0]] },
    momentum: { start, end: m.end === undefined ? '99.12' : time(m.end, 'mission.end') },
    spawnPoints: Object.entries(optObj(m.spawnPoints, 'mission.spawnPoints')).map(([id, at]) => ({ id, at: xy(at, `mission.spawnPoints.${id}`) })),
    zones: Object.entries(optObj(m.zones, 'mission.zones')).map(([id, squares]) => ({ id, name: id, squares: list(squares, `mission.zones.${id}`).map((q, i) => xy(q, `mission.zones.${id}[${i}]`)) })),
    objects: Object.entries(optObj(m.objects, 'mission.objects')).map(([id, o]) => {
      const j = obj(o, `mission.objects.${id}`);
      return { id, name: id, kind: 'other' as const, at: xy(j.at, `mission.objects.${id}.at`), ap: int(j.ap, `mission.objects.${id}.ap`, 0), effects: optList(j.effects, `mission.objects.${id}.effects`).map((e, i) => effect(e, `mission.objects.${id}.effects[${i}]`, spawned)) };
    }),
    events: optList(m.events, 'mission.events').map((e, i) => {
      const j = obj(e, `mission.events[${i}]`);
      const what = `mission.events[${i}]`;
      return { id: str(j.id, `${what}.id`), trigger: { at: time(j.at, `${what}.at`) }, effects: list(j.effects, `${what}.effects`).map((x, k) => effect(x, `${what}.effects[${k}]`, spawned)) as [Effect, ...Effect[]] };
    }),
    victory: optList(m.victory, 'mission.victory').map((c, i) => condition(c, `mission.victory[${i}]`)) as Mission['victory'],
    defeat: optList(m.defeat, 'mission.defeat').map((c, i) => condition(c, `mission.defeat[${i}]`)) as Mission['defeat'],
  };
  // A mission document needs at least one victory and one defeat condition; a case may list none, so the check
  // is made with a stand-in where a list is empty (the compiled mission keeps the case's empty list).
  const checked = { ...doc, victory: doc.victory.length ? doc.victory : ['time-up'], defeat: doc.defeat.length ? doc.defeat : ['time-up'] };
  if (!validateMission(checked)) throw new CaseError(`mission: the block cannot be said as a mission document: ${schemaProblem(validateMission.errors)}`);
  const catalog = {
    $schema: 'https://scenario-studio.org/schemas/catalog.schema.json',
    formatVersion: 1,
    id: 'conformance-case',
    ruleset: 'sine-tempore',
    title: 'conformance case',
    dice: { action: { faces: rs.s.actionFaces }, penalty: { faces: rs.s.penaltyFaces }, roles: rs.s.roles },
    heroes: [],
    equipment: [],
    enemies: spawned,
    scenicElements: [],
    tiles: [{ id: 'conformance-board', kind: 'tile', name: 'board', rows: ['.'] }],
  };
  if (!validateCatalog(catalog)) throw new CaseError(`mission: a spawned model cannot be said as a catalog enemy: ${schemaProblem(validateCatalog.errors)}`);
  const notes: string[] = [];
  const types = new Map<string, EnemyType>();
  try {
    for (const e of spawned) types.set(e.id, { def: enemyDef(e, rs, rs.s, notes), miniature: e.group, faction: 1 });
    const rules = { ...doc, momentum: m.end === undefined ? { start } : doc.momentum };
    return compileMissionOnBoard(rules, board, rs, types);
  } catch (e) {
    if (e instanceof CompileError) throw new CaseError(`mission: ${e.message}`);
    throw e;
  }
}
