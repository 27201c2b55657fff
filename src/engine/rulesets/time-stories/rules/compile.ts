/**
 * Compiles a deck document into the engine's model: every reference resolved to an integer index, cards of a
 * location sorted by letter, conditions and effects turned into small tagged objects. Checks, the graph, the run
 * engine and the bots all read this model; the document itself is never touched. A broken reference (which the
 * checks report) compiles to something inert rather than throwing, so a half-written deck still opens.
 */
import type { Condition, Deck, Effect, LockCondition, Modifier } from './deck';
import { LETTERS, RESOURCE_COLOURS, textOf } from './deck';
import { resolveSettings, type SimSettings } from './settings';
import { shieldCode } from './rules';

export const NOBODY = -1;
export const TEAM = -2;

export type CCondition =
  | { t: 'status'; token: number }
  | { t: 'all-status'; tokens: number[] }
  | { t: 'item'; item: number }
  | { t: 'host'; hosts: number[] }
  | { t: 'resource'; colour: number; count: number }
  | { t: 'run'; n: number }
  | { t: 'all'; of: CCondition[] }
  | { t: 'any'; of: CCondition[] }
  | { t: 'not'; of: CCondition }
  | { t: 'never' };

export type CEffect =
  | { t: 'gain-item'; item: number }
  | { t: 'lose-item'; item: number }
  | { t: 'gain-status'; token: number }
  | { t: 'lose-status'; token: number }
  | { t: 'tu'; n: number }
  | { t: 'lp'; n: number; team: boolean }
  | { t: 'resource'; colour: number; n: number }
  | { t: 'reveal'; card: number }
  | { t: 'permit'; card: number }
  | { t: 'go-to'; location: number }
  | { t: 'success' }
  | { t: 'failure'; failure: number }
  | { t: 'if'; condition: CCondition; then: CEffect[]; else: CEffect[] };

export type CLock =
  | { t: 'status'; token: number }
  | { t: 'all-status'; tokens: number[] }
  | { t: 'whole-team' }
  | { t: 'hosts'; hosts: number[] }
  | { t: 'key'; hosts: number[]; item: number };

export interface CTest {
  skill: number;
  kinds: number[];
  counts: number[];
  padlock: boolean;
  opponent: boolean;
  optional: boolean;
  onPass: CEffect[];
}

export interface COption {
  label: string;
  condition: CCondition | null;
  effects: CEffect[];
}

export interface CCard {
  index: number;
  location: number;
  /** 0 for A … 7 for H. */
  letter: number;
  title: string;
  /** JSON Pointer of the card in the document. */
  pointer: string;
  locks: CLock[];
  forbidden: boolean;
  mandatory: boolean;
  perishable: boolean;
  effects: CEffect[];
  test: CTest | null;
  options: COption[];
}

export interface CLocation {
  index: number;
  id: string;
  name: string;
  red: boolean;
  pointer: string;
  /** Index of card A in `cards`, or -1. */
  cardA: number;
  /** The panorama cards (B…H) in letter order, as indices into `cards`. */
  panorama: number[];
  onPlan: boolean;
  /** The hotspot's access condition; null when the plan always allows it. */
  access: CCondition | null;
}

export interface CItem {
  index: number;
  number: number;
  name: string;
  agency: boolean;
  /** Information belongs to the whole team (TS-40.28); other items to the host who takes them. */
  team: boolean;
  /** Extra dice per skill index. */
  dice: number[];
  /** Extra hits per skill index. */
  hits: number[];
  resistance: number;
  hasModifier: boolean;
  pointer: string;
}

export interface CHost {
  index: number;
  id: string;
  name: string;
  dice: number[];
  hits: number[];
  resistance: number;
  lp: number;
  equipment: number[];
  resources: number[];
}

export interface CFailure {
  index: number;
  id: string;
  type: 'time' | 'death' | 'special';
  condition: CCondition | null;
}

export interface CompiledDeck {
  doc: Deck;
  skills: string[];
  tokens: string[];
  tokenPersists: boolean[];
  items: CItem[];
  /** Item number → index in `items`. */
  itemByNumber: Map<number, number>;
  hosts: CHost[];
  locations: CLocation[];
  cards: CCard[];
  failures: CFailure[];
  start: number;
  special: CEffect[];
  settings: SimSettings;
  /** The hosts the simulated team takes, as indices into `hosts`. */
  team: number[];
  tuStart: number;
}

function indexOf<T>(list: readonly T[], key: (t: T) => string): Map<string, number> {
  const m = new Map<string, number>();
  list.forEach((t, i) => {
    if (!m.has(key(t))) m.set(key(t), i);
  });
  return m;
}

