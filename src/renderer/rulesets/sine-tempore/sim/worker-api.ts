/**
 * What the simulator worker does, as a plain object: the worker exposes it through comlink, and tests call it
 * in the same thread. A worker holds at most one test-play game between calls and plays batch slices.
 */
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { Action } from '../../../../engine/rulesets/sine-tempore/rules/game';
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { playSlice, playSliceYielding, type SliceJob } from './batch-slice';
import { load, PlaySession, type AttackChoice, type HeroPolicy, type StepView, type XY } from './play-session';
import type { CompiledMission } from '../../../../engine/rulesets/sine-tempore/rules/compile';
import { errorData, type ErrorData } from '../../../../engine/format/messages/error';

export type StartResult = { ok: true; view: StepView } | { ok: false; error: ErrorData };

/** Lets other messages in (a cancel) between two chunks of a slice. */
const nextTask = () => new Promise<void>((ok) => setTimeout(ok, 0));

export function createSimApi(now: () => number, pause: () => Promise<void> = nextTask) {
  let session: PlaySession | null = null;
  /** The live batch slice under way: a newer one, or `stop`, makes it stale. */
  let liveRun = 0;
  /** The mission last compiled for a live slice, so a warm worker compiles an unchanged mission once. */
  let compiled: { key: string; cm: CompiledMission } | null = null;
  const liveCompiled = (mission: Mission, catalog: Catalog): CompiledMission => {
    const key = `${JSON.stringify(mission)}\u0000${JSON.stringify(catalog)}`;
    if (!compiled || compiled.key !== key) {
      compiled = null;
      const loaded = load(mission, catalog);
      if ('error' in loaded) throw loaded.error;
      compiled = { key, cm: loaded.cm };
    }
    return compiled.cm;
  };
  const current = (): PlaySession => {
    if (!session) throw new Error('No test-play game has started.');
    return session;
  };
  return asData({
    start(mission: Mission, catalog: Catalog, seed: number, policy: HeroPolicy): StartResult {
      const loaded = load(mission, catalog);
      if ('error' in loaded) return { ok: false, error: loaded.error };
      session = new PlaySession(loaded.cm, seed, policy);
      return { ok: true, view: session.view() };
    },
    act: (action: Action): StepView => current().act(action),
    moveTo: (at: XY): StepView => current().moveTo(at),
    step: (): StepView => current().step(),
    runToEnd: (): StepView => current().runToEnd(),
    undo: (): StepView => current().undo(),
    redo: (): StepView => current().redo(),
    goTo: (step: number): StepView => current().goTo(step),
    attacks: (target: string): AttackChoice[] => current().attacks(target),
    /** Games `job.first …` of a batch; `onPartial` gets the totals so far every 100 ms or so. */
    slice(mission: Mission, catalog: Catalog, job: SliceJob, onPartial: (totals: BatchStats, done: number) => void): BatchStats {
      const loaded = load(mission, catalog);
      if ('error' in loaded) throw loaded.error;
      return playSlice(loaded.cm, job, (t, d) => void onPartial(t, d), now);
    },
    /**
     * A slice of a live-balance batch on a warm worker: the same games as `slice`, stopped early (null) by a
     * newer live slice or by `stopLive`, so an edit never waits for a stale batch to finish.
     */
    async liveSlice(mission: Mission, catalog: Catalog, job: SliceJob, onPartial: (totals: BatchStats, done: number) => void): Promise<BatchStats | null> {
      const cm = liveCompiled(mission, catalog);
      const run = ++liveRun;
      return playSliceYielding(cm, job, (t, d) => void onPartial(t, d), now, () => run !== liveRun, pause);
    },
    /**
     * Compiles the mission of the live batches to come (once per version): the pool asks for it at the start of a
     * batch and then hands out chunks of games (`liveChunk`), so the mission and catalog cross over once per edit.
     */
    liveCompile(mission: Mission, catalog: Catalog): void {
      liveCompiled(mission, catalog);
    },
    /** Games `job.first …` of the mission last given to `liveCompile`; null when a newer chunk or `stopLive` made it stale. */
    async liveChunk(job: SliceJob): Promise<BatchStats | null> {
      if (!compiled) throw new Error('No live mission has been compiled.');
      const run = ++liveRun;
      return playSliceYielding(compiled.cm, job, () => undefined, now, () => run !== liveRun, pause);
    },
    stopLive(): void {
      liveRun++;
    },
  });
}

/**
 * The API with every failure thrown as plain data (`errorData`): comlink sends a thrown Error as its English text
 * only, and the page shows the engine's message in the UI language.
 */
function asData<T extends Record<string, (...args: never[]) => unknown>>(api: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(api))
    wrapped[name] = (...args: never[]) => {
      try {
        const r = f(...args);
        return r instanceof Promise ? r.catch((e: unknown) => Promise.reject(errorData(e))) : r;
      } catch (e) {
        throw errorData(e);
      }
    };
  return wrapped as T;
}

export type SimApi = ReturnType<typeof createSimApi>;
