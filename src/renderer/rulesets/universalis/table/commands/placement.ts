/**
 * Where a model's base may go while the designer places or drags it: wholly on the table (AD-5) and over no other
 * base (bases may touch, never overlap: AD-25). The engine's own circle geometry decides, so the editor refuses
 * exactly what the checks would report.
 */
import type { Model } from '../../../../../engine/generated/types/skirmish';
import { baseOnTable, basesOverlap } from '../../../../../engine/rulesets/universalis/geometry/circle';
import { baseRadius, modelName } from '../kinds/model';
import type { Placed, Translate } from '../kinds';
import type { TableScene } from '../scene';
import type { Pt } from '../geometry';

export interface Placement {
  at: Pt;
  radius: number;
  /** Pointers of the models that move along (they do not block each other). */
  moving: ReadonlySet<string>;
}

/** Why the bases cannot stand there, in the UI language; null when they can. */
export function placementProblem(
  scene: TableScene,
  bases: readonly Placement[],
  t: Translate,
): string | null {
  for (const b of bases)
    if (!baseOnTable(b.at[0], b.at[1], b.radius)) return t('universalis:refused.offTable');
  const moving = new Set<string>();
  for (const b of bases) for (const p of b.moving) moving.add(p);
  for (const item of scene.items) {
    if (item.kind !== 'model' || moving.has(item.pointer)) continue;
    const m = item.value as Model;
    const r = baseRadius(scene.ctx.cards.get(m.card));
    for (const b of bases) {
      if (basesOverlap(b.at[0], b.at[1], b.radius, m.at[0], m.at[1], r))
        return t('universalis:refused.overlap', {
          name: modelName(m, scene.ctx.cards.get(m.card), scene.ctx.language),
        });
    }
  }
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++) {
      const a = bases[i];
      const b = bases[j];
      if (basesOverlap(a.at[0], a.at[1], a.radius, b.at[0], b.at[1], b.radius))
        return t('universalis:refused.overlapEachOther');
    }
  return null;
}

export function modelBase(scene: TableScene, item: Placed, dx = 0, dy = 0): Placement {
  const m = item.value as Model;
  return {
    at: [m.at[0] + dx, m.at[1] + dy],
    radius: baseRadius(scene.ctx.cards.get(m.card)),
    moving: new Set([item.pointer]),
  };
}
