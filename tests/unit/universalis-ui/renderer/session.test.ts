/**
 * Test-play sessions: a game is its seed and its decisions (replays are identical), bots answer a person at once,
 * undo goes back to the person's last decision with the log as it was, and scrubbing shows any moment.
 */
import { describe, expect, it } from 'vitest';
import { compileSkirmish } from '../../../../src/engine/rulesets/universalis/compile';
import { PlaySession } from '../../../../src/renderer/rulesets/universalis/sim/session';
import { playGame } from '../../../../src/engine/core/batch';
import { universalis } from '../../../../src/engine/rulesets/universalis';
import { describeAction } from '../../../../src/renderer/rulesets/universalis/sim/action-text';
import { logLine } from '../../../../src/renderer/rulesets/universalis/sim/log-text';
import { namesFor } from '../../../../src/renderer/rulesets/universalis/sim/names';
import { skirmishSample, t, units } from './helpers';

const compiled = () => compileSkirmish(skirmishSample('gull-point-drill'), { units: units() });

describe('test-play session', () => {
  it('plays two bots to the end, the same game for the same seed', () => {
    const a = new PlaySession(compiled(), { seed: 7, controllers: { a: 'aggressive', b: 'cautious' } });
    a.runBots();
    const b = new PlaySession(compiled(), { seed: 7, controllers: { a: 'aggressive', b: 'cautious' } });
    b.runBots();
    expect(a.latest.result).not.toBeNull();
    expect(b.decisions).toEqual(a.decisions);
    expect(b.latest.result).toEqual(a.latest.result);
  });

  it('undoes a person’s decision with the bot answers after it, and the log with them', () => {
    const s = new PlaySession(compiled(), { seed: 3, controllers: { a: 'person', b: 'aggressive' } });
    s.runBots();
    expect(s.next()).toEqual({ side: 'a', bot: false });
    const logBefore = s.visibleLog().length;
    const decisionsBefore = s.decisions.length;
    expect(s.act(s.legal()[0])).toBe(true);
    s.runBots();
    expect(s.visibleLog().length).toBeGreaterThan(logBefore);
    s.undo();
    expect(s.decisions.length).toBe(decisionsBefore);
    expect(s.visibleLog().length).toBe(logBefore);
    expect(s.next()).toEqual({ side: 'a', bot: false });
  });

  it('redoes what undo took back, the same rolls again; a new decision ends the redo', () => {
    const s = new PlaySession(compiled(), { seed: 4, controllers: { a: 'person', b: 'aggressive' } });
    s.runBots();
    for (let i = 0; i < 3 && !s.latest.result; i++) {
      s.act(s.legal()[0]);
      s.runBots();
    }
    const decisions = [...s.decisions];
    const log = s.visibleLog().map((e) => JSON.stringify(e));
    expect(s.canRedo).toBe(false);
    s.undo();
    s.undo();
    expect(s.canRedo).toBe(true);
    expect(s.redo()).toBe(true);
    expect(s.redo()).toBe(true);
    expect(s.canRedo).toBe(false);
    expect(s.decisions).toEqual(decisions);
    expect(s.visibleLog().map((e) => JSON.stringify(e))).toEqual(log);
    s.undo();
    s.act(s.legal()[s.legal().length - 1]);
    expect(s.canRedo).toBe(false);
  });

  it('replays game K of a batch: the same decisions and the same end as the batch played', () => {
    const c = compiled();
    const bots = { a: 'aggressive', b: 'random' } as const;
    for (const k of [0, 3]) {
      const batch = playGame(universalis, c, 9, k, bots, { record: true });
      const s = new PlaySession(compileSkirmish(skirmishSample('gull-point-drill'), { units: units() }), {
        seed: 9,
        controllers: bots,
        replayOf: k,
      });
      s.runBots();
      // A bot explains its decisions only when the game keeps a log (test-play does, a batch does not).
      const bare = (xs: readonly object[]) => xs.map((x) => ({ ...x, why: undefined }));
      expect(bare(s.decisions)).toEqual(bare(batch.decisions));
      expect(s.latest.result).toEqual(batch.state.result);
    }
  });

  it('refuses a decision the rules refuse, and changes nothing', () => {
    const s = new PlaySession(compiled(), { seed: 3, controllers: { a: 'person', b: 'person' } });
    const n = s.visibleLog().length;
    expect(s.act({ type: 'end' })).toBe(false);
    expect(s.lastRefusal).toMatch(/choose a model/);
    expect(s.states).toHaveLength(1);
    expect(s.visibleLog().length).toBe(n);
  });

  it('scrubs back to any moment and acting there drops what followed', () => {
    const s = new PlaySession(compiled(), { seed: 5, controllers: { a: 'random', b: 'random' } });
    for (let i = 0; i < 12; i++) s.step();
    s.seek(4);
    expect(s.scrubbing).toBe(true);
    expect(s.state).toBe(s.states[4]);
    const logAt4 = s.visibleLog().length;
    s.seek(12);
    expect(s.visibleLog().length).toBeGreaterThanOrEqual(logAt4);
  });

  it('says every action and every log entry in words, with AP and odds where there are dice', () => {
    const sample = skirmishSample('gull-point-drill');
    const names = namesFor(sample, units(), 'en', 'unarmed');
    const s = new PlaySession(compiled(), { seed: 11, controllers: { a: 'aggressive', b: 'aggressive' } });
    let sawOdds = false;
    for (let i = 0; i < 400 && !s.latest.result; i++) {
      for (const a of s.legal()) {
        const text = describeAction(s.latest, a, names, t);
        expect(text.label).not.toBe('');
        if (a.type === 'shot' && text.odds) sawOdds = true;
      }
      s.step();
    }
    expect(sawOdds).toBe(true);
    for (const e of s.visibleLog()) expect(logLine(s.latest, e, names, t).text).not.toBe('');
    expect(s.visibleLog().some((e) => e.kind === 'roll' && typeof e.data?.target === 'number')).toBe(true);
  });

  it('says a paid action (UN-4.1.1: its AP) in the UI language from the engine’s data, not in the engine’s English', () => {
    const sample = skirmishSample('gull-point-drill');
    const names = namesFor(sample, units(), 'en', 'unarmed');
    const s = new PlaySession(compiled(), { seed: 11, controllers: { a: 'aggressive', b: 'aggressive' } });
    s.runBots();
    const paid = s.visibleLog().filter((e) => e.kind === 'action' && e.data?.action);
    expect(paid.length).toBeGreaterThan(0);
    for (const e of paid) {
      const text = logLine(s.latest, e, names, t).text;
      expect(text).toMatch(/^universalis:sim\.log\.action /);
      expect(text).toContain(`"ap":${e.data!.cost}`);
    }
  });
});
