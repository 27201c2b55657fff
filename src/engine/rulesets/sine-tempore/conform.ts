/**
 * The `sine-tempore` conformance runner (../shared/conformance/FORMAT.md, formats 1 and 2): reads the whole
 * case first (board, models, state, mission, forced dice, steps), so that a field it does not implement fails
 * the case before anything is played; then builds the game, runs the steps with forced dice through the real
 * rules engine, and answers pointers and queries. The mission block is compiled like any mission
 * (conform-mission.ts), never played by code of its own.
 */
import { CaseError, type ConformCase, type PreparedCase, type RulesetRunner } from '../../conform/types';
import { readFields, unreadFields, unreadMessage } from '../../conform/fields';
import { boardFromRows, DIR_NAMES } from './rules/board';
import type { ModelDef } from './rules/defs';
import { resolveSettings, type Resolved } from './rules/settings';
import { ST, statusOf, tokenLimit } from './rules/symbols';
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
  type RollChoice,
} from './rules/state';
import { apply, type Action } from './rules/actions';
import { advance } from './rules/turn';
import { answer } from './rules/queries';
import { startMission } from './rules/compile';
import { caseMission } from './conform-mission';
import { observeCase } from './conform-observe';
import { bool, caseModelDef, face, int, list, obj, optList, optObj, reading, str, xy, type Json } from './conform-read';

const DIRECTIONS: Record<string, number> = { north: 0, east: 1, south: 2, west: 3 };

/**
 * A step read and checked, ready to run: its action is made when the step comes, from what the case said and
 * where things stand then (a Wave aimed at its user's square, an object's square); or why the step is illegal.
 */
type Step =
  | { kind: 'run'; label: string; choices: ((s: GameState) => RollChoice)[] }
  | { kind: 'action'; label: string; action: (s: GameState) => Action | string; expectError: boolean; end: boolean };

function options(step: Json, label: string, attack: boolean): AttackOptions | undefined {
  const o: AttackOptions = {};
  if (step.reroll !== undefined) o.rerolls = list(step.reroll, `${label}: reroll`).map((i) => int(i, `${label}: reroll`, 0));
  if (step.rerollPenalty !== undefined) o.rerollPenalty = bool(step.rerollPenalty, `${label}: rerollPenalty`);
  if (step.poisonReroll !== undefined) o.poisonReroll = int(step.poisonReroll, `${label}: poisonReroll`, 0);
  if (step.selectThePoint !== undefined) {
    const sp = obj(step.selectThePoint, `${label}: selectThePoint`);
    o.selectPoint = { die: int(sp.die, `${label}: selectThePoint.die`, 0), face: face(sp.face, `${label}: selectThePoint.face`) };
  }
  if (step.strength !== undefined) o.strength = bool(step.strength, `${label}: strength`);
  if (step.setAside !== undefined) o.setAside = int(step.setAside, `${label}: setAside`, 0);
  if (step.useFocus !== undefined) o.useFocus = bool(step.useFocus, `${label}: useFocus`);
  if (attack && step.chain !== undefined) o.chain = bool(step.chain, `${label}: chain`);
  return Object.values(o).some((v) => v !== undefined) ? o : undefined;
}

/** `target`: a model id or, for an area, a square; absent for a Wave, which is aimed at its user's own square. */
function target(v: unknown, label: string): (s: GameState, actor: string) => string | [number, number] {
  if (v === undefined) return (s, actor) => {
    const i = s.byId.get(actor);
    const c = i === undefined ? 0 : s.models[i].cell;
    return [c % s.board.width, (c / s.board.width) | 0];
  };
  const t = typeof v === 'string' ? v : xy(v, `${label}: target`);
  return () => t;
}

