import { describe, expect, test } from 'vitest';
import { clampTo, endBounds, stackLabels, startBounds } from '../../../../src/renderer/rulesets/sine-tempore/mission/timeline/layout';
import { ordinal } from '../../../../src/renderer/rulesets/sine-tempore/mission/timeline/time';
import { docOf, missionOf } from './fixtures';

/** The Verdant Sweep's timed events as the timeline sees them. */
function verdantEvents() {
  const m = missionOf(docOf('verdant-sweep'));
  const events = (m.events ?? []).map((e, i) => ({ pointer: `/events/${i}`, ord: e.trigger.at ? ordinal(e.trigger.at) : NaN })).filter((e) => !Number.isNaN(e.ord));
  return { start: ordinal(m.momentum.start), end: ordinal(m.momentum.end), events };
}

describe('the ends of the timeline stop at the events (a drag never makes `event-before-start`)', () => {
  test('the start stops just before the first event, and says which', () => {
    const { start, end, events } = verdantEvents();
    const bounds = startBounds(start, end, events);
    // The Nest Stirs is at 2.6.
    expect(bounds.max).toBe(ordinal('2.6') - 1);
    expect(clampTo(ordinal('3.1'), bounds)).toEqual({ ord: ordinal('2.5'), blockedBy: { pointer: '/events/0', ord: ordinal('2.6') } });
    expect(clampTo(ordinal('2.2'), bounds)).toEqual({ ord: ordinal('2.2') });
    expect(clampTo(-4, bounds).ord).toBe(1);
  });

  test('the end stops just after the last event, and goes outwards freely', () => {
    const { start, end, events } = verdantEvents();
    const bounds = endBounds(start, end, events);
    // Burrow Breach is at 4.12.
    expect(clampTo(ordinal('3.1'), bounds)).toEqual({ ord: ordinal('4.12') + 1, blockedBy: { pointer: '/events/2', ord: ordinal('4.12') } });
    expect(clampTo(ordinal('9.1'), bounds)).toEqual({ ord: ordinal('9.1') });
  });

  test('an event already outside the mission does not hold an end back', () => {
    // An event at 1.2 before a start of 1.5: the start may still move back over it (and bring it inside).
    const bounds = startBounds(ordinal('1.5'), ordinal('3.1'), [{ pointer: '/events/0', ord: ordinal('1.2') }]);
    expect(bounds.max).toBe(ordinal('3.1') - 1);
    expect(bounds.blocker).toBeUndefined();
  });

  test('without events the ends only keep one phase apart', () => {
    expect(startBounds(13, 20, [])).toEqual({ min: 1, max: 19, blocker: undefined });
    expect(clampTo(25, startBounds(13, 20, []))).toEqual({ ord: 19 });
    expect(clampTo(2, endBounds(13, 20, [])).ord).toBe(14);
  });
});

describe('event labels in rows', () => {
  test('labels that would overlap go to the next free row; ones that fit share a row', () => {
    const rows = stackLabels(
      [
        { key: 'spore', x: 300, width: 110 },
        { key: 'burrow', x: 360, width: 120 },
        { key: 'nest', x: 100, width: 100 },
        { key: 'late', x: 520, width: 60 },
      ],
      1000,
    );
    expect(rows.get('nest')).toEqual({ row: 0, flip: false });
    expect(rows.get('spore')).toEqual({ row: 0, flip: false });
    expect(rows.get('burrow')).toEqual({ row: 1, flip: false });
    // 520 is clear of Spore Storm's label (293…403): back to the first row.
    expect(rows.get('late')).toEqual({ row: 0, flip: false });
  });

  test('a label that would run past the right end is drawn to the left of its pin', () => {
    const rows = stackLabels(
      [
        { key: 'a', x: 380, width: 90 },
        { key: 'b', x: 395, width: 90 },
      ],
      400,
    );
    expect(rows.get('a')).toEqual({ row: 0, flip: true });
    expect(rows.get('b')).toEqual({ row: 1, flip: true });
  });

  test('no two labels in a row overlap, however narrow the strip (property check on many layouts)', () => {
    for (let seed = 1; seed < 200; seed++) {
      let r = seed;
      const next = () => ((r = (r * 16807) % 2147483647) / 2147483647);
      const width = 200 + next() * 1000;
      const labels = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, i) => ({ key: `e${i}`, x: next() * width, width: 40 + next() * 120 }));
      const placed = stackLabels(labels, width);
      const spans = labels.map((l) => {
        const p = placed.get(l.key)!;
        const left = p.flip ? l.x + 7 - l.width : l.x - 7;
        return { row: p.row, left, right: left + l.width };
      });
      for (const a of spans) for (const b of spans) if (a !== b && a.row === b.row) expect(a.right <= b.left || b.right <= a.left, `seed ${seed}`).toBe(true);
    }
  });
});
