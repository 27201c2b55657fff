/**
 * The table canvas (react-konva), in centimetres. Cached layers for what changes with the document (the table
 * with its ruler and grid, terrain, zones, objects and models) and one uncached overlay for selection, gestures,
 * the players' tools and problems. Pan and zoom move the stage only: the cached bitmaps are redrawn, not the
 * table; they are cached again at the new zoom when it settles. The pointer is turned into cm for the tools once
 * per animation frame.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import type Konva from 'konva';
import { iconPath, onIconsLoaded } from '../../../../canvas/game-icons';
import { grow, PaintedShape, type Box, type Prim } from '../draw';
import type { CanvasControl, TableEditor } from '../editor';
import { TABLE_CM, type Pt } from '../geometry';
import type { TableLayer } from '../kinds';
import type { TableScene } from '../scene';
import { toolHandler, type ToolEvent, type ToolHandler } from '../tools';
import {
  BASE_SCALE,
  centreOn,
  fitTable,
  MARGIN_CM,
  toCm,
  visibleBox,
  zoomAt,
  type Viewport,
} from './viewport';

const ENV = { icon: (name: string) => iconPath(name), fontFamily: 'system-ui, sans-serif' };
export const FRAME_MARK = 'universalis-canvas-frame';
const BOUNDS: Box = { x0: -MARGIN_CM, y0: -MARGIN_CM, x1: TABLE_CM + MARGIN_CM, y1: TABLE_CM + MARGIN_CM };
const CACHED: readonly ('table' | TableLayer)[] = ['table', 'terrain', 'zones', 'objects', 'models'];

interface Props {
  editor: TableEditor;
  scene: TableScene;
  overlay: readonly Prim[];
  label: string;
  description: string;
  onControl(control: CanvasControl | null): void;
  reportStatus(zoom: number | null, at: Pt | null): void;
  /** A game from the simulator is drawn in the overlay: the scenario's own models stand aside. */
  hideModels?: boolean;
  /** The test-play pane wants a point: a click gives it one instead of using the tool. */
  onPick?: ((at: Pt) => void) | null;
}

