/** Recent files and backups of the web edition, in IndexedDB (through idb). */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { Backup } from '../../shared/studio-api';
import type { DocumentKind } from '../../shared/document-kind';

export interface StoredRecent {
  id: string;
  name: string;
  kind: DocumentKind;
  openedAt: number;
  /** A File System Access handle, kept so the file can be reopened (after a permission prompt). */
  handle?: FileSystemFileHandle;
  /** Where the browser cannot keep a handle: the content as last opened or saved here. */
  text?: string;
}

/** A backup and the session (page) that wrote it: only a session that is gone leaves one to restore. */
export interface StoredBackup extends Backup {
  /** Absent in backups written before sessions were recorded: those count as a gone session's. */
  session?: string;
}

interface StudioDb extends DBSchema {
  recent: { key: string; value: StoredRecent; indexes: { openedAt: number } };
  backups: { key: string; value: StoredBackup };
}

export const RECENT_LIMIT = 10;

export class BrowserStorage {
  private db: Promise<IDBPDatabase<StudioDb>> | null = null;

  constructor(private readonly name = 'scenario-studio') {}

  private open(): Promise<IDBPDatabase<StudioDb>> {
    this.db ??= openDB<StudioDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('recent', { keyPath: 'id' }).createIndex('openedAt', 'openedAt');
        db.createObjectStore('backups', { keyPath: 'docId' });
      },
    });
    return this.db;
  }

  async recent(): Promise<StoredRecent[]> {
    const all = await (await this.open()).getAllFromIndex('recent', 'openedAt');
    return all.reverse();
  }

  async getRecent(id: string): Promise<StoredRecent | undefined> {
    return (await this.open()).get('recent', id);
  }

  /** Adds or refreshes an entry, keeping the newest `RECENT_LIMIT`. */
  async touchRecent(entry: StoredRecent): Promise<void> {
    const db = await this.open();
    const all = await this.recent();
    // Without a handle, a "file" is its name and the content kept here: the newest one of a name wins.
    let keep = all.filter((r) => r.id !== entry.id && (entry.handle || r.handle || r.name !== entry.name));
    // The same file picked twice gets a new id each time: keep only the newest entry for it.
    if (entry.handle) {
      const sameFile = await Promise.all(keep.map(async (r) => (r.handle ? r.handle.isSameEntry(entry.handle!) : false)));
      keep = keep.filter((_, i) => !sameFile[i]);
    }
    const tx = db.transaction('recent', 'readwrite');
    await tx.store.clear();
    for (const r of [entry, ...keep].slice(0, RECENT_LIMIT)) await tx.store.put(r);
    await tx.done;
  }

  async clearRecent(): Promise<void> {
    await (await this.open()).clear('recent');
  }

  async putBackup(backup: StoredBackup): Promise<void> {
    await (await this.open()).put('backups', backup);
  }

  async backups(): Promise<StoredBackup[]> {
    return (await this.open()).getAll('backups');
  }

  async getBackup(docId: string): Promise<StoredBackup | undefined> {
    return (await this.open()).get('backups', docId);
  }

  async deleteBackup(docId: string): Promise<void> {
    await (await this.open()).delete('backups', docId);
  }
}
