// The Electron glue: windows, session hardening, dialogs, menus and IPC wiring. Every decision is
// made in a plain module (security.ts, host-service.ts, ipc.ts, menu.ts, window-state.ts,
// cli-args.ts) that is tested in Node; this file only connects them to Electron.
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, shell, type WebContents } from 'electron';
import { dirname, join } from 'node:path';
import { APP_NAME } from '../shared/app-info';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL, serveAppRequest } from './app-protocol';
import { EVENT_CHANNEL } from '../shared/ipc-contract';
import type { HostEvent, MenuModel } from '../shared/studio-api';
import { parseLaunchArgs, type LaunchRequest } from './cli-args';
import { HostService } from './host-service';
import { registerIpc } from './ipc';
import { menuTemplate } from './menu';
import { message, type Language } from './messages';
import { DroppedPaths } from './files/dropped-paths';
import { allowNavigation, allowPermission, isExternalLink, isTrustedSender, studioWindowOptions, withCspHeader } from './security';
import { loadWindowState, saveWindowState } from './window-state';

// electron-vite 5 emits ES modules for main (package.json has "type": "module"): no __dirname.
const here = import.meta.dirname;
const devUrl = process.env.ELECTRON_RENDERER_URL;
// The built renderer, served as studio://app/ (app-protocol.ts) — never loaded from file://.
const rendererDir = join(here, '../renderer');
const appUrl = devUrl ?? APP_URL;

let win: BrowserWindow | null = null;
let host: HostService;
let language: Language = 'en';
/** The renderer subscribed to host events (it sends its first menu right after). */
let rendererReady = false;
/** The renderer settled every unsaved document: the window may close. */
let closeApproved = false;
const pending: HostEvent[] = [];
let lastFolder: string | null = null;

function send(event: HostEvent): void {
  if (win && rendererReady) win.webContents.send(EVENT_CHANNEL, event);
  else pending.push(event);
}

async function openRequested(request: LaunchRequest): Promise<void> {
  for (const path of request.files) {
    const result = await host.openPath(path);
    send(result.ok ? { type: 'open-file', file: result.value } : { type: 'open-failed', name: path, error: result.error });
  }
  if (request.openSample && request.files.length === 0) send({ type: 'open-sample' });
}

async function confirmExternal(url: string): Promise<void> {
  const options = {
    type: 'question' as const,
    message: message(language, 'openLink'),
    detail: url,
    buttons: [message(language, 'open'), message(language, 'cancel')],
    defaultId: 1,
    cancelId: 1,
  };
  const { response } = win ? await dialog.showMessageBox(win, options) : await dialog.showMessageBox(options);
  if (response === 0) await shell.openExternal(url);
}

function harden(contents: WebContents): void {
  const block = (event: { preventDefault(): void }, url: string) => {
    if (allowNavigation(url)) return;
    event.preventDefault();
    if (isExternalLink(url)) void confirmExternal(url);
  };
  contents.on('will-navigate', block);
  contents.on('will-redirect', block);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) void confirmExternal(url);
    return { action: 'deny' };
  });
}

const dialogs = {
  async openFile() {
    const options = {
      properties: ['openFile' as const],
      defaultPath: lastFolder ?? undefined,
      filters: [
        { name: APP_NAME, extensions: ['json'] },
        { name: '*', extensions: ['*'] },
      ],
    };
    const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    const path = r.canceled ? null : (r.filePaths[0] ?? null);
    if (path) lastFolder = dirname(path);
    return path;
  },
  async openImage() {
    const options = { properties: ['openFile' as const], defaultPath: lastFolder ?? undefined, filters: [{ name: 'PNG, JPEG', extensions: ['png', 'jpg', 'jpeg'] }] };
    const r = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    return r.canceled ? null : (r.filePaths[0] ?? null);
  },
  async saveFile(suggestedName: string, extensions: string[]) {
    const options = {
      defaultPath: join(lastFolder ?? app.getPath('documents'), suggestedName),
      filters: extensions.length ? [{ name: extensions.join(', ').toUpperCase(), extensions }] : [],
    };
    const r = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    const path = r.canceled ? null : (r.filePath ?? null);
    if (path) lastFolder = dirname(path);
    return path;
  },
};

function setMenu(model: MenuModel): void {
  language = model.language ?? language;
  const run = (action: string) => send({ type: 'run-action', action });
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(model, { isMac: process.platform === 'darwin', appName: APP_NAME, run })));
  if (!rendererReady) {
    rendererReady = true;
    for (const event of pending.splice(0)) send(event);
  }
}