function toAction(step: Json, label: string): (s: GameState) => Action | string {
  const actor = str(step.actor, `${label}: actor`);
  const d = step.do;
  const now = (a: Action) => () => a;
  switch (d) {
    case 'move':
      return now({ type: 'move', actor, path: list(step.path, `${label}: path`).map((p, i) => xy(p, `${label}: path[${i}]`)) });
    case 'attack': {
      const at = target(step.target, label);
      const weapon = str(step.weapon, `${label}: weapon`);
      const o = options(step, label, true);
      return (s) => ({ type: 'attack', actor, target: at(s, actor), weapon, options: o });
    }
    case 'power': {
      // ST-40.3: a psionic power is used like an attack; the step names one of the hero's powers.
      const at = target(step.target, label);
      const power = str(step.power, `${label}: power`);
      const o = options(step, label, false);
      return (s) => {
        const i = s.byId.get(actor);
        if (i !== undefined && !s.models[i].def.attacks.some((a) => a.power && a.name === power)) return `${actor} has no psionic power "${power}"`;
        return { type: 'attack', actor, target: at(s, actor), weapon: power, options: o };
      };
    }
    case 'wait':
      return now({ type: 'wait', actor, ap: int(step.ap, `${label}: ap`) });
    case 'focus':
    case 'meditate':
    case 'extinguish':
    case 'end':
      return now({ type: d, actor });
    case 'collect':
      return now({ type: 'collect', actor, at: xy(step.at, `${label}: at`) });
    case 'interact': {
      // FORMAT.md names the object; a square (`at`) is this project's older way.
      if (step.object === undefined) return now({ type: 'interact', actor, at: xy(step.at, `${label}: at`) });
      const id = str(step.object, `${label}: object`);
      return (s) => {
        const o = s.mission?.cm.objects.find((x) => x.id === id);
        return o ? { type: 'interact', actor, at: [o.cell % s.board.width, (o.cell / s.board.width) | 0] } : `there is no mission object "${id}"`;
      };
    }
    case 'disengage':
      return now({ type: 'disengage', actor, to: xy(step.to, `${label}: to`) });
    case 'exchange':
      return now({ type: 'exchange', actor, to: str(step.to, `${label}: to`), card: str(step.card, `${label}: card`) });
    case 'use':
      return now({ type: 'use', actor, card: str(step.card, `${label}: card`), target: step.target === undefined ? undefined : str(step.target, `${label}: target`) });
    case 'heal':
      return now({ type: 'heal', actor, skill: str(step.ability, `${label}: ability`), target: str(step.target, `${label}: target`) });
    default:
      throw new CaseError(`${label}: unknown step "${String(d)}"`);
  }
}

function readSteps(c: ConformCase): Step[] {
  return optList(c.steps, '"steps"').map((raw, i) => {
    const step = obj(raw, `step ${i + 1}`);
    const label = `step ${i + 1} (${String(step.do)}${step.actor !== undefined ? ` by ${String(step.actor)}` : ''})`;
    if (step.do === 'run') {
      const until = step.until ?? 'hero';
      if (until !== 'hero') throw new CaseError(`${label}: "until" is "hero"`);
      return { kind: 'run', label, choices: optList(step.choices, `${label}: choices`).map((x, k) => rollChoice(obj(x, `${label}: choices[${k}]`), `${label}: choices[${k}]`)) };
    }
    const expectError = step.expectError === undefined ? false : bool(step.expectError, `${label}: expectError`);
    return { kind: 'action', label, action: toAction(step, label), expectError, end: step.do === 'end' };
  });
}

