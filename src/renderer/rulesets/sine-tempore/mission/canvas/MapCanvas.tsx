/**
 * The map canvas (react-konva). Three layers, none listening to the pointer: the board (tiles, then the
 * mission's terrain; cached), the pieces (cached) and the overlays (selection, tool previews, the engine's
 * overlays, problems). Pan and zoom move the stage only; the cached bitmaps are redrawn, not the map. The
 * pointer is handled here, once per animation frame, and turned into squares for the tools.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Layer, Shape, Stage } from 'react-konva';
import type Konva from 'konva';
import { grow, type Box, type Prim } from '../../../../../engine/rulesets/sine-tempore/print';
import { iconPath, onIconsLoaded } from '../../../../canvas/game-icons';
import type { MissionEditor } from '../editor';
import type { Scene, Square } from '../scene';
import { toolHandler, type ToolEvent, type ToolHandler } from '../tools/tools';
import { KeyboardCursor, NO_MODS } from '../tools/keyboard';
import { cursorActions } from '../actions/cursor-actions';
import { MAP_CANVAS_SCOPE } from '../actions/scope';
import { PaintedShape } from '../../../../canvas/konva-paint';
import { BASE_SCALE, centreOn, fitBoard, toSquares, ViewFollow, visibleBox, zoomAt, type Viewport } from './viewport';
import { pushAll } from '../../../../../engine/core/lists';

export interface CanvasControl {
  fit(): void;
  zoomBy(factor: number): void;
  centreOn(square: Square): void;
  viewport(): Viewport;
  size(): { width: number; height: number };
  setViewport(v: Viewport): void;
}

const ENV = { icon: (name: string) => iconPath(name), fontFamily: 'system-ui, sans-serif' };
const FRAME_MARK = 'mission-canvas-frame';

interface Props {
  editor: MissionEditor;
  scene: Scene;
  overlay: readonly Prim[];
  label: string;
  description: string;
  onControl(control: CanvasControl | null): void;
  onViewport(v: Viewport, size: { width: number; height: number }): void;
  onDropEntry(key: string, square: Square): void;
  reportStatus(zoom: number | null, square: Square | null): void;
  /** A simulator game is drawn in the overlay: the mission's own units and loot stand aside. */
  liveGame?: boolean;
  /** Drawn over the terrain and under the pieces (a batch's heat map). */
  underlay?: readonly Prim[];
  /**
   * Test-play on the map: a click on a square goes to the game instead of the editor's tool (a drag pans the
   * map); the tools are out of the way until the game stops.
   */
  onPlay?: (square: Square) => void;
}

const NO_PRIMS: readonly Prim[] = [];

