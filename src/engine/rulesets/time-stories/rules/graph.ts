/**
 * The deck as a graph, as plain data for the studio's graph view (and for anyone who wants to reason about
 * progression): locations, cards, items, status tokens and the mission cards are nodes; "grants" and "requires"
 * edges show what opens what. Each node and edge carries the JSON Pointer of the document part it comes from, so
 * selecting it in the view selects it in the editor.
 */
import { compileDeck, letterOf, type CCondition, type CEffect, type CompiledDeck } from './compile';
import { textOf, type Deck } from './deck';
import { reachability, UNREACHED, type Reach } from './reach';

export type GraphNodeKind = 'location' | 'card' | 'item' | 'status' | 'success' | 'failure' | 'host';

export interface GraphNode {
  /** Stable id: `location:harbour`, `card:harbour/B`, `item:12`, `status:lantern-oil`, `success`, `failure:too-late`, `host:ewen`. */
  id: string;
  kind: GraphNodeKind;
  label: string;
  pointer: string;
  /** Step of the reachability fixpoint at which it becomes obtainable (0 = from the start), or null when never. */
  step: number | null;
  /** Extra facts for the view: red location, agency logo, lock and slot symbols, test summary. */
  tags: string[];
}

export type GraphEdgeKind = 'contains' | 'grants' | 'requires' | 'reveals' | 'permits' | 'leads-to' | 'loses';

export interface GraphEdge {
  from: string;
  to: string;
  kind: GraphEdgeKind;
  /** Where the edge comes from in the document (the effect, the lock, the condition). */
  pointer: string;
  /** The edge only holds under a condition (an `if` effect or an option with a condition). */
  conditional: boolean;
}

export interface DeckGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export function deckGraph(doc: Deck, compiled?: CompiledDeck, reach?: Reach): DeckGraph {
  const deck = compiled ?? compileDeck(doc);
  const r = reach ?? reachability(deck);
  const lang = doc.language ?? 'en';
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const step = (n: number) => (n === UNREACHED ? null : n);
  const locId = (l: number) => `location:${deck.locations[l].id}`;
  const cardId = (c: number) =>
    `card:${deck.locations[deck.cards[c].location].id}/${letterOf(deck.cards[c])}`;
  const itemId = (i: number) => `item:${deck.items[i].number}`;
  const tokenId = (t: number) => `status:${deck.tokens[t]}`;

  deck.locations.forEach((l) =>
    nodes.push({
      id: locId(l.index),
      kind: 'location',
      label: l.name,
      pointer: l.pointer,
      step: step(r.locations[l.index]),
      tags: l.red ? ['red'] : [],
    }),
  );
  deck.cards.forEach((c) => {
    const tags: string[] = [];
    if (c.letter === 0) tags.push('story');
    for (const k of c.locks) tags.push(`lock:${k.t}`);
    if (c.forbidden) tags.push('forbidden');
    if (c.mandatory) tags.push('mandatory');
    if (c.perishable) tags.push('perishable');
    if (c.test) {
      tags.push(`test:${deck.skills[c.test.skill] ?? '?'}`);
      if (c.test.padlock) tags.push('padlock');
      if (c.test.opponent) tags.push('opponent');
    }
    nodes.push({
      id: cardId(c.index),
      kind: 'card',
      label: `${letterOf(c)} · ${c.title}`,
      pointer: c.pointer,
      step: c.letter === 0 ? step(r.locations[c.location]) : step(r.cards[c.index]),
      tags,
    });
    edges.push({
      from: locId(c.location),
      to: cardId(c.index),
      kind: 'contains',
      pointer: c.pointer,
      conditional: false,
    });
  });
  deck.items.forEach((it) =>
    nodes.push({
      id: itemId(it.index),
      kind: 'item',
      label: `${it.number} · ${it.name}`,
      pointer: it.pointer,
      step: step(r.items[it.index]),
      tags: it.agency ? ['agency'] : [],
    }),
  );
  deck.tokens.forEach((id, t) =>
    nodes.push({
      id: tokenId(t),
      kind: 'status',
      label: textOf(doc.statusTokens?.[t]?.name, lang) || id,
      pointer: `/statusTokens/${t}`,
      step: step(r.tokens[t]),
      tags: deck.tokenPersists[t] ? ['persists'] : [],
    }),
  );
  nodes.push({
    id: 'success',
    kind: 'success',
    label: textOf(doc.success.title, lang) || 'Mission success',
    pointer: '/success',
    step: step(r.success),
    tags: [],
  });
  deck.failures.forEach((f) =>
    nodes.push({
      id: `failure:${f.id}`,
      kind: 'failure',
      label: f.id,
      pointer: `/failures/${f.index}`,
      step: step(r.failures[f.index]),
      tags: [f.type],
    }),
  );
  deck.hosts.forEach((h) => {
    nodes.push({
      id: `host:${h.id}`,
      kind: 'host',
      label: h.name,
      pointer: `/hosts/${h.index}`,
      step: 0,
      tags: [],
    });
    h.equipment.forEach((it, k) =>
      edges.push({
        from: `host:${h.id}`,
        to: itemId(it),
        kind: 'grants',
        pointer: `/hosts/${h.index}/equipment/${k}`,
        conditional: false,
      }),
    );
  });

