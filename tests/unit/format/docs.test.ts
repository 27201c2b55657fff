import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDocs } from '../../../scripts/gen-format-docs';
import { DIAGNOSTIC_CODES } from '../../../src/engine/format/codes';
import { root } from './helpers';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('docs/formats.md', () => {
  it('is current: `npm run docs:formats` would not change it', () => {
    expect(readFileSync(join(root, 'docs/formats.md'), 'utf8'), 'run `npm run docs:formats` and commit the result').toBe(formatDocs());
  });

  it('explains every diagnostic code the format layer and `studio validate` emit', () => {
    const files = [
      ...sources(join(root, 'src/engine/format')),
      ...sources(join(root, 'src/engine/rulesets')).filter((f) => /[\\/]format[\\/]/.test(f)),
      join(root, 'src/cli/commands/validate.ts'),
    ];
    const used = new Set<string>();
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\b(?:error|warning|info|problem|make)\(\s*'([a-z]+(?:-[a-z]+)*)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/\bcode: '([a-z]+(?:-[a-z]+)*)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/at\(source, (?:language, )?'(?:error|warning|info)', '([a-z]+(?:-[a-z]+)*)'/g)) used.add(m[1]);
      for (const m of text.matchAll(/checkRefs\([^,]+, '([a-z]+(?:-[a-z]+)*)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((c) => !(c in DIAGNOSTIC_CODES)).sort()).toEqual([]);
  });
});
