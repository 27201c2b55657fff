/**
 * The Universalis document kinds for the format registry: skirmish scenarios (which name a units file) and units
 * files. Until the ruleset seam (issue 11) moves kinds into the ruleset, src/engine/format/registry.ts spreads
 * `universalisKinds` into its extensions and codes.ts spreads `UNIVERSALIS_CODES` into the code list.
 */
import type { SkirmishScenario } from '../../../generated/types/skirmish';
import type { UnitCards as Units } from '../../../generated/types/units';
import type { CheckContext } from '../../../format/registry';
import type { Finding } from '../../../format/findings';
import { skirmishChecks } from './checks/skirmish';
import { unitsChecks } from './checks/units';

export { UNIVERSALIS_CODES } from './codes';
export * from './derived';

export const universalisKinds = {
  skirmish: {
    check: (document: unknown, context: CheckContext): Finding[] =>
      skirmishChecks(document as SkirmishScenario, context),
    references: [{ field: 'units', kind: 'units' }],
  },
  units: { check: (document: unknown): Finding[] => unitsChecks(document as Units) },
};
