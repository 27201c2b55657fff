/** Every conformance-style case in tests/fixtures/conformance/universalis/ (rules the public cases leave out) runs and passes. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCase } from '../../../src/engine/conform/run';

const dir = 'tests/fixtures/conformance/universalis';
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const json = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { cases?: unknown[] };
    return (json.cases ?? [json]) as { id: string }[];
  });

describe('universalis fixture cases', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const r = runCase(c as never);
    expect(r.message).toBeUndefined();
    expect(r.pass).toBe(true);
  });
});
