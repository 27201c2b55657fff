/**
 * Batches: N games between two bots, on Web Workers, with progress and Cancel, and the report `studio simulate`
 * prints (win rate per side with its 95% interval, draws, how games end, rounds, models lost, losses and points
 * efficiency per unit card), in the UI language; the eliminations as a heat map, beside the pane and over the
 * table.
 */
import { useEffect, useRef, useState } from 'react';
import type { SkirmishScenario } from '../../../../engine/generated/types/skirmish';
import type { UnitCards } from '../../../../engine/generated/types/units';
import {
  summarize,
  type UniversalisStats,
  type UniversalisSummary,
} from '../../../../engine/rulesets/universalis/batch/stats';
import { formatReport } from '../../../../engine/rulesets/universalis/batch/report';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import type { Prim } from '../table/draw';
import { SIDE_COLOUR } from '../table/style';
import { localText } from '../shared/text';
import { BOT_NAMES, type Compiled } from './engine';
import { defaultWorkers, runSkirmishBatch, type BatchHandle } from './batch-runner';
import { liveChannel } from './live-table';
import { BatchControls, BatchProgress, ChoiceField, NumberField, SeedField } from '../../../sim-frame/controls';
import type { Controller } from './session';
import { useRemembered } from './remembered';

interface Props {
  studio: Studio;
  doc: DocumentModel;
  skirmish: SkirmishScenario | null;
  units: UnitCards | null;
  compiled: Compiled | null;
  /** Game `game` of the batch shown, step by step in the test-play tab. */
  onReplay(r: { game: number; seed: number; bots: Record<'a' | 'b', Controller> }): void;
}

const pct = (v: number) => `${(v * 100).toFixed(1)} %`;

/** The heat map as table primitives: a translucent square per 5 cm cell, darker where more models fell. */
export function heatPrims(summary: UniversalisSummary, side: 'a' | 'b' | 'both'): Prim[] {
  const { cellCm, size } = summary.heat;
  const cells = summary.heat.a.map((v, i) => (side === 'b' ? 0 : v) + (side === 'a' ? 0 : summary.heat.b[i]));
  let max = 1;
  for (let i = 0; i < Math.min(cells.length, size * size); i++) max = Math.max(max, cells[i]);
  const out: Prim[] = [];
  cells.forEach((v, i) => {
    if (v === 0) return;
    const x = (i % size) * cellCm;
    const y = Math.floor(i / size) * cellCm;
    out.push({ t: 'rect', x, y, w: cellCm, h: cellCm, fill: '#d92d20', alpha: 0.15 + 0.65 * (v / max) });
    out.push({
      t: 'text',
      x: x + cellCm / 2,
      y: y + cellCm / 2,
      text: String(v),
      size: 1.3,
      fill: '#ffffff',
      align: 'center',
      baseline: 'middle',
      bold: true,
      halo: 'rgba(0,0,0,0.5)',
    });
  });
  return out;
}

function HeatCanvas({ summary, side }: { summary: UniversalisSummary; side: 'a' | 'b' | 'both' }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const { size } = summary.heat;
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#e9e4d4';
    ctx.fillRect(0, 0, size, size);
    const cells = summary.heat.a.map(
      (v, i) => (side === 'b' ? 0 : v) + (side === 'a' ? 0 : summary.heat.b[i]),
    );
    let max = 1;
    for (const v of cells) max = Math.max(max, v);
    cells.forEach((v, i) => {
      if (!v) return;
      ctx.fillStyle = `rgba(217, 45, 32, ${0.15 + 0.85 * (v / max)})`;
      ctx.fillRect(i % size, Math.floor(i / size), 1, 1);
    });
  }, [summary, side]);
  return <canvas ref={ref} className="heat" role="img" aria-label="heat map" />;
}

