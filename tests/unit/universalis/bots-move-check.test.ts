/**
 * The bots' cheap look at a candidate move (bots/move-check.ts) refuses only what the rules refuse (UN-8.3.2,
 * AD-25, AD-5, UN-8.7.1, AD-30): over random tables and states of random games, every move it calls refused fails checkAction.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../../src/engine/core/rng';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { checkAction, type PhaseAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions, toward } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { moveRefused } from '../../../src/engine/rulesets/universalis/bots/move-check';
import { END_FREE, FLIGHT, endBlock, endProblem, planMove } from '../../../src/engine/rulesets/universalis/rules/movement';
import { radiusOf, speedOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { CRITICAL, alive, place, set } from '../../../src/engine/rulesets/universalis/rules/state';
import { sceneOf, surfaceAt } from '../../../src/engine/rulesets/universalis/rules/terrain';
import { compileCase } from '../../../src/engine/rulesets/universalis/conform/case-compile';
import { startPhase } from '../../../src/engine/rulesets/universalis/rules/flow';
import { createState } from '../../../src/engine/rulesets/universalis/rules/state';
import { randomCase } from './fuzz-support';
import { human } from './support';

/** A model at (30, 45) in front of a 6 cm wall (x 34–40) with an enemy far away; it is the active model. */
function beforeWall(extra: Record<string, unknown>) {
  const wall = [
    [34, 35],
    [40, 35],
    [40, 55],
    [34, 55],
  ];
  const c = compileCase({
    id: 'climb',
    ruleset: 'universalis',
    models: [human('mover', 'a', [30, 45], extra), human('far', 'b', [80, 10])],
    table: { terrain: [{ id: 'wall', type: 'building', kind: 'solid', polygon: wall, height: 6 }] },
  } as never);
  c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
  c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
  const s = createState(c, 1, false);
  startPhase(s, 0);
  return s;
}

