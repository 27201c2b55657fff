/**
 * Where the models stand (DM-11 item 8, AD-25, UN-5.4): on the table, on the ground or on top of a solid piece,
 * never inside one, never in impassable ground if they walk, bases apart, inside their deployment zone and at least
 * 12 cm from every enemy.
 */
import type { Model } from '../../../../generated/types/skirmish';
import { ptr } from '../../../../format/checks/common';
import { error, warning } from '../../../../format/findings';
import { msg } from '../messages/index';
import { basesOverlap, circleOverlaps, circleWithin, contains, edgeDistance } from '../../geometry';
import { piecePassability } from '../terrain';
import {
  baseRadius,
  cm,
  profileHeight,
  SIDES,
  type SideId,
  type SkirmishCheck,
  type PreparedZone,
} from './context';
import { overTable, zonesOverlap } from './table';

/** Bases may touch: a gap this small is contact, not overlap (AD-25). */
const TOUCH = 1e-6;
/** Deployment distance between enemies, edge to edge (UN-5.4.4). */
const DEPLOY_GAP_CM = 12;

interface Placed {
  readonly side: SideId;
  readonly index: number;
  readonly model: Model;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly r: number;
  readonly h: number;
}

const at = (p: Placed, ...rest: (string | number)[]) => ptr('sides', p.side, 'models', p.index, ...rest);

function placed(c: SkirmishCheck): Placed[] {
  const all: Placed[] = [];
  for (const side of SIDES) {
    c.s.sides[side].models.forEach((model, index) => {
      all.push({
        side,
        index,
        model,
        x: model.at[0],
        y: model.at[1],
        z: model.z ?? 0,
        r: baseRadius(c, model.card),
        h: profileHeight(c, model.card),
      });
    });
  }
  return all;
}

/** The zone holds the whole base (touching its edge from inside is inside). */
export function baseInZone(zone: PreparedZone, x: number, y: number, r: number): boolean {
  if (zone.circle) return Math.hypot(x - zone.circle.x, y - zone.circle.y) <= zone.circle.r - r + 1e-9;
  return zone.poly !== undefined && circleWithin(zone.poly, x, y, r);
}

function checkGround(c: SkirmishCheck, p: Placed) {
  const { out } = c;
  const over = overTable(p.x, p.y, p.r);
  if (over > 1e-9)
    out.push(
      error(
        'off-table',
        at(p, 'at'),
        msg('off-table', { what: msg('subject-model', { id: p.model.id }), x: p.x, y: p.y, over: cm(over) }),
      ),
    );
  if (
    p.z > 0 &&
    !c.pieces.some(
      (q) =>
        q.poly &&
        q.piece.kind === 'solid' &&
        Math.abs(q.piece.height - p.z) <= 1e-6 &&
        contains(q.poly, p.x, p.y),
    )
  ) {
    out.push(error('model-height', at(p, 'z'), msg('model-height', { id: p.model.id, z: p.z })));
  }
  const card = c.cards.get(p.model.card);
  let groundPiece: string | undefined;
  for (const q of c.pieces) {
    if (!q.poly) continue;
    if (q.piece.kind === 'solid' && q.piece.height > p.z + 1e-6 && circleOverlaps(q.poly, p.x, p.y, p.r)) {
      out.push(
        error(
          'model-in-solid-terrain',
          at(p, 'at'),
          msg('model-in-solid-terrain', { id: p.model.id, piece: q.piece.id, height: q.piece.height }),
        ),
      );
    }
    // The later piece wins where pieces overlap (AD-42): the last area piece under the centre is the ground.
    if (q.piece.kind === 'area' && contains(q.poly, p.x, p.y)) groundPiece = q.piece.id;
    if (
      card?.type === 'colossus' &&
      q.piece.type === 'building' &&
      q.piece.normalBuilding !== false &&
      circleOverlaps(q.poly, p.x, p.y, p.r)
    ) {
      out.push(
        error(
          'colossus-in-building',
          at(p, 'at'),
          msg('colossus-in-building', { id: p.model.id, piece: q.piece.id }),
        ),
      );
    }
  }
  const movement = card?.movement;
  if (
    p.z === 0 &&
    (movement === 'legs' || movement === 'tracks' || movement === 'wheels') &&
    groundPiece !== undefined
  ) {
    const piece = c.pieces.find((q) => q.piece.id === groundPiece)!.piece;
    if (piecePassability(piece) === 'impassable')
      out.push(
        error(
          'model-in-impassable-terrain',
          at(p, 'at'),
          msg('model-in-impassable-terrain', {
            id: p.model.id,
            movement: msg(`movement-${movement}`),
            piece: piece.id,
          }),
        ),
      );
  }
}

function checkDeployment(c: SkirmishCheck, all: readonly Placed[]) {
  const { out } = c;
  const zoneOf = (side: SideId) => c.zones.get(c.s.sides[side].deployment);
  for (const p of all) {
    const zone = zoneOf(p.side);
    if (zone && (zone.poly || zone.circle) && !baseInZone(zone, p.x, p.y, p.r)) {
      out.push(
        error(
          'deployment-outside-zone',
          at(p, 'at'),
          msg('deployment-outside-zone', {
            id: p.model.id,
            x: p.x,
            y: p.y,
            side: p.side,
            zone: zone.zone.id,
          }),
        ),
      );
    }
  }
  const [a, b] = [zoneOf('a'), zoneOf('b')];
  if (a && b && (a.poly || a.circle) && (b.poly || b.circle) && zonesOverlap(a, b)) {
    out.push(
      warning(
        'zone-overlap',
        ptr('sides', 'b', 'deployment'),
        msg('zone-overlap', { zone: a.zone.id, other: b.zone.id }),
      ),
    );
  }
}

function checkPairs(c: SkirmishCheck, all: readonly Placed[]) {
  const { out } = c;
  for (let j = 1; j < all.length; j++) {
    const q = all[j];
    for (let i = 0; i < j; i++) {
      const p = all[i];
      const sameLevel = p.z < q.z + q.h && q.z < p.z + p.h;
      if (sameLevel && basesOverlap(p.x, p.y, p.r, q.x, q.y, q.r)) {
        const overlap = p.r + q.r - Math.hypot(q.x - p.x, q.y - p.y);
        if (overlap > TOUCH)
          out.push(
            error(
              'bases-overlap',
              at(q, 'at'),
              msg('bases-overlap', { id: q.model.id, other: p.model.id, overlap: cm(overlap) }),
            ),
          );
      }
      if (p.side !== q.side) {
        const d = edgeDistance(p.x, p.y, p.z, p.r, q.x, q.y, q.z, q.r);
        // Side b is named where the two clash: its player deploys after seeing side a (UN-5.4.3).
        const [later, other] = p.side === 'b' ? [p, q] : [q, p];
        if (d < DEPLOY_GAP_CM - 1e-6)
          out.push(
            error(
              'deployment-too-close',
              at(later, 'at'),
              msg('deployment-too-close', { id: later.model.id, distance: cm(d), other: other.model.id }),
            ),
          );
      }
    }
  }
}

export function modelChecks(c: SkirmishCheck) {
  const all = placed(c);
  for (const p of all) checkGround(c, p);
  checkDeployment(c, all);
  checkPairs(c, all);
}
