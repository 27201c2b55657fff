// Issue 17.2: a document off its schema opens as text; the views wait for its first check rather than draw it.
import { describe, expect, test } from 'vitest';
import type { Diagnostic } from '../../../../src/engine/format/diagnostic';
import { viewGuardState } from '../../../../src/renderer/ui/ViewGuard';

const schemaError: Diagnostic = { severity: 'error', code: 'schema-type', message: 'must be object', pointer: '/events/0' } as Diagnostic;
const checkError: Diagnostic = { severity: 'error', code: 'duplicate-id', message: 'two models have the id a', pointer: '/enemyGroups/0' } as Diagnostic;

describe('view guard (17.2)', () => {
  test('before the first check answers, the views wait: no problems yet is not "valid"', () => {
    const doc = {};
    expect(viewGuardState(doc, undefined, false)).toBe('checking');
    expect(viewGuardState(doc, [schemaError], false)).toBe('blocked');
  });

  test('a document that reads and matches its schema is accepted, and stays so while it is edited', () => {
    const doc = {};
    expect(viewGuardState(doc, [checkError], false)).toBe('open');
    expect(viewGuardState(doc, [schemaError], true)).toBe('open');
  });

  test('text that does not read is blocked at once, before any check', () => {
    expect(viewGuardState({}, undefined, true)).toBe('blocked');
  });
});
