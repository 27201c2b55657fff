/**
 * A batch report laid out for reading. Every figure comes from the engine's `summarize` (the numbers the
 * command line prints); here they become bars, small charts and the heat map over the board, each with its
 * figures in text for screen readers and for copying.
 */
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { summarize } from '../../../../engine/rulesets/sine-tempore/batch/report';
import type { Translate } from './log-text';
import { formatter, shown } from './numbers';
import { BoardView, heatColour } from './BoardView';
import { outcomeReasonText } from './reasons';
import type { SimContext } from './sim-context';
import { HERO_COLOURS } from './view-model';
import { maxOf } from '../../../../engine/core/lists';

export function ReportView({ ctx, stats }: { ctx: SimContext; stats: BatchStats }) {
  const { t, names, language, mission, source } = ctx;
  const s = useMemo(() => summarize(stats), [stats]);
  const pct = formatter(language, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
  const num = (x: number, d = 2) => formatter(language, { maximumFractionDigits: d })(x);
  const kills = Object.entries(s.killsPerGameByGroup).sort((a, b) => b[1] - a[1]);
  const events = Object.entries(s.eventsFiredShare).sort((a, b) => b[1] - a[1]);
  const maxKills = maxOf(kills.map(([, k]) => k), 0);
  const counted = reportCounts(t);
  const worst = maxOf(s.heroWoundsPerGameBySquare.values, 0);

  return (
    <section className="msim-report" aria-label={t('mission-sim:report.title')}>
      <div className="msim-winrate">
        <div>
          <span className="msim-big">{pct(s.winRate)}</span> <span>{t('mission-sim:report.winRate')}</span>
        </div>
        <IntervalBar low={s.winRate95[0]} high={s.winRate95[1]} value={s.winRate} label={t('mission-sim:report.interval', { low: pct(s.winRate95[0]), high: pct(s.winRate95[1]) })} />
        <p className="msim-hint">
          {t('mission-sim:report.interval', { low: pct(s.winRate95[0]), high: pct(s.winRate95[1]) })} ·{' '}
          {counted.outcomes(s.games, s.outcomes)} · {counted.activations(s.meanActivations)}
        </p>
      </div>

      <h3 className="msim-subhead">{t('mission-sim:report.endReasons')}</h3>
      <Bars rows={s.endReasons.map((r) => ({ key: r.reason, label: outcomeReasonText(t, names, r.reason), share: r.share, text: pct(r.share), tone: r.reason.split(':')[0] }))} />

      <h3 className="msim-subhead">{t('mission-sim:report.endTimes')}</h3>
      <EndTimes rows={s.endTimes} label={t('mission-sim:report.endTimesChart')} pct={pct} />

      <table className="msim-table">
        <caption>{t('mission-sim:report.heroes')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mission-sim:report.hero')}</th>
            <th scope="col">{t('mission-sim:report.koRate')}</th>
            <th scope="col">{t('mission-sim:report.koPerGame')}</th>
            <th scope="col">{t('mission-sim:report.seriousRate')}</th>
            <th scope="col">{t('mission-sim:report.seriousPerGame')}</th>
          </tr>
        </thead>
        <tbody>
          {s.heroes.map((h) => (
            <tr key={h.id}>
              <th scope="row">{names.model(h.id, h.id, true)}</th>
              <td>{pct(h.koRate)}</td>
              <td>{num(h.koPerGame)}</td>
              <td>{pct(h.seriousWoundRate)}</td>
              <td>{num(h.seriousWoundsPerGame)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {stats.tvByCycle.length > 0 && (
        <>
          <h3 className="msim-subhead">{t('mission-sim:report.tv')}</h3>
          <TvChart heroes={s.heroes.map((h, i) => ({ name: names.model(h.id, h.id, true), colour: HERO_COLOURS[i % HERO_COLOURS.length], values: h.tvByCycle }))} label={t('mission-sim:report.tvChart')} cycleWord={(c) => t('mission-sim:report.cycleN', { n: c })} num={num} />
        </>
      )}

      <h3 className="msim-subhead">{t('mission-sim:report.kills')}</h3>
      {kills.length === 0 ? (
        <p className="muted">{t('mission-sim:report.none')}</p>
      ) : (
        <Bars rows={kills.map(([g, k]) => ({ key: g, label: names.group(g), share: maxKills ? k / maxKills : 0, text: num(k), tone: 'enemy' }))} />
      )}

      <h3 className="msim-subhead">{t('mission-sim:report.events')}</h3>
      {events.length === 0 ? (
        <p className="muted">{t('mission-sim:report.noEvents')}</p>
      ) : (
        <Bars rows={events.map(([e, k]) => ({ key: e, label: names.event(e), share: k, text: pct(k), tone: 'event' }))} />
      )}

      <h3 className="msim-subhead">{t('mission-sim:report.heat')}</h3>
      {mission && source?.state === 'ok' && (
        <BoardView
          mission={mission}
          catalog={source.catalog}
          language={language}
          words={{ deployment: t('mission-sim:board.deployment') }}
          label={t('mission-sim:report.heatLabel', { worst: num(worst) })}
          heat={s.heroWoundsPerGameBySquare}
          heatTitle={counted.heatSquare}
        />
      )}
      <p className="msim-heat-legend">
        {t('mission-sim:report.heatFew')}
        <span className="msim-heat-scale" style={{ background: `linear-gradient(to right, ${heatColour(0)}, ${heatColour(0.5)}, ${heatColour(1)})` }} aria-hidden="true" />
        {counted.heatMost(worst)}
      </p>

      {stats.notes.length > 0 && (
        <details className="msim-notes">
          <summary>{t('mission-sim:report.notSimulated', { count: stats.notes.length })}</summary>
          <ul>
            {stats.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * The report's sentences that count: each count in words that agree with the figure shown (means rounded as
 * the report rounds them, so 0.996 wounds reads "1 wound"), formatted in the UI language by the message.
 */
export function reportCounts(t: Translate) {
  const word = (key: string, n: number) => t(`mission-sim:count.${key}`, { count: n });
  return {
    outcomes: (games: number, o: { victory: number; defeat: number; draw: number }) =>
      t('mission-sim:report.outcomes', { games: word('games', games), victories: word('victories', o.victory), defeats: word('defeats', o.defeat), draws: word('draws', o.draw) }),
    activations: (mean: number) => t('mission-sim:report.activations', { count: shown(mean, 1) }),
    heatSquare: (at: readonly [number, number], wounds: number) => t('mission-sim:report.heatSquare', { at: `${at[0]}, ${at[1]}`, count: shown(wounds, 2) }),
    heatMost: (wounds: number) => t('mission-sim:report.heatMost', { count: shown(wounds, 2) }),
  };
}

function IntervalBar({ low, high, value, label }: { low: number; high: number; value: number; label: string }) {
  return (
    <svg className="msim-interval" viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={label}>
      <rect x={0} y={3} width={100} height={2} className="msim-interval-track" />
      <rect x={100 * low} y={1} width={Math.max(0.6, 100 * (high - low))} height={6} rx={1} className="msim-interval-band" />
      <rect x={100 * value - 0.4} y={0} width={0.8} height={8} className="msim-interval-value" />
    </svg>
  );
}

interface BarRow {
  key: string;
  label: string;
  share: number;
  text: string;
  tone: string;
}

function Bars({ rows }: { rows: BarRow[] }) {
  return (
    <ul className="msim-bars">
      {rows.map((r) => (
        <li key={r.key}>
          <span className="msim-bar-label">{r.label}</span>
          <span className="msim-bar-track" aria-hidden="true">
            <span className={`msim-bar ${r.tone}`} style={{ width: `${Math.max(0.5, 100 * Math.min(1, r.share))}%` }} />
          </span>
          <span className="msim-bar-value">{r.text}</span>
        </li>
      ))}
    </ul>
  );
}

function EndTimes({ rows, label, pct }: { rows: { time: string; games: number; share: number }[]; label: string; pct: (x: number) => string }) {
  const [ref, width] = useWidth<SVGSVGElement>();
  const max = maxOf(rows.map((r) => r.share), 0);
  const H = 120;
  const base = H - 18;
  // A column per time, at most 56 px wide: a few times read as bars, not as slabs.
  const w = Math.min(56, Math.max(1, width) / Math.max(rows.length, 1));
  // Labels at least 34 px apart.
  const every = Math.max(1, Math.ceil(34 / w));
  const description = rows.map((r) => `${r.time}: ${pct(r.share)}`).join(', ');
  return (
    <svg ref={ref} className="msim-chart" height={H} role="img" aria-label={`${label}: ${description}`}>
      {width > 0 &&
        rows.map((r, i) => {
          const h = max > 0 ? ((base - 14) * r.share) / max : 0;
          return (
            <g key={r.time}>
              <rect x={i * w + Math.min(4, w * 0.15)} y={base - h} width={Math.max(1, w - 2 * Math.min(4, w * 0.15))} height={h} rx={2} className="msim-chart-bar">
                <title>{`${r.time}: ${pct(r.share)}`}</title>
              </rect>
              {r.share === max && (
                <text x={i * w + w / 2} y={base - h - 3} className="msim-chart-label">
                  {pct(r.share)}
                </text>
              )}
              {i % every === 0 && (
                <text x={i * w + w / 2} y={H - 4} className="msim-chart-label">
                  {r.time}
                </text>
              )}
            </g>
          );
        })}
      <line x1={0} y1={base + 0.5} x2={width} y2={base + 0.5} className="msim-chart-axis" />
    </svg>
  );
}

function TvChart({ heroes, label, cycleWord, num }: { heroes: { name: string; colour: string; values: (number | null)[] }[]; label: string; cycleWord: (c: number) => string; num: (x: number, d?: number) => string }) {
  const [ref, width] = useWidth<SVGSVGElement>();
  const H = 130;
  const cycles = maxOf(heroes.map((h) => h.values.length), 0);
  const max = maxOf(heroes.flatMap((h) => h.values.filter((v): v is number => v !== null)), 1);
  const left = 28;
  const right = Math.max(left + 1, width - 16);
  const x = (c: number) => (cycles <= 1 ? (left + right) / 2 : left + ((right - left) * c) / (cycles - 1));
  const y = (v: number) => H - 22 - ((H - 34) * v) / max;
  const description = heroes.map((h) => `${h.name}: ${h.values.map((v, c) => `${cycleWord(c + 1)} ${v === null ? '—' : num(v, 1)}`).join(', ')}`).join('; ');
  return (
    <figure className="msim-tv">
      <svg ref={ref} className="msim-chart" height={H} role="img" aria-label={`${label}: ${description}`}>
        {width > 0 && (
          <>
            {[0, max / 2, max].map((v) => (
              <g key={v}>
                <line x1={left} y1={y(v)} x2={right} y2={y(v)} className="msim-chart-grid" />
                <text x={left - 5} y={y(v) + 4} className="msim-chart-label end">
                  {num(v, 1)}
                </text>
              </g>
            ))}
            {Array.from({ length: cycles }, (_, c) => (
              <text key={c} x={x(c)} y={H - 5} className="msim-chart-label">
                {cycleWord(c + 1)}
              </text>
            ))}
            {heroes.map((h) => {
              const pts = h.values.flatMap((v, c) => (v === null ? [] : [`${x(c)},${y(v)}`]));
              return (
                <g key={h.name}>
                  <polyline points={pts.join(' ')} className="msim-tv-line" style={{ stroke: h.colour }} />
                  {h.values.map((v, c) => (v === null ? null : <circle key={c} cx={x(c)} cy={y(v)} r={3} style={{ fill: h.colour }} />))}
                </g>
              );
            })}
          </>
        )}
      </svg>
      <figcaption className="msim-legend">
        {heroes.map((h) => (
          <span key={h.name}>
            <span className="msim-swatch" style={{ background: h.colour }} aria-hidden="true" /> {h.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The element's width in CSS pixels, kept current as the pane is resized: charts draw in real pixels. */
function useWidth<E extends Element>(): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    const ro = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}
