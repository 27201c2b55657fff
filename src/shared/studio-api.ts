/**
 * The contract between the renderer and its host. The Electron preload (src/preload) and the web
 * adapter (src/renderer/host/web) both implement `StudioApi`, so the renderer cannot tell them apart.
 *
 * Rules of the contract (see docs/architecture.md, "IPC contract"):
 * - every call takes exactly one plain-data argument and returns a promise;
 * - files are named by opaque `fileId`s that the host issued for a file the user chose (dialog,
 *   drop, command line, recent list); the renderer never sees a path;
 * - expected failures come back as `{ ok: false, error }` with a message meant for the user,
 *   never as a thrown exception.
 */
import type { DocumentKind } from './document-kind';
import type { Language } from '../engine/core/language';

export type HostKind = 'electron' | 'web';

export interface AppInfo {
  name: string;
  version: string;
  host: HostKind;
  platform: string;
  /** Component versions shown in the About dialog, e.g. `{ electron: '38.1.0', chrome: '…' }`. */
  versions: Record<string, string>;
}

/** What the host knows about a file's content on disk, to notice changes made by other programs. */
export interface FileVersion {
  /** Modification time in ms since the epoch. */
  mtimeMs: number;
  size: number;
}

/** A file the user chose. `id` is opaque and only meaningful to the host that issued it. */
export interface FileRef {
  id: string;
  name: string;
}

export interface OpenedFile {
  file: FileRef;
  text: string;
  version: FileVersion | null;
  /** True when the host can read but not write the file: saving then asks for a new place. */
  readOnly: boolean;
}

export interface DiskState {
  changed: boolean;
  missing: boolean;
  /** The version on disk now; null when missing. */
  version: FileVersion | null;
}

export interface SavedFile {
  file: FileRef;
  version: FileVersion | null;
}

export type HostErrorCode =
  | 'cancelled'
  | 'not-found'
  | 'read-only'
  | 'permission'
  | 'changed-on-disk'
  | 'too-large'
  | 'not-text'
  | 'unknown-file'
  | 'io';

export interface HostError {
  code: HostErrorCode;
  /** For the user, in English; the renderer shows its own translation for known codes. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: HostError };

export interface RecentFile {
  file: FileRef;
  kind: DocumentKind;
  /** ms since the epoch. */
  openedAt: number;
}

/** An unsaved document kept by the host so that a crash loses at most about a second of work. */
export interface Backup {
  docId: string;
  name: string;
  kind: DocumentKind;
  /** The file the document belongs to, when it has been saved before. */
  fileId: string | null;
  text: string;
  /** ms since the epoch. */
  savedAt: number;
}

export interface ExportRequest {
  suggestedName: string;
  mime: string;
  /** Text, or bytes for binary formats (PDF, PNG). */
  data: string | Uint8Array;
}

/** A picture (PNG or JPEG) for a document: a deck's panorama, a card's art. */
export interface ImageFile {
  name: string;
  mime: 'image/png' | 'image/jpeg';
  data: Uint8Array;
  /**
   * Where the document refers to it: a path relative to the document's file, when the host placed the picture
   * beside it (it copies a picture from elsewhere into `images/`). Null where the host cannot (the web edition, a
   * document not saved yet): the renderer then suggests `images/<name>` and says where the file must go.
   */
  path: string | null;
}

/** One entry of a native menu, built by the renderer from its action registry. */
export interface MenuItemModel {
  /** Action name to send back when the item is chosen; absent for separators. */
  action?: string;
  label?: string;
  /** Electron accelerator syntax, e.g. `CmdOrCtrl+Shift+P`. */
  accelerator?: string;
  enabled?: boolean;
  separator?: boolean;
}

export interface MenuModel {
  /** The UI language, for the few messages the main process shows itself (link confirmation). */
  language?: Language;
  menus: { id: 'file' | 'edit' | 'view' | 'simulate' | 'help'; label: string; items: MenuItemModel[] }[];
}

/** Things the host tells the renderer without being asked. */
export type HostEvent =
  | { type: 'run-action'; action: string }
  | { type: 'open-file'; file: OpenedFile }
  | { type: 'open-failed'; name: string; error: HostError }
  | { type: 'open-sample' }
  | { type: 'file-changed'; fileId: string }
  | { type: 'close-requested' };

export interface StudioApi {
  appInfo(req: Record<string, never>): Promise<AppInfo>;
  /** Without `fileId`: ask the user with a dialog. With one: reopen a file from the recent list. */
  open(req: { fileId?: string }): Promise<Result<OpenedFile>>;
  /** A file dropped on the window. The Electron preload turns it into a path the renderer never sees. */
  openDropped(req: { file: File }): Promise<Result<OpenedFile>>;
  /**
   * Writes atomically. With `expected`, refuses with `changed-on-disk` when another program
   * changed the file since that version, unless `overwrite` is set.
   */
  save(req: { fileId: string; text: string; expected?: FileVersion | null; overwrite?: boolean }): Promise<Result<SavedFile>>;
  saveAs(req: { suggestedName: string; text: string }): Promise<Result<SavedFile>>;
  /** Reads the file again from disk (revert, or "keep the version on disk"). */
  revert(req: { fileId: string }): Promise<Result<OpenedFile>>;
  /** Whether the file on disk still matches `known`. */
  checkDisk(req: { fileId: string; known: FileVersion | null }): Promise<Result<DiskState>>;
  /** Stops watching and forgets a file the renderer closed. */
  release(req: { fileId: string }): Promise<void>;
  recentFiles(req: Record<string, never>): Promise<RecentFile[]>;
  clearRecentFiles(req: Record<string, never>): Promise<void>;
  writeBackup(req: Omit<Backup, 'savedAt'>): Promise<void>;
  listBackups(req: Record<string, never>): Promise<Backup[]>;
  discardBackup(req: { docId: string }): Promise<void>;
  export(req: ExportRequest): Promise<Result<FileRef>>;
  /**
   * Asks the user for a picture; `relativeTo` is the document's file, beside which the picture is placed. Both
   * picture calls are optional: a host without them (a test double) just offers no picture import.
   */
  importImage?(req: { relativeTo: string | null }): Promise<Result<ImageFile>>;
  /** Reads a picture a document names by a path relative to its file (never outside that file's folder). */
  readImage?(req: { relativeTo: string; path: string }): Promise<Result<ImageFile>>;
  /**
   * Opens the file a document names by a path relative to its own file (the catalog a mission names), as if the
   * user had opened it. Electron reads it from the document's folder and never outside it; the web edition, which
   * cannot see that folder, asks the user to pick the file. Optional like the picture calls.
   */
  openReferenced?(req: { relativeTo: string; path: string }): Promise<Result<OpenedFile>>;
  setMenu(req: MenuModel): Promise<void>;
  /** The renderer settled every unsaved document and the window may close now. */
  closeWindow(req: Record<string, never>): Promise<void>;
  /**
   * The one push channel (host → renderer). It is the single exception to "one argument, returns a
   * promise": it returns the function that unsubscribes.
   */
  onEvent(listener: (event: HostEvent) => void): () => void;
}
