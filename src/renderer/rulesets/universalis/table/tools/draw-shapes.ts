/**
 * Drawing terrain pieces and zones: the polygon tool (click corner by corner; click the first corner, double-click
 * or Enter to close; Backspace takes back a corner), the rectangle tool (drag corner to corner) and the circle tool
 * (drag from the centre; terrain becomes a 16-corner polygon, a zone stays a circle). Points snap to the grid step
 * unless Alt is held. What is drawn, terrain of the chosen type or a zone, the toolbar says.
 */
import { addTerrain } from '../commands/add-terrain';
import { addZone } from '../commands/add-zone';
import type { EditResult } from '../commands/types';
import { circlePts, clampToTable, dist, rectPts, snapPt, type Pt } from '../geometry';
import type { TableEditor } from '../editor';
import type { ToolEvent, ToolHandler } from './types';

function create(
  editor: TableEditor,
  shape: { polygon: Pt[] } | { circle: { at: Pt; radius: number } },
): EditResult | null {
  const scene = editor.scene;
  if (!scene) return null;
  const s = editor.state.get();
  if (s.drawAs === 'zone') return addZone(scene, shape, editor.t, editor.language);
  const polygon = 'polygon' in shape ? shape.polygon : circlePts(shape.circle.at, shape.circle.radius);
  return addTerrain(
    scene,
    polygon,
    { type: s.terrainType, kind: s.terrainKind, height: s.terrainHeight },
    editor.t,
  );
}

const point = (editor: TableEditor, e: ToolEvent): Pt =>
  clampToTable(snapPt(e.point, editor.snapStep(e.alt)));

export function polygonTool(editor: TableEditor): ToolHandler {
  let points: Pt[] = [];
  const show = () =>
    editor.state.set({ draft: points.length ? { type: 'polygon', points: points.slice() } : null });
  const finish = () => {
    const done = points;
    points = [];
    editor.state.set({ draft: null });
    if (done.length < 3) return;
    const result = create(editor, { polygon: done });
    if (result && editor.apply(result)) editor.setTool('select');
  };
  return {
    cursor: 'crosshair',
    down(e) {
      if (!editor.editable) return;
      const p = point(editor, e);
      if (points.length >= 3 && dist(p, points[0]) <= Math.max(e.tol, 0.6)) return finish();
      const last = points[points.length - 1];
      if (last && dist(last, p) < 1e-6) return;
      points.push(p);
      show();
    },
    move() {},
    up() {},
    dblclick() {
      finish();
    },
    finish,
    back() {
      if (points.length === 0) return false;
      points.pop();
      show();
      return true;
    },
    cancel() {
      points = [];
      editor.state.set({ draft: null });
    },
  };
}

function spanTool(editor: TableEditor, type: 'rect' | 'circle'): ToolHandler {
  let from: Pt | null = null;
  let to: Pt | null = null;
  return {
    cursor: 'crosshair',
    down(e) {
      if (!editor.editable) return;
      from = to = point(editor, e);
      editor.state.set({ draft: { type, from, to } });
    },
    move(e) {
      if (!from) return;
      to = point(editor, e);
      editor.state.set({ draft: { type, from, to } });
    },
    up() {
      const [a, b] = [from, to];
      from = to = null;
      editor.state.set({ draft: null });
      if (!a || !b) return;
      const result =
        type === 'rect'
          ? Math.abs(a[0] - b[0]) >= 0.5 && Math.abs(a[1] - b[1]) >= 0.5
            ? create(editor, { polygon: rectPts(a, b) })
            : null
          : dist(a, b) >= 0.5
            ? create(editor, { circle: { at: a, radius: dist(a, b) } })
            : null;
      if (result && editor.apply(result)) editor.setTool('select');
    },
    cancel() {
      from = to = null;
      editor.state.set({ draft: null });
    },
  };
}

export const rectTool = (editor: TableEditor): ToolHandler => spanTool(editor, 'rect');
export const circleTool = (editor: TableEditor): ToolHandler => spanTool(editor, 'circle');
