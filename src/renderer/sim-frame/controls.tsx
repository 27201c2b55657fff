/**
 * The controls every simulator pane shares, drawn the same way for every ruleset: the seed, a choice of bot, the
 * play buttons with undo and redo, the replay scrubber, the batch's settings and its progress, and a table of
 * report figures. Words are the frame's own (`sim-frame:`), except the verbs a ruleset names itself.
 */
import type { ReactNode } from 'react';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function SeedField({ t, value, onChange, onNew, label }: { t: Translate; value: number; onChange(seed: number): void; onNew?: () => void; label?: string }) {
  return (
    <span className="simf-field">
      <label>
        {label ?? t('sim-frame:seed')}
        <input type="number" step={1} value={value} onChange={(e) => onChange(Math.trunc(Number(e.target.value)) || 0)} />
      </label>
      {onNew && (
        <button type="button" title={t('sim-frame:newSeedHint')} onClick={onNew}>
          {t('sim-frame:newSeed')}
        </button>
      )}
    </span>
  );
}

export function ChoiceField<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange(v: T): void }) {
  return (
    <label className="simf-field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function NumberField({ label, value, min, max, step, onChange }: { label: string; value: number; min: number; max: number; step?: number; onChange(n: number): void }) {
  return (
    <label className="simf-field">
      {label}
      <input type="number" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Math.max(min, Math.min(max, Math.trunc(Number(e.target.value)) || min)))} />
    </label>
  );
}

export interface PlayLabels {
  start: string;
  restart?: string;
  step?: string;
  stepHint?: string;
  runToEnd?: string;
  reset?: string;
}

export interface History {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** Start (or Restart), Step, Run to end, Reset, and the game's undo and redo; `children` go at the end of the row. */
export function PlayControls(p: {
  t: Translate;
  labels: PlayLabels;
  started: boolean;
  canStart: boolean;
  canPlay: boolean;
  canReset?: boolean;
  onStart(): void;
  onStep?: () => void;
  onRunToEnd?: () => void;
  onReset?: () => void;
  history?: History;
  children?: ReactNode;
}) {
  const { t, labels } = p;
  return (
    <div className="simf-row wrap simf-controls">
      <button type="button" className="primary" disabled={!p.canStart} onClick={p.onStart}>
        {p.started && labels.restart ? labels.restart : labels.start}
      </button>
      {p.onStep && labels.step && (
        <button type="button" disabled={!p.canPlay} onClick={p.onStep} title={labels.stepHint}>
          {labels.step}
        </button>
      )}
      {p.onRunToEnd && labels.runToEnd && (
        <button type="button" disabled={!p.canPlay} onClick={p.onRunToEnd}>
          {labels.runToEnd}
        </button>
      )}
      {p.history && (
        <>
          <button type="button" disabled={!p.history.canUndo} onClick={p.history.onUndo} title={t('sim-frame:undoHint')}>
            {t('sim-frame:undo')}
          </button>
          <button type="button" disabled={!p.history.canRedo} onClick={p.history.onRedo} title={t('sim-frame:redoHint')}>
            {t('sim-frame:redo')}
          </button>
        </>
      )}
      {p.onReset && labels.reset && (
        <button type="button" disabled={!(p.canReset ?? p.started)} onClick={p.onReset}>
          {labels.reset}
        </button>
      )}
      {p.children}
    </div>
  );
}

/**
 * The replay scrubber: any step of a game, from set-up (0) to its last decision, by dragging or by the buttons
 * (and the arrow keys on the slider). The ruleset's session goes there; the views follow.
 */
export function Scrubber({ t, at, total, disabled = false, onGo }: { t: Translate; at: number; total: number; disabled?: boolean; onGo(step: number): void }) {
  const where = at === 0 ? t('sim-frame:scrubber.setUp', { total }) : t('sim-frame:scrubber.step', { at, total });
  const go = (k: number) => onGo(Math.max(0, Math.min(total, k)));
  return (
    <div className="simf-scrubber" role="group" aria-label={t('sim-frame:scrubber.label')}>
      <button type="button" aria-label={t('sim-frame:scrubber.first')} title={t('sim-frame:scrubber.first')} disabled={disabled || at === 0} onClick={() => go(0)}>
        «
      </button>
      <button type="button" aria-label={t('sim-frame:scrubber.back')} title={t('sim-frame:scrubber.back')} disabled={disabled || at === 0} onClick={() => go(at - 1)}>
        ‹
      </button>
      <input
        type="range"
        min={0}
        max={Math.max(0, total)}
        step={1}
        value={at}
        disabled={disabled || total === 0}
        aria-label={t('sim-frame:scrubber.label')}
        aria-valuetext={where}
        onChange={(e) => go(Number(e.target.value))}
      />
      <button type="button" aria-label={t('sim-frame:scrubber.forward')} title={t('sim-frame:scrubber.forward')} disabled={disabled || at >= total} onClick={() => go(at + 1)}>
        ›
      </button>
      <button type="button" aria-label={t('sim-frame:scrubber.last')} title={t('sim-frame:scrubber.last')} disabled={disabled || at >= total} onClick={() => go(total)}>
        »
      </button>
      <span className="simf-scrubber-where" aria-hidden="true">
        {where}
      </span>
    </div>
  );
}

export interface BatchLabels {
  run: string;
  cancel: string;
}

/** A batch's settings (`children`: runs, seed, bot…) and its Run / Cancel button. */
export function BatchControls({ labels, running, ready, onRun, onCancel, children }: { labels: BatchLabels; running: boolean; ready: boolean; onRun(): void; onCancel(): void; children: ReactNode }) {
  return (
    <div className="simf-row wrap simf-controls">
      {children}
      {running ? (
        <button type="button" onClick={onCancel}>
          {labels.cancel}
        </button>
      ) : (
        <button type="button" className="primary" disabled={!ready} onClick={onRun}>
          {labels.run}
        </button>
      )}
    </div>
  );
}

/** The bar of a batch under way (or done), with its status in words for everyone. */
export function BatchProgress({ label, done, total, status }: { label: string; done: number; total: number; status: string }) {
  return (
    <div className="simf-progress">
      <progress max={total || 1} value={done} aria-label={label} />
      <span role="status">{status}</span>
    </div>
  );
}

/** Figures of a report as a table of label and value, for reading and for copying. */
export function ReportTable({ caption, rows }: { caption?: string; rows: readonly { key: string; label: ReactNode; value: ReactNode }[] }) {
  return (
    <table className="simf-table">
      {caption && <caption>{caption}</caption>}
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            <td>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
