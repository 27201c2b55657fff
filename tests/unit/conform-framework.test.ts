import { describe, expect, test } from 'vitest';
import { checkMatcher, partialMatch, setEqual } from '../../src/engine/conform/match';
import { readPointer } from '../../src/engine/conform/pointer';
import { casesOf, runCase } from '../../src/engine/conform/run';

describe('conformance framework (FORMAT.md)', () => {
  test('JSON pointers read nested values and escapes', () => {
    const doc = { models: { 'a/b': { at: [3, 4] }, 'x~y': 1 } };
    expect(readPointer(doc, '/models/a~1b/at/1')).toBe(4);
    expect(readPointer(doc, '/models/x~0y')).toBe(1);
    expect(readPointer(doc, '/models/none')).toBeUndefined();
    expect(readPointer(doc, '')).toBe(doc);
  });

  test('contains on a log matches an entry with at least the given fields', () => {
    const log = [{ type: 'activate', id: 'jukas', extra: 1 }, { type: 'attack', attacker: 'a', wounds: 2 }];
    expect(checkMatcher('contains', { type: 'activate', id: 'jukas' }, log)).toBeNull();
    expect(checkMatcher('contains', { type: 'activate', id: 'achab' }, log)).toMatch(/expected something containing/);
    expect(checkMatcher('notContains', { type: 'ko' }, log)).toBeNull();
    expect(partialMatch({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toBe(true);
  });

  test('area answers compare as sets; first, last, lengthOf, atLeast, atMost', () => {
    expect(setEqual([[0, 1], [1, 1]], [[1, 1], [0, 1]])).toBe(true);
    expect(checkMatcher('equals', [[1, 1], [0, 1]], [[0, 1], [1, 1]], { asSet: true })).toBeNull();
    expect(checkMatcher('first', 'a', ['a', 'b'])).toBeNull();
    expect(checkMatcher('last', 'b', ['a', 'b'])).toBeNull();
    expect(checkMatcher('lengthOf', 2, ['a', 'b'])).toBeNull();
    expect(checkMatcher('atLeast', 3, 2)).toMatch(/at least 3, got 2/);
    expect(checkMatcher('atMost', 3, 2)).toBeNull();
    expect(checkMatcher('equals', null, null)).toBeNull();
  });

  test('a case file holds one case or {"cases": [...]}', () => {
    expect(casesOf({ id: 'a' })).toHaveLength(1);
    expect(casesOf({ cases: [{ id: 'a' }, { id: 'b' }] })).toHaveLength(2);
  });

  test('a case the runner cannot interpret is a FAIL that says why, never a throw', () => {
    expect(runCase({ id: 'x', ruleset: 'chess' })).toMatchObject({ pass: false, message: expect.stringMatching(/unknown ruleset/) });
    expect(runCase(null as any)).toMatchObject({ pass: false });
  });

  describe('a field the runner does not implement fails the case and is named (FORMAT.md "Format 2")', () => {
    const base = () => ({
      id: 'made-up',
      format: 2,
      source: 'FORMAT.md Format 2',
      board: { rows: ['...'] },
      models: [
        {
          id: 'jukas',
          side: 'hero',
          at: [0, 0],
          size: 'normal',
          stats: { RA: 5, PH: 3, PR: 3, MI: 3, HE: 7 },
          weapons: [{ name: 'blade', ap: 3, range: [1, 1], atb: 2, dmg: ['fist'] }],
        },
      ],
      state: { clock: { cycle: 1, phase: 1 }, sectors: { jukas: 1 }, active: 'jukas' },
      steps: [{ actor: 'jukas', do: 'wait', ap: 2 }],
      expect: [{ at: '/models/jukas/sector', equals: 3 }],
    });

    test('the well-formed case passes', () => {
      expect(runCase(base())).toEqual({ id: 'made-up', pass: true });
    });

    test.each([
      ['at the top of the case', (c: any) => (c.weather = 'rain'), '/weather'],
      ['on a model', (c: any) => (c.models[0].colour = 'red'), '/models/0/colour'],
      ['on a weapon', (c: any) => (c.models[0].weapons[0].glow = true), '/models/0/weapons/0/glow'],
      ['in the state', (c: any) => (c.state.weather = 'rain'), '/state/weather'],
      ['on a step', (c: any) => (c.steps[0].quietly = true), '/steps/0/quietly'],
      ['on an expectation', (c: any) => (c.expect[0].because = 'ST-8.3'), '/expect/0/because'],
      ['in a query\'s arguments', (c: any) => c.expect.push({ query: { distance: { from: [0, 0], to: [2, 0], diagonal: true } }, equals: 2 }), '/expect/1/query/distance/diagonal'],
    ])('a made-up field %s', (_where, edit, pointer) => {
      const c = base();
      edit(c);
      const r = runCase(c);
      expect(r.pass).toBe(false);
      expect(r.message).toContain(pointer);
      expect(r.message).toMatch(/does not implement/);
    });

    test('an option of a roll spelled another way is not taken silently', () => {
      const c: any = base();
      c.steps = [{ actor: 'jukas', do: 'wait', ap: 2, rerolls: [0] }];
      expect(runCase(c).message).toContain('/steps/0/rerolls');
    });

    test('a made-up field fails even when every expectation holds, and a time-stories case is held to it too', () => {
      const ts = {
        id: 'ts-made-up',
        ruleset: 'time-stories',
        source: 'FORMAT.md',
        tu: 10,
        agents: [{ id: 'a', resistance: 1, lp: 4, hair: 'red' }],
        test: { shields: ['blank'], padlock: false },
        rounds: [[{ agent: 'a', roll: { hits: 1, skulls: 0 } }]],
        expect: [{ at: '/tu', equals: 9 }],
      };
      const r = runCase(ts);
      expect(r).toMatchObject({ pass: false, message: expect.stringContaining('/agents/0/hair') });
    });

    test('a format this runner does not read fails naming it', () => {
      expect(runCase({ ...base(), format: 3 }).message).toMatch(/"format": 3 is not implemented/);
    });
  });
});
