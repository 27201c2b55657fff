/** Jumping over gaps between terrain pieces (UN-8.5, AD-33), played through the seam functions. */
import { describe, expect, it } from 'vitest';
import { compileCase } from '../../../src/engine/rulesets/universalis/conform/case-compile';
import { apply } from '../../../src/engine/rulesets/universalis/rules/game';
import { startPhase } from '../../../src/engine/rulesets/universalis/rules/flow';
import { STAGE_PHASE, createState } from '../../../src/engine/rulesets/universalis/rules/state';
import { human } from './support';

const roof = (id: string, x0: number, x1: number, height = 6) => ({
  id,
  type: 'building',
  kind: 'solid',
  polygon: [
    [x0, 35],
    [x1, 35],
    [x1, 55],
    [x0, 55],
  ],
  height,
});

/** A runner on roof A (x 30–40) with roof B beyond a gap; it is the active model, free to act. */
function onRoof(gapEnd: number, extra: Record<string, unknown> = {}, seed = 1) {
  const c = compileCase({
    id: 'jump',
    ruleset: 'universalis',
    models: [
      human('runner', 'a', [38, 45], { z: 6, attributes: { AGI: 6 }, ...extra }),
      human('far', 'b', [80, 10]),
    ],
    table: { terrain: [roof('a', 30, 40), roof('b', gapEnd, gapEnd + 12)] },
  } as never);
  c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
  c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
  const s = createState(c, seed, true);
  startPhase(s, 0);
  expect(s.stage).toBe(STAGE_PHASE);
  return s;
}

describe('jumping (UN-8.5, AD-33)', () => {
  it('UN-8.5.2, AD-33: a gap up to GK is jumped without a test; the gap counts against the allowance, no climb down and up', () => {
    const s = onRoof(44);
    // 38 → 47.5: 9.5 cm of a GK of 10; climbing down 6 cm and up again would cost 24 cm more.
    expect(apply(s, { type: 'move', actor: 'runner', path: [[47.5, 45]] })).toEqual({ ok: true });
    expect([s.x[0], s.y[0], s.z[0]]).toEqual([47.5, 45, 6]);
    expect(s.log!.some((e) => e.text.includes('movement test'))).toBe(false);
  });

  it('UN-8.5.3: a gap wider than GK needs a declared movement test; wider than 2 × GK it cannot be jumped', () => {
    expect(apply(onRoof(52), { type: 'move', actor: 'runner', path: [[55, 45]], actions: 2 })).toMatchObject({ ok: false });
    expect(apply(onRoof(62), { type: 'move', actor: 'runner', path: [[65, 45]], actions: 3, test: true })).toMatchObject({ ok: false });
  });

  it('UN-8.5.3, AD-33: passed, the model lands on the far roof; failed, it falls from the take-off height at the gap’s middle and its move ends', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 12 && outcomes.size < 2; seed++) {
      const s = onRoof(52, { attributes: { AGI: 6, KO: 3 }, hp: { normal: 30, critical: 2 } }, seed);
      expect(apply(s, { type: 'move', actor: 'runner', path: [[55, 45]], actions: 2, test: true })).toEqual({ ok: true });
      const test = s.log!.find((e) => e.text.includes('movement test'))!;
      expect(test).toBeDefined();
      if (/success/.test(test.text)) {
        outcomes.add('passed');
        expect([s.x[0], s.z[0]]).toEqual([55, 6]);
      } else {
        outcomes.add('failed');
        // The gap runs from 40 + the base's edge… the centre's path leaves roof a at x 40 and meets roof b at 52.
        expect(s.x[0]).toBeCloseTo(46, 5);
        expect(s.z[0]).toBe(0);
        // 6 cm is more than the profile (4) and at most twice it: the movement test may avoid the damage (AD-36).
        expect(s.log!.some((e) => e.text.includes('movement test against falling damage'))).toBe(true);
      }
    }
    expect([...outcomes].sort()).toEqual(['failed', 'passed']);
  });

  it('UN-8.5.1: a prone model cannot jump', () => {
    const s = onRoof(44, { state: { prone: true } });
    expect(apply(s, { type: 'move', actor: 'runner', path: [[47.5, 45]] })).toMatchObject({ ok: false });
  });
});
