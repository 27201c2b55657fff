/**
 * The overlay layer for the current state: the engine's answers for the active tool and the overlays switched
 * on, the problems, the selection and what the tool is about to do. The engine is asked only when something
 * shows its answer, and compiles the mission once per change of it.
 */
import { useMemo } from 'react';
import { F_ON } from '../../../../../engine/rulesets/sine-tempore/rules/board';
import type { Diagnostic } from '../../../../../engine/format/diagnostic';
import type { Prim } from '../../../../../engine/rulesets/sine-tempore/print';
import type { EditorState, MissionEditor } from '../editor';
import { nearestEdge, wallLine } from '../edits/board';
import type { Scene, Square } from '../scene';
import { cursorPrims, dragPrims, edgePrims, ghostPrims, hoverPrims, problemPrims, reachPrims, ringPrims, selectionPrims, sightPrims, spawnPrims } from '../canvas/overlay-prims';
import { analyse, reachOf, ringsOf, sightFrom, spawnsOf, type Analysis } from './analysis';
import { problemMarks } from './problems';
import { pushAll } from '../../../../../engine/core/lists';

const DRAG_COLOURS: Partial<Record<EditorState['tool'], string>> = { select: '#35d0ff', area: '#3fbf5f', rect: '#ffd24a' };

/** The engine's id of a model piece: the hero's id for a hero, the model's id for an enemy. */
const modelId = (value: unknown): string | undefined => (value as { hero?: string; id?: string }).hero ?? (value as { id?: string }).id;

export function useOverlay(editor: MissionEditor, scene: Scene | null, state: EditorState, diagnostics: readonly Diagnostic[]): { prims: Prim[]; engineError: string | null } {
  const selected = useMemo(() => (scene ? state.selection.map((p) => scene.byPointer.get(p)).filter((p) => p !== undefined) : []), [scene, state.selection]);
  const wantsEngine =
    state.tool === 'los' || state.tool === 'reach' || state.overlays.rings || state.overlays.spawns || selected.some((p) => p.kind === 'enemy' || p.kind === 'spawn');
  const catalog = editor.catalog?.catalog;
  const analysis: Analysis | { error: string } | null = useMemo(
    () => (wantsEngine && scene && catalog ? analyse(scene.mission, catalog) : null),
    [wantsEngine, scene?.mission, catalog], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return useMemo(() => {
    const prims: Prim[] = [];
    if (!scene) return { prims, engineError: null };
    const engine = analysis && !('error' in analysis) ? analysis : null;
    if (engine) {
      const from = state.tool === 'los' ? (state.losFrom ?? state.cursor ?? state.hover) : null;
      const sight = from ? sightFrom(engine, from) : null;
      if (sight) pushAll(prims, sightPrims(sight, onBoard(engine)));
      const reachPiece = state.tool === 'reach' && state.reachOf ? scene.byPointer.get(state.reachOf) : undefined;
      const id = reachPiece ? modelId(reachPiece.value) : undefined;
      const reach = id ? reachOf(engine, id, state.reachAp ?? undefined) : null;
      if (reach) pushAll(prims, reachPrims(reach));
      const enemies = state.overlays.rings ? scene.pieces.filter((p) => p.kind === 'enemy') : selected.filter((p) => p.kind === 'enemy');
      for (const p of enemies) {
        const ring = ringsOf(engine, (p.value as { id: string }).id);
        if (ring) pushAll(prims, ringPrims(ring));
      }
      const spawnIds = new Set(selected.filter((p) => p.kind === 'spawn').map((p) => (p.value as { id: string }).id));
      for (const s of spawnsOf(engine)) {
        if (state.overlays.spawns || spawnIds.has(s.id)) pushAll(prims, spawnPrims(s, (e) => editor.catalog?.enemies.get(e)?.picture ?? 'monster-grasp'));
      }
    }
    if (state.overlays.problems) pushAll(prims, problemPrims(problemMarks(scene, diagnostics)));
    pushAll(prims, selectionPrims(selected));
    // The keyboard cursor, while shown, is where the tool would act (except for walls, whose cursor is a corner).
    const cursor = state.cursor;
    const hover = cursor && state.tool !== 'wall' ? cursor : state.hover;
    if (hover && !state.drag) {
      if (state.tool === 'place' && state.entry) pushAll(prims, ghostPrims(state.entry, hover, scene));
      else if (state.tool === 'wall') {
        const edge = !cursor && state.hoverPoint ? nearestEdge(state.hoverPoint[0], state.hoverPoint[1]) : null;
        if (edge) pushAll(prims, edgePrims(edge));
      } else if (state.tool !== 'select' && state.tool !== 'los') pushAll(prims, hoverPrims(hover));
    }
    if (state.drag && state.tool === 'wall') {
      // A wall drawn with the keyboard, from corner to corner.
      for (const edge of wallLine(state.drag.from, state.drag.to)) pushAll(prims, edgePrims(edge));
      pushAll(prims, cursorPrims(state.drag.from, true));
    } else if (state.drag) pushAll(prims, dragPrims(state.drag.from, state.drag.to, DRAG_COLOURS[state.tool] ?? '#ffffff'));
    if (cursor) pushAll(prims, cursorPrims(cursor, state.tool === 'wall'));
    return { prims, engineError: analysis && 'error' in analysis ? engineNotice(analysis.error, diagnostics) : null };
  }, [scene, analysis, state, selected, diagnostics, editor]);
}

/**
 * Why the overlays are off, in the designer's language: the engine refuses a mission for the same reasons
 * validation reports (an occupied square, a dangling reference), but in its own English words; the first error
 * of the problems (already in the UI language) says it, and the engine's words only when there is none.
 */
export function engineNotice(engineMessage: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics.find((d) => d.severity === 'error')?.message ?? engineMessage;
}

function onBoard(a: Analysis): Square[] {
  const out: Square[] = [];
  for (let c = 0; c < a.board.n; c++) if (a.board.flags[c] & F_ON) out.push([c % a.board.width, (c / a.board.width) | 0]);
  return out;
}
