/**
 * The timeline's geometry, pure so it can be tested: how far the start and end handles may go (never past a
 * timed event, so dragging cannot make the problem `event-before-start`), and the rows event labels are stacked
 * in so that none covers another.
 */

export interface TimedEvent {
  pointer: string;
  ord: number;
}

export interface HandleBounds {
  min: number;
  max: number;
  /** The event that stops the handle at the bound on its side (the start's `max`, the end's `min`). */
  blocker?: TimedEvent;
}

/** The start goes from 1.1 to just before the first event after it (and before the end). */
export function startBounds(start: number, end: number, events: readonly TimedEvent[]): HandleBounds {
  let max = end - 1;
  let blocker: TimedEvent | undefined;
  // Events already at or before the start are a problem of their own: they do not hold the start back.
  for (const e of events) {
    if (e.ord > start && e.ord - 1 < max) {
      max = e.ord - 1;
      blocker = e;
    }
  }
  return { min: 1, max: Math.max(1, max), blocker };
}

/** The end goes from just after the last event before it (and after the start) outwards. */
export function endBounds(start: number, end: number, events: readonly TimedEvent[]): HandleBounds {
  let min = start + 1;
  let blocker: TimedEvent | undefined;
  for (const e of events) {
    if (e.ord < end && e.ord + 1 > min) {
      min = e.ord + 1;
      blocker = e;
    }
  }
  return { min, max: Number.POSITIVE_INFINITY, blocker };
}

/** A position inside the bounds, and the event in the way when the wanted one was not. */
export function clampTo(ord: number, bounds: HandleBounds): { ord: number; blockedBy?: TimedEvent } {
  if (ord > bounds.max)
    return {
      ord: bounds.max,
      blockedBy: bounds.blocker && bounds.max === bounds.blocker.ord - 1 ? bounds.blocker : undefined,
    };
  if (ord < bounds.min)
    return {
      ord: bounds.min,
      blockedBy: bounds.blocker && bounds.min === bounds.blocker.ord + 1 ? bounds.blocker : undefined,
    };
  return { ord };
}

export interface LabelBox {
  key: string;
  /** Where its pin points, in pixels from the track's left edge. */
  x: number;
  /** The whole label (pin and name), in pixels. */
  width: number;
}

export interface PlacedLabel {
  row: number;
  /** The name goes to the left of the pin: it would run past the track's right edge otherwise. */
  flip: boolean;
}

/**
 * Rows for the labels, top first: each label goes into the first row where it covers no other (with `gap` pixels
 * between), left to right. A label that would run past the right edge is drawn to the left of its pin.
 * `pin` is how far the pin's point is from the label's edge.
 */
export function stackLabels(
  labels: readonly LabelBox[],
  trackWidth: number,
  pin = 7,
  gap = 6,
): Map<string, PlacedLabel> {
  const rows: [number, number][][] = [];
  const out = new Map<string, PlacedLabel>();
  for (const label of [...labels].sort((a, b) => a.x - b.x || a.key.localeCompare(b.key))) {
    const flip = label.x - pin + label.width > trackWidth && label.x + pin - label.width >= 0;
    const left = flip ? label.x + pin - label.width : label.x - pin;
    const right = left + label.width;
    let row = rows.findIndex((spans) => spans.every(([l, r]) => right + gap <= l || left >= r + gap));
    if (row < 0) row = rows.push([]) - 1;
    rows[row].push([left, right]);
    out.set(label.key, { row, flip });
  }
  return out;
}
