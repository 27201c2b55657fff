/**
 * Shared code never names a ruleset (issue 11, "Done when"): outside the rulesets' own folders, the schemas, samples,
 * docs and tests, `git grep "sine-tempore\|time-stories\|universalis"` finds only the lines listed here, each with why.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';
import { DOCUMENT_KINDS } from '../../../src/shared/document-kind';

/** Paths where naming a ruleset is the point (or is generated from what does). */
const OUTSIDE_THE_RULE = [
  'src/engine/rulesets/',
  'src/renderer/rulesets/',
  'schemas/',
  'samples/',
  'docs/',
  // The front page links each ruleset's simulator guide (docs/<ruleset>-simulator.md).
  'README.md',
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
const PENDING: Record<string, string> = {};

describe('shared code names no ruleset (issue 11)', () => {
  test('git grep finds ruleset names only inside the rulesets and the registry lists', () => {
    const out = execFileSync('git', ['grep', '-n', '-I', '-e', 'sine-tempore', '-e', 'time-stories', '-e', 'universalis', '--', '.'], { encoding: 'utf8' });
    const offending = out
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(0, line.indexOf(':')))
      .filter((file) => !OUTSIDE_THE_RULE.some((p) => file.startsWith(p)) && !(file in PENDING));
    expect([...new Set(offending)]).toEqual([]);
  });
});

describe("the shell names no ruleset's kind (issue 11)", () => {
  // Each kind's display name is its RulesetUi's (kinds[].name, in the ruleset's words); plain JSON is the shell's own.
  const kinds = DOCUMENT_KINDS.filter((k) => k !== 'json');

  test('no i18n key of the shell names a kind: neither `kind.<kind>` in code nor a `kind: { <kind>: … }` in its locales', () => {
    const words = kinds.join('|');
    // git grep exits 1 when nothing matches at all.
    const out = spawnSync('git', ['grep', '-n', '-I', '-E', '-e', `kind\\.(${words})\\b`, '-e', `kind: \\{[^}]*\\b(${words}):`, '--', 'src/'], { encoding: 'utf8' }).stdout;
    const offending = out.split('\n').filter((line) => line && !line.startsWith('src/renderer/rulesets/') && !line.startsWith('src/engine/'));
    expect(offending).toEqual([]);
  });

  test("no key of the shell's locales is about a ruleset's kind (e.g. reason.notMission: the ruleset's words say it)", () => {
    for (const lang of ['en', 'de', 'fr']) {
      const text = readFileSync(`src/renderer/i18n/${lang}.ts`, 'utf8');
      const keys = [...text.matchAll(/\b([A-Za-z_]\w*)\s*:/g)].map((m) => m[1]);
      const aboutAKind = keys.filter((key) => key.split(/(?=[A-Z])/).some((word) => (kinds as readonly string[]).includes(word.toLowerCase())));
      expect(aboutAKind, lang).toEqual([]);
    }
  });
});

/** The lint rules that hold the seam's shape (eslint.config.js), tried on one-line files placed where each rule applies. */
describe('lint holds the seam (issue 11)', () => {
  const eslint = new ESLint();
  const banned = async (file: string, from: string) => {
    const [result] = await eslint.lintText(`import { x as y } from '${from}';\nexport const x = y;\n`, { filePath: file });
    return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
  };

  test.each([
    ['shared engine code reaches a ruleset only through the list', 'src/engine/format/probe.ts', '../rulesets/sine-tempore/index', '../rulesets/index'],
    ['the batch core too', 'src/engine/core/probe.ts', '../rulesets/time-stories/batch/batch', '../rulesets/index'],
    ['conformance too', 'src/engine/conform/probe.ts', '../rulesets/sine-tempore/conform', '../rulesets/index'],
    ['Node engine code too', 'src/engine/node/probe.ts', '../rulesets/time-stories/index', '../rulesets/index'],
    ['a ruleset never imports another', 'src/engine/rulesets/time-stories/rules/probe.ts', '../../sine-tempore/rules/rng', '../../../core/rng'],
    ['the renderer shell never imports a ruleset studio', 'src/renderer/ui/probe.ts', '../rulesets/sine-tempore/index', '../ruleset-ui'],
    ["nor the engine's list of every ruleset (it would load them all at start-up)", 'src/renderer/ui/probe.ts', '../../engine/format/codes', '../../engine/format/shared-codes'],
    ['nor the list of them (only the composition root does)', 'src/renderer/actions/probe.ts', '../rulesets/index', './manager'],
    ["a ruleset's studio never imports another's", 'src/renderer/rulesets/time-stories/deck/probe.ts', '../../sine-tempore/mission/editor', '../../../ruleset-ui'],
    ['the mission map never imports the simulator (it draws through the map layers)', 'src/renderer/rulesets/sine-tempore/mission/probe.ts', '../sim/session', './map-layers'],
    ['nor do its parts', 'src/renderer/rulesets/sine-tempore/mission/canvas/probe.ts', '../../sim/heat', '../map-layers'],
    ["nor another ruleset's engine code", 'src/renderer/rulesets/time-stories/deck/probe.ts', '../../../../engine/rulesets/sine-tempore/rules/state', '../../../../engine/rulesets/time-stories/rules/deck'],
  ])('%s', async (_what, file, refused, allowed) => {
    expect(await banned(file, refused)).toBe(true);
    expect(await banned(file, allowed)).toBe(false);
  }, 60_000);

  test('the composition root imports the list', async () => {
    expect(await banned('src/renderer/main.tsx', './rulesets/index')).toBe(false);
  }, 60_000);
});
