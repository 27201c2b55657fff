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
  const r = spawnSync(process.execPath, [join(root, 'bin/studio.mjs'), 'validate', ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
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

  it('validates the whole invalid corpus folder: exit 1, every file reported', () => {
    const r = studio(join(root, 'tests/fixtures/invalid'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/files: 0 valid/);
  });
});