async function createWindow(): Promise<void> {
  const stateFile = join(app.getPath('userData'), 'window-state.json');
  const state = await loadWindowState(
    stateFile,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  win = new BrowserWindow(
    studioWindowOptions({ preload: join(here, '../preload/index.cjs'), bounds: state, title: APP_NAME, backgroundColor: '#f4f2ee' }),
  );
  if (state.maximized) win.maximize();
  win.once('ready-to-show', () => win?.show());
  win.webContents.on('render-process-gone', () => {
    // A dead renderer cannot answer "save changes?": its backups are on disk, let the window go.
    rendererReady = false;
  });
  win.on('close', (event) => {
    const w = win!;
    void saveWindowState(stateFile, { ...w.getNormalBounds(), maximized: w.isMaximized() });
    if (closeApproved || !rendererReady) return;
    event.preventDefault();
    send({ type: 'close-requested' });
  });
  win.on('closed', () => {
    win = null;
  });
  await win.loadURL(appUrl);
}

function start(): void {
  // Before the app is ready, or the scheme gets no origin of its own.
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);
  app.on('web-contents-created', (_event, contents) => harden(contents));
  app.on('second-instance', (_event, argv, cwd) => {
    void openRequested(parseLaunchArgs(argv, cwd));
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.on('window-all-closed', () => {
    host?.dispose();
    app.quit();
  });

  void app.whenReady().then(async () => {
    const ses = session.defaultSession;
    protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, rendererDir));
    ses.webRequest.onHeadersReceived((details, callback) => callback({ responseHeaders: withCspHeader(details.responseHeaders, !!devUrl) }));
    ses.setPermissionRequestHandler((_contents, permission, callback) => callback(allowPermission(permission)));
    ses.setPermissionCheckHandler((_contents, permission) => allowPermission(permission));

    host = new HostService({
      userData: app.getPath('userData'),
      dialogs,
      emit: send,
      appInfo: {
        version: app.getVersion(),
        platform: process.platform,
        versions: { electron: process.versions.electron, chrome: process.versions.chrome, node: process.versions.node },
      },
    });
    // Off the start-up path: what killed saves of the recent documents left behind (issue 17.9).
    setTimeout(() => void host?.removeStaleTemporaries().catch(() => 0), 5000).unref();
    const dropped = new DroppedPaths();
    registerIpc(
      ipcMain,
      {
        'studio:app.info': () => host.appInfo(),
        'studio:file.open': (a: { fileId?: string }) => host.open(a),
        'studio:file.dropped': (a: { paths: string[] }) => dropped.remember(a.paths),
        'studio:file.openDropped': (a: { path: string }) =>
          dropped.take(a.path) ? host.openPath(a.path) : { ok: false, error: { code: 'permission', message: 'Only a file dropped on the window can be opened this way.' } },
        'studio:file.save': (a: Parameters<HostService['save']>[0]) => host.save(a),
        'studio:file.saveAs': (a: Parameters<HostService['saveAs']>[0]) => host.saveAs(a),
        'studio:file.revert': (a: { fileId: string }) => host.revert(a),
        'studio:file.checkDisk': (a: Parameters<HostService['checkDisk']>[0]) => host.checkDisk(a),
        'studio:file.release': (a: { fileId: string }) => host.release(a),
        'studio:recent.list': () => host.recentFiles(),
        'studio:recent.clear': () => host.clearRecentFiles(),
        'studio:backup.write': (a: Parameters<HostService['writeBackup']>[0]) => host.writeBackup(a),
        'studio:backup.list': () => host.listBackups(),
        'studio:backup.discard': (a: { docId: string }) => host.discardBackup(a),
        'studio:export': (a: Parameters<HostService['export']>[0]) => host.export(a),
        'studio:image.import': (a: Parameters<HostService['importImage']>[0]) => host.importImage(a),
        'studio:image.read': (a: Parameters<HostService['readImage']>[0]) => host.readImage(a),
        'studio:file.openReferenced': (a: Parameters<HostService['openReferenced']>[0]) => host.openReferenced(a),
        'studio:menu.set': (a: MenuModel) => setMenu(a),
        'studio:window.close': () => {
          closeApproved = true;
          win?.close();
        },
      },
      (event) => !!win && event.sender === win.webContents && isTrustedSender(event.senderFrame?.url, appUrl),
    );
    await createWindow();
    await openRequested(parseLaunchArgs(process.argv.slice(1), process.cwd()));
  });
}

if (app.requestSingleInstanceLock()) start();
else app.quit();
