/**
 * Batch simulation: plays many seeded games of one compiled mission and folds each into running totals as
 * soon as it ends, so memory stays flat however many games run. Inputs and outputs are plain data (easy to
 * send to a Web Worker or a worker thread); progress is reported through a callback.
 */
import type { CompiledMission } from '../rules/compile';
import { play, type Action } from '../rules/game';
import { policyByName } from '../rules/policies';
import type { LogEntry } from '../rules/state';
import { timeLabel } from '../rules/state';
import { gameSeed } from '../../../core/batch';
import { releaseScratch, takeScratch } from '../rules/scratch';

export type PolicyName = 'heuristic' | 'random';

export interface BatchOptions {
  runs: number;
  seed: number;
  policy: PolicyName;
  /** Index of the first game (a worker plays a slice of the batch); games are numbered from 0. */
  first?: number;
  /** Called every `progressEvery` games with the games done so far in this call. */
  onProgress?: (done: number, total: number) => void;
  progressEvery?: number;
}

export interface HeroTotals {
  id: string;
  name: string;
  /** Games in which the hero was knocked out at least once. */
  koGames: number;
  koTotal: number;
  seriousWounds: number;
  /** Games in which the hero drew at least one Serious Wound card. */
  seriousGames: number;
}

/** Running totals of a batch: plain JSON, mergeable. */
export interface BatchStats {
  mission: string;
  title: string;
  policy: PolicyName;
  seed: number;
  games: number;
  outcomes: { victory: number; defeat: number; draw: number };
  reasons: Record<string, number>;
  endTimes: Record<string, number>;
  activations: { sum: number; sumSq: number; max: number };
  heroes: HeroTotals[];
  /** Per cycle from the start: summed TV per hero, and how many games reached that cycle. */
  tvByCycle: { sum: number[]; games: number }[];
  killsByGroup: Record<string, number>;
  /** Games in which each event fired. */
  eventsFired: Record<string, number>;
  board: { width: number; height: number; onBoard: number[] };
  heroWounds: number[];
  enemyWounds: number[];
  /** Per square: heroes knocked out, enemies eliminated, and heroes standing when a game was lost. */
  heroKos: number[];
  enemyKills: number[];
  defeats: number[];
  notes: string[];
}

// Game k of a batch starts from the core's `gameSeed(seed, k)`; the 95% interval is the core's `wilson`.
export { gameSeed, wilson } from '../../../core/batch';

export function emptyStats(cm: CompiledMission, policy: PolicyName, seed: number): BatchStats {
  const onBoard: number[] = [];
  for (let c = 0; c < cm.board.n; c++) onBoard.push(cm.board.flags[c] & 1 ? 1 : 0);
  return {
    mission: cm.id,
    title: cm.title,
    policy,
    seed,
    games: 0,
    outcomes: { victory: 0, defeat: 0, draw: 0 },
    reasons: {},
    endTimes: {},
    activations: { sum: 0, sumSq: 0, max: 0 },
    heroes: cm.heroes.map((h) => ({ id: h.id, name: h.def.name, koGames: 0, koTotal: 0, seriousWounds: 0, seriousGames: 0 })),
    tvByCycle: [],
    killsByGroup: {},
    eventsFired: {},
    board: { width: cm.board.width, height: cm.board.height, onBoard },
    heroWounds: new Array<number>(cm.board.n).fill(0),
    enemyWounds: new Array<number>(cm.board.n).fill(0),
    heroKos: new Array<number>(cm.board.n).fill(0),
    enemyKills: new Array<number>(cm.board.n).fill(0),
    defeats: new Array<number>(cm.board.n).fill(0),
    notes: cm.notes,
  };
}

/** Plays one game of a batch (by its index) and returns its state; the batch and `--replay` use the same call. */
export function playGame(cm: CompiledMission, seed: number, k: number, policy: PolicyName, log: boolean) {
  const gs = gameSeed(seed, k);
  return play(cm, gs, policyByName(policy, gs), { log, stats: true, heroChoices: 'greedy', record: log, scratch: takeScratch(cm) });
}

/** Plays `runs` games (from game `first`) and returns their totals. */
export function simulate(cm: CompiledMission, opts: BatchOptions): BatchStats {
  const stats = emptyStats(cm, opts.policy, opts.seed);
  const first = opts.first ?? 0;
  const every = opts.progressEvery ?? Math.max(1, Math.floor(opts.runs / 100));
  for (let i = 0; i < opts.runs; i++) {
    const r = playGame(cm, opts.seed, first + i, opts.policy, false);
    fold(stats, r.state);
    releaseScratch(cm, r.state.scratch);
    if (opts.onProgress && ((i + 1) % every === 0 || i + 1 === opts.runs)) opts.onProgress(i + 1, opts.runs);
  }
  return stats;
}

