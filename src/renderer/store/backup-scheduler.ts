/**
 * Keeps a backup of every unsaved document about one second after its last change, and removes
 * it once the document is saved or closed without saving. The host stores backups where they
 * survive a crash (the user-data folder in Electron, IndexedDB on the web).
 */
import type { StudioApi } from '../../shared/studio-api';
import type { DocumentModel } from './document-model';

type BackupHost = Pick<StudioApi, 'writeBackup' | 'discardBackup'>;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class BackupScheduler {
  private readonly pending = new Map<string, unknown>();
  private readonly unsubscribers = new Map<string, () => void>();
  /** Documents that have a backup on the host right now. */
  private readonly backedUp = new Set<string>();

  constructor(
    private readonly host: BackupHost,
    private readonly delayMs = 1000,
    private readonly timers: Timers = realTimers,
  ) {}

  /**
   * `hasBackup`: the document was restored from a backup that is still on the host. That backup is
   * written again at once, so it is this session's from now on (the web edition offers a backup only
   * while the page that wrote it is gone: another tab must not offer it while it is open here).
   */
  watch(doc: DocumentModel, hasBackup = false): void {
    if (hasBackup) this.backedUp.add(doc.id);
    if (this.unsubscribers.has(doc.id)) return;
    this.unsubscribers.set(
      doc.id,
      doc.subscribe(() => this.changed(doc)),
    );
    if (hasBackup && doc.getSnapshot().dirty) void this.write(doc);
    else if (doc.getSnapshot().dirty) this.changed(doc);
  }

  /** The document was closed: without saving, its backup goes too. */
  async forget(docId: string): Promise<void> {
    this.unsubscribers.get(docId)?.();
    this.unsubscribers.delete(docId);
    this.cancel(docId);
    await this.discard(docId);
  }

  /** Writes every pending backup now (before the window closes). */
  async flush(docs: readonly DocumentModel[]): Promise<void> {
    await Promise.all(docs.filter((d) => this.pending.has(d.id)).map((d) => this.write(d)));
  }

  private changed(doc: DocumentModel): void {
    this.cancel(doc.id);
    if (!doc.getSnapshot().dirty) {
      void this.discard(doc.id);
      return;
    }
    this.pending.set(
      doc.id,
      this.timers.setTimeout(() => void this.write(doc), this.delayMs),
    );
  }

  private cancel(docId: string): void {
    const handle = this.pending.get(docId);
    if (handle !== undefined) this.timers.clearTimeout(handle);
    this.pending.delete(docId);
  }

  private async write(doc: DocumentModel): Promise<void> {
    this.cancel(doc.id);
    const s = doc.getSnapshot();
    if (!s.dirty) return;
    this.backedUp.add(doc.id);
    await this.host.writeBackup({ docId: doc.id, name: s.meta.name, kind: s.meta.kind, fileId: s.meta.file?.id ?? null, text: s.text });
  }

  private async discard(docId: string): Promise<void> {
    if (!this.backedUp.delete(docId)) return;
    await this.host.discardBackup({ docId });
  }
}
