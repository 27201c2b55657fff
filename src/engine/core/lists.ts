// Helpers for lists whose length a user controls. Spreading such a list into a call (`push(...xs)`,
// `Math.max(...xs)`) puts every element on the stack and overflows it past about 100,000 elements (issue 17.5);
// the lint rule studio/no-unbounded-spread sends callers here.

/** Appends every item to `into` (in place) and returns it. */
export function pushAll<T>(into: T[], items: Iterable<T>): T[] {
  // An index loop for arrays: the rules call this in hot paths, and it beats the iterator protocol there.
  if (Array.isArray(items)) for (let i = 0; i < items.length; i++) into.push(items[i] as T);
  else for (const x of items) into.push(x);
  return into;
}

/** The largest value, or `start` when there is none larger (`Math.max(start, ...values)` without the spread). */
export function maxOf(values: Iterable<number>, start = -Infinity): number {
  let m = start;
  for (const v of values) if (v > m || Number.isNaN(v)) m = v;
  return m;
}

/** The smallest value, or `start` when there is none smaller. */
export function minOf(values: Iterable<number>, start = Infinity): number {
  let m = start;
  for (const v of values) if (v < m || Number.isNaN(v)) m = v;
  return m;
}
