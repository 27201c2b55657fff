/**
 * The run engine: one run of a deck, as a flat mutable state and a step API. `legalActions` says what the team may
 * do now; `apply` carries out one action, or refuses it with a reason for people and leaves the state untouched.
 * Every accepted action appends to the log (when the state keeps one). Randomness comes only from the seeded RNG
 * inside the state, so a run is a seed plus decisions.
 *
 * The procedure follows ../shared/rules/time-stories.md: layout and card A (TS-15), entry (TS-16), action rounds of
 * 1 TU with one action per agent (TS-17), tests and rolls (TS-19, TS-20), location changes with the time-captain die
 * (TS-18), death and the vortex (TS-22), status tokens (TS-23), reveals (TS-24) and the end of a run (TS-14.4).
 */
import { Rng } from '../../../core/rng';
import { NOBODY, TEAM, letterOf, type CCondition, type CEffect, type CompiledDeck } from './compile';
import { LETTERS } from './deck';
import {
  idlePenalties,
  removeHits,
  rollPenalties,
  returnsAtTu,
  RED_LEAVE_EXTRA,
  type Penalties,
  type Shields,
} from './rules';
import { maxOf, minOf } from '../../../core/lists';

export type RunPhase = 'entry' | 'round' | 'ended';

export type Outcome =
  | { result: 'success'; tu: number }
  | { result: 'failure'; reason: 'time' | 'death' | 'special'; failure: string | null; tu: number };

export interface LogEntry {
  type: string;
  [field: string]: unknown;
}

export interface RunState {
  runNo: number;
  tu: number;
  /** TS-40.7: the last TU went on an action round; the round completes, then the team is recalled. */
  latched: boolean;
  phase: RunPhase;
  /** Action rounds played in this run; also tells which round a shared item was last used in (TS-11.7). */
  round: number;
  location: number;
  previous: number;
  /** Increases at every layout, so effects that moved the team can tell the visit changed under them. */
  visit: number;
  captain: number;
  // Agents, by index in the team.
  host: number[];
  lp: number[];
  dead: boolean[];
  returnsAt: (number | null)[];
  /** Slot of the current layout the agent stands on, or -1. */
  slot: number[];
  /** Back from the vortex during this round: acts from the next TU on (TS-40.26). */
  justReturned: boolean[];
  // The current layout: one entry per slot (panorama position).
  slotCard: number[];
  explored: boolean[];
  fired: boolean[];
  started: boolean[];
  passed: boolean[];
  left: number[][];
  permitted: boolean[];
  optionsUsed: number[];
  // The run.
  tokens: boolean[];
  /** Owner of each item: an agent index, TEAM or NOBODY. */
  owner: number[];
  usedInRound: number[];
  resources: number[];
  /** Cards out of play until the next run: beaten opponents and discarded perishable cards (TS-19.10, TS-10.5.3). */
  removed: boolean[];
  /** Cards some agent explored during this run. */
  visited: boolean[];
  rng: Rng;
  log: LogEntry[] | null;
  outcome: Outcome | null;
  deaths: number;
  travels: number;
  /** Locations laid out during this run, in order. */
  path: number[];
}

export type RoundOrder =
  | { agent: number; do: 'roll' }
  | { agent: number; do: 'move'; to: string }
  | { agent: number; do: 'nothing' };

export type Action =
  | { type: 'enter'; slots: (string | null)[] }
  | { type: 'round'; orders: RoundOrder[] }
  | { type: 'leave'; to: string; die?: number }
  | { type: 'choose'; agent: number; option: number }
  | { type: 'give'; item: number; to: number };

export type ApplyResult = { ok: true } | { ok: false; reason: string };

export interface RunOptions {
  seed?: number;
  rng?: Rng;
  runNo?: number;
  /** Items kept from earlier runs (agency logo), as item indices. */
  kept?: number[];
  /** Status tokens kept from earlier runs (`persists`), as token indices. */
  tokens?: number[];
  /** First time captain (agent index). */
  captain?: number;
  /** Keep a log (the step-by-step pane does; batch runs do not, for speed). */
  log?: boolean;
}

const refuse = (reason: string): ApplyResult => ({ ok: false, reason });
const OK: ApplyResult = { ok: true };

export function newRun(deck: CompiledDeck, opts: RunOptions = {}): RunState {
  const n = deck.team.length;
  const s: RunState = {
    runNo: opts.runNo ?? 1,
    tu: deck.tuStart,
    latched: false,
    phase: 'entry',
    round: 0,
    location: NOBODY,
    previous: NOBODY,
    visit: 0,
    captain: (opts.captain ?? 0) % Math.max(1, n),
    host: [...deck.team],
    lp: deck.team.map((h) => deck.hosts[h].lp),
    dead: deck.team.map(() => false),
    returnsAt: deck.team.map(() => null),
    slot: deck.team.map(() => -1),
    justReturned: deck.team.map(() => false),
    slotCard: [],
    explored: [],
    fired: [],
    started: [],
    passed: [],
    left: [],
    permitted: [],
    optionsUsed: [],
    tokens: deck.tokens.map(() => false),
    owner: deck.items.map(() => NOBODY),
    usedInRound: deck.items.map(() => -1),
    resources: [0, 0, 0, 0],
    removed: deck.cards.map(() => false),
    visited: deck.cards.map(() => false),
    rng: opts.rng ?? Rng.fromSeed(opts.seed ?? 1),
    log: opts.log === false ? null : [],
    outcome: null,
    deaths: 0,
    travels: 0,
    path: [],
  };
  deck.team.forEach((h, a) => {
    for (const it of deck.hosts[h].equipment)
      if (s.owner[it] === NOBODY) s.owner[it] = deck.items[it].team ? TEAM : a;
    deck.hosts[h].resources.forEach((v, c) => (s.resources[c] += v));
  });
  // TS-40.29: agency items go to the host who benefits most; information stays with the team.
  for (const it of opts.kept ?? [])
    if (s.owner[it] === NOBODY) s.owner[it] = deck.items[it].team ? TEAM : bestHolder(deck, s, it);
  for (const t of opts.tokens ?? []) s.tokens[t] = true;
  if (s.log) note(s, { type: 'run', run: s.runNo, tu: s.tu, hosts: deck.team.map((h) => deck.hosts[h].id) });
  // TS-40.5: the base names the first location; the transfer costs nothing and keeps the time captain.
  if (deck.start >= 0) layout(deck, s, deck.start);
  else end(deck, s, { result: 'failure', reason: 'special', failure: null, tu: s.tu });
  return s;
}

