/** A batch report in words, for the simulator pane and the command line. */
import type { BatchReport } from './batch';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export function formatBatchReport(r: BatchReport, title = 'deck'): string[] {
  const lines = [
    `${title}: ${r.campaigns} campaigns, ${r.runs} runs, ${r.bot} bot, seed ${r.seed}`,
    `  success within one run: ${pct(r.successFirstRun)} (95% interval ${pct(r.successFirstRun95[0])} – ${pct(r.successFirstRun95[1])})`,
    `  expected runs to succeed (agency items kept): ${r.expectedRuns === null ? 'never succeeded' : r.expectedRuns.toFixed(2)}${r.unsolved ? ` (${r.unsolved} campaigns gave up)` : ''}`,
    `  runs to succeed: ${
      r.runsToWin
        .map((n, i) => (n ? `${i}: ${n}` : ''))
        .filter(Boolean)
        .join(', ') || '—'
    }`,
    `  TU left at success: ${r.tuLeftAtSuccess ? `mean ${r.tuLeftAtSuccess.mean.toFixed(1)}, min ${r.tuLeftAtSuccess.min}, max ${r.tuLeftAtSuccess.max}` : '—'}`,
    `  shortest path to success: ${r.shortest ? `${r.shortest.tuSpent} TU via ${r.shortest.path.join(' → ')} (run ${r.shortest.run}, seed ${r.shortest.seed})` : '—'}`,
    `  failures: ${
      Object.entries(r.failures)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ') || 'none'
    }`,
    `  deaths per run: ${r.deathsPerRun.toFixed(2)}`,
    `  cards never visited: ${r.neverVisited.length ? r.neverVisited.join(', ') : 'none'}`,
    '  settings:',
    ...r.settings.map((s) => `    ${s}`),
  ];
  return lines;
}
