import { checkMatcher, matchersOf, show } from './match';
import { readPointer } from './pointer';
import { CaseError, type CaseResult, type ConformCase } from './types';
import { getRuleset, RULESETS } from '../rulesets/index';

/** Queries whose answer is a set of squares: `equals` compares them as sets (FORMAT.md). */
const SET_QUERIES = new Set(['area']);

/** Splits a conformance file's content into cases: one case object, or `{"cases": [...]}`. */
export function casesOf(content: unknown): ConformCase[] {
  if (content !== null && typeof content === 'object' && Array.isArray((content as any).cases)) {
    return (content as any).cases as ConformCase[];
  }
  return [content as ConformCase];
}

/** Runs one case. Never throws: anything the runner cannot interpret is a FAIL that says why. */
export function runCase(c: ConformCase): CaseResult {
  const id = c && typeof c === 'object' && typeof c.id === 'string' ? c.id : '(case without id)';
  try {
    if (!c || typeof c !== 'object') throw new CaseError('a case must be a JSON object');
    // A case that names no ruleset is one of the first ruleset of the list (FORMAT.md).
    const ruleset = c.ruleset ?? RULESETS[0].id;
    const runner = getRuleset(ruleset)?.conform;
    if (!runner) throw new CaseError(`unknown ruleset "${ruleset}" (known: ${RULESETS.map((r) => r.id).join(', ')})`);
    if (c.expect !== undefined && !Array.isArray(c.expect)) throw new CaseError('"expect" must be a list');
    const prepared = runner.prepare(c);
    for (const [i, e] of (c.expect ?? []).entries()) {
      const matchers = matchersOf(e);
      if (matchers.length === 0) throw new CaseError(`expectation ${i} has no matcher`);
      let actual: unknown;
      let label: string;
      let asSet = false;
      if (typeof e.at === 'string') {
        actual = readPointer(prepared.observe(), e.at);
        label = e.at;
      } else if (e.query && typeof e.query === 'object') {
        const names = Object.keys(e.query);
        if (names.length !== 1) throw new CaseError(`expectation ${i}: a query names exactly one question`);
        const [name] = names;
        actual = prepared.query(name, e.query[name]);
        label = `${name} ${show(e.query[name])}`;
        asSet = SET_QUERIES.has(name);
      } else {
        throw new CaseError(`expectation ${i} has neither "at" nor "query"`);
      }
      for (const m of matchers) {
        const problem = checkMatcher(m, (e as any)[m], actual, { asSet });
        if (problem) return { id, pass: false, message: `${label}: ${problem}` };
      }
    }
    return { id, pass: true };
  } catch (err) {
    const message = err instanceof CaseError ? err.message : `engine error: ${err instanceof Error ? err.message : String(err)}`;
    return { id, pass: false, message };
  }
}
