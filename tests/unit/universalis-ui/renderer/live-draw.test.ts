/**
 * The game drawn over the table in the simulator pane: lasting powers in play show (AD-79) — a sight-blocking
 * circle as a grey patch under the models (Fog Bank), a model shots at which take a modifier marked ≈ beside its
 * HP (Smoke Veil).
 */
import { describe, expect, it } from 'vitest';
import { tableState } from '../../../../src/engine/rulesets/universalis/ui-queries';
import { circleCylinder } from '../../../../src/engine/rulesets/universalis/rules/effects';
import type { GameState } from '../../../../src/engine/rulesets/universalis/rules/state';
import { liveGamePrims } from '../../../../src/renderer/rulesets/universalis/sim/live-draw';
import { skirmishSample, unitsSample } from './helpers';

function state(): GameState {
  const r = tableState(skirmishSample('saltmarsh-crossing'), unitsSample());
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

const FOG = '#8a939b';

describe('live game drawing (AD-79 lasting effects)', () => {
  it('draws a circle in play under the models, and nothing without one', () => {
    const s = state();
    expect(liveGamePrims(s, null).filter((p) => p.t === 'circle' && p.fill === FOG)).toEqual([]);
    s.effects = [{ caster: 0, power: 0, circle: circleCylinder(40, 45, 5), target: -1, shotMod: 0 }];
    const drawn = liveGamePrims(s, null);
    const patch = drawn.findIndex((p) => p.t === 'circle' && p.fill === FOG);
    expect(drawn[patch]).toMatchObject({ x: 40, y: 45, radius: 5 });
    const firstBase = drawn.findIndex((p, i) => i > patch + 1 && p.t === 'circle');
    expect(firstBase).toBeGreaterThan(patch);
  });

  it('marks the one model a shot modifier is on', () => {
    const s = state();
    s.effects = [{ caster: 2, power: 0, circle: null, target: 2, shotMod: -2 }];
    const marked = liveGamePrims(s, null).filter((p) => p.t === 'text' && String(p.text).includes('≈'));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toMatchObject({ x: s.x[2] });
  });
});
