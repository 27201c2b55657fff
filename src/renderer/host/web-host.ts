/**
 * The web edition's host: the same `StudioApi` as the Electron preload, on browser APIs.
 * Files go through the File System Access API where the browser has it (real saves into the
 * file the user picked), else they are opened by upload and saved by download. Recent files and
 * backups live in IndexedDB.
 */
import { APP_NAME } from '../../shared/app-info';
import { detectKindFromText } from '../../shared/document-kind';
import type {
  AppInfo,
  Backup,
  FileRef,
  FileVersion,
  HostError,
  HostEvent,
  OpenedFile,
  RecentFile,
  Result,
  SavedFile,
  StudioApi,
} from '../../shared/studio-api';
import { BrowserStorage, type StoredBackup } from './browser-storage';
import { browserLiveSessions, type LiveSessions } from './live-sessions';
import { PictureStore, textVersion, withVersion } from './picture-store';
import { pickFileByUpload, saveByDownload } from './upload-download';

const MAX_BYTES = 64 * 1024 * 1024;
const JSON_TYPES: FilePickerAcceptType[] = [{ description: 'Scenario Studio JSON', accept: { 'application/json': ['.json'] } }];

interface OpenFileState {
  ref: FileRef;
  handle?: FileSystemFileHandle;
  /** Upload mode: the text as opened or last saved, for revert. */
  text?: string;
  /** What identifies the document for its pictures (picture-store.ts): the text as opened, and whether from the recent list. */
  opened: { version?: string; fromRecent: boolean };
  /** Versions of the text this page opened or saved without a handle (they identify the file when it is uploaded again). */
  versions: string[];
  /** The key its pictures are kept under: undefined until looked up, null where it has none yet. */
  owner?: string | null;
}

const fail = (code: HostError['code'], message: string): { ok: false; error: HostError } => ({ ok: false, error: { code, message } });

function isAbort(e: unknown): boolean {
  return e instanceof DOMException && e.name === 'AbortError';
}

function hostError(e: unknown, name: string): { ok: false; error: HostError } {
  if (isAbort(e)) return fail('cancelled', 'Cancelled.');
  if (e instanceof DOMException && e.name === 'NotFoundError') {
    return fail('not-found', `“${name}” no longer exists. It may have been moved, renamed or deleted.`);
  }
  if (e instanceof DOMException && e.name === 'NotAllowedError') {
    return fail('permission', `The browser did not allow access to “${name}”.`);
  }
  if (e instanceof DOMException && e.name === 'NoModificationAllowedError') {
    return fail('read-only', `“${name}” is read-only. Use Save as… to keep your changes in another file.`);
  }
  return fail('io', `“${name}” could not be read or written: ${e instanceof Error ? e.message : String(e)}`);
}

async function readText(file: File): Promise<Result<{ text: string; version: FileVersion }>> {
  if (file.size > MAX_BYTES) return fail('too-large', `“${file.name}” is larger than 64 MB; the studio does not open files that big.`);
  const text = await file.text();
  if (text.includes('\u0000')) return fail('not-text', `“${file.name}” is not a text file.`);
  return { ok: true, value: { text, version: { mtimeMs: file.lastModified, size: file.size } } };
}

export interface WebHostOptions {
  win?: Window;
  storage?: BrowserStorage;
  /** Which studio pages are alive (see live-sessions.ts); each backup is stamped with this page's. */
  sessions?: LiveSessions;
  pictures?: PictureStore;
  now?: () => number;
}

