/**
 * Pictures the web edition keeps for documents (a deck's panoramas and card art), in IndexedDB. A page cannot write
 * beside a document, so where the desktop edition copies an imported picture into `images/` beside the deck, the
 * web edition keeps it here under the document's file name and the same kind of path (`images/<name>`, never over a
 * different picture). The deck names that path, and reopening the same deck in this browser — from the recent list
 * or by opening the file again — reads the picture back through `readImage`. A database of its own, so the recent
 * files and backups (browser-storage.ts) keep their schema.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { HostError, ImageFile, Result } from '../../shared/studio-api';

export interface StoredPicture {
  /** The document's file name (`lamp.deck.json`): the same file opened again finds its pictures. */
  document: string;
  /** The path the document names the picture by, relative to the document (`images/harbour.png`). */
  path: string;
  mime: ImageFile['mime'];
  data: Uint8Array;
  storedAt: number;
}

interface PictureDb extends DBSchema {
  pictures: { key: [string, string]; value: StoredPicture };
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
  ) {}

  private open(): Promise<IDBPDatabase<PictureDb>> {
    this.db ??= openDB<PictureDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('pictures', { keyPath: ['document', 'path'] });
      },
    });
    return this.db;
  }

  async get(document: string, path: string): Promise<StoredPicture | undefined> {
    return (await this.open()).get('pictures', [document, path]);
  }

  /** Keeps a picture for `document` and returns the path the document should name it by. */
  async keep(document: string, name: string, mime: ImageFile['mime'], data: Uint8Array): Promise<string> {
    const path = await choosePicturePath(name, data, async (p) => (await this.get(document, p))?.data);
    await (await this.open()).put('pictures', { document, path, mime, data, storedAt: this.now() });
    return path;
  }

  /** `readImage` for the web edition: the picture kept for `document` at `path`, or why there is none. */
  async read(document: string | undefined, path: string): Promise<Result<ImageFile>> {
    const kept = document ? await this.get(document, path) : undefined;
    if (!kept) {
      const error: HostError = {
        code: 'not-found',
        message: `“${path}” is not kept in this browser${document ? ` for “${document}”` : ''}: the web edition cannot read beside the document. Import the picture again.`,
      };
      return { ok: false, error };
    }
    return { ok: true, value: { name: path.slice(path.lastIndexOf('/') + 1), mime: kept.mime, data: kept.data, path } };
  }
}
