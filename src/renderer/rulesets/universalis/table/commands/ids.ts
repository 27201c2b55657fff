/** Ids already used in the skirmish, per list the schema keeps unique (models are unique across both sides). */
import type { SkirmishScenario } from '../../../../../engine/generated/types/skirmish';
import type { PlacedKind } from '../kinds';

export function takenIds(s: SkirmishScenario, kind: PlacedKind): Set<string> {
  const ids = (list: readonly { id?: unknown }[] | undefined) =>
    (list ?? []).map((v) => v?.id).filter((id): id is string => typeof id === 'string');
  if (kind === 'terrain') return new Set(ids(s.table?.terrain));
  if (kind === 'zone') return new Set(ids(s.zones));
  if (kind === 'object') return new Set(ids(s.table?.objects));
  return new Set([...ids(s.sides?.a?.models), ...ids(s.sides?.b?.models)]);
}
