/**
 * What every polygon-shaped kind (terrain pieces, polygon zones) does with its corners: move, turn, drag a
 * corner, add a corner on an edge, remove one. Shared so terrain and zones reshape the same way.
 */
import { boundsOf, centroid, roundPt, rotatePts, translatePts, type Pt } from '../geometry';
import type { Handle } from './types';

type WithPolygon = { polygon: Pt[] };

/** Distance of the turning knob above the outline, in cm. */
export const ROTATE_KNOB_CM = 4;

export const polygonOps = {
  translate<V extends WithPolygon>(value: V, dx: number, dy: number): V {
    return { ...value, polygon: translatePts(value.polygon, dx, dy) };
  },
  rotate<V extends WithPolygon>(value: V, deg: number, centre: Pt): V {
    return { ...value, polygon: rotatePts(value.polygon, deg, centre) };
  },
  handles(points: readonly Pt[]): Handle[] {
    const b = boundsOf(points);
    const c = centroid(points);
    return [
      ...points.map((p, i): Handle => ({ id: `v${i}`, at: p, kind: 'vertex' })),
      { id: 'rotate', at: [c[0], b.y0 - ROTATE_KNOB_CM], kind: 'rotate' },
    ];
  },
  dragHandle<V extends WithPolygon>(value: V, handle: Handle, to: Pt): V {
    if (handle.kind !== 'vertex') return value;
    const i = Number(handle.id.slice(1));
    const polygon = value.polygon.slice();
    polygon[i] = roundPt(to);
    return { ...value, polygon };
  },
  addVertex<V extends WithPolygon>(value: V, afterIndex: number, at: Pt): V {
    if (value.polygon.length >= 64) return value;
    const polygon = value.polygon.slice();
    polygon.splice(afterIndex + 1, 0, roundPt(at));
    return { ...value, polygon };
  },
  removeVertex<V extends WithPolygon>(value: V, index: number): V | null {
    if (value.polygon.length <= 3) return null;
    const polygon = value.polygon.slice();
    polygon.splice(index, 1);
    return { ...value, polygon };
  },
};

export const flat = (points: readonly (readonly number[])[]): number[] => points.flatMap((p) => [p[0], p[1]]);
