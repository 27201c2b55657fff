/**
 * Reachability as a relaxed monotone fixpoint (TS-32.25): start from the start location, the plan locations open
 * from the beginning and the hosts' starting equipment; then, step after step, mark every card the team could
 * open with what it holds and add everything those cards can grant. Time, dice, LP and losses are ignored, and a
 * `not` condition always counts as possible, so this can prove a deck unsolvable but never prove it solvable.
 * `step` numbers say how early something becomes obtainable: a lock's key must come at a smaller step than the card.
 */
import { type CCondition, type CEffect, type CLock, type CompiledDeck } from './compile';

export const UNREACHED = -1;

export interface Reach {
  /** Step at which each location / card / status token / item became reachable, or UNREACHED. */
  locations: number[];
  cards: number[];
  tokens: number[];
  items: number[];
  /** Step at which the success card can be read, or UNREACHED. */
  success: number;
  failures: number[];
  permitted: boolean[];
  revealed: boolean[];
  /** Whether each card's test can be passed by some host (with reachable items). */
  testPassable: boolean[];
}

export function reachability(deck: CompiledDeck): Reach {
  const L = deck.locations.length;
  const C = deck.cards.length;
  const r: Reach = {
    locations: new Array(L).fill(UNREACHED),
    cards: new Array(C).fill(UNREACHED),
    tokens: new Array(deck.tokens.length).fill(UNREACHED),
    items: new Array(deck.items.length).fill(UNREACHED),
    success: UNREACHED,
    failures: new Array(deck.failures.length).fill(UNREACHED),
    permitted: new Array(C).fill(false),
    revealed: new Array(C).fill(false),
    testPassable: new Array(C).fill(false),
  };
  const resources = [0, 0, 0, 0];
  for (const h of deck.hosts) h.resources.forEach((n, c) => (resources[c] += n));
  const fired = new Array(C).fill(false);
  let step = 0;
  const mark = (arr: number[], i: number): boolean => {
    if (i < 0 || arr[i] !== UNREACHED) return false;
    arr[i] = step;
    return true;
  };

  const holds = (c: CCondition): boolean => {
    switch (c.t) {
      case 'status':
        return c.token >= 0 && r.tokens[c.token] !== UNREACHED;
      case 'all-status':
        return c.tokens.every((t) => t >= 0 && r.tokens[t] !== UNREACHED);
      case 'item':
        return c.item >= 0 && r.items[c.item] !== UNREACHED;
      case 'host':
        return c.hosts.some((h) => h >= 0);
      case 'resource':
        return c.colour >= 0 && resources[c.colour] >= c.count;
      case 'run':
      case 'not':
        return true;
      case 'all':
        return c.of.every(holds);
      case 'any':
        return c.of.some(holds);
      case 'never':
        return false;
    }
  };
  const lockOpen = (k: CLock): boolean => {
    switch (k.t) {
      case 'status':
        return k.token >= 0 && r.tokens[k.token] !== UNREACHED;
      case 'all-status':
        return k.tokens.every((t) => t >= 0 && r.tokens[t] !== UNREACHED);
      case 'whole-team':
        return true;
      case 'hosts':
        return k.hosts.some((h) => h >= 0);
      case 'key':
        return k.hosts.some((h) => h >= 0) && k.item >= 0 && r.items[k.item] !== UNREACHED;
    }
  };
  const canRoll = (skill: number): boolean => {
    if (skill < 0) return false;
    if (deck.hosts.some((h) => h.dice[skill] > 0)) return true;
    return deck.items.some((it) => it.dice[skill] > 0 && r.items[it.index] !== UNREACHED);
  };

  const apply = (effects: readonly CEffect[]): boolean => {
    let changed = false;
    for (const e of effects) {
      switch (e.t) {
        case 'gain-item':
          changed = mark(r.items, e.item) || changed;
          break;
        case 'gain-status':
          changed = mark(r.tokens, e.token) || changed;
          break;
        case 'resource':
          // Each card's gains count once, so a repeatable gain cannot pay for everything.
          if (e.n > 0 && e.colour >= 0) {
            resources[e.colour] += e.n;
            changed = true;
          }
          break;
        case 'reveal':
          if (e.card >= 0 && !r.revealed[e.card]) {
            r.revealed[e.card] = true;
            changed = true;
          }
          break;
        case 'permit':
          if (e.card >= 0 && !r.permitted[e.card]) {
            r.permitted[e.card] = true;
            changed = true;
          }
          break;
        case 'go-to':
          changed = mark(r.locations, e.location) || changed;
          break;
        case 'success':
          if (r.success === UNREACHED) {
            r.success = step;
            changed = true;
          }
          break;
        case 'failure':
          changed = mark(r.failures, e.failure) || changed;
          break;
        case 'if':
          if (holds(e.condition)) changed = apply(e.then) || changed;
          changed = apply(e.else) || changed;
          break;
        default:
          break;
      }
    }
    return changed;
  };

  mark(r.locations, deck.start);
  // Players choose their hosts freely (TS-12.2), so every host's starting equipment can be in play.
  for (const h of deck.hosts) for (const it of h.equipment) mark(r.items, it);

  let changed = true;
  const optionFired = new Map<number, boolean[]>();
  const passFired = new Array(C).fill(false);
  while (changed) {
    changed = false;
    step++;
    for (const loc of deck.locations) {
      if (r.locations[loc.index] === UNREACHED && loc.onPlan && (loc.access === null || holds(loc.access)))
        changed = mark(r.locations, loc.index) || changed;
    }
    for (const card of deck.cards) {
      if (r.locations[card.location] === UNREACHED || card.letter === 0) continue;
      if (r.cards[card.index] === UNREACHED) {
        const open =
          r.revealed[card.index] ||
          ((!card.forbidden || r.permitted[card.index]) && card.locks.every(lockOpen));
        if (!open) continue;
        mark(r.cards, card.index);
        changed = true;
      }
      if (!fired[card.index]) {
        fired[card.index] = true;
        changed = apply(card.effects) || changed;
      }
      const fo = optionFired.get(card.index) ?? card.options.map(() => false);
      optionFired.set(card.index, fo);
      card.options.forEach((o, k) => {
        if (!fo[k] && (o.condition === null || holds(o.condition))) {
          fo[k] = true;
          changed = apply(o.effects) || changed;
        }
      });
      if (card.test && !passFired[card.index] && canRoll(card.test.skill)) {
        passFired[card.index] = true;
        r.testPassable[card.index] = true;
        changed = apply(card.test.onPass) || changed;
      }
    }
  }
  return r;
}

