/**
 * Pane sizes and visibility, remembered between sessions. A size is the user's once they drag or
 * key a splitter; until then it is `null` and follows the window (`defaultPaneSizes`), so a small
 * window gives the side panes less room instead of squeezing the map.
 */
export interface Layout {
  inspector: boolean;
  problems: boolean;
  simulator: boolean;
  /** A side pane folded to a slim bar with its title (shown, but out of the way); the bar unfolds it. */
  inspectorFolded: boolean;
  simulatorFolded: boolean;
  /** The mission map's palette and layers column, folded to a bar beside the map. */
  paletteFolded: boolean;
  /** The mission map's event timeline, folded to its heading. */
  timelineFolded: boolean;
  /** Pixels the user chose, or null for the default at the window's size. */
  inspectorWidth: number | null;
  problemsHeight: number | null;
  simulatorWidth: number | null;
}

/** Version 2: sizes may be null (automatic). Version 1 stored every size, chosen or not. */
export const LAYOUT_VERSION = 2;

export const DEFAULT_LAYOUT: Layout = {
  inspector: true,
  problems: true,
  simulator: false,
  inspectorFolded: false,
  simulatorFolded: false,
  paletteFolded: false,
  timelineFolded: false,
  inspectorWidth: null,
  problemsHeight: null,
  simulatorWidth: null,
};

export const PANE_LIMITS = {
  inspectorWidth: [180, 800],
  problemsHeight: [80, 600],
  simulatorWidth: [200, 900],
} as const;

/** What version 1 stored for a pane nobody had resized. */
const VERSION_1_DEFAULTS = { inspectorWidth: 320, problemsHeight: 180, simulatorWidth: 360 } as const;

/** The centre (map, text, details) keeps at least this much of the width when the window shrinks… */
export const CENTRE_MIN_WIDTH = 360;

/** … and at least half of the window: the map is what the studio is for. */
export const centreMinWidth = (win: WindowSize) => Math.max(CENTRE_MIN_WIDTH, Math.round(win.width / 2));

/** The width of a folded side pane's bar. */
export const FOLDED_WIDTH = 30;

export interface WindowSize {
  width: number;
  height: number;
}

export interface PaneSizes {
  inspectorWidth: number;
  problemsHeight: number;
  simulatorWidth: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(v)));

/**
 * The sizes of panes nobody resized, for a window: about a fifth of the width each for the inspector
 * and the simulator (240–320 and 240–360 px; below 240 their forms and buttons overflow), a fifth of
 * the height for the problems (120–220 px).
 * With both side panes open the centre keeps about 58 % of a 1280 px window and 52 % of a 1024 px one.
 */
export function defaultPaneSizes(win: WindowSize): PaneSizes {
  return {
    inspectorWidth: clamp(win.width * 0.21, 240, 320),
    simulatorWidth: clamp(win.width * 0.2, 240, 360),
    problemsHeight: clamp(win.height * 0.2, 120, 220),
  };
}

/**
 * The sizes to draw: the user's where they chose one, else the default for the window. When the
 * open side panes would leave the centre less than `CENTRE_MIN_WIDTH`, they are drawn narrower (the
 * wider one first, never below its minimum); what the user chose stays stored for a larger window.
 */
export function paneSizes(layout: Layout, win: WindowSize): PaneSizes {
  const defaults = defaultPaneSizes(win);
  const sizes: PaneSizes = {
    inspectorWidth: layout.inspectorWidth ?? defaults.inspectorWidth,
    problemsHeight: layout.problemsHeight ?? defaults.problemsHeight,
    simulatorWidth: layout.simulatorWidth ?? defaults.simulatorWidth,
  };
  const shown = (['inspectorWidth', 'simulatorWidth'] as const).filter((k) => (k === 'inspectorWidth' ? layout.inspector : layout.simulator));
  const folded = (k: 'inspectorWidth' | 'simulatorWidth') => (k === 'inspectorWidth' ? layout.inspectorFolded : layout.simulatorFolded);
  const open = shown.filter((k) => !folded(k));
  // Splitters are 4 px each; a folded pane is a bar without one.
  let excess = open.reduce((sum, k) => sum + sizes[k] + 4, 0) + (shown.length - open.length) * FOLDED_WIDTH + centreMinWidth(win) - win.width;
  while (excess > 0) {
    const shrinkable = open.filter((k) => sizes[k] > PANE_LIMITS[k][0]).sort((a, b) => sizes[b] - sizes[a]);
    if (shrinkable.length === 0) break;
    const [k, next] = shrinkable;
    // Down to the next-widest pane (then both shrink together), the minimum, or just enough.
    const target = Math.max(PANE_LIMITS[k][0], next ? sizes[next] : PANE_LIMITS[k][0], sizes[k] - excess);
    const step = sizes[k] - target || 1;
    sizes[k] -= step;
    excess -= step;
  }
  return sizes;
}

/** A stored layout, repaired field by field: a bad value never breaks the window. */
export function loadLayout(stored: string | null): Layout {
  let parsed: Record<string, unknown> = {};
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (value && typeof value === 'object') parsed = value as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  const layout = { ...DEFAULT_LAYOUT };
  for (const key of ['inspector', 'problems', 'simulator', 'inspectorFolded', 'simulatorFolded', 'paletteFolded', 'timelineFolded'] as const) {
    if (typeof parsed[key] === 'boolean') layout[key] = parsed[key];
  }
  const version1 = parsed.version !== LAYOUT_VERSION;
  for (const key of Object.keys(PANE_LIMITS) as (keyof typeof PANE_LIMITS)[]) {
    const v = parsed[key];
    const [min, max] = PANE_LIMITS[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    // Version 1 wrote the old fixed default for panes nobody resized: those follow the window now.
    if (version1 && v === VERSION_1_DEFAULTS[key]) continue;
    layout[key] = clamp(v, min, max);
  }
  return layout;
}

/** The text `loadLayout` reads back. */
export function storeLayout(layout: Layout): string {
  return JSON.stringify({ version: LAYOUT_VERSION, ...layout });
}
