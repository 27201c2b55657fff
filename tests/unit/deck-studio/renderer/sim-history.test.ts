import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Deck } from '../../../../src/engine/rulesets/time-stories/rules/deck';
import { createDeckSimApi, type StepState } from '../../../../src/renderer/rulesets/time-stories/deck/sim-api';

const deck = JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8')) as Deck;
/** What the pane shows of a moment of the run. */
const shown = (s: StepState) => ({ view: s.view, legal: s.legal, log: s.log.length });

describe('the deck simulator keeps the run’s history (issue 14: undo, redo and the replay scrubber in the shared frame)', () => {
  test('undo takes back the last decision, redo plays it again; any step is the same moment as when it was played', () => {
    const sim = createDeckSimApi();
    const moments = [shown(sim.start(deck, 3, 'greedy'))];
    let s: StepState = sim.start(deck, 3, 'greedy');
    for (let i = 0; i < 12 && !s.view.outcome; i++) {
      s = sim.botStep();
      moments.push(shown(s));
    }
    const n = moments.length - 1;
    expect(n).toBeGreaterThan(3);
    expect(s).toMatchObject({ step: n, steps: n });
    const back = sim.undo();
    expect(back).toMatchObject({ step: n - 1, steps: n });
    expect(shown(back)).toEqual(moments[n - 1]);
    expect(shown(sim.redo())).toEqual(moments[n]);
    for (const k of [0, 2, n, 1]) expect(shown(sim.goTo(k))).toEqual(moments[k]);
  });

  test('a new decision after an undo drops the undone ones; a refused one is not kept', () => {
    const sim = createDeckSimApi();
    sim.start(deck, 5, 'greedy');
    sim.botStep();
    sim.botStep();
    sim.botStep();
    sim.goTo(1);
    const s = sim.botStep();
    expect(s).toMatchObject({ step: 2, steps: 2 });
    const refused = sim.act({ type: 'leave', to: 'no-such-location' } as never);
    expect(refused.refused).not.toBeNull();
    expect(refused).toMatchObject({ step: 2, steps: 2 });
  });
});