export function compileDeck(doc: Deck, overrides: Partial<SimSettings> = {}): CompiledDeck {
  const skills = doc.skills.map((s) => s.id);
  const skillIx = indexOf(doc.skills, (s) => s.id);
  const tokensDoc = doc.statusTokens ?? [];
  const tokenIx = indexOf(tokensDoc, (t) => t.id);
  const hostIx = indexOf(doc.hosts, (h) => h.id);
  const locIx = indexOf(doc.locations, (l) => l.id);
  const failIx = indexOf(doc.failures, (f) => f.id);
  const itemsDoc = doc.items ?? [];
  const itemByNumber = new Map<number, number>();
  itemsDoc.forEach((it, i) => {
    if (!itemByNumber.has(it.number)) itemByNumber.set(it.number, i);
  });
  const colourIx = (c: string) => (RESOURCE_COLOURS as readonly string[]).indexOf(c);
  const ref = (m: Map<string, number>, id: string) => m.get(id) ?? NOBODY;
  const item = (n: number) => itemByNumber.get(n) ?? NOBODY;

  const condition = (c: Condition): CCondition => {
    if (c['has-status'] !== undefined) return { t: 'status', token: ref(tokenIx, c['has-status']) };
    if (c['has-all-status'])
      return { t: 'all-status', tokens: c['has-all-status'].map((id) => ref(tokenIx, id)) };
    if (c['has-item'] !== undefined) return { t: 'item', item: item(c['has-item']) };
    if (c['host-present']) return { t: 'host', hosts: c['host-present'].map((id) => ref(hostIx, id)) };
    if (c['resource-at-least'])
      return {
        t: 'resource',
        colour: colourIx(c['resource-at-least'].colour),
        count: c['resource-at-least'].count,
      };
    if (c['run-at-least'] !== undefined) return { t: 'run', n: c['run-at-least'] };
    if (c.all) return { t: 'all', of: c.all.map(condition) };
    if (c.any) return { t: 'any', of: c.any.map(condition) };
    if (c.not) return { t: 'not', of: condition(c.not) };
    return { t: 'never' };
  };

  const modifiers = (mods: readonly Modifier[] | undefined) => {
    const dice = skills.map(() => 0);
    const hits = skills.map(() => 0);
    let resistance = 0;
    for (const m of mods ?? []) {
      if (m.dice) {
        const s = skillIx.get(m.dice.skill);
        if (s !== undefined) dice[s] += m.dice.count;
      } else if (m.hits) {
        if (m.hits.skill === undefined) for (let s = 0; s < hits.length; s++) hits[s] += m.hits.count;
        else {
          const s = skillIx.get(m.hits.skill);
          if (s !== undefined) hits[s] += m.hits.count;
        }
      } else if (m.resistance !== undefined) resistance += m.resistance;
    }
    return { dice, hits, resistance };
  };

  const cards: CCard[] = [];
  const locations: CLocation[] = doc.locations.map((l, li) => ({
    index: li,
    id: l.id,
    name: textOf(l.name, doc.language ?? 'en'),
    red: l.red === true,
    pointer: `/locations/${li}`,
    cardA: NOBODY,
    panorama: [],
    onPlan: false,
    access: null,
  }));

  // Cards first (reveal and permit refer to cards of the same location by letter).
  doc.locations.forEach((l, li) => {
    l.cards.forEach((c, ci) => {
      cards.push({
        index: cards.length,
        location: li,
        letter: LETTERS.indexOf(c.letter),
        title: textOf(c.title, doc.language ?? 'en'),
        pointer: `/locations/${li}/cards/${ci}`,
        locks: [],
        forbidden: c.symbols?.includes('forbidden') ?? false,
        mandatory: c.symbols?.includes('mandatory') ?? false,
        perishable: c.symbols?.includes('perishable') ?? false,
        effects: [],
        test: null,
        options: [],
      });
    });
  });
  const cardAt = (li: number, letter: string): number => {
    const L = LETTERS.indexOf(letter as (typeof LETTERS)[number]);
    const found = cards.find((c) => c.location === li && c.letter === L);
    return found ? found.index : NOBODY;
  };
  const effect = (e: Effect, li: number): CEffect => {
    if (e === 'success') return { t: 'success' };
    if (e['gain-item'] !== undefined) return { t: 'gain-item', item: item(e['gain-item']) };
    if (e['lose-item'] !== undefined) return { t: 'lose-item', item: item(e['lose-item']) };
    if (e['gain-status'] !== undefined) return { t: 'gain-status', token: ref(tokenIx, e['gain-status']) };
    if (e['lose-status'] !== undefined) return { t: 'lose-status', token: ref(tokenIx, e['lose-status']) };
    if (e.tu !== undefined) return { t: 'tu', n: e.tu };
    if (e.lp) return { t: 'lp', n: e.lp.delta, team: e.lp.who === 'team' };
    if (e.resource) return { t: 'resource', colour: colourIx(e.resource.colour), n: e.resource.delta };
    if (e.reveal !== undefined) return { t: 'reveal', card: li < 0 ? NOBODY : cardAt(li, e.reveal) };
    if (e.permit !== undefined) return { t: 'permit', card: li < 0 ? NOBODY : cardAt(li, e.permit) };
    if (e['go-to'] !== undefined) return { t: 'go-to', location: ref(locIx, e['go-to']) };
    if (e.failure !== undefined) return { t: 'failure', failure: ref(failIx, e.failure) };
    if (e.if)
      return {
        t: 'if',
        condition: condition(e.if.condition),
        then: e.if.then.map((x) => effect(x, li)),
        else: (e.if.else ?? []).map((x) => effect(x, li)),
      };
    return { t: 'tu', n: 0 };
  };
  const lock = (k: LockCondition): CLock => {
    if (k === 'whole-team') return { t: 'whole-team' };
    if (k.status !== undefined) return { t: 'status', token: ref(tokenIx, k.status) };
    if (k['all-status']) return { t: 'all-status', tokens: k['all-status'].map((id) => ref(tokenIx, id)) };
    if (k.hosts) return { t: 'hosts', hosts: k.hosts.map((id) => ref(hostIx, id)) };
    if (k['hosts-with-key'])
      return {
        t: 'key',
        hosts: k['hosts-with-key'].hosts.map((id) => ref(hostIx, id)),
        item: item(k['hosts-with-key'].item),
      };
    return { t: 'whole-team' };
  };

  let ci = 0;
  doc.locations.forEach((l, li) => {
    const loc = locations[li];
    l.cards.forEach((c) => {
      const card = cards[ci++];
      card.locks = (c.locks ?? []).map(lock);
      card.effects = (c.effects ?? []).map((e) => effect(e, li));
      card.options = (c.options ?? []).map((o) => ({
        label: textOf(o.label, doc.language ?? 'en'),
        condition: o.condition ? condition(o.condition) : null,
        effects: o.effects.map((e) => effect(e, li)),
      }));
      if (c.test) {
        card.test = {
          skill: ref(skillIx, c.test.skill),
          kinds: c.test.shields.map((s) => shieldCode(s.kind)),
          counts: c.test.shields.map((s) => s.count),
          padlock: c.test.padlock === true,
          opponent: c.test.opponent === true,
          optional: c.test.optional === true,
          onPass: (c.test.onPass ?? []).map((e) => effect(e, li)),
        };
      }
      if (card.letter === 0) {
        if (loc.cardA === NOBODY) loc.cardA = card.index;
      } else if (!loc.panorama.some((p) => cards[p].letter === card.letter)) {
        loc.panorama.push(card.index);
      }
    });
    loc.panorama.sort((a, b) => cards[a].letter - cards[b].letter);
  });
  for (const h of doc.plan.hotspots) {
    const li = locIx.get(h.location);
    if (li === undefined) continue;
    locations[li].onPlan = true;
    locations[li].access = h.access ? condition(h.access) : null;
  }

  const items = itemsDoc.map((it, i) => {
    const m = modifiers(it.modifiers);
    return {
      index: i,
      number: it.number,
      name: textOf(it.name, doc.language ?? 'en'),
      agency: it.agencyLogo === true,
      team: (it.kind ?? 'gear') === 'information',
      ...m,
      hasModifier: m.resistance > 0 || m.dice.some((d) => d > 0) || m.hits.some((d) => d > 0),
      pointer: `/items/${i}`,
    };
  });
  const hosts = doc.hosts.map((h, i) => {
    const m = modifiers(h.modifiers);
    return {
      index: i,
      id: h.id,
      name: textOf(h.name, doc.language ?? 'en'),
      dice: skills.map((s, k) => (h.dice[s] ?? 0) + m.dice[k]),
      hits: m.hits,
      resistance: h.resistance + m.resistance,
      lp: h.lp,
      equipment: (h.equipment ?? []).map(item).filter((x) => x >= 0),
      resources: RESOURCE_COLOURS.map((c) => h.resources?.[c] ?? 0),
    };
  });
  const settings = resolveSettings(doc, overrides);
  const team = (settings.hosts ?? doc.hosts.slice(0, settings.agents).map((h) => h.id))
    .map((id) => hostIx.get(id))
    .filter((x): x is number => x !== undefined);
  const byPlayers = doc.run.tuByPlayers as Record<string, number | undefined> | undefined;
  return {
    doc,
    skills,
    tokens: tokensDoc.map((t) => t.id),
    tokenPersists: tokensDoc.map((t) => t.persists === true),
    items,
    itemByNumber,
    hosts,
    locations,
    cards,
    failures: doc.failures.map((f, i) => ({
      index: i,
      id: f.id,
      type: f.type,
      condition: f.condition ? condition(f.condition) : null,
    })),
    start: ref(locIx, doc.run.start),
    special: (doc.specialShield?.effects ?? []).map((e) => effect(e, -1)),
    settings,
    team,
    tuStart: byPlayers?.[String(team.length)] ?? doc.run.tu,
  };
}

/** The letter of a card, as printed. */
export function letterOf(card: CCard): string {
  return LETTERS[card.letter] ?? '?';
}
