import { closest, error, type Finding } from '../findings';
import { encodePointer } from '../pointer';

export const ptr = (...path: (string | number)[]) => encodePointer(path);

/** `duplicate-id` for every id that appears twice in a list of entries (the later ones are reported). */
export function duplicateIds(entries: readonly { id: string }[] | undefined, base: string, what: string, out: Finding[], seen = new Map<string, string>()): Map<string, string> {
  if (!entries) return seen;
  for (let i = 0; i < entries.length; i++) {
    const id = entries[i].id;
    const first = seen.get(id);
    if (first !== undefined) out.push(error('duplicate-id', `${base}/${i}/id`, `Two ${what} have the id \`${id}\` (the other is at ${first}). Ids must be unique so that references are clear.`));
    else seen.set(id, `${base}/${i}/id`);
  }
  return seen;
}

/** `unknown-…` for a reference to an id that is not defined, with a "did you mean". */
export function unknownRef(code: string, pointer: string, id: string, what: string, known: Iterable<string>, where: string, out: Finding[]): void {
  const guess = closest(id, [...known]);
  out.push(error(code, pointer, `\`${id}\` is not ${what} ${where}.${guess ? ` Did you mean \`${guess}\`?` : ''}`));
}

/** A checker for references to one set of ids. The pointer may be given as a function, built only on a miss. */
export function checkRefs(ids: ReadonlySet<string>, code: string, what: string, where: string, out: Finding[]) {
  return (id: string | undefined, pointer: string | (() => string)) => {
    if (id !== undefined && !ids.has(id)) unknownRef(code, typeof pointer === 'string' ? pointer : pointer(), id, what, ids, where, out);
  };
}

export function wallEdge(a: readonly number[], b: readonly number[]): boolean {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1;
}
