import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PhaseAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { RankedOptions } from '../../../src/engine/rulesets/universalis/bots/ranked';

/** An option as the test makes it: known now, or a shot on `target` whose real value comes later (≤ its bound). */
interface Made {
  id: string;
  target: number;
  real: number;
  bound: number;
}

const made = fc.record({
  target: fc.integer({ min: -1, max: 3 }),
  // Few distinct values, so ties are common (ties go to the option added first).
  real: fc.oneof(fc.integer({ min: 0, max: 6 }).map((v) => v / 4), fc.constant(-Infinity)),
  slack: fc.integer({ min: 0, max: 4 }).map((v) => v / 4),
});

/** How much each option's bound is narrowed, in quarters (see narrowedList). */
const cuts = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 24, maxLength: 24 });

/** The options of `raw` with a narrowed bound between the real value and the first bound (dead with a dead shot). */
function narrowedList(raw: { target: number; real: number; slack: number }[], cut: number[]) {
  return raw.map((r, i) => {
    const real = r.real;
    const bound = real === -Infinity ? r.slack : real + r.slack;
    const narrowed = real === -Infinity && cut[i] === 0 ? -Infinity : Math.max(real, bound - cut[i] / 4);
    return { id: `o${i}`, target: real === -Infinity ? Math.max(0, r.target) : r.target, real, bound, narrowed };
  });
}

function action(id: string): PhaseAction {
  return { type: 'defence', actor: id };
}

