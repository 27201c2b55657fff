/**
 * The batch report a designer reads: outcomes with a confidence interval, why games end and when, how the
 * heroes fare, what the enemies lose, which events fire, and where the heroes get hurt.
 */
import { wilson, type BatchStats } from './batch';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number, d = 2) => (Number.isInteger(x) ? String(x) : x.toFixed(d));

function bar(share: number, width = 24): string {
  const n = Math.round(share * width);
  return '█'.repeat(n) + '·'.repeat(width - n);
}

/** Orders Cycle.Phase labels in time order (phase 12 opens its cycle, D-9). */
function timeKey(label: string): number {
  const [c, p] = label.split('.').map(Number);
  return c * 12 + (p % 12);
}

export interface ReportSummary {
  games: number;
  winRate: number;
  winRate95: [number, number];
  outcomes: BatchStats['outcomes'];
  endReasons: { reason: string; games: number; share: number }[];
  endTimes: { time: string; games: number; share: number }[];
  meanActivations: number;
  heroes: { id: string; name: string; koRate: number; koPerGame: number; seriousWoundRate: number; seriousWoundsPerGame: number; tvByCycle: (number | null)[] }[];
  killsPerGameByGroup: Record<string, number>;
  eventsFiredShare: Record<string, number>;
  heroWoundsPerGameBySquare: { width: number; height: number; values: number[] };
  /** Per game and square: heroes knocked out, enemies eliminated, heroes standing at a defeat (the studio's heat maps). */
  heroKosPerGameBySquare: { width: number; height: number; values: number[] };
  enemyKillsPerGameBySquare: { width: number; height: number; values: number[] };
  defeatsPerGameBySquare: { width: number; height: number; values: number[] };
}

/** The figures of the report, as data (`studio simulate --json`). */
export function summarize(t: BatchStats): ReportSummary {
  const n = Math.max(1, t.games);
  return {
    games: t.games,
    winRate: t.outcomes.victory / n,
    winRate95: wilson(t.outcomes.victory, t.games),
    outcomes: t.outcomes,
    endReasons: Object.entries(t.reasons)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, games]) => ({ reason, games, share: games / n })),
    endTimes: Object.entries(t.endTimes)
      .sort((a, b) => timeKey(a[0]) - timeKey(b[0]))
      .map(([time, games]) => ({ time, games, share: games / n })),
    meanActivations: t.activations.sum / n,
    heroes: t.heroes.map((h, i) => ({
      id: h.id,
      name: h.name,
      koRate: h.koGames / n,
      koPerGame: h.koTotal / n,
      seriousWoundRate: h.seriousGames / n,
      seriousWoundsPerGame: h.seriousWounds / n,
      tvByCycle: t.tvByCycle.map((row) => (row.games ? row.sum[i] / row.games : null)),
    })),
    killsPerGameByGroup: Object.fromEntries(Object.entries(t.killsByGroup).map(([g, k]) => [g, k / n])),
    eventsFiredShare: Object.fromEntries(Object.entries(t.eventsFired).map(([e, k]) => [e, k / n])),
    heroWoundsPerGameBySquare: { width: t.board.width, height: t.board.height, values: t.heroWounds.map((w) => w / n) },
    heroKosPerGameBySquare: { width: t.board.width, height: t.board.height, values: t.heroKos.map((w) => w / n) },
    enemyKillsPerGameBySquare: { width: t.board.width, height: t.board.height, values: t.enemyKills.map((w) => w / n) },
    defeatsPerGameBySquare: { width: t.board.width, height: t.board.height, values: t.defeats.map((w) => w / n) },
  };
}