/** `run` choices (FORMAT.md "Choices during run"): each for the next roll of its kind its hero makes. */
function rollChoice(j: Json, what: string): (s: GameState) => RollChoice {
  const id = str(j.hero, `${what}: hero`);
  const roll = j.roll;
  if (roll !== 'defence' && roll !== 'oblivion') throw new CaseError(`${what}: roll is "defence" or "oblivion"`);
  const c: RollChoice = { hero: -1, roll, used: false };
  if (j.reroll !== undefined) c.rerolls = list(j.reroll, `${what}: reroll`).map((x) => int(x, `${what}: reroll`, 0));
  if (j.rerollPenalty !== undefined) c.rerollPenalty = bool(j.rerollPenalty, `${what}: rerollPenalty`);
  if (j.selectThePoint !== undefined) {
    const sp = obj(j.selectThePoint, `${what}: selectThePoint`);
    c.selectPoint = { die: int(sp.die, `${what}: selectThePoint.die`, 0), face: face(sp.face, `${what}: selectThePoint.face`) };
  }
  if (j.coverReroll !== undefined) c.coverReroll = int(j.coverReroll, `${what}: coverReroll`, 0);
  if (j.endurance !== undefined) c.endurance = bool(j.endurance, `${what}: endurance`);
  if (j.improvedEndurance !== undefined) c.improvedEndurance = bool(j.improvedEndurance, `${what}: improvedEndurance`);
  if (j.psionicShell !== undefined) c.psionicShell = bool(j.psionicShell, `${what}: psionicShell`);
  if (j.concentration !== undefined) c.concentration = int(j.concentration, `${what}: concentration`, 0);
  return (s) => {
    const i = s.byId.get(id);
    if (i === undefined || !s.models[i].hero) throw new CaseError(`${what}: there is no hero "${id}"`);
    return { ...c, hero: i };
  };
}

function canHold(m: Model, st: number): boolean {
  if (m.def.immuneStatus.has(st)) return false;
  if (st === ST.stunned && m.def.boss) return false;
  if (st === ST.engaged && (!m.hero || m.def.fly)) return false;
  return !(st === ST.acted && m.hero);
}

/** The board, the models and their groups (FORMAT.md "Case", "Model"). */
function setupModels(c: ConformCase, rs: Resolved): GameState {
  const bj = obj(c.board, 'board');
  const tiles: Record<string, [number, number][]> = {};
  for (const [name, corners] of Object.entries(optObj(bj.tiles, 'board.tiles'))) tiles[name] = list(corners, `board.tiles.${name}`).map((q) => xy(q, `board.tiles.${name}`));
  const levels: Record<string, number> = {};
  for (const [k, v] of Object.entries(optObj(bj.levels, 'board.levels'))) levels[k] = int(v, `board.levels.${k}`);
  const walls = optList(bj.walls, 'board.walls').map((w, i) => list(w, `board.walls[${i}]`).map((q) => xy(q, `board.walls[${i}]`)));
  const rows = list(bj.rows, 'board.rows').map((r) => str(r, 'board.rows'));
  const board = reading('board', () => boardFromRows(rows, { walls, levels, tiles }));
  const s = createState(board, rs, 0);
  for (const l of board.loot) s.loot[l]++;
  for (const raw of list(c.models ?? [], '"models"')) {
    const j = obj(raw, 'a model');
    const id = str(j.id, 'a model: id');
    const def: ModelDef = caseModelDef(j, rs, id);
    const [x, y] = xy(j.at, `model "${id}": at`);
    const cell = board.width > x && board.height > y && x >= 0 && y >= 0 ? y * board.width + x : -1;
    if (cell < 0) throw new CaseError(`model "${id}" stands outside the board`);
    let g = -1;
    if (!def.hero) {
      const name = j.group === undefined ? id : str(j.group, `model "${id}": group`);
      const found = s.groups.find((x) => x.name === name);
      g = found ? found.i : addGroup(s, name, 1).i;
    }
    reading(`model "${id}"`, () => addModel(s, id, def, def.hero ? 0 : 1, g, cell));
  }
  return s;
}

