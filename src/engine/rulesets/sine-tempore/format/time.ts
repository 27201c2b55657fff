/**
 * Momentum times "Cycle.Phase" on one increasing scale. The Cycle hand moves on when the Phase hand arrives at 12
 * (D-9), so the order runs C.11 → (C+1).12 → (C+1).1: phase 12 belongs at the start of its cycle.
 */
export function timeOrdinal(time: string): number {
  const [cycle, phase] = time.split('.').map(Number);
  return cycle * 12 + (phase % 12);
}
