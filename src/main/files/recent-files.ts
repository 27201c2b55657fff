/** The recent-files list of the desktop edition, kept as JSON in the user-data folder. */
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { DocumentKind } from '../../shared/document-kind';
import { atomicWrite } from './atomic-write';

export interface RecentEntry {
  path: string;
  kind: DocumentKind;
  openedAt: number;
}

export const RECENT_LIMIT = 10;

export class RecentFiles {
  constructor(private readonly file: string) {}

  async list(): Promise<RecentEntry[]> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.file, 'utf8'));
      return Array.isArray(parsed)
        ? parsed.filter((e): e is RecentEntry => !!e && typeof e.path === 'string' && typeof e.openedAt === 'number')
        : [];
    } catch {
      return [];
    }
  }

  async touch(entry: RecentEntry): Promise<void> {
    const rest = (await this.list()).filter((e) => e.path !== entry.path);
    await this.save([entry, ...rest].slice(0, RECENT_LIMIT));
  }

  async clear(): Promise<void> {
    await this.save([]);
  }

  private async save(entries: RecentEntry[]): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    await atomicWrite(this.file, JSON.stringify(entries, null, 2));
  }
}
