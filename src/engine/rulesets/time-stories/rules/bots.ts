/**
 * Bots that play a deck through the same step API a person uses.
 *
 * - `systematic`: a team that has never seen the deck. It explores every card it can open, location after location
 *   in plan order, and remembers what it saw from one run to the next (TS-14.5.4), so later runs skip what proved
 *   useless.
 * - `greedy`: a team that knows the deck by heart. It goes for whatever the locks, conditions and the success card
 *   ask for, the most valuable first. Its results are the best a deck allows, its shortest path a lower bound.
 *
 * Both value a card by what it still gives the team (items and tokens something asks for, the success card, TU);
 * neither looks ahead through the dice.
 */
import { NOBODY, TEAM, letterOf, type CCondition, type CEffect, type CompiledDeck } from './compile';
import {
  apply,
  diceFor,
  holds,
  legalActions,
  mandatorySlots,
  mayGo,
  mayLeave,
  mayRoll,
  mayStand,
  padlocked,
  type Action,
  type RoundOrder,
  type RunState,
} from './engine';
import { demanded } from './reach';

export type BotKind = 'systematic' | 'greedy';

export interface Bot {
  kind: BotKind;
  /** Cards whose front the team has seen (in this or an earlier run). */
  known: boolean[];
  /** Locations the team has visited. */
  seen: boolean[];
  wantTokens: boolean[];
  wantItems: boolean[];
  usesResources: boolean;
}

const UNKNOWN = 1;
const WIN = 1000;

/** What a deck asks for never changes: computed once per compiled deck, shared by every bot that plays it. */
const needs = new WeakMap<CompiledDeck, { tokens: boolean[]; items: boolean[]; usesResources: boolean }>();

function needsOf(deck: CompiledDeck) {
  let n = needs.get(deck);
  if (n) return n;
  const want = demanded(deck);
  let usesResources = false;
  const scan = (c: CCondition | null): void => {
    if (!c) return;
    if (c.t === 'resource') usesResources = true;
    else if (c.t === 'all' || c.t === 'any') c.of.forEach(scan);
    else if (c.t === 'not') scan(c.of);
  };
  for (const card of deck.cards) for (const o of card.options) scan(o.condition);
  n = { ...want, usesResources };
  needs.set(deck, n);
  return n;
}

export function newBot(deck: CompiledDeck, kind: BotKind): Bot {
  const n = needsOf(deck);
  return {
    kind,
    known: deck.cards.map(() => kind === 'greedy'),
    seen: deck.locations.map(() => kind === 'greedy'),
    wantTokens: n.tokens,
    wantItems: n.items,
    usesResources: n.usesResources,
  };
}

/** After a run: what the team saw stays known (the point of the game, TS-14.5.4). */
export function learn(bot: Bot, s: RunState): void {
  s.visited.forEach((v, c) => v && (bot.known[c] = true));
}

function effectsValue(
  deck: CompiledDeck,
  s: RunState,
  bot: Bot,
  list: readonly CEffect[],
  a: number,
  firstVisit: boolean,
): number {
  let v = 0;
  for (const e of list) {
    switch (e.t) {
      case 'gain-item':
        if (e.item >= 0 && s.owner[e.item] === NOBODY)
          v += bot.wantItems[e.item] ? 10 + (deck.items[e.item].agency ? 2 : 0) : 0.2;
        break;
      case 'gain-status':
        if (e.token >= 0 && !s.tokens[e.token]) v += bot.wantTokens[e.token] ? 10 : 0.2;
        break;
      case 'success':
        v += WIN;
        break;
      case 'failure':
        v -= WIN;
        break;
      case 'tu':
        v += e.n > 0 ? (firstVisit ? e.n : 0) : e.n;
        break;
      case 'lp':
        v += e.n < 0 ? e.n : 0;
        break;
      case 'resource':
        v += e.n > 0 && bot.usesResources ? 3 : 0;
        break;
      case 'reveal':
      case 'permit':
        if (e.card >= 0 && !s.removed[e.card]) v += Math.max(0, cardWorth(deck, s, bot, e.card, a, true));
        break;
      case 'if':
        v += effectsValue(deck, s, bot, holds(deck, s, e.condition, a) ? e.then : e.else, a, firstVisit);
        break;
      default:
        break;
    }
  }
  return v;
}

/** What exploring a card (its effects, its test, its best option) is worth to the team now. */
function cardWorth(deck: CompiledDeck, s: RunState, bot: Bot, c: number, a: number, fresh: boolean): number {
  if (!bot.known[c]) return UNKNOWN;
  const card = deck.cards[c];
  const first = !s.visited[c];
  let v = fresh ? effectsValue(deck, s, bot, card.effects, a, first) : 0;
  if (card.test) v += Math.max(0, effectsValue(deck, s, bot, card.test.onPass, a, first));
  let best = 0;
  for (const o of card.options)
    if (o.condition === null || holds(deck, s, o.condition, a))
      best = Math.max(best, effectsValue(deck, s, bot, o.effects, a, first));
  return v + best;
}

