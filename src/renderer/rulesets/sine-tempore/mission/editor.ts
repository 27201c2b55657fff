/**
 * The mission editor of one document: the editor's own state (tool, selection, layers, overlays — never part of
 * the document) and the commands that turn it into document edits. Every edit goes through `doc.patch` as one
 * undoable step; drags and strokes use `doc.begin` … `commit` (Escape: `cancel`). Kept in the workspace's view
 * state, so switching tabs or views keeps the selection and the tool.
 */
import type { Mission } from '../../../../engine/generated/types/mission';
import { MAP_LAYERS, pieceKind, type CatalogIndex, type Language, type MapLayer, type Piece } from '../../../../engine/rulesets/sine-tempore/print';
import { getAt } from '../../../store/json-pointer';
import { observable, type Observable } from '../../../store/observable';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import { TERRAIN_CODES, type TerrainCode } from './edits/board';
import { copyPieces, deletePieces, duplicatePieces, movePieces, pasteItems, placeEntry, rotatePieces, type Clipboard, type EditEnv, type EditResult } from './edits/pieces';
import { utilOf, type PaletteEntry } from './kinds';
import { asMission, SceneBuilder, type Scene, type Square } from './scene';
import type { PatchOp } from '../../../store/json-patch';
import type { CanvasControl } from './canvas/MapCanvas';
import type { Viewport } from './canvas/viewport';

export type ToolId = 'select' | 'place' | 'brush' | 'rect' | 'fill' | 'wall' | 'level' | 'area' | 'los' | 'reach';
export const TOOLS: readonly ToolId[] = ['select', 'brush', 'rect', 'fill', 'wall', 'level', 'area', 'los', 'reach'];
export type OverlayId = 'rings' | 'spawns' | 'problems';

export interface EditorState {
  tool: ToolId;
  /** The palette entry the place tool puts down. */
  entry: PaletteEntry | null;
  terrain: TerrainCode;
  level: number;
  /** The area the area tool draws into: `/deployment` or a zone's pointer. */
  areaTarget: string;
  /** JSON Pointers of what is selected (pieces on the map, events on the timeline). */
  selection: readonly string[];
  hidden: ReadonlySet<MapLayer>;
  locked: ReadonlySet<MapLayer>;
  overlays: Readonly<Record<OverlayId, boolean>>;
  /** The square the line-of-sight overlay looks from, when pinned by a click. */
  losFrom: Square | null;
  /** The model whose reach is shown, and with how many AP (null: its RA). */
  reachOf: string | null;
  reachAp: number | null;
  /** The square under the pointer, and the exact point (in squares). */
  hover: Square | null;
  hoverPoint: readonly [number, number] | null;
  /** Marquee or rectangle tool drag, in squares (for the keyboard's walls: from corner to corner). */
  drag: { from: Square; to: Square } | null;
  /**
   * The keyboard cursor while it is shown (the map has the focus from the keyboard): a square, or for the wall
   * tool a corner of the grid (named by the square whose top-left it is).
   */
  cursor: Square | null;
  /** The last thing the editor has to say (why a command did nothing), for the status line. */
  message: string | null;
  /** The map shows the document's text beside it. */
  showText: boolean;
}

let clipboard: Clipboard | null = null;
const CLIP_TYPE = 'scenario-studio/mission-pieces';

/** The browser's clipboard; absent outside a page (the unit tests run in Node). */
const clipboardApi = () => (globalThis as { navigator?: Navigator }).navigator?.clipboard;

export class MissionEditor {
  readonly state: Observable<EditorState>;
  private readonly builder = new SceneBuilder();
  private sceneCache: { revision: number; catalog: unknown; language: string; scene: Scene | null } | null = null;
  catalog: CatalogIndex | undefined;
  /** Where the map was looking, kept across tab and view switches. */
  viewport: Viewport | null = null;
  /** The designer panned or zoomed: the view no longer follows the board's size. */
  viewportMoved = false;
  /** Pan and zoom of the canvas on screen, while it is. */
  canvas: CanvasControl | null = null;
  /**
   * The view as it moves, for the minimap: an observable of its own, so panning re-renders the minimap only,
   * never the view around the canvas.
   */
  readonly view = observable<{ viewport: Viewport | null; size: { width: number; height: number } }>({ viewport: null, size: { width: 0, height: 0 } });

