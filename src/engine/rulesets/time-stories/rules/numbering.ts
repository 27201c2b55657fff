/**
 * The physical deck: every card in reset order with the small number printed on its back (TS-6.4, TS-6.5). Numbers
 * are computed from the document, never typed, so moving a location or adding an item renumbers the deck.
 *
 * Order (TS-6.3: setup cards first, the base directly under the top flash card; TS-10.2.1: a location's cards
 * together, A first): top flash card, base A…H, plan cards 1–4, hosts, then the locations in document order (A…H
 * each), items by number, the success card, the failure cards, and the bottom flash card.
 */
import { LETTERS, textOf, type Deck, type Language } from './deck';

export type CardKind =
  'flash-top' | 'base' | 'plan' | 'host' | 'location' | 'item' | 'success' | 'failure' | 'flash-bottom';

export interface PhysicalCard {
  /** The back number, 1 to N. */
  number: number;
  kind: CardKind;
  phase: 'setup' | 'adventure';
  /** JSON Pointer of the card in the document. */
  pointer: string;
  /** How the card is named in lists: "Kerrow Harbour B", "Item 12", "Base A". */
  label: string;
  letter?: string;
  /** Location id, for location cards. */
  location?: string;
  itemNumber?: number;
}

export function deckOrder(doc: Deck, language: Language = doc.language ?? 'en'): PhysicalCard[] {
  const out: Omit<PhysicalCard, 'number'>[] = [];
  const byLetter = <T extends { letter: string }>(cards: readonly T[]) =>
    cards
      .map((c, i) => ({ c, i }))
      .sort(
        (a, b) =>
          LETTERS.indexOf(a.c.letter as (typeof LETTERS)[number]) -
            LETTERS.indexOf(b.c.letter as (typeof LETTERS)[number]) || a.i - b.i,
      );
  if (doc.flashCards?.top)
    out.push({ kind: 'flash-top', phase: 'setup', pointer: '/flashCards/top', label: 'Flash card (top)' });
  const baseName = textOf(doc.base.name, language) || 'Base';
  for (const { c, i } of byLetter(doc.base.cards))
    out.push({
      kind: 'base',
      phase: 'setup',
      pointer: `/base/cards/${i}`,
      label: `${baseName} ${c.letter}`,
      letter: c.letter,
    });
  doc.plan.cards.forEach((_, i) =>
    out.push({ kind: 'plan', phase: 'setup', pointer: `/plan/cards/${i}`, label: `Plan ${i + 1}` }),
  );
  doc.hosts.forEach((h, i) =>
    out.push({ kind: 'host', phase: 'setup', pointer: `/hosts/${i}`, label: textOf(h.name, language) }),
  );
  doc.locations.forEach((l, li) => {
    const name = textOf(l.name, language);
    for (const { c, i } of byLetter(l.cards)) {
      out.push({
        kind: 'location',
        phase: 'adventure',
        pointer: `/locations/${li}/cards/${i}`,
        label: `${name} ${c.letter}`,
        letter: c.letter,
        location: l.id,
      });
    }
  });
  (doc.items ?? [])
    .map((it, i) => ({ it, i }))
    .sort((a, b) => a.it.number - b.it.number || a.i - b.i)
    .forEach(({ it, i }) =>
      out.push({
        kind: 'item',
        phase: 'adventure',
        pointer: `/items/${i}`,
        label: `Item ${it.number}`,
        itemNumber: it.number,
      }),
    );
  out.push({ kind: 'success', phase: 'adventure', pointer: '/success', label: 'Mission success' });
  doc.failures.forEach((f, i) =>
    out.push({
      kind: 'failure',
      phase: 'adventure',
      pointer: `/failures/${i}`,
      label: `Mission failed (${f.type})`,
    }),
  );
  if (doc.flashCards?.bottom)
    out.push({
      kind: 'flash-bottom',
      phase: 'adventure',
      pointer: '/flashCards/bottom',
      label: 'Flash card (bottom)',
    });
  return out.map((c, i) => ({ ...c, number: i + 1 }));
}

/** The back number of the card at a pointer, or undefined. */
export function backNumber(order: readonly PhysicalCard[], pointer: string): number | undefined {
  return order.find((c) => c.pointer === pointer)?.number;
}
