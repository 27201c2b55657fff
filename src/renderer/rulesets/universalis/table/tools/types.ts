/** What the canvas hands a tool: the pointer in cm, the modifier keys, and how many cm a few pixels are. */
import type { Pt } from '../geometry';

export interface ToolEvent {
  /** Where the pointer is, in cm on the table (not snapped). */
  point: Pt;
  shift: boolean;
  mod: boolean;
  /** Alt: no snapping while it is held. */
  alt: boolean;
  /** Picking tolerance: 6 screen pixels in cm at the current zoom. */
  tol: number;
}

export interface ToolHandler {
  cursor: string;
  down(e: ToolEvent): void;
  move(e: ToolEvent): void;
  up(e: ToolEvent): void;
  dblclick?(e: ToolEvent): void;
  /** Enter: finishes what is being drawn. */
  finish?(): void;
  /** Backspace while drawing: takes back the last corner. */
  back?(): boolean;
  cancel(): void;
}