describe('bots: candidate moves refused on their end alone (property)', () => {
  it('UN-8.1/UN-8.3.2/AD-25/UN-8.7.1/AD-30: a move or charge the cheap look refuses is refused by the rules too', () => {
    let refused = 0;
    let charges = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 2);
        // A flyer now and then: heights cost it nothing (AD-30).
        if (r.int(0, 1) === 0) (c.models[r.int(0, c.models.length - 1)] as { movement: number }).movement = FLIGHT;
        // A ladder on a solid piece now and then: climbs by it cost 1:1 (UN-8.6).
        const solid = c.table.pieces.filter((p) => p.solid);
        if (solid.length > 0 && r.int(0, 1) === 0) {
          const p = solid[r.int(0, solid.length - 1)];
          p.ladders.push({ x: p.poly.xs[0], y: p.poly.ys[0] });
        }
        const s = newGame(c, seed, {});
        const bot = botByName('random', seed + 1);
        for (let step = 0; step < 60 && sideIndex(s) >= 0; step++) {
          for (let k = 0; k < 12; k++) {
            const m = r.int(0, s.n - 1);
            if (!alive(s, m)) continue;
            // Near other models, where ends are refused most, or within reach (climbs onto pieces).
            let x: number;
            let y: number;
            if (k % 2 === 0) {
              const o = r.int(0, s.n - 1);
              x = s.x[o] + r.int(-60, 60) / 10;
              y = s.y[o] + r.int(-60, 60) / 10;
            } else {
              const a = (r.int(0, 359) * Math.PI) / 180;
              const reach = (speedOf(s, m) * r.int(20, 100)) / 100;
              x = s.x[m] + Math.cos(a) * reach;
              y = s.y[m] + Math.sin(a) * reach;
            }
            if (!moveRefused(s, m, x, y)) continue;
            refused++;
            expect(checkAction(s, { type: 'move', actor: s.c.models[m].id, path: [[x, y]] })).not.toBeNull();
          }
          // Charges: a path to contact with an enemy, which it may end close to (UN-8.3.2).
          for (let k = 0; k < 6; k++) {
            const m = r.int(0, s.n - 1);
            const t = r.int(0, s.n - 1);
            const weapon = s.c.models[m].weapons.findIndex((w) => w.kind === 'melee');
            if (!alive(s, m) || !alive(s, t) || weapon < 0 || s.c.models[t].side === s.c.models[m].side) continue;
            const end = toward(s, m, s.x[t], s.y[t], radiusOf(s, t) + r.int(0, 40) / 10, Infinity);
            if (!moveRefused(s, m, end[0], end[1], t)) continue;
            charges++;
            const a: PhaseAction = { type: 'charge', actor: s.c.models[m].id, target: s.c.models[t].id, weapon, path: [end] };
            expect(checkAction(s, a)).not.toBeNull();
          }
          let res = apply(s, bot.decide(s));
          if (!res.ok) res = apply(s, legalActions(s)[0]);
          if (!res.ok) break;
        }
      }),
      { numRuns: 40 },
    );
    expect(refused).toBeGreaterThan(100);
    expect(charges).toBeGreaterThan(20);
  }, 120_000);

  it('UN-8.7.1/UN-8.6/UN-9.4.2: moves across solid pieces and difficult ground the cheap look refuses are refused by the rules too', () => {
    let refused = 0;
    let allowed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 3);
        const solid = c.table.pieces.filter((p) => p.solid);
        if (solid.length === 0) return;
        // Low walls (climbable), a ladder now and then (UN-8.6).
        for (const p of solid) {
          (p as { height: number }).height = r.int(0, 2) === 0 ? r.int(5, 40) / 10 : r.int(1, 6);
          if (r.int(0, 3) === 0) p.ladders.push({ x: p.poly.xs[0], y: p.poly.ys[0] });
        }
        const s = newGame(c, seed, {});
        // The grid over the pieces knows their surfaces: built again for the new heights.
        s.scene = sceneOf(s.pieces, c.table.environment, c.settings.sightUnitCm);
        for (let k = 0; k < 200; k++) {
          const m = r.int(0, s.n - 1);
          if (!alive(s, m)) continue;
          // From a point within reach of a point of a solid piece's box, through that point and on a little.
          const p = solid[r.int(0, solid.length - 1)].poly;
          const tx = p.minX + ((p.maxX - p.minX) * r.int(0, 100)) / 100;
          const ty = p.minY + ((p.maxY - p.minY) * r.int(0, 100)) / 100;
          const gk = speedOf(s, m);
          const a = (r.int(0, 359) * Math.PI) / 180;
          const back = (gk * r.int(10, 90)) / 100;
          const sx = Math.min(88, Math.max(2, tx - Math.cos(a) * back));
          const sy = Math.min(88, Math.max(2, ty - Math.sin(a) * back));
          place(s, m, sx, sy, surfaceAt(s, sx, sy));
          const reach = (gk * r.int(20, 105)) / 100;
          const x = sx + Math.cos(a) * reach;
          const y = sy + Math.sin(a) * reach;
          // The rules' own plan of the move (any model, not only the one whose turn it is).
          const plan = planMove(s, m, { points: [x, y], kind: 'move', test: 'none', target: -1, actions: 1 });
          if (plan.ok) allowed++;
          if (!moveRefused(s, m, x, y)) continue;
          refused++;
          expect(plan.ok).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
    expect(refused).toBeGreaterThan(500);
    expect(allowed).toBeGreaterThan(500);
  }, 120_000);

  it('UN-8.7.1: a climb onto the wall that the allowance cannot pay is refused; AD-30: a flyer climbs for nothing', () => {
    // 9 cm of path onto the wall plus its 6 cm climb is more than GK 10.
    const end: [number, number] = [30 + 9 * Math.cos(0.45), 45 + 9 * Math.sin(0.45)];
    const walker = beforeWall({});
    expect(moveRefused(walker, 0, end[0], end[1])).toBe(true);
    expect(checkAction(walker, { type: 'move', actor: 'mover', path: [end] })).not.toBeNull();
    const flyer = beforeWall({ movement: 'flight' });
    // Landed on the ground in front of the wall (a flyer is set up at the height of the tallest piece).
    flyer.z[0] = 0;
    expect(moveRefused(flyer, 0, end[0], end[1])).toBe(false);
    expect(checkAction(flyer, { type: 'move', actor: 'mover', path: [end] })).toBeNull();
    // Short of the wall: nothing to climb, left to the rules.
    const near: [number, number] = [31, 45];
    expect(moveRefused(walker, 0, near[0], near[1])).toBe(false);
    expect(checkAction(walker, { type: 'move', actor: 'mover', path: [near] })).toBeNull();
  });

  it('AD-25: a move past the wall closer than the base\'s radius is refused by the look as by the rules', () => {
    // From beside the wall's north-west corner (34, 55), a fan of moves: those that graze the corner without
    // meeting the wall do not fit past it; the look finds every one the rules find.
    const s = beforeWall({});
    place(s, 0, 32.5, 57, 0);
    let squeezed = 0;
    for (let deg = 0; deg < 360; deg += 0.5) {
      for (const reach of [3, 5, 8]) {
        const a = (deg * Math.PI) / 180;
        const end: [number, number] = [32.5 + reach * Math.cos(a), 57 + reach * Math.sin(a)];
        const why = checkAction(s, { type: 'move', actor: 'mover', path: [end] });
        if (why === null || !why.includes('does not fit past')) continue;
        squeezed++;
        expect(moveRefused(s, 0, end[0], end[1])).toBe(true);
      }
    }
    expect(squeezed).toBeGreaterThan(5);
  });

  it('UN-9.4.2: a move longer than half GK that starts or ends in difficult terrain is refused; hover is not slowed', () => {
    // A forest (difficult, UN-9.6) from x 40 to 60; the mover stands in it at (45, 45) or in front of it at (35, 45).
    const inForest = (at: [number, number], extra: Record<string, unknown> = {}) => {
      const c = compileCase({
        id: 'forest',
        ruleset: 'universalis',
        models: [human('mover', 'a', at, extra), human('far', 'b', [85, 5])],
        table: {
          terrain: [{ id: 'woods', type: 'forest', kind: 'area', polygon: [[40, 30], [60, 30], [60, 60], [40, 60]], height: 1 }],
        },
      } as never);
      c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
      c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
      const s = createState(c, 1, false);
      startPhase(s, 0);
      return s;
    };
    const check = (s: ReturnType<typeof inForest>, x: number, y: number) =>
      checkAction(s, { type: 'move', actor: 'mover', path: [[x, y]] });
    // Starting inside: 6 cm of GK 10 is more than the halved 5; 5 cm is fine.
    const inside = inForest([45, 45]);
    expect(moveRefused(inside, 0, 45, 51)).toBe(true);
    expect(check(inside, 45, 51)).not.toBeNull();
    expect(moveRefused(inside, 0, 45, 50)).toBe(false);
    expect(check(inside, 45, 50)).toBeNull();
    // Ending inside, from outside: 6 cm refused; ending outside after crossing nothing difficult: left to the rules.
    const outside = inForest([35, 45]);
    expect(moveRefused(outside, 0, 41, 45)).toBe(true);
    expect(check(outside, 41, 45)).not.toBeNull();
    expect(moveRefused(outside, 0, 35, 39)).toBe(false);
    expect(check(outside, 35, 39)).toBeNull();
    // A hovering model ignores passability (AD-31): the rules allow the whole GK.
    const hover = inForest([45, 45], { movement: 'hover' });
    expect(moveRefused(hover, 0, 45, 53)).toBe(false);
    expect(check(hover, 45, 53)).toBeNull();
  });

  it('UN-8.7.1/UN-8.6: a move over a wall from the ground is refused when its length and the climb are more than GK', () => {
    // A 2 cm high, 1 cm thick wall at x 34–35 across the mover's way (GK 10, from (30, 45)).
    const overWall = (ladder: boolean) => {
      const c = compileCase({
        id: 'wall',
        ruleset: 'universalis',
        models: [human('mover', 'a', [30, 45]), human('far', 'b', [85, 5])],
        table: {
          terrain: [
            {
              id: 'wall',
              type: 'building',
              kind: 'solid',
              polygon: [[34, 35], [35, 35], [35, 55], [34, 55]],
              height: 2,
            },
          ],
        },
      } as never);
      // The case runner reads no ladders: one on the wall's near side, where the path meets it.
      if (ladder) c.table.pieces[0].ladders.push({ x: 34, y: 45 });
      c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
      c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
      const s = createState(c, 1, false);
      startPhase(s, 0);
      return s;
    };
    const check = (s: ReturnType<typeof overWall>, x: number) => checkAction(s, { type: 'move', actor: 'mover', path: [[x, 45]] });
    const bare = overWall(false);
    // 9 cm over the wall: 9 + 2 × 2 climbed is more than 10; 7.5 + 4 too.
    expect(moveRefused(bare, 0, 39, 45)).toBe(true);
    expect(check(bare, 39)).not.toBeNull();
    expect(moveRefused(bare, 0, 37.5, 45)).toBe(true);
    expect(check(bare, 37.5)).not.toBeNull();
    // Short of the wall: left to the rules, which allow it.
    expect(moveRefused(bare, 0, 31, 45)).toBe(false);
    expect(check(bare, 31)).toBeNull();
    // By the ladder the climb costs 1:1: 7.5 + 2 fits in 10 (the drop of 2 is free), 9 + 2 does not.
    const laddered = overWall(true);
    expect(moveRefused(laddered, 0, 37.5, 45)).toBe(false);
    expect(check(laddered, 37.5)).toBeNull();
    expect(moveRefused(laddered, 0, 39, 45)).toBe(true);
    expect(check(laddered, 39)).not.toBeNull();
  });

  it('UN-8.1: the look shared by one mover\'s candidates follows its state (a critical model\'s GK is halved, a model that moved)', () => {
    const open = () => {
      const c = compileCase({
        id: 'open',
        ruleset: 'universalis',
        models: [human('mover', 'a', [30, 45]), human('far', 'b', [85, 5])],
        table: { terrain: [] },
      } as never);
      c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
      c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
      const s = createState(c, 1, false);
      startPhase(s, 0);
      return s;
    };
    const s = open();
    // 8 cm of GK 10: left to the rules; critical, GK 5: too long.
    expect(moveRefused(s, 0, 38, 45)).toBe(false);
    set(s, 0, CRITICAL, true);
    expect(moveRefused(s, 0, 38, 45)).toBe(true);
    expect(checkAction(s, { type: 'move', actor: 'mover', path: [[38, 45]] })).not.toBeNull();
    set(s, 0, CRITICAL, false);
    expect(moveRefused(s, 0, 38, 45)).toBe(false);
    // Moved 20 cm away, the same end is out of reach.
    place(s, 0, 30, 25, 0);
    expect(moveRefused(s, 0, 38, 45)).toBe(true);
  });
});