/** The next run of a campaign: agency items and persistent tokens carry over (TS-11.8, TS-40.30). */
export function nextRun(
  deck: CompiledDeck,
  prev: RunState,
  opts: Omit<RunOptions, 'kept' | 'tokens' | 'runNo'> = {},
): RunState {
  const kept = deck.items.filter((it) => it.agency && prev.owner[it.index] !== NOBODY).map((it) => it.index);
  const tokens = deck.tokens.map((_, t) => t).filter((t) => deck.tokenPersists[t] && prev.tokens[t]);
  return newRun(deck, {
    rng: prev.rng,
    log: prev.log !== null,
    ...opts,
    runNo: prev.runNo + 1,
    kept,
    tokens,
    captain: (prev.captain + 1) % Math.max(1, deck.team.length),
  });
}

/** A run as plain JSON (TS-26.2, TS-40.38): everything, test progress and the RNG state included. */
export function saveRun(s: RunState): Record<string, unknown> {
  return { ...cloneRun(s), rng: s.rng.state() };
}

/** The inverse of `saveRun`. */
export function loadRun(saved: Record<string, unknown>): RunState {
  const copy = JSON.parse(JSON.stringify(saved)) as Omit<RunState, 'rng'> & { rng: number[] };
  return { ...copy, rng: Rng.fromState(copy.rng) };
}

/** A deep copy, for "what if" and undo in the step pane. */
export function cloneRun(s: RunState): RunState {
  return {
    ...s,
    host: [...s.host],
    lp: [...s.lp],
    dead: [...s.dead],
    returnsAt: [...s.returnsAt],
    slot: [...s.slot],
    justReturned: [...s.justReturned],
    slotCard: [...s.slotCard],
    explored: [...s.explored],
    fired: [...s.fired],
    started: [...s.started],
    passed: [...s.passed],
    left: s.left.map((l) => [...l]),
    permitted: [...s.permitted],
    optionsUsed: [...s.optionsUsed],
    tokens: [...s.tokens],
    owner: [...s.owner],
    usedInRound: [...s.usedInRound],
    resources: [...s.resources],
    removed: [...s.removed],
    visited: [...s.visited],
    rng: s.rng.clone(),
    log: s.log ? [...s.log] : null,
    outcome: s.outcome ? { ...s.outcome } : null,
    path: [...s.path],
  };
}

/** A function, not an inline comparison: effects end runs behind TypeScript's narrowing. */
function over(s: RunState): boolean {
  return s.phase === 'ended';
}

function note(s: RunState, e: LogEntry) {
  if (s.log) s.log.push(e);
}

function bestHolder(deck: CompiledDeck, s: RunState, item: number): number {
  const it = deck.items[item];
  let best = 0;
  let score = -1;
  s.host.forEach((h, a) => {
    const v = deck.hosts[h].dice.reduce((acc, d, k) => acc + (d > 0 ? it.dice[k] + it.hits[k] : 0), 0);
    if (v > score) {
      score = v;
      best = a;
    }
  });
  return best;
}

// ---------------------------------------------------------------------------------------------------------------
// Layout, exploring and effects

function layout(deck: CompiledDeck, s: RunState, loc: number) {
  s.visit++;
  s.location = loc;
  s.path.push(loc);
  s.phase = 'entry';
  const cards = deck.locations[loc].panorama.filter((c) => !s.removed[c]);
  const n = cards.length;
  s.slotCard = cards;
  s.explored = new Array(n).fill(false);
  s.fired = new Array(n).fill(false);
  s.started = new Array(n).fill(false);
  s.passed = new Array(n).fill(false);
  s.left = cards.map((c) => (deck.cards[c].test ? [...deck.cards[c].test!.counts] : []));
  s.permitted = new Array(n).fill(false);
  s.optionsUsed = new Array(n).fill(0);
  for (let a = 0; a < s.slot.length; a++) s.slot[a] = -1;
  if (s.log)
    note(s, {
      type: 'layout',
      location: deck.locations[loc].id,
      cards: cards.map((c) => letterOf(deck.cards[c])),
      tu: s.tu,
    });
}

function active(s: RunState): number[] {
  const out: number[] = [];
  for (let a = 0; a < s.dead.length; a++) if (!s.dead[a]) out.push(a);
  return out;
}

function anyAlive(s: RunState): boolean {
  for (let a = 0; a < s.dead.length; a++) if (!s.dead[a]) return true;
  return false;
}

function end(deck: CompiledDeck, s: RunState, outcome: Outcome) {
  if (over(s)) return;
  s.phase = 'ended';
  s.outcome = outcome;
  if (s.log) note(s, { type: 'end', ...outcome });
}

/** TS-40.31: the first `time` card whose condition holds; the death card when everyone died (TS-22.8). */
function failureCard(deck: CompiledDeck, s: RunState, reason: 'time' | 'death'): string | null {
  const pick = (type: 'time' | 'death') =>
    deck.failures.find(
      (f) => f.type === type && (f.condition === null || holds(deck, s, f.condition, NOBODY)),
    );
  const card =
    (reason === 'death' ? pick('death') : undefined) ??
    pick('time') ??
    deck.failures.find((f) => f.type === 'time');
  return card ? card.id : null;
}

function endTime(deck: CompiledDeck, s: RunState) {
  end(deck, s, { result: 'failure', reason: 'time', failure: failureCard(deck, s, 'time'), tu: s.tu });
}

/** TU never go below 0 (TS-1.3); any source but a round's own spend that reaches 0 recalls the team at once (TS-25.3). */
function loseTu(deck: CompiledDeck, s: RunState, n: number, source: string) {
  if (n <= 0 || over(s)) return;
  s.tu = Math.max(0, s.tu - n);
  if (s.log) note(s, { type: 'tu', source, lost: n, tu: s.tu });
  checkReturns(deck, s);
  if (s.tu === 0 && !s.latched) endTime(deck, s);
}

function gainTu(deck: CompiledDeck, s: RunState, n: number) {
  const cap = deck.settings.trackMax ?? Number.POSITIVE_INFINITY;
  s.tu = Math.min(cap, s.tu + n);
  if (s.log) note(s, { type: 'tu', source: 'effect', gained: n, tu: s.tu });
}

