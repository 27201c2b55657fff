import { describe, expect, test, vi } from 'vitest';
import { registerIpc, type Handlers, type IpcEventLike } from '../../../../src/main/ipc';
import { CHANNELS } from '../../../../src/shared/ipc-contract';
import { fitToScreens } from '../../../../src/main/window-state';
import { parseLaunchArgs } from '../../../../src/main/cli-args';
import { menuTemplate } from '../../../../src/main/menu';

function setup() {
  const registered = new Map<string, (event: IpcEventLike, ...args: unknown[]) => unknown>();
  const handlers = Object.fromEntries(CHANNELS.map((c) => [c, vi.fn(async () => 'ok')])) as unknown as Handlers & Record<string, ReturnType<typeof vi.fn>>;
  registerIpc({ handle: (c, l) => registered.set(c, l) }, handlers, (e) => e.senderFrame?.url === 'file:///app/index.html');
  const trusted = { senderFrame: { url: 'file:///app/index.html' } };
  return { registered, handlers, trusted };
}

describe('IPC', () => {
  test('every channel is namespaced and registered', () => {
    const { registered } = setup();
    expect([...registered.keys()].sort()).toEqual([...CHANNELS].sort());
    for (const c of CHANNELS) expect(c).toMatch(/^studio:[a-z]+\.[a-zA-Z]+$|^studio:export$/);
  });

  test('a valid call from the studio page reaches its handler', async () => {
    const { registered, handlers, trusted } = setup();
    await expect(registered.get('studio:file.save')!(trusted, { fileId: 'f-1', text: '{}' })).resolves.toBe('ok');
    expect(handlers['studio:file.save']).toHaveBeenCalledWith({ fileId: 'f-1', text: '{}' });
  });

  test('calls from another page, with extra properties, wrong types or two arguments are refused', async () => {
    const { registered, handlers, trusted } = setup();
    const save = registered.get('studio:file.save')!;
    await expect(save({ senderFrame: { url: 'https://evil.example/' } }, { fileId: 'f-1', text: '{}' })).rejects.toThrow(/sender/);
    await expect(save(trusted, { fileId: 'f-1', text: '{}', path: '/etc/passwd' })).rejects.toThrow(/invalid argument/);
    await expect(save(trusted, { fileId: 1, text: '{}' })).rejects.toThrow(/invalid argument/);
    await expect(save(trusted, { fileId: 'f-1', text: '{}' }, 'extra')).rejects.toThrow(/invalid argument/);
    await expect(registered.get('studio:backup.discard')!(trusted, { docId: '../../etc' })).rejects.toThrow(/invalid argument/);
    expect(handlers['studio:file.save']).not.toHaveBeenCalled();
  });
});

describe('window state', () => {
  const screen = [{ x: 0, y: 0, width: 1920, height: 1080 }];
  test('a remembered position on a visible screen is kept', () => {
    expect(fitToScreens({ x: 100, y: 50, width: 1200, height: 800, maximized: true }, screen)).toEqual({ x: 100, y: 50, width: 1200, height: 800, maximized: true });
  });
  test('a window on an unplugged monitor comes back centred; nonsense gets defaults', () => {
    expect(fitToScreens({ x: 4000, y: 50, width: 1200, height: 800 }, screen)).toEqual({ width: 1200, height: 800, maximized: false });
    expect(fitToScreens('garbage', screen)).toEqual({ width: 1440, height: 900, maximized: false });
    expect(fitToScreens({ width: 10, height: 10 }, screen)).toMatchObject({ width: 800, height: 560 });
  });
});

describe('launch arguments', () => {
  test('files from the command line open; Chromium switches and the app path do not', () => {
    expect(parseLaunchArgs(['.', '--no-sandbox', 'a.mission.json', '/abs/b.deck.json', '--open-sample'], '/home/u')).toEqual({
      files: ['/home/u/a.mission.json', '/abs/b.deck.json'],
      openSample: true,
    });
  });
});

describe('native menus', () => {
  test('are built from the renderer model; accelerators shown but handled by the renderer; clipboard roles in Edit', () => {
    const run = vi.fn();
    const template = menuTemplate(
      {
        menus: [
          { id: 'file', label: 'Datei', items: [{ action: 'file.save', label: 'Speichern', accelerator: 'CmdOrCtrl+S', enabled: true }, { separator: true }] },
          { id: 'edit', label: 'Bearbeiten', items: [{ action: 'edit.undo', label: 'Rückgängig', accelerator: 'CmdOrCtrl+Z', enabled: false }] },
        ],
      },
      { isMac: false, appName: 'Scenario Studio', run },
    );
    expect(template.map((m) => m.label)).toEqual(['Datei', 'Bearbeiten']);
    const save = (template[0].submenu as { label?: string; registerAccelerator?: boolean; click?: () => void }[])[0];
    expect(save).toMatchObject({ label: 'Speichern', accelerator: 'CmdOrCtrl+S', registerAccelerator: false });
    save.click!();
    expect(run).toHaveBeenCalledWith('file.save');
    const edit = template[1].submenu as { role?: string; enabled?: boolean }[];
    expect(edit[0].enabled).toBe(false);
    expect(edit.map((i) => i.role).filter(Boolean)).toEqual(['cut', 'copy', 'paste', 'selectAll']);
    expect(menuTemplate({ menus: [] }, { isMac: true, appName: 'Scenario Studio', run })[0].label).toBe('Scenario Studio');
  });
});
