/**
 * The table editor of one skirmish: its own state (tool, selection, snapping, layers, the players' tools — never
 * part of the document) and the commands that turn it into document edits. Every edit goes through `doc.patch`
 * as one undoable step. Kept in the workspace's view state, so switching tabs keeps the selection and the tool.
 */
import type { SkirmishScenario, TerrainType } from '../../../../engine/generated/types/skirmish';
import type { UnitCard, UnitCards } from '../../../../engine/generated/types/units';
import { getAt } from '../../../store/json-pointer';
import { observable, type Observable } from '../../../store/observable';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import type { EditResult } from './commands/types';
import { deleteItems } from './commands/delete';
import { duplicateItems } from './commands/duplicate';
import { copyItems, pasteItems, type Clip } from './commands/paste';
import { moveItems } from './commands/move';
import { rotateItems } from './commands/rotate';
import type { Pt } from './geometry';
import { TABLE_LAYERS, type Language, type Placed, type TableLayer } from './kinds';
import { asSkirmish, buildScene, cardIndex, itemsAt, layerOf, type TableScene } from './scene';
import type { SideId } from './style';
import type { Viewport } from './canvas/viewport';
import { tableState, type TableState } from '../../../../engine/rulesets/universalis/ui-queries';

export type ToolId =
  'select' | 'polygon' | 'rect' | 'circle' | 'piece' | 'model' | 'object' | 'measure' | 'los' | 'reach';
export const TOOLS: readonly ToolId[] = [
  'select',
  'polygon',
  'rect',
  'circle',
  'piece',
  'model',
  'object',
  'measure',
  'los',
  'reach',
];
export type SnapStep = 0 | 1 | 5;
export type RingId = 'danger' | 'perception' | 'weapon';

export interface CanvasControl {
  fit(): void;
  zoomBy(factor: number): void;
  centreOn(p: Pt): void;
  viewport(): Viewport;
}

/** A gesture in progress that the overlay shows before it is written. */
export type Draft =
  | { type: 'polygon'; points: Pt[] }
  | { type: 'rect'; from: Pt; to: Pt }
  | { type: 'circle'; from: Pt; to: Pt }
  | { type: 'move'; dx: number; dy: number; problem: string | null }
  | { type: 'handle'; pointer: string; handleId: string; to: Pt }
  | { type: 'rotate'; deg: number }
  | { type: 'marquee'; from: Pt; to: Pt };

export interface TableEditorState {
  tool: ToolId;
  /** What the polygon, rectangle and circle tools draw. */
  drawAs: 'terrain' | 'zone';
  terrainType: TerrainType;
  terrainKind: 'solid' | 'area';
  terrainHeight: number;
  /** The library piece the piece tool puts down. */
  piece: string;
  /** The unit card and side the model tool places. */
  card: string | null;
  side: SideId;
  portable: boolean;
  snap: SnapStep;
  grid: boolean;
  selection: readonly string[];
  hidden: ReadonlySet<TableLayer>;
  locked: ReadonlySet<TableLayer>;
  hover: Pt | null;
  draft: Draft | null;
  /** The measuring tape: from and to, each a model's pointer or a point. */
  measureFrom: string | Pt | null;
  measureTo: string | Pt | null;
  /** The weapon (id on the first model's card) whose range bands the tape and the rings show. */
  weapon: string | null;
  /** The line-of-sight tool: shooter and target models. */
  losFrom: string | null;
  losTo: string | null;
  rings: Readonly<Record<RingId, boolean>>;
  /** AP the reach tool spends on movement (each move action costs its AP; null: one move action). */
  reachOf: string | null;
  reachMoves: number;
  message: string | null;
  showText: boolean;
  /** The keyboard cursor (cm) while the table has the focus from the keyboard: arrows move it, Enter uses the tool there. */
  cursor: Pt | null;
  /** Pixels per cm on screen, for handles that keep their size. */
  scale: number;
}

/** This window's last copy of placed things (Copy works across the table editors of one window). */
let clipboard: Clip | null = null;
const CLIP_TYPE = 'scenario-studio/skirmish-items';

/** The browser's clipboard; absent outside a page (the unit tests run in Node). */
const clipboardApi = () => (globalThis as { navigator?: Navigator }).navigator?.clipboard;

async function readSystemClipboard(): Promise<Clip | null> {
  try {
    const text = await clipboardApi()?.readText();
    const value = text ? (JSON.parse(text) as { type?: string } & Clip) : null;
    return value?.type === CLIP_TYPE && Array.isArray(value.items) && Array.isArray(value.origin)
      ? { items: value.items, origin: value.origin }
      : null;
  } catch {
    return null;
  }
}