/** TS-22.6, TS-40.26: back from the vortex when the marker reaches or passes the small figure. */
function checkReturns(deck: CompiledDeck, s: RunState) {
  if (s.tu === 0) return;
  for (let a = 0; a < s.dead.length; a++) {
    const at = s.returnsAt[a];
    if (!s.dead[a] || at === null || s.tu > at) continue;
    s.dead[a] = false;
    s.lp[a] = deck.hosts[s.host[a]].lp;
    s.returnsAt[a] = null;
    s.justReturned[a] = true;
    // TS-22.6.1: placed for free on a slot where another agent stands.
    let slot = -1;
    if (s.phase === 'round')
      for (let b = 0; b < s.slot.length && slot < 0; b++)
        if (b !== a && !s.dead[b] && s.slot[b] >= 0) slot = s.slot[b];
    s.slot[a] = slot;
    if (s.log) note(s, { type: 'return', agent: a, host: deck.hosts[s.host[a]].id, tu: s.tu });
  }
}

function hurt(deck: CompiledDeck, s: RunState, a: number, n: number, cause: string) {
  if (n <= 0 || s.dead[a]) return;
  s.lp[a] = Math.max(0, s.lp[a] - n);
  if (s.log) note(s, { type: 'lp', agent: a, lost: n, lp: s.lp[a], cause });
  if (s.lp[a] > 0) return;
  s.dead[a] = true;
  s.returnsAt[a] = returnsAtTu(s.tu);
  s.slot[a] = -1;
  s.deaths++;
  if (s.log)
    note(s, {
      type: 'death',
      agent: a,
      host: deck.hosts[s.host[a]].id,
      tu: s.tu,
      returnsAtTu: s.returnsAt[a],
    });
  if (!anyAlive(s)) {
    // TS-22.8: the run ends at once, so nobody comes back from the vortex this run.
    s.returnsAt.fill(null);
    end(deck, s, { result: 'failure', reason: 'death', failure: failureCard(deck, s, 'death'), tu: s.tu });
  }
}

export function holds(deck: CompiledDeck, s: RunState, c: CCondition, a: number): boolean {
  switch (c.t) {
    case 'status':
      return c.token >= 0 && s.tokens[c.token];
    case 'all-status':
      for (const t of c.tokens) if (t < 0 || !s.tokens[t]) return false;
      return true;
    case 'item':
      return c.item >= 0 && s.owner[c.item] !== NOBODY;
    case 'host':
      if (a >= 0) return c.hosts.includes(s.host[a]);
      for (let b = 0; b < s.host.length; b++) if (!s.dead[b] && c.hosts.includes(s.host[b])) return true;
      return false;
    case 'resource':
      return c.colour >= 0 && s.resources[c.colour] >= c.count;
    case 'run':
      return s.runNo >= c.n;
    case 'all':
      for (const x of c.of) if (!holds(deck, s, x, a)) return false;
      return true;
    case 'any':
      for (const x of c.of) if (holds(deck, s, x, a)) return true;
      return false;
    case 'not':
      return !holds(deck, s, c.of, a);
    case 'never':
      return false;
  }
}

/** Applies effects for agent `a` (NOBODY for none). Stops when the run ends or the team is moved elsewhere. */
function runEffects(deck: CompiledDeck, s: RunState, effects: readonly CEffect[], a: number) {
  const visit = s.visit;
  for (const e of effects) {
    if (over(s)) return;
    switch (e.t) {
      case 'gain-item':
        // TS-40.15: items are unique; one already in play is not gained again.
        if (e.item >= 0 && s.owner[e.item] === NOBODY) {
          s.owner[e.item] = deck.items[e.item].team || a < 0 || s.dead[a] ? TEAM : a;
          if (s.log) note(s, { type: 'item', item: deck.items[e.item].number, owner: s.owner[e.item] });
        }
        break;
      case 'lose-item':
        if (e.item >= 0 && s.owner[e.item] !== NOBODY) {
          s.owner[e.item] = NOBODY;
          if (s.log) note(s, { type: 'item-lost', item: deck.items[e.item].number });
        }
        break;
      case 'gain-status':
        if (e.token >= 0 && !s.tokens[e.token]) {
          s.tokens[e.token] = true;
          if (s.log) note(s, { type: 'status', token: deck.tokens[e.token] });
        }
        break;
      case 'lose-status':
        if (e.token >= 0 && s.tokens[e.token]) {
          s.tokens[e.token] = false;
          if (s.log) note(s, { type: 'status-lost', token: deck.tokens[e.token] });
        }
        break;
      case 'tu':
        if (e.n > 0) gainTu(deck, s, e.n);
        else loseTu(deck, s, -e.n, 'effect');
        break;
      case 'lp': {
        const who = e.team ? active(s) : a >= 0 ? [a] : [];
        for (const b of who) {
          if (e.n < 0) hurt(deck, s, b, -e.n, 'effect');
          else if (!s.dead[b]) s.lp[b] = Math.min(deck.hosts[s.host[b]].lp, s.lp[b] + e.n);
        }
        break;
      }
      case 'resource':
        if (e.colour >= 0) s.resources[e.colour] = Math.max(0, s.resources[e.colour] + e.n);
        break;
      case 'reveal':
        if (s.visit === visit) reveal(deck, s, e.card, a);
        break;
      case 'permit': {
        const slot = e.card >= 0 && s.visit === visit ? s.slotCard.indexOf(e.card) : -1;
        if (slot >= 0) s.permitted[slot] = true;
        break;
      }
      case 'go-to':
        if (e.location >= 0 && e.location !== s.location) travel(deck, s, e.location, undefined, 'effect');
        break;
      case 'success':
        end(deck, s, { result: 'success', tu: s.tu });
        break;
      case 'failure':
        end(deck, s, {
          result: 'failure',
          reason: 'special',
          failure: e.failure >= 0 ? deck.failures[e.failure].id : null,
          tu: s.tu,
        });
        break;
      case 'if':
        runEffects(deck, s, holds(deck, s, e.condition, a) ? e.then : e.else, a);
        break;
    }
  }
}

