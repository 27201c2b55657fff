/**
 * Delete and move applied to whatever is selected (a location, one of its cards, a base card or an element of a
 * list): which of them are possible now, and the edit each makes. Moving a panorama card re-letters it.
 */
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import { deleteCard, deleteLocation, moveBaseCard, moveInList, moveLocation, reletterPanorama, removeFromList, type Edit } from './deck-edits';
import { locationOf } from './selection-pointer';

/** What the selection is, for delete and move: a location, one of its cards, a base card or a list element. */
export function selectedTarget(pointer: string | null): { list: string; index: number; kind: 'location' | 'card' | 'base' | 'list' } | null {
  if (!pointer) return null;
  let m = /^\/locations\/(\d+)\/cards\/(\d+)$/.exec(pointer);
  if (m) return { list: `/locations/${m[1]}/cards`, index: Number(m[2]), kind: 'card' };
  m = /^\/locations\/(\d+)$/.exec(pointer);
  if (m) return { list: '/locations', index: Number(m[1]), kind: 'location' };
  m = /^\/base\/cards\/(\d+)$/.exec(pointer);
  if (m) return { list: '/base/cards', index: Number(m[1]), kind: 'base' };
  m = /^\/(items|hosts|statusTokens|resources|failures)\/(\d+)$/.exec(pointer);
  if (m) return { list: `/${m[1]}`, index: Number(m[2]), kind: 'list' };
  return null;
}

/** Lists the schema wants non-empty: their last element cannot be deleted from the outline. */
const NON_EMPTY = new Set(['/locations', '/hosts', '/failures', '/base/cards']);

function listLength(deck: Deck, list: string): number {
  let node: unknown = deck;
  for (const k of list.split('/').slice(1)) node = (node as Record<string, unknown>)[k];
  return Array.isArray(node) ? node.length : 0;
}

export function canDelete(deck: Deck, pointer: string | null): boolean {
  const target = selectedTarget(pointer);
  if (!target) return false;
  if (target.kind === 'card') {
    const li = locationOf(pointer);
    return deck.locations[li]?.cards[target.index]?.letter !== 'A';
  }
  return !(NON_EMPTY.has(target.list) && listLength(deck, target.list) <= 1);
}

export function deleteEdit(deck: Deck, pointer: string | null): Edit | null {
  const target = selectedTarget(pointer);
  if (!target || !canDelete(deck, pointer)) return null;
  if (target.kind === 'location') return deleteLocation(deck, target.index);
  if (target.kind === 'card') return deleteCard(deck, locationOf(pointer), target.index);
  return removeFromList(deck, target.list, target.index);
}

export function moveEdit(deck: Deck, pointer: string | null, delta: number): Edit | null {
  const target = selectedTarget(pointer);
  if (!target) return null;
  if (target.kind === 'location') return moveLocation(deck, target.index, delta);
  if (target.kind === 'base') return moveBaseCard(deck, target.index, delta);
  if (target.kind === 'card') {
    const li = locationOf(pointer);
    const cards = deck.locations[li].cards;
    if (cards[target.index].letter === 'A') return null;
    const order = cards
      .map((c, i) => ({ c, i }))
      .filter(({ c }) => c.letter !== 'A')
      .sort((a, b) => a.c.letter.localeCompare(b.c.letter))
      .map(({ i }) => i);
    const at = order.indexOf(target.index);
    const to = at + delta;
    if (to < 0 || to >= order.length) return null;
    [order[at], order[to]] = [order[to], order[at]];
    return reletterPanorama(deck, li, order, to);
  }
  return moveInList(deck, target.list, target.index, delta);
}

