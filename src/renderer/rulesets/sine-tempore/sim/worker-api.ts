/**
 * What the simulator worker does, as a plain object: the worker exposes it through comlink, and tests call it
 * in the same thread. A worker holds at most one test-play game between calls and plays batch slices.
 */
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { Action } from '../../../../engine/rulesets/sine-tempore/rules/game';
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { playSlice, type SliceJob } from './batch-slice';
import { load, PlaySession, type HeroPolicy, type StepView, type XY } from './play-session';

export type StartResult = { ok: true; view: StepView } | { ok: false; error: string };

export function createSimApi(now: () => number) {
  let session: PlaySession | null = null;
  const current = (): PlaySession => {
    if (!session) throw new Error('No test-play game has started.');
    return session;
  };
  return {
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
    /** Games `job.first …` of a batch; `onPartial` gets the totals so far every 100 ms or so. */
    slice(mission: Mission, catalog: Catalog, job: SliceJob, onPartial: (totals: BatchStats, done: number) => void): BatchStats {
      const loaded = load(mission, catalog);
      if ('error' in loaded) throw new Error(loaded.error);
      return playSlice(loaded.cm, job, (t, d) => void onPartial(t, d), now);
    },
  };
}

export type SimApi = ReturnType<typeof createSimApi>;