/** Worth of a slot of the current layout, given what already happened there during this visit. */
function slotWorth(deck: CompiledDeck, s: RunState, bot: Bot, slot: number): number {
  const c = s.slotCard[slot];
  if (c < 0) return 0;
  if (!bot.known[c]) return s.explored[slot] ? 0 : UNKNOWN;
  const card = deck.cards[c];
  let v = s.fired[slot] ? 0 : Math.max(0, effectsValue(deck, s, bot, card.effects, NOBODY, !s.visited[c]));
  if (card.test && !s.passed[slot])
    v += Math.max(0, effectsValue(deck, s, bot, card.test.onPass, NOBODY, !s.visited[c]));
  card.options.forEach((o, k) => {
    if (!(s.optionsUsed[slot] & (1 << k)) && (o.condition === null || holds(deck, s, o.condition, NOBODY)))
      v = Math.max(v, effectsValue(deck, s, bot, o.effects, NOBODY, true));
  });
  return v;
}

function locationWorth(deck: CompiledDeck, s: RunState, bot: Bot, l: number): number {
  const loc = deck.locations[l];
  if (!bot.seen[l]) return UNKNOWN * 2;
  let v = 0;
  for (const c of loc.panorama) if (!s.removed[c]) v += Math.max(0, cardWorth(deck, s, bot, c, NOBODY, true));
  return v;
}

function bestDestination(deck: CompiledDeck, s: RunState, bot: Bot): number {
  let best = -1;
  let score = 0;
  for (let l = 0; l < deck.locations.length; l++) {
    if (!mayGo(deck, s, l)) continue;
    const v =
      locationWorth(deck, s, bot, l) -
      (deck.locations[s.location]?.red ? 0 : deck.locations[l].red ? 0.5 : 0) -
      l * 1e-3;
    if (v > score) {
      score = v;
      best = l;
    }
  }
  return best;
}

/** No other agents (mayStand's list), never changed. */
const NONE: readonly number[] = Object.freeze([]);

function wholeTeam(deck: CompiledDeck, s: RunState, slot: number): boolean {
  const c = s.slotCard[slot];
  if (c < 0) return false;
  for (const k of deck.cards[c].locks) if (k.t === 'whole-team') return true;
  return false;
}

/**
 * What one decision needs to know about agents and slots, computed once: which slots need the whole team, whether
 * agent a alone may stand on slot i, and how many dice it rolls on that slot's test (index a × slots + i).
 */
interface Table {
  slots: number;
  whole: boolean[];
  alone: boolean[];
  dice: number[];
}

function table(deck: CompiledDeck, s: RunState): Table {
  const n = s.slotCard.length;
  const t: Table = {
    slots: n,
    whole: new Array(n),
    alone: new Array(n * s.host.length).fill(false),
    dice: new Array(n * s.host.length).fill(0),
  };
  for (let i = 0; i < n; i++) t.whole[i] = wholeTeam(deck, s, i);
  // One agent at a time, in one list reused for this call.
  const one = [0];
  for (let a = 0; a < s.host.length; a++) {
    if (s.dead[a]) continue;
    one[0] = a;
    for (let i = 0; i < n; i++) {
      const c = s.slotCard[i];
      if (c < 0) continue;
      t.alone[a * n + i] = mayStand(deck, s, i, one, NONE);
      const test = deck.cards[c].test;
      if (test && test.skill >= 0) t.dice[a * n + i] = diceFor(deck, s, a, test.skill);
    }
  }
  return t;
}