export function MapCanvas({ editor, scene, overlay, label, description, onControl, onViewport, onDropEntry, reportStatus, liveGame = false, underlay = NO_PRIMS, onPlay }: Props) {
  const hostRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<Konva.Stage>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const shapes = useMemo(
    () => ({ board: new PaintedShape(ENV, true), terrain: new PaintedShape(ENV, true), underlay: new PaintedShape(ENV, true), pieces: new PaintedShape(ENV, true), overlay: new PaintedShape(ENV, false) }),
    [],
  );
  const vp = useRef<Viewport>(editor.viewport ?? { scale: BASE_SCALE, x: 40, y: 40 });
  const state = editor.state.get();
  const tool = state.tool;
  const hidden = state.hidden;

  // ---- what each layer paints ----------------------------------------------------------------
  const d = scene.drawing;
  const bounds: Box = useMemo(() => ({ x0: -1.5, y0: -1.5, x1: d.width + 2.5, y1: d.height + 1.5 }), [d.width, d.height]);
  const boardPrims = useMemo(() => (hidden.has('board') ? d.coordinates : [...d.board, ...d.coordinates]), [d.board, d.coordinates, hidden]);
  const terrainPrims = useMemo(() => (hidden.has('terrain') ? [] : d.terrain), [d.terrain, hidden]);
  const piecePrims = useMemo(() => {
    const out: Prim[] = [];
    for (const p of d.pieces) if (!hidden.has(p.piece.layer) && !(liveGame && (p.piece.layer === 'units' || p.piece.kind === 'loot'))) pushAll(out, p.prims);
    if (!hidden.has('annotations')) pushAll(out, d.annotations);
    return out;
  }, [d.pieces, d.annotations, hidden, liveGame]);

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

  // When a pan or zoom stops: crisp caches at the new zoom, and the zoom in the status bar.
  const settle = useCallback(() => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      refreshCaches();
      draw();
      reportStatus(vp.current.scale / BASE_SCALE, null);
    }, 160);
  }, [draw, refreshCaches, reportStatus]);

  const setViewport = useCallback(
    (next: Viewport) => {
      vp.current = next;
      editor.viewport = next;
      draw();
      onViewport(next, { width: stageRef.current?.width() ?? 0, height: stageRef.current?.height() ?? 0 });
      settle();
    },
    [draw, editor, onViewport, settle],
  );

  // A layer whose content changed is cached again at once; a zoom re-caches when it settles.
  useLayoutEffect(() => {
    const pps = vp.current.scale * pixelRatio();
    if (shapes.board.setPrims(boardPrims, bounds)) shapes.board.refresh(pps);
    if (shapes.terrain.setPrims(terrainPrims, bounds)) shapes.terrain.refresh(pps);
    if (shapes.underlay.setPrims(underlay, bounds)) shapes.underlay.refresh(pps);
    if (shapes.pieces.setPrims(piecePrims, bounds)) shapes.pieces.refresh(pps);
    shapes.overlay.setPrims(overlay, bounds);
    draw();
  }, [shapes, boardPrims, terrainPrims, underlay, piecePrims, overlay, bounds, draw]);

  // Pictures that were not in the bundled subset arrive later: paint again with them.
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

  // Until the designer pans or zooms, the board stays fitted to the view (panes opening, the window resizing),
  // but never while a gesture is under way (see ViewFollow).
  const follow = useRef<ViewFollow>(null);
  follow.current ??= new ViewFollow(editor.viewportMoved);
  const userViewport = useCallback(
    (next: Viewport) => {
      follow.current!.moved = editor.viewportMoved = true;
      setViewport(next);
    },
    [editor, setViewport],
  );
  const fitNow = useRef(() => {});
  fitNow.current = () => setViewport(fitBoard(d.width, d.height, size.width, size.height));
  useLayoutEffect(() => {
    if (size.width === 0) return;
    if (follow.current!.resized()) fitNow.current();
    else setViewport(vp.current);
  }, [size, d.width, d.height, setViewport, editor]);

  useEffect(() => {
    const control: CanvasControl = {
      fit: () => {
        follow.current!.moved = editor.viewportMoved = false;
        setViewport(fitBoard(d.width, d.height, size.width, size.height));
      },
      zoomBy: (f) => userViewport(zoomAt(vp.current, f, size.width / 2, size.height / 2)),
      centreOn: (s) => {
        const v = vp.current;
        const [x, y] = [v.x + (s[0] + 0.5) * v.scale, v.y + (s[1] + 0.5) * v.scale];
        // Already in view: leave the view alone.
        if (x > 40 && y > 40 && x < size.width - 40 && y < size.height - 40) return;
        userViewport(centreOn(v, s[0], s[1], size.width, size.height));
      },
      viewport: () => vp.current,
      size: () => size,
      setViewport: userViewport,
    };
    onControl(control);
    return () => onControl(null);
  }, [d.width, d.height, size, setViewport, userViewport, onControl, editor]);

  // ---- pointer -------------------------------------------------------------------------------
  const handler = useRef<ToolHandler>(toolHandler(editor, tool));
  const keyboard = useMemo(() => new KeyboardCursor(editor), [editor]);
  useEffect(() => {
    handler.current.cancel();
    keyboard.cancel();
    handler.current = toolHandler(editor, tool);
  }, [editor, keyboard, tool]);
  useEffect(() => editor.studio.actions.register(...cursorActions(editor, keyboard)), [editor, keyboard]);
  useEffect(() => () => keyboard.hide(), [keyboard]);

  // The keyboard cursor is the square under the cursor in the status bar while it is shown.
  const cursor = state.cursor;
  useEffect(() => {
    if (cursor) reportStatus(null, cursor);
  }, [cursor, reportStatus]);

  const gesture = useRef<{ kind: 'tool' } | { kind: 'pan'; x: number; y: number; from: Viewport } | { kind: 'play'; x: number; y: number; from: Viewport; panning: boolean } | null>(null);
  const pending = useRef<PointerEvent | null>(null);
  const frame = useRef(0);
  const space = useRef(false);
  /** Space was held to pan: its release then does not apply the tool at the keyboard cursor. */
  const spacePanned = useRef(false);
  const lastSquare = useRef<Square | null>(null);

  const toolEvent = useCallback((e: { clientX: number; clientY: number; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): ToolEvent => {
    const rect = hostRef.current!.getBoundingClientRect();
    const point = toSquares(vp.current, e.clientX - rect.left, e.clientY - rect.top);
    return { square: [Math.floor(point[0]), Math.floor(point[1])], point, shift: e.shiftKey, mod: e.ctrlKey || e.metaKey, alt: e.altKey };
  }, []);

  const flushMove = useCallback(() => {
    frame.current = 0;
    const e = pending.current;
    pending.current = null;
    if (!e) return;
    const g = gesture.current;
    // In test-play a press that moves is a pan, one that does not is a click for the game.
    if (g?.kind === 'play' && !g.panning && Math.hypot(e.clientX - g.x, e.clientY - g.y) > 5) g.panning = true;
    if (g?.kind === 'pan' || (g?.kind === 'play' && g.panning)) {
      userViewport({ ...g.from, x: g.from.x + e.clientX - g.x, y: g.from.y + e.clientY - g.y });
      return;
    }
    const te = toolEvent(e);
    const last = lastSquare.current;
    const moved = !last || last[0] !== te.square[0] || last[1] !== te.square[1];
    // The wall tool shows the edge nearest the pointer, which changes within a square.
    if (moved || tool === 'wall') editor.state.set({ hover: te.square, hoverPoint: te.point });
    if (moved) {
      lastSquare.current = te.square;
      reportStatus(null, te.square);
    }
    if (g?.kind === 'tool') handler.current.move(te);
  }, [editor, reportStatus, userViewport, tool, toolEvent]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = host.getBoundingClientRect();
      const wheel = wheelIntent(e);
      if (wheel === 'zoom') userViewport(zoomAt(vp.current, Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top));
      else if (e.shiftKey) userViewport({ ...vp.current, x: vp.current.x - e.deltaY, y: vp.current.y - e.deltaX });
      else userViewport({ ...vp.current, x: vp.current.x - e.deltaX, y: vp.current.y - e.deltaY });
    };
    host.addEventListener('wheel', onWheel, { passive: false });
    return () => host.removeEventListener('wheel', onWheel);
  }, [userViewport]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Space held with the pointer over the map pans, wherever the focus is (a palette button just clicked, a
  // pane): the map takes the key, so the focused button is not pressed and the map needs no click first.
  const hovering = useRef(false);
  useEffect(() => {
    const elsewhere = () => document.activeElement !== hostRef.current;
    const down = (e: KeyboardEvent) => {
      if (e.key !== ' ' || !hovering.current || !elsewhere() || typingIn(document.activeElement)) return;
      e.preventDefault();
      e.stopPropagation();
      space.current = true;
      // Its release is not the keyboard cursor's Enter: the cursor is not on show.
      spacePanned.current = true;
      hostRef.current?.classList.add('panning');
    };
    const up = (e: KeyboardEvent) => {
      if (e.key !== ' ' || !space.current || !elsewhere()) return;
      e.preventDefault();
      e.stopPropagation();
      space.current = false;
      spacePanned.current = false;
      hostRef.current?.classList.remove('panning');
    };
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
    };
  }, []);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    // The pointer takes over: the keyboard cursor goes (and comes back from where the pointer pressed).
    keyboard.hide(toolEvent(e).square);
    hostRef.current?.focus();
    hostRef.current?.setPointerCapture(e.pointerId);
    if (e.button === 1 || (e.button === 0 && space.current)) {
      spacePanned.current = space.current;
      e.preventDefault();
      gesture.current = { kind: 'pan', x: e.clientX, y: e.clientY, from: vp.current };
      return;
    }
    if (e.button !== 0) return;
    if (onPlay) {
      gesture.current = { kind: 'play', x: e.clientX, y: e.clientY, from: vp.current, panning: false };
      return;
    }
    gesture.current = { kind: 'tool' };
    follow.current!.begin();
    handler.current.down(toolEvent(e));
  };

  /** The gesture is over: a fit the board's new size asked for meanwhile happens now. */
  const endGesture = () => {
    gesture.current = null;
    if (follow.current!.end()) fitNow.current();
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    pending.current = e.nativeEvent;
    if (!frame.current) frame.current = requestAnimationFrame(flushMove);
  };

  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    if (frame.current) {
      cancelAnimationFrame(frame.current);
      flushMove();
    }
    const g = gesture.current;
    if (g?.kind === 'tool') handler.current.up(toolEvent(e));
    if (g?.kind === 'play' && !g.panning) onPlay?.(toolEvent(e).square);
    endGesture();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === ' ') {
      e.preventDefault();
      if (!space.current) spacePanned.current = false;
      space.current = true;
      hostRef.current?.classList.add('panning');
      return;
    }
    if (e.key === 'Escape' && gesture.current?.kind === 'tool') {
      e.stopPropagation();
      handler.current.cancel();
      endGesture();
      return;
    }
    // The keyboard cursor's keys (arrows, Enter, Escape) act here, before the map's own shortcuts see them.
    keyboard.mods = { shift: e.shiftKey, alt: e.altKey, mod: e.ctrlKey || e.metaKey };
    try {
      const key = { key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey, inTextInput: false };
      if (editor.studio.actions.handleKey(key, [MAP_CANVAS_SCOPE])) {
        e.preventDefault();
        e.stopPropagation();
      }
    } finally {
      keyboard.mods = NO_MODS;
    }
  };
  const onKeyUp = (e: React.KeyboardEvent) => {
    if (e.key === ' ') {
      space.current = false;
      hostRef.current?.classList.remove('panning');
      // Space pressed and let go without a pan is Enter's twin.
      if (!spacePanned.current) void editor.studio.actions.execute('mission.cursor.apply', 'keyboard');
      spacePanned.current = false;
    }
  };

  return (
    <div
      ref={hostRef}
      className={`mission-canvas ${onPlay ? 'playing' : `tool-${tool}`}`}
      role="application"
      aria-label={label}
      aria-roledescription="map"
      aria-description={description}
      tabIndex={0}
      style={{ cursor: onPlay ? 'pointer' : handler.current.cursor }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        handler.current.cancel();
        endGesture();
      }}
      onPointerEnter={() => (hovering.current = true)}
      onPointerLeave={() => {
        hovering.current = false;
        if (!gesture.current) {
          lastSquare.current = null;
          editor.state.set({ hover: null, hoverPoint: null });
          reportStatus(null, null);
        }
      }}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onFocus={(e) => {
        // Focus from the keyboard (Tab) shows the cursor; a click focuses the map without it.
        if (e.target === e.currentTarget && e.currentTarget.matches(':focus-visible')) keyboard.show();
      }}
      onBlur={(e) => {
        if (e.target === e.currentTarget) keyboard.hide();
      }}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('application/x-mission-palette')) e.preventDefault();
      }}
      onDrop={(e) => {
        const key = e.dataTransfer.getData('application/x-mission-palette');
        if (!key) return;
        e.preventDefault();
        onDropEntry(key, toolEvent(e).square);
      }}
    >
      {size.width > 0 && (
        <Stage ref={stageRef} width={size.width} height={size.height} listening={false}>
          <Layer listening={false}>
            <Shape ref={shapes.board.ref} sceneFunc={shapes.board.sceneFunc} listening={false} perfectDrawEnabled={false} />
            <Shape ref={shapes.terrain.ref} sceneFunc={shapes.terrain.sceneFunc} listening={false} perfectDrawEnabled={false} />
            <Shape ref={shapes.underlay.ref} sceneFunc={shapes.underlay.sceneFunc} listening={false} perfectDrawEnabled={false} />
          </Layer>
          <Layer listening={false}>
            <Shape ref={shapes.pieces.ref} sceneFunc={shapes.pieces.sceneFunc} listening={false} perfectDrawEnabled={false} />
          </Layer>
          <Layer listening={false}>
            <Shape ref={shapes.overlay.ref} sceneFunc={shapes.overlay.sceneFunc} listening={false} perfectDrawEnabled={false} />
          </Layer>
        </Stage>
      )}
    </div>
  );
}

/**
 * What a wheel event asks for: a pinch (Ctrl+wheel in the browser) or a mouse wheel's notch zooms; a trackpad's
 * two-finger swipe (fine steps, often sideways too) pans, as in every drawing program.
 */
export function wheelIntent(e: Pick<WheelEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'deltaMode' | 'deltaX' | 'deltaY'>): 'zoom' | 'pan' {
  if (e.ctrlKey || e.metaKey) return 'zoom';
  if (e.shiftKey) return 'pan';
  if (e.deltaMode !== 0) return 'zoom';
  const notch = e.deltaX === 0 && Number.isInteger(e.deltaY) && Math.abs(e.deltaY) >= 50;
  return notch ? 'zoom' : 'pan';
}

function typingIn(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || (el as HTMLElement).isContentEditable;
}
