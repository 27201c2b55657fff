/**
 * The `sine-tempore` conformance runner (../shared/conformance/FORMAT.md): builds the case's board and
 * models, sets the clock and tokens, runs the steps with forced dice, and answers pointers and queries
 * from the real rules engine.
 */
import { CaseError, type ConformCase, type PreparedCase, type RulesetRunner } from '../../conform/types';
import { boardFromRows } from './rules/board';
import { applyModelSkill, attackFromJson, blankModel, eachRule, sizeOf, type ModelDef } from './rules/defs';
import { resolveSettings, type Resolved } from './rules/settings';
import { ST, faceOf, statusOf, tokenLimit } from './rules/symbols';
import {
  DiceExhausted,
  addGroup,
  addModel,
  createState,
  tickAhead,
  tickOf,
  type AttackOptions,
  type GameState,
  type Model,
} from './rules/state';
import { apply, type Action } from './rules/actions';
import { advance } from './rules/turn';
import { observe } from './rules/observe';
import { answer } from './rules/queries';

type Json = Record<string, unknown>;

function obj(v: unknown, what: string): Json {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new CaseError(`${what} must be an object`);
  return v as Json;
}

function roles(rs: Resolved) {
  return { closeCombat: rs.closeCombat, ranged: rs.ranged, psionic: rs.psionic };
}

/** A model of a case → the engine's definition (FORMAT.md "Model"). */
export function caseModelDef(j: Json, rs: Resolved): ModelDef {
  const hero = j.side === 'hero';
  if (!hero && j.side !== 'enemy') throw new CaseError(`model "${String(j.id)}": side is "hero" or "enemy"`);
  const def = blankModel(String(j.type ?? j.id), hero);
  def.name = String(j.name ?? j.id);
  def.size = sizeOf(j.size);
  const st = obj(j.stats ?? {}, `model "${String(j.id)}": stats`);
  for (const k of ['RA', 'PH', 'PR', 'MI', 'HE', 'CA', 'PD', 'MD'] as const) if (st[k] !== undefined) def[k] = Number(st[k]);
  const attacks = (hero ? (j.weapons ?? j.attacks) : (j.attacks ?? j.weapons)) as unknown[] | undefined;
  for (const w of attacks ?? []) def.attacks.push(attackFromJson(obj(w, 'a weapon'), hero, roles(rs)));
  for (const p of (j.powers as unknown[] | undefined) ?? []) {
    const a = attackFromJson({ type: 'psionic', ...obj(p, 'a power') }, hero, roles(rs));
    a.power = true;
    def.attacks.push(a);
    def.psionic = true;
  }
  eachRule(j.skills, (k, v) => applyModelSkill(def, k, v));
  // Equipment-like fields some cases give directly on the model.
  for (const key of ['defence', 'defense', 'armour', 'armor', 'immunity', 'immunities', 'resistance'] as const) {
    if (j[key] !== undefined) applyModelSkill(def, key === 'immunities' ? 'immunity' : key, j[key]);
  }
  if (j.rank !== undefined) {
    def.rank = String(j.rank);
    if (def.rank === 'boss' || def.rank === 'monster') def.boss = true;
  }
  if (Array.isArray(j.traits)) {
    def.traits = j.traits.map(String);
    if (def.traits.some((t) => /^(boss|monster)$/i.test(t))) def.boss = true;
    if (def.traits.some((t) => /^tiny$/i.test(t))) def.size = 0;
    if (def.traits.some((t) => /^big[ -]?guy$/i.test(t))) def.size = 2;
  }
  if (j.objectiveTV !== undefined && j.objectiveTV !== null) def.objectiveTV = Number(j.objectiveTV);
  if (j.chain !== undefined) {
    const c = j.chain as unknown;
    const names = typeof c === 'object' && c && Array.isArray((c as Json).attacks) ? ((c as Json).attacks as string[]) : null;
    const a = names ? def.attacks.findIndex((x) => x.name === names[0]) : 0;
    const b = names ? def.attacks.findIndex((x) => x.name === names[1]) : 1;
    const ap = typeof c === 'number' ? c : Number((c as Json).ap);
    if (a < 0 || b < 0 || !def.attacks[b]) throw new CaseError(`model "${String(j.id)}": a chain names two of its attacks`);
    def.chain = { a, b, ap };
    if (hero) def.chains.push({ a, b, ap });
  }
  if (hero) def.climb = Math.max(def.climb, 1);
  return def;
}

function xy(v: unknown, what: string): [number, number] {
  if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isInteger(n))) throw new CaseError(`${what} must be [x, y]`);
  return v as [number, number];
}