/** The bot's next action, or null when the run is over. */
export function decide(deck: CompiledDeck, s: RunState, bot: Bot): Action | null {
  if (s.phase === 'ended') return null;
  if (s.location >= 0) bot.seen[s.location] = true;
  // Reading a card tells the team what it does (TS-16.6): an explored card is known from then on.
  for (let i = 0; i < s.slotCard.length; i++)
    if (s.explored[i] && s.slotCard[i] >= 0) bot.known[s.slotCard[i]] = true;
  const alive: number[] = [];
  for (let a = 0; a < s.dead.length; a++) if (!s.dead[a]) alive.push(a);
  const worth: number[] = new Array(s.slotCard.length);
  for (let i = 0; i < worth.length; i++) worth[i] = slotWorth(deck, s, bot, i);
  const t = table(deck, s);
  const n = t.slots;

  if (s.phase === 'entry') {
    const give = keyHandOver(deck, s, worth);
    if (give) return give;
    let useful = false;
    for (let i = 0; i < worth.length && !useful; i++) {
      if (worth[i] <= 0) continue;
      if (t.whole[i]) useful = mayStand(deck, s, i, alive, NONE);
      else for (const a of alive) if (t.alone[a * n + i]) useful = true;
    }
    if (!useful && mayLeave(deck, s)) {
      const to = bestDestination(deck, s, bot);
      if (to >= 0) return { type: 'leave', to: deck.locations[to].id };
    }
    return { type: 'enter', slots: placement(deck, s, worth, alive, t) };
  }

  // Free options first: they cost no TU.
  let choice: Action | null = null;
  let bestValue = 0;
  for (const a of alive) {
    const slot = s.slot[a];
    if (slot < 0 || s.slotCard[slot] < 0) continue;
    const card = deck.cards[s.slotCard[slot]];
    for (let k = 0; k < card.options.length; k++) {
      const o = card.options[k];
      if (s.optionsUsed[slot] & (1 << k) || (o.condition !== null && !holds(deck, s, o.condition, a)))
        continue;
      const v = bot.known[card.index] ? effectsValue(deck, s, bot, o.effects, a, true) : UNKNOWN;
      if (v > bestValue) {
        bestValue = v;
        choice = { type: 'choose', agent: a, option: k };
      }
    }
  }
  if (choice) return choice;

  const { orders, productive } = roundOrders(deck, s, worth, alive, t);
  if (productive) return { type: 'round', orders };
  if (mayLeave(deck, s)) {
    const to = bestDestination(deck, s, bot);
    if (to >= 0) return { type: 'leave', to: deck.locations[to].id };
  }
  // Held by a padlock nobody can roll, or nothing worth doing anywhere: the time runs out.
  return { type: 'round', orders };
}

/** TS-10.4.5: before entering, hand a key to a listed host so that host can open the card. */
function keyHandOver(deck: CompiledDeck, s: RunState, worth: number[]): Action | null {
  for (let i = 0; i < s.slotCard.length; i++) {
    if (worth[i] <= 0) continue;
    for (const k of deck.cards[s.slotCard[i]].locks) {
      if (k.t !== 'key' || k.item < 0) continue;
      const o = s.owner[k.item];
      if (o === NOBODY || o === TEAM || s.dead[o] || k.hosts.includes(s.host[o])) continue;
      const to = s.host.findIndex((h, a) => !s.dead[a] && k.hosts.includes(h));
      if (to >= 0) return { type: 'give', item: deck.items[k.item].number, to };
    }
  }
  return null;
}

function keyHolder(deck: CompiledDeck, s: RunState, slot: number): number {
  for (const k of deck.cards[s.slotCard[slot]].locks)
    if (k.t === 'key' && k.item >= 0) return s.owner[k.item];
  return NOBODY;
}

function placement(
  deck: CompiledDeck,
  s: RunState,
  worth: number[],
  alive: number[],
  t: Table,
): (string | null)[] {
  const n = t.slots;
  const alone = (i: number, a: number) => t.alone[a * n + i];
  const aptitude = (a: number, i: number) => t.dice[a * n + i];
  const slots: (string | null)[] = s.host.map(() => null);
  const order: number[] = [];
  for (let i = 0; i < s.slotCard.length; i++) {
    if (s.slotCard[i] < 0) continue;
    const open = t.whole[i] ? mayStand(deck, s, i, alive, NONE) : alive.some((a) => alone(i, a));
    if (open) order.push(i);
  }
  order.sort((x, y) => worth[y] - worth[x]);
  const top = order[0];
  if (top !== undefined && worth[top] > 0 && t.whole[top]) {
    for (const a of alive) slots[a] = letterOf(deck.cards[s.slotCard[top]]);
    return slots;
  }
  const free = new Set(alive);
  const put = (a: number, i: number) => {
    slots[a] = letterOf(deck.cards[s.slotCard[i]]);
    free.delete(a);
  };
  const pickFor = (i: number): number => {
    const kh = keyHolder(deck, s, i);
    if (kh >= 0 && free.has(kh) && alone(i, kh)) return kh;
    let best = -1;
    let score = -1;
    for (const a of free) {
      if (!alone(i, a)) continue;
      const v = aptitude(a, i);
      if (v > score) {
        score = v;
        best = a;
      }
    }
    return best;
  };
  for (const m of mandatorySlots(deck, s)) {
    if (t.whole[m]) {
      for (const a of alive) slots[a] = letterOf(deck.cards[s.slotCard[m]]);
      return slots;
    }
    const a = pickFor(m);
    if (a >= 0) put(a, m);
  }
  for (const i of order) {
    const letter = letterOf(deck.cards[s.slotCard[i]]);
    if (worth[i] <= 0 || t.whole[i] || slots.includes(letter)) continue;
    const a = pickFor(i);
    if (a >= 0) put(a, i);
  }
  // The others help with tests they can roll, else stand on any card they may (never a harmful one if avoidable).
  for (const a of [...free]) {
    let best = -1;
    let score = -Infinity;
    for (const i of order) {
      if (t.whole[i] || !alone(i, a)) continue;
      const v = (worth[i] > 0 ? 10 : worth[i] < 0 ? -100 : 0) + aptitude(a, i);
      if (v > score) {
        score = v;
        best = i;
      }
    }
    if (best >= 0) put(a, best);
  }
  return slots;
}