export function createWebHost(opts: WebHostOptions = {}): StudioApi {
  const win = opts.win ?? window;
  const storage = opts.storage ?? new BrowserStorage();
  const sessions = opts.sessions ?? browserLiveSessions(win as Window & typeof globalThis);
  const pictures = opts.pictures ?? new PictureStore();
  const now = opts.now ?? (() => Date.now());
  const files = new Map<string, OpenFileState>();
  const listeners = new Set<(e: HostEvent) => void>();
  const hasAccessApi = typeof win.showOpenFilePicker === 'function' && typeof win.showSaveFilePicker === 'function';

  const newRef = (name: string): FileRef => ({ id: `web-${crypto.randomUUID()}`, name });

  /** How a document opened in this page is known to the picture store: a handle, or its name and text. */
  async function identity(text: string | undefined, handle: FileSystemFileHandle | undefined, fromRecent: boolean) {
    const version = !handle && text !== undefined ? await textVersion(text) : undefined;
    return { opened: { version, fromRecent }, versions: version ? [version] : [] };
  }

  /** The key of the document's pictures, looked up once per open document. */
  async function pictureOwner(state: OpenFileState): Promise<string | undefined> {
    if (state.owner === undefined) {
      const { name } = state.ref;
      state.owner = (await pictures.ownerOf({ name, handle: state.handle, ...state.opened })) ?? null;
    }
    return state.owner ?? undefined;
  }

  /** After a save: the new text (and name) identify the document's pictures from now on. */
  async function saved(state: OpenFileState, text: string): Promise<void> {
    const version = state.handle ? undefined : await textVersion(text);
    if (version) state.versions = withVersion(state.versions, version);
    const owner = await pictureOwner(state);
    if (owner) await pictures.noteVersion(owner, { version, name: state.ref.name, handle: state.handle });
  }

  async function remember(state: OpenFileState, text: string): Promise<void> {
    files.set(state.ref.id, state);
    await storage.touchRecent({
      id: state.ref.id,
      name: state.ref.name,
      kind: detectKindFromText(state.ref.name, text),
      openedAt: now(),
      handle: state.handle,
      text: state.handle ? undefined : text,
    });
  }

  async function openHandle(handle: FileSystemFileHandle, id?: string): Promise<Result<OpenedFile>> {
    try {
      const read = await readText(await handle.getFile());
      if (!read.ok) return read;
      const ref = id ? { id, name: handle.name } : newRef(handle.name);
      await remember({ ref, handle, ...(await identity(undefined, handle, id !== undefined)) }, read.value.text);
      return { ok: true, value: { file: ref, text: read.value.text, version: read.value.version, readOnly: false } };
    } catch (e) {
      return hostError(e, handle.name);
    }
  }

  async function openUploaded(file: File): Promise<Result<OpenedFile>> {
    const read = await readText(file);
    if (!read.ok) return read;
    const ref = newRef(file.name);
    await remember({ ref, text: read.value.text, ...(await identity(read.value.text, undefined, false)) }, read.value.text);
    return { ok: true, value: { file: ref, text: read.value.text, version: null, readOnly: false } };
  }

  async function ensurePermission(handle: FileSystemFileHandle, mode: FileSystemPermissionMode): Promise<boolean> {
    if (!handle.queryPermission) return true;
    if ((await handle.queryPermission({ mode })) === 'granted') return true;
    return (await handle.requestPermission?.({ mode })) === 'granted';
  }

  async function writeHandle(handle: FileSystemFileHandle, data: string | Uint8Array): Promise<FileVersion> {
    // createWritable writes to a swap file that replaces the original on close: the file on disk
    // is the old or the new content, never a mix.
    const writable = await handle.createWritable();
    await writable.write(typeof data === 'string' ? data : new Blob([data as Uint8Array<ArrayBuffer>]));
    await writable.close();
    const file = await handle.getFile();
    return { mtimeMs: file.lastModified, size: file.size };
  }

  async function saveNew(suggestedName: string, text: string): Promise<Result<SavedFile>> {
    if (hasAccessApi) {
      try {
        const handle = await win.showSaveFilePicker!({ suggestedName, types: JSON_TYPES });
        const version = await writeHandle(handle, text);
        const ref = newRef(handle.name);
        await remember({ ref, handle, ...(await identity(undefined, handle, false)) }, text);
        return { ok: true, value: { file: ref, version } };
      } catch (e) {
        return hostError(e, suggestedName);
      }
    }
    saveByDownload(win, suggestedName, text, 'application/json');
    const ref = newRef(suggestedName);
    await remember({ ref, text, ...(await identity(text, undefined, false)) }, text);
    return { ok: true, value: { file: ref, version: null } };
  }

  /** A file opened in this page, or one from the recent list (a document restored after a crash). */
  async function resolve(fileId: string): Promise<OpenFileState | undefined> {
    const known = files.get(fileId);
    if (known) return known;
    const stored = await storage.getRecent(fileId);
    if (!stored) return undefined;
    const state = { ref: { id: stored.id, name: stored.name }, handle: stored.handle, text: stored.text, ...(await identity(stored.text, stored.handle, true)) };
    files.set(fileId, state);
    return state;
  }

  /**
   * A backup is a crash's to restore, or to discard, only when the page that wrote it is gone: another
   * tab's unsaved work is that tab's. This page's own backups are its open documents' (the start screen
   * leaves those out).
   */
  const orphaned = (backup: StoredBackup, alive: Set<string>) => !backup.session || backup.session === sessions.id || !alive.has(backup.session);

  async function pickJson(startIn?: FileSystemFileHandle): Promise<Result<OpenedFile>> {
    if (hasAccessApi) {
      try {
        const [handle] = await win.showOpenFilePicker!({ types: JSON_TYPES, ...(startIn ? { startIn } : {}) });
        return openHandle(handle);
      } catch (e) {
        return hostError(e, 'file');
      }
    }
    const file = await pickFileByUpload(win, '.json,application/json');
    if (!file) return fail('cancelled', 'Cancelled.');
    return openUploaded(file);
  }

  const api: StudioApi = {
    async appInfo(): Promise<AppInfo> {
      return {
        name: APP_NAME,
        version: __APP_VERSION__,
        host: 'web',
        platform: win.navigator.platform,
        versions: { browser: win.navigator.userAgent },
      };
    },

    async open({ fileId }) {
      if (fileId) {
        const known = files.get(fileId);
        const stored = known ? undefined : await storage.getRecent(fileId);
        const handle = known?.handle ?? stored?.handle;
        if (handle) {
          try {
            if (!(await ensurePermission(handle, 'read'))) return fail('permission', `The browser did not allow access to “${handle.name}”.`);
          } catch (e) {
            return hostError(e, handle.name);
          }
          return openHandle(handle, fileId);
        }
        const text = known?.text ?? stored?.text;
        const name = known?.ref.name ?? stored?.name ?? fileId;
        if (text === undefined) return fail('unknown-file', `“${name}” is no longer known to this browser. Open it again with Open…`);
        const ref = { id: fileId, name };
        await remember(known ? { ...known, ref, text } : { ref, text, ...(await identity(text, undefined, true)) }, text);
        return { ok: true, value: { file: ref, text, version: null, readOnly: false } };
      }
      return pickJson();
    },

    // A page cannot read beside a file: the user picks it, in the document's folder where the browser can start there.
    openReferenced: ({ relativeTo }) => pickJson(files.get(relativeTo)?.handle),

    async openDropped({ file }) {
      return openUploaded(file);
    },

    async save({ fileId, text, expected, overwrite }) {
      const state = await resolve(fileId);
      if (!state) return fail('unknown-file', 'This file is no longer open in the studio. Use Save as…');
      if (!state.handle) {
        saveByDownload(win, state.ref.name, text, 'application/json');
        const next = { ...state, text };
        await remember(next, text);
        await saved(next, text);
        return { ok: true, value: { file: state.ref, version: null } };
      }
      try {
        if (!(await ensurePermission(state.handle, 'readwrite'))) {
          return fail('read-only', `The browser did not allow writing to “${state.ref.name}”. Use Save as… to keep your changes in another file.`);
        }
        if (expected && !overwrite) {
          const disk = await state.handle.getFile();
          if (disk.lastModified !== expected.mtimeMs || disk.size !== expected.size) {
            return fail('changed-on-disk', `“${state.ref.name}” was changed by another program since it was opened.`);
          }
        }
        const version = await writeHandle(state.handle, text);
        await remember(state, text);
        await saved(state, text);
        return { ok: true, value: { file: state.ref, version } };
      } catch (e) {
        return hostError(e, state.ref.name);
      }
    },

    saveAs: ({ suggestedName, text }) => saveNew(suggestedName, text),

    async revert({ fileId }) {
      const state = await resolve(fileId);
      if (!state) return fail('unknown-file', 'This file is no longer open in the studio.');
      if (state.handle) return openHandle(state.handle, fileId);
      return { ok: true, value: { file: state.ref, text: state.text ?? '', version: null, readOnly: false } };
    },

    async checkDisk({ fileId, known }) {
      const state = await resolve(fileId);
      if (!state?.handle || !known) return { ok: true, value: { changed: false, missing: false, version: known } };
      try {
        const disk = await state.handle.getFile();
        const version = { mtimeMs: disk.lastModified, size: disk.size };
        return { ok: true, value: { changed: version.mtimeMs !== known.mtimeMs || version.size !== known.size, missing: false, version } };
      } catch (e) {
        if (e instanceof DOMException && e.name === 'NotFoundError') return { ok: true, value: { changed: true, missing: true, version: null } };
        return hostError(e, state.ref.name);
      }
    },

    async release({ fileId }) {
      files.delete(fileId);
    },

    async recentFiles(): Promise<RecentFile[]> {
      return (await storage.recent()).map((r) => ({ file: { id: r.id, name: r.name }, kind: r.kind, openedAt: r.openedAt }));
    },

    clearRecentFiles: () => storage.clearRecent(),

    writeBackup: (backup) => storage.putBackup({ ...backup, savedAt: now(), session: sessions.id } satisfies StoredBackup),
    async listBackups() {
      const [all, alive] = await Promise.all([storage.backups(), sessions.alive()]);
      return all.filter((b) => orphaned(b, alive)).map(({ session: _session, ...backup }): Backup => backup);
    },
    async discardBackup({ docId }) {
      const [backup, alive] = await Promise.all([storage.getBackup(docId), sessions.alive()]);
      if (backup && orphaned(backup, alive)) await storage.deleteBackup(docId);
    },

    async export({ suggestedName, mime, data }) {
      if (hasAccessApi) {
        try {
          const handle = await win.showSaveFilePicker!({ suggestedName });
          await writeHandle(handle, data);
          return { ok: true, value: { id: newRef(handle.name).id, name: handle.name } };
        } catch (e) {
          return hostError(e, suggestedName);
        }
      }
      saveByDownload(win, suggestedName, data, mime);
      return { ok: true, value: newRef(suggestedName) };
    },

    async importImage({ relativeTo }) {
      let file: File | null = null;
      if (hasAccessApi) {
        try {
          const [handle] = await win.showOpenFilePicker!({ types: [{ description: 'PNG, JPEG', accept: { 'image/png': ['.png'], 'image/jpeg': ['.jpg', '.jpeg'] } }] });
          file = await handle.getFile();
        } catch (e) {
          return hostError(e, 'picture');
        }
      } else {
        file = await pickFileByUpload(win, 'image/png,image/jpeg');
      }
      if (!file) return fail('cancelled', 'Cancelled.');
      if (file.size > MAX_BYTES) return fail('too-large', `“${file.name}” is larger than 64 MB; use a smaller picture.`);
      const data = new Uint8Array(await file.arrayBuffer());
      const mime = data[0] === 0x89 && data[1] === 0x50 ? 'image/png' : data[0] === 0xff && data[1] === 0xd8 ? 'image/jpeg' : null;
      if (!mime) return fail('not-text', `“${file.name}” is not a PNG or JPEG picture.`);
      // A page cannot write beside the document: the picture is kept in this browser for the document's identity
      // (picture-store.ts). A document not saved yet has no file: the renderer says where the file must go.
      const state = relativeTo ? await resolve(relativeTo) : undefined;
      let owner = state ? await pictureOwner(state) : undefined;
      if (state && !owner) {
        owner = await pictures.adopt({ name: state.ref.name, handle: state.handle, versions: state.versions });
        state.owner = owner;
      }
      const path = owner ? await pictures.keep(owner, file.name, mime, data) : null;
      return { ok: true, value: { name: path ? path.slice('images/'.length) : file.name, mime, data, path } };
    },

    async readImage({ relativeTo, path }) {
      const state = await resolve(relativeTo);
      return pictures.read(state ? await pictureOwner(state) : undefined, state?.ref.name, path);
    },

    // The web edition draws its own menu bar from the action registry.
    async setMenu() {},
    // A page cannot close the tab the user opened; the renderer already settled unsaved work.
    async closeWindow() {},

    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return api;
}
