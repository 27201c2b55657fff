/**
 * Cheap looks at a bot's candidate moves before the rules plan them. A bot tries several places in turn and
 * most are refused; many are refused for their end alone (too close to an enemy, on another base), which the
 * rules find only after working out the whole path. These looks answer "surely refused" exactly as the rules
 * would, or leave the move to the rules: they never refuse a move the rules allow, so games are unchanged.
 */
import { endProblem } from '../rules/movement';
import type { GameState } from '../rules/state';

const MOVE_END = { kind: 'move', target: -1 } as const;

/**
 * Whether the rules surely refuse a plain move of m straight to (x, y) for where it ends. Only on level
 * ground: m stands at height 0 and the line meets no solid piece's box, so every point the path is judged
 * at has surface 0 and the move ends at height 0; the end is then judged by the rules' own endProblem.
 */
export function endRefused(s: GameState, m: number, x: number, y: number): boolean {
  if (s.z[m] !== 0) return false;
  const x0 = s.x[m];
  const y0 = s.y[m];
  const minX = x0 < x ? x0 : x;
  const maxX = x0 < x ? x : x0;
  const minY = y0 < y ? y0 : y;
  const maxY = y0 < y ? y : y0;
  const pieces = s.pieces;
  for (let pi = 0; pi < pieces.length; pi++) {
    const p = pieces[pi];
    if (!p.solid) continue;
    const q = p.poly;
    // A margin far above the rules' tolerances: near a solid piece the rules decide.
    if (maxX < q.minX - 0.01 || minX > q.maxX + 0.01 || maxY < q.minY - 0.01 || minY > q.maxY + 0.01) continue;
    return false;
  }
  return endProblem(s, m, x, y, 0, MOVE_END) !== null;
}