  constructor(
    readonly doc: DocumentModel,
    readonly studio: Studio,
  ) {
    this.state = observable<EditorState>({
      tool: 'select',
      entry: null,
      terrain: TERRAIN_CODES[0],
      level: 1,
      areaTarget: '/deployment',
      selection: [],
      hidden: new Set(),
      locked: new Set(),
      overlays: { rings: false, spawns: true, problems: true },
      losFrom: null,
      reachOf: null,
      reachAp: null,
      hover: null,
      hoverPoint: null,
      drag: null,
      cursor: null,
      message: null,
      showText: false,
    });
  }

  static of(doc: DocumentModel, studio: Studio): MissionEditor {
    const view = studio.workspace.viewState(doc.id);
    let editor = view.get('mission.editor') as MissionEditor | undefined;
    if (!editor) view.set('mission.editor', (editor = new MissionEditor(doc, studio)));
    return editor;
  }

  get language(): Language {
    return (this.studio.i18n.language?.slice(0, 2) as Language) ?? 'en';
  }

  t = (key: string, options?: Record<string, unknown>): string => this.studio.t(key, options);

  env(): EditEnv {
    return { catalog: this.catalog, t: this.t, language: this.language };
  }

  setCatalog(catalog: CatalogIndex | undefined): void {
    this.catalog = catalog;
  }

  /** The scene of the document as it is now (rebuilt only when the document, catalog or language changed). */
  get scene(): Scene | null {
    const s = this.doc.getSnapshot();
    const c = this.sceneCache;
    if (c && c.revision === s.revision && c.catalog === this.catalog && c.language === this.language) return c.scene;
    const mission = asMission(s.data);
    const scene = mission ? this.builder.build(mission, this.catalog, this.language, { deployment: this.t('mission:layer.deploymentName') }) : null;
    this.sceneCache = { revision: s.revision, catalog: this.catalog, language: this.language, scene };
    return scene;
  }

  get mission(): Mission | null {
    return this.scene?.mission ?? null;
  }

  /** The map can be edited: the text parses and the file is not read-only. */
  get editable(): boolean {
    const s = this.doc.getSnapshot();
    return s.syntaxErrors.length === 0 && this.scene !== null;
  }

  say(message: string | null): void {
    this.state.set({ message });
  }

  // ---- selection ----------------------------------------------------------------------------

  selectedPieces(): Piece[] {
    const scene = this.scene;
    if (!scene) return [];
    return this.state.get().selection.map((p) => scene.byPointer.get(p)).filter((p): p is Piece => p !== undefined);
  }

  select(pointers: readonly string[], mode: 'replace' | 'add' | 'toggle' = 'replace'): void {
    const current = this.state.get().selection;
    let next: string[];
    if (mode === 'replace') next = [...pointers];
    else if (mode === 'add') next = [...new Set([...current, ...pointers])];
    else next = [...current.filter((p) => !pointers.includes(p)), ...pointers.filter((p) => !current.includes(p))];
    this.state.set({ selection: next, message: null });
  }

  /** Drops selected pointers that no longer name anything (after undo, delete, a text edit). */
  pruneSelection(): void {
    const data = this.doc.getSnapshot().data;
    const selection = this.state.get().selection;
    const kept = selection.filter((p) => getAt(data, p) !== undefined);
    if (kept.length !== selection.length) this.state.set({ selection: kept });
  }

  /** A piece's name in the UI language, as lists and headings show it. */
  nameOf(piece: Piece): string {
    const ctx = { mission: this.mission!, catalog: this.catalog, language: this.language, words: { deployment: this.t('mission:layer.deploymentName') } };
    return utilOf(piece.kind).label?.(piece.value, this.t, ctx) ?? pieceKind(piece.kind).name(piece.value, ctx);
  }

  layerUsable(layer: MapLayer): boolean {
    const s = this.state.get();
    return !s.hidden.has(layer) && !s.locked.has(layer);
  }

  /** The piece a click at a square picks: the topmost on a visible, unlocked layer. */
  pick(square: Square): Piece | undefined {
    return this.scene?.at(square[0], square[1]).find((p) => this.layerUsable(p.layer));
  }

  selectAll(): void {
    this.select((this.scene?.pieces ?? []).filter((p) => p.kind !== 'tile' && p.kind !== 'deployment' && this.layerUsable(p.layer)).map((p) => p.pointer));
  }

  toggleLayer(layer: MapLayer, what: 'hidden' | 'locked'): void {
    const set = new Set(this.state.get()[what]);
    if (set.has(layer)) set.delete(layer);
    else set.add(layer);
    this.state.set({ [what]: set } as Partial<EditorState>);
    if (what === 'hidden' || what === 'locked') {
      const scene = this.scene;
      this.state.set((s) => ({ selection: s.selection.filter((p) => !scene?.byPointer.get(p) || !set.has(scene.byPointer.get(p)!.layer)) }));
    }
  }

