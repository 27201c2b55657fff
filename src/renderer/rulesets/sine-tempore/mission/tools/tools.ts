/**
 * What the pointer does on the map, one handler per tool. Handlers receive squares (and the exact point, in
 * squares, for edges), never screen pixels, and act only through the editor's commands and the document's
 * `begin`/`commit`/`cancel`: a stroke or a drag is one undo step, Escape puts everything back.
 */
import type { Piece } from '../../../../../engine/rulesets/sine-tempore/print';
import { floodRegion, nearestEdge, paintTerrain, rectSquares, setLevels, setWall, straightCorner, wallLine } from '../edits/board';
import { addRect, eraseSquares } from '../edits/areas';
import { clampDelta, movePieces } from '../edits/pieces';
import type { MissionEditor, ToolId } from '../editor';
import type { Square } from '../scene';
import type { PatchOp } from '../../../../store/json-patch';

export interface ToolEvent {
  square: Square;
  /** The exact point in squares (3.5 is the middle of column 3). */
  point: readonly [number, number];
  shift: boolean;
  /** Ctrl, or Cmd on macOS. */
  mod: boolean;
  alt: boolean;
}

export interface ToolHandler {
  down(e: ToolEvent): void;
  move(e: ToolEvent): void;
  up(e: ToolEvent): void;
  /** Escape or losing the pointer: undo what the gesture did so far. */
  cancel(): void;
  cursor: string;
}

const same = (a: Square | null | undefined, b: Square) => !!a && a[0] === b[0] && a[1] === b[1];

