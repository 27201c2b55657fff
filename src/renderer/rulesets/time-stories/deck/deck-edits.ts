/**
 * Every structural change the deck studio makes, as a pure function from the deck to a JSON patch: the outline,
 * the panorama strip and the inspector call these, and the view applies the patch as one undoable step. Keeping
 * them pure lets each one be tested for its patch and its undo without a browser.
 *
 * Changes that rename letters also rewrite what points at those letters (reveal and permit effects of the same
 * location, card A's printed list), so re-lettering never silently retargets a reveal.
 */
import { LETTERS, RESOURCE_COLOURS, type Deck, type Effect, type Language, type LocationCard } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { PatchOp } from '../../../store/json-patch';
import { newText, slug, uniqueId } from './deck-text';
import { maxOf } from '../../../../engine/core/lists';

export interface Edit {
  ops: PatchOp[];
  /** What to select afterwards (a JSON Pointer), when the edit creates or moves something. */
  select?: string | null;
}

type Letter = (typeof LETTERS)[number];
type PanoramaLetter = Exclude<Letter, 'A'>;
const PANORAMA = LETTERS.slice(1) as readonly PanoramaLetter[];

/** Adds `value` at the end of an optional array, creating the array when the deck has none yet. */
function append(deck: Deck, key: 'items' | 'statusTokens' | 'resources', value: unknown): PatchOp {
  return deck[key] ? { op: 'add', path: `/${key}/-`, value } : { op: 'add', path: `/${key}`, value: [value] };
}

function move(path: string, from: number, to: number, length: number, value: unknown): PatchOp[] | null {
  if (to < 0 || to >= length || from === to) return null;
  return [
    { op: 'remove', path: `${path}/${from}` },
    { op: 'add', path: `${path}/${to}`, value },
  ];
}

// ---- locations ---------------------------------------------------------------------------------

export function addLocation(deck: Deck, name: string, language: Language): Edit {
  const id = uniqueId(slug(name, 'location'), deck.locations.map((l) => l.id));
  const at = deck.locations.length;
  const location = { id, name: newText(name, language), cards: [{ letter: 'A', title: newText(name, language), text: newText('', language) }] };
  const used = new Set(deck.plan.hotspots.map((h) => `${h.card}:${h.x}:${h.y}`));
  // Spread new hotspots over the plan so they do not sit on top of each other.
  let k = deck.plan.hotspots.length;
  let spot = { card: (k % 4) + 1, x: 0.5, y: 0.5 };
  while (used.has(`${spot.card}:${spot.x}:${spot.y}`)) {
    k++;
    spot = { card: (k % 4) + 1, x: 0.25 + 0.25 * (Math.floor(k / 4) % 3), y: 0.3 + 0.2 * (Math.floor(k / 12) % 3) };
  }
  return {
    ops: [
      { op: 'add', path: '/locations/-', value: location },
      { op: 'add', path: '/plan/hotspots/-', value: { location: id, ...spot } },
    ],
    select: `/locations/${at}`,
  };
}

/** Removes a location and its hotspots on the plan; what else refers to it shows up in the problems panel. */
export function deleteLocation(deck: Deck, index: number): Edit {
  const id = deck.locations[index].id;
  const hotspots = deck.plan.hotspots
    .map((h, i) => (h.location === id ? i : -1))
    .filter((i) => i >= 0)
    .reverse();
  return {
    ops: [...hotspots.map((i): PatchOp => ({ op: 'remove', path: `/plan/hotspots/${i}` })), { op: 'remove', path: `/locations/${index}` }],
    select: deck.locations.length > 1 ? `/locations/${Math.max(0, index - 1)}` : null,
  };
}

export function moveLocation(deck: Deck, index: number, delta: number): Edit | null {
  const ops = move('/locations', index, index + delta, deck.locations.length, deck.locations[index]);
  return ops && { ops, select: `/locations/${index + delta}` };
}

export function setRed(deck: Deck, index: number, red: boolean): Edit {
  return { ops: setField(deck.locations[index].red, `/locations/${index}/red`, red ? true : undefined) };
}

/** Puts the location on the plan (a hotspot) or takes it off. */
export function setOnPlan(deck: Deck, index: number, onPlan: boolean): Edit {
  const id = deck.locations[index].id;
  if (onPlan) {
    if (deck.plan.hotspots.some((h) => h.location === id)) return { ops: [] };
    return { ops: [{ op: 'add', path: '/plan/hotspots/-', value: { location: id, card: (deck.plan.hotspots.length % 4) + 1, x: 0.5, y: 0.5 } }] };
  }
  const at = deck.plan.hotspots
    .map((h, i) => (h.location === id ? i : -1))
    .filter((i) => i >= 0)
    .reverse();
  return { ops: at.map((i) => ({ op: 'remove', path: `/plan/hotspots/${i}` })) };
}

