/**
 * The studio's controller: everything the shell does that is not drawing. Actions, editors and
 * the host talk to this object; React components only render its state. It holds
 * - the workspace (open documents, each with its own undo history),
 * - the action manager (menus, shortcuts, palette), the editor registry, the problems service,
 * - UI state (panes, theme, language, overlays) and the dialogs that ask the user something.
 */
import type { i18n } from 'i18next';
import type { Diagnostic } from '../engine/format/diagnostic';
import { detectKind, KIND_INFO, suffixFor, type DocumentKind } from '../shared/document-kind';
import type { Backup, FileVersion, HostError, HostEvent, MenuModel, OpenedFile, Result, StudioApi } from '../shared/studio-api';
import { ActionManager, type MenuId } from './actions/manager';
import { StudioClipboard } from './actions/clipboard';
import { EditorRegistry } from './editors/registry';
import { LANGUAGES, type Language } from './i18n';
import { ProblemsService, type Validate } from './problems/problems-service';
import { BackupScheduler } from './store/backup-scheduler';
import { DocumentModel, type DocumentSnapshot } from './store/document-model';
import { observable } from './store/observable';
import { parseJson } from './store/text-edits';
import { Workspace } from './store/workspace';
import type { Sample } from './documents/samples';
import { DEFAULT_LAYOUT, loadLayout, storeLayout, type Layout } from './layout';
import { rememberCommand } from './actions/palette-rank';
import { installRulesets, kindNameKey, kindsOf, type RulesetUi } from './ruleset-ui';
import { RulesetStrings } from './ruleset-strings';

export type Theme = 'light' | 'dark';
export type Overlay = 'palette' | 'shortcuts' | 'about' | 'samples' | null;

export interface DialogButton {
  id: string;
  label: string;
  primary?: boolean;
}

export interface DialogRequest {
  title: string;
  body: string;
  buttons: DialogButton[];
  /** Returned when the dialog is dismissed with Escape. */
  cancelId: string;
}

export interface UiState {
  layout: Layout;
  theme: Theme;
  language: Language;
  overlay: Overlay;
  /** The start screen shows while no document is open, or when asked for. */
  showStart: boolean;
  /**
   * The user opened the problems pane while it had nothing to show (this session only). Without that, an
   * empty pane of automatic height is a slim bar (see Workbench).
   */
  problemsExpanded: boolean;
  /** The problems pane lists the active document's problems, or (on request) every open document's. */
  problemsScope: 'document' | 'all';
  dialog: (DialogRequest & { resolve: (id: string) => void }) | null;
}

/** Undo and Redo of something transient on a document, in place of the document's own (see `historyTakeovers`). */
export interface HistoryTakeover {
  /** Whether it holds now (test-play: while the game is shown on the map); otherwise the document's history is back. */
  active(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
  /** The Edit menu's words for them, e.g. "Undo decision". */
  undoLabel(): string;
  redoLabel(): string;
}

/** What a canvas editor reports for the status bar, per document. */
export interface EditorStatus {
  /** A simulator's figure for the document (live balance's win rate), already in words. */
  simulation?: string | null;
  zoom?: number | null;
  /** Already formatted, e.g. `C7` or `12, 4`. */
  square?: string | null;
  /** A place on a board without squares, said in full (e.g. `54.0, 35.0 cm`): shown as it is. */
  place?: string | null;
}

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface StudioOptions {
  host: StudioApi;
  i18n: i18n;
  isMac: boolean;
  storage: KeyValueStore;
  theme: Theme;
  validate?: Validate;
  /**
   * The rulesets' studios (src/renderer/rulesets/index.ts): their kinds' icons and New…, editors, simulator panes
   * and commands. The shell's own views (editors/builtin.ts) are registered by whoever builds the studio.
   */
  rulesets: readonly RulesetUi[];
  samples: Sample[];
}

export const MENUS: MenuId[] = ['file', 'edit', 'view', 'simulate', 'help'];

let untitledCounter = 0;

export class Studio {
  readonly host: StudioApi;
  readonly i18n: i18n;
  readonly isMac: boolean;
  readonly workspace = new Workspace();
  readonly actions: ActionManager<Studio>;
  /** What could be pasted now, for Paste predicates (see actions/clipboard.ts). */
  readonly clipboard: StudioClipboard;
  readonly editors = new EditorRegistry();
  readonly problems: ProblemsService;
  readonly backups: BackupScheduler;
  readonly ui;
  readonly status = observable<Record<string, EditorStatus>>({});
  /**
   * A view running something transient on a document (a test-play game on the map) may take over its Undo and
   * Redo meanwhile: Ctrl+Z then takes back a decision of the game, never an edit of the document.
   */
  readonly historyTakeovers = new Map<string, HistoryTakeover>();
  /**
   * The last problem the user clicked. Views subscribe: Monaco reveals `range`, a canvas selects
   * the object at `pointer`. `seq` makes clicking the same problem twice a new request.
   */
  readonly revealRequest = observable<{ docId: string | null; diagnostic: Diagnostic | null; seq: number }>({
    docId: null,
    diagnostic: null,
    seq: 0,
  });
  /** The view (editor id) each document shows in the centre pane. */
  readonly views = observable<Record<string, string>>({});
  private readonly storage: KeyValueStore;
  readonly rulesets: StudioOptions['rulesets'];
  /** The rulesets' studio strings, loaded when their first document opens (the Workbench waits for them). */
  readonly strings: RulesetStrings;
  readonly samples: StudioOptions['samples'];
  private readonly checking = new Set<string>();

