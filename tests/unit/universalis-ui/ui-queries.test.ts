/**
 * The questions the table tools and the test-play pane ask the rules (ui-queries): the numbers are the engine's
 * own (distance UN-4.7.1/AD-17, range bands UN-14.7/AD-58, line of sight and cover UN-4.3/AD-19, danger radius
 * UN-4.5, perception UN-4.6, movement UN-8/UN-9.4.2, odds UN-4.8).
 */
import { describe, expect, it } from 'vitest';
import {
  measureBetween,
  meleeOdds,
  moveReach,
  rangeBand,
  ringsOf,
  shotOdds,
  sightReport,
  tableState,
} from '../../../src/engine/rulesets/universalis/ui-queries';
import { distance, los, coverOf } from '../../../src/engine/rulesets/universalis/rules/sight';
import { heightOf, radiusOf, speedOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { planMove } from '../../../src/engine/rulesets/universalis/rules/movement';
import { surfaceAt } from '../../../src/engine/rulesets/universalis/rules/terrain';
import type { GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { clone, skirmishSample, unitsSample } from '../universalis/format-helpers';

function state(name = 'saltmarsh-crossing', edit?: (s: any) => void): GameState {
  const s = clone(skirmishSample(name));
  edit?.(s);
  const r = tableState(s, unitsSample());
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

const idx = (s: GameState, id: string) => s.c.index[id];

describe('ui-queries: the table as the rules see it', () => {
  it('compiles every sample skirmish with the sample units', () => {
    for (const name of ['saltmarsh-crossing', 'gull-point-drill', 'beacon-salvage', 'ashfall-extraction'])
      expect(tableState(skirmishSample(name), unitsSample()).ok).toBe(true);
  });

  it('says why when the rules cannot read the table', () => {
    const s = clone(skirmishSample('saltmarsh-crossing'));
    s.sides.a.models[0].card = 'no-such-card';
    const r = tableState(s, unitsSample());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/no-such-card/);
  });
});

describe('ui-queries: the measuring tape (UN-4.7.1, AD-17)', () => {
  it('measures base edge to base edge exactly as the rules do', () => {
    const s = state();
    const a = 0;
    const b = s.n - 1;
    expect(measureBetween(s, { model: a }, { model: b })).toBeCloseTo(distance(s, a, b), 9);
    const centres = Math.hypot(s.x[a] - s.x[b], s.y[a] - s.y[b]);
    expect(measureBetween(s, { model: a }, { model: b })).toBeCloseTo(
      centres - radiusOf(s, a) - radiusOf(s, b),
      9,
    );
  });

  it('measures from a base edge to a point, and between points', () => {
    const s = state();
    expect(measureBetween(s, { point: [0, 0] }, { point: [3, 4] })).toBeCloseTo(5, 9);
    const m = 0;
    expect(measureBetween(s, { model: m }, { point: [s.x[m] + 10, s.y[m]] })).toBeCloseTo(
      10 - radiusOf(s, m),
      9,
    );
  });

  it('reads the range band of a weapon: band ⌈d / X⌉ with FK −(band − 1), none beyond X·Y (AD-58)', () => {
    const s = state();
    const m = idx(s, s.c.models.find((d) => d.card === 'warden-rifleman')!.id);
    const w = s.c.models[m].weapons.findIndex((x) => x.id === 'longrifle');
    expect(rangeBand(s, m, w, 10)).toMatchObject({ bandCm: 25, bands: 3, maxCm: 75, band: 1, modifier: -0 });
    expect(rangeBand(s, m, w, 26)).toMatchObject({ band: 2, modifier: -1 });
    expect(rangeBand(s, m, w, 75)).toMatchObject({ band: 3, modifier: -2 });
    expect(rangeBand(s, m, w, 75.5)).toMatchObject({ band: null, modifier: null });
    const melee = s.c.models[m].weapons.findIndex((x) => x.kind === 'melee');
    expect(rangeBand(s, m, melee, 1)).toBeNull();
  });
});

describe('ui-queries: line of sight and cover (UN-4.3, AD-14, AD-19)', () => {
  it('agrees with the rules on every pair of the sample, and draws nine sight lines', () => {
    const s = state();
    for (let a = 0; a < s.n; a++)
      for (let b = 0; b < s.n; b++) {
        if (a === b) continue;
        const r = sightReport(s, a, b);
        expect(r.los).toBe(los(s, a, b));
        expect(r.cover).toBe(coverOf(s, a, b)?.level ?? null);
        expect(r.distance).toBeCloseTo(distance(s, a, b), 9);
        expect(r.rays).toHaveLength(9);
        if (!r.los) expect(r.rays.every((ray) => !ray.clear)).toBe(true);
      }
  });

  it('names the building that blocks a line of sight', () => {
    // Two models either side of the salt works (a 10 cm high building from x 30–46, y 28–36).
    const s = state('saltmarsh-crossing', (sk) => {
      sk.sides.a.models[0].at = [38, 24];
      sk.sides.b.models[0].at = [34, 39];
    });
    const a = idx(s, s.c.models.find((d) => d.side === 0 && d.leader)?.id ?? s.c.models[0].id);
    const b = s.c.models.findIndex((d) => d.side === 1 && d.leader);
    const r = sightReport(s, a, b);
    expect(r.los).toBe(false);
    expect(r.blocking.map((i) => s.pieces[i].id)).toContain('salt-works');
  });
});

describe('ui-queries: rings (UN-4.5, UN-4.6, UN-14.7)', () => {
  it('gives the danger radius 12 − EH, the perception WN × 5 and the bands of each ranged weapon', () => {
    const s = state();
    const m = s.c.models.findIndex((d) => d.card === 'warden-captain');
    const r = ringsOf(s, m);
    expect(r.danger).toBe(12 - 5);
    expect(r.perception).toBe(4 * 5);
    expect(r.weapons.map((w) => [w.id, w.bandCm, w.bands])).toEqual([['service-pistol', 15, 3]]);
  });
});

describe('ui-queries: move reach (UN-8, UN-9.4.2)', () => {
  it('reaches no farther than the speed, never into a solid piece, and only half as far through difficult ground', () => {
    const s = state();
    const m = s.c.models.findIndex((d) => d.side === 0);
    const reach = moveReach(s, m, 1, 1);
    const gk = speedOf(s, m);
    let reached = 0;
    for (let j = 0; j < reach.rows; j++)
      for (let i = 0; i < reach.cols; i++) {
        const v = reach.cells[j * reach.cols + i];
        if (!v) continue;
        reached++;
        const d = Math.hypot(i + 0.5 - s.x[m], j + 0.5 - s.y[m]);
        expect(d).toBeLessThanOrEqual(gk + 0.75);
        if (v === 2) expect(d).toBeLessThanOrEqual(gk / 2 + 0.75);
      }
    expect(reached).toBeGreaterThan(10);
    expect(reach.allowance).toBe(gk);
  });

  it('does not enter the salt works', () => {
    const s = state('saltmarsh-crossing', (sk) => (sk.sides.a.models[0].at = [36, 25]));
    const m = idx(s, skirmishSample('saltmarsh-crossing').sides.a.models[0].id);
    const reach = moveReach(s, m, 4, 1);
    for (let j = 29; j < 35; j++)
      for (let i = 31; i < 45; i++) expect(reach.cells[j * reach.cols + i]).toBe(0);
    expect(reach.cells[24 * reach.cols + 36]).toBe(1);
  });
});

describe('ui-queries: move reach over heights (UN-8.6, UN-8.7, AD-34)', () => {
  /** Gull Point with the captain at (45, 75) before a solid block 40–50 × 60–70 of the given height. */
  const block = (height: number, ladders: { at: [number, number]; to: number }[] = []) =>
    state('gull-point-drill', (sk) => {
      sk.sides.a.models[0].at = [45, 75];
      sk.table.terrain.push({ id: 'block', type: 'building', kind: 'solid', polygon: [[40, 60], [50, 60], [50, 70], [40, 70]], height, ladders });
    });
  const onTop = (s: GameState, reach: ReturnType<typeof moveReach>) => {
    const out: { x: number; y: number; v: number }[] = [];
    for (let j = 0; j < reach.rows; j++)
      for (let i = 0; i < reach.cols; i++) {
        const x = (i + 0.5) * reach.step;
        const y = (j + 0.5) * reach.step;
        if (x > 40 && x < 50 && y > 60 && y < 70 && surfaceAt(s, x, y) > 0) out.push({ x, y, v: reach.cells[j * reach.cols + i] });
      }
    return out;
  };

  it('climbs onto a low block, its height counted twice, as far as a straight move the engine allows', () => {
    const s = block(2);
    const m = idx(s, 'blue-captain');
    expect(2 * heightOf(s, m)).toBeGreaterThan(2);
    const reach = moveReach(s, m, 3, 1);
    const top = onTop(s, reach);
    const reached = top.filter((c) => c.v > 0);
    expect(reached.length).toBeGreaterThan(0);
    for (const c of reached) {
      const plan = planMove(s, m, { points: [c.x, c.y], kind: 'move', test: 'none', target: -1, actions: 3 });
      // The reach's paths are at most ~3 % longer than a straight line; the straight move costs no more.
      expect(plan.cost).toBeLessThanOrEqual(reach.allowance + 1e-6);
    }
    // Places the climb makes too far: within the allowance as the crow flies, not with the height paid twice.
    const crow = (c: { x: number; y: number }) => Math.hypot(c.x - 45, c.y - 75);
    const tooFar = top.filter((c) => crow(c) < reach.allowance - 1 && crow(c) + 4 > reach.allowance + 1);
    expect(tooFar.length).toBeGreaterThan(0);
    for (const c of tooFar) expect(c.v).toBe(0);
  });

  it('never reaches the top of a block higher than twice the profile without a ladder, and does with one', () => {
    const high = block(12);
    const m = idx(high, 'blue-captain');
    expect(12).toBeGreaterThan(2 * heightOf(high, m));
    expect(onTop(high, moveReach(high, m, 4, 1)).filter((c) => c.v > 0)).toEqual([]);
    const ladder = block(12, [{ at: [45, 70], to: 12 }]);
    const top = onTop(ladder, moveReach(ladder, m, 4, 1)).filter((c) => c.v > 0);
    expect(top.length).toBeGreaterThan(0);
    const c = top.reduce((a, b) => (Math.hypot(a.x - 45, a.y - 69) < Math.hypot(b.x - 45, b.y - 69) ? a : b));
    expect(Math.hypot(c.x - 45, c.y - 69)).toBeLessThan(2);
    expect(planMove(ladder, m, { points: [c.x, c.y], kind: 'move', test: 'none', target: -1, actions: 4 }).ok).toBe(true);
  });
});

describe('ui-queries: odds (UN-4.8)', () => {
  it('gives a shot its FK target number and the chance a D12 rolls at most it', () => {
    const s = state('gull-point-drill', (sk) => {
      sk.sides.a.models[1].at = [45, 60];
      sk.sides.b.models[0].at = [45, 40];
    });
    const shooter = 1;
    const target = s.c.models.findIndex((d) => d.side === 1);
    const w = s.c.models[shooter].weapons.findIndex((x) => x.kind === 'ranged');
    const o = shotOdds(s, shooter, target, w, 'aimed');
    expect(o.target).not.toBeNull();
    expect(o.chance).toBeCloseTo(Math.max(0, Math.min(12, o.target!)) / 12, 9);
  });

  it('gives a melee the opposed NK values and a chance between 0 and 1', () => {
    const s = state();
    const o = meleeOdds(s, 0, s.n - 1, true, false);
    expect(o.chance).toBeGreaterThan(0);
    expect(o.chance).toBeLessThan(1);
    expect(Number.isFinite(o.attacker) && Number.isFinite(o.defender)).toBe(true);
  });
});