describe('bots: attack options read best first, cover looked at only when needed', () => {
  it('reads the options in the order of sorting their real values (ties: first added), whatever the bounds', () => {
    // One list for every run, cleared in between, as a bot keeps it from decision to decision.
    let list: Made[] = [];
    let settled: number[] = [];
    const ranked = new RankedOptions((t, shots, count) => {
      settled.push(t);
      for (const p of shots.slice(0, count)) {
        // The test passes each option's index as its weapon.
        expect(list[p.weapon].target).toBe(t);
        p.value = list[p.weapon].real;
        p.action = action(list[p.weapon].id);
      }
    });
    fc.assert(
      fc.property(fc.array(made, { maxLength: 24 }), fc.integer({ min: 0, max: 30 }), (raw, upto) => {
        list = raw.map((r, i) => ({
          id: `o${i}`,
          target: r.real === -Infinity ? Math.max(0, r.target) : r.target,
          real: r.real,
          bound: r.real === -Infinity ? r.slack : r.real + r.slack,
        }));
        settled = [];
        ranked.clear();
        list.forEach((o, i) => {
          if (o.target < 0) ranked.add(action(o.id), o.real);
          else ranked.addPending(o.target, i, 'normal', 1, 1, o.bound, 0, 1, -1);
        });
        const expected = list
          .filter((o) => o.real !== -Infinity)
          .sort((x, y) => y.real - x.real)
          .map((o) => o.id);
        const read: string[] = [];
        for (let i = 0; i < Math.min(upto, expected.length + 1); i++) {
          const o = ranked.at(i);
          if (o === undefined) break;
          read.push(o.action.actor);
        }
        expect(read).toEqual(expected.slice(0, read.length));
        expect(read.length).toBe(Math.min(upto, expected.length));
        // Each target is settled at most once.
        expect(new Set(settled).size).toBe(settled.length);
      }),
    );
  });

  it('after dropping the shots bounded by a floor, reads the others in order and never settles a dropped one', () => {
    fc.assert(
      fc.property(fc.array(made, { maxLength: 24 }), fc.integer({ min: 0, max: 6 }), (raw, f) => {
        const floor = f / 4;
        const list: Made[] = raw.map((r, i) => ({
          id: `o${i}`,
          target: r.real === -Infinity ? Math.max(0, r.target) : r.target,
          real: r.real,
          bound: r.real === -Infinity ? r.slack : r.real + r.slack,
        }));
        const ranked = new RankedOptions((t, shots, count) => {
          for (const p of shots.slice(0, count)) {
            expect(list[p.weapon].bound).toBeGreaterThan(floor);
            p.value = list[p.weapon].real;
            p.action = action(list[p.weapon].id);
          }
        });
        list.forEach((o, i) => {
          if (o.target < 0) ranked.add(action(o.id), o.real);
          else ranked.addPending(o.target, i, 'normal', 1, 1, o.bound, 0, 1, -1);
        });
        ranked.dropPendingAtMost(floor);
        const expected = list
          .filter((o) => o.real !== -Infinity && (o.target < 0 || o.bound > floor))
          .sort((x, y) => y.real - x.real)
          .map((o) => o.id);
        const read: string[] = [];
        for (let o = ranked.at(0); o !== undefined; o = ranked.at(read.length)) read.push(o.action.actor);
        expect(read).toEqual(expected);
      }),
    );
  });

  it('makes a settled shot action only when it is read, once, and reads in the same order', () => {
    fc.assert(
      fc.property(fc.array(made, { maxLength: 24 }), fc.integer({ min: 0, max: 30 }), (raw, upto) => {
        const list: Made[] = raw.map((r, i) => ({
          id: `o${i}`,
          target: r.real === -Infinity ? Math.max(0, r.target) : r.target,
          real: r.real,
          bound: r.real === -Infinity ? r.slack : r.real + r.slack,
        }));
        const made: number[] = [];
        const ranked = new RankedOptions(
          (t, shots, count) => {
            for (const p of shots.slice(0, count)) p.value = list[p.weapon].real;
          },
          (shot) => {
            made.push(shot.weapon);
            expect(shot.target).toBe(list[shot.weapon].target);
            return action(list[shot.weapon].id);
          },
        );
        list.forEach((o, i) => {
          if (o.target < 0) ranked.add(action(o.id), o.real);
          else ranked.addPending(o.target, i, 'normal', 1, 1, o.bound, 0, 1, -1);
        });
        const expected = list
          .filter((o) => o.real !== -Infinity)
          .sort((x, y) => y.real - x.real)
          .map((o) => o.id);
        const read: string[] = [];
        for (let i = 0; i < Math.min(upto, expected.length); i++) read.push(ranked.at(i)!.action.actor);
        // Read again: nothing made twice.
        for (let i = 0; i < read.length; i++) expect(ranked.at(i)!.action.actor).toBe(read[i]);
        expect(read).toEqual(expected.slice(0, read.length));
        const shotsRead = read.filter((id) => list[Number(id.slice(1))].target >= 0).length;
        expect(made.length).toBe(shotsRead);
        expect(new Set(made).size).toBe(made.length);
      }),
    );
  });

  it('with a narrowing of the bounds first: the same order, each target narrowed once before it is settled', () => {
    fc.assert(
      fc.property(
        fc.array(made, { maxLength: 24 }),
        cuts,
        fc.integer({ min: 0, max: 30 }),
        (raw, cut, upto) => {
          const list = narrowedList(raw, cut);
          const narrowedTargets: number[] = [];
          const settledTargets: number[] = [];
          const ranked = new RankedOptions(
            (t, shots, count) => {
              expect(narrowedTargets).toContain(t);
              settledTargets.push(t);
              for (const p of shots.slice(0, count)) {
                expect(p.covered).toBe(list[p.weapon].narrowed);
                p.value = list[p.weapon].real;
                p.action = action(list[p.weapon].id);
              }
            },
            null,
            (t, shots, count) => {
              narrowedTargets.push(t);
              for (const p of shots.slice(0, count)) {
                p.value = list[p.weapon].narrowed;
                p.covered = list[p.weapon].narrowed;
              }
            },
          );
          list.forEach((o, i) => {
            if (o.target < 0) ranked.add(action(o.id), o.real);
            else ranked.addPending(o.target, i, 'normal', 1, 1, o.bound, 0, 1, -1);
          });
          const expected = list
            .filter((o) => o.real !== -Infinity)
            .sort((x, y) => y.real - x.real)
            .map((o) => o.id);
          const read: string[] = [];
          for (let i = 0; i < Math.min(upto, expected.length + 1); i++) {
            const o = ranked.at(i);
            if (o === undefined) break;
            read.push(o.action.actor);
          }
          expect(read).toEqual(expected.slice(0, read.length));
          expect(read.length).toBe(Math.min(upto, expected.length));
          expect(new Set(narrowedTargets).size).toBe(narrowedTargets.length);
          expect(new Set(settledTargets).size).toBe(settledTargets.length);
        },
      ),
    );
  });

  it('read with a floor: the same options a reader above the floor takes, in order; no target settled for shots under it', () => {
    fc.assert(
      fc.property(
        fc.array(made, { maxLength: 24 }),
        cuts,
        fc.integer({ min: 0, max: 6 }),
        (raw, cut, f) => {
          const floor = f / 4;
          const list = narrowedList(raw, cut);
          // A shot is taken when it is worth more than the floor; a known option (a blow, a power) always.
          const takes = (o: { target: number; real: number }) => o.target < 0 || o.real > floor;
          const settledTargets: number[] = [];
          let floored = true;
          const ranked = new RankedOptions(
            (t, shots, count) => {
              settledTargets.push(t);
              // Settled only for a shot that may still be taken.
              if (floored) expect(shots.slice(0, count).some((p) => p.value > floor)).toBe(true);
              for (const p of shots.slice(0, count)) {
                p.value = list[p.weapon].real;
                p.action = action(list[p.weapon].id);
              }
            },
            null,
            (t, shots, count) => {
              if (floored) expect(shots.slice(0, count).some((p) => p.value > floor)).toBe(true);
              for (const p of shots.slice(0, count)) p.value = list[p.weapon].narrowed;
            },
          );
          list.forEach((o, i) => {
            if (o.target < 0) ranked.add(action(o.id), o.real);
            else ranked.addPending(o.target, i, 'normal', 1, 1, o.bound, 0, 1, -1);
          });
          const expected = list
            .filter((o) => o.real !== -Infinity && takes(o))
            .sort((x, y) => y.real - x.real)
            .map((o) => o.id);
          const read: string[] = [];
          for (let i = 0; ; i++) {
            const o = ranked.at(i, floor);
            if (o === undefined) break;
            if (ranked.unsettled(o)) {
              // Left waiting: a shot whose bound is at most the floor.
              expect(o.value).toBeLessThanOrEqual(floor);
              continue;
            }
            const made = list[Number(o.action.actor.slice(1))];
            if (takes(made)) read.push(o.action.actor);
          }
          expect(read).toEqual(expected);
          expect(new Set(settledTargets).size).toBe(settledTargets.length);
          // A later reader without a floor still reads every option in the order of the real values.
          floored = false;
          const all: string[] = [];
          for (let o = ranked.at(0); o !== undefined; o = ranked.at(all.length)) all.push(o.action.actor);
          expect(all).toEqual(
            list
              .filter((o) => o.real !== -Infinity)
              .sort((x, y) => y.real - x.real)
              .map((o) => o.id),
          );
        },
      ),
    );
  });

  it('looks at no cover when the best option is known and beats every bound', () => {
    const ranked = new RankedOptions(() => {
      throw new Error('no cover should be looked at');
    });
    ranked.add(action('melee'), 2);
    ranked.addPending(1, 0, 'aimed', 3, 1, 1.5, 0, 1, -1);
    expect(ranked.at(0)?.action.actor).toBe('melee');
    expect(ranked.best()).toBe(2);
  });
});
