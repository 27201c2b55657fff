import type { CodeSpec } from '../ruleset';
import { RULESETS } from '../rulesets/index';
import { SHARED_CODES } from './shared-codes';

/**
 * Every diagnostic code the studio emits, with what it means: the shared ones, then each ruleset's kinds' (in the
 * order of the list), then `internal-error`. docs/formats.md lists them from here, and a test checks that every code in
 * the sources is listed, so a code is never invented without being explained.
 */
export const DIAGNOSTIC_CODES: Record<string, CodeSpec> = Object.assign(
  {},
  SHARED_CODES,
  // eslint-disable-next-line studio/no-unbounded-spread -- one entry per kind of the rulesets in the code
  ...RULESETS.flatMap((r) => r.kinds.map((k) => k.codes ?? {})),
  { 'internal-error': { severity: 'error', group: 'Other', meaning: 'A check stopped on a bug; the file may be fine. Please report it.' } },
);
