/**
 * The game state: flat and mutable inside the engine (typed arrays for the board layer, integer ids for
 * models), with the one seeded RNG inside it. Outside code reads it through `observe()` and changes it only
 * through `apply()` (see api.ts).
 */
import { Rng } from '../../../core/rng';
import type { Board, BoardElement } from './board';
import type { ModelDef } from './defs';
import type { CompiledMission } from './compile';
import type { Resolved } from './settings';
import { STATUSES, ST, faceNames, tokenLimit, type Face, type St } from './symbols';
import { pushAll } from '../../../core/lists';
import { GameScratch } from './scratch';
import { stError, says } from './errors';
import { MessageError } from '../../../format/messages/error';

export type LogEntry = { type: string; [field: string]: unknown };

export interface Model {
  /** Integer id: index in `state.models`. */
  i: number;
  /** External id, as in the mission or the case. */
  id: string;
  hero: boolean;
  /** Alliance: 0 for the Settlers, 1+ for each enemy faction (ST-1.3). */
  faction: number;
  /** Enemy group (activation token) index, -1 for heroes. */
  group: number;
  def: ModelDef;
  cell: number;
  wounds: number;
  ko: boolean;
  removed: boolean;
  tv: number;
  /** Count of each token (STATUSES order). */
  tokens: Int16Array;
  /** Activation serial in which each token was last gained (D-42). */
  gained: Int32Array;
  /** Hero activation token tick (D-7); for a KO hero, the tick of its KO marker. */
  tick: number;
  /** Focus dice saved on weapons (ST-14.8): attack index → face. */
  focus: Map<number, Face>;
  /** Resource cards held (ST-2.5). */
  resources: string[];
  /** Hero that gave this enemy its Soul Breaker token (ST-42.7). */
  soulBreakerBy: number;
  /** Dice added to tests for the rest of the activation (Energy Cell instant effects, ST-32.1). */
  bonusDice: number;
  /** Lasting changes to statistics (Serious Wounds, Oblivion cards, events). */
  statMods: Partial<Record<'RA' | 'PH' | 'PR' | 'MI' | 'HE', number>>;
  seriousWounds: number;
  /** Oblivion tokens stored on equipment (ST-40.11); the datapad's are `tokens[oblivion]`. */
  storedOblivion: number;
}

export interface Objective {
  tv: number;
  /** Squares the group heads for when no hero threatens it; empty for a pure TV threshold. */
  cells: number[];
  kind: 'reach' | 'guard' | 'none';
  label: string;
}

export interface Group {
  i: number;
  name: string;
  /** The catalog miniature its models use (ST-18): spawned models of that miniature join this token. */
  miniature: string;
  /** Activation token tick (D-7), -1 once removed (D-51). */
  tick: number;
  inCombat: boolean;
  models: number[];
  faction: number;
  objective: Objective | null;
  /** Patrol route (D-52): squares walked in order, looping. */
  patrol: number[] | null;
  patrolIndex: number;
}

export interface HeroActivation {
  hero: number;
  ap: number;
  startTick: number;
  serial: number;
  focusUsed: boolean;
  focusPending: boolean;
  actions: number;
  /** Healing actions used this activation (some are once per activation). */
  healsUsed: string[];
}

export interface GameResult {
  outcome: 'victory' | 'defeat' | 'draw';
  /** Why, in words (the report and the play view say it again in the UI language). */
  reason: string;
  /** The name of the condition that ended the game (`time-up`, `group-eliminated`…; D-64), or what else did. */
  condition: string;
  cycle: number;
  phase: number;
}

/** Where the dice come from: forced faces first (tests, conformance, "what if"), then the RNG. */
export interface DiceState {
  forced: Face[];
  forcedPenalty: Face[];
  fi: number;
  pi: number;
  /** When the forced faces run out: roll the RNG, or fail (conformance: "a roll that needs more forced dice fails"). */
  strict: boolean;
  /** Forced Orientation card draws (ST-15, D-47) as directions 0…3 (N, E, S, W), used before the RNG. */
  directions: number[];
  di: number;
}