  constructor(opts: StudioOptions) {
    this.host = opts.host;
    this.i18n = opts.i18n;
    this.isMac = opts.isMac;
    this.storage = opts.storage;
    this.rulesets = opts.rulesets;
    this.strings = new RulesetStrings(opts.i18n, opts.rulesets);
    this.samples = opts.samples;
    this.actions = new ActionManager<Studio>(() => this, opts.isMac);
    this.clipboard = new StudioClipboard(() => this.actions.invalidate());
    this.problems = new ProblemsService(opts.validate, (doc) => this.referencesFor(doc));
    this.problems.followLanguage(opts.i18n);
    this.backups = new BackupScheduler(opts.host);
    this.ui = observable<UiState>({
      layout: loadLayout(opts.storage.getItem('studio.layout')),
      theme: opts.theme,
      language: (opts.i18n.language as Language) ?? 'en',
      overlay: null,
      showStart: true,
      problemsExpanded: false,
      problemsScope: 'document',
      dialog: null,
    });
    installRulesets(this, opts.rulesets);
  }

  t = (key: string, options?: Record<string, unknown>): string => this.i18n.t(key, options ?? {}) as string;

  /** The takeover of the active document's Undo and Redo, if a view has one running. */
  get activeTakeover(): HistoryTakeover | null {
    const doc = this.active;
    const takeover = doc ? this.historyTakeovers.get(doc.id) : undefined;
    return takeover?.active() ? takeover : null;
  }

  get active(): DocumentModel | null {
    return this.ui.get().showStart ? null : this.workspace.active;
  }

  // ---- UI state -------------------------------------------------------------------------------

  setLayout(patch: Partial<Layout>): void {
    const layout = { ...this.ui.get().layout, ...patch };
    this.ui.set({ layout });
    this.storage.setItem('studio.layout', storeLayout(layout));
  }

  resetLayout(): void {
    this.setLayout(DEFAULT_LAYOUT);
    this.ui.set({ problemsExpanded: false });
  }

  /** Commands run from the palette, most recent first (the palette lists them first). */
  recentCommands(): string[] {
    try {
      const value: unknown = JSON.parse(this.storage.getItem('studio.recentCommands') ?? '[]');
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    } catch {
      return [];
    }
  }

  noteCommandRun(name: string): void {
    this.storage.setItem('studio.recentCommands', JSON.stringify(rememberCommand(this.recentCommands(), name)));
  }

  setTheme(theme: Theme): void {
    this.ui.set({ theme });
    this.storage.setItem('studio.theme', theme);
  }

  async setLanguage(language: Language): Promise<void> {
    if (!LANGUAGES.includes(language)) return;
    await this.i18n.changeLanguage(language);
    this.storage.setItem('studio.language', language);
    this.ui.set({ language });
  }

  setOverlay(overlay: Overlay): void {
    this.ui.set({ overlay });
  }

  showStartScreen(show: boolean): void {
    this.ui.set({ showStart: show });
  }

  reveal(doc: DocumentModel, diagnostic: Diagnostic): void {
    this.workspace.activate(doc.id);
    this.ui.set({ showStart: false });
    this.revealRequest.set((r) => ({ docId: doc.id, diagnostic, seq: r.seq + 1 }));
  }

  activeViewId(doc: DocumentModel): string | undefined {
    const views = this.editors.viewsFor(doc.getSnapshot().meta.kind);
    const chosen = this.views.get()[doc.id];
    return views.find((v) => v.id === chosen)?.id ?? views[0]?.id;
  }

