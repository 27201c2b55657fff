import { describe, expect, test, vi } from 'vitest';
import { createI18n } from '../../../../src/renderer/i18n';
import { Studio } from '../../../../src/renderer/studio';
import { shellActions } from '../../../../src/renderer/actions';
import { JSON_ICON } from '../../../../src/renderer/ui/kind-icons';
import type { FileVersion, HostEvent, Result, SavedFile, StudioApi } from '../../../../src/shared/studio-api';

function fakeHost(overrides: Partial<StudioApi> = {}) {
  const listeners: ((e: HostEvent) => void)[] = [];
  const host: StudioApi = {
    appInfo: async () => ({ name: 'x', version: '0', host: 'web', platform: 'test', versions: {} }),
    open: async () => ({ ok: false, error: { code: 'cancelled', message: '' } }),
    openDropped: async () => ({ ok: false, error: { code: 'cancelled', message: '' } }),
    save: vi.fn(async ({ fileId }): Promise<Result<SavedFile>> => ({ ok: true, value: { file: { id: fileId, name: 'a.mission.json' }, version: { mtimeMs: 2, size: 2 } } })),
    saveAs: vi.fn(async (): Promise<Result<SavedFile>> => ({ ok: true, value: { file: { id: 'f-new', name: 'new.mission.json' }, version: { mtimeMs: 1, size: 1 } } })),
    revert: vi.fn(async ({ fileId }) => ({ ok: true as const, value: { file: { id: fileId, name: 'a.mission.json' }, text: '{"title": "disk"}', version: { mtimeMs: 9, size: 9 }, readOnly: false } })),
    checkDisk: vi.fn(async () => ({ ok: true as const, value: { changed: false, missing: false, version: null as FileVersion | null } })),
    release: vi.fn(async () => {}),
    recentFiles: async () => [],
    clearRecentFiles: async () => {},
    writeBackup: vi.fn(async () => {}),
    listBackups: async () => [],
    discardBackup: vi.fn(async () => {}),
    export: async () => ({ ok: false, error: { code: 'cancelled', message: '' } }),
    setMenu: async () => {},
    closeWindow: vi.fn(async () => {}),
    onEvent: (l) => {
      listeners.push(l);
      return () => {};
    },
    ...overrides,
  };
  return host;
}

function makeStudio(host = fakeHost()) {
  const store = new Map<string, string>();
  const studio = new Studio({
    host,
    i18n: createI18n('en'),
    isMac: false,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    theme: 'light',
    validate: async () => [],
    rulesets: [
      {
        id: 'test',
        kinds: [{ kind: 'mission', name: 'kind.json', icon: JSON_ICON, create: { action: 'file.newMission', label: 'action.newMission', hint: 'start.newMissionHint', title: 'template.missionTitle', template: (title) => JSON.stringify({ title }) } }],
        register: () => {},
      },
    ],
    samples: [],
  });
  studio.actions.register(...shellActions);
  return { studio, host };
}

/** Answers the next dialog with the button `id`. */
function answer(studio: Studio, id: string) {
  return new Promise<string>((resolve) => {
    const stop = studio.ui.subscribe(() => {
      const dialog = studio.ui.get().dialog;
      if (dialog) {
        stop();
        resolve(dialog.title);
        dialog.resolve(id);
      }
    });
  });
}

const opened = (text = '{"title": "A"}') => ({ file: { id: 'f-1', name: 'a.mission.json' }, text, version: { mtimeMs: 1, size: 14 }, readOnly: false });

