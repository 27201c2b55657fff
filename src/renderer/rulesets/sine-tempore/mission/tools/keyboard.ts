/**
 * The map without a mouse: a cursor the arrow keys move over the squares (over the grid's corners with the wall
 * tool) and Enter or Space applying the active tool there, through the same handlers the pointer uses, so every
 * edit is the same undoable step. Tools with two ends (rectangle, area, wall; Shift+arrows for a marquee or to
 * stretch a rectangle) take Enter at the first corner and Enter at the second; Escape drops what was begun.
 *
 * Arrow keys and the selection: with the select tool and something selected they move the selection (the
 * `mission.nudge.*` actions); otherwise, while the map has the focus, they move the cursor. The cursor's actions
 * say so by standing down (`wanted`), which hands the key on to the nudge.
 */
import type { MissionEditor } from '../editor';
import type { Square } from '../scene';
import { keyboardHandler, SPAN_TOOLS, type ToolEvent, type ToolHandler } from './tools';

export interface KeyMods {
  shift: boolean;
  alt: boolean;
  /** Ctrl, or Cmd on macOS. */
  mod: boolean;
}

export const NO_MODS: KeyMods = { shift: false, alt: false, mod: false };

/** How far (squares) the cursor goes past the board's right and bottom edges: room for the next tile. */
const BEYOND = 10;

export class KeyboardCursor {
  /** A gesture with two ends (rectangle, area, wall, marquee) while it is open. */
  private gesture: ToolHandler | null = null;
  /** Where the cursor was when it was last hidden (or where the pointer last pressed). */
  private last: Square | null = null;
  /** Modifiers of the key that runs the current command: Shift+Enter adds to the selection, Alt+Enter erases. */
  mods: KeyMods = NO_MODS;

  constructor(private readonly editor: MissionEditor) {}

  /** A gesture with two ends has begun and waits for its second Enter. */
  get open(): boolean {
    return this.gesture !== null;
  }

  get shown(): boolean {
    return this.editor.state.get().cursor !== null;
  }

  /** The arrow keys are the cursor's: unless the select tool has a selection, which they move instead. */
  wanted(): boolean {
    const s = this.editor.state.get();
    return this.open || !(s.tool === 'select' && s.selection.length > 0);
  }

  /** Shows the cursor where it was last, else under the pointer, else in the middle of the view. */
  show(): void {
    if (this.shown) return;
    const s = this.editor.state.get();
    this.editor.state.set({ cursor: this.clamp(this.last ?? s.hover ?? this.middleOfView()) });
  }

  /** Hides the cursor (the map lost the focus, or the pointer took over), dropping a gesture begun with it. */
  hide(at?: Square): void {
    this.cancel();
    const cursor = this.editor.state.get().cursor;
    this.last = at ?? cursor ?? this.last;
    if (cursor) this.editor.state.set({ cursor: null });
  }

  /** Moves the cursor; `extend` (Shift) begins a rectangle, a wall or a marquee at the square it leaves. */
  move(dx: number, dy: number, extend = false): void {
    if (!this.shown) return this.show();
    const s = this.editor.state.get();
    const from = s.cursor!;
    if (extend && !this.gesture && (SPAN_TOOLS.has(s.tool) || s.tool === 'select')) this.begin(from, true);
    const to = this.clamp([from[0] + dx, from[1] + dy]);
    this.editor.state.set({ cursor: to });
    this.gesture?.move(this.event(to));
    this.editor.canvas?.centreOn(to);
  }

  /** Enter or Space: the tool at the cursor, or the second end of a gesture begun there. */
  apply(): void {
    if (!this.shown) return this.show();
    const s = this.editor.state.get();
    const at = s.cursor!;
    if (this.gesture) {
      const gesture = this.gesture;
      this.gesture = null;
      gesture.up(this.event(at));
      return;
    }
    if (SPAN_TOOLS.has(s.tool)) return this.begin(at, false);
    const handler = keyboardHandler(this.editor, s.tool, false);
    handler.down(this.event(at));
    handler.up(this.event(at));
  }

  /** Escape: drops a gesture begun with the keyboard; false when there was none. */
  cancel(): boolean {
    if (!this.gesture) return false;
    const gesture = this.gesture;
    this.gesture = null;
    gesture.cancel();
    return true;
  }

  private begin(at: Square, marquee: boolean): void {
    const handler = keyboardHandler(this.editor, this.editor.state.get().tool, marquee);
    handler.down(this.event(at));
    // A tool that refused (a locked layer, broken text) says why and leaves nothing to finish.
    if (this.editor.state.get().drag) this.gesture = handler;
  }

  private event(at: Square): ToolEvent {
    return {
      square: at,
      point: [at[0] + 0.5, at[1] + 0.5],
      shift: this.mods.shift,
      mod: this.mods.mod,
      alt: this.mods.alt,
    };
  }

  /**
   * On the board or beside it to the right and below, where a new tile goes (squares have no negative
   * coordinates); for the wall tool on its corners, one more each way.
   */
  private clamp([x, y]: Square): Square {
    const d = this.editor.scene?.drawing;
    const corner = this.editor.state.get().tool === 'wall' ? 1 : 0;
    const w = (d?.width ?? 1) - 1 + BEYOND + corner;
    const h = (d?.height ?? 1) - 1 + BEYOND + corner;
    return [Math.max(0, Math.min(w, x)), Math.max(0, Math.min(h, y))];
  }

  private middleOfView(): Square {
    const canvas = this.editor.canvas;
    if (!canvas) return [0, 0];
    const v = canvas.viewport();
    const size = canvas.size();
    return [Math.floor((size.width / 2 - v.x) / v.scale), Math.floor((size.height / 2 - v.y) / v.scale)];
  }
}

/** What a screen reader hears as the cursor moves: where it is, what lies there, and where a gesture began. */
export function describeCursor(editor: MissionEditor): string {
  const s = editor.state.get();
  const at = s.cursor;
  if (!at) return '';
  const parts: string[] = [];
  if (s.tool === 'wall') {
    parts.push(editor.t('mission:cursor.corner', { x: at[0], y: at[1] }));
  } else {
    const here = (editor.scene?.at(at[0], at[1]) ?? [])
      .filter((p) => !s.hidden.has(p.layer))
      .map((p) => editor.nameOf(p));
    parts.push(
      here.length
        ? editor.t('mission:cursor.squareWith', { x: at[0], y: at[1], what: here.join(', ') })
        : editor.t('mission:cursor.square', { x: at[0], y: at[1] }),
    );
  }
  if (s.drag) parts.push(editor.t('mission:cursor.from', { x: s.drag.from[0], y: s.drag.from[1] }));
  return parts.join(' ');
}
