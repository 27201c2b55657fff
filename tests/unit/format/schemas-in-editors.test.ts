/**
 * Issue 15 (schemas in editors): every `$schema` the studio writes or ships resolves without network, the workspace
 * maps each kind's files to its schema, `studio schemas --out DIR` does the same for any folder, and every `pattern`
 * means the same in every JSON Schema implementation — checked with a second, independent validator
 * (@cfworker/json-schema) over the samples and the invalid corpus, and with Python's `$` (which also matches before a
 * final newline) emulated.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Validator } from '@cfworker/json-schema';
import { afterAll, describe, expect, test } from 'vitest';
import { listDocumentKinds, parseJson } from '../../../src/engine/format/index';
import { runCli } from '../../../src/cli/main';
import { root, samplesDir } from './helpers';

const kinds = listDocumentKinds();
const tmp = mkdtempSync(join(tmpdir(), 'schemas-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('$schema that resolves', () => {
  test.each(readdirSync(samplesDir).filter((f) => f.endsWith('.json')))('sample %s names its schema by a path that exists beside it', (name) => {
    const doc = JSON.parse(readFileSync(join(samplesDir, name), 'utf8'));
    expect(doc.$schema).toMatch(/^\.\.\/schemas\/[a-z]+\.schema\.json$/);
    const file = resolve(samplesDir, doc.$schema);
    expect(existsSync(file), file).toBe(true);
    const kind = kinds.find((k) => name.endsWith(k.fileSuffix))!;
    expect(JSON.parse(readFileSync(file, 'utf8')).$id).toBe(kind.schemaId);
  });

  test('the workspace settings map every kind of file to its schema', () => {
    const settings = JSON.parse(readFileSync(join(root, '.vscode/settings.json'), 'utf8')) as { 'json.schemas': { fileMatch: string[]; url: string }[] };
    for (const k of kinds) {
      const entry = settings['json.schemas'].find((e) => e.fileMatch.includes(`*${k.fileSuffix}`));
      expect(entry, k.kind).toBeDefined();
      expect(existsSync(resolve(root, entry!.url)), entry!.url).toBe(true);
    }
  });

  test('no schema requires $schema: a new document may leave it out (see tests/unit/shell/renderer/new-document-schema.test.ts)', () => {
    for (const k of kinds) expect((k.schema as { required?: string[] }).required ?? []).not.toContain('$schema');
  });

  test('studio schemas --out DIR writes every schema and prints the json.schemas settings for them', async () => {
    const lines: string[] = [];
    const code = await runCli(['schemas', '--out', 'my-schemas'], { out: (l) => lines.push(l), err: () => undefined, cwd: tmp });
    expect(code).toBe(0);
    const settings = JSON.parse(lines.join('\n')) as { 'json.schemas': { fileMatch: string[]; url: string }[] };
    for (const k of kinds) {
      const file = join(tmp, 'my-schemas', `${k.kind}.schema.json`);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(k.schema);
      const entry = settings['json.schemas'].find((e) => e.fileMatch[0] === `*${k.fileSuffix}`)!;
      expect(entry.url).toBe(`./my-schemas/${k.kind}.schema.json`);
      expect(existsSync(resolve(tmp, entry.url))).toBe(true);
    }
  });
});

/** Every `pattern` of a schema, with where it is. */
function patterns(node: unknown, at = ''): { at: string; pattern: string }[] {
  if (!node || typeof node !== 'object') return [];
  const out: { at: string; pattern: string }[] = [];
  for (const [k, v] of Object.entries(node)) {
    if (k === 'pattern' && typeof v === 'string') out.push({ at, pattern: v });
    else out.push(...patterns(v, `${at}/${k}`));
  }
  return out;
}

/** A pattern read as Python's `re` reads it: `$` (outside a class, unescaped) also matches before a final newline. */
function pythonDollar(pattern: string): RegExp {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      out += c + pattern[++i];
      continue;
    }
    if (c === '[') inClass = true;
    if (c === ']') inClass = false;
    out += c === '$' && !inClass ? '(?=\\n?$)' : c;
  }
  return new RegExp(out, 'u');
}

describe('patterns mean the same in every implementation', () => {
  test.each(kinds.map((k) => [k.kind, k] as const))('%s: no pattern accepts a trailing newline, with ECMA-262 or Python semantics', (_, k) => {
    const found = patterns(k.schema);
    expect(found.length).toBeGreaterThan(0);
    for (const { at, pattern } of found) {
      // Strings the pattern accepts, with a newline added: both readings must refuse them.
      for (const ok of ['a', 'a-b', '1.0', '1.2', '#a1b2c3', 'x.catalog.json', 'art/pic.png', '...', '1.10'].filter((s) => new RegExp(pattern, 'u').test(s))) {
        expect(new RegExp(pattern, 'u').test(`${ok}\n`), `${at}: "${ok}\\n" (ECMA)`).toBe(false);
        expect(pythonDollar(pattern).test(`${ok}\n`), `${at}: "${ok}\\n" (Python)`).toBe(false);
      }
    }
  });

  const ajvVerdict = (kind: (typeof kinds)[number], doc: unknown) => kind.validate(doc) === true;
  const otherVerdict = (kind: (typeof kinds)[number], doc: unknown) => new Validator(kind.schema as never, '2020-12', false).validate(doc).valid;

  test.each(readdirSync(samplesDir).filter((f) => f.endsWith('.json')))('sample %s: the second validator agrees (valid)', (name) => {
    const kind = kinds.find((k) => name.endsWith(k.fileSuffix))!;
    const doc = JSON.parse(readFileSync(join(samplesDir, name), 'utf8'));
    expect(ajvVerdict(kind, doc)).toBe(true);
    expect(otherVerdict(kind, doc)).toBe(true);
  });

  const corpus = join(root, 'tests/fixtures/invalid');
  const cases = readdirSync(corpus).filter((f) => f.endsWith('.json') && kinds.some((k) => f.endsWith(k.fileSuffix)));
  test.each(cases)('invalid corpus %s: both validators give the same schema verdict', (name) => {
    const kind = kinds.find((k) => name.endsWith(k.fileSuffix))!;
    const bytes = readFileSync(join(corpus, name));
    const { value } = parseJson(bytes.toString('utf8'));
    if (value === undefined) return; // Not JSON: no schema verdict to compare.
    expect(otherVerdict(kind, value), name).toBe(ajvVerdict(kind, value));
  });

  test('an id with a trailing newline is refused by both', () => {
    const mission = JSON.parse(readFileSync(join(samplesDir, 'tutorial.mission.json'), 'utf8'));
    mission.id = 'tutorial\n';
    const kind = kinds.find((k) => k.kind === 'mission')!;
    expect(ajvVerdict(kind, mission)).toBe(false);
    expect(otherVerdict(kind, mission)).toBe(false);
    expect(dirname(samplesDir)).toBe(root);
  });
});
