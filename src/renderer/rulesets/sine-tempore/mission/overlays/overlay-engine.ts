/**
 * The overlay engine's answers, computed where the mission is compiled: in a worker in the studio (a valid 300 KB
 * mission took 69 s to compile on the UI thread, issue 17.3), in-process in tests. One `OverlayEngine` per map view:
 * `load` compiles a mission, `answer` replies to what the overlays currently show.
 */
import type { Catalog } from '../../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../../engine/generated/types/mission';
import { F_ON } from '../../../../../engine/rulesets/sine-tempore/rules/board';
import type { Square } from '../scene';
import { analyse, reachOf, ringsOf, sightFrom, spawnsOf, type Analysis, type ReachOverlay, type RingOverlay, type SightOverlay, type SpawnOverlay } from './analysis';

export interface OverlayQuestions {
  /** The square to show sight from. */
  sightFrom: Square | null;
  reach: { id: string; ap: number | undefined } | null;
  /** Enemy model ids whose rings to show. */
  rings: string[];
  spawns: boolean;
}

export interface OverlayAnswers {
  /** Which `load` these answers belong to. */
  version: number;
  error: string | null;
  sight: SightOverlay | null;
  /** Every square on the board, to shade what is not seen; only with `sight`. */
  onBoard: Square[];
  reach: ReachOverlay | null;
  rings: RingOverlay[];
  spawns: SpawnOverlay[];
}

export interface OverlayEngine {
  load(version: number, mission: Mission, catalog: Catalog): Promise<void>;
  answer(questions: OverlayQuestions): Promise<OverlayAnswers>;
}

function onBoard(a: Analysis): Square[] {
  const out: Square[] = [];
  for (let c = 0; c < a.board.n; c++) if (a.board.flags[c] & F_ON) out.push([c % a.board.width, (c / a.board.width) | 0]);
  return out;
}

/** The engine itself, kept in one closure: a worker exposes it, tests call it directly. */
export function createOverlayEngine(): OverlayEngine {
  let version = -1;
  let analysis: Analysis | { error: string } | null = null;
  return {
    async load(v, mission, catalog) {
      version = v;
      analysis = analyse(mission, catalog);
    },
    async answer(q) {
      const empty: OverlayAnswers = { version, error: null, sight: null, onBoard: [], reach: null, rings: [], spawns: [] };
      if (!analysis) return empty;
      if ('error' in analysis) return { ...empty, error: analysis.error };
      const a = analysis;
      const sight = q.sightFrom ? sightFrom(a, q.sightFrom) : null;
      const rings: RingOverlay[] = [];
      for (const id of q.rings) {
        const r = ringsOf(a, id);
        if (r) rings.push(r);
      }
      return {
        version,
        error: null,
        sight,
        onBoard: sight ? onBoard(a) : [],
        reach: q.reach ? reachOf(a, q.reach.id, q.reach.ap) : null,
        rings,
        spawns: q.spawns ? spawnsOf(a) : [],
      };
    },
  };
}