  setActiveView(doc: DocumentModel, viewId: string): void {
    this.views.set({ [doc.id]: viewId });
  }

  reportStatus(docId: string, status: EditorStatus): void {
    this.status.set((all) => ({ [docId]: { ...all[docId], ...status } }));
  }

  /** Asks the user; resolves with the chosen button id. */
  ask(request: DialogRequest): Promise<string> {
    return new Promise((resolve) => {
      this.ui.set({
        dialog: {
          ...request,
          resolve: (id) => {
            this.ui.set({ dialog: null });
            resolve(id);
          },
        },
      });
    });
  }

  async tell(title: string, body: string): Promise<void> {
    await this.ask({ title, body, buttons: [{ id: 'ok', label: this.t('dialog.ok'), primary: true }], cancelId: 'ok' });
  }

  private async showError(error: HostError, name: string): Promise<void> {
    if (error.code === 'cancelled') return;
    const known = this.i18n.exists(`error.${error.code}`);
    await this.tell(this.t('dialog.errorTitle'), known ? this.t(`error.${error.code}`, { name }) : error.message);
  }

  /**
   * The documents this one names (a mission's catalog, …: its kind's references), by field: an open document of that
   * name first (the designer's edits count), else the bundled sample of that name. The web edition cannot read files
   * beside the document.
   */
  async referencesFor(doc: DocumentSnapshot): Promise<Record<string, { fileName: string; text: string }>> {
    const found: Record<string, { fileName: string; text: string }> = {};
    const data = doc.data as Record<string, unknown> | undefined;
    for (const { field } of KIND_INFO[doc.meta.kind]?.references ?? []) {
      const named = data?.[field];
      if (typeof named !== 'string') continue;
      const fileName = named.slice(named.lastIndexOf('/') + 1);
      const open = this.workspace.all.find((d) => d.getSnapshot().meta.name === fileName);
      if (open) found[field] = { fileName, text: open.getSnapshot().text };
      else {
        const sample = this.samples.find((s) => s.name === fileName);
        if (sample) found[field] = { fileName, text: await sample.load() };
      }
    }
    return found;
  }

  /** One document this one names (`referenceFor(mission, 'catalog')`), as `referencesFor` finds it. */
  async referenceFor(doc: DocumentSnapshot, field: string): Promise<{ fileName: string; text: string } | undefined> {
    return (await this.referencesFor(doc))[field];
  }

  // ---- documents ------------------------------------------------------------------------------

  private addDocument(doc: DocumentModel, hasBackup = false): DocumentModel {
    // Fetch the ruleset's strings now, so they are in (or on the way) when the document's views first render.
    this.strings.ready(doc.getSnapshot().meta.kind);
    this.workspace.add(doc);
    this.backups.watch(doc, hasBackup);
    this.problems.watch(doc);
    this.ui.set({ showStart: false });
    return doc;
  }

  private newId(): string {
    return `doc-${crypto.randomUUID()}`;
  }

  /** A kind's name in the UI language ("Mission", "Ortsdeck"): the ruleset's words name it. */
  kindName(kind: DocumentKind): string {
    return this.t(kindNameKey(this.rulesets, kind));
  }

  newDocument(kind: DocumentKind): DocumentModel | null {
    const create = kindsOf(this.rulesets).find((k) => k.kind === kind)?.create;
    if (!create) return null;
    const title = this.t(create.title);
    const name = `${this.t('tabs.untitled')}-${++untitledCounter}${suffixFor(kind)}`;
    return this.addDocument(
      new DocumentModel({ id: this.newId(), text: create.template(title), saved: true, meta: { kind, name, file: null, diskVersion: null, readOnly: false } }),
    );
  }

  /** Opens (or activates, when already open) a file the host read. */
  openFile(opened: OpenedFile): DocumentModel {
    const existing = this.workspace.all.find((d) => d.getSnapshot().meta.file?.id === opened.file.id);
    if (existing) {
      this.workspace.activate(existing.id);
      this.ui.set({ showStart: false });
      return existing;
    }
    const { data, errors } = parseJson(opened.text);
    const kind = detectKind(opened.file.name, errors.length ? undefined : data);
    return this.addDocument(
      new DocumentModel({
        id: this.newId(),
        text: opened.text,
        saved: true,
        meta: { kind, name: opened.file.name, file: opened.file, diskVersion: opened.version, readOnly: opened.readOnly },
      }),
    );
  }