/** Squares on the straight line between two squares, so a fast stroke leaves no gaps. */
export function lineSquares(a: Square, b: Square): Square[] {
  const out: Square[] = [];
  let [x, y] = a;
  const dx = Math.abs(b[0] - x);
  const dy = -Math.abs(b[1] - y);
  const sx = x < b[0] ? 1 : -1;
  const sy = y < b[1] ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    out.push([x, y]);
    if (x === b[0] && y === b[1]) return out;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** A gesture made of several changes: opened on the first change, so a click that changes nothing leaves no step. */
class Stroke {
  private open = false;

  constructor(
    private readonly editor: MissionEditor,
    private readonly label: string,
  ) {}

  patch(ops: PatchOp[]): void {
    if (ops.length === 0) return;
    if (!this.open) {
      this.editor.doc.begin(this.label);
      this.open = true;
    }
    this.editor.doc.patch(ops);
  }

  commit(): void {
    if (this.open) this.editor.doc.commit();
    this.open = false;
  }

  cancel(): void {
    if (this.open) this.editor.doc.cancel();
    this.open = false;
  }
}

/** Refuses a tool whose layer is hidden or locked, or a board tool without a catalog; true when it may act. */
function usable(editor: MissionEditor, layer: 'terrain' | 'zones', needsBoard = true): boolean {
  if (!editor.editable) {
    editor.say(editor.t('mission:refused.brokenText'));
    return false;
  }
  if (!editor.layerUsable(layer)) {
    editor.say(editor.t('mission:refused.layerLocked', { layer: editor.t(`mission:layer.${layer}`) }));
    return false;
  }
  if (needsBoard && !editor.scene?.tiles) {
    editor.say(editor.t('mission:refused.noCatalog'));
    return false;
  }
  return true;
}

/** Selects what lies (partly) in the rectangle between two squares: a marquee. Tiles and the deployment zone stay out. */
export function selectInside(editor: MissionEditor, a: Square, b: Square, add: boolean): void {
  const x0 = Math.min(a[0], b[0]);
  const x1 = Math.max(a[0], b[0]);
  const y0 = Math.min(a[1], b[1]);
  const y1 = Math.max(a[1], b[1]);
  const inside = (editor.scene?.pieces ?? []).filter(
    (piece) =>
      piece.kind !== 'tile' &&
      piece.kind !== 'deployment' &&
      editor.layerUsable(piece.layer) &&
      piece.squares.some(([x, y]) => x >= x0 && x <= x1 && y >= y0 && y <= y1),
  );
  editor.select(
    inside.map((piece) => piece.pointer),
    add ? 'add' : 'replace',
  );
}

function selectTool(editor: MissionEditor): ToolHandler {
  let press: { at: Square; mode: 'move' | 'marquee' | 'tile'; originals: Piece[]; applied: [number, number]; stroke: Stroke; tile?: Piece } | null = null;
  return {
    cursor: 'default',
    down(e) {
      const piece = editor.pick(e.square);
      const selection = editor.state.get().selection;
      const stroke = new Stroke(editor, editor.t('mission:edit.move'));
      if (piece && (e.shift || e.mod)) {
        editor.select([piece.pointer], 'toggle');
        return;
      }
      if (!piece) {
        if (!e.shift && !e.mod) editor.select([]);
        press = { at: e.square, mode: 'marquee', originals: [], applied: [0, 0], stroke };
        return;
      }
      const already = selection.includes(piece.pointer);
      // A tile under everything: a drag from it draws a marquee unless the tile is already selected.
      if (piece.kind === 'tile' && !already) {
        press = { at: e.square, mode: 'tile', originals: [], applied: [0, 0], stroke, tile: piece };
        return;
      }
      if (!already) editor.select([piece.pointer]);
      press = { at: e.square, mode: 'move', originals: editor.selectedPieces(), applied: [0, 0], stroke };
    },
    move(e) {
      if (!press) return;
      if (press.mode !== 'move') {
        if (!same(press.at, e.square) || editor.state.get().drag) editor.state.set({ drag: { from: press.at, to: e.square } });
        return;
      }
      if (!editor.editable) return;
      const [tx, ty] = clampDelta(press.originals, e.square[0] - press.at[0], e.square[1] - press.at[1]);
      const [ax, ay] = press.applied;
      if (tx === ax && ty === ay) return;
      const mission = editor.mission!;
      press.stroke.patch(movePieces(mission, editor.selectedPieces(), tx - ax, ty - ay, editor.env()).ops);
      press.applied = [tx, ty];
    },
    up(e) {
      if (!press) return;
      const p = press;
      press = null;
      if (p.mode === 'move') return p.stroke.commit();
      const drag = editor.state.get().drag;
      editor.state.set({ drag: null });
      if (!drag) {
        if (p.tile) editor.select([p.tile.pointer]);
        return;
      }
      selectInside(editor, drag.from, e.square, e.shift || e.mod);
    },
    cancel() {
      press?.stroke.cancel();
      press = null;
      editor.state.set({ drag: null });
    },
  };
}

/** Brush tools: paint every square the pointer passes over while pressed. */
function brushTool(editor: MissionEditor, label: string, layer: 'terrain', paint: (squares: Square[]) => PatchOp[]): ToolHandler {
  let last: Square | null = null;
  let stroke: Stroke | null = null;
  return {
    cursor: 'crosshair',
    down(e) {
      if (!usable(editor, layer)) return;
      stroke = new Stroke(editor, editor.t(label));
      last = e.square;
      stroke.patch(paint([e.square]));
    },
    move(e) {
      if (!stroke || !last || same(last, e.square)) return;
      stroke.patch(paint(lineSquares(last, e.square)));
      last = e.square;
    },
    up() {
      stroke?.commit();
      stroke = null;
      last = null;
    },
    cancel() {
      stroke?.cancel();
      stroke = null;
      last = null;
    },
  };
}

/**
 * A gesture between two squares (rectangle tools, the keyboard's marquee and wall line): press at one end, the
 * drag shown to the other (`to` may bend where it is drawn), act on release with both ends.
 */
function spanTool(
  editor: MissionEditor,
  cursor: ToolHandler['cursor'],
  act: (a: Square, b: Square, e: ToolEvent) => void,
  opts: { allowed?: () => boolean; to?: (from: Square, at: Square) => Square } = {},
): ToolHandler {
  let from: Square | null = null;
  return {
    cursor,
    down(e) {
      if (opts.allowed && !opts.allowed()) return;
      from = e.square;
      editor.state.set({ drag: { from, to: e.square } });
    },
    move(e) {
      if (from) editor.state.set({ drag: { from, to: opts.to ? opts.to(from, e.square) : e.square } });
    },
    up(e) {
      if (!from) return;
      const a = from;
      from = null;
      editor.state.set({ drag: null });
      act(a, e.square, e);
    },
    cancel() {
      from = null;
      editor.state.set({ drag: null });
    },
  };
}

/** Rectangle tools: drag a rectangle, act on release. */
function rectTool(editor: MissionEditor, layer: 'terrain' | 'zones', act: (a: Square, b: Square, e: ToolEvent) => void): ToolHandler {
  return spanTool(editor, 'crosshair', act, { allowed: () => usable(editor, layer, layer === 'terrain') });
}

/** The two grid corners an edge (two squares side by side) runs between; a corner is named by the square whose top-left it is. */
export function edgeCorners([a, b]: [Square, Square]): [Square, Square] {
  if (a[0] === b[0]) {
    const y = Math.max(a[1], b[1]);
    return [
      [a[0], y],
      [a[0] + 1, y],
    ];
  }
  const x = Math.max(a[0], b[0]);
  return [
    [x, a[1]],
    [x, a[1] + 1],
  ];
}

/** How close to a grid corner the pointer is "at" it: there, which way a wall goes is not yet known. */
const AT_CORNER = 0.3;

/**
 * The wall stroke walks from grid corner to grid corner. Near a corner the pointer is as close to the edges across
 * the line as to the line itself, so there it adds nothing until it reaches the corner; between corners it walls
 * the edge it follows. A corner reached straight from the last one walls every edge between them (a fast stroke
 * leaves no gap); one reached round a bend walls the two arms of the L.
 */
function wallTool(editor: MissionEditor): ToolHandler {
  let stroke: Stroke | null = null;
  let mode: 'add' | 'remove' = 'add';
  let done = new Set<string>();
  /** The last corner the stroke reached; before the first, the two ends of the edge it started on. */
  let anchor: Square | null = null;
  let start: [Square, Square] | null = null;
  const wall = (edges: [Square, Square][]) => {
    const printed = editor.scene?.tiles?.printed;
    if (!printed || !stroke) return;
    for (const edge of edges) {
      // Off the board there is nothing to wall: such a wall would be drawn on the next row (the board's index wraps).
      if (!edge.every(([x, y]) => printed.inBounds(x, y))) continue;
      const key = edge.flat().join(',');
      if (done.has(key)) continue;
      done.add(key);
      stroke.patch(setWall(editor.mission!, printed, edge[0], edge[1], mode));
    }
  };
  const walk = (from: Square, to: Square) => {
    const bend = straightCorner(from, to);
    wall([...wallLine(from, bend), ...wallLine(bend, to)]);
  };
  /** The stroke reaches a corner: from the last one (or the nearer end of the edge it began on). */
  const reach = (corner: Square) => {
    const from = anchor ?? (start ? nearer(start, corner) : null);
    if (from && !same(from, corner)) walk(from, corner);
    anchor = corner;
  };
  return {
    cursor: 'crosshair',
    down(e) {
      if (!usable(editor, 'terrain')) return;
      const edge = nearestEdge(e.point[0], e.point[1]);
      if (!edge) return;
      mode = editor.scene?.terrain?.final.hasWall(edge[0], edge[1]) ? 'remove' : 'add';
      stroke = new Stroke(editor, editor.t(mode === 'add' ? 'mission:edit.wall' : 'mission:edit.unwall'));
      done = new Set();
      anchor = null;
      start = edgeCorners(edge);
      wall([edge]);
    },
    move(e) {
      if (!stroke) return;
      const [px, py] = e.point;
      const corner: Square = [Math.round(px), Math.round(py)];
      if (Math.hypot(px - corner[0], py - corner[1]) <= AT_CORNER) return reach(corner);
      const edge = nearestEdge(px, py);
      if (!edge) return;
      const ends = edgeCorners(edge);
      // On an edge that does not leave the last corner the pointer jumped: walk to it first.
      if (anchor && !same(ends[0], anchor) && !same(ends[1], anchor)) reach(nearer(ends, anchor));
      wall([edge]);
    },
    up() {
      stroke?.commit();
      stroke = null;
    },
    cancel() {
      stroke?.cancel();
      stroke = null;
    },
  };
}

function nearer(ends: readonly [Square, Square], to: Square): Square {
  const d = (c: Square) => Math.abs(c[0] - to[0]) + Math.abs(c[1] - to[1]);
  return d(ends[0]) <= d(ends[1]) ? ends[0] : ends[1];
}

function placeTool(editor: MissionEditor): ToolHandler {
  return {
    cursor: 'copy',
    down(e) {
      const entry = editor.state.get().entry;
      if (entry) editor.place(entry, e.square);
    },
    move() {},
    up() {},
    cancel() {
      // Escape disarms the palette entry; a switch to another tool (which cancels this handler too) stays switched.
      if (editor.state.get().tool === 'place') editor.setTool('select');
    },
  };
}

function losTool(editor: MissionEditor): ToolHandler {
  return {
    cursor: 'crosshair',
    down(e) {
      // A click pins the square looked from; a click on the pinned square lets it follow the pointer again.
      editor.state.set((s) => ({ losFrom: same(s.losFrom, e.square) ? null : e.square }));
    },
    move() {},
    up() {},
    cancel() {
      editor.state.set({ losFrom: null });
    },
  };
}

function reachTool(editor: MissionEditor): ToolHandler {
  return {
    cursor: 'pointer',
    down(e) {
      const model = editor.scene?.at(e.square[0], e.square[1]).find((p) => p.kind === 'hero' || p.kind === 'enemy');
      editor.state.set({ reachOf: model?.pointer ?? null, reachAp: null });
      if (model) editor.select([model.pointer]);
    },
    move() {},
    up() {},
    cancel() {
      editor.state.set({ reachOf: null });
    },
  };
}

/** The select tool's marquee on its own, for the keyboard (a press on a piece would move it instead). */
function marqueeTool(editor: MissionEditor): ToolHandler {
  return spanTool(editor, 'default', (a, b, e) => selectInside(editor, a, b, e.shift || e.mod));
}

/**
 * Walls for the keyboard: from one corner of the grid to another in a straight line (the squares of its events
 * name corners, by the square whose top-left they are). The whole line is one step; it is taken away instead when
 * every edge on it has a wall already.
 */
function wallLineTool(editor: MissionEditor): ToolHandler {
  const act = (from: Square, to: Square) => {
    const printed = editor.scene?.tiles?.printed;
    const final = editor.scene?.terrain?.final;
    if (!printed || !final) return;
    // Past the board's last row or column there is nothing to wall (the cursor goes there for tiles).
    const edges = wallLine(from, to).filter(([a, b]) => printed.inBounds(a[0], a[1]) && printed.inBounds(b[0], b[1]));
    if (edges.length === 0) return;
    const mode = edges.every(([a, b]) => final.hasWall(a, b)) ? 'remove' : 'add';
    const stroke = new Stroke(editor, editor.t(mode === 'add' ? 'mission:edit.wall' : 'mission:edit.unwall'));
    for (const [a, b] of edges) stroke.patch(setWall(editor.mission!, printed, a, b, mode));
    stroke.commit();
  };
  return spanTool(editor, 'crosshair', act, { allowed: () => usable(editor, 'terrain'), to: straightCorner });
}

/** Tools whose keyboard gesture has two ends: Enter at the first corner, then at the second. */
export const SPAN_TOOLS: ReadonlySet<ToolId> = new Set(['rect', 'area', 'wall']);

/** The handler a keyboard gesture uses: the pointer's, except for walls (corner to corner) and the marquee. */
export function keyboardHandler(editor: MissionEditor, tool: ToolId, marquee: boolean): ToolHandler {
  if (tool === 'wall') return wallLineTool(editor);
  if (tool === 'select' && marquee) return marqueeTool(editor);
  return toolHandler(editor, tool);
}

export function toolHandler(editor: MissionEditor, tool: ToolId): ToolHandler {
  const terrain = (squares: Square[]) => paintTerrain(editor.mission!, editor.scene!.tiles!.printed, squares, editor.state.get().terrain);
  switch (tool) {
    case 'brush':
      return brushTool(editor, 'mission:edit.paint', 'terrain', terrain);
    case 'level':
      return brushTool(editor, 'mission:edit.level', 'terrain', (squares) => setLevels(editor.mission!, squares, editor.state.get().level));
    case 'rect':
      return rectTool(editor, 'terrain', (a, b) => editor.patch(terrain(rectSquares(a, b)), editor.t('mission:edit.paintRect')));
    case 'fill':
      return rectTool(editor, 'terrain', (_a, b) => {
        const final = editor.scene?.terrain?.final;
        if (final) editor.patch(terrain(floodRegion(final, b)), editor.t('mission:edit.fill'));
      });
    case 'area':
      return rectTool(editor, 'zones', (a, b, e) => {
        const mission = editor.mission!;
        let target = editor.state.get().areaTarget;
        if (editor.doc.getSnapshot().data === undefined || !(target === '/deployment' || /^\/zones\/\d+$/.test(target))) target = '/deployment';
        const ops = e.alt ? eraseSquares(mission, target, rectSquares(a, b)) : addRect(mission, target, a, b);
        editor.patch(ops, editor.t(e.alt ? 'mission:edit.areaErase' : 'mission:edit.areaAdd'));
      });
    case 'wall':
      return wallTool(editor);
    case 'place':
      return placeTool(editor);
    case 'los':
      return losTool(editor);
    case 'reach':
      return reachTool(editor);
    default:
      return selectTool(editor);
  }
}
