/** Card faces made printable by the shipped fonts before they are drawn, with a note naming what was replaced. */
import type { Face } from '../../core/draw/display';
import { printablePrims } from '../../core/draw/printable';
import { unprintableMessage } from '../../core/draw/unprintable';
import { typefaces } from './assets';

export function printableFaces<T extends { front: Face; back: Face }>(cards: readonly T[], missing: Set<string>): T[] {
  const covers = typefaces().covers;
  const fix = (f: Face): Face => ({ ...f, prims: printablePrims(f.prims, covers, missing) });
  return cards.map((c) => ({ ...c, front: fix(c.front), back: fix(c.back) }));
}

export function unprintableNote(doc: unknown, missing: ReadonlySet<string>): string {
  return unprintableMessage(doc, missing);
}