  setTool(tool: ToolId, entry: PaletteEntry | null = null): void {
    const s = this.state.get();
    this.state.set({
      tool,
      entry: tool === 'place' ? entry : null,
      drag: null,
      message: null,
      losFrom: tool === 'los' ? s.losFrom : null,
      reachOf: tool === 'reach' ? s.reachOf : null,
    });
  }

  // ---- applying edits -----------------------------------------------------------------------

  /** Applies a command's patch as one step (or into the open step of a drag). */
  apply(result: EditResult, opts: { mergeKey?: string } = {}): boolean {
    if (result.refused) this.say(result.refused);
    if (result.ops.length === 0) return false;
    if (!this.editable) {
      this.say(this.t('mission:refused.brokenText'));
      return false;
    }
    this.doc.patch(result.ops, { label: result.label, mergeKey: opts.mergeKey });
    if (result.select) this.state.set({ selection: result.select, message: null });
    return true;
  }

  patch(ops: PatchOp[], label: string): boolean {
    return this.apply({ ops, label });
  }

  place(entry: PaletteEntry, at: Square): void {
    const mission = this.mission;
    if (!mission) return;
    const layer = pieceKind(entry.kind).layer;
    if (!this.layerUsable(layer)) return this.say(this.t('mission:refused.layerLocked', { layer: this.t(`mission:layer.${layer}`) }));
    const result = placeEntry(mission, entry, at, this.env(), this.selectedPieces());
    // A new zone starts as one square: the area tool then draws into it.
    if (this.apply(result) && entry.kind === 'zone' && result.select) this.state.set({ areaTarget: result.select[0] });
  }

  nudge(dx: number, dy: number): void {
    const mission = this.mission;
    const pieces = this.selectedPieces();
    if (!mission || pieces.length === 0) return;
    this.apply(movePieces(mission, pieces, dx, dy, this.env()), { mergeKey: `nudge:${this.state.get().selection.join('|')}` });
  }

  rotateSelection(): void {
    const mission = this.mission;
    if (mission) this.apply(rotatePieces(mission, this.selectedPieces(), this.env()));
  }

  deleteSelection(): void {
    const mission = this.mission;
    if (mission) this.apply(deletePieces(mission, this.selectedPieces(), this.env()));
  }

  duplicateSelection(): void {
    const mission = this.mission;
    if (mission) this.apply(duplicatePieces(mission, this.selectedPieces(), this.env()));
  }

  copySelection(): boolean {
    const mission = this.mission;
    const pieces = this.selectedPieces();
    if (!mission || pieces.length === 0) return false;
    clipboard = copyPieces(mission, pieces);
    this.studio.clipboard.offer(CLIP_TYPE);
    // Other windows (and other programs) get it as text; this window reads the copy it keeps.
    void clipboardApi()?.writeText(JSON.stringify({ type: CLIP_TYPE, ...clipboard })).catch(() => undefined);
    this.say(this.t('mission:status.copied', { count: pieces.length }));
    return true;
  }

  cutSelection(): void {
    if (this.copySelection()) this.deleteSelection();
  }

  async paste(at?: Square): Promise<void> {
    const mission = this.mission;
    if (!mission) return;
    const clip = clipboard ?? (await readSystemClipboard());
    if (!clip) return this.say(this.t('mission:refused.nothingToPaste'));
    const s = this.state.get();
    const target = at ?? s.cursor ?? s.hover ?? [clip.origin[0] + 1, clip.origin[1] + 1];
    this.apply(pasteItems(mission, clip, target, this.env()));
  }

  /**
   * Something can be pasted: this window's copy, or pieces another studio window copied while the system clipboard
   * may still hold them and the page may read it (`studio.clipboard` keeps track). Paste is greyed out otherwise.
   */
  canPaste(): boolean {
    return clipboard !== null || this.studio.clipboard.has(CLIP_TYPE);
  }

  layers(): readonly MapLayer[] {
    return MAP_LAYERS;
  }
}

async function readSystemClipboard(): Promise<Clipboard | null> {
  try {
    const text = await clipboardApi()?.readText();
    const value = text ? (JSON.parse(text) as { type?: string } & Clipboard) : null;
    return value?.type === CLIP_TYPE && Array.isArray(value.items) ? { items: value.items, origin: value.origin } : null;
  } catch {
    return null;
  }
}
