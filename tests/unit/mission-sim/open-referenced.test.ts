import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { HostService } from '../../../src/main/host-service';
import { referencedPath } from '../../../src/main/files/referenced-file';
import { channels } from '../../../src/shared/ipc-contract';

function folder() {
  const root = mkdtempSync(join(tmpdir(), 'msim-'));
  mkdirSync(join(root, 'missions', 'catalogs'), { recursive: true });
  writeFileSync(join(root, 'missions', 'a.mission.json'), '{"catalog": "core.catalog.json"}');
  writeFileSync(join(root, 'missions', 'core.catalog.json'), '{"id": "core"}');
  writeFileSync(join(root, 'missions', 'catalogs', 'more.catalog.json'), '{"id": "more"}');
  writeFileSync(join(root, 'secret.json'), '{}');
  return root;
}

describe('opening the catalog a mission names (Electron host)', () => {
  test('beside the mission or below it, JSON only, never outside its folder', () => {
    const root = folder();
    const mission = join(root, 'missions', 'a.mission.json');
    expect(referencedPath(mission, 'core.catalog.json')).toEqual({ ok: true, value: join(root, 'missions', 'core.catalog.json') });
    expect(referencedPath(mission, 'catalogs/more.catalog.json').ok).toBe(true);
    const out = referencedPath(mission, '../secret.json');
    expect(!out.ok && out.error.code).toBe('permission');
    const notJson = referencedPath(mission, 'a.txt');
    expect(!notJson.ok && notJson.error.code).toBe('not-text');
  });

  test('the host opens it like a file the user chose: a file id, its text, watched and saved in place', async () => {
    const root = folder();
    const host = new HostService({ userData: join(root, 'user'), dialogs: { openFile: async () => join(root, 'missions', 'a.mission.json'), saveFile: async () => null }, emit: () => {}, appInfo: { version: '0', platform: 'test', versions: {} } });
    try {
      const mission = await host.open({});
      expect(mission.ok).toBe(true);
      if (!mission.ok) return;
      const cat = await host.openReferenced({ relativeTo: mission.value.file.id, path: 'core.catalog.json' });
      expect(cat.ok && cat.value.text).toBe('{"id": "core"}');
      expect(cat.ok && cat.value.file.name).toBe('core.catalog.json');
      if (cat.ok) expect((await host.save({ fileId: cat.value.file.id, text: '{"id": "core2"}' })).ok).toBe(true);
      const missing = await host.openReferenced({ relativeTo: mission.value.file.id, path: 'none.catalog.json' });
      expect(!missing.ok && missing.error.code).toBe('not-found');
      const unknown = await host.openReferenced({ relativeTo: 'nope', path: 'core.catalog.json' });
      expect(!unknown.ok && unknown.error.code).toBe('unknown-file');
    } finally {
      host.dispose();
    }
  });

  test('the IPC contract refuses absolute, escaping and non-JSON paths before any handler runs', () => {
    const validate = new Ajv({ strict: true }).compile(channels['studio:file.openReferenced']);
    expect(validate({ relativeTo: 'f-1', path: 'core.catalog.json' })).toBe(true);
    expect(validate({ relativeTo: 'f-1', path: 'catalogs/Core.JSON' })).toBe(true);
    for (const path of ['/etc/passwd.json', '../x.json', 'a/../../x.json', 'C:\\x.json', '\\\\server\\x.json', 'core.catalog.txt', '']) expect(validate({ relativeTo: 'f-1', path }), path).toBe(false);
  });
});