/**
 * A hero's optional choices for one of its rolls that no step declares (FORMAT.md "Choices during run"): a
 * defence roll (against an enemy attack or collateral damage) or an Oblivion test. Die numbers count the
 * roll's dice from 0.
 */
export interface RollChoice {
  hero: number;
  roll: 'defence' | 'oblivion';
  rerolls?: number[];
  rerollPenalty?: boolean;
  selectPoint?: { die: number; face: Face };
  /** ST-29.9.2: a hero in Cover re-rolls one defence die against a physical attack. */
  coverReroll?: number;
  /** ST-45.7, ST-45.5, ST-45.3: tokens discarded for extra defence dice. */
  endurance?: boolean;
  improvedEndurance?: boolean;
  psionicShell?: boolean;
  /** ST-45.8: re-roll one die of an Oblivion test. */
  concentration?: number;
  used: boolean;
}

export class DiceExhausted extends MessageError {}

/** Counters the batch simulator reads after a game (never needed by the rules). */
export interface GameStats {
  /** Wounds taken by heroes, and by enemies, on each square. */
  heroWoundsAt: Int32Array;
  enemyWoundsAt: Int32Array;
  /** Heroes knocked out, and enemies eliminated, on each square (the studio's heat maps). */
  koAt: Int32Array;
  killsAt: Int32Array;
  killsByGroup: Map<string, number>;
  eventsFired: Map<string, number>;
  /** Per hero (in mission order): times knocked out, Serious Wound cards drawn. */
  koByHero: Int32Array;
  seriousByHero: Int32Array;
  /** TV of each hero each time the Cycle hand moves on (the hand reaching phase 12). */
  tvByCycle: number[][];
}

export interface GameState {
  board: Board;
  rs: Resolved;
  rng: Rng;
  dice: DiceState;
  models: Model[];
  groups: Group[];
  heroes: number[];
  byId: Map<string, number>;
  /** The Phase hand's absolute tick (D-7): sector = ((tick − 1) mod 12) + 1, cycle = floor(tick / 12). */
  hand: number;
  /** Model index per square, -1 when empty. KO heroes stay (they cannot be stopped on, ST-34.6). */
  occ: Int16Array;
  loot: Uint8Array;
  /** This game's square flags, element per square and elements: the board's plus drawn ones (see board.ts). */
  flags: Uint8Array;
  elem: Int16Array;
  elements: BoardElement[];
  /** Wounds taken by each destructible element (ST-31.1, ST-31.3); destroyed at its health. */
  elemWounds: Int16Array;
  /** Squares of standing elements whose blocking of sight is not in the board's static cache. */
  dynLos: number[];
  /** Bumped whenever a model or an obstacle appears, moves, falls or goes: caches of paths check it. */
  version: number;
  exploreCache: Map<number, { version: number; hind: number; ex: import('./movement').Explore }>;
  /** Step tables of this game's terrain by movement profile (movement.ts); emptied when `flags` change. */
  stepTables: (Int8Array | undefined)[];
  targetCache: Map<number, { version: number; cell: number; choice: import('./ai').TargetChoice }>;
  /** D-19 answers (can enemy m ever attack model t?) of this `version`, by m × 65536 + t (see ai.ts). */
  interactCache: { version: number; answers: Map<number, boolean> };
  /** What the mission's conditions read, as of the last check that changed none of it (see `checkConditions`). */
  conditionsSeen: { version: number; hand: number; interacted: number; fired: number; loot: number; timeUp: boolean };
  act: HeroActivation | null;
  serial: number;
  activations: number;
  /** Hero whose activation ended last and whether nothing started since (an `end` step after an automatic end). */
  lastEnded: number;
  log: LogEntry[] | null;
  result: GameResult | null;
  mission: MissionRuntime | null;
  stats: GameStats | null;
  /** Hero-side optional choices during rolls (re-roll tokens, cover re-roll, defence tokens). */
  heroChoices: 'none' | 'greedy';
  /** This game's scratch buffers (searches, the bots' arrays): never shared with another game, a clone included. */
  scratch: GameScratch;
  /** Choices given in advance for the hero rolls no action declares, used in order (conformance `run` choices). */
  rollChoices: RollChoice[];
  /** Where a choice the rules cannot honour is told (conformance: an illegal choice fails the case); null: ignored. */
  choiceErrors: string[] | null;
}

