/**
 * Places a model of a unit card for a side at a point: refused off the table or on another base. Its id comes from
 * the card (`warden-rifleman-2`); the first model of a side without a leader becomes the leader.
 */
import type { Model } from '../../../../../engine/generated/types/skirmish';
import { SIZE_PROFILES } from '../../../../../engine/rulesets/universalis/format/derived';
import { roundPt, type Pt } from '../geometry';
import type { Translate } from '../kinds';
import type { TableScene } from '../scene';
import type { SideId } from '../style';
import { takenIds } from './ids';
import { placementProblem } from './placement';
import { freshId, nothing, type EditResult } from './types';

export function placeModel(
  scene: TableScene,
  side: SideId,
  cardId: string,
  at: Pt,
  t: Translate,
): EditResult {
  const card = scene.ctx.cards.get(cardId);
  if (!card) return nothing(t('universalis:refused.unknownCard', { card: cardId }));
  const radius = SIZE_PROFILES[card.size]?.baseRadius ?? 1.25;
  const problem = placementProblem(scene, [{ at, radius, moving: new Set() }], t);
  if (problem) return nothing(problem);
  const models = scene.skirmish.sides[side].models;
  const model: Model = {
    id: freshId(cardId, takenIds(scene.skirmish, 'model')),
    card: cardId,
    at: roundPt(at),
  };
  if (!models.some((m) => m.leader)) model.leader = true;
  return {
    ops: [{ op: 'add', path: `/sides/${side}/models/-`, value: model }],
    label: t('universalis:edit.placeModel'),
    select: [`/sides/${side}/models/${models.length}`],
  };
}
