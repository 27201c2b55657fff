import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from './helpers';

let dir: string;
const file = (name: string, content: string | Buffer) => {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
};

function studio(...args: string[]) {
  return studioIn({}, ...args);
}

function studioIn(env: Record<string, string>, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'bin/studio.mjs'), 'validate', ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } });
  // Never a stack trace, whatever the input.
  expect(r.stderr).not.toMatch(/\n\s+at /);
  expect(r.stdout).not.toMatch(/\n\s+at /);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'studio-validate-'));
  file('sine-tempore-core.catalog.json', readFileSync(join(root, 'samples/sine-tempore-core.catalog.json')));
  file('tutorial.mission.json', readFileSync(join(root, 'samples/tutorial.mission.json')));
});

describe('studio validate', () => {
  it('exit 0 and a summary for valid files; the mission is checked with the catalog it names', () => {
    const r = studio('tutorial.mission.json', 'sine-tempore-core.catalog.json');
    expect(r.code).toBe(0);
    expect(r.out.trim()).toBe('2 files: 2 valid, 0 invalid (0 errors, 0 warnings)');
  });

  it('exit 1 with `file:line:col: error CODE message (pointer)` per problem', () => {
    const text = readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8').replace('"rotation": 0', '"rotation": 45');
    file('bad.mission.json', text);
    const r = studio('bad.mission.json');
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toMatch(/^bad\.mission\.json:\d+:\d+: error schema-enum `board\.tiles\[0\]\.rotation` must be one of 0, 90, 180, 270\. \(\/board\/tiles\/0\/rotation\)$/);
    expect(lines.at(-1)).toBe('1 file: 0 valid, 1 invalid (1 error, 0 warnings)');
  });

  it('marks warnings as warnings', () => {
    const m = JSON.parse(readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8'));
    m.enemyGroups[0].patrol = { route: [[7, 1], [7, 2]] };
    file('warn.mission.json', JSON.stringify(m, null, 2));
    const r = studio('warn.mission.json');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^warn\.mission\.json:\d+:\d+: warning route-without-patrol /m);
  });

  it('--format json for tools', () => {
    file('broken.catalog.json', '{"formatVersion": 1,');
    const r = studio('--format', 'json', 'broken.catalog.json', 'tutorial.mission.json');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out);
    expect(json.summary).toMatchObject({ files: 2, valid: 1, invalid: 1, errors: 1 });
    expect(json.files[0].diagnostics[0]).toMatchObject({ code: 'json-syntax', range: { start: { line: 1, column: 21 } } });
  });

  it('--catalog overrides the catalog the mission names', () => {
    const r = studio('tutorial.mission.json', '--catalog', 'missing.catalog.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/error catalog-not-found/);
  });

  it('exit 2 for a file that does not exist, and for usage errors', () => {
    expect(studio('nope.mission.json').code).toBe(2);
    expect(studio().code).toBe(2);
    expect(studio('--format', 'xml', 'tutorial.mission.json').code).toBe(2);
  });

  it('a 50 MB file: a clear message and exit 1, quickly', () => {
    file('huge.mission.json', Buffer.alloc(50 * 1024 * 1024, 0x20));
    const t0 = Date.now();
    const r = studio('huge.mission.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/error file-too-large This file is 50\.0 MB/);
    expect(Date.now() - t0).toBeLessThan(30_000);
  });

  it('a binary file, a truncated file, non-JSON text, deep nesting: clear messages and exit 1', () => {
    file('picture.mission.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]));
    file('latin1.mission.json', Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x7d]));
    file('cut.mission.json', readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8').slice(0, 500));
    file('prose.mission.json', 'Mission notes: remember the beacon.');
    file('deep.mission.json', '['.repeat(200_000) + ']'.repeat(200_000));
    const r = studio('picture.mission.json', 'latin1.mission.json', 'cut.mission.json', 'prose.mission.json', 'deep.mission.json');
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^picture\.mission\.json:1:1: error file-binary /m);
    expect(r.out).toMatch(/^latin1\.mission\.json:1:1: error file-binary .*not UTF-8/m);
    expect(r.out).toMatch(/^cut\.mission\.json:\d+:\d+: error json-syntax The file ends too early/m);
    expect(r.out).toMatch(/^prose\.mission\.json:1:1: error json-syntax /m);
    expect(r.out).toMatch(/^deep\.mission\.json:1:129: error json-too-deep /m);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^5 files: 0 valid, 5 invalid \(\d+ errors, 0 warnings\)$/);
  });

  it('--lang de and --lang fr print the messages in German and French: same codes, places and pointers', () => {
    const text = readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8').replace('"rotation": 0', '"rotation": 45');
    file('bad.mission.json', text);
    const en = studio('bad.mission.json', 'nope.mission.json');
    const de = studio('--lang', 'de', 'bad.mission.json', 'nope.mission.json');
    const fr = studio('--lang=fr', 'bad.mission.json', 'nope.mission.json');
    for (const r of [en, de, fr]) expect(r.code).toBe(2);
    const places = (out: string) => out.trim().split('\n').slice(0, -1).map((l) => l.replace(/^(\S+: \S+ \S+) .*?( \([^)]*\))?$/, '$1$2'));
    expect(places(de.out)).toEqual(places(en.out));
    expect(places(fr.out)).toEqual(places(en.out));
    expect(de.out).toMatch(/^bad\.mission\.json:\d+:\d+: error schema-enum `board\.tiles\[0\]\.rotation` muss einer dieser Werte sein: 0, 90, 180, 270\. \(\/board\/tiles\/0\/rotation\)$/m);
    expect(de.out).toMatch(/^nope\.mission\.json:1:1: error file-unreadable Diese Datei kann nicht gelesen werden: Datei oder Ordner nicht gefunden\.$/m);
    expect(de.out.trim().split('\n').at(-1)).toBe('2 Dateien: 0 gültig, 1 ungültig, 1 unlesbar (2 Fehler, 0 Warnungen)');
    expect(fr.out).toMatch(/error schema-enum `board\.tiles\[0\]\.rotation` doit être l’une de ces valeurs : 0, 90, 180, 270\./);
    expect(fr.out.trim().split('\n').at(-1)).toBe('2 fichiers : 0 valide, 1 invalide, 1 illisible (2 erreurs, 0 avertissement)');
  });

  it('--lang de quotes the German description of a missing property, and names an unreadable catalog in German', () => {
    const m = JSON.parse(readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8'));
    delete m.heroes[0].sector;
    file('no-sector.mission.json', JSON.stringify(m, null, 2));
    const r = studio('--lang', 'de', 'no-sector.mission.json');
    expect(r.out).toMatch(/error schema-required `heroes\[0\]` braucht `sector`: [A-ZÄÖÜ]/);
    expect(r.out).not.toMatch(/Momentum sector/);
    const c = studio('--lang', 'de', 'tutorial.mission.json', '--catalog', 'missing.catalog.json');
    expect(c.out).toMatch(/error catalog-not-found Der Katalog `missing\.catalog\.json` kann nicht gelesen werden: Datei nicht gefunden\./);
  });

  it('stays English without --lang, whatever the locale of the machine; --lang is in the usage', () => {
    const r = studioIn({ LANG: 'de_DE.UTF-8', LC_ALL: 'fr_FR.UTF-8', LANGUAGE: 'de' }, 'bad.mission.json');
    expect(r.out).toMatch(/must be one of 0, 90, 180, 270\./);
    expect(r.out.trim().split('\n').at(-1)).toBe('1 file: 0 valid, 1 invalid (1 error, 0 warnings)');
    const wrong = studio('--lang', 'es', 'bad.mission.json');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/--lang takes en, de, fr, not "es"/);
    expect(wrong.err).toMatch(/usage: studio validate .*\[--lang en\|de\|fr\]/);
    const help = spawnSync(process.execPath, [join(root, 'bin/studio.mjs'), 'validate', '--help'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(help.stdout).toMatch(/--lang en\|de\|fr/);
    expect(help.stdout).toMatch(/--lang de \(German\)/);
  });

  it('the documentation mentions --lang', () => {
    expect(readFileSync(join(root, 'docs/formats.md'), 'utf8')).toMatch(/`--lang de` or `--lang fr`/);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toMatch(/studio validate --lang de/);
  });

  it('validates the whole invalid corpus folder: exit 1, every file reported', () => {
    const r = studio(join(root, 'tests/fixtures/invalid'));
    expect(r.code).toBe(1);
    // The valid files there: the catalog the invalid missions name (beside them: no `..` paths), and the files
    // of the corpus that carry only a warning (cases marked valid in expected.json).
    const manifest = JSON.parse(readFileSync(join(root, 'tests/fixtures/invalid/expected.json'), 'utf8')) as {
      cases: { file: string; valid?: boolean }[];
    };
    const warned = new Set(manifest.cases.filter((c) => c.valid).map((c) => c.file)).size;
    expect(r.out).toMatch(new RegExp(`files: ${1 + warned} valid`));
  });
});