/** TS-16.6: an agent explores the card of its slot; its effects fire once per layout (TS-40.15) and its test starts. */
function explore(deck: CompiledDeck, s: RunState, slot: number, a: number) {
  const c = s.slotCard[slot];
  if (c < 0) return;
  const card = deck.cards[c];
  s.visited[c] = true;
  s.explored[slot] = true;
  if (s.log) note(s, { type: 'explore', agent: a, card: letterOf(card), title: card.title });
  const visit = s.visit;
  if (!s.fired[slot]) {
    s.fired[slot] = true;
    runEffects(deck, s, card.effects, a);
  }
  if (s.visit !== visit || over(s) || s.slotCard[slot] !== c) return;
  // TS-40.16: a test that is not optional starts, shields placed, the first time its card is explored.
  if (card.test && !card.test.optional && !s.started[slot] && !s.passed[slot]) s.started[slot] = true;
}

/** TS-24, TS-40.14: the revealed card takes the place of the card the agents stand on; they explore it at once. */
function reveal(deck: CompiledDeck, s: RunState, card: number, a: number) {
  if (card < 0 || deck.cards[card].location !== s.location || s.removed[card]) return;
  const here = a >= 0 ? s.slot[a] : -1;
  if (here < 0) return;
  const there = s.slotCard.indexOf(card);
  if (there === here) return;
  if (there >= 0) s.slotCard[there] = -1;
  s.slotCard[here] = card;
  s.explored[here] = false;
  s.fired[here] = false;
  s.started[here] = false;
  s.passed[here] = false;
  s.left[here] = deck.cards[card].test ? [...deck.cards[card].test!.counts] : [];
  s.permitted[here] = false;
  s.optionsUsed[here] = 0;
  if (s.log) note(s, { type: 'reveal', card: letterOf(deck.cards[card]) });
  explore(deck, s, here, a);
}

/** TS-18 steps 1–5: leave, tidy, roll the time-captain die (+2 from a red location), pass the role, lay out. */
function travel(deck: CompiledDeck, s: RunState, to: number, die: number | undefined, why: string) {
  const faces = deck.settings.captainDie;
  const roll = die ?? faces[s.rng.index(faces.length)];
  const red = deck.locations[s.location]?.red === true;
  const cost = roll + (red ? RED_LEAVE_EXTRA : 0);
  if (s.log)
    note(s, {
      type: 'leave',
      from: deck.locations[s.location]?.id,
      to: deck.locations[to].id,
      captainDie: roll,
      red,
      cost,
      why,
    });
  s.travels++;
  s.previous = s.location;
  for (let a = 0; a < s.slot.length; a++) s.slot[a] = -1;
  loseTu(deck, s, cost, 'location-change');
  if (over(s)) return;
  // TS-18.6, TS-40.27: the role passes left, to the next agent whose host is alive.
  const n = s.host.length;
  for (let k = 1; k <= n; k++) {
    const b = (s.captain + k) % n;
    if (!s.dead[b]) {
      s.captain = b;
      break;
    }
  }
  layout(deck, s, to);
}

// ---------------------------------------------------------------------------------------------------------------
// Dice and rolls

export function diceFor(deck: CompiledDeck, s: RunState, a: number, skill: number): number {
  let n = deck.hosts[s.host[a]].dice[skill] ?? 0;
  for (const it of deck.items) if (it.dice[skill] > 0 && usable(s, it.index, a)) n += it.dice[skill];
  return n;
}

function usable(s: RunState, item: number, a: number): boolean {
  const o = s.owner[item];
  if (o === a) return true;
  // TS-11.7, TS-22.5: shared items and a dead host's belongings help one host per TU.
  if (o === TEAM || (o >= 0 && s.dead[o])) return s.usedInRound[item] !== s.round;
  return false;
}

function resistanceOf(deck: CompiledDeck, s: RunState, a: number): number {
  let r = deck.hosts[s.host[a]].resistance;
  for (const it of deck.items)
    if (it.resistance > 0 && (s.owner[it.index] === a || s.owner[it.index] === TEAM)) r += it.resistance;
  return r;
}

function roll(
  deck: CompiledDeck,
  s: RunState,
  a: number,
  skill: number,
): { hits: number; skulls: number; dice: number } {
  let dice = deck.hosts[s.host[a]].dice[skill] ?? 0;
  let hits = deck.hosts[s.host[a]].hits[skill] ?? 0;
  for (const it of deck.items) {
    if ((it.dice[skill] > 0 || it.hits[skill] > 0) && usable(s, it.index, a)) {
      dice += it.dice[skill];
      hits += it.hits[skill];
      if (s.owner[it.index] !== a) s.usedInRound[it.index] = s.round;
    }
  }
  const faces = deck.settings.actionDie;
  let skulls = 0;
  for (let i = 0; i < dice; i++) {
    const f = faces[s.rng.index(faces.length)];
    hits += f.hits;
    skulls += f.skulls;
  }
  return { hits, skulls, dice };
}

function shieldsOf(deck: CompiledDeck, s: RunState, slot: number): Shields {
  return { kinds: deck.cards[s.slotCard[slot]].test!.kinds, left: s.left[slot] };
}

function suffer(deck: CompiledDeck, s: RunState, a: number, p: Penalties, cause: string) {
  // TS-40.20: LP (counter-strike, then hearts), then time, then special; a death keeps the rest (TS-40.22).
  hurt(deck, s, a, p.lp, cause);
  loseTu(deck, s, p.tu, 'time-shield');
  for (let i = 0; i < p.special && !over(s); i++) runEffects(deck, s, deck.special, a);
}

function resolveRoll(deck: CompiledDeck, s: RunState, a: number) {
  const slot = s.slot[a];
  const c = s.slotCard[slot];
  const card = deck.cards[c];
  const test = card.test!;
  if (!s.started[slot]) s.started[slot] = true;
  const r = roll(deck, s, a, test.skill);
  const sh = shieldsOf(deck, s, slot);
  removeHits(sh, r.hits);
  const passed = sh.left.every((x) => x === 0);
  s.passed[slot] = passed;
  const p = passed ? null : rollPenalties(sh, r.skulls, resistanceOf(deck, s, a));
  if (s.log) {
    const entry: LogEntry = {
      type: 'roll',
      agent: a,
      card: letterOf(card),
      dice: r.dice,
      hits: r.hits,
      skulls: r.skulls,
      passed,
    };
    if (p) Object.assign(entry, { left: [...s.left[slot]], counterStrike: p.strength });
    note(s, entry);
  }
  if (!p) {
    // TS-19.10, TS-40.42: a beaten opponent leaves play until the next run.
    if (test.opponent) s.removed[c] = true;
    runEffects(deck, s, test.onPass, a);
    return;
  }
  suffer(deck, s, a, p, p.wounded ? 'counter-strike' : 'heart-shield');
}