export class TableEditor {
  readonly state: Observable<TableEditorState>;
  private sceneCache: {
    revision: number;
    units: unknown;
    language: string;
    grid: boolean;
    scene: TableScene | null;
  } | null = null;
  units: UnitCards | null = null;
  private cards: Map<string, UnitCard> = new Map();
  viewport: Viewport | null = null;
  viewportMoved = false;
  canvas: CanvasControl | null = null;
  /** Where the pointer is on the table (cm), kept without re-rendering: Paste puts things there. */
  pointer: Pt | null = null;

  constructor(
    readonly doc: DocumentModel,
    readonly studio: Studio,
  ) {
    this.state = observable<TableEditorState>({
      tool: 'select',
      drawAs: 'terrain',
      terrainType: 'building',
      terrainKind: 'solid',
      terrainHeight: 6,
      piece: 'building',
      card: null,
      side: 'a',
      portable: false,
      snap: 1,
      grid: true,
      selection: [],
      hidden: new Set(),
      locked: new Set(),
      hover: null,
      draft: null,
      measureFrom: null,
      measureTo: null,
      weapon: null,
      losFrom: null,
      losTo: null,
      rings: { danger: false, perception: false, weapon: false },
      reachOf: null,
      reachMoves: 1,
      message: null,
      showText: false,
      cursor: null,
      scale: 8,
    });
  }

  static of(doc: DocumentModel, studio: Studio): TableEditor {
    const view = studio.workspace.viewState(doc.id);
    let editor = view.get('universalis.table') as TableEditor | undefined;
    if (!editor) view.set('universalis.table', (editor = new TableEditor(doc, studio)));
    return editor;
  }

  get language(): Language {
    return ((this.studio.i18n.language ?? 'en').slice(0, 2) as Language) ?? 'en';
  }

  t = (key: string, options?: Record<string, unknown>): string => this.studio.t(key, options);

  setUnits(units: UnitCards | null): void {
    if (units === this.units) return;
    this.units = units;
    this.cards = cardIndex(units);
  }

  get scene(): TableScene | null {
    const s = this.doc.getSnapshot();
    const grid = this.state.get().grid;
    const c = this.sceneCache;
    if (
      c &&
      c.revision === s.revision &&
      c.units === this.units &&
      c.language === this.language &&
      c.grid === grid
    )
      return c.scene;
    const skirmish = asSkirmish(s.data);
    const scene = skirmish
      ? buildScene(skirmish, this.cards, { language: this.language, t: this.t, grid })
      : null;
    this.sceneCache = { revision: s.revision, units: this.units, language: this.language, grid, scene };
    return scene;
  }

  private rulesCache: { revision: number; units: unknown; rules: TableState | null } | null = null;

  /**
   * The table as the rules engine sees it (compiled and set up as placed), for the players' tools; rebuilt only when
   * the document or its unit cards change. Null without a readable skirmish or units file.
   */
  get rules(): TableState | null {
    const s = this.doc.getSnapshot();
    const c = this.rulesCache;
    if (c && c.revision === s.revision && c.units === this.units) return c.rules;
    const rules = this.scene && this.units ? tableState(s.data, this.units) : null;
    this.rulesCache = { revision: s.revision, units: this.units, rules };
    return rules;
  }

  /** The engine's index of the model at a pointer (`/sides/a/models/2`), or -1. */
  modelIndex(pointer: string): number {
    const rules = this.rules;
    const item = this.scene?.byPointer.get(pointer);
    if (!rules?.ok || item?.kind !== 'model') return -1;
    const i = rules.state.c.index[(item.value as { id: string }).id];
    return i === undefined ? -1 : i;
  }

  get skirmish(): SkirmishScenario | null {
    return this.scene?.skirmish ?? null;
  }

  get editable(): boolean {
    return this.doc.getSnapshot().syntaxErrors.length === 0 && this.scene !== null;
  }

  say(message: string | null): void {
    this.state.set({ message });
  }

  // ---- selection ----------------------------------------------------------------------------

  selected(): Placed[] {
    const scene = this.scene;
    if (!scene) return [];
    return this.state
      .get()
      .selection.map((p) => scene.byPointer.get(p))
      .filter((p): p is Placed => p !== undefined);
  }

  select(pointers: readonly string[], mode: 'replace' | 'toggle' = 'replace'): void {
    const current = this.state.get().selection;
    const next =
      mode === 'replace'
        ? [...pointers]
        : [...current.filter((p) => !pointers.includes(p)), ...pointers.filter((p) => !current.includes(p))];
    this.state.set({ selection: next, message: null });
  }

  pruneSelection(): void {
    const data = this.doc.getSnapshot().data;
    const s = this.state.get();
    const kept = s.selection.filter((p) => getAt(data, p) !== undefined);
    if (kept.length !== s.selection.length) this.state.set({ selection: kept });
    for (const key of ['losFrom', 'losTo', 'reachOf'] as const) {
      const p = s[key];
      if (p && getAt(data, p) === undefined) this.state.set({ [key]: null });
    }
  }

