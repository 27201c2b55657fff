/**
 * The measuring tape (UN-4.7): between two models base edge to base edge in 3-D (AD-17), the rules' own
 * `distance`; from a model to a point, from its base edge; between two points, straight. With a weapon of the
 * first model, which range band that distance falls in and its FK modifier (AD-58), or that it is out of range.
 */
import { edgeDistance } from '../geometry';
import { radiusOf } from '../rules/profile';
import { bandsOf, rangeModifier } from '../rules/ranged';
import { distance } from '../rules/sight';
import type { GameState } from '../rules/state';

export type End = { model: number } | { point: [number, number] };

export function measureBetween(s: GameState, a: End, b: End): number {
  if ('model' in a && 'model' in b) return distance(s, a.model, b.model);
  const side = (e: End) =>
    'model' in e
      ? { x: s.x[e.model], y: s.y[e.model], z: s.z[e.model], r: radiusOf(s, e.model) }
      : { x: e.point[0], y: e.point[1], z: 0, r: 0 };
  const p = side(a);
  const q = side(b);
  return edgeDistance(p.x, p.y, p.z, p.r, q.x, q.y, q.z, q.r);
}

export interface BandReading {
  /** Length of one band and how many (thrown weapons: from the bearer's KO). */
  bandCm: number;
  bands: number;
  maxCm: number;
  /** The band the distance falls in, from 1; null out of range. */
  band: number | null;
  /** FK modifier of that band, null out of range. */
  modifier: number | null;
}

/** Range bands of weapon w (index on model m's card) read at distance d; null for a melee weapon. */
export function rangeBand(s: GameState, m: number, w: number, d: number, aimed = false): BandReading | null {
  const wd = s.c.models[m]?.weapons[w];
  if (!wd) return null;
  const b = bandsOf(s, m, wd);
  if (!b || b.band <= 0) return null;
  const modifier = rangeModifier(s, m, wd, d, aimed);
  return {
    bandCm: b.band,
    bands: b.bands,
    maxCm: b.band * b.bands,
    band: modifier === null ? null : 1 - modifier,
    modifier,
  };
}
