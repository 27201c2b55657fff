/**
 * The open documents (tabs), which one is active, and per-document view state. View state
 * (selection, active view, zoom) belongs to editors and is never part of the document or its
 * history.
 */
import type { DocumentModel } from './document-model';

export interface WorkspaceSnapshot {
  readonly documents: readonly DocumentModel[];
  readonly activeId: string | null;
}

export class Workspace {
  private documents: DocumentModel[] = [];
  private activeId: string | null = null;
  private snapshot: WorkspaceSnapshot = { documents: [], activeId: null };
  private readonly listeners = new Set<() => void>();
  private readonly viewStates = new Map<string, Map<string, unknown>>();

  getSnapshot = (): WorkspaceSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get active(): DocumentModel | null {
    return this.documents.find((d) => d.id === this.activeId) ?? null;
  }

  get all(): readonly DocumentModel[] {
    return this.documents;
  }

  get(id: string): DocumentModel | undefined {
    return this.documents.find((d) => d.id === id);
  }

  /** Adds a tab after the active one and activates it. */
  add(doc: DocumentModel): void {
    const at = this.documents.findIndex((d) => d.id === this.activeId);
    this.documents = [...this.documents.slice(0, at + 1), doc, ...this.documents.slice(at + 1)];
    this.activeId = doc.id;
    this.changed();
  }

  /** Removes a tab (the caller asked about unsaved changes); the neighbour becomes active. */
  remove(id: string): void {
    const at = this.documents.findIndex((d) => d.id === id);
    if (at < 0) return;
    this.documents = this.documents.filter((d) => d.id !== id);
    this.viewStates.delete(id);
    if (this.activeId === id) this.activeId = this.documents[Math.min(at, this.documents.length - 1)]?.id ?? null;
    this.changed();
  }

  activate(id: string | null): void {
    if (id !== null && !this.get(id)) return;
    this.activeId = id;
    this.changed();
  }

  /** Activates the tab `delta` places away, wrapping around. */
  cycle(delta: number): void {
    if (this.documents.length === 0) return;
    const at = Math.max(0, this.documents.findIndex((d) => d.id === this.activeId));
    const n = this.documents.length;
    this.activate(this.documents[(((at + delta) % n) + n) % n].id);
  }

  move(id: string, toIndex: number): void {
    const doc = this.get(id);
    if (!doc) return;
    const rest = this.documents.filter((d) => d.id !== id);
    rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, doc);
    this.documents = rest;
    this.changed();
  }

  /** Editor-owned state for one document (e.g. `viewState(docId).get('mission.selection')`). */
  viewState(docId: string): Map<string, unknown> {
    let state = this.viewStates.get(docId);
    if (!state) this.viewStates.set(docId, (state = new Map()));
    return state;
  }

  private changed(): void {
    this.snapshot = { documents: this.documents, activeId: this.activeId };
    for (const l of this.listeners) l();
  }
}
