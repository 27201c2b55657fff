// Independent review cases (docs/review/conformance-review.md and conformance-review-2.md): every file under
// tests/fixtures/conformance/review/ and review2/ runs through the conformance runner, one test per case.
// The cases come from the rulebooks and the spec decisions, not from the engines. A case that fails
// because the ENGINE is wrong is listed in KNOWN_ENGINE_BUGS: the test then asserts that it still
// fails, so the suite stays green and the entry must be removed once the engine is fixed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { casesOf, runCase } from '../../src/engine/conform/run';
import type { ConformCase } from '../../src/engine/conform/types';

const FIXTURES = join(__dirname, '..', 'fixtures', 'conformance');
/** Each review: its folder, its id prefix, and the least it must hold (Sine Tempore, T.I.M.E Stories cases). */
const REVIEWS = [
  { dir: 'review', prefix: 'rv', st: 80, ts: 30 },
  { dir: 'review2', prefix: 'rv2', st: 100, ts: 20 },
];

/** Cases that fail because the engine does not follow the rules yet (see the review report). */
const KNOWN_ENGINE_BUGS: Record<string, string> = {};

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith('.json') ? [path] : [];
    });
}

for (const review of REVIEWS) {
  const files = jsonFiles(join(FIXTURES, review.dir));
  const all: { file: string; c: ConformCase }[] = files.flatMap((file) =>
    casesOf(JSON.parse(readFileSync(file, 'utf8'))).map((c) => ({ file, c })),
  );

  describe(`conformance review cases (${review.dir})`, () => {
    test('the review suite is complete and well formed', () => {
      const ids = all.map(({ c }) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(new RegExp(`^${review.prefix}-[a-z0-9]+(-[a-z0-9]+)*$`));
      const ts = all.filter(({ c }) => c.ruleset === 'time-stories').length;
      expect(ts).toBeGreaterThanOrEqual(review.ts);
      expect(all.length - ts).toBeGreaterThanOrEqual(review.st);
      for (const { c } of all) expect(typeof c.source === 'string' && /(ST|D|TS|EX)-\d/.test(c.source)).toBe(true);
      for (const id of Object.keys(KNOWN_ENGINE_BUGS)) if (id.startsWith(`${review.prefix}-`)) expect(ids).toContain(id);
    });

    for (const { file, c } of all) {
      const bug = KNOWN_ENGINE_BUGS[c.id];
      test(`${c.id}${bug ? ' (known engine bug)' : ''}`, () => {
        const result = runCase(c);
        if (bug) {
          // Still failing as reported; when this breaks, the engine was fixed: drop the entry.
          expect(result.pass, `${c.id} now passes: remove it from KNOWN_ENGINE_BUGS (${bug})`).toBe(false);
        } else {
          expect(result.message ?? '', `${c.id} in ${file}`).toBe('');
          expect(result.pass).toBe(true);
        }
      });
    }
  });
}
