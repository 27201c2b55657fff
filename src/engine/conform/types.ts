/**
 * The rules conformance format (../shared/conformance/FORMAT.md): engine-independent test vectors.
 * This module knows the envelope (id, ruleset, expectations); each ruleset interprets the rest.
 */
import type { Comparison } from './match';

export type Matcher = 'equals' | 'contains' | 'notContains' | 'first' | 'last' | 'lengthOf' | 'atLeast' | 'atMost';
export const MATCHERS: readonly Matcher[] = ['equals', 'contains', 'notContains', 'first', 'last', 'lengthOf', 'atLeast', 'atMost'];

export interface Expectation {
  at?: string;
  query?: Record<string, unknown>;
  equals?: unknown;
  contains?: unknown;
  notContains?: unknown;
  first?: unknown;
  last?: unknown;
  lengthOf?: number;
  atLeast?: number;
  atMost?: number;
}

export interface ConformCase {
  id: string;
  ruleset?: string;
  source?: string;
  expect?: Expectation[];
  [field: string]: unknown;
}

/** A case prepared by a ruleset: its steps have run; what remains is to look and ask. */
export interface PreparedCase {
  /** The observable state that `at` pointers read. */
  observe(): unknown;
  /** Answers a `query` expectation; throws CaseError for an unknown query or bad arguments. */
  query(name: string, args: unknown): unknown;
}

export interface RulesetRunner {
  ruleset: string;
  /** How expectations compare values for this ruleset (default: exactly). */
  compare?: Comparison;
  /** Builds the situation and runs the steps; throws CaseError when the case fails before the expectations. */
  prepare(c: ConformCase): PreparedCase;
}

/** A failure with a message for people: what was expected, what happened. */
export class CaseError extends Error {}

export interface CaseResult {
  id: string;
  pass: boolean;
  /** Why it failed: `expected …, got …` or what could not be interpreted. */
  message?: string;
}