// ---------------------------------------------------------------------------------------------------------------
// Legality

function slotOfLetter(deck: CompiledDeck, s: RunState, letter: string): number {
  const L = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
  for (let i = 0; i < s.slotCard.length; i++)
    if (s.slotCard[i] >= 0 && deck.cards[s.slotCard[i]].letter === L) return i;
  return -1;
}

/** TS-19.8: an agent on an unpassed padlock test cannot move, and the team cannot leave. */
export function padlocked(deck: CompiledDeck, s: RunState, a: number): boolean {
  const slot = s.slot[a];
  if (slot < 0 || s.dead[a]) return false;
  const c = s.slotCard[slot];
  return c >= 0 && deck.cards[c].test?.padlock === true && s.started[slot] && !s.passed[slot];
}

/** Bits of `lockFailure`: which rule keeps agents off a slot. */
const F_EMPTY = 1;
const F_FORBIDDEN = 2;
const F_LOCK = 4;

/**
 * 0 when the agents `movers` may stand on `slot` together (TS-10.4, TS-40.11), else why not: F_EMPTY, F_FORBIDDEN, or
 * F_LOCK + 8 × the index of the failing lock. `others` are agents already there who stay. Allocates nothing: bots call
 * it thousands of times per run.
 */
function lockFailure(
  deck: CompiledDeck,
  s: RunState,
  slot: number,
  movers: readonly number[],
  others: readonly number[],
): number {
  const c = s.slotCard[slot];
  if (c < 0) return F_EMPTY;
  const card = deck.cards[c];
  if (card.forbidden && !s.permitted[slot]) return F_FORBIDDEN;
  for (let i = 0; i < card.locks.length; i++) {
    const k = card.locks[i];
    let ok = true;
    switch (k.t) {
      case 'status':
        ok = k.token >= 0 && s.tokens[k.token];
        break;
      case 'all-status':
        for (const t of k.tokens) if (t < 0 || !s.tokens[t]) ok = false;
        break;
      case 'whole-team':
        for (let b = 0; b < s.dead.length; b++)
          if (!s.dead[b] && !movers.includes(b) && !others.includes(b)) ok = false;
        break;
      case 'hosts':
        for (const b of movers) if (!k.hosts.includes(s.host[b])) ok = false;
        break;
      case 'key': {
        let owns = false;
        for (const b of movers) {
          if (!k.hosts.includes(s.host[b])) ok = false;
          if (k.item >= 0 && s.owner[k.item] === b) owns = true;
        }
        ok = ok && owns;
        break;
      }
    }
    if (!ok) return F_LOCK + 8 * i;
  }
  return 0;
}

/** Whether the agents may stand on the slot together; see `lockFailure`. */
export function mayStand(
  deck: CompiledDeck,
  s: RunState,
  slot: number,
  movers: readonly number[],
  others: readonly number[],
): boolean {
  return lockFailure(deck, s, slot, movers, others) === 0;
}

/** `lockFailure` in words, for refusals. */
function lockProblem(
  deck: CompiledDeck,
  s: RunState,
  slot: number,
  movers: number[],
  others: number[],
): string | null {
  const f = lockFailure(deck, s, slot, movers, others);
  if (f === 0) return null;
  if (f === F_EMPTY) return 'that slot is empty';
  const card = deck.cards[s.slotCard[slot]];
  const name = `card ${letterOf(card)}`;
  if (f === F_FORBIDDEN) return `${name} is forbidden until a card permits it (TS-10.5.1)`;
  const k = card.locks[(f - F_LOCK) / 8];
  const hosts = (hs: number[]) => hs.map((h) => deck.hosts[h]?.id ?? '?').join(', ');
  switch (k.t) {
    case 'status':
      return `${name} needs the status token ${deck.tokens[k.token] ?? '?'} (TS-10.4.1)`;
    case 'all-status':
      return `${name} needs the status tokens ${k.tokens
        .filter((t) => t < 0 || !s.tokens[t])
        .map((t) => deck.tokens[t] ?? '?')
        .join(', ')} (TS-10.4.3)`;
    case 'whole-team':
      return `${name} needs the whole team to move onto it together (TS-10.4.2)`;
    case 'hosts':
      return `only ${hosts(k.hosts)} may stand on ${name} (TS-10.4.4)`;
    case 'key':
      return movers.some((b) => !k.hosts.includes(s.host[b]))
        ? `only ${hosts(k.hosts)} may stand on ${name} (TS-10.4.5)`
        : `one of the agents moving onto ${name} must own item ${deck.items[k.item]?.number ?? '?'} (TS-10.4.5)`;
  }
}

/** Whether any placement could satisfy the card's lock now (so a mandatory card really binds, TS-40.9). */
function couldOpen(deck: CompiledDeck, s: RunState, slot: number): boolean {
  const c = s.slotCard[slot];
  if (c < 0) return false;
  const card = deck.cards[c];
  if (card.forbidden && !s.permitted[slot]) return false;
  const alive = active(s);
  return card.locks.every((k) => {
    switch (k.t) {
      case 'status':
        return k.token >= 0 && s.tokens[k.token];
      case 'all-status':
        return k.tokens.every((t) => t >= 0 && s.tokens[t]);
      case 'whole-team':
        return true;
      case 'hosts':
        return alive.some((b) => k.hosts.includes(s.host[b]));
      case 'key':
        return (
          alive.some((b) => k.hosts.includes(s.host[b])) &&
          k.item >= 0 &&
          s.owner[k.item] !== NOBODY &&
          (s.owner[k.item] === TEAM || !s.dead[s.owner[k.item]])
        );
    }
  });
}

export function mandatorySlots(deck: CompiledDeck, s: RunState): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.slotCard.length; i++) {
    const c = s.slotCard[i];
    if (c >= 0 && deck.cards[c].mandatory && couldOpen(deck, s, i)) out.push(i);
  }
  return out;
}

