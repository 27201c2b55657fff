import { describe, expect, test } from 'vitest';
import type { BatchStats } from '../../../../src/engine/rulesets/sine-tempore/batch/batch';
import type { BatchHandle } from '../../../../src/renderer/rulesets/sine-tempore/sim/warm-pool';
import { LiveBalance, type LiveState } from '../../../../src/renderer/rulesets/sine-tempore/sim/live-balance';

/** A clock, timers and batches the test moves by hand. */
function rig() {
  let now = 0;
  const timers: { at: number; f: () => void; cleared: boolean }[] = [];
  const batches: { revision: number; cancelled: boolean; finish(games: number): void }[] = [];
  const states: LiveState[] = [];
  let revision = 0;
  const live = new LiveBalance({
    delayMs: 300,
    now: () => now,
    timer: (f, ms) => {
      const t = { at: now + ms, f, cleared: false };
      timers.push(t);
      return () => (t.cleared = true);
    },
    start: async () => {
      let finish: (s: BatchStats | null) => void = () => {};
      const result = new Promise<BatchStats | null>((ok) => (finish = ok));
      const b = { revision, cancelled: false, finish: (games: number) => finish({ games, outcomes: { victory: games, defeat: 0, draw: 0 } } as unknown as BatchStats) };
      batches.push(b);
      const handle: BatchHandle = {
        cancel: () => {
          b.cancelled = true;
          finish(null);
        },
        result,
      };
      return { handle, revision };
    },
    onState: (s) => states.push(s),
  });
  const flush = () => new Promise((ok) => setTimeout(ok, 0));
  return {
    live,
    batches,
    states,
    edit: () => {
      revision++;
      live.edited();
    },
    async advance(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => !x.cleared && x.at <= now)) {
        t.cleared = true;
        t.f();
      }
      await flush();
    },
    flush,
  };
}

describe('live balance (issue 14): a batch again a moment after each edit, the stale one cancelled', () => {
  test('nothing runs until the designer pauses; a run after the pause reports its figures and the time since the edit', async () => {
    const r = rig();
    r.live.turnOn();
    await r.advance(100);
    r.edit();
    await r.advance(250);
    expect(r.batches).toHaveLength(0);
    expect(r.live.current).toMatchObject({ on: true, waiting: true, running: false });
    await r.advance(60);
    expect(r.batches).toHaveLength(1);
    expect(r.live.current.running).toBe(true);
    await r.advance(900);
    r.batches[0].finish(1000);
    await r.flush();
    expect(r.live.current).toMatchObject({ waiting: false, running: false, revision: 1, latencyMs: 1210 });
    expect(r.live.current.stats?.games).toBe(1000);
  });

  test('an edit while a batch runs cancels it; only the newest edit’s figures are shown, the old ones stay until then', async () => {
    const r = rig();
    r.live.turnOn();
    await r.advance(300);
    r.batches[0].finish(1000);
    await r.flush();
    r.edit();
    await r.advance(300);
    expect(r.batches).toHaveLength(2);
    r.edit();
    expect(r.batches[1].cancelled).toBe(true);
    // The last figures stay on show, marked as being worked on.
    expect(r.live.current).toMatchObject({ waiting: true, revision: 0 });
    expect(r.live.current.stats?.games).toBe(1000);
    await r.advance(300);
    expect(r.batches).toHaveLength(3);
    r.batches[2].finish(1000);
    await r.flush();
    expect(r.live.current).toMatchObject({ waiting: false, revision: 2 });
    // A stale batch that finishes late changes nothing.
    r.batches[1].finish(999);
    await r.flush();
    expect(r.live.current.revision).toBe(2);
  });

  test('edits in quick succession start one batch, after the last of them', async () => {
    const r = rig();
    r.live.turnOn();
    for (let i = 0; i < 5; i++) {
      r.edit();
      await r.advance(100);
    }
    expect(r.batches).toHaveLength(0);
    await r.advance(250);
    expect(r.batches).toHaveLength(1);
    expect(r.batches[0].revision).toBe(5);
  });

  test('turned off, the batch under way stops and edits start nothing', async () => {
    const r = rig();
    r.live.turnOn();
    await r.advance(300);
    r.live.turnOff();
    expect(r.batches[0].cancelled).toBe(true);
    r.edit();
    await r.advance(1000);
    expect(r.batches).toHaveLength(1);
    expect(r.live.current.on).toBe(false);
  });
});
