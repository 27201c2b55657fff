/** Pointers of the deck as the studio selects them: the part a deeper pointer is about, the location it lies in. */

/**
 * The part of the deck a pointer is about, as the outline shows it: a problem deep inside a card's test selects
 * the card; one inside a host selects the host.
 */
export function entityPointer(pointer: string): string | null {
  const parts = pointer.split('/').slice(1);
  const [head, a, b, c] = parts;
  switch (head) {
    case 'locations':
      if (a === undefined) return null;
      return b === 'cards' && c !== undefined ? `/locations/${a}/cards/${c}` : `/locations/${a}`;
    case 'base':
      return a === 'cards' && b !== undefined ? `/base/cards/${b}` : '/base';
    case 'flashCards':
      return a ? `/flashCards/${a}` : '/flashCards';
    case 'items':
    case 'hosts':
    case 'statusTokens':
    case 'resources':
    case 'failures':
    case 'skills':
      return a === undefined ? null : `/${head}/${a}`;
    case 'success':
      return '/success';
    case 'plan':
      return '/plan';
    case undefined:
      return null;
    default:
      return '/';
  }
}

/** The location a selection lies in (its index), or -1. */
export function locationOf(pointer: string | null): number {
  const m = pointer && /^\/locations\/(\d+)/.exec(pointer);
  return m ? Number(m[1]) : -1;
}