/** FORMAT.md "State" and its Format 2 additions. */
function setupState(s: GameState, c: ConformCase): void {
  const st = optObj(c.state, 'state');
  const clock = optObj(st.clock, 'state.clock');
  s.hand = reading('state.clock', () => tickOf(clock.cycle === undefined ? 1 : int(clock.cycle, 'state.clock.cycle', 0), clock.phase === undefined ? 1 : int(clock.phase, 'state.clock.phase', 1)));
  for (const h of s.heroes) s.models[h].tick = s.hand;
  for (const g of s.groups) g.tick = s.hand;
  for (const [k, v] of Object.entries(optObj(st.sectors, 'state.sectors'))) {
    const sector = int(v, `state.sectors.${k}`, 1);
    if (sector > 12) throw new CaseError(`state.sectors.${k}: a sector is 1 to 12`);
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
  for (const [k, v] of Object.entries(optObj(st.tv, 'state.tv'))) model(k, 'state.tv').tv = int(v, `state.tv.${k}`, 0);
  for (const [k, v] of Object.entries(optObj(st.wounds, 'state.wounds'))) {
    const m = model(k, 'state.wounds');
    m.wounds = int(v, `state.wounds.${k}`, 0);
    // A hero whose Wounds equal its HE starts Knocked Out, its KO marker on its sector.
    if (m.hero && m.wounds >= m.def.HE) m.ko = true;
  }
  for (const [k, v] of Object.entries(optObj(st.statuses, 'state.statuses'))) {
    const m = model(k, 'state.statuses');
    for (const name of list(v, `state.statuses.${k}`)) {
      const t = reading(`state.statuses.${k}`, () => statusOf(str(name, `state.statuses.${k}`)));
      // The same rules as gaining a token in play: immunities (ST-41.6, ST-4.13), Engaged only for heroes (ST-26.6).
      if (canHold(m, t) && m.tokens[t] < tokenLimit(t)) m.tokens[t]++;
    }
  }
  for (const [k, v] of Object.entries(optObj(st.tokens, 'state.tokens'))) {
    const m = model(k, 'state.tokens');
    for (const [name, n] of Object.entries(obj(v, `state.tokens.${k}`))) {
      const t = reading(`state.tokens.${k}`, () => statusOf(name));
      const count = int(n, `state.tokens.${k}.${name}`, 0);
      m.tokens[t] = canHold(m, t) ? Math.min(count, tokenLimit(t)) : 0;
    }
  }
  for (const [k, v] of Object.entries(optObj(st.inCombat, 'state.inCombat'))) {
    const g = s.groups.find((x) => x.name === k);
    if (!g) throw new CaseError(`state.inCombat: there is no enemy group "${k}"`);
    g.inCombat = bool(v, `state.inCombat.${k}`);
  }
  for (const [i, at] of optList(st.loot, 'state.loot').entries()) {
    const [x, y] = xy(at, `state.loot[${i}]`);
    if (x < 0 || y < 0 || x >= s.board.width || y >= s.board.height) throw new CaseError(`state.loot[${i}] is outside the board`);
    s.loot[y * s.board.width + x]++;
  }
  for (const [k, v] of Object.entries(optObj(st.resources, 'state.resources'))) {
    const m = model(k, 'state.resources');
    m.resources = list(v, `state.resources.${k}`).map((x) => str(x, `state.resources.${k}`));
  }
  for (const [k, v] of Object.entries(optObj(st.focus, 'state.focus'))) {
    const m = model(k, 'state.focus');
    for (const [weapon, f] of Object.entries(obj(v, `state.focus.${k}`))) {
      const i = m.def.attacks.findIndex((a) => a.name === weapon);
      if (i < 0) throw new CaseError(`state.focus.${k}: ${k} has no weapon "${weapon}"`);
      m.focus.set(i, face(f, `state.focus.${k}.${weapon}`));
    }
  }
  // ST-47.3: Predators are always in combat.
  for (const g of s.groups) if (g.models.some((k) => s.models[k].def.predator)) g.inCombat = true;
  if (st.active !== undefined) {
    const m = model(str(st.active, 'state.active'), 'state.active');
    if (!m.hero) throw new CaseError('state.active names a hero');
    if (m.ko) throw new CaseError(`state.active: ${m.id} is knocked out`);
    // Its token phase and Oblivion test count as done: the activation starts afresh with its full AP.
    s.serial++;
    const ap = m.def.RA + m.tokens[ST['1-ap']] + 2 * m.tokens[ST['2-ap']];
    s.act = { hero: m.i, ap, startTick: m.tick, serial: s.serial, focusUsed: false, focusPending: false, actions: 0, healsUsed: [] };
  }
}

/** The forced inputs (FORMAT.md "Forced inputs"). */
function setupDice(s: GameState, c: ConformCase): void {
  s.dice.forced = optList(c.dice, '"dice"').map((f, i) => face(f, `dice[${i}]`));
  s.dice.forcedPenalty = optList(c.penaltyDice, '"penaltyDice"').map((f, i) => face(f, `penaltyDice[${i}]`));
  s.dice.directions = optList(c.directions, '"directions"').map((d, i) => {
    const v = DIRECTIONS[str(d, `directions[${i}]`)];
    if (v === undefined) throw new CaseError(`directions[${i}] is north, east, south or west (${DIR_NAMES.join(', ')})`);
    return v;
  });
  s.dice.strict = true;
}

/** Sets up the game a case describes; `steps` read as well, so the whole case has been read when it returns. */
export function setupCase(c: ConformCase): { s: GameState; steps: Step[] } {
  const format = c.format === undefined ? 1 : c.format;
  if (format !== 1 && format !== 2) throw new CaseError(`"format": ${JSON.stringify(format)} is not implemented (this runner reads formats 1 and 2)`);
  const rs = resolveSettings();
  const s = setupModels(c, rs);
  setupState(s, c);
  if (c.mission !== undefined) {
    const cm = caseMission(c.mission, `${Math.floor(s.hand / 12)}.${((((s.hand - 1) % 12) + 12) % 12) + 1}`, s.board, rs);
    startMission(s, cm);
    s.mission!.everEnemies = s.models.some((m) => !m.hero);
  }
  setupDice(s, c);
  const steps = readSteps(c);
  s.log = [];
  return { s, steps };
}

function runSteps(s: GameState, steps: Step[]): void {
  for (const step of steps) {
    const label = step.label;
    try {
      s.choiceErrors = [];
      if (step.kind === 'run') {
        s.rollChoices = step.choices.map((make) => make(s));
        if (advance(s, 200) === 'limit') throw new CaseError(`${label}: no hero had to decide within 200 activations`);
        if (s.choiceErrors.length) throw new CaseError(`${label}: ${s.choiceErrors[0]}`);
        const unused = s.rollChoices.findIndex((x) => !x.used);
        if (unused >= 0) throw new CaseError(`${label}: choices[${unused}] was not used: ${s.models[s.rollChoices[unused].hero].id} made no ${s.rollChoices[unused].roll} roll for it`);
        s.rollChoices = [];
        continue;
      }
      const make = step.action;
      // Before the first decision, the rules run up to it (the case's clock may start between activations).
      if (!s.act && s.activations === 0 && s.serial === 0 && !step.end) advance(s, 200);
      const action = make(s);
      if (step.expectError) {
        const before = JSON.stringify({ ...observeCase(s), log: null });
        const r = typeof action === 'string' ? { ok: false as const, error: action } : apply(s, action);
        if (r.ok) throw new CaseError(`${label}: expected the engine to refuse it, but it was carried out`);
        const after = JSON.stringify({ ...observeCase(s), log: null });
        if (before !== after) throw new CaseError(`${label}: refused (${r.error}) but the state changed`);
        continue;
      }
      const r = typeof action === 'string' ? { ok: false as const, error: action } : apply(s, action);
      if (!r.ok) throw new CaseError(`${label} was refused: ${r.error}`);
      if (s.choiceErrors.length) throw new CaseError(`${label}: ${s.choiceErrors[0]}`);
    } catch (e) {
      if (e instanceof CaseError) throw e;
      if (e instanceof DiceExhausted) throw new CaseError(`${label}: ${e.message}`);
      throw e;
    } finally {
      s.choiceErrors = null;
    }
  }
}

export const sineTemporeRunner: RulesetRunner = {
  ruleset: 'sine-tempore',
  prepare(c: ConformCase): PreparedCase {
    const { s, steps } = setupCase(c);
    // Everything but the expectations has been read: a field left over is one this runner does not implement.
    readFields(c, ['format']);
    const unread = unreadFields(c, ['expect']);
    if (unread.length > 0) throw new CaseError(unreadMessage('sine-tempore', unread));
    runSteps(s, steps);
    return {
      observe: () => observeCase(s),
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
