import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { errorFor, readTextFile, writeTextFile } from '../../../../src/main/files/file-service';
import { removeStaleTemporaries } from '../../../../src/main/files/atomic-write';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-files-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('atomic save', () => {
  test('a save loop of a 4 MB document killed (SIGKILL) at random moments, 40 times, always leaves the old or the new content whole, and the next save removes the temporaries (17.9)', async () => {
    // Bundled once so each child starts in milliseconds; inside the project so the child resolves the same
    // modules the built main process does.
    const child = join('node_modules', '.cache', 'studio-tests', 'save-loop-child.mjs');
    await build({
      entryPoints: [join(import.meta.dirname, 'save-loop-child.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: child,
      logLevel: 'silent',
      packages: 'external',
    });
    const size = 4 * 1024 * 1024;
    const file = join(dir, 'doc.mission.json');
    const initial = 'initial content';
    await writeFile(file, initial);
    const valid = new Set([initial, 'A'.repeat(size), 'B'.repeat(size + 17)]);
    const seen = new Set<string>();
    let leftovers = 0;
    for (let round = 0; round < 40; round++) {
      const proc = spawn(process.execPath, [child, file, String(size)], { stdio: ['ignore', 'pipe', 'inherit'] });
      const exited = new Promise<NodeJS.Signals | null>((ok) => proc.once('exit', (_code, signal) => ok(signal)));
      await Promise.race([new Promise<void>((ok) => proc.stdout.once('data', () => ok())), exited]);
      await new Promise((ok) => setTimeout(ok, Math.random() * 200));
      proc.kill('SIGKILL');
      // Killed, not crashed: a child that died by itself proves nothing.
      expect(await exited).toBe('SIGKILL');
      const content = await readFile(file, 'utf8');
      expect(valid.has(content), `round ${round}: ${content.length} characters, starting "${content.slice(0, 10)}"`).toBe(true);
      seen.add(content[0]);
      leftovers = Math.max(leftovers, (await readdir(dir)).filter((f) => f.startsWith('.doc.mission.json.studio-')).length);
    }
    // The kills really landed between saves of both contents, not always before the first one, and some mid-write.
    expect([...seen].sort()).toEqual(expect.arrayContaining(['A', 'B']));
    expect(leftovers).toBeGreaterThan(0);
    // A stranger's file with a similar name is never touched.
    await writeFile(join(dir, '.doc.mission.json.studio-notes.tmp'), 'mine');
    await writeFile(join(dir, 'doc.mission.json.12345'), 'mine too');
    const saved = await writeTextFile(file, '{"saved": true}');
    expect(saved.ok).toBe(true);
    const after = (await readdir(dir)).filter((f) => f.includes('doc.mission.json') && f !== 'doc.mission.json');
    expect(after.sort()).toEqual(['.doc.mission.json.studio-notes.tmp', 'doc.mission.json.12345']);
  }, 240_000);

  test('at start, the temporaries killed saves of the recent documents left are removed (17.9)', async () => {
    const folder = join(dir, 'start');
    await mkdir(folder, { recursive: true });
    const doc = join(folder, 'a.deck.json');
    await writeFile(doc, '{}');
    // A pid that is not running: a process that has exited.
    const gone = spawn(process.execPath, ['-e', '0']);
    const pid = gone.pid!;
    await new Promise((ok) => gone.once('exit', ok));
    await writeFile(join(folder, `.a.deck.json.studio-${pid}-1.tmp`), 'half a save');
    await writeFile(join(folder, `.a.deck.json.studio-${process.pid}-999.tmp`), 'this process, not saving');
    expect(await removeStaleTemporaries(doc)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual([`.a.deck.json.studio-${process.pid}-999.tmp`, 'a.deck.json']);
  });

  test('saving refuses to overwrite a file another program changed, unless told to', async () => {
    const file = join(dir, 'changed.json');
    await writeFile(file, '{"v": 1}');
    const opened = await readTextFile(file);
    if (!opened.ok) throw new Error(opened.error.message);
    await new Promise((ok) => setTimeout(ok, 20));
    await writeFile(file, '{"v": 2, "by": "another program"}');
    const refused = await writeTextFile(file, '{"v": 3}', { expected: opened.value.version });
    expect(refused).toMatchObject({ ok: false, error: { code: 'changed-on-disk' } });
    expect(await readFile(file, 'utf8')).toContain('another program');
    const forced = await writeTextFile(file, '{"v": 3}', { expected: opened.value.version, overwrite: true });
    expect(forced.ok).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('{"v": 3}');
  });

  test('a missing file, a folder and a binary file give clear messages', async () => {
    expect(await readTextFile(join(dir, 'nope.json'))).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: expect.stringContaining('no longer exists') },
    });
    expect(await readTextFile(dir)).toMatchObject({ ok: false, error: { message: expect.stringContaining('is a folder') } });
    await writeFile(join(dir, 'bin.json'), Buffer.from([0x7b, 0, 1, 2]));
    expect(await readTextFile(join(dir, 'bin.json'))).toMatchObject({ ok: false, error: { code: 'not-text' } });
    expect(await writeTextFile(join(dir, 'gone', 'x.json'), '{}')).toMatchObject({
      ok: false,
      error: { code: 'not-found', message: expect.stringContaining('Save as') },
    });
  });

  test('read-only files and a full disk give messages that say what to do', () => {
    // Permissions cannot be taken away from root (these tests may run as root), so the mapping
    // from system errors to messages is checked directly.
    const err = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['EACCES', 'EPERM', 'EROFS']) {
      expect(errorFor(err(code), '/x/m.mission.json', true)).toMatchObject({
        ok: false,
        error: { code: 'read-only', message: '“m.mission.json” is read-only (or its folder is). Use Save as… to keep your changes in another file.' },
      });
    }
    expect(errorFor(err('ENOSPC'), '/x/m.json', true).error.message).toContain('disk is full');
    expect(errorFor(err('EACCES'), '/x/m.json', false).error.code).toBe('permission');
  });

  test('no temporary file is left behind by a normal save', async () => {
    const sub = await mkdtemp(join(dir, 'clean-'));
    await writeTextFile(join(sub, 'a.json'), '{}');
    await writeTextFile(join(sub, 'a.json'), '{"b": 1}');
    expect(await readdir(sub)).toEqual(['a.json']);
  });
});
