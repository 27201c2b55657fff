/**
 * Pictures the web edition keeps for documents (a deck's panoramas and card art), in IndexedDB. A page cannot write
 * beside a document, so where the desktop edition copies an imported picture into `images/` beside the deck, the
 * web edition keeps it here for the document and under the same kind of path (`images/<name>`, never over a
 * different picture). The deck names that path, and reopening the same deck in this browser — from the recent list
 * or by opening the file again — reads the picture back through `readImage`. A database of its own, so the recent
 * files and backups (browser-storage.ts) keep their schema.
 *
 * Pictures belong to a document's identity, never to its file name alone (issue 17.11): another deck called
 * `lamp.deck.json` — someone else's, sent by mail — must not show or export the first one's pictures. The identity
 * of a file picked through the File System Access API is its handle (`isSameEntry`: the same file on disk, wherever
 * it is opened from). A file opened by upload has no handle: it is the same document when it has the same name and
 * a text this browser opened or saved for that document (a SHA-256 of each, the newest `VERSIONS_KEPT`). Editing
 * the file in another program and uploading it again makes it a new document: import the pictures again.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { HostError, ImageFile, Result } from '../../shared/studio-api';

export interface StoredPicture {
  /** The key of the document that owns the picture (`PictureOwner.key`). */
  document: string;
  /** The path the document names the picture by, relative to the document (`images/harbour.png`). */
  path: string;
  mime: ImageFile['mime'];
  data: Uint8Array;
  storedAt: number;
}

/** A document that has pictures kept in this browser: what identifies it when it is opened again. */
export interface PictureOwner {
  /** `doc-<uuid>`; pictures are stored under it. */
  key: string;
  /** The document's file name, for messages (and for legacy pictures: see `legacy`). */
  name: string;
  /** A File System Access file: the same entry on disk is the same document. */
  handle?: FileSystemFileHandle;
  /** SHA-256 (hex) of the texts of the document this browser opened or saved, newest last. */
  versions: string[];
  /**
   * Pictures stored before 17.11, when the file name was the key. They go to the first document of that name that is
   * reopened from the recent list — this browser's own memory of the file, not a newly opened one — and are its
   * from then on.
   */
  legacy?: true;
}

/** What the host knows of an open document when it looks for its pictures. */
export interface DocumentIdentity {
  name: string;
  handle?: FileSystemFileHandle;
  /** SHA-256 (hex) of the text as opened; for files without a handle. */
  version?: string;
  /** Reopened from the recent list (may claim legacy pictures of its name). */
  fromRecent?: boolean;
}

export const VERSIONS_KEPT = 50;

interface PictureDb extends DBSchema {
  pictures: { key: [string, string]; value: StoredPicture };
  owners: { key: string; value: PictureOwner };
}

/** SHA-256 of a text, hex: a document version's fingerprint (never the text itself). */
export async function textVersion(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/**
 * The owner `doc` is, among `owners`, or undefined: a handle matches only the same entry on disk; a file without a
 * handle matches an owner without one of the same name that has its text among its versions; a legacy owner of the
 * same name matches only a document reopened from the recent list.
 */
export async function findOwner(owners: readonly PictureOwner[], doc: DocumentIdentity): Promise<PictureOwner | undefined> {
  for (const owner of owners) {
    if (owner.legacy) continue;
    if (doc.handle) {
      if (owner.handle && (await owner.handle.isSameEntry(doc.handle).catch(() => false))) return owner;
    } else if (!owner.handle && owner.name === doc.name && doc.version !== undefined && owner.versions.includes(doc.version)) {
      return owner;
    }
  }
  if (doc.fromRecent) return owners.find((o) => o.legacy && o.name === doc.name);
  return undefined;
}

/** `versions` with `version` as the newest, at most `VERSIONS_KEPT`. */
export function withVersion(versions: readonly string[], version: string): string[] {
  const next = versions.filter((v) => v !== version);
  next.push(version);
  return next.slice(-VERSIONS_KEPT);
}

/** A picture's file name as the document names it: letters, digits, `.`, `_` and `-` only ("harbour wide.png" → "harbour-wide.png"). */
export function pictureFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '-') || 'picture';
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Where a picture goes: `images/<name>`, the same picture already there is reused, and a different picture of the
 * same name gets `images/<stem>-2<ext>`, `-3`… — as the desktop edition names the copies it makes.
 */
