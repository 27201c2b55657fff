/** Pane sizes and visibility, remembered between sessions. */
export interface Layout {
  inspector: boolean;
  problems: boolean;
  simulator: boolean;
  /** Pixels. */
  inspectorWidth: number;
  problemsHeight: number;
  simulatorWidth: number;
}

export const DEFAULT_LAYOUT: Layout = {
  inspector: true,
  problems: true,
  simulator: false,
  inspectorWidth: 320,
  problemsHeight: 180,
  simulatorWidth: 360,
};

export const PANE_LIMITS = {
  inspectorWidth: [200, 800],
  problemsHeight: [80, 600],
  simulatorWidth: [240, 900],
} as const;

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
  for (const key of ['inspector', 'problems', 'simulator'] as const) {
    if (typeof parsed[key] === 'boolean') layout[key] = parsed[key];
  }
  for (const key of Object.keys(PANE_LIMITS) as (keyof typeof PANE_LIMITS)[]) {
    const v = parsed[key];
    const [min, max] = PANE_LIMITS[key];
    if (typeof v === 'number' && Number.isFinite(v)) layout[key] = Math.min(max, Math.max(min, Math.round(v)));
  }
  return layout;
}
