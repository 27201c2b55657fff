/**
 * A batch report as files a designer can keep or chart elsewhere: JSON (the command line's `--json` figures with
 * every heat map), CSV (one figure per row: section, item, value; a square as x;y), and the heat map as a PNG over
 * the mission's own map. Data files use the engine's ids and plain numbers, the same in every UI language.
 */
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { summarize } from '../../../../engine/rulesets/sine-tempore/batch/report';
import { HEAT_KINDS, heatGrid } from './heat';

export function reportJson(stats: BatchStats): string {
  const summary = summarize(stats);
  return JSON.stringify({ mission: stats.mission, title: stats.title, policy: stats.policy, seed: stats.seed, ...summary }, null, 2) + '\n';
}

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export function reportCsv(stats: BatchStats): string {
  const s = summarize(stats);
  const rows: (string | number)[][] = [['section', 'item', 'value']];
  rows.push(['batch', 'mission', stats.mission], ['batch', 'policy', stats.policy], ['batch', 'seed', stats.seed], ['batch', 'games', s.games]);
  rows.push(['win rate', 'rate', s.winRate], ['win rate', 'low 95%', s.winRate95[0]], ['win rate', 'high 95%', s.winRate95[1]]);
  for (const [k, v] of Object.entries(s.outcomes)) rows.push(['outcomes', k, v]);
  for (const r of s.endReasons) rows.push(['end reason', r.reason, r.share]);
  for (const r of s.endTimes) rows.push(['end time', r.time, r.share]);
  rows.push(['activations', 'mean per game', s.meanActivations]);
  for (const h of s.heroes) {
    rows.push(['hero ' + h.id, 'ko rate', h.koRate], ['hero ' + h.id, 'ko per game', h.koPerGame], ['hero ' + h.id, 'serious wound rate', h.seriousWoundRate], ['hero ' + h.id, 'serious wounds per game', h.seriousWoundsPerGame]);
  }
  for (const [g, k] of Object.entries(s.killsPerGameByGroup)) rows.push(['eliminated per game', g, k]);
  for (const [e, k] of Object.entries(s.eventsFiredShare)) rows.push(['event share', e, k]);
  for (const kind of HEAT_KINDS) {
    const grid = heatGrid(stats, kind);
    if (!grid) continue;
    grid.values.forEach((v, c) => {
      if (v > 0) rows.push([`heat ${kind} per game`, `${c % grid.width};${Math.floor(c / grid.width)}`, v]);
    });
  }
  return rows.map((r) => r.map(cell).join(',')).join('\n') + '\n';
}