/** The wound map as text: one character per square, `_` off the board, `.` none, then 1–9 by share of the worst square. */
function heatMap(t: BatchStats, values: number[]): string[] {
  const max = Math.max(0, ...values);
  const lines: string[] = [];
  for (let y = 0; y < t.board.height; y++) {
    let line = '';
    for (let x = 0; x < t.board.width; x++) {
      const c = y * t.board.width + x;
      if (!t.board.onBoard[c]) line += ' ';
      else if (!values[c] || max === 0) line += '.';
      else line += String(Math.max(1, Math.min(9, Math.ceil((9 * values[c]) / max))));
    }
    lines.push(line.replace(/\s+$/, ''));
  }
  return lines;
}

/** The report as text for people. */
export function formatReport(t: BatchStats): string {
  const s = summarize(t);
  const out: string[] = [];
  out.push(`${t.title} (${t.mission}) — ${t.games} games, policy ${t.policy}, seed ${t.seed}`);
  out.push('');
  out.push(`Win rate: ${pct(s.winRate)}  (95% interval ${pct(s.winRate95[0])} – ${pct(s.winRate95[1])})`);
  out.push(`  victories ${t.outcomes.victory} · defeats ${t.outcomes.defeat} · draws ${t.outcomes.draw} · ${num(s.meanActivations, 1)} activations per game (most ${t.activations.max})`);
  out.push('');
  out.push('How games end:');
  const w = Math.max(...s.endReasons.map((r) => r.reason.length), 10);
  for (const r of s.endReasons) out.push(`  ${r.reason.padEnd(w)}  ${pct(r.share).padStart(6)}  ${bar(r.share)}`);
  out.push('');
  out.push('When games end (Cycle.Phase):');
  for (const e of s.endTimes) out.push(`  ${e.time.padStart(5)}  ${pct(e.share).padStart(6)}  ${bar(e.share)}`);
  out.push('');
  out.push('Heroes:');
  const hw = Math.max(...s.heroes.map((h) => h.name.length), 4);
  out.push(`  ${'hero'.padEnd(hw)}  KO in   KO/game  Serious Wound in  cards/game`);
  for (const h of s.heroes) {
    out.push(`  ${h.name.padEnd(hw)}  ${pct(h.koRate).padStart(6)}  ${num(h.koPerGame).padStart(7)}  ${pct(h.seriousWoundRate).padStart(16)}  ${num(h.seriousWoundsPerGame).padStart(10)}`);
  }
  out.push('');
  if (t.tvByCycle.length > 0) {
    out.push('Mean TV when the Cycle hand moves on (games still running):');
    out.push(`  ${'hero'.padEnd(hw)}  ${t.tvByCycle.map((_, c) => `c+${c + 1}`.padStart(5)).join('')}`);
    for (const h of s.heroes) out.push(`  ${h.name.padEnd(hw)}  ${h.tvByCycle.map((v) => (v === null ? '—' : v.toFixed(1)).padStart(5)).join('')}`);
    out.push(`  ${'games'.padEnd(hw)}  ${t.tvByCycle.map((r) => String(r.games).padStart(5)).join('')}`);
    out.push('');
  }
  out.push('Enemies eliminated per game, by group:');
  const kills = Object.entries(s.killsPerGameByGroup).sort((a, b) => b[1] - a[1]);
  if (kills.length === 0) out.push('  none');
  for (const [g, k] of kills) out.push(`  ${g.padEnd(24)} ${num(k)}`);
  out.push('');
  out.push('Events (share of games in which they happened):');
  const ev = Object.entries(s.eventsFiredShare).sort((a, b) => b[1] - a[1]);
  if (ev.length === 0) out.push('  none fired');
  for (const [e, k] of ev) out.push(`  ${e.padEnd(24)} ${pct(k).padStart(6)}`);
  out.push('');
  out.push('Where heroes take wounds (1 = few … 9 = the worst square; . none; blank off the board):');
  for (const l of heatMap(t, t.heroWounds)) out.push(`  ${l}`);
  out.push('');
  if (t.notes.length > 0) {
    out.push('Not simulated (rules printed as text only):');
    for (const n of t.notes) out.push(`  - ${n}`);
  }
  return out.join('\n');
}
