/**
 * The select tool: click picks the topmost item (Shift or Ctrl adds and removes), a drag moves the selection
 * (snapped; a model that would leave the table or stand on a base shows red and stays), a drag from empty table
 * draws a selection box. With one item selected its handles show: corners to reshape, the knob to turn (15°
 * steps; Alt turns freely), a circle's radius. Double-click an edge to add a corner, a corner to remove it.
 */
import { angleOf, boundsOf, dist, nearestEdge, snap, snapPt, type Pt } from '../geometry';
import { utilOf, type Handle, type Placed } from '../kinds';
import type { TableEditor } from '../editor';
import { moveItems } from '../commands/move';
import { modelBase, placementProblem } from '../commands/placement';
import { addVertex, dragHandle, removeVertex } from '../commands/reshape';
import { rotateItems, selectionCentre } from '../commands/rotate';
import type { ToolEvent, ToolHandler } from './types';

/** The point an item snaps by when dragged: a model's centre, a polygon's first corner. */
function anchor(editor: TableEditor, item: Placed): Pt {
  const o = utilOf(item.kind).outline(item, editor.scene!.ctx);
  return o.type === 'circle' ? o.at : o.points[0];
}

/** The handles of the single selected item, if any. */
export function selectionHandles(editor: TableEditor): { item: Placed; handles: Handle[] } | null {
  const items = editor.selected();
  const scene = editor.scene;
  if (items.length !== 1 || !scene) return null;
  const util = utilOf(items[0].kind);
  return util.handles ? { item: items[0], handles: util.handles(items[0], scene.ctx) } : null;
}

const HANDLE_PX = 7;

