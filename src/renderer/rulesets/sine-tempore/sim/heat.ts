/**
 * A batch's heat maps over the mission map: where heroes take wounds, are knocked out, where enemies fall, where
 * heroes stood when a game was lost — per game, so batches of any size compare — and the difference between the
 * report on show and a pinned one. View state of the document (never in it), drawn by the map under its pieces,
 * with a legend and an opacity the designer sets.
 */
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';

export const HEAT_KINDS = ['wounds', 'kos', 'kills', 'defeats'] as const;
export type HeatKind = (typeof HEAT_KINDS)[number];

export interface HeatGrid {
  width: number;
  height: number;
  /** Per game, by square (row-major); for a difference, now minus pinned. */
  values: number[];
}

export interface HeatOverlay {
  /** The map shown over the board, or none. */
  kind: HeatKind | null;
  /** Now minus the pinned report (same board only). */
  difference: boolean;
  opacity: number;
  grid: HeatGrid | null;
  /** The largest value (or, for a difference, the largest in size), for the legend. */
  max: number;
}

export const HEAT_OFF: HeatOverlay = { kind: null, difference: false, opacity: 0.75, grid: null, max: 0 };

const KEY = 'mission-sim.heat';

export function heatOf(studio: Pick<Studio, 'workspace'>, docId: string): Observable<HeatOverlay> {
  const state = studio.workspace.viewState(docId);
  let heat = state.get(KEY) as Observable<HeatOverlay> | undefined;
  if (!heat) state.set(KEY, (heat = observable<HeatOverlay>(HEAT_OFF)));
  return heat;
}

function totals(stats: BatchStats, kind: HeatKind): number[] {
  switch (kind) {
    case 'wounds':
      return stats.heroWounds;
    case 'kos':
      return stats.heroKos;
    case 'kills':
      return stats.enemyKills;
    case 'defeats':
      return stats.defeats;
  }
}

/** A heat map of a batch, per game (older reports without a map give none). */
export function heatGrid(stats: BatchStats, kind: HeatKind): HeatGrid | null {
  const t = totals(stats, kind);
  if (!t || stats.games === 0) return null;
  const n = stats.games;
  return { width: stats.board.width, height: stats.board.height, values: t.map((v) => v / n) };
}

/** Now minus pinned, square by square; null when the boards differ in size (the squares would not match). */
export function heatDifference(now: BatchStats, pinned: BatchStats, kind: HeatKind): HeatGrid | null {
  const a = heatGrid(now, kind);
  const b = heatGrid(pinned, kind);
  if (!a || !b || a.width !== b.width || a.height !== b.height) return null;
  return { width: a.width, height: a.height, values: a.values.map((v, i) => v - b.values[i]) };
}

export function largest(values: readonly number[]): number {
  let m = 0;
  for (const v of values) m = Math.max(m, Math.abs(v));
  return m;
}

/** Pale yellow for a little to deep red for the worst square (the report's own colours). */
export function heatColour(share: number): string {
  const r = Math.max(0, Math.min(1, share));
  return `hsl(${Math.round(52 - 52 * r)} 92% ${Math.round(66 - 30 * r)}%)`;
}

/** A difference: blue where it went down, red where it went up, faint near nothing. */
export function differenceColour(share: number): string {
  const r = Math.max(-1, Math.min(1, share));
  return r >= 0 ? `hsl(4 85% ${Math.round(70 - 25 * r)}%)` : `hsl(214 80% ${Math.round(70 + 25 * r)}%)`;
}

export const HEAT_RAMP = [0, 0.25, 0.5, 0.75, 1].map(heatColour);
export const DIFFERENCE_RAMP = [-1, -0.5, 0, 0.5, 1].map(differenceColour);
