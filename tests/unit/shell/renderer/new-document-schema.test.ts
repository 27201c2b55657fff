/**
 * Issue 15 (schemas in editors): a new document and a sample opened in the studio carry no `$schema` that would name
 * nothing where the designer saves them; the studio knows them by their file name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { kindsOf } from '../../../../src/renderer/ruleset-ui';
import { RULESET_UIS } from '../../../../src/renderer/rulesets/index';
import { withoutRelativeSchema } from '../../../../src/renderer/documents/samples';

test('new documents carry no $schema', () => {
  for (const k of kindsOf(RULESET_UIS)) if (k.create) expect(JSON.parse(k.create.template('A')).$schema, k.kind).toBeUndefined();
});

test('a sample opened in the studio drops its relative $schema (a copy saved elsewhere would name a missing file)', () => {
  const text = readFileSync(join('samples', 'tutorial.mission.json'), 'utf8');
  expect(JSON.parse(text).$schema).toBe('../schemas/mission.schema.json');
  const opened = withoutRelativeSchema(text);
  expect(JSON.parse(opened).$schema).toBeUndefined();
  expect(JSON.parse(opened).id).toBe(JSON.parse(text).id);
});