  layerUsable = (layer: TableLayer): boolean => {
    const s = this.state.get();
    return !s.hidden.has(layer) && !s.locked.has(layer);
  };

  pick(p: Pt, tol: number): Placed | undefined {
    const scene = this.scene;
    return scene ? itemsAt(scene, p, tol, this.layerUsable)[0] : undefined;
  }

  /** The model under a point, on any visible layer (the players' tools read models even on a locked layer). */
  modelAt(p: Pt, tol: number): Placed | undefined {
    const scene = this.scene;
    return scene
      ? itemsAt(scene, p, tol, (l) => l === 'models' && !this.state.get().hidden.has(l))[0]
      : undefined;
  }

  selectAll(): void {
    this.select(
      (this.scene?.items ?? []).filter((i) => this.layerUsable(layerOf(i.kind))).map((i) => i.pointer),
    );
  }

  toggleLayer(layer: TableLayer, what: 'hidden' | 'locked'): void {
    const set = new Set(this.state.get()[what]);
    if (set.has(layer)) set.delete(layer);
    else set.add(layer);
    const scene = this.scene;
    this.state.set((s) => ({
      [what]: set,
      selection: s.selection.filter((p) => {
        const i = scene?.byPointer.get(p);
        return !i || !set.has(layerOf(i.kind));
      }),
    }));
  }

  layers(): readonly TableLayer[] {
    return TABLE_LAYERS;
  }

  setTool(tool: ToolId): void {
    this.state.set({ tool, draft: null, message: null });
  }

  // ---- applying edits -----------------------------------------------------------------------

  apply(result: EditResult, opts: { mergeKey?: string } = {}): boolean {
    if (result.refused) this.say(result.refused);
    if (result.ops.length === 0) return false;
    if (!this.editable) {
      this.say(this.t('universalis:refused.brokenText'));
      return false;
    }
    this.doc.patch(result.ops, { label: result.label, mergeKey: opts.mergeKey });
    if (result.select) this.state.set({ selection: result.select, message: null });
    else if (!result.refused) this.say(null);
    return true;
  }

  nudge(dx: number, dy: number): void {
    const scene = this.scene;
    const items = this.selected();
    if (!scene || items.length === 0) return;
    this.apply(moveItems(scene, items, dx, dy, this.t), {
      mergeKey: `nudge:${this.state.get().selection.join('|')}`,
    });
  }

  rotateSelection(deg: number): void {
    const scene = this.scene;
    if (scene) this.apply(rotateItems(scene, this.selected(), deg, this.t));
  }

  deleteSelection(): void {
    const scene = this.scene;
    if (scene) this.apply(deleteItems(scene, this.selected(), this.t));
  }

  duplicateSelection(): void {
    const scene = this.scene;
    if (scene) this.apply(duplicateItems(scene, this.selected(), this.t));
  }

  // ---- clipboard ----------------------------------------------------------------------------

  copySelection(): boolean {
    const scene = this.scene;
    const items = this.selected();
    if (!scene || items.length === 0) return false;
    clipboard = copyItems(scene, items);
    this.studio.clipboard.offer(CLIP_TYPE);
    // Other windows (and other programs) get it as text; this window reads the copy it keeps.
    void clipboardApi()
      ?.writeText(JSON.stringify({ type: CLIP_TYPE, ...clipboard }))
      .catch(() => undefined);
    this.say(this.t('universalis:status.copied', { count: items.length }));
    return true;
  }

  cutSelection(): void {
    if (this.copySelection()) this.deleteSelection();
  }

  canPaste(): boolean {
    return clipboard !== null || this.studio.clipboard.has(CLIP_TYPE);
  }

  /** Pastes at the pointer (the copy's top-left corner there), or 3 cm aside when the pointer is off the table. */
  async paste(): Promise<void> {
    const scene = this.scene;
    if (!scene) return;
    const clip = clipboard ?? (await readSystemClipboard());
    if (!clip) return this.say(this.t('universalis:refused.nothingToPaste'));
    const at = this.pointer;
    const [dx, dy] = at ? [at[0] - clip.origin[0], at[1] - clip.origin[1]] : [3, 3];
    const step = this.state.get().snap;
    this.apply(
      pasteItems(
        scene,
        clip,
        step ? Math.round(dx / step) * step : dx,
        step ? Math.round(dy / step) * step : dy,
        this.t,
      ),
    );
  }

  /** The step a drag snaps to: the chosen one, none with Alt held. */
  snapStep(alt: boolean): number {
    return alt ? 0 : this.state.get().snap;
  }
}
