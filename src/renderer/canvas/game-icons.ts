/**
 * game-icons.net pictures (Lorc, Delapouite and contributors, CC BY 3.0) for canvases and lists. The pictures
 * the studio itself uses ship in a small subset; a catalog naming any other picture loads the whole set
 * (a separate 6 MB chunk) once, and listeners redraw when it arrives.
 */
import { useEffect, useReducer } from 'react';
import { ICON_SUBSET } from './game-icons-subset';

type Loaded = Record<string, string>;

let full: Loaded | null = null;
let loading: Promise<void> | null = null;
const paths = new Map<string, Path2D | null>();
const listeners = new Set<() => void>();

function loadFullSet(): void {
  loading ??= import('@iconify-json/game-icons/icons.json')
    .then((mod) => {
      const set = (mod as unknown as { default?: typeof mod }).default ?? mod;
      const icons = set.icons as Record<string, { body: string }>;
      const aliases = (set.aliases ?? {}) as Record<string, { parent: string }>;
      const out: Loaded = {};
      for (const [name, icon] of Object.entries(icons)) {
        const d = /\sd="([^"]+)"/.exec(icon.body)?.[1];
        if (d) out[name] = d;
      }
      for (const [name, alias] of Object.entries(aliases)) if (out[alias.parent]) out[name] = out[alias.parent];
      full = out;
      for (const [name, p] of paths) if (p === null && full[name]) paths.delete(name);
      for (const l of listeners) l();
    })
    .catch(() => {
      full = {};
    });
}

/** The SVG path data of a picture; undefined while unknown (the full set is then loaded in the background). */
export function iconData(name: string): string | undefined {
  const d = ICON_SUBSET[name] ?? full?.[name];
  if (d === undefined && full === null) loadFullSet();
  return d;
}

/** A Path2D for canvases (512×512 box), cached. */
export function iconPath(name: string): Path2D | undefined {
  const cached = paths.get(name);
  if (cached !== undefined) return cached ?? undefined;
  const d = iconData(name);
  if (d === undefined && full === null) return undefined;
  const p = d ? new Path2D(d) : null;
  paths.set(name, p);
  return p ?? undefined;
}

/** Called once the whole set has arrived (pictures that were missing may exist now). */
export function onIconsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders a component when more pictures become available. */
export function useIconsVersion(): void {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => onIconsLoaded(bump), []);
}
