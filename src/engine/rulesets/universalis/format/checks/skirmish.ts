/**
 * Semantic checks of a skirmish scenario, run once it matches its schema. The units file it names comes in the
 * check context (`references.units`, already valid against its schema); without it the checks that need cards
 * (references, factions, points, operators, powers, restrictions) are left out and bases count as the smallest.
 */
import type { SkirmishScenario } from '../../../../generated/types/skirmish';
import type { UnitCards as Units } from '../../../../generated/types/units';
import { duplicateIds } from '../../../../format/checks/common';
import type { Finding } from '../../../../format/findings';
import { msg } from '../messages/index';
import type { CheckContext } from '../../../../format/registry';
import { SIDES, type SkirmishCheck } from './context';
import { groupChecks } from './groups';
import { modelChecks } from './models';
import { preparePieces, prepareZones, tableChecks } from './table';
import { victoryChecks } from './victory';

export function skirmishChecks(s: SkirmishScenario, context: CheckContext = { references: {} }): Finding[] {
  const out: Finding[] = [];
  const units = context.references?.units as Units | undefined;
  duplicateIds(s.table.terrain, '/table/terrain', msg('things-terrain-pieces'), out);
  duplicateIds(s.table.objects, '/table/objects', msg('things-objects'), out);
  duplicateIds(s.zones, '/zones', msg('things-zones'), out);
  const models = new Map<string, string>();
  for (const side of SIDES)
    duplicateIds(s.sides[side].models, `/sides/${side}/models`, msg('things-models'), out, models);
  const c: SkirmishCheck = {
    s,
    units,
    cards: new Map((units?.cards ?? []).map((card) => [card.id, card])),
    pieces: preparePieces(s, out),
    zones: prepareZones(s, out),
    out,
  };
  tableChecks(s, c.pieces, out);
  groupChecks(c);
  modelChecks(c);
  victoryChecks(c);
  return out;
}
