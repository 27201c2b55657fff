/**
 * Keeps the diagnostics of every open document current: re-validates shortly after a change, on
 * the UI thread for small texts and in a Web Worker above `WORKER_THRESHOLD`, so typing in a big
 * file never stalls the UI. Canvas editors read `forDocument` to draw problems at their squares.
 */
import { wrap, type Remote } from 'comlink';
import type { Diagnostic } from '../../engine/format/diagnostic';
import type { DocumentModel } from '../store/document-model';
import { validateText, type ValidationRequest } from './validate';
import type { ValidationWorkerApi } from './validation.worker';

export const WORKER_THRESHOLD = 256 * 1024;
const EMPTY: readonly Diagnostic[] = [];

export type Validate = (req: ValidationRequest) => Promise<Diagnostic[]>;

let worker: Remote<ValidationWorkerApi> | null = null;

/** In-thread for small texts, in a worker for big ones. */
export const defaultValidate: Validate = async (req) => {
  if (req.text.length < WORKER_THRESHOLD || typeof Worker === 'undefined') return validateText(req);
  worker ??= wrap<ValidationWorkerApi>(new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module' }));
  return worker.validate(req);
};

export class ProblemsService {
  private readonly results = new Map<string, readonly Diagnostic[]>();
  private readonly watchers = new Map<string, { unsubscribe: () => void; timer: ReturnType<typeof setTimeout> | null; run: number }>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly validate: Validate = defaultValidate,
    private readonly delayMs = 150,
  ) {}

  watch(doc: DocumentModel): void {
    if (this.watchers.has(doc.id)) return;
    const entry = { unsubscribe: () => {}, timer: null as ReturnType<typeof setTimeout> | null, run: 0 };
    entry.unsubscribe = doc.subscribe((change) => {
      if (change.origin === 'meta') return;
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = setTimeout(() => void this.check(doc, entry), this.delayMs);
    });
    this.watchers.set(doc.id, entry);
    void this.check(doc, entry);
  }

  forget(docId: string): void {
    const entry = this.watchers.get(docId);
    if (entry?.timer) clearTimeout(entry.timer);
    entry?.unsubscribe();
    this.watchers.delete(docId);
    this.results.delete(docId);
    this.changed();
  }

  forDocument(docId: string): readonly Diagnostic[] {
    return this.results.get(docId) ?? EMPTY;
  }

  getVersion = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private async check(doc: DocumentModel, entry: { run: number; timer: unknown }): Promise<void> {
    entry.timer = null;
    const run = ++entry.run;
    const s = doc.getSnapshot();
    const diagnostics = await this.validate({ kind: s.meta.kind, name: s.meta.name, text: s.text });
    // A newer check started while this one ran: its result wins.
    if (run !== entry.run || !this.watchers.has(doc.id)) return;
    this.results.set(doc.id, diagnostics);
    this.changed();
  }

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}
