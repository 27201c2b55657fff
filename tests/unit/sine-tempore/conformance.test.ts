import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { casesOf, runCase } from '../../../src/engine/conform/run';
import type { ConformCase } from '../../../src/engine/conform/types';

const root = join(__dirname, '../../fixtures/conformance');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.json') ? [p] : [];
  });
}

// The public examples and this engine's own cases; the review suite has its own test (conformance-review.test.ts).
const all: { file: string; c: ConformCase }[] = ['public', 'sine-tempore'].flatMap((d) => files(join(root, d))).flatMap((file) =>
  casesOf(JSON.parse(readFileSync(file, 'utf8'))).map((c) => ({ file: file.slice(root.length + 1), c })),
);
const ours = all.filter(({ c }) => (c.ruleset ?? 'sine-tempore') === 'sine-tempore');

describe('sine-tempore conformance cases (FORMAT.md)', () => {
  test('the fixtures hold many cases with unique ids and a source', () => {
    expect(ours.length).toBeGreaterThan(150);
    const ids = ours.map(({ c }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { c } of ours) expect(c.source, c.id).toMatch(/\S/);
  });

  // The test name carries the rule numbers the case cites (its `source`).
  test.each(ours.map(({ file, c }) => [`${c.source} — ${file}: ${c.id}`, c] as const))('%s', (_name, c) => {
    const r = runCase(c);
    expect(r.message ?? 'pass').toBe('pass');
  });
});