/** Whether the agent may roll on its card's test now (cheap; `canRoll` says why not). */
export function mayRoll(deck: CompiledDeck, s: RunState, a: number): boolean {
  const slot = s.slot[a];
  if (slot < 0 || s.passed[slot]) return false;
  const c = s.slotCard[slot];
  const test = c >= 0 ? deck.cards[c].test : null;
  return test !== null && test.skill >= 0 && diceFor(deck, s, a, test.skill) > 0;
}

function canRoll(deck: CompiledDeck, s: RunState, a: number): string | null {
  const slot = s.slot[a];
  if (slot < 0) return 'the agent stands on no card';
  const c = s.slotCard[slot];
  const test = c >= 0 ? deck.cards[c].test : null;
  if (!test) return `card ${c >= 0 ? letterOf(deck.cards[c]) : ''} has no test`;
  if (s.passed[slot]) return 'the test is already passed';
  if (test.skill < 0 || diceFor(deck, s, a, test.skill) === 0)
    return `${deck.hosts[s.host[a]].id} has no dice in ${deck.skills[test.skill] ?? 'that skill'} (TS-12.6)`;
  return null;
}

/** Whether the team may travel to location `l` now (ignoring padlocks; see `mayLeave`). */
export function mayGo(deck: CompiledDeck, s: RunState, l: number): boolean {
  const loc = deck.locations[l];
  return l !== s.location && loc.onPlan && (loc.access === null || holds(deck, s, loc.access, NOBODY));
}

/** Whether the team may leave the current location now. */
export function mayLeave(deck: CompiledDeck, s: RunState): boolean {
  if (s.phase === 'round') {
    for (let a = 0; a < s.dead.length; a++) if (padlocked(deck, s, a)) return false;
    return true;
  }
  return s.phase === 'entry' && !(deck.settings.mandatoryForcesEntry && mandatorySlots(deck, s).length > 0);
}

function destinationProblem(
  deck: CompiledDeck,
  s: RunState,
  id: string,
): { to: number; problem: string | null } {
  const to = deck.locations.findIndex((l) => l.id === id);
  if (to < 0) return { to, problem: `there is no location ${id}` };
  if (to === s.location)
    return { to, problem: 'the team may never return directly to the location it is leaving (TS-18.3.5)' };
  const loc = deck.locations[to];
  if (!loc.onPlan) return { to, problem: `${id} is not on the plan` };
  if (loc.access && !holds(deck, s, loc.access, NOBODY))
    return { to, problem: `${id} is not accessible yet` };
  return { to, problem: null };
}

function leaveProblem(deck: CompiledDeck, s: RunState): string | null {
  if (over(s)) return 'the run is over';
  if (s.phase === 'round' && active(s).some((a) => padlocked(deck, s, a)))
    return 'an agent is held by an unpassed padlock test (TS-19.8, TS-18.8)';
  if (s.phase === 'entry' && deck.settings.mandatoryForcesEntry && mandatorySlots(deck, s).length > 0)
    return 'a mandatory card must be explored: the team has to enter (TS-40.9)';
  return null;
}

export interface LegalActions {
  phase: RunPhase;
  /** Entry: the letters each agent may be placed on (empty for agents in the vortex), and the mandatory letters. */
  enter: { letters: string[][]; mandatory: string[] } | null;
  /** Action round: the orders each agent may be given (empty for agents who cannot act). */
  round: { orders: RoundOrder[][] } | null;
  /** Where the team may go, with the TU it will cost, or why it may not leave. */
  leave: { to: string; cost: [number, number] }[];
  leaveBlocked: string | null;
  choose: { agent: number; option: number; label: string }[];
  give: { item: number; from: number; to: number }[];
}

export function legalActions(deck: CompiledDeck, s: RunState): LegalActions {
  const none: LegalActions = {
    phase: s.phase,
    enter: null,
    round: null,
    leave: [],
    leaveBlocked: 'the run is over',
    choose: [],
    give: [],
  };
  if (over(s)) return none;
  const alive = active(s);
  const letters = (slot: number) => letterOf(deck.cards[s.slotCard[slot]]);
  const openSlots = s.slotCard.map((c, i) => i).filter((i) => s.slotCard[i] >= 0);
  const blocked = leaveProblem(deck, s);
  const faces = deck.settings.captainDie;
  const red = deck.locations[s.location]?.red ? RED_LEAVE_EXTRA : 0;
  const leave = blocked
    ? []
    : deck.locations
        .filter((l) => destinationProblem(deck, s, l.id).problem === null)
        .map((l) => ({
          to: l.id,
          cost: [minOf(faces) + red, maxOf(faces) + red] as [number, number],
        }));
  const give: LegalActions['give'] = [];
  deck.items.forEach((it) => {
    const o = s.owner[it.index];
    if (o < 0 || s.dead[o]) return;
    for (const b of alive)
      if (b !== o && (s.phase === 'entry' || (s.slot[o] >= 0 && s.slot[o] === s.slot[b])))
        give.push({ item: it.number, from: o, to: b });
  });
  if (s.phase === 'entry') {
    const perAgent = s.host.map((_, a) =>
      s.dead[a]
        ? []
        : openSlots
            .filter(
              (i) =>
                lockProblem(
                  deck,
                  s,
                  i,
                  deck.cards[s.slotCard[i]].locks.some((k) => k.t === 'whole-team') ? alive : [a],
                  [],
                ) === null,
            )
            .map(letters),
    );
    return {
      phase: s.phase,
      enter: { letters: perAgent, mandatory: mandatorySlots(deck, s).map(letters) },
      round: null,
      leave,
      leaveBlocked: blocked,
      choose: [],
      give,
    };
  }
  const orders = s.host.map((_, a) => {
    if (s.dead[a] || s.justReturned[a]) return [] as RoundOrder[];
    const list: RoundOrder[] = [{ agent: a, do: 'nothing' }];
    if (canRoll(deck, s, a) === null) list.push({ agent: a, do: 'roll' });
    if (!padlocked(deck, s, a)) {
      for (const i of openSlots) {
        if (i === s.slot[a]) continue;
        const whole = deck.cards[s.slotCard[i]].locks.some((k) => k.t === 'whole-team');
        const others = alive.filter((b) => b !== a && s.slot[b] === i);
        if (
          lockProblem(
            deck,
            s,
            i,
            whole ? alive.filter((b) => s.slot[b] !== i) : [a],
            whole ? others : others,
          ) === null
        )
          list.push({ agent: a, do: 'move', to: letters(i) });
      }
    }
    return list;
  });
  const choose: LegalActions['choose'] = [];
  for (const a of alive) {
    const slot = s.slot[a];
    if (slot < 0 || s.slotCard[slot] < 0) continue;
    deck.cards[s.slotCard[slot]].options.forEach((o, k) => {
      if (!(s.optionsUsed[slot] & (1 << k)) && (o.condition === null || holds(deck, s, o.condition, a)))
        choose.push({ agent: a, option: k, label: o.label });
    });
  }
  return { phase: s.phase, enter: null, round: { orders }, leave, leaveBlocked: blocked, choose, give };
}

