/**
 * The editing half of a placed kind (after tldraw's ShapeUtil). The engine's `PieceKind` says where the kind
 * lives in the mission, which squares it covers and how it looks; a `PlaceableUtil` adds what the editor does
 * with it: the palette entries that create it, moving, turning, deleting, copying, and its schema for the
 * inspector. Commands ask the util of a piece; nothing switches on the kind.
 */
import type { Mission } from '../../../../../engine/generated/types/mission';
import type { CatalogIndex, Language, Piece, PieceKind, PieceKindId } from '../../../../../engine/rulesets/sine-tempore/print';
import type { EditBatch } from '../edits/batch';
import type { Ids } from '../edits/ids';
import type { Square } from '../scene';

export type PaletteGroup = 'tiles' | 'elements' | 'enemies' | 'heroes' | 'markers';

export interface PaletteEntry {
  /** Unique within the palette, e.g. `scenic:thornbush`. */
  key: string;
  kind: PieceKindId;
  /** The catalog id or sub-kind it creates. */
  ref: string;
  label: string;
  picture: string;
  group: PaletteGroup;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface EditContext {
  batch: EditBatch;
  catalog: CatalogIndex | undefined;
  ids: Ids;
  t: Translate;
  language: Language;
  /** What was selected before this edit (new enemy models join the selected model's group). */
  selected: readonly Piece[];
}

/** One copied thing, as plain data (the clipboard holds a list of these). */
export interface ClipItem {
  kind: PieceKindId;
  value: unknown;
  /** Kind-specific context, e.g. the group an enemy model was copied from. */
  extra?: unknown;
}

export interface PlaceableUtil<V = any> {
  kind: PieceKind<V>;
  /** JSON Pointer into mission.schema.json of the schema of one value (the inspector's form). */
  schema: string;
  canRotate(value: V): boolean;
  canDelete(pointer: string, mission: Mission): boolean;
  /** Moves by whole squares (the caller keeps every square on the grid). */
  move(batch: EditBatch, pointer: string, value: V, dx: number, dy: number): void;
  /** A quarter turn clockwise in place (its top-left square stays). */
  rotate?(batch: EditBatch, pointer: string, value: V): void;
  /** Entries of the palette that create this kind. */
  palette?(catalog: CatalogIndex | undefined, mission: Mission, t: Translate, language: Language): PaletteEntry[];
  /** Creates one at a square from a palette entry; the new piece's pointer, or a message why not. */
  place?(entry: PaletteEntry, at: Square, ctx: EditContext): { pointer: string } | { refused: string };
  /**
   * Its name in lists and headings, when the engine's (the one the printed map uses) says too little: a loot
   * token's id says nothing of how many lie there.
   */
  label?(value: V, t: Translate, ctx: { catalog: CatalogIndex | undefined; language: Language }): string;
  /** What Copy keeps of it. */
  clip(pointer: string, value: V, mission: Mission): ClipItem;
  /** Adds a copy moved by dx, dy with fresh ids (Paste, Duplicate); undefined when it cannot be added. */
  paste(item: ClipItem, dx: number, dy: number, ctx: EditContext): string | undefined;
  /**
   * Deleting some pieces of this kind may mean deleting their container instead (a group whose every model
   * goes). Returns the pointers to remove.
   */
  removal?(pointers: readonly string[], mission: Mission): string[];
}

export function shift(s: readonly number[], dx: number, dy: number): [number, number] {
  return [s[0] + dx, s[1] + dy];
}
