import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HostService } from '../../../../src/main/host-service';
import type { HostEvent } from '../../../../src/shared/studio-api';

let dir: string;
let events: HostEvent[];
let picks: (string | null)[];
let host: HostService;

function makeHost(userData = join(dir, 'user-data')) {
  return new HostService({
    userData,
    dialogs: { openFile: async () => picks.shift() ?? null, saveFile: async () => picks.shift() ?? null },
    emit: (e) => events.push(e),
    appInfo: { version: '0.0.0', platform: 'linux', versions: {} },
    watchDebounceMs: 30,
  });
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((ok) => setTimeout(ok, 20));
  }
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-host-'));
  events = [];
  picks = [];
  host = makeHost();
});
afterEach(async () => {
  host.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('HostService', () => {
  test('open, save and reopen through opaque ids; the renderer never gets a path', async () => {
    const file = join(dir, 'a.mission.json');
    await writeFile(file, '{"title": "A"}');
    picks.push(file);
    const opened = await host.open({});
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.file.name).toBe('a.mission.json');
    expect(JSON.stringify(opened.value)).not.toContain(dir);
    const saved = await host.save({ fileId: opened.value.file.id, text: '{"title": "B"}', expected: opened.value.version });
    expect(saved.ok).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('{"title": "B"}');
    const recent = await host.recentFiles();
    expect(recent.map((r) => [r.file.name, r.kind])).toEqual([['a.mission.json', 'mission']]);
    expect(JSON.stringify(recent)).not.toContain(dir);
    expect(await host.save({ fileId: 'f-made-up', text: '{}' })).toMatchObject({ ok: false, error: { code: 'unknown-file' } });
  });

  test('a cancelled dialog is not an error the user has to read', async () => {
    expect(await host.open({})).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await host.saveAs({ suggestedName: 'x.json', text: '{}' })).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  test('backup and restore round trip, across a restart, keeping the file to save into', async () => {
    const file = join(dir, 'b.deck.json');
    await writeFile(file, '{}');
    picks.push(file);
    const opened = await host.open({});
    if (!opened.ok) throw new Error(opened.error.message);
    await host.writeBackup({ docId: 'doc-1', name: 'b.deck.json', kind: 'deck', fileId: opened.value.file.id, text: '{"unsaved": true}' });
    await host.writeBackup({ docId: 'doc-2', name: 'Untitled-1.mission.json', kind: 'mission', fileId: null, text: '{"new": 1}' });
    host.dispose();

    // The studio crashed; the next start finds both backups.
    host = makeHost();
    const backups = await host.listBackups();
    expect(backups.map((b) => [b.docId, b.name, b.text]).sort()).toEqual([
      ['doc-1', 'b.deck.json', '{"unsaved": true}'],
      ['doc-2', 'Untitled-1.mission.json', '{"new": 1}'],
    ]);
    const restored = backups.find((b) => b.docId === 'doc-1')!;
    expect(restored.fileId).toBeTruthy();
    expect(await host.save({ fileId: restored.fileId!, text: restored.text })).toMatchObject({ ok: true });
    expect(await readFile(file, 'utf8')).toBe('{"unsaved": true}');
    await host.discardBackup({ docId: 'doc-1' });
    await host.discardBackup({ docId: 'doc-2' });
    expect(await host.listBackups()).toEqual([]);
  });

  test('a backup id can never name a path outside the backup folder', async () => {
    await expect(host.writeBackup({ docId: '../../evil', name: 'x', kind: 'json', fileId: null, text: '' })).rejects.toThrow(/Invalid document id/);
  });

  test('a change by another program is reported; the studio’s own saves are not', async () => {
    const file = join(dir, 'c.mission.json');
    await writeFile(file, '{"v": 1}');
    picks.push(file);
    const opened = await host.open({});
    if (!opened.ok) throw new Error(opened.error.message);
    const id = opened.value.file.id;

    const saved = await host.save({ fileId: id, text: '{"v": 2}', expected: opened.value.version });
    if (!saved.ok) throw new Error(saved.error.message);
    await new Promise((ok) => setTimeout(ok, 300));
    expect(events).toEqual([]);

    await writeFile(file, '{"v": 3, "by": "someone else"}');
    await waitFor(() => events.length > 0);
    expect(events).toEqual([{ type: 'file-changed', fileId: id }]);
    expect(await host.checkDisk({ fileId: id, known: saved.value.version })).toMatchObject({ ok: true, value: { changed: true, missing: false } });
    expect(await host.save({ fileId: id, text: '{"v": 4}', expected: saved.value.version })).toMatchObject({
      ok: false,
      error: { code: 'changed-on-disk' },
    });

    await unlink(file);
    expect(await host.checkDisk({ fileId: id, known: saved.value.version })).toMatchObject({ ok: true, value: { missing: true } });
  });

  test('an editor that saves by renaming a new file over the old one is noticed too', async () => {
    const file = join(dir, 'd.json');
    await writeFile(file, '{}');
    const opened = await host.openPath(file);
    if (!opened.ok) throw new Error(opened.error.message);
    await writeFile(join(dir, 'd.json.swp'), '{"renamed": true}');
    await import('node:fs/promises').then((fs) => fs.rename(join(dir, 'd.json.swp'), file));
    await waitFor(() => events.length > 0);
    expect(events[0]).toEqual({ type: 'file-changed', fileId: opened.value.file.id });
  });
});