  const requires = (from: string, c: CCondition, pointer: string) => {
    switch (c.t) {
      case 'status':
        if (c.token >= 0)
          edges.push({ from: tokenId(c.token), to: from, kind: 'requires', pointer, conditional: false });
        break;
      case 'all-status':
        for (const t of c.tokens)
          if (t >= 0)
            edges.push({ from: tokenId(t), to: from, kind: 'requires', pointer, conditional: false });
        break;
      case 'item':
        if (c.item >= 0)
          edges.push({ from: itemId(c.item), to: from, kind: 'requires', pointer, conditional: false });
        break;
      case 'host':
        for (const h of c.hosts)
          if (h >= 0)
            edges.push({
              from: `host:${deck.hosts[h].id}`,
              to: from,
              kind: 'requires',
              pointer,
              conditional: false,
            });
        break;
      case 'all':
      case 'any':
        c.of.forEach((x) => requires(from, x, pointer));
        break;
      default:
        break;
    }
  };
  const effects = (from: string, list: readonly CEffect[], pointer: string, conditional: boolean) => {
    list.forEach((e, i) => {
      const p = `${pointer}/${i}`;
      const edge = (to: string, kind: GraphEdgeKind) =>
        edges.push({ from, to, kind, pointer: p, conditional });
      switch (e.t) {
        case 'gain-item':
          if (e.item >= 0) edge(itemId(e.item), 'grants');
          break;
        case 'lose-item':
          if (e.item >= 0) edge(itemId(e.item), 'loses');
          break;
        case 'gain-status':
          if (e.token >= 0) edge(tokenId(e.token), 'grants');
          break;
        case 'lose-status':
          if (e.token >= 0) edge(tokenId(e.token), 'loses');
          break;
        case 'reveal':
          if (e.card >= 0) edge(cardId(e.card), 'reveals');
          break;
        case 'permit':
          if (e.card >= 0) edge(cardId(e.card), 'permits');
          break;
        case 'go-to':
          if (e.location >= 0) edge(locId(e.location), 'leads-to');
          break;
        case 'success':
          edge('success', 'grants');
          break;
        case 'failure':
          if (e.failure >= 0) edge(`failure:${deck.failures[e.failure].id}`, 'grants');
          break;
        case 'if':
          requires(from, e.condition, `${p}/if/condition`);
          effects(from, e.then, `${p}/if/then`, true);
          effects(from, e.else, `${p}/if/else`, true);
          break;
        default:
          break;
      }
    });
  };
  for (const c of deck.cards) {
    const id = cardId(c.index);
    c.locks.forEach((k, i) => {
      const p = `${c.pointer}/locks/${i}`;
      if (k.t === 'status') requires(id, { t: 'status', token: k.token }, p);
      else if (k.t === 'all-status') requires(id, { t: 'all-status', tokens: k.tokens }, p);
      else if (k.t === 'hosts') requires(id, { t: 'host', hosts: k.hosts }, p);
      else if (k.t === 'key') {
        requires(id, { t: 'item', item: k.item }, p);
        requires(id, { t: 'host', hosts: k.hosts }, p);
      }
    });
    effects(id, c.effects, `${c.pointer}/effects`, false);
    if (c.test) effects(id, c.test.onPass, `${c.pointer}/test/onPass`, false);
    c.options.forEach((o, i) => {
      if (o.condition) requires(id, o.condition, `${c.pointer}/options/${i}/condition`);
      effects(id, o.effects, `${c.pointer}/options/${i}/effects`, o.condition !== null);
    });
  }
  deck.locations.forEach((l) => {
    const h = doc.plan.hotspots.findIndex((x) => x.location === l.id);
    if (l.access && h >= 0) requires(locId(l.index), l.access, `/plan/hotspots/${h}/access`);
  });
  return { nodes, edges };
}
