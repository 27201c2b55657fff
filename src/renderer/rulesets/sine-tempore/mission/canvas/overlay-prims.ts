/**
 * The map's top layer as display lists: selection, what the tool is about to do, the engine's overlays (line of
 * sight, reach, rings, spawns) and the problems at their squares. Pure, so it can be tested and painted by the
 * same painter as the board.
 */
import { outlineSegments, pieceKind, type Piece, type Prim } from '../../../../../engine/rulesets/sine-tempore/print';
import type { Diagnostic } from '../../../../../engine/format/diagnostic';
import type { PaletteEntry } from '../kinds';
import type { Scene, Square } from '../scene';
import type { ReachOverlay, RingOverlay, SightOverlay, SpawnOverlay } from '../overlays/analysis';
import { maxOf, minOf, pushAll } from '../../../../../engine/core/lists';

export const SELECTION = '#35d0ff';

function outline(squares: readonly Square[], colour: string, width: number, dash?: number[], alpha = 1): Prim[] {
  return outlineSegments(squares).map((points) => ({ t: 'poly', points, closed: false, stroke: { color: colour, width, dash, cap: 'round' }, alpha }) as Prim);
}

const fillSquares = (squares: readonly Square[], fill: string, alpha: number): Prim[] =>
  squares.map(([x, y]) => ({ t: 'rect', x, y, w: 1, h: 1, fill, alpha }) as Prim);

export function selectionPrims(pieces: readonly Piece[]): Prim[] {
  const out: Prim[] = [];
  for (const p of pieces) {
    pushAll(out, fillSquares(p.squares, SELECTION, 0.14));
    pushAll(out, outline(p.squares, '#06202a', 0.16, undefined, 0.6));
    pushAll(out, outline(p.squares, SELECTION, 0.08));
  }
  return out;
}

/** Where a palette entry would go if placed at `at`. */
export function ghostPrims(entry: PaletteEntry, at: Square, scene: Scene): Prim[] {
  const kind = pieceKind(entry.kind);
  const value =
    entry.kind === 'tile' ? { tile: entry.ref, at, rotation: 0 } : entry.kind === 'scenic' ? { id: '', element: entry.ref, at } : { at, start: at, squares: [at] };
  let squares: Square[];
  try {
    squares = kind.squares(value, scene.catalog);
  } catch {
    squares = [at];
  }
  const xs = squares.map((s) => s[0]);
  const ys = squares.map((s) => s[1]);
  const cx = (minOf(xs) + maxOf(xs) + 1) / 2;
  const cy = (minOf(ys) + maxOf(ys) + 1) / 2;
  const size = Math.min(0.8, maxOf(xs) - minOf(xs) + 1);
  return [
    ...fillSquares(squares, '#ffffff', 0.22),
    ...outline(squares, '#ffffff', 0.06, [0.15, 0.1]),
    { t: 'icon', name: entry.picture, x: cx - size / 2, y: cy - size / 2, size, fill: '#ffffff', alpha: 0.75 },
  ];
}

export function dragPrims(from: Square, to: Square, colour: string): Prim[] {
  const x = Math.min(from[0], to[0]);
  const y = Math.min(from[1], to[1]);
  const w = Math.abs(from[0] - to[0]) + 1;
  const h = Math.abs(from[1] - to[1]) + 1;
  return [
    { t: 'rect', x, y, w, h, fill: colour, alpha: 0.18 },
    { t: 'rect', x, y, w, h, stroke: { color: colour, width: 0.06, dash: [0.2, 0.12] } },
  ];
}

export function hoverPrims(at: Square): Prim[] {
  return [{ t: 'rect', x: at[0] + 0.03, y: at[1] + 0.03, w: 0.94, h: 0.94, stroke: { color: '#ffffff', width: 0.05 }, alpha: 0.8 }];
}

/** The keyboard cursor's colour: the map's highlight yellow, apart from the selection's blue and the hover's white. */
export const CURSOR = '#ffd24a';

/**
 * The keyboard cursor: a square outlined dark and bright, visible on any terrain and unlike the pointer's hover,
 * or for the wall tool a grid corner (`corner`: the top-left of the square `at`).
 */
export function cursorPrims(at: Square, corner = false): Prim[] {
  if (corner) {
    const [x, y] = at;
    return [
      { t: 'poly', points: [x - 0.35, y, x + 0.35, y], closed: false, stroke: { color: '#111111', width: 0.12, cap: 'round' }, alpha: 0.8 },
      { t: 'poly', points: [x, y - 0.35, x, y + 0.35], closed: false, stroke: { color: '#111111', width: 0.12, cap: 'round' }, alpha: 0.8 },
      { t: 'circle', x, y, radius: 0.16, fill: CURSOR, stroke: { color: '#111111', width: 0.05 } },
    ];
  }
  return [
    { t: 'rect', x: at[0] + 0.04, y: at[1] + 0.04, w: 0.92, h: 0.92, stroke: { color: '#111111', width: 0.16 }, alpha: 0.75 },
    { t: 'rect', x: at[0] + 0.04, y: at[1] + 0.04, w: 0.92, h: 0.92, stroke: { color: CURSOR, width: 0.08 } },
  ];
}

