/**
 * Commands on placed pieces: place from the palette, move, nudge, turn, delete, copy, paste, duplicate. Each
 * is a pure function from the mission to the patch of one undoable step (and the pieces to select after it).
 */
import type { Mission } from '../../../../../engine/generated/types/mission';
import type { CatalogIndex, Language, Piece } from '../../../../../engine/rulesets/sine-tempore/print';
import type { PatchOp } from '../../../../store/json-patch';
import { utilOf, type ClipItem, type EditContext, type PaletteEntry, type Translate } from '../kinds';
import type { Square } from '../scene';
import { EditBatch } from './batch';
import { Ids } from './ids';
import { minOf, pushAll } from '../../../../../engine/core/lists';

export interface EditResult {
  ops: PatchOp[];
  /** Already translated: the Edit menu shows "Undo <label>". */
  label: string;
  /** Pointers to select afterwards. */
  select?: string[];
  /** Why nothing happened, for the status line. */
  refused?: string;
}

export interface EditEnv {
  catalog: CatalogIndex | undefined;
  t: Translate;
  language: Language;
}

function context(mission: Mission, env: EditEnv, selected: readonly Piece[] = []): EditContext {
  return { batch: new EditBatch(mission), catalog: env.catalog, ids: new Ids(mission), t: env.t, language: env.language, selected };
}

export function placeEntry(mission: Mission, entry: PaletteEntry, at: Square, env: EditEnv, selected: readonly Piece[] = []): EditResult {
  const util = utilOf(entry.kind);
  const ctx = context(mission, env, selected);
  const result = util.place?.(entry, at, ctx) ?? { refused: env.t('mission:refused.notPlaceable') };
  if ('refused' in result) return { ops: [], label: '', refused: result.refused };
  return { ops: ctx.batch.ops, label: env.t('mission:edit.place', { name: entry.label }), select: [result.pointer] };
}

/** The move that keeps every square of the pieces on the grid (no negative coordinates), as close as possible to dx, dy. */
export function clampDelta(pieces: readonly Piece[], dx: number, dy: number): [number, number] {
  let minX = Infinity;
  let minY = Infinity;
  for (const p of pieces) for (const [x, y] of p.squares) [minX, minY] = [Math.min(minX, x), Math.min(minY, y)];
  if (pieces.length === 0) return [0, 0];
  // `|| 0` turns -0 into 0: a move of -0 squares is no move.
  return [Math.max(dx, -minX) || 0, Math.max(dy, -minY) || 0];
}

export function movePieces(mission: Mission, pieces: readonly Piece[], dx: number, dy: number, env: EditEnv): EditResult {
  const [cx, cy] = clampDelta(pieces, dx, dy);
  const batch = new EditBatch(mission);
  if (cx !== 0 || cy !== 0) for (const p of pieces) utilOf(p.kind).move(batch, p.pointer, p.value, cx, cy);
  return { ops: batch.ops, label: env.t('mission:edit.move'), select: pieces.map((p) => p.pointer) };
}

export function rotatePieces(mission: Mission, pieces: readonly Piece[], env: EditEnv): EditResult {
  const batch = new EditBatch(mission);
  let turned = 0;
  for (const p of pieces) {
    const util = utilOf(p.kind);
    if (!util.rotate || !util.canRotate(p.value)) continue;
    util.rotate(batch, p.pointer, p.value);
    turned++;
  }
  if (turned === 0) return { ops: [], label: '', refused: env.t('mission:refused.cannotRotate') };
  return { ops: batch.ops, label: env.t('mission:edit.rotate'), select: pieces.map((p) => p.pointer) };
}

export function deletePieces(mission: Mission, pieces: readonly Piece[], env: EditEnv): EditResult {
  const deletable = pieces.filter((p) => utilOf(p.kind).canDelete(p.pointer, mission));
  if (deletable.length === 0) return { ops: [], label: '', refused: pieces.length ? env.t('mission:refused.cannotDelete') : undefined };
  const pointers: string[] = [];
  const byKind = new Map<Piece['kind'], string[]>();
  for (const p of deletable) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p.pointer]);
  for (const [kind, list] of byKind) pushAll(pointers, (utilOf(kind).removal?.(list, mission) ?? list));
  const batch = new EditBatch(mission);
  batch.remove(pointers);
  return { ops: batch.ops, label: env.t('mission:edit.delete', { count: deletable.length }), select: [] };
}

export interface Clipboard {
  items: ClipItem[];
  /** Top-left square of what was copied; pasting puts it there or at the cursor. */
  origin: [number, number];
}

export function copyPieces(mission: Mission, pieces: readonly Piece[]): Clipboard {
  const xs = pieces.flatMap((p) => p.squares.map((s) => s[0]));
  const ys = pieces.flatMap((p) => p.squares.map((s) => s[1]));
  return {
    items: pieces.map((p) => utilOf(p.kind).clip(p.pointer, p.value, mission)),
    origin: [xs.length ? minOf(xs) : 0, ys.length ? minOf(ys) : 0],
  };
}

export function pasteItems(mission: Mission, clip: Clipboard, at: Square, env: EditEnv): EditResult {
  const ctx = context(mission, env);
  const dx = at[0] - clip.origin[0];
  const dy = at[1] - clip.origin[1];
  const select: string[] = [];
  for (const item of clip.items) {
    const pointer = utilOf(item.kind).paste(item, dx, dy, ctx);
    if (pointer) select.push(pointer);
  }
  if (select.length === 0) return { ops: [], label: '', refused: env.t('mission:refused.nothingToPaste') };
  return { ops: ctx.batch.ops, label: env.t('mission:edit.paste', { count: select.length }), select };
}

/** Copies of the pieces one square down and right, selected (Ctrl+D). */
export function duplicatePieces(mission: Mission, pieces: readonly Piece[], env: EditEnv): EditResult {
  const clip = copyPieces(mission, pieces);
  const result = pasteItems(mission, clip, [clip.origin[0] + 1, clip.origin[1] + 1], env);
  return result.refused ? result : { ...result, label: env.t('mission:edit.duplicate', { count: result.select?.length ?? 0 }) };
}
