/**
 * From a diagnostic's JSON Pointer to what it is about on the map: the placed piece the pointer lies in (the
 * deepest one: `/enemyGroups/0/models/2/at` is model 2, not the group), or else the square the pointer names
 * (a painted square, a wall, a patrol waypoint).
 */
import type { Piece } from '../../../../../engine/rulesets/sine-tempore/print';
import type { Diagnostic } from '../../../../../engine/format/diagnostic';
import { getAt } from '../../../../store/json-pointer';
import type { ProblemMark } from '../canvas/overlay-prims';
import { isSquare, type Scene, type Square } from '../scene';

export function pieceAt(scene: Scene, pointer: string): Piece | undefined {
  let best: Piece | undefined;
  for (const p of scene.pieces) {
    if ((pointer === p.pointer || pointer.startsWith(`${p.pointer}/`)) && (!best || p.pointer.length > best.pointer.length)) best = p;
  }
  return best;
}

/** The square a pointer names directly: a square value, an edge, or an entry with `at`. */
export function squareAt(data: unknown, pointer: string): Square | undefined {
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const v = getAt(data, p);
    if (isSquare(v)) return v;
    if (Array.isArray(v) && isSquare(v[0])) return v[0];
    if (v && typeof v === 'object' && isSquare((v as { at?: unknown }).at)) return (v as { at: Square }).at;
    if (p === '') return undefined;
  }
}

export function problemMarks(scene: Scene, diagnostics: readonly Diagnostic[]): ProblemMark[] {
  const out: ProblemMark[] = [];
  for (const d of diagnostics) {
    const piece = d.pointer ? pieceAt(scene, d.pointer) : undefined;
    // A tile or the deployment zone covers many squares: their problems are marked where the pointer says, if it says.
    const square = piece && piece.kind !== 'tile' && piece.kind !== 'deployment' ? piece.squares[0] : squareAt(scene.mission, d.pointer);
    if (square) out.push({ square, severity: d.severity, diagnostic: d });
  }
  return out;
}
