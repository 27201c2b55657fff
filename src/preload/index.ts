// The preload exposes exactly one object, `window.studio`, implementing `StudioApi` (src/shared):
// one argument per call, a promise back, every call on its own namespaced channel. Nothing of
// Electron or Node reaches the page.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { EVENT_CHANNEL, type Channel } from '../shared/ipc-contract';
import type { HostEvent, StudioApi } from '../shared/studio-api';

const call =
  <A, R>(channel: Channel) =>
  (arg: A): Promise<R> =>
    ipcRenderer.invoke(channel, arg) as Promise<R>;

const api: StudioApi = {
  appInfo: call('studio:app.info'),
  open: call('studio:file.open'),
  async openDropped({ file }) {
    // The path stays in the preload and the main process; the page only ever sees the file id.
    const path = webUtils.getPathForFile(file);
    if (!path) return { ok: false, error: { code: 'unknown-file', message: `“${file.name}” cannot be opened from where it was dropped.` } };
    return ipcRenderer.invoke('studio:file.openDropped', { path });
  },
  save: call('studio:file.save'),
  saveAs: call('studio:file.saveAs'),
  revert: call('studio:file.revert'),
  checkDisk: call('studio:file.checkDisk'),
  release: call('studio:file.release'),
  recentFiles: call('studio:recent.list'),
  clearRecentFiles: call('studio:recent.clear'),
  writeBackup: call('studio:backup.write'),
  listBackups: call('studio:backup.list'),
  discardBackup: call('studio:backup.discard'),
  export: call('studio:export'),
  importImage: call('studio:image.import'),
  readImage: call('studio:image.read'),
  openReferenced: call('studio:file.openReferenced'),
  setMenu: call('studio:menu.set'),
  closeWindow: call('studio:window.close'),
  onEvent(listener) {
    const handler = (_event: unknown, hostEvent: HostEvent) => listener(hostEvent);
    ipcRenderer.on(EVENT_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, handler);
    };
  },
};

// Every real drop (never a page's synthetic event) tells the main process which paths the user dropped, before the
// page's own drop handler asks to open them: main opens only those (issue 17.14). Not part of `window.studio`.
interface TrustedDrop {
  isTrusted: boolean;
  dataTransfer: { files: Iterable<File> } | null;
}
const page = globalThis as unknown as { addEventListener(type: 'drop', listener: (e: TrustedDrop) => void, capture: boolean): void };
page.addEventListener(
  'drop',
  (e) => {
    if (!e.isTrusted || !e.dataTransfer) return;
    const paths: string[] = [];
    for (const file of e.dataTransfer.files) {
      const path = webUtils.getPathForFile(file);
      if (path) paths.push(path);
    }
    if (paths.length) void ipcRenderer.invoke('studio:file.dropped', { paths });
  },
  true,
);

contextBridge.exposeInMainWorld('studio', api);
