// The Electron glue (src/main/index.ts) run against a stand-in for the `electron` module: the
// binary is not available here, but the wiring — every window's options, the session policies,
// IPC registration, the close handshake, single instance and launch files — is checked for real.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS, EVENT_CHANNEL } from '../../../../src/shared/ipc-contract';
import { contentSecurityPolicy } from '../../../../src/shared/csp';
import { secureWebPreferences } from '../../../../src/main/security';

const h = vi.hoisted(() => ({
  userData: '',
  windows: [] as any[],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => unknown>(),
  appEvents: new Map<string, (...args: any[]) => void>(),
  headers: null as null | ((details: unknown, cb: (r: unknown) => void) => void),
  permissionRequest: null as null | ((wc: unknown, p: string, cb: (ok: boolean) => void) => void),
  permissionCheck: null as null | ((wc: unknown, p: string) => boolean),
  menus: [] as unknown[],
  messageBoxes: [] as unknown[],
  messageBoxResponse: 1,
  opened: [] as string[],
  ready: null as null | (() => void),
  isReady: false,
  privileged: [] as { scheme: string; privileges: Record<string, boolean>; beforeReady: boolean }[],
  protocols: new Map<string, (request: { url: string }) => Promise<Response>>(),
}));

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  class FakeWebContents extends EventEmitter {
    sent: [string, unknown][] = [];
    openHandler: ((d: { url: string }) => unknown) | null = null;
    send(channel: string, payload: unknown) {
      this.sent.push([channel, payload]);
    }
    setWindowOpenHandler(fn: (d: { url: string }) => unknown) {
      this.openHandler = fn;
    }
  }
  class BrowserWindow extends EventEmitter {
    webContents = new FakeWebContents();
    closed = false;
    constructor(public options: any) {
      super();
      h.windows.push(this);
      h.appEvents.get('web-contents-created')?.({}, this.webContents);
    }
    loadFile = vi.fn(async () => {});
    loadURL = vi.fn(async () => {});
    maximize() {}
    show() {}
    focus() {}
    restore() {}
    isMinimized() {
      return false;
    }
    isMaximized() {
      return false;
    }
    getNormalBounds() {
      return { x: 10, y: 10, width: 1200, height: 800 };
    }
    close() {
      const event = { defaultPrevented: false, preventDefault() { this.defaultPrevented = true; } };
      this.emit('close', event);
      if (!event.defaultPrevented) this.closed = true;
    }
  }
  const ready = new Promise<void>((resolve) => (h.ready = () => ((h.isReady = true), resolve())));
  return {
    app: {
      requestSingleInstanceLock: () => true,
      on: (name: string, fn: (...args: any[]) => void) => h.appEvents.set(name, fn),
      whenReady: () => ready,
      getPath: (name: string) => (name === 'userData' ? h.userData : tmpdir()),
      getVersion: () => '0.1.0',
      quit: vi.fn(),
    },
    BrowserWindow,
    protocol: {
      registerSchemesAsPrivileged: (schemes: { scheme: string; privileges: Record<string, boolean> }[]) =>
        schemes.forEach((s) => h.privileged.push({ ...s, beforeReady: !h.isReady })),
      handle: (scheme: string, fn: (request: { url: string }) => Promise<Response>) => h.protocols.set(scheme, fn),
    },
    ipcMain: { handle: (channel: string, fn: any) => h.handlers.set(channel, fn) },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (fn: any) => (h.headers = fn) },
        setPermissionRequestHandler: (fn: any) => (h.permissionRequest = fn),
        setPermissionCheckHandler: (fn: any) => (h.permissionCheck = fn),
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    Menu: { buildFromTemplate: (t: unknown) => t, setApplicationMenu: (m: unknown) => h.menus.push(m) },
    dialog: {
      showMessageBox: vi.fn(async (_w: unknown, options: unknown) => {
        h.messageBoxes.push(options);
        return { response: h.messageBoxResponse };
      }),
      showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })),
      showSaveDialog: vi.fn(async () => ({ canceled: true })),
    },
    shell: { openExternal: vi.fn(async (url: string) => void h.opened.push(url)) },
    webUtils: {},
  };
});

let dir: string;
let launchFile: string;
const argv = process.argv;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-glue-'));
  h.userData = join(dir, 'user-data');
  launchFile = join(dir, 'launched.mission.json');
  await writeFile(launchFile, '{"title": "from the command line"}');
  process.argv = [process.execPath, '.', launchFile, '--open-sample'];
  await import('../../../../src/main/index');
  h.ready!();
  await vi.waitFor(() => expect(h.windows.length).toBe(1), { timeout: 10_000 });
  await vi.waitFor(() => expect(h.windows[0].loadURL).toHaveBeenCalled(), { timeout: 10_000 });
});

afterAll(async () => {
  process.argv = argv;
  await rm(dir, { recursive: true, force: true });
});

const win = () => h.windows[0];
const trusted = () => ({ sender: win().webContents, senderFrame: { url: win().loadURL.mock.calls[0][0] } });
const events = () => win().webContents.sent.filter(([c]: [string]) => c === EVENT_CHANNEL).map(([, e]: [string, unknown]) => e);