describe('Studio document flows', () => {
  test('a new document is saved with Save as; later saves go into that file', async () => {
    const { studio, host } = makeStudio();
    const doc = studio.newDocument('mission')!;
    expect(doc.getSnapshot().meta.name).toMatch(/^Untitled-\d+\.mission\.json$/);
    expect(await studio.save(doc)).toBe(true);
    expect(host.saveAs).toHaveBeenCalledOnce();
    expect(doc.getSnapshot().meta.file).toEqual({ id: 'f-new', name: 'new.mission.json' });
    doc.patch([{ op: 'replace', path: '/title', value: 'B' }]);
    expect(await studio.save(doc)).toBe(true);
    expect(host.save).toHaveBeenCalledWith(expect.objectContaining({ fileId: 'f-new', expected: { mtimeMs: 1, size: 1 } }));
    expect(doc.getSnapshot().dirty).toBe(false);
  });

  test('opening a file that is already open activates its tab instead of a second copy', () => {
    const { studio } = makeStudio();
    const a = studio.openFile(opened());
    studio.newDocument('mission');
    expect(studio.openFile(opened())).toBe(a);
    expect(studio.workspace.all.length).toBe(2);
    expect(studio.workspace.active).toBe(a);
  });

  test('saving over a file another program changed asks; "keep mine" overwrites', async () => {
    const save = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, error: { code: 'changed-on-disk', message: '' } })
      .mockResolvedValueOnce({ ok: true, value: { file: { id: 'f-1', name: 'a.mission.json' }, version: { mtimeMs: 3, size: 3 } } });
    const { studio } = makeStudio(fakeHost({ save }));
    const doc = studio.openFile(opened());
    doc.patch([{ op: 'replace', path: '/title', value: 'mine' }]);
    const asked = answer(studio, 'keep');
    expect(await studio.save(doc)).toBe(true);
    expect(await asked).toBe('“a.mission.json” was changed by another program');
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ overwrite: true }));
  });

  test('a change on disk to a clean document offers to load it; loading is not an undo step', async () => {
    const checkDisk = vi.fn(async () => ({ ok: true as const, value: { changed: true, missing: false, version: { mtimeMs: 9, size: 9 } } }));
    const { studio } = makeStudio(fakeHost({ checkDisk }));
    const doc = studio.openFile(opened());
    const asked = answer(studio, 'load');
    await studio.handleHostEvent({ type: 'file-changed', fileId: 'f-1' });
    await asked;
    expect(doc.getSnapshot().data).toEqual({ title: 'disk' });
    expect(doc.canUndo).toBe(false);
  });

  test('keeping my version after an outside change marks the document unsaved and does not ask again', async () => {
    const checkDisk = vi.fn(async ({ known }: { known: FileVersion | null }) => ({
      ok: true as const,
      value: { changed: known?.mtimeMs !== 9, missing: false, version: { mtimeMs: 9, size: 9 } },
    }));
    const { studio } = makeStudio(fakeHost({ checkDisk }));
    const doc = studio.openFile(opened());
    const asked = answer(studio, 'keep');
    await studio.checkDisk(doc);
    await asked;
    expect(doc.getSnapshot().dirty).toBe(true);
    await studio.checkDisk(doc);
    expect(studio.ui.get().dialog).toBeNull();
  });

  test('closing the window: unsaved documents are asked about; cancel keeps the window open', async () => {
    const { studio, host } = makeStudio();
    const doc = studio.openFile(opened());
    doc.patch([{ op: 'replace', path: '/title', value: 'changed' }]);
    const asked = answer(studio, 'cancel');
    await studio.handleHostEvent({ type: 'close-requested' });
    await asked;
    expect(host.closeWindow).not.toHaveBeenCalled();
    const again = answer(studio, 'discard');
    await studio.handleHostEvent({ type: 'close-requested' });
    await again;
    expect(host.closeWindow).toHaveBeenCalledOnce();
    expect(host.release).toHaveBeenCalledWith({ fileId: 'f-1' });
  });

  test('revert asks before throwing changes away', async () => {
    const { studio, host } = makeStudio();
    const doc = studio.openFile(opened());
    doc.patch([{ op: 'replace', path: '/title', value: 'changed' }]);
    const asked = answer(studio, 'cancel');
    await studio.actions.execute('file.revert', 'menu');
    await asked;
    expect(host.revert).not.toHaveBeenCalled();
    const again = answer(studio, 'revert');
    await studio.actions.execute('file.revert', 'menu');
    await again;
    expect(doc.getSnapshot().data).toEqual({ title: 'disk' });
  });

  test('the Edit menu names the step it undoes, in the current language', async () => {
    const { studio } = makeStudio();
    const doc = studio.openFile(opened());
    doc.patch([{ op: 'replace', path: '/title', value: 'x' }], { label: 'Titel (Deutsch)' });
    await studio.setLanguage('de');
    const edit = studio.menuModel().menus.find((m) => m.id === 'edit')!;
    expect(edit.label).toBe('Bearbeiten');
    expect(edit.items[0]).toMatchObject({ action: 'edit.undo', label: 'Titel (Deutsch) rückgängig', accelerator: 'CmdOrCtrl+Z', enabled: true });
    expect(edit.items[1]).toMatchObject({ action: 'edit.redo', label: 'Wiederholen', enabled: false });
  });
});
