/**
 * The overlay layer for the current state: the engine's answers for the active tool and the overlays switched
 * on, the problems, the selection and what the tool is about to do. The engine is asked only when something
 * shows its answer, and compiles the mission once per change of it, in a worker: the editor stays responsive
 * however big the mission (issue 17.3), and the engine's answers are drawn when they arrive.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { wrap, type Remote } from 'comlink';
import type { Catalog } from '../../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../../engine/generated/types/mission';
import type { Diagnostic } from '../../../../../engine/format/diagnostic';
import type { Prim } from '../../../../../engine/rulesets/sine-tempore/print';
import type { EditorState, MissionEditor } from '../editor';
import { nearestEdge, wallLine } from '../edits/board';
import type { Scene } from '../scene';
import { cursorPrims, dragPrims, edgePrims, ghostPrims, hoverPrims, problemPrims, reachPrims, ringPrims, selectionPrims, sightPrims, spawnPrims } from '../canvas/overlay-prims';
import { createOverlayEngine, type OverlayAnswers, type OverlayEngine, type OverlayQuestions } from './overlay-engine';
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
  const reachPiece = state.tool === 'reach' && state.reachOf ? scene?.byPointer.get(state.reachOf) : undefined;
  const reachId = reachPiece ? modelId(reachPiece.value) : undefined;
  const ringIds = (state.overlays.rings ? (scene?.pieces ?? []).filter((p) => p.kind === 'enemy') : selected.filter((p) => p.kind === 'enemy')).map((p) => (p.value as { id: string }).id);
  const questions: OverlayQuestions = {
    sightFrom: state.tool === 'los' ? (state.losFrom ?? state.cursor ?? state.hover ?? null) : null,
    reach: reachId ? { id: reachId, ap: state.reachAp ?? undefined } : null,
    rings: ringIds,
    spawns: state.overlays.spawns || selected.some((p) => p.kind === 'spawn'),
  };
  const answers = useOverlayEngine(wantsEngine && scene && catalog ? scene.mission : null, catalog, questions);

  return useMemo(() => {
    const prims: Prim[] = [];
    if (!scene) return { prims, engineError: null };
    const engine = answers && !answers.error ? answers : null;
    if (engine) {
      if (engine.sight) pushAll(prims, sightPrims(engine.sight, engine.onBoard));
      if (engine.reach) pushAll(prims, reachPrims(engine.reach));
      for (const ring of engine.rings) pushAll(prims, ringPrims(ring));
      const spawnIds = new Set(selected.filter((p) => p.kind === 'spawn').map((p) => (p.value as { id: string }).id));
      for (const s of engine.spawns) {
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
    return { prims, engineError: answers?.error ? engineNotice(answers.error, diagnostics) : null };
  }, [scene, answers, state, selected, diagnostics, editor]);
}

function startEngine(): { engine: OverlayEngine | Remote<OverlayEngine>; stop: () => void } {
  if (typeof Worker === 'undefined') return { engine: createOverlayEngine(), stop: () => {} };
  const worker = new Worker(new URL('./overlay.worker.ts', import.meta.url), { type: 'module', name: 'mission-overlays' });
  return { engine: wrap<OverlayEngine>(worker), stop: () => worker.terminate() };
}

/**
 * The worker's answers to `questions` about `mission` (null: nothing asks the engine). Answers for an older
 * version of the mission are dropped; until new ones arrive the last ones stay on the map.
 */
function useOverlayEngine(mission: Mission | null, catalog: Catalog | undefined, questions: OverlayQuestions): OverlayAnswers | null {
  const engine = useRef<ReturnType<typeof startEngine> | null>(null);
  const version = useRef(0);
  const [loaded, setLoaded] = useState(-1);
  const [answers, setAnswers] = useState<OverlayAnswers | null>(null);
  useEffect(() => () => engine.current?.stop(), []);
  useEffect(() => {
    if (!mission || !catalog) {
      setAnswers(null);
      return;
    }
    engine.current ??= startEngine();
    const v = ++version.current;
    void engine.current.engine.load(v, mission, catalog).then(() => v === version.current && setLoaded(v));
  }, [mission, catalog]);
  const key = JSON.stringify(questions);
  useEffect(() => {
    if (loaded < 0 || !mission || !engine.current) return;
    let live = true;
    void engine.current.engine.answer(JSON.parse(key) as OverlayQuestions).then((a) => live && a.version === version.current && setAnswers(a));
    return () => {
      live = false;
    };
  }, [loaded, key, mission]);
  return mission ? answers : null;
}

/**
 * Why the overlays are off, in the designer's language: the engine refuses a mission for the same reasons
 * validation reports (an occupied square, a dangling reference), but in its own English words; the first error
 * of the problems (already in the UI language) says it, and the engine's words only when there is none.
 */
export function engineNotice(engineMessage: string, diagnostics: readonly Diagnostic[]): string {
  return diagnostics.find((d) => d.severity === 'error')?.message ?? engineMessage;
}
