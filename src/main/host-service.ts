/**
 * The main process's side of `StudioApi`, as a plain class: dialogs, the event sink and the
 * folders are injected, so every behaviour is tested in Node without Electron
 * (tests/unit/shell/host-service.test.ts). src/main/index.ts only wires it to Electron.
 */
import { removeStaleTemporaries } from './files/atomic-write';
import { basename, join } from 'node:path';
import { APP_NAME } from '../shared/app-info';
import { detectKindFromText } from '../shared/document-kind';
import type {
  AppInfo,
  Backup,
  DiskState,
  ExportRequest,
  FileRef,
  FileVersion,
  HostEvent,
  ImageFile,
  OpenedFile,
  RecentFile,
  Result,
  SavedFile,
} from '../shared/studio-api';
import { BackupStore } from './files/backup-store';
import { ChangeWatcher } from './files/change-watcher';
import { FileRegistry } from './files/file-registry';
import { importImage, readImage } from './files/image-assets';
import { referencedPath } from './files/referenced-file';
import { readTextFile, sameVersion, versionOf, writeTextFile } from './files/file-service';
import { RecentFiles } from './files/recent-files';

export interface Dialogs {
  /** A file the user picked to open, or null when cancelled. */
  openFile(): Promise<string | null>;
  /** Where the user wants to save, or null when cancelled. */
  saveFile(suggestedName: string, extensions: string[]): Promise<string | null>;
  /** A picture (PNG or JPEG) the user picked, or null when cancelled. */
  openImage?(): Promise<string | null>;
}

export interface HostServiceOptions {
  userData: string;
  dialogs: Dialogs;
  emit: (event: HostEvent) => void;
  appInfo: Omit<AppInfo, 'name' | 'host'>;
  now?: () => number;
  watchDebounceMs?: number;
}

const cancelled = { ok: false as const, error: { code: 'cancelled' as const, message: 'Cancelled.' } };
const unknownFile = {
  ok: false as const,
  error: { code: 'unknown-file' as const, message: 'This file is no longer known to the studio. Open it again with Open…' },
};

export class HostService {
  readonly registry = new FileRegistry();
  private readonly backups: BackupStore;
  private readonly recent: RecentFiles;
  private readonly watcher: ChangeWatcher;
  /** What this process last read or wrote, so its own saves are not reported as outside changes. */
  private readonly known = new Map<string, FileVersion | null>();
  private readonly now: () => number;
  /** Files being written by this process right now: their folder events are our own. */
  private readonly saving = new Set<string>();

  constructor(private readonly opts: HostServiceOptions) {
    this.backups = new BackupStore(join(opts.userData, 'backups'));
    this.recent = new RecentFiles(join(opts.userData, 'recent-files.json'));
    this.watcher = new ChangeWatcher(opts.watchDebounceMs);
    this.now = opts.now ?? (() => Date.now());
  }

  appInfo(): AppInfo {
    return { name: APP_NAME, host: 'electron', ...this.opts.appInfo };
  }

  /** Opens a path the user chose (dialog, drop, command line, second launch). */
  async openPath(path: string): Promise<Result<OpenedFile>> {
    const read = await readTextFile(path);
    if (!read.ok) return read;
    const id = this.registry.register(path);
    const file: FileRef = { id, name: basename(path) };
    this.track(id, path, read.value.version);
    await this.recent.touch({ path: this.registry.path(id)!, kind: detectKindFromText(file.name, read.value.text), openedAt: this.now() });
    return { ok: true, value: { file, text: read.value.text, version: read.value.version, readOnly: read.value.readOnly } };
  }

  async open({ fileId }: { fileId?: string }): Promise<Result<OpenedFile>> {
    if (fileId) {
      const path = this.registry.path(fileId);
      return path ? this.openPath(path) : unknownFile;
    }
    const path = await this.opts.dialogs.openFile();
    return path ? this.openPath(path) : cancelled;
  }

  async save({ fileId, text, expected, overwrite }: { fileId: string; text: string; expected?: FileVersion | null; overwrite?: boolean }): Promise<Result<SavedFile>> {
    const path = this.registry.path(fileId);
    if (!path) return unknownFile;
    // Our own write must not look like another program's change.
    this.saving.add(fileId);
    const result = await writeTextFile(path, text, { expected, overwrite }).finally(() => this.saving.delete(fileId));
    if (!result.ok) return result;
    this.track(fileId, path, result.value);
    return { ok: true, value: { file: { id: fileId, name: basename(path) }, version: result.value } };
  }

