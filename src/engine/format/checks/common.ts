import { closest, error, type Finding } from '../findings';
import { msg, type Arg, type Message } from '../messages/index';
import { encodePointer } from '../pointer';

export const ptr = (...path: (string | number)[]) => encodePointer(path);

/**
 * `duplicate-id` for every id that appears twice in a list of entries (the later ones are reported). `what` names the
 * entries in the plural (`things-spawn-points`: "Two spawn points have the id …").
 */
export function duplicateIds(entries: readonly { id: string }[] | undefined, base: string, what: Message, out: Finding[], seen = new Map<string, string>()): Map<string, string> {
  if (!entries) return seen;
  for (let i = 0; i < entries.length; i++) {
    const id = entries[i].id;
    const first = seen.get(id);
    if (first !== undefined) out.push(error('duplicate-id', `${base}/${i}/id`, msg('duplicate-id', { what, id, first })));
    else seen.set(id, `${base}/${i}/id`);
  }
  return seen;
}

/** " Did you mean `x`?" when a known id is close, else nothing. */
export function didYouMean(id: string, known: readonly string[]): Message | '' {
  const guess = closest(id, known);
  return guess ? msg('hint-did-you-mean', { guess }) : '';
}

/**
 * `unknown-…` for a reference to an id that is not defined, with a "did you mean". `what` is the kind of thing in the
 * singular (`ref-spawn-point`), `where` where it should be (`in-this-mission`).
 */
export function unknownRef(code: string, pointer: string, id: string, what: Arg, known: Iterable<string>, where: Arg, out: Finding[]): void {
  out.push(error(code, pointer, msg('unknown-ref', { id, what, where, hint: didYouMean(id, [...known]) })));
}

/** A checker for references to one set of ids. The pointer may be given as a function, built only on a miss. */
export function checkRefs(ids: ReadonlySet<string>, code: string, what: Arg, where: Arg, out: Finding[]) {
  return (id: string | undefined, pointer: string | (() => string)) => {
    if (id !== undefined && !ids.has(id)) unknownRef(code, typeof pointer === 'string' ? pointer : pointer(), id, what, ids, where, out);
  };
}

export function wallEdge(a: readonly number[], b: readonly number[]): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}
