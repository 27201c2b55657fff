/**
 * One open document: its text (the truth, as on disk), the last good parse of it, and an undo
 * history without limit.
 *
 * History entries are plain data: the text splices of the change (and, for structural edits, the
 * JSON patch and its inverse, so undo does not need to re-parse). Each change says how it enters
 * history (after excalidraw's "capture update"):
 * - `record` (default): a new step, or merged into the previous one when both carry the same
 *   `mergeKey` within `mergeWindowMs` (typing into a field is one step);
 * - inside a transaction (`begin` … `commit`): every change becomes one step, and `cancel` puts
 *   the document back (a drag is one step; Escape bails out of it);
 * - loading or reverting a file goes through `load`, which never creates a step.
 * Simulator state is not part of the document at all, so a simulator tick cannot touch history.
 */
import type { DocumentKind } from '../../shared/document-kind';
import type { FileRef, FileVersion } from '../../shared/studio-api';
import { applyPatch, applyWithInverse, type PatchOp } from './json-patch';
import { applySplices, diffToSplice, invertSplices, parseJson, patchToSplices, type JsonSyntaxError, type Splice } from './text-edits';
import { pushAll } from '../../engine/core/lists';

export interface EditOptions {
  /** Shown in the Edit menu as "Undo <label>". */
  label?: string;
  /** Consecutive changes with the same key merge into one step (typing, nudging). */
  mergeKey?: string;
  /** Who made the change (e.g. `monaco`), passed to listeners so a view can skip its own echo. */
  source?: string;
}

interface HistoryEntry {
  id: number;
  label: string;
  mergeKey?: string;
  lastAt: number;
  splices: Splice[];
  /** Present while every change in the entry was structural; undo/redo then skip re-parsing. */
  patch?: { forward: PatchOp[]; inverse: PatchOp[] };
}

/** `meta` changes touch neither text nor history (tab name, saved state). */
export type ChangeOrigin = 'edit' | 'undo' | 'redo' | 'load' | 'cancel' | 'meta';

export interface DocumentChange {
  origin: ChangeOrigin;
  splices: Splice[];
  /** `EditOptions.source` of an `edit`. */
  source?: string;
}

export interface DocumentMeta {
  kind: DocumentKind;
  /** File name shown in the tab. */
  name: string;
  /** The file this document was opened from or saved to; null until the first save. */
  file: FileRef | null;
  /** The file's version on disk when last read or written (external change detection). */
  diskVersion: FileVersion | null;
  readOnly: boolean;
}

export interface DocumentSnapshot {
  readonly id: string;
  readonly meta: DocumentMeta;
  readonly text: string;
  /** The last text that parsed; editors draw this while the text is broken. */
  readonly data: unknown;
  readonly syntaxErrors: readonly JsonSyntaxError[];
  readonly dirty: boolean;
  readonly undoLabel: string | null;
  readonly redoLabel: string | null;
  /** Increases with every change: a cheap key for memoising derived views. */
  readonly revision: number;
}

export interface DocumentModelOptions {
  id: string;
  meta: DocumentMeta;
  text: string;
  /** The text is already on disk as it is (opened file) rather than new. */
  saved?: boolean;
  now?: () => number;
  mergeWindowMs?: number;
}

export class DocumentModel {
  readonly id: string;
  private meta: DocumentMeta;
  private text: string;
  private data: unknown;
  private syntaxErrors: JsonSyntaxError[] = [];
  private entries: HistoryEntry[] = [];
  /** Number of entries currently applied. */
  private index = 0;
  private nextEntryId = 1;
  /** Id of the top applied entry when the document was last saved; -1 when it never was. */
  private savedAt: number;
  private transaction: HistoryEntry | null = null;
  private revision = 0;
  private snapshot: DocumentSnapshot;
  private readonly listeners = new Set<(change: DocumentChange) => void>();
  private readonly now: () => number;
  private readonly mergeWindowMs: number;

  constructor(opts: DocumentModelOptions) {
    this.id = opts.id;
    this.meta = opts.meta;
    this.text = opts.text;
    this.now = opts.now ?? (() => Date.now());
    this.mergeWindowMs = opts.mergeWindowMs ?? 1000;
    this.reparse();
    this.savedAt = opts.saved ? 0 : -1;
    this.snapshot = this.makeSnapshot();
  }

  getSnapshot = (): DocumentSnapshot => this.snapshot;

