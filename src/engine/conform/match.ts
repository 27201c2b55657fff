import type { Expectation, Matcher } from './types';
import { MATCHERS } from './types';

/** How a ruleset compares values (its conformance format, e.g. numbers within 0.01, some lists as sets). */
export interface Comparison {
  /** Numbers this close are equal. */
  tolerance?: number;
  /** Lists under these keys compare as sets. */
  setKeys?: readonly string[];
}

export function deepEqual(a: unknown, b: unknown, cmp: Comparison = {}, key?: string): boolean {
  if (a === b) return true;
  if (cmp.tolerance !== undefined && typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= cmp.tolerance + 1e-9;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    if (key !== undefined && cmp.setKeys?.includes(key)) return a.every((x) => bb.some((y) => deepEqual(x, y, cmp))) && bb.every((y) => a.some((x) => deepEqual(x, y, cmp)));
    return a.every((x, i) => deepEqual(x, bb[i], cmp));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as any)[k], (b as any)[k], cmp, k));
}

/** `contains` on a log: the entry has at least the given fields (recursively for nested objects). */
export function partialMatch(actual: unknown, wanted: unknown, cmp: Comparison = {}, key?: string): boolean {
  if (wanted !== null && typeof wanted === 'object' && !Array.isArray(wanted)) {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(wanted as Record<string, unknown>).every(([k, v]) =>
      partialMatch((actual as Record<string, unknown>)[k], v, cmp, k),
    );
  }
  return deepEqual(actual, wanted, cmp, key);
}

/** Compares two lists of squares (or any values) as sets. */
export function setEqual(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b)) return false;
  const key = (v: unknown) => JSON.stringify(v);
  const sa = new Set(a.map(key));
  const sb = new Set(b.map(key));
  return sa.size === sb.size && [...sa].every((k) => sb.has(k));
}

export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 300 ? s.slice(0, 297) + '…' : s;
}

function contains(actual: unknown, wanted: unknown, cmp: Comparison): boolean {
  if (Array.isArray(actual)) return actual.some((item) => partialMatch(item, wanted, cmp));
  if (typeof actual === 'string' && typeof wanted === 'string') return actual.includes(wanted);
  if (actual !== null && typeof actual === 'object') return partialMatch(actual, wanted, cmp);
  return false;
}

function num(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (Array.isArray(v)) return v.length;
  return undefined;
}

/** Checks one matcher; returns null when it holds, else `expected …, got …`. */
export function checkMatcher(
  matcher: Matcher,
  wanted: unknown,
  actual: unknown,
  opts: { asSet?: boolean; compare?: Comparison; key?: string } = {},
): string | null {
  const cmp = opts.compare ?? {};
  const tol = cmp.tolerance ?? 0;
  switch (matcher) {
    case 'equals':
      if (opts.asSet ? setEqual(actual, wanted) : deepEqual(actual, wanted, cmp, opts.key)) return null;
      return `expected ${show(wanted)}${opts.asSet ? ' (as a set)' : ''}, got ${show(actual)}`;
    case 'contains':
      return contains(actual, wanted, cmp) ? null : `expected something containing ${show(wanted)}, got ${show(actual)}`;
    case 'notContains':
      return contains(actual, wanted, cmp) ? `expected nothing matching ${show(wanted)}, got ${show(actual)}` : null;
    case 'first':
      return Array.isArray(actual) && actual.length > 0 && deepEqual(actual[0], wanted, cmp)
        ? null
        : `expected first ${show(wanted)}, got ${show(actual)}`;
    case 'last':
      return Array.isArray(actual) && actual.length > 0 && deepEqual(actual[actual.length - 1], wanted, cmp)
        ? null
        : `expected last ${show(wanted)}, got ${show(actual)}`;
    case 'lengthOf': {
      const n = Array.isArray(actual) || typeof actual === 'string' ? actual.length : undefined;
      return n === wanted ? null : `expected length ${show(wanted)}, got ${n === undefined ? show(actual) : n}`;
    }
    case 'atLeast': {
      const n = num(actual);
      return n !== undefined && n >= (wanted as number) - tol ? null : `expected at least ${show(wanted)}, got ${show(actual)}`;
    }
    case 'atMost': {
      const n = num(actual);
      return n !== undefined && n <= (wanted as number) + tol ? null : `expected at most ${show(wanted)}, got ${show(actual)}`;
    }
  }
}

export function matchersOf(e: Expectation): Matcher[] {
  return MATCHERS.filter((m) => Object.prototype.hasOwnProperty.call(e, m));
}