/** Sets up the game a case describes. */
export function setupCase(c: ConformCase): GameState {
  const rs = resolveSettings();
  const bj = obj(c.board, 'board');
  let board;
  try {
    board = boardFromRows(bj.rows as string[], {
      walls: bj.walls as [number, number][][] | undefined,
      levels: bj.levels as Record<string, number> | undefined,
      tiles: bj.tiles as Record<string, [number, number][]> | undefined,
    });
  } catch (e) {
    throw new CaseError(`board: ${(e as Error).message}`);
  }
  const s = createState(board, rs, 0);
  for (const l of board.loot) s.loot[l]++;
  try {
    s.dice.forced = ((c.dice as string[][] | undefined) ?? []).map((f) => faceOf(f));
    s.dice.forcedPenalty = ((c.penaltyDice as string[][] | undefined) ?? []).map((f) => faceOf(f));
  } catch (e) {
    throw new CaseError(`dice: ${(e as Error).message}`);
  }
  s.dice.strict = true;
  const models = (c.models as unknown[] | undefined) ?? [];
  if (!Array.isArray(models)) throw new CaseError('"models" must be a list');
  for (const raw of models) {
    const j = obj(raw, 'a model');
    const id = String(j.id);
    let def: ModelDef;
    try {
      def = caseModelDef(j, rs);
    } catch (e) {
      throw e instanceof CaseError ? e : new CaseError(`model "${id}": ${(e as Error).message}`);
    }
    const [x, y] = xy(j.at, `model "${id}": at`);
    const cell = board.width > x && board.height > y && x >= 0 && y >= 0 ? y * board.width + x : -1;
    if (cell < 0) throw new CaseError(`model "${id}" stands outside the board`);
    let g = -1;
    if (!def.hero) {
      const name = String(j.group ?? id);
      const found = s.groups.find((x) => x.name === name);
      g = found ? found.i : addGroup(s, name, 1).i;
    }
    try {
      addModel(s, id, def, def.hero ? 0 : 1, g, cell);
    } catch (e) {
      throw new CaseError((e as Error).message);
    }
  }
  const st = c.state === undefined ? {} : obj(c.state, 'state');
  const clock = st.clock === undefined ? { cycle: 1, phase: 1 } : obj(st.clock, 'state.clock');
  s.hand = tickOf(Number(clock.cycle ?? 1), Number(clock.phase ?? 1));
  const sectors = st.sectors === undefined ? {} : obj(st.sectors, 'state.sectors');
  for (const h of s.heroes) s.models[h].tick = s.hand;
  for (const g of s.groups) g.tick = s.hand;
  for (const [k, v] of Object.entries(sectors)) {
    const sector = Number(v);
    if (!Number.isInteger(sector) || sector < 1 || sector > 12) throw new CaseError(`state.sectors.${k}: a sector is 1 to 12`);
    const g = s.groups.find((x) => x.name === k);
    const mi = s.byId.get(k);
    if (g) g.tick = tickAhead(s.hand, sector);
    else if (mi !== undefined && s.models[mi].hero) s.models[mi].tick = tickAhead(s.hand, sector);
    else throw new CaseError(`state.sectors: "${k}" is neither a hero nor an enemy group`);
  }
  const model = (k: string, what: string): Model => {
    const mi = s.byId.get(k);
    if (mi === undefined) throw new CaseError(`${what}: there is no model "${k}"`);
    return s.models[mi];
  };
  for (const [k, v] of Object.entries(st.tv === undefined ? {} : obj(st.tv, 'state.tv'))) model(k, 'state.tv').tv = Number(v);
  for (const [k, v] of Object.entries(st.wounds === undefined ? {} : obj(st.wounds, 'state.wounds'))) {
    const m = model(k, 'state.wounds');
    m.wounds = Number(v);
    if (m.hero && m.wounds >= m.def.HE) m.ko = true;
  }
  for (const [k, v] of Object.entries(st.statuses === undefined ? {} : obj(st.statuses, 'state.statuses'))) {
    const m = model(k, 'state.statuses');
    if (!Array.isArray(v)) throw new CaseError(`state.statuses.${k} must be a list`);
    for (const name of v) {
      let st: number;
      try {
        st = statusOf(String(name));
      } catch (e) {
        throw new CaseError(`state.statuses.${k}: ${(e as Error).message}`);
      }
      // The same rules as gaining a token in play: immunities (ST-41.6, ST-4.13), Engaged only for heroes (ST-26.6).
      if (canHold(m, st)) m.tokens[st]++;
    }
  }
  for (const [k, v] of Object.entries(st.inCombat === undefined ? {} : obj(st.inCombat, 'state.inCombat'))) {
    const g = s.groups.find((x) => x.name === k);
    if (!g) throw new CaseError(`state.inCombat: there is no enemy group "${k}"`);
    g.inCombat = Boolean(v);
  }
  // ST-47.3: Predators are always in combat.
  for (const g of s.groups) if (g.models.some((k) => s.models[k].def.predator)) g.inCombat = true;
  if (st.active !== undefined) {
    const m = model(String(st.active), 'state.active');
    if (!m.hero) throw new CaseError('state.active names a hero');
    if (m.ko) throw new CaseError(`state.active: ${m.id} is knocked out`);
    s.serial++;
    const ap = m.def.RA + m.tokens[statusOf('1-ap')] + 2 * m.tokens[statusOf('2-ap')];
    s.act = { hero: m.i, ap, startTick: m.tick, serial: s.serial, focusUsed: false, focusPending: false, actions: 0, healsUsed: [] };
  }
  s.log = [];
  return s;
}

