/**
 * The mission map's layer seam (issue 11): the simulator draws its game and heat maps on the map through
 * registerMapLayer, the map folds what its layers add, and the editor's code never imports the simulator.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { EditorRegistry } from '../../../../src/renderer/editors/registry';
import { loadMapLayers, mapLayersOf, registerMapLayer, useMapLayers, type MapLayer, type MapLayerInput } from '../../../../src/renderer/rulesets/sine-tempore/mission/map-layers';
import type { Prim } from '../../../../src/engine/rulesets/sine-tempore/print';
import type { Studio } from '../../../../src/renderer/studio';

const rect = (x: number): Prim => ({ t: 'rect', x, y: 0, w: 1, h: 1, fill: '#000' });
const input = (overlay: readonly Prim[]): MapLayerInput => ({ studio: {} as Studio, docId: 'd', mission: null, catalog: null, overlay, drawCtx: null });

describe('map layers', () => {
  test('layers load once, in registration order, per registry; none may register after the first map', async () => {
    const a = new EditorRegistry();
    const b = new EditorRegistry();
    const first: MapLayer = () => ({});
    const second: MapLayer = () => ({});
    registerMapLayer(a, async () => first);
    registerMapLayer(a, async () => second);
    expect(mapLayersOf(a)).toEqual([]);
    expect(await loadMapLayers(a)).toEqual([first, second]);
    expect(loadMapLayers(a)).toBe(loadMapLayers(a));
    expect(mapLayersOf(a)).toEqual([first, second]);
    expect(await loadMapLayers(b)).toEqual([]);
    expect(() => registerMapLayer(a, async () => first)).toThrow(/before the first map/);
  });

  test('what the layers add folds in order: overlays chain, underlays join, the first bar and click win', () => {
    const onSquare = () => undefined;
    const game: MapLayer = ({ overlay }) => ({ takesOver: true, overlay: overlay.concat([rect(9)]), hidesPieces: true, onSquare, bar: 'bar', legend: 'game legend' });
    const heat: MapLayer = ({ overlay }) => ({ overlay, underlay: [rect(1)], bar: 'other bar', onSquare: () => undefined, coversLegend: true });
    const view = useMapLayers([game, heat], input([rect(0)]));
    expect(view.overlay).toEqual([rect(0), rect(9)]);
    expect(view.underlay).toEqual([rect(1)]);
    expect(view).toMatchObject({ takesOver: true, hidesPieces: true, bar: 'bar', legends: ['game legend'], coversLegend: true });
    expect(view.onSquare).toBe(onSquare);
  });

  test('no layers: the editor draws alone, its own overlay unchanged (the same array, so the canvas does not redraw)', () => {
    const overlay = [rect(0)];
    const view = useMapLayers([], input(overlay));
    expect(view.overlay).toBe(overlay);
    expect(view).toMatchObject({ takesOver: false, hidesPieces: false, bar: null, legends: [], coversLegend: false, onSquare: undefined });
  });

  test("the mission editor's files never import the simulator (it draws through the layers)", () => {
    const root = 'src/renderer/rulesets/sine-tempore/mission';
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(20);
    const offending = files.filter((f) => /from '(\.\.\/)+sim\//.test(readFileSync(join(root, f), 'utf8')));
    expect(offending).toEqual([]);
  });
});
