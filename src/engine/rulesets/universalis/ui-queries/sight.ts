/**
 * What the line-of-sight tool shows: the rules' own answer (line of sight, the cover the target gets and its
 * armour bonus, the distance), and for the picture, the sight rays between the two cylinders' silhouettes (the
 * sample points geometry/sight.ts uses: 3 heights of the observer, 5 of the target, centre and both edges), each
 * marked clear or blocked, with the terrain pieces and models that lie across them.
 */
import { lineOfSight, traceRay, type Cylinder } from '../geometry';
import { COVER_ARMOUR, PROFILE_HEIGHT } from '../rules/defs';
import { heightOf, radiusOf } from '../rules/profile';
import { coverOf, distance, los } from '../rules/sight';
import { ELIMINATED, alive, has, type GameState } from '../rules/state';

const OBSERVER_HEIGHTS = [1, 0.5, 0];
const TARGET_HEIGHTS = [1, 0.75, 0.5, 0.25, 0];
const LATERAL = [0, -1, 1];

export interface SightRay {
  from: [number, number];
  to: [number, number];
  /** Some height pair along this line sees the target. */
  clear: boolean;
}

export interface SightReport {
  los: boolean;
  distance: number;
  /** 0 none, 1 soft, 2 hard, 3 massive; null without line of sight. */
  cover: number | null;
  armourBonus: number;
  rays: SightRay[];
  /** Terrain pieces (indices into state.pieces) crossed by blocked rays, and by clear rays only. */
  blocking: number[];
  seenThrough: number[];
  /** Models (indices) standing in the way of blocked rays. */
  blockingModels: number[];
  /** Circles of lasting powers in the way of blocked rays (their order among the circles in state.effects). */
  blockingEffects: number[];
}

function cylinder(s: GameState, m: number): Cylinder {
  return {
    x: s.x[m],
    y: s.y[m],
    z: s.z[m],
    r: radiusOf(s, m),
    h: has(s, m, ELIMINATED) ? PROFILE_HEIGHT[Math.max(0, s.c.models[m].size - 1)] : heightOf(s, m),
  };
}

export function sightReport(s: GameState, a: number, b: number): SightReport {
  const seen = los(s, a, b);
  const cover = seen ? coverOf(s, a, b) : null;
  const obs = cylinder(s, a);
  const tgt = cylinder(s, b);
  // The models that can block: living, not friends of the observer (as rules/sight.ts counts them).
  const blockers: Cylinder[] = [];
  const blockerIds: number[] = [];
  for (let m = 0; m < s.n; m++) {
    if (m === a || m === b || !alive(s, m) || s.c.models[m].side === s.c.models[a].side) continue;
    blockers.push(cylinder(s, m));
    blockerIds.push(m);
  }
  // The circles of lasting powers block as the rules' answer counts them (rules/effects.ts); -1: no model.
  for (const e of s.effects)
    if (e.circle) {
      blockers.push(e.circle);
      blockerIds.push(-1);
    }
  const sc = s.sight;
  // Prepares the scratch (and the pieces near the two) for the rays below.
  lineOfSight(s.scene, sc, obs, tgt, blockers, blockers.length);
  const dx = tgt.x - obs.x;
  const dy = tgt.y - obs.y;
  const d = Math.hypot(dx, dy);
  const [ux, uy] = d > 1e-9 ? [dx / d, dy / d] : [1, 0];
  const np = s.scene.pieces.length;
  const blocked = new Set<number>();
  const through = new Set<number>();
  const models = new Set<number>();
  const circles = new Set<number>();
  const firstCircle = blockerIds.indexOf(-1);
  const rays: SightRay[] = [];
  for (const lo of LATERAL) {
    for (const lt of LATERAL) {
      const ox = obs.x - lo * obs.r * uy;
      const oy = obs.y + lo * obs.r * ux;
      const tx = tgt.x - lt * tgt.r * uy;
      const ty = tgt.y + lt * tgt.r * ux;
      let clear = false;
      for (const fo of OBSERVER_HEIGHTS) {
        for (const ft of TARGET_HEIGHTS) {
          const ok = traceRay(
            s.scene,
            sc,
            ox,
            oy,
            obs.z + fo * obs.h,
            tx,
            ty,
            tgt.z + ft * tgt.h,
            blockers,
            blockers.length,
            true,
            { obs, tgt },
          );
          clear ||= ok;
          for (let i = 0; i < np; i++) if (sc.crossed[i]) (ok ? through : blocked).add(i);
          for (let k = 0; k < blockers.length; k++)
            if (sc.crossed[np + 1 + k] && !ok) {
              if (blockerIds[k] >= 0) models.add(blockerIds[k]);
              else circles.add(k - firstCircle);
            }
        }
      }
      rays.push({ from: [ox, oy], to: [tx, ty], clear });
    }
  }
  return {
    los: seen,
    distance: distance(s, a, b),
    cover: cover?.level ?? null,
    armourBonus: cover?.armourBonus ?? 0,
    rays,
    blocking: [...blocked].sort((p, q) => p - q),
    seenThrough: [...through].filter((i) => !blocked.has(i)).sort((p, q) => p - q),
    blockingModels: [...models].sort((p, q) => p - q),
    blockingEffects: [...circles].sort((p, q) => p - q),
  };
}

export { COVER_ARMOUR };
