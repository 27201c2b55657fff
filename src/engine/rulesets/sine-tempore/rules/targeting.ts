/**
 * Valid targets (ST-29, ST-30.2, ST-39.8…ST-39.10, ST-46.3, ST-46.6): range, line of sight with models
 * blocking by size, cover, and the Camouflage skill. Wraps geometry.ts with the models of a game.
 */
import { F_COVER } from './board';
import type { AttackDef } from './defs';
import { clearSides, distance, inCover, staticSides } from './geometry';
import { SIZE_TINY } from './defs';
import type { GameState, Model } from './state';

/**
 * Squares that block the line from `obs` (a model or none) to a target of size `targetSize` (ST-30.2, D-28).
 * The list is reused by the next call: use it at once.
 */
export function blockersFor(s: GameState, obs: Model | null, obsCell: number, tgtCell: number, targetSize: number): number[] {
  const out = s.scratch.blockers;
  // Emptied by popping: the list holds a few squares at most, and setting its length calls into the runtime.
  while (out.length > 0) out.pop();
  const b = s.board;
  const lv = b.level[obsCell];
  // A line from a side of one square to the centre of another only crosses squares between the two, so squares
  // outside that box never block it and are not listed.
  const cx = b.cx;
  const cy = b.cy;
  const x0 = Math.min(cx[obsCell], cx[tgtCell]);
  const x1 = Math.max(cx[obsCell], cx[tgtCell]);
  const y0 = Math.min(cy[obsCell], cy[tgtCell]);
  const y1 = Math.max(cy[obsCell], cy[tgtCell]);
  if (obs) {
    const models = s.models;
    const level = b.level;
    for (let i = 0; i < models.length; i++) {
      const k = models[i];
      const c = k.cell;
      if (k.removed || k.ko || c < 0 || c === obsCell || c === tgtCell || k === obs) continue;
      if (cx[c] < x0 || cx[c] > x1 || cy[c] < y0 || cy[c] > y1) continue;
      if (k.faction === obs.faction || k.def.size < targetSize) continue;
      if (level[c] !== lv) continue;
      out.push(c);
    }
  }
  for (const c of s.dynLos) if (c !== obsCell && c !== tgtCell && cx[c] >= x0 && cx[c] <= x1 && cy[c] >= y0 && cy[c] <= y1) out.push(c);
  return out;
}

/** Line of sight between two squares with the models standing there (FORMAT.md `los`). */
export function losCells(s: GameState, from: number, to: number): boolean {
  const obsIdx = s.occ[from];
  const tgtIdx = s.occ[to];
  const obs = obsIdx >= 0 ? s.models[obsIdx] : null;
  const tgt = tgtIdx >= 0 ? s.models[tgtIdx] : null;
  // A KO hero blocks nobody's sight (D-28), but at either end of the line it is still the observer or the
  // target (FORMAT.md): its side decides who blocks, its size what blocks.
  const size = tgt ? tgt.def.size : s.rs.s.emptySquareBlockedByAdversaries ? SIZE_TINY : 99;
  return clearSides(s.board, from, to, blockersFor(s, obs, from, to, size)) !== 0;
}

/** Clear origin sides from square `from` (where `obs` stands or would stand) to model `tgt`. */
export function sidesTo(s: GameState, obs: Model, from: number, tgt: Model): number {
  const b = s.board;
  if (b.level[tgt.cell] !== b.level[from]) return clearSides(b, from, tgt.cell);
  const st = staticSides(b, from, tgt.cell);
  if (st === 0) return 0;
  return clearSides(b, from, tgt.cell, blockersFor(s, obs, from, tgt.cell, tgt.def.size));
}

export function effectiveMax(s: GameState, a: AttackDef, from: number, target: number): number {
  let max = a.max;
  if (a.type === 'melee' && a.reach > max) max = a.reach;
  if (a.type === 'ranged' && s.board.level[from] > s.board.level[target] && s.board.level[from] > 0) max += s.rs.s.raisedRangeBonus;
  return max;
}

/**
 * Is `tgt` a valid target for attack `a` of `m` standing on `from` (its own square when omitted)?
 * Range (Manhattan, D-21), +RNG from a raised position (ST-39.10), no close combat across levels (ST-39.8)
 * or against or by a flyer (ST-46.3), Camouflage, KO heroes never targeted by enemies (ST-34.4), LoS.
 */
export function canTarget(s: GameState, m: Model, tgt: Model, a: AttackDef, from = m.cell): boolean {
  if (tgt.removed || tgt.cell < 0 || from < 0 || tgt === m) return false;
  if (tgt.ko && (!m.hero || tgt.hero)) return false;
  const b = s.board;
  const d = distance(b, from, tgt.cell);
  if (d < a.min || d > effectiveMax(s, a, from, tgt.cell)) return false;
  if (a.type === 'melee') {
    if (b.level[from] !== b.level[tgt.cell]) return false;
    if (tgt.def.fly || m.def.fly) return false;
  }
  if (tgt.def.camouflage > 0 && d > tgt.def.camouflage) return false;
  return sidesTo(s, m, from, tgt) !== 0;
}

/** Can attack `a` of `m` reach square `c` (a scenic element, an area's main square): range, level, sight? */
export function canTargetSquare(s: GameState, m: Model, c: number, a: AttackDef, from = m.cell): boolean {
  const b = s.board;
  const d = distance(b, from, c);
  if (d < a.min || d > effectiveMax(s, a, from, c)) return false;
  if (a.type === 'melee' && b.level[from] !== b.level[c]) return false;
  const size = s.rs.s.emptySquareBlockedByAdversaries ? SIZE_TINY : 99;
  return clearSides(b, from, c, blockersFor(s, m, from, c, size)) !== 0;
}

/** Is `tgt` in cover against `m` standing on `from` (ST-29.9, D-26)? False without line of sight. */
export function inCoverFrom(s: GameState, m: Model, from: number, tgt: Model): boolean {
  const b = s.board;
  const near = coverCells(s, tgt.cell);
  if (near.length === 0) return false;
  const blockers = b.level[tgt.cell] === b.level[from] ? blockersFor(s, m, from, tgt.cell, tgt.def.size) : [];
  return inCover(b, from, tgt.cell, blockers, near, s.rs.s.cover === 'any-clear-line');
}

/** Squares of the standing cover elements adjacent to square t (a multi-square element counts whole, D-26). */
export function coverCells(s: GameState, t: number): number[] {
  const b = s.board;
  const elems: number[] = [];
  for (let d = 0; d < 4; d++) {
    const c = b.nbr[t * 4 + d];
    if (c < 0 || !(s.flags[c] & F_COVER)) continue;
    const e = s.elem[c];
    if (e >= 0 && !elems.includes(e)) elems.push(e);
  }
  const out: number[] = [];
  for (const e of elems) for (const x of s.elements[e].cells) if (x !== t) out.push(x);
  return out;
}