type Finished = ReturnType<typeof playGame>['state'];

/** Adds one finished game to the totals. */
export function fold(t: BatchStats, s: Finished): void {
  const res = s.result!;
  t.games++;
  t.outcomes[res.outcome]++;
  const reason = `${res.outcome}: ${res.reason}`;
  t.reasons[reason] = (t.reasons[reason] ?? 0) + 1;
  const end = timeLabel(s.hand);
  t.endTimes[end] = (t.endTimes[end] ?? 0) + 1;
  t.activations.sum += s.activations;
  t.activations.sumSq += s.activations * s.activations;
  t.activations.max = Math.max(t.activations.max, s.activations);
  const st = s.stats!;
  t.heroes.forEach((h, i) => {
    h.koTotal += st.koByHero[i];
    if (st.koByHero[i] > 0) h.koGames++;
    h.seriousWounds += st.seriousByHero[i];
    if (st.seriousByHero[i] > 0) h.seriousGames++;
  });
  st.tvByCycle.forEach((tvs, c) => {
    const row = (t.tvByCycle[c] ??= { sum: new Array<number>(tvs.length).fill(0), games: 0 });
    row.games++;
    tvs.forEach((v, i) => (row.sum[i] += v));
  });
  for (const [g, n] of st.killsByGroup) t.killsByGroup[g] = (t.killsByGroup[g] ?? 0) + n;
  for (const [e] of st.eventsFired) t.eventsFired[e] = (t.eventsFired[e] ?? 0) + 1;
  for (let c = 0; c < st.heroWoundsAt.length; c++) {
    if (st.heroWoundsAt[c]) t.heroWounds[c] += st.heroWoundsAt[c];
    if (st.enemyWoundsAt[c]) t.enemyWounds[c] += st.enemyWoundsAt[c];
    if (st.koAt[c]) t.heroKos[c] += st.koAt[c];
    if (st.killsAt[c]) t.enemyKills[c] += st.killsAt[c];
  }
  // Where a game was lost: the squares the heroes stood on when it ended in defeat.
  if (res.outcome === 'defeat') for (const h of s.heroes) if (s.models[h].cell >= 0) t.defeats[s.models[h].cell]++;
}

/** Adds the totals of another slice of the same batch (from a worker). */
export function merge(a: BatchStats, b: BatchStats): BatchStats {
  a.games += b.games;
  for (const k of ['victory', 'defeat', 'draw'] as const) a.outcomes[k] += b.outcomes[k];
  for (const [k, v] of Object.entries(b.reasons)) a.reasons[k] = (a.reasons[k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.endTimes)) a.endTimes[k] = (a.endTimes[k] ?? 0) + v;
  a.activations.sum += b.activations.sum;
  a.activations.sumSq += b.activations.sumSq;
  a.activations.max = Math.max(a.activations.max, b.activations.max);
  a.heroes.forEach((h, i) => {
    const o = b.heroes[i];
    h.koGames += o.koGames;
    h.koTotal += o.koTotal;
    h.seriousWounds += o.seriousWounds;
    h.seriousGames += o.seriousGames;
  });
  b.tvByCycle.forEach((row, c) => {
    const mine = (a.tvByCycle[c] ??= { sum: new Array<number>(row.sum.length).fill(0), games: 0 });
    mine.games += row.games;
    row.sum.forEach((v, i) => (mine.sum[i] += v));
  });
  for (const [k, v] of Object.entries(b.killsByGroup)) a.killsByGroup[k] = (a.killsByGroup[k] ?? 0) + v;
  for (const [k, v] of Object.entries(b.eventsFired)) a.eventsFired[k] = (a.eventsFired[k] ?? 0) + v;
  b.heroWounds.forEach((v, i) => (a.heroWounds[i] += v));
  b.enemyWounds.forEach((v, i) => (a.enemyWounds[i] += v));
  b.heroKos.forEach((v, i) => (a.heroKos[i] += v));
  b.enemyKills.forEach((v, i) => (a.enemyKills[i] += v));
  b.defeats.forEach((v, i) => (a.defeats[i] += v));
  return a;
}

export interface ReplayOutput {
  game: number;
  seed: number;
  result: { outcome: string; reason: string; cycle: number; phase: number };
  decisions: Action[];
  log: LogEntry[];
}

/** Game `k` of a batch again, with its full log and the heroes' decisions. */
export function replayOf(cm: CompiledMission, seed: number, k: number, policy: PolicyName): ReplayOutput {
  const r = playGame(cm, seed, k, policy, true);
  return { game: k, seed: gameSeed(seed, k), result: r.result, decisions: r.decisions, log: r.log ?? [] };
}