function canHold(m: Model, st: number): boolean {
  if (m.def.immuneStatus.has(st) || m.tokens[st] >= tokenLimit(st)) return false;
  if (st === ST.stunned && m.def.boss) return false;
  if (st === ST.engaged && (!m.hero || m.def.fly)) return false;
  return !(st === ST.acted && m.hero);
}

function options(step: Json): AttackOptions | undefined {
  const o: AttackOptions = {};
  const n = (v: unknown) => (typeof v === 'number' ? v : undefined);
  const aside = step.setAside ?? step.focusDie ?? step.keep ?? step.aside ?? step.focusAside ?? (step.focus as Json | undefined)?.setAside;
  o.setAside = Array.isArray(aside) ? n(aside[0]) : n(aside);
  const use = step.useFocus ?? step.addFocus ?? step.useFocusDie ?? step.addFocusDie ?? (step.focus as Json | undefined)?.use;
  if (use !== undefined) o.useFocus = Boolean(use);
  const rr = step.rerolls ?? step.reroll ?? step.reRoll ?? step['re-roll'];
  if (Array.isArray(rr)) o.rerolls = rr.map(Number);
  else if (typeof rr === 'number') o.rerolls = [rr];
  if (step.coverReroll !== undefined) o.coverReroll = Number(step.coverReroll);
  if (step.poisonReroll !== undefined) o.poisonReroll = Number(step.poisonReroll);
  if (step.strength !== undefined) o.strength = Boolean(step.strength);
  if (step.chain !== undefined) o.chain = Boolean(step.chain);
  if (step.selectPoint && typeof step.selectPoint === 'object') {
    const sp = step.selectPoint as Json;
    o.selectPoint = { die: Number(sp.die), face: faceOf(sp.face as string[]) };
  }
  return Object.values(o).some((v) => v !== undefined) ? o : undefined;
}

function toAction(step: Json): Action {
  const actor = String(step.actor ?? '');
  const d = step.do;
  switch (d) {
    case 'move':
      return { type: 'move', actor, path: step.path as [number, number][] };
    case 'attack':
      return { type: 'attack', actor, target: step.target as string, weapon: String(step.weapon ?? ''), options: options(step) };
    case 'wait':
      return { type: 'wait', actor, ap: Number(step.ap) };
    case 'focus':
    case 'meditate':
    case 'extinguish':
    case 'end':
      return { type: d, actor };
    case 'collect':
    case 'interact':
      return { type: d, actor, at: step.at as [number, number] };
    case 'disengage':
      return { type: 'disengage', actor, to: step.to as [number, number] };
    case 'exchange':
      return { type: 'exchange', actor, to: String(step.to), card: String(step.card) };
    case 'use':
      return { type: 'use', actor, card: String(step.card), target: step.target === undefined ? undefined : String(step.target) };
    case 'heal':
      return { type: 'heal', actor, skill: String(step.skill ?? 'heal'), target: String(step.target) };
    default:
      throw new CaseError(`unknown step "${String(d)}"`);
  }
}

function runSteps(s: GameState, steps: unknown[]): void {
  steps.forEach((raw, i) => {
    const step = obj(raw, `step ${i + 1}`);
    const label = `step ${i + 1} (${String(step.do)}${step.actor ? ` by ${String(step.actor)}` : ''})`;
    try {
      if (step.do === 'run') {
        const until = step.until ?? 'hero';
        if (until !== 'hero') throw new CaseError(`${label}: "until" is "hero"`);
        if (advance(s, 200) === 'limit') throw new CaseError(`${label}: no hero had to decide within 200 activations`);
        return;
      }
      const action = toAction(step);
      if (!s.act && s.activations === 0 && s.serial === 0 && action.type !== 'end') advance(s, 200);
      if (step.expectError) {
        const before = JSON.stringify({ ...observe(s), log: null });
        const r = apply(s, action);
        if (r.ok) throw new CaseError(`${label}: expected the engine to refuse it, but it was carried out`);
        const after = JSON.stringify({ ...observe(s), log: null });
        if (before !== after) throw new CaseError(`${label}: refused (${r.error}) but the state changed`);
        return;
      }
      const r = apply(s, action);
      if (!r.ok) throw new CaseError(`${label} was refused: ${r.error}`);
    } catch (e) {
      if (e instanceof CaseError) throw e;
      if (e instanceof DiceExhausted) throw new CaseError(`${label}: ${e.message}`);
      throw e;
    }
  });
}

export const sineTemporeRunner: RulesetRunner = {
  ruleset: 'sine-tempore',
  prepare(c: ConformCase): PreparedCase {
    const s = setupCase(c);
    if (c.steps !== undefined && !Array.isArray(c.steps)) throw new CaseError('"steps" must be a list');
    runSteps(s, (c.steps as unknown[] | undefined) ?? []);
    return {
      observe: () => observe(s),
      query: (name, args) => {
        try {
          return answer(s, name, args);
        } catch (e) {
          if (e instanceof CaseError) throw e;
          if (e instanceof DiceExhausted) throw new CaseError(`${name}: ${e.message}`);
          throw new CaseError(`${name}: ${(e as Error).message}`);
        }
      },
    };
  },
};
