/**
 * Keeps the diagnostics of every open document current: re-validates shortly after a change, in
 * a Web Worker so typing in a big file never stalls the UI. Canvas editors read `forDocument` to
 * draw problems at their squares. Messages are in the UI language: `followLanguage(i18n)` checks
 * every document again when it changes, so the panel, Monaco's markers and the map follow at once.
 */
import { wrap, type Remote } from 'comlink';
import type { Diagnostic } from '../../engine/format/diagnostic';
import { KIND_INFO, type DocumentKind } from '../../shared/document-kind';
import type { DocumentModel, DocumentSnapshot } from '../store/document-model';
import type { ValidationRequest } from './validate';
import type { ValidationWorkerApi } from './validation.worker';
import { CHECK_DELAY_MS } from './check-delay';

const EMPTY: readonly Diagnostic[] = [];


export type Validate = (req: ValidationRequest) => Promise<Diagnostic[]>;
/** The documents a document names (a mission's catalog, …), by field, those the studio can find. */
export type ReferencesLookup = (doc: DocumentSnapshot) => Promise<ValidationRequest['references']>;

/** Kinds other kinds name: when one changes, the documents that may name it are checked again. */
const isReferenced = (kind: DocumentKind) => Object.values(KIND_INFO).some((k) => k.references.some((r) => r.kind === kind));
/** What `followLanguage` needs of i18next. */
export interface LanguageSource {
  language: string;
  on(event: 'languageChanged', listener: (language: string) => void): unknown;
  off(event: 'languageChanged', listener: (language: string) => void): unknown;
}

let worker: { api: Remote<ValidationWorkerApi>; failed: Promise<never> } | null = null;
let workerUnavailable = typeof Worker === 'undefined';

const inThread: Validate = async (req) => (await import('./validate')).validateText(req);

function startWorker() {
  const w = new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module' });
  const failed = new Promise<never>((_, reject) => w.addEventListener('error', (e) => reject(new Error(e.message || 'validation worker failed'))));
  failed.catch(() => undefined);
  return { api: wrap<ValidationWorkerApi>(w), failed };
}

/** In a worker; on the UI thread where a worker cannot start (the checks must still run). */
export const workerValidate: Validate = async (req) => {
  if (workerUnavailable) return inThread(req);
  try {
    worker ??= startWorker();
    return await Promise.race([worker.api.validate(req), worker.failed]);
  } catch {
    workerUnavailable = true;
    return inThread(req);
  }
};

export class ProblemsService {
  private readonly results = new Map<string, readonly Diagnostic[]>();
  /** The document revision and text each result is for (a revision also counts changes of name or saved state). */
  private readonly checkedAt = new Map<string, { revision: number; text: string }>();
  private readonly waiting = new Set<{ docId: string; revision: number; resolve: (d: readonly Diagnostic[]) => void }>();
  private readonly watchers = new Map<string, { doc: DocumentModel; unsubscribe: () => void; timer: ReturnType<typeof setTimeout> | null; run: number }>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private language = 'en';

  constructor(
    private readonly validate: Validate = workerValidate,
    private readonly referencesFor: ReferencesLookup = async () => undefined,
    private readonly delayMs = CHECK_DELAY_MS,
  ) {}

  watch(doc: DocumentModel): void {
    if (this.watchers.has(doc.id)) return;
    const entry = { doc, unsubscribe: () => {}, timer: null as ReturnType<typeof setTimeout> | null, run: 0 };
    entry.unsubscribe = doc.subscribe((change) => {
      if (change.origin !== 'meta') this.schedule(entry);
    });
    this.watchers.set(doc.id, entry);
    void this.check(entry);
  }

  forget(docId: string): void {
    const entry = this.watchers.get(docId);
    if (entry?.timer) clearTimeout(entry.timer);
    entry?.unsubscribe();
    this.watchers.delete(docId);
    this.results.delete(docId);
    this.checkedAt.delete(docId);
    for (const w of this.waiting)
      if (w.docId === docId) {
        this.waiting.delete(w);
        w.resolve(EMPTY);
      }
    this.changed();
  }

  /** The language of the messages (a UI language like `de`); every open document is checked again in it. */
  setLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    for (const entry of this.watchers.values()) {
      if (entry.timer) clearTimeout(entry.timer);
      void this.check(entry);
    }
  }

  /** Messages in i18next's language, now and after every change of it. Returns the unsubscribe. */
  followLanguage(i18n: LanguageSource): () => void {
    const follow = (language: string) => this.setLanguage(language);
    follow(i18n.language ?? 'en');
    i18n.on('languageChanged', follow);
    return () => void i18n.off('languageChanged', follow);
  }

  forDocument(docId: string): readonly Diagnostic[] {
    return this.results.get(docId) ?? EMPTY;
  }

  /** The document's problems once its first check has answered; undefined before (not the same as "none"). */
  checked(docId: string): readonly Diagnostic[] | undefined {
    return this.results.get(docId);
  }

  /**
   * The document's problems as checked at `revision` or later: at once when that check has answered, else when it
   * does (a document no longer watched answers none). What starts work on a document only if it has no errors
   * waits for this, not for a fixed time.
   */
  whenChecked(docId: string, revision: number): Promise<readonly Diagnostic[]> {
    const known = this.results.get(docId);
    const entry = this.watchers.get(docId);
    if (!entry) return Promise.resolve(known ?? EMPTY);
    if (known && this.answers(docId, revision, entry.doc)) return Promise.resolve(known);
    return new Promise((resolve) => this.waiting.add({ docId, revision, resolve }));
  }

  /** The last check answers for `revision`: it checked that revision or a later one, or the text as it is now. */
  private answers(docId: string, revision: number, doc: DocumentModel): boolean {
    const at = this.checkedAt.get(docId);
    return !!at && (at.revision >= revision || at.text === doc.getSnapshot().text);
  }

  getVersion = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private schedule(entry: { doc: DocumentModel; timer: ReturnType<typeof setTimeout> | null; run: number }): void {
    this.scheduleOnly(entry);
    // A document others name changed (a catalog): the documents that may draw on it are checked again too.
    const kind = entry.doc.getSnapshot().meta.kind;
    if (isReferenced(kind)) {
      for (const other of this.watchers.values())
        if (other !== entry && KIND_INFO[other.doc.getSnapshot().meta.kind]?.references.some((r) => r.kind === kind)) this.scheduleOnly(other);
    }
  }

  private scheduleOnly(entry: { doc: DocumentModel; timer: ReturnType<typeof setTimeout> | null; run: number }): void {
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(() => void this.check(entry), this.delayMs);
  }

  private async check(entry: { doc: DocumentModel; timer: unknown; run: number }): Promise<void> {
    entry.timer = null;
    const run = ++entry.run;
    const s = entry.doc.getSnapshot();
    const references = await this.referencesFor(s);
    const diagnostics = await this.validate({ kind: s.meta.kind, name: s.meta.name, text: s.text, references, language: this.language });
    // A newer check started while this one ran: its result wins.
    if (run !== entry.run || !this.watchers.has(s.id)) return;
    this.results.set(s.id, diagnostics);
    this.checkedAt.set(s.id, { revision: s.revision, text: s.text });
    for (const w of this.waiting)
      if (w.docId === s.id && this.answers(s.id, w.revision, entry.doc)) {
        this.waiting.delete(w);
        w.resolve(diagnostics);
      }
    this.changed();
  }

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}