export interface AttackOptions {
  setAside?: number;
  useFocus?: boolean;
  rerolls?: number[];
  selectPoint?: { die: number; face: Face };
  /** ST-36.4: re-roll the Penalty die with a Re-roll token. */
  rerollPenalty?: boolean;
  coverReroll?: number;
  poisonReroll?: number;
  strength?: boolean;
  chain?: boolean;
  /** An Energy Cell power of the weapon's card to use (ST-32.1 (1)); a cell of its colour is discarded. */
  power?: string;
}

/** The mission's part of the state (see mission.ts). */
export interface MissionRuntime {
  cm: CompiledMission;
  /** Times each mission event fired. */
  fired: Map<string, number>;
  /** Events whose condition held at the last check. */
  holding: Set<string>;
  /** Interactive objects used (ST-14.10). */
  interacted: Set<string>;
  /** Loot tokens collected by heroes. */
  lootCollected: number;
  /** Resource cards printed on the map's loot tokens, by square. */
  lootCards: Map<number, string[]>;
  decks: { resources: string[]; serious: string[]; oblivion: string[]; draft: Map<number, string[]>; mission: string[] | null };
  /** Temporary effects (Oblivion cards, ST-40.10) that end at a tick. */
  timed: { until: number; model: number; stat: 'RA' | 'PH' | 'PR' | 'MI' | 'HE'; change: number }[];
  /** Effects of an Event card that lasts the whole mission, applied in every hero's token phase (ST-2.8). */
  ongoing: unknown[];
  spawnSerial: number;
  /** The end time was reached: `time-up` conditions hold. */
  timeUp: boolean;
  /** Some enemy has been on the board (an empty board at set-up is not "all eliminated"). */
  everEnemies: boolean;
}

export function newModel(i: number, id: string, def: ModelDef, faction: number, group: number, cell: number, startTV: number): Model {
  return {
    i,
    id,
    hero: def.hero,
    faction,
    group,
    def,
    cell,
    wounds: 0,
    ko: false,
    removed: false,
    tv: def.hero ? startTV : 0,
    tokens: new Int16Array(STATUSES.length),
    gained: new Int32Array(STATUSES.length).fill(-1),
    tick: 0,
    focus: new Map(),
    resources: [],
    soulBreakerBy: -1,
    bonusDice: 0,
    statMods: {},
    seriousWounds: 0,
    storedOblivion: 0,
  };
}

export function createState(board: Board, rs: Resolved, seed: number, scratch = new GameScratch()): GameState {
  return {
    board,
    rs,
    rng: Rng.fromSeed(seed),
    dice: { forced: [], forcedPenalty: [], fi: 0, pi: 0, strict: false, directions: [], di: 0 },
    models: [],
    groups: [],
    heroes: [],
    byId: new Map(),
    hand: 12,
    occ: new Int16Array(board.n).fill(-1),
    loot: new Uint8Array(board.n),
    flags: board.flags.slice(),
    elem: board.elem.slice(),
    elements: [...board.elements],
    elemWounds: new Int16Array(board.elements.length),
    dynLos: dynamicLos(board.elements),
    version: 0,
    exploreCache: new Map(),
    stepTables: [],
    targetCache: new Map(),
    interactCache: { version: -1, answers: new Map() },
    conditionsSeen: { version: -1, hand: 0, interacted: 0, fired: 0, loot: 0, timeUp: false },
    act: null,
    serial: 0,
    activations: 0,
    lastEnded: -1,
    log: [],
    result: null,
    mission: null,
    stats: null,
    heroChoices: 'none',
    scratch,
    rollChoices: [],
    choiceErrors: null,
  };
}