describe('the Electron glue', () => {
  test('the one window is created with the secure options and loads the built renderer', () => {
    expect(win().options.webPreferences).toEqual(secureWebPreferences(expect.stringMatching(/preload[/\\]index\.cjs$/) as unknown as string));
    expect(win().options).toMatchObject({ width: 1440, height: 900, show: false });
    // 17.14: through the studio's own privileged origin, never file://.
    expect(win().loadURL.mock.calls).toEqual([['studio://app/index.html']]);
    expect(win().loadFile).not.toHaveBeenCalled();
  });

  test('studio://app/ is registered as a privileged scheme before the app is ready and serves only the renderer folder (17.14)', async () => {
    expect(h.privileged).toEqual([
      { scheme: 'studio', privileges: expect.objectContaining({ standard: true, secure: true, bypassCSP: false, allowServiceWorkers: false }), beforeReady: true },
    ]);
    const serve = h.protocols.get('studio')!;
    const page = await serve({ url: 'studio://app/index.html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(await page.text()).toContain('<div id="root">');
    for (const url of ['studio://app/%2e%2e/main/index.ts', 'studio://app/..%2Fmain%2Findex.ts', 'studio://app/%2E%2E%5Cmain%5Cindex.ts', 'studio://other/index.html', 'studio://app/nothing.js']) {
      expect((await serve({ url })).status, url).toBeGreaterThanOrEqual(400);
    }
  });

  test('the session sends the CSP header and refuses every permission', () => {
    let result: any;
    h.headers!({ responseHeaders: { 'X-A': ['1'] } }, (r) => (result = r));
    expect(result.responseHeaders['Content-Security-Policy']).toEqual([contentSecurityPolicy()]);
    const answers: boolean[] = [];
    h.permissionRequest!({}, 'media', (ok) => answers.push(ok));
    expect(answers).toEqual([false]);
    expect(h.permissionCheck!({}, 'notifications')).toBe(false);
  });

  test('navigation and new windows are refused; an http link opens in the browser only after the user agrees', async () => {
    const contents = win().webContents;
    const nav = { prevented: false, preventDefault() { this.prevented = true; } };
    contents.emit('will-navigate', nav, 'https://example.org/');
    expect(nav.prevented).toBe(true);
    const webview = { prevented: false, preventDefault() { this.prevented = true; } };
    contents.emit('will-attach-webview', webview);
    expect(webview.prevented).toBe(true);

    h.messageBoxResponse = 1;
    expect(contents.openHandler({ url: 'https://game-icons.net' })).toEqual({ action: 'deny' });
    await vi.waitFor(() => expect(h.messageBoxes.length).toBe(2));
    expect(h.opened).toEqual([]);
    h.messageBoxResponse = 0;
    contents.openHandler({ url: 'https://creativecommons.org/licenses/by/3.0/' });
    await vi.waitFor(() => expect(h.opened).toEqual(['https://creativecommons.org/licenses/by/3.0/']));
    expect(contents.openHandler({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(h.messageBoxes.length).toBe(3);
  });

  test('every channel is registered, and calls from anything but the studio page are refused', async () => {
    expect([...h.handlers.keys()].sort()).toEqual([...CHANNELS].sort());
    const info = h.handlers.get('studio:app.info')!;
    await expect(info(trusted(), {})).resolves.toMatchObject({ name: 'Scenario Studio', host: 'electron', version: '0.1.0' });
    await expect(info({ sender: {}, senderFrame: trusted().senderFrame }, {})).rejects.toThrow(/sender/);
    await expect(info({ sender: win().webContents, senderFrame: { url: 'file:///tmp/other.html' } }, {})).rejects.toThrow(/sender/);
    await expect(info({ sender: win().webContents, senderFrame: { url: 'studio://evil/index.html' } }, {})).rejects.toThrow(/sender/);
    await expect(info({ sender: win().webContents, senderFrame: { url: 'other://app/index.html' } }, {})).rejects.toThrow(/sender/);
  });

  test('files from the command line wait for the renderer; --open-sample gives way to them', async () => {
    expect(events()).toEqual([]);
    await h.handlers.get('studio:menu.set')!(trusted(), { language: 'de', menus: [{ id: 'file', label: 'Datei', items: [] }] });
    // Opening reads the file: wait for it (a busy machine is slow), but nothing else may arrive.
    await vi.waitFor(() =>
      expect(events()).toEqual([
        { type: 'open-file', file: expect.objectContaining({ text: '{"title": "from the command line"}', file: { id: expect.any(String), name: 'launched.mission.json' } }) },
      ]),
    );
    expect(h.menus.at(-1)).toEqual([{ label: 'Datei', submenu: [] }]);
  });

  test('openDropped opens only a path the preload saw dropped, once (17.14)', async () => {
    const dropped = join(dir, 'dropped.mission.json');
    await writeFile(dropped, '{"title": "dropped"}');
    const open = h.handlers.get('studio:file.openDropped')!;
    await expect(open(trusted(), { path: dropped })).resolves.toMatchObject({ ok: false, error: { code: 'permission' } });
    await h.handlers.get('studio:file.dropped')!(trusted(), { paths: [dropped] });
    await expect(open(trusted(), { path: dropped })).resolves.toMatchObject({ ok: true, value: { file: { name: 'dropped.mission.json' } } });
    await expect(open(trusted(), { path: dropped })).resolves.toMatchObject({ ok: false, error: { code: 'permission' } });
    await expect(open(trusted(), { path: '/etc/passwd' })).resolves.toMatchObject({ ok: false });
  });

  test('a second launch opens its file in the first window', async () => {
    const second = join(dir, 'second.deck.json');
    await writeFile(second, '{}');
    h.appEvents.get('second-instance')!({}, [process.execPath, second], dir);
    await vi.waitFor(() => expect(events().at(-1)).toMatchObject({ type: 'open-file', file: { file: { name: 'second.deck.json' } } }));
  });

  test('closing asks the renderer first; the window goes once the renderer says so', async () => {
    win().close();
    expect(win().closed).toBe(false);
    expect(events().at(-1)).toEqual({ type: 'close-requested' });
    await h.handlers.get('studio:window.close')!(trusted(), {});
    expect(win().closed).toBe(true);
  });
});
