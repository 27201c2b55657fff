/** The window's size and position, remembered between sessions and kept on a visible screen. */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { WindowBounds } from './security';

export interface WindowState extends WindowBounds {
  maximized: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_STATE: WindowState = { width: 1440, height: 900, maximized: false };

/** A stored state, repaired: a window that would open off every screen (a monitor was unplugged) is centred instead. */
export function fitToScreens(stored: unknown, workAreas: Rect[]): WindowState {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Partial<WindowState>;
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : fallback);
  const width = Math.max(800, num(s.width, DEFAULT_STATE.width));
  const height = Math.max(560, num(s.height, DEFAULT_STATE.height));
  const state: WindowState = { width, height, maximized: s.maximized === true };
  if (typeof s.x === 'number' && typeof s.y === 'number') {
    const x = Math.round(s.x);
    const y = Math.round(s.y);
    // Visible enough to grab: at least 100×50 px of the window on some screen.
    const visible = workAreas.some(
      (a) => Math.min(x + width, a.x + a.width) - Math.max(x, a.x) >= 100 && Math.min(y + height, a.y + a.height) - Math.max(y, a.y) >= 50,
    );
    if (visible) Object.assign(state, { x, y });
  }
  return state;
}

export async function loadWindowState(file: string, workAreas: Rect[]): Promise<WindowState> {
  try {
    return fitToScreens(JSON.parse(await readFile(file, 'utf8')), workAreas);
  } catch {
    return fitToScreens(null, workAreas);
  }
}

export async function saveWindowState(file: string, state: WindowState): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(state));
}
