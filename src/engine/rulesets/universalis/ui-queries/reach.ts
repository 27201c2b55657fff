/**
 * How far a model gets with its movement actions (UN-8, UN-9.4): every place on a grid of `step` cm its centre
 * can reach along a path around impassable ground, solid pieces above it and other bases, and end at legally (the
 * rules' own end check: on the table, not inside a piece, no base overlap, 3 cm from enemies). Any difficult ground
 * on the way halves the whole allowance (UN-9.4.2), so two searches run: one that keeps out of difficult ground
 * with the full allowance, one through it with half. Paths follow the grid's 16 directions, so they are at most
 * about 3 % longer than a straight line: the reach never shows a place the model cannot reach. Climbing is
 * costed as the engine costs it (UN-8.6–8.8, AD-34): going up onto a solid piece counts its height twice (once by
 * a ladder), no higher than twice the profile height without one; coming down is free up to the profile height,
 * then costs as a climb (no drops: a fall is a choice the move makes, not a reach). Flyers pay nothing for heights
 * (AD-30); flyers and hover models ignore passability (AD-40, AD-31).
 */
import { FLIGHT, groundBased, endProblem, ladderAt } from '../rules/movement';
import { PROFILE_HEIGHT } from '../rules/defs';
import { heightOf, radiusOf, speedOf } from '../rules/profile';
import { alive, type GameState } from '../rules/state';
import { passabilityAt, surfaceAt } from '../rules/terrain';

export interface Reach {
  step: number;
  cols: number;
  rows: number;
  /** Per cell (row-major, cell (i, j) centred at ((i + ½)·step, (j + ½)·step)): 0 out of reach, 1 reached keeping out of difficult ground, 2 reached only at half allowance through it. */
  cells: Uint8Array;
  /** The allowance in cm: GK × move actions. */
  allowance: number;
}

const DIRS: readonly [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

/** A binary heap of cell indices keyed by distance (small and allocation-free after growth). */
class Heap {
  items: number[] = [];
  constructor(private readonly key: Float64Array) {}
  push(i: number): void {
    const a = this.items;
    a.push(i);
    let k = a.length - 1;
    while (k > 0) {
      const p = (k - 1) >> 1;
      if (this.key[a[p]] <= this.key[a[k]]) break;
      [a[p], a[k]] = [a[k], a[p]];
      k = p;
    }
  }
  pop(): number {
    const a = this.items;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let k = 0;
      for (;;) {
        const l = 2 * k + 1;
        const r = l + 1;
        let m = k;
        if (l < a.length && this.key[a[l]] < this.key[a[m]]) m = l;
        if (r < a.length && this.key[a[r]] < this.key[a[m]]) m = r;
        if (m === k) break;
        [a[m], a[k]] = [a[k], a[m]];
        k = m;
      }
    }
    return top;
  }
  get size(): number {
    return this.items.length;
  }
}

