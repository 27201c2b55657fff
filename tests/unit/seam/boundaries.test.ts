/**
 * Shared code never names a ruleset (issue 11, "Done when"): outside the rulesets' own folders, the schemas, samples,
 * docs and tests, `git grep "sine-tempore\|time-stories"` finds only the lines listed here, each with why.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

/** Paths where naming a ruleset is the point (or is generated from what does). */
const OUTSIDE_THE_RULE = [
  'src/engine/rulesets/',
  'src/renderer/rulesets/',
  'schemas/',
  'samples/',
  'docs/',
  'tests/',
  // Generated from the schemas (`npm run gen`): each schema's `ruleset` constant.
  'src/engine/generated/',
  // Benchmarks measure particular samples and name them.
  'bench/',
];

/**
 * Known exceptions, to be emptied: each names the work that removes it. A new line here needs the same: the test
 * fails for any other file.
 */
const PENDING: Record<string, string> = {
  // The exports helper (issue 15 / 11's "one PDF path") moves the Node exporters onto the rulesets' print code.
  'src/engine/node/export/deck.ts': 'exports: deck exporter',
  'src/engine/node/export/index.ts': 'exports: exporters by kind',
  'src/engine/node/export/mission-map.ts': 'exports: map exporter',
  'src/engine/node/export/pdf.ts': 'exports: one PDF path',
  'src/engine/node/export/png.ts': 'exports: one PNG path',
  'src/engine/node/export/types.ts': 'exports: paper and duplex types',
  // The renderer's RulesetUi registry (seam, phase 2) takes these from each ruleset's registration.
  'src/renderer/actions/simulate.ts': 'seam phase 2: the Simulate menu from the registry',
  'src/renderer/documents/templates.ts': 'seam phase 2: templates for New… from the registry',
  'src/renderer/editors/builtin.ts': 'seam phase 2: editors from the registry',
};

describe('shared code names no ruleset (issue 11)', () => {
  test('git grep finds ruleset names only inside the rulesets and the registry lists', () => {
    const out = execFileSync('git', ['grep', '-n', '-I', '-e', 'sine-tempore', '-e', 'time-stories', '--', '.'], { encoding: 'utf8' });
    const offending = out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(0, line.indexOf(':')))
      .filter((file) => !OUTSIDE_THE_RULE.some((p) => file.startsWith(p)) && !(file in PENDING));
    expect([...new Set(offending)]).toEqual([]);
  });
});
