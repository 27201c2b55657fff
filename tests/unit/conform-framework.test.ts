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
});