  /** For `useSyncExternalStore` and for editors that need the splices (Monaco). */
  subscribe = (listener: (change: DocumentChange) => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get canUndo(): boolean {
    return this.transaction === null && this.index > 0;
  }

  get canRedo(): boolean {
    return this.transaction === null && this.index < this.entries.length;
  }

  /** Structural edit. Refused while the text does not parse: there is no good tree to patch. */
  patch(ops: PatchOp[], opts: EditOptions = {}): void {
    if (ops.length === 0) return;
    if (this.syntaxErrors.length > 0) throw new Error('The document text has syntax errors; fix the text first.');
    const { data, inverse } = applyWithInverse(this.data, ops);
    const { text, splices } = patchToSplices(this.text, this.data, ops);
    this.text = text;
    this.data = data;
    this.record(splices, { forward: ops, inverse }, opts);
    this.emit({ origin: 'edit', splices, source: opts.source });
  }

  /** Text edit (Monaco, the JSON view). Text that does not parse keeps the last good data. */
  editText(splices: Splice[], opts: EditOptions = {}): void {
    if (splices.length === 0) return;
    this.text = applySplices(this.text, splices);
    this.reparse();
    this.record(splices, undefined, opts);
    this.emit({ origin: 'edit', splices, source: opts.source });
  }

  /** Replaces the whole text as one step, recording only the part that changed. */
  setText(text: string, opts: EditOptions = {}): void {
    const splice = diffToSplice(this.text, text);
    if (splice) this.editText([splice], opts);
  }

  /** Starts a step made of several changes (a drag). Only one can be open at a time. */
  begin(label: string): void {
    if (this.transaction) throw new Error('A change is already in progress.');
    this.transaction = { id: this.nextEntryId++, label, lastAt: this.now(), splices: [], patch: { forward: [], inverse: [] } };
  }

  commit(): void {
    const tx = this.transaction;
    if (!tx) return;
    this.transaction = null;
    if (tx.splices.length > 0) {
      // Only a step that happened discards the redo stack: a cancelled drag keeps it.
      this.truncateRedo();
      this.entries.push(tx);
      this.index = this.entries.length;
    }
    this.bump();
  }

  /** Bails out of the open step and puts the document back as it was at `begin`. */
  cancel(): void {
    const tx = this.transaction;
    if (!tx) return;
    this.transaction = null;
    this.applyEntry(tx, 'backward', 'cancel');
  }

  undo(): boolean {
    if (!this.canUndo) return false;
    this.index--;
    this.applyEntry(this.entries[this.index], 'backward', 'undo');
    return true;
  }

  redo(): boolean {
    if (!this.canRedo) return false;
    const entry = this.entries[this.index];
    this.index++;
    this.applyEntry(entry, 'forward', 'redo');
    return true;
  }

  /** Loads text as the file's content (open, revert, reload from disk): no undo step, saved state. */
  load(text: string, meta: Partial<DocumentMeta> = {}): void {
    const splice = diffToSplice(this.text, text);
    this.transaction = null;
    this.text = text;
    this.meta = { ...this.meta, ...meta };
    this.entries = [];
    this.index = 0;
    this.savedAt = 0;
    this.reparse();
    this.emit({ origin: 'load', splices: splice ? [splice] : [] });
  }

  /** The current text is what is on disk now. */
  markSaved(meta: Partial<DocumentMeta> = {}): void {
    this.savedAt = this.topId();
    this.meta = { ...this.meta, ...meta };
    this.bump();
  }

  /** The file on disk no longer matches this text (changed or deleted by another program). */
  markUnsaved(): void {
    this.savedAt = -1;
    this.bump();
  }

  /** Tab name, file, disk version: no history, but listeners hear about it. */
  setMeta(meta: Partial<DocumentMeta>): void {
    this.meta = { ...this.meta, ...meta };
    this.bump();
  }

  private topId(): number {
    return this.index === 0 ? 0 : this.entries[this.index - 1].id;
  }

  private truncateRedo(): void {
    if (this.index < this.entries.length) this.entries.length = this.index;
  }

  private record(splices: Splice[], patch: HistoryEntry['patch'], opts: EditOptions): void {
    const at = this.now();
    const tx = this.transaction;
    if (tx) {
      pushAll(tx.splices, splices);
      tx.patch = patch && tx.patch ? { forward: [...tx.patch.forward, ...patch.forward], inverse: [...patch.inverse, ...tx.patch.inverse] } : undefined;
      tx.lastAt = at;
      return;
    }
    this.truncateRedo();
    const top = this.index > 0 ? this.entries[this.index - 1] : undefined;
    const mergeable =
      top &&
      opts.mergeKey !== undefined &&
      top.mergeKey === opts.mergeKey &&
      at - top.lastAt <= this.mergeWindowMs &&
      top.id !== this.savedAt;
    if (mergeable) {
      pushAll(top.splices, splices);
      top.patch = patch && top.patch ? { forward: [...top.patch.forward, ...patch.forward], inverse: [...patch.inverse, ...top.patch.inverse] } : undefined;
      top.lastAt = at;
      return;
    }
    this.entries.push({ id: this.nextEntryId++, label: opts.label ?? '', mergeKey: opts.mergeKey, lastAt: at, splices, patch });
    this.index = this.entries.length;
  }

  private applyEntry(entry: HistoryEntry, direction: 'forward' | 'backward', origin: ChangeOrigin): void {
    const splices = direction === 'forward' ? entry.splices : invertSplices(entry.splices);
    this.text = applySplices(this.text, splices);
    if (entry.patch && this.syntaxErrors.length === 0) {
      this.data = applyPatch(this.data, direction === 'forward' ? entry.patch.forward : entry.patch.inverse);
    } else this.reparse();
    this.emit({ origin, splices });
  }

  private reparse(): void {
    const { data, errors } = parseJson(this.text);
    this.syntaxErrors = errors;
    if (errors.length === 0) this.data = data;
  }

  private bump(): void {
    this.emit(null);
  }

  private emit(change: DocumentChange | null): void {
    this.revision++;
    this.snapshot = this.makeSnapshot();
    const event = change ?? { origin: 'meta' as const, splices: [] };
    for (const l of this.listeners) l(event);
  }

  private makeSnapshot(): DocumentSnapshot {
    const undo = this.index > 0 ? this.entries[this.index - 1] : undefined;
    const redo = this.entries[this.index];
    return {
      id: this.id,
      meta: this.meta,
      text: this.text,
      data: this.data,
      syntaxErrors: this.syntaxErrors,
      dirty: this.transaction !== null ? true : this.topId() !== this.savedAt,
      undoLabel: undo ? undo.label : null,
      redoLabel: redo ? redo.label : null,
      revision: this.revision,
    };
  }
}
