import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/engine/format/index';
import { root, validateFile } from './helpers';

interface Case {
  file: string;
  code: string;
  line: number;
  column: number;
  note: string;
  /** A warning the file carries although it validates. */
  valid?: boolean;
}

const dir = join(root, 'tests/fixtures/invalid');
const manifest: { cases: Case[] } = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
const english: { files: Record<string, string[]> } = JSON.parse(readFileSync(join(dir, 'messages.en.json'), 'utf8'));
const where = (d: Diagnostic) => `${d.severity} ${d.code} ${d.range ? `${d.range.start.line}:${d.range.start.column}` : '-'}`;

describe('invalid corpus: each file yields its expected code at its expected line and column', () => {
  it('has at least 30 cases', () => {
    expect(manifest.cases.length).toBeGreaterThanOrEqual(30);
  });
  for (const c of manifest.cases) {
    it(`${c.file}: ${c.code} at ${c.line}:${c.column} (${c.note})`, () => {
      const result = validateFile(join(dir, c.file));
      expect(result.valid).toBe(c.valid === true);
      const found = result.diagnostics.map((d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column}`);
      expect(found).toContain(`${c.code} ${c.line}:${c.column}`);
    });
  }
});

describe('invalid corpus in German and French: the same problems at the same places', () => {
  for (const file of Object.keys(english.files)) {
    it(file, () => {
      const en = validateFile(join(dir, file));
      for (const language of ['de', 'fr'] as const) {
        const other = validateFile(join(dir, file), language);
        expect(other.valid).toBe(en.valid);
        expect(other.diagnostics.map((d) => `${where(d)} ${d.pointer} ${d.offset}+${d.length}`)).toEqual(en.diagnostics.map((d) => `${where(d)} ${d.pointer} ${d.offset}+${d.length}`));
        // A different text for every message (none left in English by mistake) …
        for (const [i, d] of other.diagnostics.entries()) expect(d.message, `${language} ${d.code}`).not.toBe(en.diagnostics[i].message);
      }
    });
  }
});

describe('invalid corpus in English: every message reads exactly as before messages were translated', () => {
  it('covers every file of the corpus', () => {
    expect(Object.keys(english.files).sort()).toEqual([...new Set(manifest.cases.map((c) => c.file))].sort());
  });
  for (const [file, messages] of Object.entries(english.files)) {
    it(file, () => {
      expect(validateFile(join(dir, file)).diagnostics.map((d) => `${where(d)} ${d.message}`)).toEqual(messages);
    });
  }
});