  async handleOpenResult(result: Result<OpenedFile>, name = ''): Promise<DocumentModel | null> {
    if (!result.ok) {
      await this.showError(result.error, name);
      return null;
    }
    return this.openFile(result.value);
  }

  async open(fileId?: string, name?: string): Promise<DocumentModel | null> {
    return this.handleOpenResult(await this.host.open(fileId ? { fileId } : {}), name);
  }

  async openDropped(file: File): Promise<DocumentModel | null> {
    return this.handleOpenResult(await this.host.openDropped({ file }), file.name);
  }

  async openSample(name: string): Promise<DocumentModel | null> {
    const sample = this.samples.find((s) => s.name === name);
    if (!sample) return null;
    const text = await sample.load();
    const { data, errors } = parseJson(text);
    return this.addDocument(
      new DocumentModel({
        id: this.newId(),
        text,
        saved: true,
        meta: { kind: detectKind(name, errors.length ? undefined : data), name, file: null, diskVersion: null, readOnly: false },
      }),
    );
  }

  restoreBackup(backup: Backup): DocumentModel {
    return this.addDocument(
      new DocumentModel({
        id: backup.docId,
        text: backup.text,
        saved: false,
        meta: {
          kind: backup.kind,
          name: backup.name,
          file: backup.fileId ? { id: backup.fileId, name: backup.name } : null,
          diskVersion: null,
          readOnly: false,
        },
      }),
      true,
    );
  }

  async discardBackup(backup: Backup): Promise<void> {
    await this.host.discardBackup({ docId: backup.docId });
  }

  /** Saves in place, or asks where when the document has no file yet. True when it is saved. */
  async save(doc: DocumentModel, overwrite = false): Promise<boolean> {
    const s = doc.getSnapshot();
    if (!s.meta.file || s.meta.readOnly) return this.saveAs(doc);
    const result = await this.host.save({ fileId: s.meta.file.id, text: s.text, expected: s.meta.diskVersion, overwrite });
    if (result.ok) {
      this.markSavedAs(doc, s.text, result.value.file, result.value.version);
      return true;
    }
    if (result.error.code === 'changed-on-disk') {
      const choice = await this.askAboutDiskChange(s.meta.name, true);
      if (choice === 'keep') return this.save(doc, true);
      if (choice === 'load') await this.revert(doc);
      return false;
    }
    if (result.error.code === 'read-only' || result.error.code === 'not-found') {
      await this.showError(result.error, s.meta.name);
      return this.saveAs(doc);
    }
    await this.showError(result.error, s.meta.name);
    return false;
  }

  async saveAs(doc: DocumentModel): Promise<boolean> {
    const s = doc.getSnapshot();
    const suffix = suffixFor(s.meta.kind);
    const suggestedName = s.meta.name.endsWith('.json') ? s.meta.name : s.meta.name + suffix;
    const result = await this.host.saveAs({ suggestedName, text: s.text });
    if (!result.ok) {
      await this.showError(result.error, s.meta.name);
      return false;
    }
    const previous = s.meta.file?.id;
    this.markSavedAs(doc, s.text, result.value.file, result.value.version);
    if (previous && previous !== result.value.file.id) await this.host.release({ fileId: previous });
    return true;
  }

  private markSavedAs(doc: DocumentModel, savedText: string, file: OpenedFile['file'], version: FileVersion | null): void {
    // An edit that arrived while the host was writing is not on disk: the document stays dirty.
    if (doc.getSnapshot().text === savedText) doc.markSaved({ file, name: file.name, diskVersion: version, readOnly: false });
    else doc.setMeta({ file, name: file.name, diskVersion: version, readOnly: false });
  }

  /** Reloads the file; asks first when that throws away unsaved changes (`confirm`). */
  async revert(doc: DocumentModel, confirm = false): Promise<void> {
    const file = doc.getSnapshot().meta.file;
    if (!file) return;
    if (confirm && doc.getSnapshot().dirty) {
      const choice = await this.ask({
        title: this.t('dialog.revertTitle', { name: file.name }),
        body: this.t('dialog.revertBody'),
        buttons: [
          { id: 'revert', label: this.t('dialog.revert') },
          { id: 'cancel', label: this.t('dialog.cancel'), primary: true },
        ],
        cancelId: 'cancel',
      });
      if (choice !== 'revert') return;
    }
    const result = await this.host.revert({ fileId: file.id });
    if (!result.ok) return this.showError(result.error, file.name);
    doc.load(result.value.text, { diskVersion: result.value.version, readOnly: result.value.readOnly });
  }

