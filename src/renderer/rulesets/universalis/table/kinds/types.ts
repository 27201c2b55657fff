/**
 * The placed things on the open table, one util per kind (after tldraw's ShapeUtil): where the kind lives in the
 * skirmish, its outline in cm (which gives hit test and bounds), its handles, how it moves, turns and is reshaped,
 * how it is drawn and what the inspector shows. Commands and tools ask the util of an item; nothing switches on
 * the kind. Values are the document's own JSON; every change returns a new value and the caller writes it back
 * as one patch.
 */
import type { SkirmishScenario } from '../../../../../engine/generated/types/skirmish';
import type { UnitCard } from '../../../../../engine/generated/types/units';
import type { Prim } from '../draw';
import type { Pt } from '../geometry';
import type { SideId } from '../style';

export type PlacedKind = 'terrain' | 'zone' | 'object' | 'model';
/** Layers in drawing order; each can be hidden or locked. */
export type TableLayer = 'terrain' | 'zones' | 'objects' | 'models';
export const TABLE_LAYERS: readonly TableLayer[] = ['terrain', 'zones', 'objects', 'models'];

export type Language = 'en' | 'de' | 'fr';
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface Placed<V = unknown> {
  kind: PlacedKind;
  /** JSON Pointer of the value in the skirmish, e.g. `/table/terrain/3` or `/sides/b/models/0`. */
  pointer: string;
  value: V;
  /** Index in its list. */
  index: number;
  /** For models: the side they belong to. */
  side?: SideId;
}

export type Outline = { type: 'polygon'; points: readonly Pt[] } | { type: 'circle'; at: Pt; radius: number };

/** A handle on a selected item: a corner to drag, the turning knob, a circle's radius. */
export interface Handle {
  id: string;
  at: Pt;
  kind: 'vertex' | 'rotate' | 'radius';
}

export interface DrawContext {
  language: Language;
  t: Translate;
  /** Unit cards of the units file, by id (empty while it is not loaded). */
  cards: ReadonlyMap<string, UnitCard>;
  /** Which side deploys in each zone. */
  zoneSides: ReadonlyMap<string, SideId[]>;
  skirmish: SkirmishScenario;
}

/** One field of the inspector for a kind: a path below the item and how to edit it. */
export type FieldSpec =
  | { path: string; label: string; type: 'text' }
  | { path: string; label: string; type: 'localized' }
  | {
      path: string;
      label: string;
      type: 'number';
      min?: number;
      max?: number;
      step?: number;
      optional?: boolean;
    }
  | { path: string; label: string; type: 'check'; defaultValue?: boolean }
  | {
      path: string;
      label: string;
      type: 'select';
      options: (ctx: DrawContext) => { value: string; label: string }[];
      optional?: boolean;
    };

export interface PlacedUtil<V = any> {
  kind: PlacedKind;
  layer: TableLayer;
  /** Prefix of new ids, e.g. `terrain` gives terrain-1, terrain-2, … */
  idPrefix: string;
  items(skirmish: SkirmishScenario): Placed<V>[];
  outline(item: Placed<V>, ctx: DrawContext): Outline;
  draw(item: Placed<V>, ctx: DrawContext): Prim[];
  /** Its name in lists, headings and the live region. */
  label(item: Placed<V>, ctx: DrawContext): string;
  /** Moved by dx, dy cm (the caller snaps). */
  translate(value: V, dx: number, dy: number): V;
  /** Turned by deg clockwise around centre; absent when turning means nothing (a round base). */
  rotate?(value: V, deg: number, centre: Pt): V;
  handles?(item: Placed<V>, ctx: DrawContext): Handle[];
  /** The value with a handle dragged to `to`. */
  dragHandle?(value: V, handle: Handle, to: Pt): V;
  /** Polygon corners: added on an edge, removed (never below 3). */
  addVertex?(value: V, afterIndex: number, at: Pt): V;
  removeVertex?(value: V, index: number): V | null;
  /** The same value with a fresh id (duplicate, paste). */
  withId(value: V, id: string): V;
  fields: FieldSpec[];
}