export async function choosePicturePath(name: string, data: Uint8Array, existing: (path: string) => Promise<Uint8Array | undefined>): Promise<string> {
  const file = pictureFileName(name);
  const dot = file.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [file.slice(0, dot), file.slice(dot)] : [file, ''];
  for (let n = 1; ; n++) {
    const path = `images/${n === 1 ? file : `${stem}-${n}${ext}`}`;
    const there = await existing(path);
    if (!there || sameBytes(there, data)) return path;
  }
}

export class PictureStore {
  private db: Promise<IDBPDatabase<PictureDb>> | null = null;

  constructor(
    private readonly name = 'scenario-studio-pictures',
    private readonly now: () => number = () => Date.now(),
    private readonly newKey: () => string = () => `doc-${crypto.randomUUID()}`,
  ) {}

  private open(): Promise<IDBPDatabase<PictureDb>> {
    this.db ??= openDB<PictureDb>(this.name, 2, {
      async upgrade(db, oldVersion, _newVersion, tx) {
        if (oldVersion < 1) db.createObjectStore('pictures', { keyPath: ['document', 'path'] });
        db.createObjectStore('owners', { keyPath: 'key' });
        if (oldVersion < 1) return;
        // Version 1 keyed pictures by file name: each name becomes a legacy owner (see PictureOwner.legacy).
        const pictures = tx.objectStore('pictures');
        const owners = tx.objectStore('owners');
        const legacy = new Map<string, string>();
        const all = await pictures.getAll();
        await pictures.clear();
        for (const old of all) {
          let key = legacy.get(old.document);
          if (!key) {
            key = `legacy-${legacy.size + 1}`;
            legacy.set(old.document, key);
            await owners.put({ key, name: old.document, versions: [], legacy: true });
          }
          await pictures.put({ ...old, document: key });
        }
      },
    });
    return this.db;
  }

  /** The key of `doc`'s pictures, if it has any in this browser (a legacy owner it claims becomes its own). */
  async ownerOf(doc: DocumentIdentity): Promise<string | undefined> {
    const db = await this.open();
    const owner = await findOwner(await db.getAll('owners'), doc);
    if (owner?.legacy) {
      const { legacy: _legacy, ...claimed } = owner;
      await db.put('owners', { ...claimed, handle: doc.handle, versions: doc.version ? [doc.version] : [] });
    }
    return owner?.key;
  }

  /** Makes `doc` an owner of pictures (its first picture is about to be kept) and returns its key. */
  async adopt(doc: { name: string; handle?: FileSystemFileHandle; versions: readonly string[] }): Promise<string> {
    const key = this.newKey();
    await (await this.open()).put('owners', { key, name: doc.name, handle: doc.handle, versions: doc.versions.slice(-VERSIONS_KEPT) });
    return key;
  }

  /** Records a text the owner's document was saved with (or renamed to): opening that text again finds the pictures. */
  async noteVersion(key: string, update: { version?: string; name?: string; handle?: FileSystemFileHandle }): Promise<void> {
    const db = await this.open();
    const owner = await db.get('owners', key);
    if (!owner) return;
    await db.put('owners', {
      ...owner,
      name: update.name ?? owner.name,
      handle: update.handle ?? owner.handle,
      versions: update.version ? withVersion(owner.versions, update.version) : owner.versions,
    });
  }

  async get(document: string, path: string): Promise<StoredPicture | undefined> {
    return (await this.open()).get('pictures', [document, path]);
  }

  /** Keeps a picture for the owner `document` and returns the path the document should name it by. */
  async keep(document: string, name: string, mime: ImageFile['mime'], data: Uint8Array): Promise<string> {
    const path = await choosePicturePath(name, data, async (p) => (await this.get(document, p))?.data);
    await (await this.open()).put('pictures', { document, path, mime, data, storedAt: this.now() });
    return path;
  }

  /** `readImage` for the web edition: the picture kept for the owner `document` at `path`, or why there is none. */
  async read(document: string | undefined, documentName: string | undefined, path: string): Promise<Result<ImageFile>> {
    const kept = document ? await this.get(document, path) : undefined;
    if (!kept) {
      const error: HostError = {
        code: 'not-found',
        message: `“${path}” is not kept in this browser${documentName ? ` for “${documentName}”` : ''}: the web edition cannot read beside the document. Import the picture again.`,
      };
      return { ok: false, error };
    }
    return { ok: true, value: { name: path.slice(path.lastIndexOf('/') + 1), mime: kept.mime, data: kept.data, path } };
  }
}
