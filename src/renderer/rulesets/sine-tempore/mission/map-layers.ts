/**
 * The map's layer seam: what other parts of the studio draw on the mission map (the simulator's test-play game,
 * its batch heat maps) without the map knowing them. A contributor registers a loader with the studio's editor
 * registry when its ruleset registers; the map view loads every layer with itself (so their code stays in lazy
 * chunks) and asks each, once per render, what it draws. The editor never imports its contributors (a lint rule
 * and tests/unit/seam/renderer/map-layers.test.ts hold that).
 */
import type { ReactNode } from 'react';
import type { DrawContext, Prim } from '../../../../engine/rulesets/sine-tempore/print';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { EditorRegistry } from '../../../editors/registry';
import type { Studio } from '../../../studio';

type Square = readonly [number, number];

/** What the map tells a layer on every render. */
export interface MapLayerInput {
  studio: Studio;
  docId: string;
  mission: Mission | null;
  catalog: Catalog | null;
  /** The editor's own overlay (selection, hover, tool previews) as the layers before this one left it. */
  overlay: readonly Prim[];
  /** How the map draws pieces, for a layer that draws pieces the same way. */
  drawCtx: DrawContext | null;
}

/** What a layer adds to the map on this render; everything is optional. */
export interface MapLayerOutput {
  /** The layer takes over the map (a game on it): the editor's tools, palette and timeline step aside. */
  takesOver?: boolean;
  /** The overlay after this layer (the input's, replaced or extended). */
  overlay?: readonly Prim[];
  /** Drawn under the pieces (e.g. a heat map). */
  underlay?: readonly Prim[];
  /** The mission's own units and loot are hidden: the layer draws its own. */
  hidesPieces?: boolean;
  /** What a click on a square does instead of the editor's tools. */
  onSquare?: (square: Square) => void;
  /** Shown instead of the editor's toolbar. */
  bar?: ReactNode;
  /** A legend over the canvas (the editor's own legend then steps aside). */
  legend?: ReactNode;
  /** The layer draws something the editor's legend would not explain (its legend steps aside). */
  coversLegend?: boolean;
}

/** A layer: a hook, called on every render of the map in the same order (the list is fixed once loaded). */
export type MapLayer = (input: MapLayerInput) => MapLayerOutput;

interface Layers {
  loaders: (() => Promise<MapLayer>)[];
  loaded: MapLayer[] | null;
  loading: Promise<readonly MapLayer[]> | null;
}

// Per registry (one per studio), never per module: two studios in one page (tests) keep their own layers.
const layersByRegistry = new WeakMap<EditorRegistry, Layers>();

function layersOf(registry: EditorRegistry): Layers {
  let layers = layersByRegistry.get(registry);
  if (!layers) layersByRegistry.set(registry, (layers = { loaders: [], loaded: null, loading: null }));
  return layers;
}

/** Adds a layer to the mission map; `load` runs when the first map opens (import the layer's code lazily in it). */
export function registerMapLayer(registry: EditorRegistry, load: () => Promise<MapLayer>): void {
  const layers = layersOf(registry);
  if (layers.loaded || layers.loading) throw new Error('map layers register before the first map opens');
  layers.loaders.push(load);
}

/** Loads every registered layer (once); the map view is shown after this. */
export function loadMapLayers(registry: EditorRegistry): Promise<readonly MapLayer[]> {
  const layers = layersOf(registry);
  layers.loading ??= Promise.all(layers.loaders.map((load) => load())).then((loaded) => (layers.loaded = loaded));
  return layers.loading;
}

/** The loaded layers (empty before loadMapLayers finished). */
export function mapLayersOf(registry: EditorRegistry): readonly MapLayer[] {
  return layersOf(registry).loaded ?? [];
}

const NONE: readonly Prim[] = [];

/** What every layer adds together, in registration order: later layers see the overlay the earlier ones left. */
export interface MapLayersView {
  takesOver: boolean;
  overlay: readonly Prim[];
  underlay: readonly Prim[];
  hidesPieces: boolean;
  onSquare: ((square: Square) => void) | undefined;
  bar: ReactNode;
  legends: ReactNode[];
  coversLegend: boolean;
}

/** Calls every layer (hooks, in a fixed order) and folds what they add. */
export function useMapLayers(layers: readonly MapLayer[], input: MapLayerInput): MapLayersView {
  const view: MapLayersView = { takesOver: false, overlay: input.overlay, underlay: NONE, hidesPieces: false, onSquare: undefined, bar: null, legends: [], coversLegend: false };
  for (const useLayer of layers) {
    // The list is fixed once loaded (registerMapLayer refuses later additions), so the hooks' order never changes.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const out = useLayer({ ...input, overlay: view.overlay });
    view.takesOver ||= !!out.takesOver;
    if (out.overlay) view.overlay = out.overlay;
    if (out.underlay && out.underlay.length > 0) view.underlay = view.underlay.length === 0 ? out.underlay : view.underlay.concat(out.underlay);
    view.hidesPieces ||= !!out.hidesPieces;
    view.onSquare ??= out.onSquare;
    view.bar ??= out.bar ?? null;
    if (out.legend) view.legends.push(out.legend);
    view.coversLegend ||= !!out.coversLegend || !!out.legend;
  }
  return view;
}