  async saveAs({ suggestedName, text }: { suggestedName: string; text: string }): Promise<Result<SavedFile>> {
    const path = await this.opts.dialogs.saveFile(suggestedName, ['json']);
    if (!path) return cancelled;
    const result = await writeTextFile(path, text);
    if (!result.ok) return result;
    const id = this.registry.register(path);
    this.track(id, path, result.value);
    await this.recent.touch({ path, kind: detectKindFromText(basename(path), text), openedAt: this.now() });
    return { ok: true, value: { file: { id, name: basename(path) }, version: result.value } };
  }

  async revert({ fileId }: { fileId: string }): Promise<Result<OpenedFile>> {
    return this.open({ fileId });
  }

  async checkDisk({ fileId, known }: { fileId: string; known: FileVersion | null }): Promise<Result<DiskState>> {
    const path = this.registry.path(fileId);
    if (!path) return unknownFile;
    const version = await versionOf(path);
    if (!version) return { ok: true, value: { changed: true, missing: true, version: null } };
    return { ok: true, value: { changed: known !== null && !sameVersion(version, known), missing: false, version } };
  }

  async release({ fileId }: { fileId: string }): Promise<void> {
    const path = this.registry.path(fileId);
    if (path) this.watcher.unwatch(path);
    this.known.delete(fileId);
  }

  /** At start: removes what killed saves of the recent documents left behind (issue 17.9); returns how many. */
  async removeStaleTemporaries(): Promise<number> {
    let removed = 0;
    for (const e of await this.recent.list()) removed += await removeStaleTemporaries(e.path);
    return removed;
  }

  async recentFiles(): Promise<RecentFile[]> {
    return (await this.recent.list()).map((e) => ({
      file: { id: this.registry.register(e.path), name: basename(e.path) },
      kind: e.kind,
      openedAt: e.openedAt,
    }));
  }

  clearRecentFiles(): Promise<void> {
    return this.recent.clear();
  }

  async writeBackup(b: Omit<Backup, 'savedAt'>): Promise<void> {
    const path = b.fileId ? (this.registry.path(b.fileId) ?? null) : null;
    await this.backups.write({ docId: b.docId, name: b.name, kind: b.kind, text: b.text, path, savedAt: this.now() });
  }

  async listBackups(): Promise<Backup[]> {
    return (await this.backups.list()).map(({ path, ...b }) => ({ ...b, fileId: path ? this.registry.register(path) : null }));
  }

  discardBackup({ docId }: { docId: string }): Promise<void> {
    return this.backups.discard(docId);
  }

  async export({ suggestedName, data }: ExportRequest): Promise<Result<FileRef>> {
    const extension = /\.([a-z0-9]+)$/i.exec(suggestedName)?.[1] ?? '';
    const path = await this.opts.dialogs.saveFile(suggestedName, extension ? [extension] : []);
    if (!path) return cancelled;
    if (typeof data !== 'string' && !(data instanceof Uint8Array)) {
      return { ok: false, error: { code: 'io', message: 'The export had no content.' } };
    }
    const result = await writeTextFile(path, data);
    if (!result.ok) return result;
    return { ok: true, value: { id: this.registry.register(path), name: basename(path) } };
  }

  async importImage({ relativeTo }: { relativeTo: string | null }): Promise<Result<ImageFile>> {
    const documentPath = relativeTo ? this.registry.path(relativeTo) : null;
    if (relativeTo && !documentPath) return unknownFile;
    const picked = await this.opts.dialogs.openImage?.();
    if (!picked) return cancelled;
    return importImage(picked, documentPath ?? null);
  }

  async readImage({ relativeTo, path }: { relativeTo: string; path: string }): Promise<Result<ImageFile>> {
    const documentPath = this.registry.path(relativeTo);
    if (!documentPath) return unknownFile;
    return readImage(documentPath, path);
  }

  async openReferenced({ relativeTo, path }: { relativeTo: string; path: string }): Promise<Result<OpenedFile>> {
    const documentPath = this.registry.path(relativeTo);
    if (!documentPath) return unknownFile;
    const target = referencedPath(documentPath, path);
    return target.ok ? this.openPath(target.value) : target;
  }

  dispose(): void {
    this.watcher.close();
  }

  private track(fileId: string, path: string, version: FileVersion | null): void {
    this.known.set(fileId, version);
    this.watcher.watch(path, () => void this.onDiskEvent(fileId, path));
  }

  private async onDiskEvent(fileId: string, path: string): Promise<void> {
    if (!this.known.has(fileId) || this.saving.has(fileId)) return;
    const now = await versionOf(path);
    if (sameVersion(now, this.known.get(fileId) ?? null)) return;
    this.known.set(fileId, now);
    this.opts.emit({ type: 'file-changed', fileId });
  }
}
