/**
 * Batches: many games with a bot deciding for the heroes, off the UI thread, the report growing as the games
 * come in. The figures are the engine's (`summarize`, the same the command line prints); this file only lays
 * them out for reading: the win rate with its interval first, then how and when games end, how the heroes fare,
 * what the enemies lose, which events happen and where the heroes get hurt.
 */
import { useState } from 'react';
import type { PolicyName } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import type { Language } from '../../../i18n';
import { BatchControls, BatchProgress, ChoiceField, NumberField, SeedField } from '../../../sim-frame/controls';
import type { Translate } from './log-text';
import { formatter, shown } from './numbers';
import { ReportView } from './ReportView';
import { CompareView } from './CompareView';
import { HeatControls } from './HeatControls';
import { ReportExport } from './ReportExport';
import type { BatchState } from './session';
import type { SimContext } from './sim-context';

const MAX_RUNS = 1_000_000;

export function BatchTab({ ctx }: { ctx: SimContext }) {
  const { t, state, session, mission, source, language } = ctx;
  const b = state.batch;
  const ready = !!mission && source?.state === 'ok';
  const stale = b.stats && b.revision !== null && b.revision !== ctx.revision;

  return (
    <section className="msim-batch" aria-label={t('mission-sim:tab.batch')}>
      <BatchControls labels={{ run: t('mission-sim:batch.run'), cancel: t('mission-sim:batch.cancel') }} running={b.running} ready={ready} onRun={() => void session.runBatch()} onCancel={() => session.cancelBatch()}>
        <NumberField label={t('mission-sim:batch.runs')} value={b.runs} min={1} max={MAX_RUNS} step={100} onChange={(runs) => session.setBatch({ runs })} />
        <SeedField t={t} value={b.seed} onChange={(seed) => session.setBatch({ seed })} onNew={() => session.newSeed('batch')} />
        <ChoiceField
          label={t('mission-sim:policy.label')}
          value={b.policy}
          options={(['heuristic', 'random'] as const).map((p) => ({ value: p, label: t(`mission-sim:policy.${p}`) }))}
          onChange={(policy: PolicyName) => session.setBatch({ policy })}
        />
        <NumberField label={t('mission-sim:batch.workers')} value={b.workers} min={1} max={16} onChange={(workers) => session.setBatch({ workers })} />
      </BatchControls>
      <LiveToggle ctx={ctx} />
      {b.error && (
        <p className="msim-error" role="alert">
          {b.error}
        </p>
      )}
      {(b.running || b.stats) && <BatchProgress label={t('mission-sim:batch.progress')} done={b.done} total={b.total} status={batchStatus(t, language, b)} />}
      {!b.running && !b.stats && !b.error && <p className="muted">{t(ready ? 'mission-sim:batch.intro' : 'mission-sim:play.waiting')}</p>}
      {stale && <p className="msim-hint">{t('mission-sim:batch.stale')}</p>}
      {b.stats && b.stats.games > 0 && (
        <>
          <div className="simf-row wrap">
            <button type="button" aria-pressed={!!b.pinned} title={t('sim-frame:compare.pinHint')} onClick={() => session.togglePin()}>
              {b.pinned ? t('sim-frame:compare.unpin') : t('sim-frame:compare.pin')}
            </button>
            <ReportExport ctx={ctx} stats={b.stats} />
          </div>
          {b.pinned && <CompareView ctx={ctx} pinned={b.pinned.stats} now={b.running ? null : b.stats} />}
          <HeatControls ctx={ctx} />
          <ReportView ctx={ctx} stats={b.stats} />
        </>
      )}
      {b.stats && !b.running && b.stats.games > 0 && <ReplayPicker ctx={ctx} games={b.stats.games} />}
    </section>
  );
}

/** Live balance: on, the batch runs again a moment after each edit and its win rate stays in the status bar. */
function LiveToggle({ ctx }: { ctx: SimContext }) {
  const { t, session, state } = ctx;
  const live = state.live;
  return (
    <label className="simf-field msim-live" title={t('sim-frame:live.hint')}>
      <input type="checkbox" checked={live.on} onChange={(e) => session.setLive(e.target.checked)} />
      {t('sim-frame:live.label')}
      {live.on && live.error && <span className="msim-error">{live.error}</span>}
    </label>
  );
}

/**
 * "120 of 200 games · 950 games/s", "Cancelled after …", "200 games in 0.3 s (800 games/s)": each count of
 * games in words that agree with it (the total while running or cancelled, the games played when finished).
 */
export function batchStatus(t: Translate, language: Language, b: Pick<BatchState, 'running' | 'cancelled' | 'done' | 'total' | 'elapsedMs'>): string {
  const num = (n: number, d = 0) => formatter(language, { maximumFractionDigits: d })(n);
  const rate = b.elapsedMs > 0 ? (1000 * b.done) / b.elapsedMs : 0;
  const words = { done: num(b.done), seconds: num(b.elapsedMs / 1000, 1), rate: t('mission-sim:count.gamesPerSecond', { count: shown(rate, 0) }) };
  if (b.running) return t('mission-sim:batch.running', { ...words, count: b.total });
  if (b.cancelled) return t('mission-sim:batch.cancelled', { ...words, count: b.total });
  return t('mission-sim:batch.finished', { ...words, count: b.done });
}

function ReplayPicker({ ctx, games }: { ctx: SimContext; games: number }) {
  const { t, session } = ctx;
  const [k, setK] = useState(0);
  return (
    <div className="msim-row wrap msim-replay">
      <label className="msim-field">
        {t('mission-sim:batch.replayGame', { last: games - 1 })}
        <input type="number" min={0} max={games - 1} value={k} onChange={(e) => setK(Math.max(0, Math.min(games - 1, Math.trunc(Number(e.target.value)) || 0)))} />
      </label>
      <button type="button" onClick={() => void session.replay(k)}>
        {t('mission-sim:batch.replay', { game: k })}
      </button>
    </div>
  );
}