  /** Closes a tab, asking first when it has unsaved changes. False when the user cancelled. */
  async close(doc: DocumentModel): Promise<boolean> {
    const s = doc.getSnapshot();
    if (s.dirty) {
      this.workspace.activate(doc.id);
      this.ui.set({ showStart: false });
      const choice = await this.ask({
        title: this.t('dialog.saveChangesTitle', { name: s.meta.name }),
        body: this.t('dialog.saveChangesBody'),
        buttons: [
          { id: 'save', label: this.t('dialog.save'), primary: true },
          { id: 'discard', label: this.t('dialog.dontSave') },
          { id: 'cancel', label: this.t('dialog.cancel') },
        ],
        cancelId: 'cancel',
      });
      if (choice === 'cancel') return false;
      if (choice === 'save' && !(await this.save(doc))) return false;
    }
    this.workspace.remove(doc.id);
    this.problems.forget(doc.id);
    await this.backups.forget(doc.id);
    if (s.meta.file) await this.host.release({ fileId: s.meta.file.id });
    if (this.workspace.all.length === 0) this.ui.set({ showStart: true });
    return true;
  }

  /** Before the window goes: every unsaved document is saved or given up, or nothing closes. */
  async closeAll(): Promise<boolean> {
    for (const doc of [...this.workspace.all]) if (!(await this.close(doc))) return false;
    return true;
  }

  private async askAboutDiskChange(name: string, dirty: boolean): Promise<'keep' | 'load' | 'cancel'> {
    const choice = await this.ask({
      title: this.t('dialog.changedTitle', { name }),
      body: this.t(dirty ? 'dialog.changedBody' : 'dialog.changedBodyClean'),
      buttons: [
        { id: 'keep', label: this.t('dialog.keepMine'), primary: dirty },
        { id: 'load', label: this.t('dialog.loadDisk'), primary: !dirty },
        { id: 'cancel', label: this.t('dialog.cancel') },
      ],
      cancelId: 'cancel',
    });
    return choice as 'keep' | 'load' | 'cancel';
  }

  /** Another program may have changed the file: the user chooses which version to keep. */
  async checkDisk(doc: DocumentModel): Promise<void> {
    const s = doc.getSnapshot();
    if (!s.meta.file || this.checking.has(doc.id)) return;
    this.checking.add(doc.id);
    try {
      const result = await this.host.checkDisk({ fileId: s.meta.file.id, known: s.meta.diskVersion });
      if (!result.ok || !result.value.changed) return;
      if (result.value.missing) {
        if (doc.getSnapshot().meta.diskVersion === null) return;
        doc.setMeta({ diskVersion: null });
        doc.markUnsaved();
        await this.tell(this.t('dialog.missingTitle', { name: s.meta.name }), this.t('dialog.missingBody'));
        return;
      }
      const choice = await this.askAboutDiskChange(s.meta.name, doc.getSnapshot().dirty);
      if (choice === 'load') await this.revert(doc);
      else {
        // Keeping this version: remember the disk's so the question is not asked again, and the
        // document now differs from the file, so it is unsaved.
        doc.setMeta({ diskVersion: result.value.version });
        doc.markUnsaved();
      }
    } finally {
      this.checking.delete(doc.id);
    }
  }

  async checkAllDisks(): Promise<void> {
    for (const doc of this.workspace.all) await this.checkDisk(doc);
  }

  handleHostEvent = async (event: HostEvent): Promise<void> => {
    switch (event.type) {
      case 'run-action':
        await this.actions.execute(event.action, 'host');
        return;
      case 'open-file':
        this.openFile(event.file);
        return;
      case 'open-failed':
        await this.showError(event.error, event.name);
        return;
      case 'open-sample': {
        const sample = this.samples.find((s) => s.name.includes('tutorial')) ?? this.samples[0];
        if (sample) await this.openSample(sample.name);
        return;
      }
      case 'file-changed': {
        const doc = this.workspace.all.find((d) => d.getSnapshot().meta.file?.id === event.fileId);
        if (doc) await this.checkDisk(doc);
        return;
      }
      case 'close-requested':
        await this.backups.flush(this.workspace.all);
        if (await this.closeAll()) await this.host.closeWindow({});
        return;
    }
  };

  menuModel(): MenuModel {
    return {
      ...this.actions.menuModel(
        MENUS.map((id) => ({ id, label: this.t(`menu.${id}`) })),
        this.t,
      ),
      language: this.ui.get().language,
    };
  }
}