export function selectTool(editor: TableEditor): ToolHandler {
  type Gesture =
    | { kind: 'move'; start: Pt; items: Placed[]; anchor: Pt; dx: number; dy: number; moved: boolean }
    | { kind: 'handle'; item: Placed; handle: Handle; to: Pt }
    | { kind: 'rotate'; centre: Pt; start: number; deg: number }
    | { kind: 'marquee'; from: Pt; to: Pt; add: boolean };
  let g: Gesture | null = null;

  const handleAt = (e: ToolEvent) => {
    const h = selectionHandles(editor);
    if (!h) return null;
    const radius = (HANDLE_PX / editor.state.get().scale) * 1.3;
    const handle = h.handles.find((x) => dist(x.at, e.point) <= Math.max(radius, e.tol));
    return handle ? { item: h.item, handle } : null;
  };

  return {
    cursor: 'default',
    down(e) {
      if (!editor.editable) return;
      const onHandle = handleAt(e);
      if (onHandle) {
        if (onHandle.handle.kind === 'rotate') {
          const centre = selectionCentre(editor.scene!, [onHandle.item]);
          g = { kind: 'rotate', centre, start: angleOf(centre, e.point), deg: 0 };
        } else g = { kind: 'handle', item: onHandle.item, handle: onHandle.handle, to: onHandle.handle.at };
        return;
      }
      const item = editor.pick(e.point, e.tol);
      if (!item) {
        g = { kind: 'marquee', from: e.point, to: e.point, add: e.shift || e.mod };
        if (!g.add) editor.select([]);
        return;
      }
      const selection = editor.state.get().selection;
      if (e.shift || e.mod) {
        editor.select([item.pointer], 'toggle');
        return;
      }
      if (!selection.includes(item.pointer)) editor.select([item.pointer]);
      const items = editor.selected();
      g = { kind: 'move', start: e.point, items, anchor: anchor(editor, item), dx: 0, dy: 0, moved: false };
    },
    move(e) {
      if (!g) return;
      const step = editor.snapStep(e.alt);
      if (g.kind === 'move') {
        const raw: Pt = [g.anchor[0] + e.point[0] - g.start[0], g.anchor[1] + e.point[1] - g.start[1]];
        const target = snapPt(raw, step);
        g.dx = target[0] - g.anchor[0];
        g.dy = target[1] - g.anchor[1];
        g.moved ||= dist(e.point, g.start) > e.tol;
        if (!g.moved) return;
        const scene = editor.scene!;
        const models = g.items.filter((i) => i.kind === 'model');
        const moving = new Set(models.map((m) => m.pointer));
        const problem = placementProblem(
          scene,
          models.map((m) => ({
            ...modelBase(scene, m, g!.kind === 'move' ? g!.dx : 0, g!.kind === 'move' ? g!.dy : 0),
            moving,
          })),
          editor.t,
        );
        editor.state.set({ draft: { type: 'move', dx: g.dx, dy: g.dy, problem } });
      } else if (g.kind === 'handle') {
        g.to = snapPt(e.point, step);
        editor.state.set({
          draft: { type: 'handle', pointer: g.item.pointer, handleId: g.handle.id, to: g.to },
        });
      } else if (g.kind === 'rotate') {
        const raw = angleOf(g.centre, e.point) - g.start;
        g.deg = e.alt ? Math.round(raw * 10) / 10 : snap(raw, 15);
        editor.state.set({ draft: { type: 'rotate', deg: g.deg } });
      } else {
        g.to = e.point;
        editor.state.set({ draft: { type: 'marquee', from: g.from, to: g.to } });
      }
    },
    up() {
      const done = g;
      g = null;
      editor.state.set({ draft: null });
      if (!done || !editor.scene) return;
      const scene = editor.scene;
      if (done.kind === 'move') {
        if (done.moved) editor.apply(moveItems(scene, done.items, done.dx, done.dy, editor.t));
      } else if (done.kind === 'handle') {
        editor.apply(dragHandle(scene, done.item, done.handle, done.to, editor.t));
      } else if (done.kind === 'rotate') {
        editor.apply(rotateItems(scene, editor.selected(), done.deg, editor.t, done.centre));
      } else {
        const b = boundsOf([done.from, done.to]);
        if (b.x1 - b.x0 < 0.2 && b.y1 - b.y0 < 0.2) return;
        const inside = scene.items.filter((i) => {
          if (
            !editor.layerUsable(
              i.kind === 'zone'
                ? 'zones'
                : i.kind === 'terrain'
                  ? 'terrain'
                  : i.kind === 'object'
                    ? 'objects'
                    : 'models',
            )
          )
            return false;
          const o = utilOf(i.kind).outline(i, scene.ctx);
          const pts =
            o.type === 'circle'
              ? [
                  [o.at[0] - o.radius, o.at[1] - o.radius],
                  [o.at[0] + o.radius, o.at[1] + o.radius],
                ]
              : o.points;
          const ib = boundsOf(pts);
          return ib.x0 >= b.x0 && ib.x1 <= b.x1 && ib.y0 >= b.y0 && ib.y1 <= b.y1;
        });
        const pointers = inside.map((i) => i.pointer);
        editor.select(done.add ? [...new Set([...editor.state.get().selection, ...pointers])] : pointers);
      }
    },
    dblclick(e) {
      const h = selectionHandles(editor);
      const scene = editor.scene;
      if (!h || !scene) return;
      const radius = Math.max((HANDLE_PX / editor.state.get().scale) * 1.3, e.tol);
      const vertex = h.handles.find((x) => x.kind === 'vertex' && dist(x.at, e.point) <= radius);
      if (vertex) {
        editor.apply(removeVertex(scene, h.item, Number(vertex.id.slice(1)), editor.t));
        return;
      }
      const o = utilOf(h.item.kind).outline(h.item, scene.ctx);
      if (o.type !== 'polygon') return;
      const edge = nearestEdge(o.points, e.point);
      if (edge.d <= radius * 1.5)
        editor.apply(addVertex(scene, h.item, edge.index, snapPt(e.point, editor.snapStep(e.alt)), editor.t));
    },
    cancel() {
      g = null;
      editor.state.set({ draft: null });
    },
  };
}
