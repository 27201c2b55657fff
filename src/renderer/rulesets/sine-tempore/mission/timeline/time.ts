/**
 * Momentum times "Cycle.Phase" as positions on one line, 12 phases a cycle. The Cycle hand moves on when the
 * Phase hand reaches 12, so 1.11 is followed by 2.12, then 2.1 (the engine's `timeOrdinal`).
 */
import { timeOrdinal } from '../../../../../engine/rulesets/sine-tempore/format/time';

export const TIME = /^(0|[1-9][0-9]?)\.([1-9]|1[0-2])$/;

export const isTime = (v: unknown): v is string => typeof v === 'string' && TIME.test(v);

export const ordinal = (time: string): number => timeOrdinal(time);

/** The time at a position: phase 12 belongs to the cycle it starts. */
export function timeAt(ord: number): string {
  const cycle = Math.floor(ord / 12);
  const phase = ord % 12 === 0 ? 12 : ord % 12;
  return `${cycle}.${phase}`;
}
