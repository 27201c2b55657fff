/**
 * The scratch buffers of one game: path searches, the bots' per-decision arrays, the sight-line blocker list, the
 * action check `applyChosen` may reuse. They belong to the game (`GameState.scratch`), never to a module, so two games
 * interleave in one thread and a bot may search a clone (which gets its own) in the middle of its own decision.
 *
 * Allocating them is not free (a search's arrays are as large as the board), so a batch hands a finished game's
 * scratch back (`releaseScratch`) and the next game of the same compiled mission takes it (`takeScratch`). A pool per
 * compiled mission, keyed weakly: nothing outlives the mission, and a taken scratch belongs to one game at a time.
 */
import type { Board } from './board';
import type { CompiledMission } from './compile';
import { Heap } from './heap';
import type { Action } from './actions';

/** Dial's circular buckets for step costs up to 8 (see `explore`). */
export const SEARCH_BUCKETS = 16;
/** Goals `firstPath` keeps as a list for its distance bound; beyond that the bound is not worth it. */
export const MAX_BOUND_GOALS = 16;
/** Goal sets up to this size have their terrain field cached (larger ones are computed each time). */
export const MAX_GOAL_SET = 64;
/** The best squares a hero's move keeps while scoring (policies.ts). */
export const TOP_SQUARES = 4;

/** The last action `refusal` accepted, with its check and what the state was then (see `applyChosen`). */
export interface Accepted {
  a: Action;
  s: object;
  c: unknown;
  act: unknown;
  ap: number | undefined;
  serial: number;
  version: number;
}

export class GameScratch {
  // movement.ts: arrays of finished searches, handed back clean; the buckets of `explore` (empty between searches).
  readonly spareDist: Int32Array[] = [];
  readonly spareMark: Uint8Array[] = [];
  readonly spareBuckets: number[][][] = [];
  readonly buckets: number[][] = Array.from({ length: SEARCH_BUCKETS }, () => []);
  readonly heap = new Heap();
  // firstPath: marks told apart by a generation number (no clearing), its stack, and the goals as a list.
  goalGen = new Int32Array(0);
  deadGen = new Int32Array(0);
  generation = 0;
  stackSt = new Int32Array(0);
  stackDir = new Int8Array(0);
  readonly goalList = new Int32Array(MAX_BOUND_GOALS);
  goalCount = 0;
  // terrainField: a goal set sorted in place, and the last set asked for with its field.
  readonly keyCells = new Int32Array(MAX_GOAL_SET);
  lastBoard: Board | null = null;
  lastProfile = -1;
  readonly lastGoals = new Int32Array(MAX_GOAL_SET);
  lastCount = -1;
  lastField: Int32Array | null = null;
  // policies.ts: per decision, heroes given a need, attack values, the foes' squares, reaches and distances.
  assigned = new Uint8Array(8);
  values = new Float64Array(64);
  foeCell = new Int32Array(32);
  foeReach = new Int32Array(32);
  foeDist = new Int32Array(32);
  readonly topQ = new Int32Array(TOP_SQUARES);
  readonly topV = new Float64Array(TOP_SQUARES);
  // targeting.ts: the squares blocking one line of sight.
  readonly blockers: number[] = [];
  // actions.ts
  accepted: Accepted | null = null;
}

const pools = new WeakMap<CompiledMission, GameScratch[]>();

/** A scratch for a new game of `cm`: one a finished game handed back, or a new one. */
export function takeScratch(cm: CompiledMission): GameScratch {
  return pools.get(cm)?.pop() ?? new GameScratch();
}

/** Hands a finished game's scratch back for the next game of `cm`; the game must not be played on afterwards. */
export function releaseScratch(cm: CompiledMission, scratch: GameScratch): void {
  let pool = pools.get(cm);
  if (!pool) pools.set(cm, (pool = []));
  scratch.accepted = null;
  if (pool.length < 4 && !pool.includes(scratch)) pool.push(scratch);
}
