/**
 * The universalis conformance runner is strict (FORMAT-universalis "Dice", "Steps", and "a case the runner
 * cannot interpret is a FAIL that says why"): dice left over or missing, a refusal that does not come or
 * comes unasked, and any field or argument it cannot read fail the case with a message naming the cause.
 */
import { describe, expect, it } from 'vitest';
import { runCase } from '../../../src/engine/conform/run';
import { human } from './support';

const PISTOL_20 = { name: 'pistol', wk: 1, range: { band: 20, bands: 3 }, strength: 4, damage: 2 };
const model = (id: string, side: 'a' | 'b', at: [number, number], extra: Record<string, unknown> = {}) =>
  human(id, side, at, { attributes: { FK: 4 }, weapons: [PISTOL_20], ...extra });

/** A pistol shot at 20 cm with FK 4: die 5 misses (one die), a refusal-free step. */
function shotCase(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'strict',
    ruleset: 'universalis',
    models: [model('s', 'a', [10, 45]), model('t', 'b', [32.5, 45])],
    steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't' }],
    dice: [5],
    expect: [{ at: '/models/s/ap', equals: 4 }],
    ...over,
  };
}

const run = (c: Record<string, unknown>) => runCase(c as never);

describe('universalis conformance runner is strict', () => {
  it('passes the exact dice', () => {
    expect(run(shotCase())).toEqual({ id: 'strict', pass: true });
  });

  it('fails a case with dice left over (each case lists exactly the rolls the rules make)', () => {
    const r = run(shotCase({ dice: [5, 3] }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/left over/);
  });

  it('fails a case whose steps need more dice than given', () => {
    const r = run(shotCase({ dice: [] }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/step 0 \(shot\)/);
  });

  it('fails an expectError step that the engine allows', () => {
    const r = run(shotCase({ steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't', expectError: true }], dice: [] }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/expected the engine to refuse it/);
  });

  it('fails a refused step that does not expect the refusal, saying why (UN-14.7.3 out of range)', () => {
    const r = run(shotCase({ models: [model('s', 'a', [10, 45]), model('t', 'b', [73.5, 45])], dice: [] }));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/was refused/);
  });

  it('a refused step changes nothing and rolls nothing (AD-11: AP are paid only for a legal action)', () => {
    const r = run(
      shotCase({
        models: [model('s', 'a', [10, 45]), model('t', 'b', [73.5, 45])],
        steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't', expectError: true }],
        dice: [],
        expect: [{ at: '/models/s/ap', equals: 6 }],
      }),
    );
    expect(r).toEqual({ id: 'strict', pass: true });
  });

  it('reads words for auditors under any of their usual names (note, description, title, comment) and runs the case', () => {
    const words = { note: 'n', description: 'd', title: 't', comment: 'c', $comment: 'x' };
    expect(run(shotCase(words as never))).toEqual(run(shotCase({})));
  });

  it.each([
    ['a field of the case', { table: { terrain: [], fog: true } }, /fog/],
    ['a field of a model', { models: [model('s', 'a', [10, 45], { facing: 90 }), model('t', 'b', [32.5, 45])] }, /facing/],
    ['a field of a step', { steps: [{ actor: 's', do: 'shot', kind: 'normal', weapon: 'pistol', target: 't', indirect: true }] }, /indirect/],
    ['an argument of a query', { expect: [{ query: { distance: { a: 's', b: 't', from: 'edge' } }, equals: 20 }] }, /from/],
    ['an unknown query', { expect: [{ query: { hidden: { model: 's' } }, equals: 20 }] }, /hidden/],
  ])('names %s it cannot read instead of ignoring it', (_what, over, named) => {
    const r = run(shotCase(over));
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(named);
  });
});