/** Standing elements that block sight but are not in the static cache: destructible or drawn for this game. */
export function dynamicLos(elements: readonly BoardElement[], destroyed?: (e: number) => boolean): number[] {
  const out: number[] = [];
  for (const e of elements) if (e.blocksLos && (e.health > 0 || e.dynamic) && !(destroyed && destroyed(e.index))) pushAll(out, e.cells);
  return out;
}

export function addModel(s: GameState, id: string, def: ModelDef, faction: number, group: number, cell: number): Model {
  if (s.byId.has(id)) throw stError('st-error-same-id', { id });
  if (cell >= 0 && s.occ[cell] >= 0) throw stError('st-error-occupied', { id, other: s.models[s.occ[cell]].id });
  const m = newModel(s.models.length, id, def, faction, group, cell, s.rs.s.startTV);
  s.version++;
  s.models.push(m);
  s.byId.set(id, m.i);
  if (cell >= 0) s.occ[cell] = m.i;
  if (m.hero) s.heroes.push(m.i);
  if (group >= 0) s.groups[group].models.push(m.i);
  return m;
}

export function addGroup(s: GameState, name: string, faction: number, miniature = ''): Group {
  const g: Group = { i: s.groups.length, name, miniature, tick: -1, inCombat: false, models: [], faction, objective: null, patrol: null, patrolIndex: 0 };
  s.groups.push(g);
  return g;
}

// ---------------------------------------------------------------- time (D-7, D-9)

export function sectorOf(tick: number): number {
  return ((((tick - 1) % 12) + 12) % 12) + 1;
}

export function cycleOf(tick: number): number {
  return Math.floor(tick / 12);
}

/** `Cycle.Phase` → tick. Phase 12 belongs to the cycle it starts (D-9: C.11 → (C+1).12 → (C+1).1). */
export function tickOf(cycle: number, phase: number): number {
  if (!Number.isInteger(phase) || phase < 1 || phase > 12) throw stError('st-error-phase', { phase });
  return 12 * cycle + (phase % 12);
}

/** Tick of the next occurrence of `sector` at or after the hand, less than one lap ahead. */
export function tickAhead(hand: number, sector: number): number {
  return hand + ((((sector - sectorOf(hand)) % 12) + 12) % 12);
}

export function timeLabel(tick: number): string {
  return `${cycleOf(tick)}.${sectorOf(tick)}`;
}

// ---------------------------------------------------------------- models

export function alive(m: Model): boolean {
  return !m.removed;
}

/** On the board and able to act or be targeted: not removed, not KO. */
export function active(m: Model): boolean {
  return !m.removed && !m.ko;
}

export function adversaries(a: Model, b: Model): boolean {
  return a.faction !== b.faction;
}

export function level(s: GameState, m: Model): number {
  return m.cell < 0 ? 0 : s.board.level[m.cell];
}

export function stat(m: Model, k: 'RA' | 'PH' | 'PR' | 'MI' | 'HE'): number {
  // Named loads, one per statistic: a load keyed by a variable name is several times slower, and this is
  // asked thousands of times a game.
  const mods = m.statMods;
  const d = m.def;
  switch (k) {
    case 'RA':
      return Math.max(0, d.RA + (mods.RA ?? 0));
    case 'PH':
      return Math.max(0, d.PH + (mods.PH ?? 0));
    case 'PR':
      return Math.max(0, d.PR + (mods.PR ?? 0));
    case 'MI':
      return Math.max(0, d.MI + (mods.MI ?? 0));
    case 'HE':
      return Math.max(0, d.HE + (mods.HE ?? 0));
  }
}

export function has(m: Model, st: St): boolean {
  return m.tokens[st] > 0;
}

export function log(s: GameState, e: LogEntry): void {
  if (s.log) s.log.push(e);
}

