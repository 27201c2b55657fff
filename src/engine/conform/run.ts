import { checkMatcher, matchersOf, show, type Comparison } from './match';
import { readPointer } from './pointer';
import { readFields, trackFields, unreadFields, unreadMessage, untracked, wholeValue } from './fields';
import { CaseError, type CaseResult, type ConformCase, type Expectation, type PreparedCase } from './types';
import { getRuleset, RULESETS } from '../rulesets/index';

/** Queries whose answer is a set (squares of an area, ids of struck models): `equals` compares them as sets (FORMAT.md). */
const SET_QUERIES = new Set(['area', 'struck']);

/** Splits a conformance file's content into cases: one case object, or `{"cases": [...]}`. */
export function casesOf(content: unknown): ConformCase[] {
  if (content !== null && typeof content === 'object' && Array.isArray((content as any).cases)) {
    return (content as any).cases as ConformCase[];
  }
  return [content as ConformCase];
}

/**
 * Runs one case. Never throws: anything the runner cannot interpret is a FAIL that says why. The runner reads
 * the case through `trackFields`; a field it never read is one it does not implement, and the case fails
 * naming it (FORMAT.md "Format 2") even when every expectation held.
 */
export function runCase(raw: ConformCase): CaseResult {
  const id = raw && typeof raw === 'object' && typeof raw.id === 'string' ? raw.id : '(case without id)';
  const c = trackFields(raw);
  let ruleset = RULESETS[0].id;
  try {
    if (!c || typeof c !== 'object') throw new CaseError('a case must be a JSON object');
    readFields(c, ['id', 'source']);
    // A case that names no ruleset is one of the first ruleset of the list (FORMAT.md).
    ruleset = typeof c.ruleset === 'string' ? c.ruleset : RULESETS[0].id;
    const runner = getRuleset(ruleset)?.conform;
    if (!runner) throw new CaseError(`unknown ruleset "${ruleset}" (known: ${RULESETS.map((r) => r.id).join(', ')})`);
    if (c.expect !== undefined && !Array.isArray(c.expect)) throw new CaseError('"expect" must be a list');
    const prepared = runner.prepare(c);
    // Every expectation is looked at, so that each of their fields is read, but the first failure is the one told.
    let failure: string | null = null;
    for (const [i, e] of (c.expect ?? []).entries()) {
      const problem = expectation(prepared, e, i, runner.compare);
      failure ??= problem;
    }
    const unread = unreadFields(c);
    if (unread.length > 0) throw new CaseError(unreadMessage(ruleset, unread));
    return failure ? { id, pass: false, message: failure } : { id, pass: true };
  } catch (err) {
    const message = err instanceof CaseError ? err.message : `engine error: ${err instanceof Error ? err.message : String(err)}`;
    return { id, pass: false, message };
  }
}

/** One expectation: null when it holds, else `label: expected …, got …`. */
function expectation(prepared: PreparedCase, e: Expectation, i: number, compare: Comparison | undefined): string | null {
  if (!e || typeof e !== 'object') throw new CaseError(`expectation ${i} must be an object`);
  const matchers = matchersOf(e);
  if (matchers.length === 0) throw new CaseError(`expectation ${i} has no matcher`);
  let actual: unknown;
  let label: string;
  let asSet = false;
  let key: string | undefined;
  if (typeof e.at === 'string') {
    actual = readPointer(prepared.observe(), e.at);
    label = e.at;
    // The last key of the pointer: a ruleset may compare the lists under some keys as sets.
    key = e.at.split('/').pop();
  } else if (e.query && typeof e.query === 'object') {
    const names = Object.keys(e.query);
    if (names.length !== 1) throw new CaseError(`expectation ${i}: a query names exactly one question`);
    const [name] = names;
    actual = prepared.query(name, e.query[name]);
    label = `${name} ${show(untracked(e.query[name]))}`;
    asSet = SET_QUERIES.has(name);
  } else {
    throw new CaseError(`expectation ${i} has neither "at" nor "query"`);
  }
  let failure: string | null = null;
  for (const m of matchers) {
    const problem = checkMatcher(m, wholeValue((e as any)[m]), actual, { asSet, compare, key });
    if (problem) failure ??= `${label}: ${problem}`;
  }
  return failure;
}