function roundOrders(
  deck: CompiledDeck,
  s: RunState,
  worth: number[],
  alive: number[],
  t: Table,
): { orders: RoundOrder[]; productive: boolean } {
  const n = t.slots;
  const orders: RoundOrder[] = [];
  const claimed: number[] = [];
  let productive = false;
  // Whole-team cards: everyone moves together when that is the most valuable thing left.
  let best = -1;
  for (let i = 0; i < worth.length; i++)
    if (s.slotCard[i] >= 0 && (best < 0 || worth[i] > worth[best])) best = i;
  if (best >= 0 && worth[best] > 0 && t.whole[best]) {
    const to = letterOf(deck.cards[s.slotCard[best]]);
    const movers = alive.filter((a) => s.slot[a] !== best && !s.justReturned[a]);
    const others = alive.filter((a) => s.slot[a] === best);
    const busy = alive.some((a) => mayRoll(deck, s, a) && worth[s.slot[a]] > 0);
    if (
      !busy &&
      movers.length > 0 &&
      movers.length + others.length === alive.length &&
      !movers.some((a) => padlocked(deck, s, a)) &&
      mayStand(deck, s, best, movers, others)
    ) {
      return { orders: movers.map((a) => ({ agent: a, do: 'move', to })), productive: true };
    }
  }
  for (const a of alive) {
    if (s.justReturned[a]) continue;
    const here = s.slot[a];
    const held = padlocked(deck, s, a);
    if (mayRoll(deck, s, a) && (worth[here] > 0 || held)) {
      orders.push({ agent: a, do: 'roll' });
      claimed.push(here);
      productive = true;
      continue;
    }
    let target = -1;
    let score = 0;
    if (!held) {
      for (let i = 0; i < s.slotCard.length; i++) {
        if (i === here || worth[i] <= 0 || s.slotCard[i] < 0 || t.whole[i] || !t.alone[a * n + i]) continue;
        const card = deck.cards[s.slotCard[i]];
        const helps = card.test && !s.passed[i] ? t.dice[a * n + i] : 0;
        let crowd = claimed.includes(i);
        for (const b of alive) if (b !== a && s.slot[b] === i) crowd = true;
        const v = worth[i] + helps - (crowd && !helps ? worth[i] : 0);
        if (v > score) {
          score = v;
          target = i;
        }
      }
    }
    if (target >= 0) {
      claimed.push(target);
      orders.push({ agent: a, do: 'move', to: letterOf(deck.cards[s.slotCard[target]]) });
      productive = true;
      continue;
    }
    // Doing nothing on a started test costs LP and TU (TS-19.14): step off it when nothing else is to be done.
    if (!held && here >= 0 && s.started[here] && !s.passed[here]) {
      let away = -1;
      for (let i = 0; i < s.slotCard.length && away < 0; i++)
        if (i !== here && s.slotCard[i] >= 0 && !t.whole[i] && t.alone[a * n + i]) away = i;
      if (away >= 0) {
        orders.push({ agent: a, do: 'move', to: letterOf(deck.cards[s.slotCard[away]]) });
        continue;
      }
    }
    orders.push({ agent: a, do: 'nothing' });
  }
  return { orders, productive };
}

/** Plays one run to its end. Returns the number of actions taken. */
export function playRun(deck: CompiledDeck, s: RunState, bot: Bot, maxActions = 10_000): number {
  let n = 0;
  while (s.phase !== 'ended' && n < maxActions) {
    const action = decide(deck, s, bot) ?? { type: 'round', orders: [] };
    const r = apply(deck, s, action);
    if (!r.ok) {
      // A bot that proposes something illegal has misread the state: let the time run instead of looping.
      apply(
        deck,
        s,
        s.phase === 'round'
          ? { type: 'round', orders: [] }
          : { type: 'enter', slots: fallbackEntry(deck, s) },
      );
      if (s.phase === 'entry') break;
    }
    n++;
  }
  learn(bot, s);
  return n;
}

export function fallbackEntry(deck: CompiledDeck, s: RunState): (string | null)[] {
  const legal = legalActions(deck, s).enter;
  return s.host.map((_, a) => legal?.letters[a][0] ?? null);
}