/** Every status token and item a lock or a condition asks for: what the team needs, as opposed to red herrings. */
export function demanded(deck: CompiledDeck): { tokens: boolean[]; items: boolean[] } {
  const tokens = new Array(deck.tokens.length).fill(false);
  const items = new Array(deck.items.length).fill(false);
  const cond = (c: CCondition | null) => {
    if (!c) return;
    switch (c.t) {
      case 'status':
        if (c.token >= 0) tokens[c.token] = true;
        break;
      case 'all-status':
        for (const t of c.tokens) if (t >= 0) tokens[t] = true;
        break;
      case 'item':
        if (c.item >= 0) items[c.item] = true;
        break;
      case 'all':
      case 'any':
        c.of.forEach(cond);
        break;
      case 'not':
        cond(c.of);
        break;
      default:
        break;
    }
  };
  const effects = (es: readonly CEffect[]) => {
    for (const e of es) {
      if (e.t === 'if') {
        cond(e.condition);
        effects(e.then);
        effects(e.else);
      }
    }
  };
  for (const card of deck.cards) {
    for (const k of card.locks) {
      switch (k.t) {
        case 'status':
          cond({ t: 'status', token: k.token });
          break;
        case 'all-status':
          cond({ t: 'all-status', tokens: k.tokens });
          break;
        case 'key':
          cond({ t: 'item', item: k.item });
          break;
        default:
          break;
      }
    }
    effects(card.effects);
    if (card.test) effects(card.test.onPass);
    for (const o of card.options) {
      cond(o.condition);
      effects(o.effects);
    }
  }
  for (const l of deck.locations) cond(l.access);
  for (const f of deck.failures) cond(f.condition);
  effects(deck.special);
  for (const it of deck.items) if (it.hasModifier) items[it.index] = true;
  return { tokens, items };
}
