/**
 * Backups of unsaved documents, one JSON file each in the user-data folder, written atomically.
 * Whatever is still there when the studio starts was left by a crash: the start screen offers it.
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Backup } from '../../shared/studio-api';
import { atomicWrite } from './atomic-write';

/** A backup as stored: with the file's path, so a restored document can still be saved in place. */
export interface StoredBackup extends Omit<Backup, 'fileId'> {
  path: string | null;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export class BackupStore {
  constructor(private readonly folder: string) {}

  private file(docId: string): string {
    // Ids come from the renderer: never let one name a path outside the folder.
    if (!SAFE_ID.test(docId)) throw new Error(`Invalid document id "${docId}"`);
    return join(this.folder, `${docId}.json`);
  }

  async write(backup: StoredBackup): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    await atomicWrite(this.file(backup.docId), JSON.stringify(backup));
  }

  async discard(docId: string): Promise<void> {
    await rm(this.file(docId), { force: true });
  }

  /** Every readable backup, newest first; a damaged one is skipped, never fatal. */
  async list(): Promise<StoredBackup[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return [];
    }
    const backups: StoredBackup[] = [];
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      try {
        const b = JSON.parse(await readFile(join(this.folder, name), 'utf8')) as StoredBackup;
        if (typeof b.docId === 'string' && typeof b.text === 'string' && SAFE_ID.test(b.docId)) backups.push(b);
      } catch {
        continue;
      }
    }
    return backups.sort((a, b) => b.savedAt - a.savedAt);
  }
}