export function TableCanvas({
  editor,
  scene,
  overlay,
  label,
  description,
  onControl,
  reportStatus,
  hideModels = false,
  onPick = null,
}: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const shapes = useMemo(() => {
    const cached = Object.fromEntries(CACHED.map((k) => [k, new PaintedShape(ENV, true)])) as Record<
      'table' | TableLayer,
      PaintedShape
    >;
    return { ...cached, overlay: new PaintedShape(ENV, false) };
  }, []);
  const vp = useRef<Viewport>(editor.viewport ?? { scale: BASE_SCALE, x: 40, y: 40 });
  const state = editor.state.get();
  const hidden = state.hidden;

  const layerPrims = useMemo(() => {
    const out: Record<'table' | TableLayer, readonly Prim[]> = {
      table: scene.table,
      terrain: [],
      zones: [],
      objects: [],
      models: [],
    };
    for (const layer of ['terrain', 'zones', 'objects', 'models'] as const)
      out[layer] = hidden.has(layer) || (hideModels && layer === 'models') ? [] : scene.layers[layer];
    return out;
  }, [scene, hidden, hideModels]);

  // ---- drawing ---------------------------------------------------------------------------------
  const pixelRatio = () => (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const draw = useCallback(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const start = performance.now();
    const v = vp.current;
    stage.scale({ x: v.scale, y: v.scale });
    stage.position({ x: v.x, y: v.y });
    const view = grow(visibleBox(v, stage.width(), stage.height()), 1);
    for (const s of Object.values(shapes)) s.setView(view);
    stage.draw();
    performance.measure(FRAME_MARK, { start, end: performance.now() });
    hostRef.current?.setAttribute('data-view', `${v.scale} ${v.x} ${v.y}`);
  }, [shapes]);

  const refreshCaches = useCallback(() => {
    const pps = vp.current.scale * pixelRatio();
    for (const s of Object.values(shapes)) s.refresh(pps);
  }, [shapes]);

  const settle = useCallback(() => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      refreshCaches();
      draw();
      reportStatus(vp.current.scale / BASE_SCALE, null);
      if (editor.state.get().scale !== vp.current.scale) editor.state.set({ scale: vp.current.scale });
    }, 160);
  }, [draw, refreshCaches, reportStatus, editor]);

  const setViewport = useCallback(
    (next: Viewport) => {
      vp.current = next;
      editor.viewport = next;
      draw();
      settle();
    },
    [draw, editor, settle],
  );

  useLayoutEffect(() => {
    const pps = vp.current.scale * pixelRatio();
    for (const k of CACHED) if (shapes[k].setPrims(layerPrims[k], BOUNDS)) shapes[k].refresh(pps);
    shapes.overlay.setPrims(overlay, BOUNDS);
    draw();
  }, [shapes, layerPrims, overlay, draw]);

  useEffect(
    () =>
      onIconsLoaded(() => {
        for (const s of Object.values(shapes)) s.invalidate();
        refreshCaches();
        draw();
      }),
    [shapes, refreshCaches, draw],
  );

  // ---- size and first fit --------------------------------------------------------------------
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const measure = () => setSize({ width: host.clientWidth, height: host.clientHeight });
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(host);
    return () => ro.disconnect();
  }, []);

  const moved = useRef(editor.viewportMoved);
  const userViewport = useCallback(
    (next: Viewport) => {
      moved.current = editor.viewportMoved = true;
      setViewport(next);
    },
    [editor, setViewport],
  );
  useLayoutEffect(() => {
    if (size.width === 0) return;
    setViewport(moved.current ? vp.current : fitTable(TABLE_CM, size.width, size.height));
  }, [size, setViewport]);

  useEffect(() => {
    const control: CanvasControl = {
      fit: () => {
        moved.current = editor.viewportMoved = false;
        setViewport(fitTable(TABLE_CM, size.width, size.height));
      },
      zoomBy: (f) => userViewport(zoomAt(vp.current, f, size.width / 2, size.height / 2)),
      centreOn: (p) => {
        const v = vp.current;
        const [x, y] = [v.x + p[0] * v.scale, v.y + p[1] * v.scale];
        if (x > 40 && y > 40 && x < size.width - 40 && y < size.height - 40) return;
        userViewport(centreOn(v, p[0], p[1], size.width, size.height));
      },
      viewport: () => vp.current,
    };
    onControl(control);
    return () => onControl(null);
  }, [size, setViewport, userViewport, onControl, editor]);

  // ---- pointer -------------------------------------------------------------------------------
  const tool = state.tool;
  const handler = useRef<ToolHandler>(toolHandler(editor, tool));
  useEffect(() => {
    handler.current.cancel();
    handler.current = toolHandler(editor, tool);
  }, [editor, tool]);

  const gesture = useRef<{ kind: 'tool' } | { kind: 'pan'; x: number; y: number; from: Viewport } | null>(
    null,
  );
  const pending = useRef<PointerEvent | null>(null);
  const frame = useRef(0);
  const space = useRef(false);

  const toolEvent = useCallback(
    (e: {
      clientX: number;
      clientY: number;
      shiftKey: boolean;
      ctrlKey: boolean;
      metaKey: boolean;
      altKey: boolean;
    }): ToolEvent => {
      const rect = hostRef.current!.getBoundingClientRect();
      const point = toCm(vp.current, e.clientX - rect.left, e.clientY - rect.top);
      return {
        point,
        shift: e.shiftKey,
        mod: e.ctrlKey || e.metaKey,
        alt: e.altKey,
        tol: 6 / vp.current.scale,
      };
    },
    [],
  );

  const flushMove = useCallback(() => {
    frame.current = 0;
    const e = pending.current;
    pending.current = null;
    if (!e) return;
    const g = gesture.current;
    if (g?.kind === 'pan') {
      userViewport({ ...g.from, x: g.from.x + e.clientX - g.x, y: g.from.y + e.clientY - g.y });
      return;
    }
    const te = toolEvent(e);
    const hover: Pt = [Math.round(te.point[0] * 10) / 10, Math.round(te.point[1] * 10) / 10];
    editor.pointer = hover;
    const wantsHover = tool === 'polygon' || tool === 'measure';
    if (wantsHover) editor.state.set({ hover });
    reportStatus(null, hover);
    if (g?.kind === 'tool') handler.current.move(te);
  }, [editor, reportStatus, userViewport, tool, toolEvent]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = host.getBoundingClientRect();
      if (e.shiftKey) userViewport({ ...vp.current, x: vp.current.x - e.deltaY, y: vp.current.y - e.deltaX });
      else
        userViewport(
          zoomAt(vp.current, Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top),
        );
    };
    host.addEventListener('wheel', onWheel, { passive: false });
    return () => host.removeEventListener('wheel', onWheel);
  }, [userViewport]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    // The pointer takes over: the keyboard cursor goes.
    if (editor.state.get().cursor) editor.state.set({ cursor: null });
    keyGesture.current = false;
    hostRef.current?.focus();
    hostRef.current?.setPointerCapture(e.pointerId);
    if (e.button === 1 || (e.button === 0 && space.current)) {
      e.preventDefault();
      gesture.current = { kind: 'pan', x: e.clientX, y: e.clientY, from: vp.current };
      return;
    }
    if (e.button !== 0) return;
    if (onPick) {
      const p = toolEvent(e).point;
      onPick([Math.round(p[0] * 10) / 10, Math.round(p[1] * 10) / 10]);
      return;
    }
    gesture.current = { kind: 'tool' };
    handler.current.down(toolEvent(e));
  };

  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    if (frame.current) {
      cancelAnimationFrame(frame.current);
      flushMove();
    }
    const g = gesture.current;
    gesture.current = null;
    if (g?.kind === 'tool') handler.current.up(toolEvent(e));
  };

  // ---- keyboard cursor -----------------------------------------------------------------------
  // With the focus from the keyboard, a cursor stands on the table: arrows move it (by the snap step, Shift: 5 cm),
  // Enter uses the tool there (twice for a rectangle or a circle: at one corner, then the other), Shift+Enter closes
  // a polygon. With the select tool and a selection, the arrows move the selection instead.
  const keyGesture = useRef(false);
  const cursorEvent = (
    at: Pt,
    e: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  ): ToolEvent => ({
    point: at,
    shift: false,
    mod: e.ctrlKey || e.metaKey,
    alt: e.altKey,
    tol: 6 / vp.current.scale,
  });
  const moveCursor = (dx: number, dy: number, e: React.KeyboardEvent) => {
    const c = editor.state.get().cursor ?? [45, 45];
    const next: Pt = [
      Math.min(TABLE_CM, Math.max(0, Math.round((c[0] + dx) * 100) / 100)),
      Math.min(TABLE_CM, Math.max(0, Math.round((c[1] + dy) * 100) / 100)),
    ];
    editor.state.set({ cursor: next, hover: next });
    editor.pointer = next;
    reportStatus(null, next);
    if (keyGesture.current) handler.current.move(cursorEvent(next, e));
  };
  const cursorKey = (e: React.KeyboardEvent): boolean => {
    const s = editor.state.get();
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const dir = arrows[e.key];
    const cursorArrow =
      dir &&
      !(s.tool === 'select' && s.selection.length > 0 && !keyGesture.current) &&
      !e.ctrlKey &&
      !e.metaKey;
    if (!s.cursor) {
      // The first arrow shows the cursor where the pointer was, or in the middle of the table.
      if (!cursorArrow) return false;
      const at = editor.pointer ?? [45, 45];
      editor.state.set({ cursor: at, hover: at });
      reportStatus(null, at);
      return true;
    }
    if (cursorArrow) {
      const step = e.shiftKey ? 5 : s.snap || 1;
      moveCursor(dir[0] * step, dir[1] * step, e);
      return true;
    }
    if (e.key !== 'Enter') return false;
    if (e.shiftKey && handler.current.finish) {
      handler.current.finish();
      return true;
    }
    const ev = cursorEvent(s.cursor, e);
    if (keyGesture.current) {
      keyGesture.current = false;
      handler.current.up(ev);
    } else if (s.tool === 'rect' || s.tool === 'circle') {
      keyGesture.current = true;
      handler.current.down(ev);
    } else {
      handler.current.down(ev);
      handler.current.up(ev);
    }
    return true;
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (cursorKey(e)) {
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    if (e.key === 'Escape' && keyGesture.current) {
      e.stopPropagation();
      keyGesture.current = false;
      handler.current.cancel();
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      space.current = true;
      hostRef.current?.classList.add('panning');
      return;
    }
    if (e.key === 'Escape' && (gesture.current?.kind === 'tool' || editor.state.get().draft)) {
      e.stopPropagation();
      gesture.current = null;
      handler.current.cancel();
      return;
    }
    if (e.key === 'Enter' && handler.current.finish) {
      e.preventDefault();
      e.stopPropagation();
      handler.current.finish();
      return;
    }
    if (e.key === 'Backspace' && handler.current.back?.()) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  return (
    <div
      ref={hostRef}
      className={`table-canvas tool-${tool}`}
      role="application"
      aria-label={label}
      aria-roledescription="table"
      aria-description={description}
      tabIndex={0}
      style={{ cursor: onPick ? 'crosshair' : handler.current.cursor }}
      onPointerDown={onPointerDown}
      onPointerMove={(e) => {
        pending.current = e.nativeEvent;
        if (!frame.current) frame.current = requestAnimationFrame(flushMove);
      }}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        gesture.current = null;
        handler.current.cancel();
      }}
      onPointerLeave={() => {
        if (!gesture.current) {
          editor.pointer = null;
          if (editor.state.get().hover) editor.state.set({ hover: null });
          reportStatus(null, null);
        }
      }}
      onDoubleClick={(e) => handler.current.dblclick?.(toolEvent(e))}
      onFocus={(e) => {
        // Focus from the keyboard (Tab) shows the cursor; a click focuses the table without it.
        if (
          e.target === e.currentTarget &&
          e.currentTarget.matches(':focus-visible') &&
          !editor.state.get().cursor
        )
          editor.state.set({ cursor: editor.pointer ?? [45, 45] });
      }}
      onBlur={(e) => {
        if (e.target !== e.currentTarget) return;
        if (keyGesture.current) handler.current.cancel();
        keyGesture.current = false;
        if (editor.state.get().cursor) editor.state.set({ cursor: null });
      }}
      onKeyDown={onKeyDown}
      onKeyUp={(e) => {
        if (e.key === ' ') {
          space.current = false;
          hostRef.current?.classList.remove('panning');
        }
      }}
    >
      {size.width > 0 && (
        <Stage ref={stageRef} width={size.width} height={size.height} listening={false}>
          <Layer listening={false}>
            <Shape
              ref={shapes.table.ref}
              sceneFunc={shapes.table.sceneFunc}
              listening={false}
              perfectDrawEnabled={false}
            />
            <Shape
              ref={shapes.terrain.ref}
              sceneFunc={shapes.terrain.sceneFunc}
              listening={false}
              perfectDrawEnabled={false}
            />
            <Shape
              ref={shapes.zones.ref}
              sceneFunc={shapes.zones.sceneFunc}
              listening={false}
              perfectDrawEnabled={false}
            />
          </Layer>
          <Layer listening={false}>
            <Shape
              ref={shapes.objects.ref}
              sceneFunc={shapes.objects.sceneFunc}
              listening={false}
              perfectDrawEnabled={false}
            />
            <Shape
              ref={shapes.models.ref}
              sceneFunc={shapes.models.sceneFunc}
              listening={false}
              perfectDrawEnabled={false}
            />
          </Layer>
          <Layer listening={false}>
            <Shape
              ref={shapes.overlay.ref}
              sceneFunc={shapes.overlay.sceneFunc}
              listening={false}
              perfectDrawEnabled={false}
            />
          </Layer>
        </Stage>
      )}
    </div>
  );
}