// ---------------------------------------------------------------------------------------------------------------
// Applying actions

export function apply(deck: CompiledDeck, s: RunState, action: Action): ApplyResult {
  if (over(s)) return refuse('the run is over');
  switch (action.type) {
    case 'enter':
      return applyEnter(deck, s, action.slots);
    case 'round':
      return applyRound(deck, s, action.orders);
    case 'leave':
      return applyLeave(deck, s, action.to, action.die);
    case 'choose':
      return applyChoose(deck, s, action.agent, action.option);
    case 'give':
      return applyGive(deck, s, action.item, action.to);
    default:
      return refuse(`unknown action ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}

function applyEnter(deck: CompiledDeck, s: RunState, letters: (string | null)[]): ApplyResult {
  if (s.phase !== 'entry') return refuse('the team has already entered this location');
  const alive = active(s);
  const place = s.host.map(() => -1);
  for (const a of alive) {
    const letter = letters[a];
    if (letter === null || letter === undefined)
      return refuse(`agent ${a} needs a card: once one agent enters, all do (TS-16.3)`);
    const slot = slotOfLetter(deck, s, letter);
    if (slot < 0) return refuse(`there is no card ${letter} in this location`);
    place[a] = slot;
  }
  const used = [...new Set(place.filter((x) => x >= 0))];
  for (const slot of used) {
    const movers = alive.filter((a) => place[a] === slot);
    const problem = lockProblem(deck, s, slot, movers, []);
    if (problem) return refuse(problem);
  }
  for (const m of mandatorySlots(deck, s)) {
    if (!used.includes(m))
      return refuse(
        `card ${letterOf(deck.cards[s.slotCard[m]])} is mandatory: at least one agent must explore it (TS-10.5.2)`,
      );
  }
  for (const a of alive) s.slot[a] = place[a];
  s.phase = 'round';
  if (s.log)
    note(s, {
      type: 'enter',
      slots: s.slot.map((x) => (x >= 0 ? letterOf(deck.cards[s.slotCard[x]]) : null)),
    });
  const visit = s.visit;
  for (const slot of used.sort((x, y) => x - y)) {
    for (const a of alive) {
      if (place[a] !== slot || s.visit !== visit || over(s)) continue;
      if (s.slot[a] === slot) explore(deck, s, slot, a);
    }
  }
  if (s.visit === visit && !over(s)) discardPerishable(deck, s);
  return OK;
}

/** TS-10.5.3, TS-40.13: a perishable card nobody explored at entry, or when the team declines to enter, is discarded for the run. */
function discardPerishable(deck: CompiledDeck, s: RunState) {
  for (let i = 0; i < s.slotCard.length; i++) {
    const c = s.slotCard[i];
    if (c >= 0 && deck.cards[c].perishable && !s.explored[i]) {
      s.removed[c] = true;
      s.slotCard[i] = -1;
      if (s.log) note(s, { type: 'discard', card: letterOf(deck.cards[c]) });
    }
  }
}

function applyRound(deck: CompiledDeck, s: RunState, orders: RoundOrder[]): ApplyResult {
  if (s.phase !== 'round') return refuse('the team must enter the location (or leave it) before acting');
  const alive = active(s);
  const seen = new Set<number>();
  const moving = new Map<number, number[]>();
  for (const o of orders) {
    const a = o.agent;
    if (!Number.isInteger(a) || a < 0 || a >= s.host.length) return refuse(`there is no agent ${a}`);
    if (seen.has(a)) return refuse(`agent ${a} is given two orders; one action per agent per TU (TS-17.2)`);
    seen.add(a);
    if (s.dead[a]) return refuse(`agent ${a} is in the vortex (TS-22.3)`);
    if (s.justReturned[a])
      return refuse(`agent ${a} has just come back and acts from the next TU (TS-40.26)`);
    if (o.do === 'roll') {
      const p = canRoll(deck, s, a);
      if (p) return refuse(p);
    } else if (o.do === 'move') {
      const slot = slotOfLetter(deck, s, o.to);
      if (slot < 0) return refuse(`there is no card ${o.to} here`);
      if (slot === s.slot[a]) return refuse(`agent ${a} already stands on card ${o.to}`);
      if (padlocked(deck, s, a))
        return refuse(`agent ${a} cannot leave a padlock card before passing its test (TS-19.8)`);
      moving.set(slot, [...(moving.get(slot) ?? []), a]);
    } else if (o.do !== 'nothing') {
      return refuse(`unknown order ${JSON.stringify((o as { do?: unknown }).do)}`);
    }
  }
  for (const [slot, movers] of moving) {
    const others = alive.filter((b) => s.slot[b] === slot && !movers.includes(b));
    const problem = lockProblem(deck, s, slot, movers, others);
    if (problem) return refuse(problem);
  }

  for (let a = 0; a < s.justReturned.length; a++) s.justReturned[a] = false;
  s.round++;
  s.tu = Math.max(0, s.tu - 1);
  if (s.tu === 0) s.latched = true;
  if (s.log) note(s, { type: 'round', round: s.round, tu: s.tu });
  checkReturns(deck, s);
  const all = [...orders];
  for (const a of alive) if (!seen.has(a)) all.push({ agent: a, do: 'nothing' });
  const visit = s.visit;
  for (const o of all) {
    if (over(s) || s.visit !== visit) break;
    const a = o.agent;
    if (s.dead[a] || s.justReturned[a]) {
      if (s.log) note(s, { type: 'cancelled', agent: a });
      continue;
    }
    const slot = s.slot[a];
    if (o.do === 'roll') {
      // TS-19.13: once the test is passed, an agent who has not rolled yet simply stands by.
      if (slot < 0 || s.slotCard[slot] < 0 || !deck.cards[s.slotCard[slot]].test || s.passed[slot])
        note(s, { type: 'stand-by', agent: a });
      else resolveRoll(deck, s, a);
    } else if (o.do === 'move') {
      const to = slotOfLetter(deck, s, o.to);
      if (to < 0) {
        if (s.log) note(s, { type: 'stand-by', agent: a });
        continue;
      }
      s.slot[a] = to;
      if (s.log) note(s, { type: 'move', agent: a, to: o.to });
      explore(deck, s, to, a);
    } else if (slot >= 0 && s.slotCard[slot] >= 0 && s.started[slot] && !s.passed[slot]) {
      // TS-19.14, TS-40.18: doing nothing on a started, unfinished test.
      const p = idlePenalties(shieldsOf(deck, s, slot));
      if (s.log) note(s, { type: 'nothing', agent: a, penalised: p.lp + p.tu + p.special > 0 });
      suffer(deck, s, a, p, p.wounded ? 'do-nothing' : 'heart-shield');
    } else {
      if (s.log) note(s, { type: 'nothing', agent: a });
    }
  }
  if (!over(s) && s.latched) endTime(deck, s);
  return OK;
}

function applyLeave(deck: CompiledDeck, s: RunState, id: string, die: number | undefined): ApplyResult {
  const blocked = leaveProblem(deck, s);
  if (blocked) return refuse(blocked);
  const { to, problem } = destinationProblem(deck, s, id);
  if (problem) return refuse(problem);
  if (die !== undefined && (!Number.isInteger(die) || die < 0))
    return refuse('a forced time-captain die shows a whole number of TU');
  if (s.phase === 'entry') discardPerishable(deck, s);
  travel(deck, s, to, die, 'team');
  return OK;
}

function applyChoose(deck: CompiledDeck, s: RunState, a: number, option: number): ApplyResult {
  if (s.phase !== 'round') return refuse('options are taken by agents standing on a card');
  if (a < 0 || a >= s.host.length || s.dead[a]) return refuse(`agent ${a} cannot act`);
  const slot = s.slot[a];
  if (slot < 0 || s.slotCard[slot] < 0) return refuse(`agent ${a} stands on no card`);
  const card = deck.cards[s.slotCard[slot]];
  const o = card.options[option];
  if (!o) return refuse(`card ${letterOf(card)} has no option ${option}`);
  if (s.optionsUsed[slot] & (1 << option)) return refuse('that option was already taken during this visit');
  if (o.condition && !holds(deck, s, o.condition, a))
    return refuse(`the condition of "${o.label}" does not hold`);
  s.optionsUsed[slot] |= 1 << option;
  if (s.log) note(s, { type: 'choose', agent: a, card: letterOf(card), option, label: o.label });
  runEffects(deck, s, o.effects, a);
  return OK;
}

function applyGive(deck: CompiledDeck, s: RunState, number: number, to: number): ApplyResult {
  const item = deck.itemByNumber.get(number);
  if (item === undefined) return refuse(`there is no item ${number}`);
  const from = s.owner[item];
  if (from < 0)
    return refuse(from === TEAM ? `item ${number} belongs to the whole team` : `nobody has item ${number}`);
  if (to < 0 || to >= s.host.length || s.dead[to] || to === from)
    return refuse(`agent ${to} cannot receive it`);
  if (s.dead[from]) return refuse('a host in the vortex cannot hand items over');
  // TS-11.6: on the same slot, or beside the board between two locations.
  if (s.phase === 'round' && (s.slot[from] < 0 || s.slot[from] !== s.slot[to]))
    return refuse('items change hands only between agents on the same card, or before entering (TS-11.6)');
  s.owner[item] = to;
  if (s.log) note(s, { type: 'give', item: number, from, to });
  return OK;
}

// ---------------------------------------------------------------------------------------------------------------
// A plain view for the step-by-step pane

export interface RunView {
  run: number;
  tu: number;
  phase: RunPhase;
  location: string | null;
  red: boolean;
  captain: number;
  slots: {
    letter: string;
    title: string;
    explored: boolean;
    test: {
      skill: string;
      left: { kind: string; count: number }[];
      started: boolean;
      passed: boolean;
      padlock: boolean;
    } | null;
    agents: number[];
  }[];
  agents: {
    host: string;
    lp: number;
    maxLp: number;
    dead: boolean;
    returnsAtTu: number | null;
    card: string | null;
  }[];
  tokens: string[];
  items: { number: number; owner: number | 'team' }[];
  resources: number[];
  outcome: Outcome | null;
}

export function viewRun(deck: CompiledDeck, s: RunState): RunView {
  const kinds = ['blank', 'skull', 'time', 'heart', 'special'];
  return {
    run: s.runNo,
    tu: s.tu,
    phase: s.phase,
    location: deck.locations[s.location]?.id ?? null,
    red: deck.locations[s.location]?.red ?? false,
    captain: s.captain,
    slots: s.slotCard.map((c, i) => {
      const card = c >= 0 ? deck.cards[c] : null;
      const t = card?.test;
      return {
        letter: card ? letterOf(card) : '',
        title: card?.title ?? '',
        explored: s.explored[i],
        test: t
          ? {
              skill: deck.skills[t.skill] ?? '?',
              left: t.kinds.map((k, j) => ({
                kind: kinds[k],
                count: s.started[i] || s.passed[i] ? s.left[i][j] : t.counts[j],
              })),
              started: s.started[i],
              passed: s.passed[i],
              padlock: t.padlock,
            }
          : null,
        agents: s.slot.map((x, a) => (x === i ? a : -1)).filter((a) => a >= 0),
      };
    }),
    agents: s.host.map((h, a) => ({
      host: deck.hosts[h].id,
      lp: s.lp[a],
      maxLp: deck.hosts[h].lp,
      dead: s.dead[a],
      returnsAtTu: s.returnsAt[a],
      card: s.slot[a] >= 0 && s.slotCard[s.slot[a]] >= 0 ? letterOf(deck.cards[s.slotCard[s.slot[a]]]) : null,
    })),
    tokens: deck.tokens.filter((_, t) => s.tokens[t]),
    items: deck.items
      .filter((it) => s.owner[it.index] !== NOBODY)
      .map((it) => ({ number: it.number, owner: s.owner[it.index] === TEAM ? 'team' : s.owner[it.index] })),
    resources: [...s.resources],
    outcome: s.outcome,
  };
}