export function moveReach(s: GameState, m: number, actions = 1, step = 1): Reach {
  const size = 90;
  const cols = Math.ceil(size / step);
  const rows = cols;
  const n = cols * rows;
  const allowance = speedOf(s, m) * actions;
  const r = radiusOf(s, m);
  const h = heightOf(s, m);
  const freeDrop = PROFILE_HEIGHT[s.c.models[m].size];
  const flying = s.c.models[m].movement === FLIGHT;
  const ground = groundBased(s, m);
  // 0 free, 1 difficult, 2 blocked; the height the centre stands at in each cell.
  const kind = new Uint8Array(n);
  const surface = new Float64Array(n);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const x = (i + 0.5) * step;
      const y = (j + 0.5) * step;
      let k = 0;
      surface[j * cols + i] = surfaceAt(s, x, y);
      if (x - r < 0 || y - r < 0 || x + r > size || y + r > size) k = 2;
      else if (ground) {
        const pass = passabilityAt(s, x, y);
        k = pass === 2 ? 2 : pass === 1 ? 1 : 0;
      }
      if (k < 2) {
        for (let o = 0; o < s.n; o++) {
          if (o === m || !alive(s, o)) continue;
          if (Math.hypot(s.x[o] - x, s.y[o] - y) < r + radiusOf(s, o) - 1e-6) {
            k = 2;
            break;
          }
        }
      }
      kind[j * cols + i] = k;
    }
  }
  /**
   * What a step from cell a (centre at height za) to cell b adds for heights (planMove's rule), or -1 where the rules
   * refuse it. A ladder counts only where it is near every point where the step may cross the piece's edge.
   */
  const climbCost = (a: number, b: number, za: number, zb: number, stepCm: number): number => {
    const dz = zb - za;
    if (Math.abs(dz) <= 1e-6) return 0;
    const ai = a % cols;
    const bi = b % cols;
    const mx = ((ai + bi) / 2 + 0.5) * step;
    const my = ((a - ai) / cols / 2 + (b - bi) / cols / 2 + 0.5) * step;
    const ladder = ladderAt(s, mx, my, r - stepCm / 2);
    if (dz > 0) {
      if (!ladder && dz > 2 * h + 1e-6) return -1;
      return ladder ? dz : 2 * dz;
    }
    const drop = -dz;
    if (drop <= freeDrop + 1e-6) return 0;
    if (ladder) return drop;
    return drop <= 2 * h + 1e-6 ? 2 * drop : -1;
  };
  const search = (throughDifficult: boolean, budget: number): Float64Array => {
    const dist = new Float64Array(n).fill(Infinity);
    const heap = new Heap(dist);
    const si = Math.min(cols - 1, Math.max(0, Math.floor(s.x[m] / step)));
    const sj = Math.min(rows - 1, Math.max(0, Math.floor(s.y[m] / step)));
    const start = sj * cols + si;
    // The model stands where it stands, whatever the start cell's centre is on.
    const at = (c: number) => (c === start ? s.z[m] : surface[c]);
    dist[start] = Math.hypot((si + 0.5) * step - s.x[m], (sj + 0.5) * step - s.y[m]);
    heap.push(start);
    const open = (c: number) => kind[c] === 0 || (throughDifficult && kind[c] === 1);
    while (heap.size > 0) {
      const c = heap.pop();
      const d = dist[c];
      if (d > budget) break;
      const ci = c % cols;
      const cj = (c - ci) / cols;
      for (const [di, dj] of DIRS) {
        const ni = ci + di;
        const nj = cj + dj;
        if (ni < 0 || nj < 0 || ni >= cols || nj >= rows) continue;
        const nc = nj * cols + ni;
        if (!open(nc)) continue;
        // A knight's step passes the two cells beside it: both must be open.
        if (Math.abs(di) + Math.abs(dj) === 3) {
          const a =
            (cj + (Math.abs(dj) === 2 ? Math.sign(dj) : 0)) * cols +
            ci +
            (Math.abs(di) === 2 ? Math.sign(di) : 0);
          const b = (cj + Math.sign(dj)) * cols + ci + Math.sign(di);
          if (!open(a) || !open(b)) continue;
        } else if (di !== 0 && dj !== 0 && (!open(cj * cols + ni) || !open(nj * cols + ci))) continue;
        const climb = flying ? 0 : climbCost(c, nc, at(c), surface[nc], Math.hypot(di, dj) * step);
        if (climb < 0) continue;
        const nd = d + Math.hypot(di, dj) * step + climb;
        if (nd < dist[nc] && nd <= budget + 1e-9) {
          dist[nc] = nd;
          heap.push(nc);
        }
      }
    }
    return dist;
  };
  const full = search(false, allowance);
  const half = ground ? search(true, allowance / 2) : full;
  const cells = new Uint8Array(n);
  for (let c = 0; c < n; c++) {
    if (full[c] === Infinity && half[c] === Infinity) continue;
    const i = c % cols;
    const j = (c - i) / cols;
    if (endProblem(s, m, (i + 0.5) * step, (j + 0.5) * step, surface[c], { kind: 'move', target: -1 }) !== null)
      continue;
    cells[c] = full[c] <= allowance + 1e-9 ? 1 : 2;
  }
  return { step, cols, rows, cells, allowance };
}