describe('bots: the end test without its message (endBlock, property)', () => {
  it('AD-5/AD-25/UN-8.3.2: endBlock finds something in the way exactly where endProblem gives a reason', () => {
    let blocked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
        const c = randomCase(seed);
        const r = Rng.fromSeed(seed + 3);
        const s = newGame(c, seed, {});
        const bot = botByName('random', seed + 1);
        for (let step = 0; step < 40 && sideIndex(s) >= 0; step++) {
          for (let k = 0; k < 8; k++) {
            const m = r.int(0, s.n - 1);
            const o = r.int(0, s.n - 1);
            // Near another model (overlaps, enemies within 3 cm), anywhere on (or just off) the table.
            const x = k % 2 === 0 ? s.x[o] + r.int(-60, 60) / 10 : r.int(-20, 920) / 10;
            const y = k % 2 === 0 ? s.y[o] + r.int(-60, 60) / 10 : r.int(-20, 920) / 10;
            const z = r.int(0, 3) === 0 ? r.int(0, 80) / 10 : 0;
            const target = r.int(0, 2) === 0 ? o : -1;
            const why = endProblem(s, m, x, y, z, { kind: target >= 0 ? 'charge' : 'move', target });
            expect(endBlock(s, m, x, y, z, target) === END_FREE).toBe(why === null);
            if (why !== null) blocked++;
          }
          apply(s, bot.decide(s));
        }
      }),
      { numRuns: 40 },
    );
    expect(blocked).toBeGreaterThan(100);
  });
});
