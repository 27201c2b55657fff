/**
 * The batch report a designer reads: outcomes with a confidence interval, why games end and when, how the
 * heroes fare, what the enemies lose, which events fire, and where the heroes get hurt.
 */
import { wilson, type BatchStats } from './batch';
import { maxOf } from '../../../core/lists';
import { decimalText, wordsIn, type MessageLanguage } from '../../../format/messages/index';
import { outcomeReason, REPORT_WORDS } from './words';


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
  const max = maxOf(values, 0);
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

/** The report as text for people, in a language (English by default: the command line's output scripts read). */
export function formatReport(t: BatchStats, language: MessageLanguage = 'en'): string {
  const s = summarize(t);
  const say = wordsIn(REPORT_WORDS, language);
  const pct = (x: number) => (language === 'en' ? `${(100 * x).toFixed(1)}%` : `${decimalText(100 * x, 1, language)} %`);
  const num = (x: number, d = 2) => (Number.isInteger(x) ? String(x) : decimalText(x, d, language));
  const out: string[] = [];
  out.push(say('report-title', { title: t.title, mission: t.mission, games: t.games, policy: t.policy, seed: t.seed }));
  out.push('');
  out.push(say('report-win-rate', { rate: pct(s.winRate), low: pct(s.winRate95[0]), high: pct(s.winRate95[1]) }));
  out.push(say('report-outcomes', { victories: t.outcomes.victory, defeats: t.outcomes.defeat, draws: t.outcomes.draw, activations: num(s.meanActivations, 1), most: t.activations.max }));
  out.push('');
  out.push(say('report-how-games-end'));
  // English keeps the engine's own words; other languages recognise them.
  const reasons = s.endReasons.map((r) => ({ ...r, text: language === 'en' ? r.reason : outcomeReason(r.reason, say) }));
  let w = 10;
  for (const r of reasons) w = Math.max(w, r.text.length);
  for (const r of reasons) out.push(`  ${r.text.padEnd(w)}  ${pct(r.share).padStart(6)}  ${bar(r.share)}`);
  out.push('');
  out.push(say('report-when-games-end'));
  for (const e of s.endTimes) out.push(`  ${e.time.padStart(5)}  ${pct(e.share).padStart(6)}  ${bar(e.share)}`);
  out.push('');
  out.push(say('report-heroes'));
  let hw = say('report-col-hero').length;
  for (const h of s.heroes) hw = Math.max(hw, h.name.length);
  // Column widths: the English report's, wider where a language's heading needs it.
  const cols = ([['report-col-ko-in', 6], ['report-col-ko-per-game', 7], ['report-col-serious-in', 16], ['report-col-cards-per-game', 10]] as const).map(([id, min]) => ({ label: say(id), width: Math.max(min, say(id).length) }));
  out.push(`  ${say('report-col-hero').padEnd(hw)}  ${cols.map((c, i) => (i === 0 ? c.label.padEnd(c.width) : c.label.padStart(c.width))).join('  ')}`);
  for (const h of s.heroes) {
    const cells = [pct(h.koRate), num(h.koPerGame), pct(h.seriousWoundRate), num(h.seriousWoundsPerGame)];
    out.push(`  ${h.name.padEnd(hw)}  ${cells.map((c, i) => c.padStart(cols[i].width)).join('  ')}`);
  }
  out.push('');
  if (t.tvByCycle.length > 0) {
    out.push(say('report-tv'));
    const gw = Math.max(hw, say('report-col-games').length);
    out.push(`  ${say('report-col-hero').padEnd(gw)}  ${t.tvByCycle.map((_, c) => `c+${c + 1}`.padStart(5)).join('')}`);
    for (const h of s.heroes) out.push(`  ${h.name.padEnd(gw)}  ${h.tvByCycle.map((v) => (v === null ? '—' : decimalText(v, 1, language)).padStart(5)).join('')}`);
    out.push(`  ${say('report-col-games').padEnd(gw)}  ${t.tvByCycle.map((r) => String(r.games).padStart(5)).join('')}`);
    out.push('');
  }
  out.push(say('report-kills'));
  const kills = Object.entries(s.killsPerGameByGroup).sort((a, b) => b[1] - a[1]);
  if (kills.length === 0) out.push(`  ${say('report-none')}`);
  for (const [g, k] of kills) out.push(`  ${g.padEnd(24)} ${num(k)}`);
  out.push('');
  out.push(say('report-events'));
  const ev = Object.entries(s.eventsFiredShare).sort((a, b) => b[1] - a[1]);
  if (ev.length === 0) out.push(`  ${say('report-none-fired')}`);
  for (const [e, k] of ev) out.push(`  ${e.padEnd(24)} ${pct(k).padStart(6)}`);
  out.push('');
  out.push(say('report-wounds'));
  for (const l of heatMap(t, t.heroWounds)) out.push(`  ${l}`);
  out.push('');
  if (t.notes.length > 0) {
    out.push(say('report-not-simulated'));
    for (const n of t.notes) out.push(`  - ${n}`);
  }
  return out.join('\n');
}
