/**
 * How pieces look: round tokens for models, square tokens for objects, footprints for scenic elements and
 * washes for areas. Colours follow the game's components: Settlers blue with a brass ring, enemies red on
 * their base colour, spawn points violet, loot gold.
 */
import type { Prim } from '../../../core/draw/display';

export type Square = readonly [number, number];

export interface TokenStyle {
  fill: string;
  ring: string;
  icon: string;
  fallback?: string;
  iconFill?: string;
  /** Radius in squares. */
  radius?: number;
  dashed?: boolean;
}

const SHADOW = '#000000';

/** A round token centred on a square, with a drop shadow, a ring and its picture. */
export function roundToken([x, y]: Square, s: TokenStyle): Prim[] {
  const r = s.radius ?? 0.42;
  const cx = x + 0.5;
  const cy = y + 0.5;
  const icon = r * 1.3;
  return [
    { t: 'circle', x: cx + 0.04, y: cy + 0.06, radius: r, fill: SHADOW, alpha: 0.35 },
    {
      t: 'circle',
      x: cx,
      y: cy,
      radius: r,
      fill: s.fill,
      stroke: { color: s.ring, width: r * 0.16, dash: s.dashed ? [0.12, 0.08] : undefined },
    },
    {
      t: 'icon',
      name: s.icon,
      fallback: s.fallback,
      x: cx - icon / 2,
      y: cy - icon / 2,
      size: icon,
      fill: s.iconFill ?? '#ffffff',
    },
  ];
}

/** A square token (interactive objects: terminals, doors, totems). */
export function squareToken([x, y]: Square, s: TokenStyle): Prim[] {
  const side = (s.radius ?? 0.38) * 2;
  const x0 = x + (1 - side) / 2;
  const y0 = y + (1 - side) / 2;
  const icon = side * 0.72;
  return [
    { t: 'rect', x: x0 + 0.04, y: y0 + 0.06, w: side, h: side, radius: 0.1, fill: SHADOW, alpha: 0.35 },
    {
      t: 'rect',
      x: x0,
      y: y0,
      w: side,
      h: side,
      radius: 0.1,
      fill: s.fill,
      stroke: { color: s.ring, width: 0.06 },
    },
    {
      t: 'icon',
      name: s.icon,
      x: x + 0.5 - icon / 2,
      y: y + 0.5 - icon / 2,
      size: icon,
      fill: s.iconFill ?? '#ffffff',
    },
  ];
}

/** The outline of a set of squares: the unit edges with a square on one side only, as separate segments. */
export function outlineSegments(squares: readonly Square[]): number[][] {
  const set = new Set(squares.map(([x, y]) => `${x},${y}`));
  const has = (x: number, y: number) => set.has(`${x},${y}`);
  const out: number[][] = [];
  for (const [x, y] of squares) {
    if (!has(x, y - 1)) out.push([x, y, x + 1, y]);
    if (!has(x + 1, y)) out.push([x + 1, y, x + 1, y + 1]);
    if (!has(x, y + 1)) out.push([x, y + 1, x + 1, y + 1]);
    if (!has(x - 1, y)) out.push([x, y, x, y + 1]);
  }
  return out;
}

/** A translucent wash over an area with a dashed border, and its name under its bottom-left square (tokens stand on its squares). */
export function areaWash(squares: readonly Square[], colour: string, name?: string): Prim[] {
  if (squares.length === 0) return [];
  const prims: Prim[] = squares.map(
    ([x, y]) => ({ t: 'rect', x, y, w: 1, h: 1, fill: colour, alpha: 0.26 }) as Prim,
  );
  for (const seg of outlineSegments(squares)) {
    prims.push({
      t: 'poly',
      points: seg,
      closed: false,
      stroke: { color: colour, width: 0.08, dash: [0.22, 0.12], cap: 'round' },
    });
  }
  if (name) {
    // Under the bottom-left square: tokens stand on the area's squares and would hide a name inside it.
    const [x, y] = squares.reduce((a, b) => (b[1] > a[1] || (b[1] === a[1] && b[0] < a[0]) ? b : a));
    prims.push({
      t: 'text',
      x: x + 0.06,
      y: y + 1.06,
      text: name,
      size: 0.28,
      fill: colour,
      halo: '#101010',
      align: 'left',
      baseline: 'top',
      bold: true,
    });
  }
  return prims;
}
