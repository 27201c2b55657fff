/**
 * The Momentum as the table has it: twelve sectors, the Phase hand (long, "minutes") on the current sector, the
 * Cycle hand (short, "hours") on the cycle, every activation token in its sector — heroes round, enemy groups
 * square — and knocked-out heroes' markers on the outer edge (ST-6, ST-34.2). Positions come from the engine.
 */
import { clockLayout, type ClockToken } from './clock-layout';

export interface MomentumClockProps {
  cycle: number;
  phase: number;
  /** The sector of the mission's end time (outlined) and its words. */
  end: { phase: number; title: string };
  tokens: readonly ClockToken[];
  label: string;
  /** Accessible description: the time and where each token stands, in words. */
  description: string;
}

const R_IN = 34;
const R_OUT = 77;

function polar(angle: number, r: number): [number, number] {
  const a = ((angle - 90) * Math.PI) / 180;
  return [r * Math.cos(a), r * Math.sin(a)];
}

/** Sector k is centred on k × 30° from the top, like the hours of a clock. */
function sectorPath(k: number): string {
  const a0 = k * 30 - 15;
  const a1 = k * 30 + 15;
  const [x0, y0] = polar(a0, R_OUT);
  const [x1, y1] = polar(a1, R_OUT);
  const [x2, y2] = polar(a1, R_IN);
  const [x3, y3] = polar(a0, R_IN);
  return `M${x0} ${y0}A${R_OUT} ${R_OUT} 0 0 1 ${x1} ${y1}L${x2} ${y2}A${R_IN} ${R_IN} 0 0 0 ${x3} ${y3}Z`;
}

export function MomentumClock({ cycle, phase, end, tokens, label, description }: MomentumClockProps) {
  const placed = clockLayout(tokens);
  const [px, py] = polar(phase * 30, R_OUT - 3);
  const [cx, cy] = polar((cycle % 12) * 30, R_IN - 8);
  return (
    <svg className="msim-clock" viewBox="-100 -100 200 200" role="img" aria-label={label}>
      <desc>{description}</desc>
      <circle r={98} className="msim-clock-rim" />
      {Array.from({ length: 12 }, (_, i) => i + 1).map((k) => {
        const [tx, ty] = polar(k * 30, 85);
        return (
          <g key={k}>
            <path d={sectorPath(k)} className={`msim-sector${k === phase ? ' current' : ''}${k === end.phase ? ' end' : ''}`}>
              {k === end.phase && <title>{end.title}</title>}
            </path>
            <text x={tx} y={ty + 3.5} className="msim-sector-number">
              {k}
            </text>
          </g>
        );
      })}
      <line x1={0} y1={0} x2={cx} y2={cy} className="msim-hand-cycle" />
      <line x1={0} y1={0} x2={px} y2={py} className="msim-hand-phase" />
      <circle r={4} className="msim-hand-pin" />
      {placed.map((p) => {
        const [x, y] = polar(p.sector * 30 + p.offset, p.ko ? 94 : 67 - p.row * 13);
        return (
          <g key={p.id} transform={`translate(${x} ${y})`} className={`msim-token${p.ko ? ' ko' : ''}${p.active ? ' active' : ''}`}>
            <title>{p.title}</title>
            {p.hero ? <circle r={p.ko ? 4.5 : 6.2} style={{ fill: p.colour }} /> : <rect x={-6} y={-6} width={12} height={12} rx={2} style={{ fill: p.colour }} />}
            {!p.ko && (
              <text y={2.8} className="msim-token-text">
                {p.short}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
