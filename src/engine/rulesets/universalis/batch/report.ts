/**
 * The command line's text report of a skirmish batch, in English, German or French: win rates with their
 * 95% interval, draws, how games end, rounds played, models lost, unit cards (lost, kills, points
 * efficiency) and where models fall on the table (a heat map of 5 cm cells per side).
 */
import type { Language } from './messages';
import { MESSAGES, type ReportMessages } from './messages';
import type { UniversalisSummary } from './stats';

function pct(v: number): string {
  return `${(100 * v).toFixed(1)}%`;
}

function num(v: number, digits = 2): string {
  return v.toFixed(digits);
}

/** Characters from empty to most eliminations. */
const SHADES = ' .:-=+*#%@';

function heatRows(cells: number[], size: number): string[] {
  let max = 0;
  for (const v of cells) if (v > max) max = v;
  const rows: string[] = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const v = cells[y * size + x];
      row += v === 0 ? ' ' : SHADES[Math.max(1, Math.ceil((v / max) * (SHADES.length - 1)))];
    }
    rows.push(row);
  }
  return rows;
}

function reasonText(m: ReportMessages, key: string): string {
  const [who, reason] = key.split(': ');
  const side = who === 'draw' ? m.draw : m.sideWins(who);
  return `${side}: ${m.reasons[reason] ?? reason}`;
}

export function formatReport(s: UniversalisSummary, language: Language = 'en'): string[] {
  const m = MESSAGES[language] ?? MESSAGES.en;
  const out: string[] = [];
  out.push(m.title(s.title, s.games, s.seed, s.bots.a, s.bots.b));
  const line = (label: string, r: { count: number; rate: number; low: number; high: number }) =>
    out.push(
      `  ${label.padEnd(16)} ${String(r.count).padStart(6)}  ${pct(r.rate).padStart(6)}  (${m.interval} ${pct(r.low)}–${pct(r.high)})`,
    );
  line(m.sideWins('a'), s.wins.a);
  line(m.sideWins('b'), s.wins.b);
  line(m.draws, s.draws);
  out.push('');
  out.push(m.endings);
  for (const [k, v] of Object.entries(s.reasons).sort((x, y) => y[1] - x[1]))
    out.push(
      `  ${reasonText(m, k).padEnd(40)} ${String(v).padStart(6)}  ${pct(v / Math.max(1, s.games)).padStart(6)}`,
    );
  out.push('');
  out.push(m.rounds(num(s.rounds.mean, 1), s.rounds.max));
  const hist = s.rounds.histogram.map((v, r) => (v ? `${r}: ${v}` : '')).filter(Boolean);
  if (hist.length) out.push(`  ${hist.join('  ')}`);
  out.push(m.lost(num(s.modelsLost.a), num(s.modelsLost.b), num(s.fled.a), num(s.fled.b)));
  out.push('');
  out.push(m.cardsHeader);
  out.push(
    `  ${m.cardColumns.map((c, i) => (i < 2 ? c.padEnd(i === 0 ? 5 : 26) : c.padStart(9))).join(' ')}`,
  );
  for (const c of s.cards) {
    out.push(
      `  ${c.side.padEnd(5)} ${c.name.slice(0, 26).padEnd(26)} ${String(c.points).padStart(9)} ${String(c.fielded).padStart(9)} ${pct(c.lostRate).padStart(9)} ${num(c.killsPerGame).padStart(9)} ${num(c.pointsEfficiency).padStart(9)}`,
    );
  }
  out.push('');
  out.push(m.heat(s.heat.cellCm));
  const a = heatRows(s.heat.a, s.heat.size);
  const b = heatRows(s.heat.b, s.heat.size);
  out.push(`  +${'-'.repeat(s.heat.size)}+   +${'-'.repeat(s.heat.size)}+`);
  for (let y = 0; y < s.heat.size; y++) out.push(`  |${a[y]}|   |${b[y]}|`);
  out.push(`  +${'-'.repeat(s.heat.size)}+   +${'-'.repeat(s.heat.size)}+`);
  out.push(`   ${m.sideLost('a').padEnd(s.heat.size + 4)} ${m.sideLost('b')}`);
  if (s.refused > 0) out.push('', m.refused(s.refused));
  if (s.leftToPlayers.length > 0) out.push('', m.leftToPlayers(s.leftToPlayers.join(', ')));
  return out;
}