/** Changes a location's id and every reference to it (start, plan, go-to effects). */
export function renameLocationId(deck: Deck, index: number, next: string): Edit {
  const prev = deck.locations[index].id;
  if (prev === next) return { ops: [] };
  const ops: PatchOp[] = [{ op: 'replace', path: `/locations/${index}/id`, value: next }];
  if (deck.run.start === prev) ops.push({ op: 'replace', path: '/run/start', value: next });
  deck.plan.hotspots.forEach((h, i) => h.location === prev && ops.push({ op: 'replace', path: `/plan/hotspots/${i}/location`, value: next }));
  deck.locations.forEach((l, li) =>
    l.cards.forEach((c, ci) =>
      eachEffect(c, `/locations/${li}/cards/${ci}`, (e, p) => {
        if (e !== 'success' && e['go-to'] === prev) ops.push({ op: 'replace', path: `${p}/go-to`, value: next });
      }),
    ),
  );
  return { ops };
}

// ---- cards of a location -----------------------------------------------------------------------

/** Visits every effect of a card (on explore, on passing its test, in its options, inside `if`). */
export function eachEffect(card: LocationCard, pointer: string, visit: (e: Effect, pointer: string) => void): void {
  const walk = (list: readonly Effect[] | undefined, p: string) =>
    list?.forEach((e, i) => {
      visit(e, `${p}/${i}`);
      if (e !== 'success' && e.if) {
        walk(e.if.then, `${p}/${i}/if/then`);
        walk(e.if.else, `${p}/${i}/if/else`);
      }
    });
  walk(card.effects, `${pointer}/effects`);
  walk(card.test?.onPass, `${pointer}/test/onPass`);
  card.options?.forEach((o, k) => walk(o.effects, `${pointer}/options/${k}/effects`));
}

export function nextPanoramaLetter(cards: readonly { letter: string }[]): Letter | null {
  return PANORAMA.find((l) => !cards.some((c) => c.letter === l)) ?? null;
}

export function addCard(deck: Deck, li: number, title: string, language: Language): Edit | null {
  const cards = deck.locations[li].cards;
  const letter = nextPanoramaLetter(cards);
  if (!letter) return null;
  const card = { letter, title: newText(title, language), text: newText('', language) };
  // Cards stay in letter order in the file too, as they lie in the deck.
  const at = cards.findIndex((c) => LETTERS.indexOf(c.letter) > LETTERS.indexOf(letter));
  const index = at < 0 ? cards.length : at;
  return { ops: [{ op: 'add', path: `/locations/${li}/cards/${index}`, value: card }], select: `/locations/${li}/cards/${index}` };
}

export function deleteCard(deck: Deck, li: number, ci: number): Edit {
  return { ops: [{ op: 'remove', path: `/locations/${li}/cards/${ci}` }], select: `/locations/${li}` };
}

/**
 * Lays the panorama out in a new order (a drag on the strip): `order` lists the panorama cards' indices left to
 * right, and they get the letters B, C, D… in that order. The location's reveal and permit effects and card A's
 * list follow their cards. The cards are rewritten in one replace, sorted by letter as they lie in the deck, so
 * the step undoes exactly. `select` is where the card at `order[moved]` ends up.
 */
export function reletterPanorama(deck: Deck, li: number, order: readonly number[], moved = 0): Edit {
  const cards = deck.locations[li].cards;
  const mapping = new Map<string, PanoramaLetter>();
  order.forEach((ci, k) => mapping.set(cards[ci].letter, PANORAMA[k]));
  if (order.every((ci, k) => cards[ci].letter === PANORAMA[k])) return { ops: [] };
  const remap = (list: readonly Effect[] | undefined): Effect[] | undefined =>
    list?.map((e) => {
      if (e === 'success') return e;
      const next: Exclude<Effect, 'success'> = { ...e };
      if (e.reveal) next.reveal = mapping.get(e.reveal) ?? e.reveal;
      if (e.permit) next.permit = mapping.get(e.permit) ?? e.permit;
      if (e.if) next.if = { ...e.if, then: remap(e.if.then) as [Effect, ...Effect[]], ...(e.if.else ? { else: remap(e.if.else) } : {}) };
      return next;
    });
  const rewritten = cards.map((c, ci) => {
    const next: LocationCard = { ...c, letter: c.letter === 'A' ? 'A' : (mapping.get(c.letter) ?? c.letter) };
    if (c.effects) next.effects = remap(c.effects);
    if (c.test?.onPass) next.test = { ...c.test, onPass: remap(c.test.onPass) };
    if (c.options) next.options = c.options.map((o) => ({ ...o, effects: remap(o.effects) as [Effect, ...Effect[]] }));
    if (c.lists) next.lists = c.lists.map((l) => mapping.get(l) ?? l).sort();
    return { card: next, from: ci };
  });
  rewritten.sort((a, b) => LETTERS.indexOf(a.card.letter) - LETTERS.indexOf(b.card.letter));
  const at = rewritten.findIndex((r) => r.from === order[moved]);
  return { ops: [{ op: 'replace', path: `/locations/${li}/cards`, value: rewritten.map((r) => r.card) }], select: `/locations/${li}/cards/${at}` };
}