export function edgePrims(edge: [Square, Square]): Prim[] {
  const [a, b] = edge;
  const points =
    a[1] === b[1]
      ? [Math.max(a[0], b[0]), a[1], Math.max(a[0], b[0]), a[1] + 1]
      : [a[0], Math.max(a[1], b[1]), a[0] + 1, Math.max(a[1], b[1])];
  return [{ t: 'poly', points, closed: false, stroke: { color: '#ffd24a', width: 0.16, cap: 'round' }, alpha: 0.9 }];
}

export function sightPrims(sight: SightOverlay, onBoard: readonly Square[]): Prim[] {
  const seen = new Set(sight.visible.map((s) => `${s[0]},${s[1]}`));
  const hidden = onBoard.filter((s) => !seen.has(`${s[0]},${s[1]}`) && !(s[0] === sight.from[0] && s[1] === sight.from[1]));
  const out: Prim[] = [...fillSquares(hidden, '#000000', 0.5), ...fillSquares(sight.visible, '#ffe680', 0.2)];
  for (const [x, y] of sight.cover) {
    out.push({ t: 'rect', x: x + 0.06, y: y + 0.06, w: 0.88, h: 0.88, stroke: { color: '#ff9c2a', width: 0.06 } });
    out.push({ t: 'icon', name: 'cracked-shield', x: x + 0.56, y: y + 0.06, size: 0.38, fill: '#ffb347' });
  }
  const [fx, fy] = sight.from;
  out.push({ t: 'circle', x: fx + 0.5, y: fy + 0.5, radius: 0.46, stroke: { color: '#ffd24a', width: 0.1 } });
  out.push({ t: 'icon', name: 'eye-target', x: fx + 0.2, y: fy + 0.2, size: 0.6, fill: '#ffd24a' });
  return out;
}

/** From cheap (green) to the whole budget (red). */
export function costColour(cost: number, max: number): string {
  const t = max <= 1 ? 0 : (cost - 1) / (max - 1);
  const hue = Math.round(130 - 130 * Math.min(1, Math.max(0, t)));
  return `hsl(${hue}, 80%, 50%)`;
}

export function reachPrims(reach: ReachOverlay): Prim[] {
  const out: Prim[] = [];
  for (const { square: [x, y], cost } of reach.squares) {
    out.push({ t: 'rect', x, y, w: 1, h: 1, fill: costColour(cost, reach.ap), alpha: 0.42 });
    out.push({ t: 'text', x: x + 0.5, y: y + 0.52, text: String(cost), size: 0.34, fill: '#ffffff', halo: '#102010', align: 'center', baseline: 'middle', bold: true });
  }
  return out;
}

/** Control areas and weapon ranges: their colours, shared with the map's legend. */
export const RING_COLOURS = { control: '#ff4d4d', weapon: '#ffb347' } as const;

export function ringPrims(ring: RingOverlay): Prim[] {
  return [...outline(ring.weapon, RING_COLOURS.weapon, 0.07, [0.06, 0.1], 0.95), ...outline(ring.control, RING_COLOURS.control, 0.08, [0.25, 0.12], 0.95)];
}

export function spawnPrims(spawn: SpawnOverlay, picture: (enemy: string) => string): Prim[] {
  const out: Prim[] = [];
  for (const [x, y] of spawn.squares) out.push({ t: 'circle', x: x + 0.5, y: y + 0.5, radius: 0.12, fill: '#c9a2ff', alpha: 0.85 });
  const shown = spawn.enemies.slice(0, 4);
  shown.forEach((e, i) => {
    const x = spawn.at[0] + 1.02 + i * 0.42;
    const y = spawn.at[1] + 0.04;
    out.push({ t: 'circle', x: x + 0.19, y: y + 0.19, radius: 0.2, fill: '#2d1547', stroke: { color: '#c9a2ff', width: 0.03 } });
    out.push({ t: 'icon', name: picture(e), fallback: 'monster-grasp', x: x + 0.03, y: y + 0.03, size: 0.32, fill: '#ffffff' });
  });
  if (spawn.enemies.length > shown.length) {
    out.push({ t: 'text', x: spawn.at[0] + 1.05 + shown.length * 0.42, y: spawn.at[1] + 0.24, text: `+${spawn.enemies.length - shown.length}`, size: 0.26, fill: '#ffffff', halo: '#2d1547', align: 'left', baseline: 'middle', bold: true });
  }
  return out;
}

export interface ProblemMark {
  square: Square;
  severity: Diagnostic['severity'];
  diagnostic: Diagnostic;
}

export function problemPrims(marks: readonly ProblemMark[]): Prim[] {
  const out: Prim[] = [];
  for (const { square: [x, y], severity } of marks) {
    if (severity === 'info') continue;
    const colour = severity === 'error' ? '#e5383b' : '#f0a202';
    out.push({ t: 'rect', x: x + 0.02, y: y + 0.02, w: 0.96, h: 0.96, stroke: { color: colour, width: 0.06, dash: [0.12, 0.08] } });
    out.push({ t: 'circle', x: x + 0.82, y: y + 0.18, radius: 0.17, fill: colour, stroke: { color: '#1a0505', width: 0.03 } });
    out.push({ t: 'text', x: x + 0.82, y: y + 0.19, text: '!', size: 0.26, fill: '#ffffff', align: 'center', baseline: 'middle', bold: true });
  }
  return out;
}