export function BatchTab({ studio, doc, skirmish, units, compiled, onReplay }: Props) {
  const t = studio.t;
  const [runs, setRuns] = useRemembered(doc.id, 'runs', 200);
  const [seed, setSeed] = useRemembered(doc.id, 'batchSeed', 1);
  const [bots, setBots] = useRemembered<{ a: string; b: string }>(doc.id, 'bots', { a: 'aggressive', b: 'cautious' });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [stats, setStats] = useRemembered<UniversalisStats | null>(doc.id, 'stats', null);
  const [error, setError] = useRemembered<string | null>(doc.id, 'batchError', null);
  const [heatSide, setHeatSide] = useRemembered<'a' | 'b' | 'both'>(doc.id, 'heatSide', 'both');
  const [onTable, setOnTable] = useRemembered(doc.id, 'heatOnTable', false);
  // The settings of the batch whose report is shown: its games are replayed with these, not with edited fields.
  const [ran, setRan] = useRemembered<{ seed: number; bots: { a: string; b: string } } | null>(doc.id, 'ran', null);
  const [game, setGame] = useRemembered(doc.id, 'replayGame', 0);
  const handle = useRef<BatchHandle | null>(null);
  const live = liveChannel(doc.id);
  const summary = stats ? summarize(stats) : null;
  const language = (studio.i18n.language ?? 'en').slice(0, 2) as 'en' | 'de' | 'fr';

  useEffect(() => () => handle.current?.cancel(), []);
  useEffect(() => {
    if (onTable && summary) live.set({ on: true, prims: heatPrims(summary, heatSide), pick: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onTable, stats, heatSide]);

  const run = () => {
    if (!skirmish || !units || !compiled) return;
    setError(null);
    setStats(null);
    setRan({ seed, bots });
    setGame(0);
    setProgress({ done: 0, total: runs });
    const h = runSkirmishBatch(
      { skirmish, units, runs, seed, bots, workers: Math.min(defaultWorkers(), Math.ceil(runs / 50)) },
      (totals, done) => {
        setStats(totals);
        setProgress({ done, total: runs });
      },
    );
    handle.current = h;
    h.result
      .then((totals) => {
        if (totals) setStats(totals);
        setProgress(null);
      })
      .catch((e: unknown) => {
        setError(e instanceof Error ? e.message : String(e));
        setProgress(null);
      })
      .finally(() => {
        if (handle.current === h) handle.current = null;
      });
  };
  const cancel = () => {
    handle.current?.cancel();
    handle.current = null;
    setProgress(null);
  };

  const cardName = (id: string) => localText(units?.cards.find((c) => c.id === id)?.name, language) || id;
  const reason = (key: string) => {
    const [who, why] = key.split(': ');
    const words = t(`universalis:sim.reason.${why}`, { defaultValue: why });
    return who === 'draw'
      ? t('universalis:sim.drawResult', { reason: words })
      : t('universalis:sim.winResult', { side: t(`universalis:side.${who}`), reason: words });
  };

  return (
    <section className="un-sim-batch" aria-label={t('universalis:sim.tab.batch')}>
      <BatchControls
        labels={{ run: t('universalis:sim.runBatch', { count: runs }), cancel: t('universalis:sim.cancel') }}
        running={progress !== null}
        ready={!!compiled}
        onRun={run}
        onCancel={cancel}
      >
        <NumberField label={t('universalis:sim.games')} value={runs} min={1} max={100000} onChange={setRuns} />
        <SeedField t={t} value={seed} onChange={(v) => setSeed(Math.max(0, v))} />
        {(['a', 'b'] as const).map((side) => (
          <ChoiceField
            key={side}
            label={t(`universalis:side.${side}`)}
            value={bots[side]}
            options={BOT_NAMES.map((b) => ({ value: b, label: t(`universalis:sim.controller.${b}`) }))}
            onChange={(b) => setBots({ ...bots, [side]: b })}
          />
        ))}
      </BatchControls>
      {progress && (
        <BatchProgress
          label={t('sim-frame:progress')}
          done={progress.done}
          total={progress.total}
          status={t('universalis:sim.progress', { done: progress.done, total: progress.total })}
        />
      )}
      {error && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      {summary && (
        <div className="report" data-games={summary.games}>
          <h3>{t('universalis:sim.report', { games: summary.games })}</h3>
          <table>
            <thead>
              <tr>
                <th>{t('universalis:sim.col.outcome')}</th>
                <th className="num">{t('universalis:sim.col.games')}</th>
                <th className="num">{t('universalis:sim.col.rate')}</th>
                <th className="num">{t('universalis:sim.col.interval')}</th>
              </tr>
            </thead>
            <tbody>
              {(['a', 'b'] as const).map((side) => (
                <tr key={side} data-outcome={side}>
                  <td>
                    <span
                      className="base-dot small"
                      style={{ background: SIDE_COLOUR[side] }}
                      aria-hidden="true"
                    />{' '}
                    {t('universalis:sim.sideWins', { side: t(`universalis:side.${side}`) })}
                  </td>
                  <td className="num">{summary.wins[side].count}</td>
                  <td className="num">{pct(summary.wins[side].rate)}</td>
                  <td className="num">
                    {pct(summary.wins[side].low)} – {pct(summary.wins[side].high)}
                  </td>
                </tr>
              ))}
              <tr data-outcome="draw">
                <td>{t('universalis:sim.draws')}</td>
                <td className="num">{summary.draws.count}</td>
                <td className="num">{pct(summary.draws.rate)}</td>
                <td className="num">
                  {pct(summary.draws.low)} – {pct(summary.draws.high)}
                </td>
              </tr>
            </tbody>
          </table>
          {ran && !progress && summary.games > 0 && (
            <div className="simf-row wrap">
              <NumberField
                label={t('universalis:sim.replayGame', { last: summary.games - 1 })}
                value={Math.min(game, summary.games - 1)}
                min={0}
                max={summary.games - 1}
                onChange={setGame}
              />
              <button
                type="button"
                onClick={() =>
                  onReplay({
                    game: Math.min(game, summary.games - 1),
                    seed: ran.seed,
                    bots: ran.bots as Record<'a' | 'b', Controller>,
                  })
                }
              >
                {t('universalis:sim.replay', { game: Math.min(game, summary.games - 1) })}
              </button>
            </div>
          )}
          {summary.leftToPlayers.length > 0 && (
            <p className="notice" data-left-to-players>
              {t('universalis:sim.leftToPlayers', { names: summary.leftToPlayers.join(', ') })}
            </p>
          )}
          <h4>{t('universalis:sim.endings')}</h4>
          <ul>
            {Object.entries(summary.reasons)
              .sort((x, y) => y[1] - x[1])
              .map(([k, v]) => (
                <li key={k}>
                  {reason(k)}: {v} ({pct(v / Math.max(1, summary.games))})
                </li>
              ))}
          </ul>
          <p>
            {t('universalis:sim.rounds', { mean: summary.rounds.mean.toFixed(1), max: summary.rounds.max })}
          </p>
          <p>
            {t('universalis:sim.lost', {
              a: summary.modelsLost.a.toFixed(2),
              b: summary.modelsLost.b.toFixed(2),
            })}
          </p>
          <h4>{t('universalis:sim.cards')}</h4>
          <table>
            <thead>
              <tr>
                <th>{t('universalis:sim.col.side')}</th>
                <th>{t('universalis:sim.col.card')}</th>
                <th className="num">{t('universalis:sim.col.points')}</th>
                <th className="num">{t('universalis:sim.col.lost')}</th>
                <th className="num">{t('universalis:sim.col.kills')}</th>
                <th className="num">{t('universalis:sim.col.efficiency')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.cards.map((c) => (
                <tr key={`${c.side}-${c.card}`}>
                  <td>{t(`universalis:side.${c.side}`)}</td>
                  <td>
                    {cardName(c.card)} ×{c.fielded}
                  </td>
                  <td className="num">{c.points}</td>
                  <td className="num">{pct(c.lostRate)}</td>
                  <td className="num">{c.killsPerGame.toFixed(2)}</td>
                  <td className="num">{c.pointsEfficiency.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h4>{t('universalis:sim.heat')}</h4>
          <div className="row">
            <select
              value={heatSide}
              onChange={(e) => setHeatSide(e.target.value as 'a' | 'b' | 'both')}
              aria-label={t('universalis:sim.heatSide')}
            >
              <option value="both">{t('universalis:sim.heatBoth')}</option>
              <option value="a">{t('universalis:side.a')}</option>
              <option value="b">{t('universalis:side.b')}</option>
            </select>
            <label>
              <input
                type="checkbox"
                checked={onTable}
                onChange={(e) => {
                  setOnTable(e.target.checked);
                  if (!e.target.checked) live.set({ on: false, prims: [], pick: null });
                }}
              />{' '}
              {t('universalis:sim.heatOnTable')}
            </label>
          </div>
          <HeatCanvas summary={summary} side={heatSide} />
          <details>
            <summary>{t('universalis:sim.textReport')}</summary>
            <pre className="game-log">{formatReport(summary, language).join('\n')}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