// ---- base --------------------------------------------------------------------------------------

export function addBaseCard(deck: Deck, title: string, language: Language): Edit | null {
  const letter = LETTERS.find((l) => !deck.base.cards.some((c) => c.letter === l));
  if (!letter) return null;
  return { ops: [{ op: 'add', path: '/base/cards/-', value: { letter, title: newText(title, language), text: newText('', language) } }], select: `/base/cards/${deck.base.cards.length}` };
}

/** Base cards are read in letter order: moving one swaps its letter with its neighbour's. */
export function moveBaseCard(deck: Deck, index: number, delta: number): Edit | null {
  const cards = deck.base.cards;
  const to = index + delta;
  if (to < 0 || to >= cards.length) return null;
  const swapped = cards.map((c) => ({ ...c }));
  [swapped[index].letter, swapped[to].letter] = [cards[to].letter, cards[index].letter];
  [swapped[index], swapped[to]] = [swapped[to], swapped[index]];
  return { ops: [{ op: 'replace', path: '/base/cards', value: swapped }], select: `/base/cards/${to}` };
}

// ---- items, hosts, tokens, resources, failures -------------------------------------------------

export function addItem(deck: Deck, name: string, language: Language): Edit {
  const number = maxOf((deck.items ?? []).map((i) => i.number), 0) + 1;
  return { ops: [append(deck, 'items', { number, name: newText(name, language), kind: 'gear' })], select: `/items/${deck.items?.length ?? 0}` };
}

export function addHost(deck: Deck, name: string, language: Language): Edit {
  const id = uniqueId(slug(name, 'host'), deck.hosts.map((h) => h.id));
  const host = { id, name: newText(name, language), dice: { [deck.skills[0].id]: 1 }, resistance: 1, lp: 4 };
  return { ops: [{ op: 'add', path: '/hosts/-', value: host }], select: `/hosts/${deck.hosts.length}` };
}

export function addStatusToken(deck: Deck, name: string, language: Language): Edit {
  const id = uniqueId(slug(name, 'status'), (deck.statusTokens ?? []).map((t) => t.id));
  const taken = new Set((deck.statusTokens ?? []).map((t) => t.token));
  const token = Array.from({ length: 24 }, (_, i) => i + 1).find((n) => !taken.has(n));
  return { ops: [append(deck, 'statusTokens', { id, name: newText(name, language), ...(token ? { token } : {}) })], select: `/statusTokens/${deck.statusTokens?.length ?? 0}` };
}

export function addResource(deck: Deck, name: string, language: Language): Edit | null {
  const colour = RESOURCE_COLOURS.find((c) => !(deck.resources ?? []).some((r) => r.colour === c));
  if (!colour) return null;
  return { ops: [append(deck, 'resources', { colour, name: newText(name, language) })], select: `/resources/${deck.resources?.length ?? 0}` };
}

export function addFailure(deck: Deck, title: string, language: Language): Edit {
  const hasTime = deck.failures.some((f) => f.type === 'time');
  const id = uniqueId(slug(title, 'failure'), deck.failures.map((f) => f.id));
  return { ops: [{ op: 'add', path: '/failures/-', value: { id, type: hasTime ? 'special' : 'time', title: newText(title, language), text: newText('', language) } }], select: `/failures/${deck.failures.length}` };
}

export function addSkill(deck: Deck, name: string, language: Language): Edit {
  const id = uniqueId(slug(name, 'skill'), deck.skills.map((s) => s.id));
  return { ops: [{ op: 'add', path: '/skills/-', value: { id, name: newText(name, language) } }] };
}

/** Moves an element of any list of the deck one place (items, hosts, tokens…). */
export function moveInList(deck: Deck, listPointer: string, index: number, delta: number): Edit | null {
  const list = listAt(deck, listPointer);
  if (!list) return null;
  const ops = move(listPointer, index, index + delta, list.length, list[index]);
  return ops && { ops, select: `${listPointer}/${index + delta}` };
}

export function removeFromList(deck: Deck, listPointer: string, index: number): Edit {
  const list = listAt(deck, listPointer) ?? [];
  return { ops: [{ op: 'remove', path: `${listPointer}/${index}` }], select: list.length > 1 ? `${listPointer}/${Math.max(0, index - 1)}` : null };
}

function listAt(deck: Deck, pointer: string): unknown[] | undefined {
  let node: unknown = deck;
  for (const key of pointer.split('/').slice(1)) node = (node as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(node) ? node : undefined;
}

// ---- generic field edits -----------------------------------------------------------------------

/** Sets an optional field: `undefined` removes it. */
export function setField(current: unknown, pointer: string, value: unknown): PatchOp[] {
  if (value === undefined) return current === undefined ? [] : [{ op: 'remove', path: pointer }];
  return [{ op: current === undefined ? 'add' : 'replace', path: pointer, value }];
}
