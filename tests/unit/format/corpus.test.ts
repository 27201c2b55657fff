import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, validateFile } from './helpers';

interface Case {
  file: string;
  code: string;
  line: number;
  column: number;
  note: string;
}

const dir = join(root, 'tests/fixtures/invalid');
const manifest: { cases: Case[] } = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));

describe('invalid corpus: each file yields its expected code at its expected line and column', () => {
  it('has at least 30 cases', () => {
    expect(manifest.cases.length).toBeGreaterThanOrEqual(30);
  });
  for (const c of manifest.cases) {
    it(`${c.file}: ${c.code} at ${c.line}:${c.column} (${c.note})`, () => {
      const result = validateFile(join(dir, c.file));
      expect(result.valid).toBe(false);
      const found = result.diagnostics.map((d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column}`);
      expect(found).toContain(`${c.code} ${c.line}:${c.column}`);
    });
  }
});
