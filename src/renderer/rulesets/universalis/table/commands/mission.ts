/**
 * A side's mission from the inspector: one of the four upstream standard missions (Missionen.adoc) with the
 * victory condition it implies, or a custom one whose conditions the designer lists (AD-67).
 */
import type {
  Mission,
  SkirmishScenario,
  VictoryCondition,
} from '../../../../../engine/generated/types/skirmish';
import type { Translate } from '../kinds';
import type { SideId } from '../style';
import { setField } from './set-field';
import type { EditResult } from './types';

export type Standard = NonNullable<Mission['standard']>;
export const STANDARDS: readonly Standard[] = ['standard-a', 'standard-b', 'objects', 'extraction'];

/** A zone no side deploys in, for the extraction mission's goal: the one farthest from the side's own zone. */
function extractionZone(s: SkirmishScenario, side: SideId): string {
  const deployments = new Set([s.sides.a.deployment, s.sides.b.deployment]);
  const free = s.zones.filter((z) => !deployments.has(z.id));
  const other = s.sides[side === 'a' ? 'b' : 'a'].deployment;
  return (free[free.length > 1 && side === 'b' ? 1 : 0] ?? s.zones.find((z) => z.id === other) ?? s.zones[0])
    .id;
}

export function standardVictory(
  s: SkirmishScenario,
  side: SideId,
  standard: Standard,
): Pick<Mission, 'checkAt' | 'victory'> {
  if (standard === 'objects')
    return {
      checkAt: 'phase-end',
      victory: [{ 'objects-in-zone': { zone: s.sides[side].deployment, count: 3 } }],
    };
  if (standard === 'extraction')
    return {
      checkAt: 'phase-end',
      victory: [{ 'models-in-zone': { zone: extractionZone(s, side), fraction: 0.5 } }],
    };
  return { victory: ['all-enemies-gone'] };
}

export function setMission(
  s: SkirmishScenario,
  side: SideId,
  standard: Standard | 'custom',
  t: Translate,
): EditResult {
  const before = s.sides[side].mission;
  const { standard: _old, checkAt: _check, ...rest } = before;
  const mission: Mission =
    standard === 'custom'
      ? { ...rest, victory: before.victory }
      : { ...rest, standard, ...standardVictory(s, side, standard) };
  return setField(s, `/sides/${side}/mission`, mission, t, t('universalis:edit.mission'));
}

export type VictoryKind = 'all-enemies-gone' | 'objects-in-zone' | 'models-in-zone' | 'custom';
export const VICTORY_KINDS: readonly VictoryKind[] = [
  'all-enemies-gone',
  'objects-in-zone',
  'models-in-zone',
  'custom',
];

export function victoryKind(v: VictoryCondition): VictoryKind {
  if (typeof v === 'string') return 'all-enemies-gone';
  if ('objects-in-zone' in v) return 'objects-in-zone';
  if ('models-in-zone' in v) return 'models-in-zone';
  return 'custom';
}

export function newVictory(
  kind: VictoryKind,
  s: SkirmishScenario,
  side: SideId,
  customText: string,
): VictoryCondition {
  if (kind === 'objects-in-zone') return { 'objects-in-zone': { zone: s.sides[side].deployment, count: 3 } };
  if (kind === 'models-in-zone')
    return { 'models-in-zone': { zone: extractionZone(s, side), fraction: 0.5 } };
  if (kind === 'custom') return { custom: customText };
  return 'all-enemies-gone';
}