/** Gains a token unless immune (ST-41.6, ST-46.4) or at its limit (ST-41.3). Returns whether it was gained. */
export function give(s: GameState, m: Model, st: St, why?: string): boolean {
  if (m.removed) return false;
  if (m.def.immuneStatus.has(st)) {
    if (s.log) log(s, { type: 'immune', id: m.id, status: STATUSES[st] });
    return false;
  }
  if (st === ST.stunned && m.def.boss) return false;
  if (st === ST.engaged && (!m.hero || m.def.fly)) return false;
  if (st === ST.acted && m.hero) return false;
  if (m.tokens[st] >= tokenLimit(st)) return false;
  m.tokens[st]++;
  m.gained[st] = s.serial;
  // D-42: bonus AP gained during the hero's own activation apply at once.
  if (s.act && s.act.hero === m.i && (st === ST['1-ap'] || st === ST['2-ap'])) s.act.ap += st === ST['1-ap'] ? 1 : 2;
  if (s.log) log(s, why ? { type: 'status', id: m.id, status: STATUSES[st], gained: true, why } : { type: 'status', id: m.id, status: STATUSES[st], gained: true });
  return true;
}

export function discard(s: GameState, m: Model, st: St, all = true): void {
  if (m.tokens[st] <= 0) return;
  if (all) m.tokens[st] = 0;
  else m.tokens[st]--;
  if (s.log) log(s, { type: 'status', id: m.id, status: STATUSES[st], gained: false });
}

export function statusList(m: Model): string[] {
  const out: string[] = [];
  for (let i = 0; i < STATUSES.length; i++) if (m.tokens[i] > 0) out.push(STATUSES[i]);
  return out;
}

/**
 * Moves a model's miniature (no rules: callers check legality and fire triggers). Passing through an ally's
 * square (ST-14.1.3) leaves that square to the ally.
 */
export function place(s: GameState, m: Model, cell: number): void {
  s.version++;
  if (m.cell >= 0 && s.occ[m.cell] === m.i) s.occ[m.cell] = -1;
  m.cell = cell;
  if (cell >= 0 && s.occ[cell] < 0) s.occ[cell] = m.i;
}

export function rollAction(s: GameState): Face {
  const d = s.dice;
  if (d.fi < d.forced.length) return d.forced[d.fi++];
  if (d.strict) throw new DiceExhausted(says('st-error-action-dice'));
  return s.rs.action[s.rng.index(s.rs.action.length)];
}

export function rollPenalty(s: GameState): Face {
  const d = s.dice;
  if (d.pi < d.forcedPenalty.length) return d.forcedPenalty[d.pi++];
  if (d.strict) throw new DiceExhausted(says('st-error-penalty-dice'));
  return s.rs.penalty[s.rng.index(s.rs.penalty.length)];
}

/** The next choice given for this hero's roll of this kind, marked used (FORMAT.md: each entry is used once, in order). */
export function takeChoice(s: GameState, h: Model, roll: RollChoice['roll']): RollChoice | null {
  for (const c of s.rollChoices) {
    if (c.used || c.hero !== h.i || c.roll !== roll) continue;
    c.used = true;
    return c;
  }
  return null;
}

/** A hero choice the rules cannot honour: told where someone listens (conformance), else left out. */
export function choiceError(s: GameState, why: string): void {
  if (s.choiceErrors) s.choiceErrors.push(why);
}

export function facesForLog(faces: readonly Face[]): string[][] {
  return faces.map(faceNames);
}

export function newStats(board: Board, heroes: number): GameStats {
  return {
    heroWoundsAt: new Int32Array(board.n),
    enemyWoundsAt: new Int32Array(board.n),
    koAt: new Int32Array(board.n),
    killsAt: new Int32Array(board.n),
    killsByGroup: new Map(),
    eventsFired: new Map(),
    koByHero: new Int32Array(heroes),
    seriousByHero: new Int32Array(heroes),
    tvByCycle: [],
  };
}
