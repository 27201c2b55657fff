/**
 * A map as a display list: a few plain-data drawing primitives in square units (one square is 1×1, square
 * [x, y] covers x…x+1 × y…y+1). The editor's canvas, the PNG/PDF export and the Universal VTT image all paint
 * the same list (paint.ts), so the printed map is the map the designer saw.
 */

export interface Stroke {
  color: string;
  /** In square units. */
  width: number;
  dash?: number[];
  cap?: 'butt' | 'round' | 'square';
}

interface Styled {
  fill?: string;
  stroke?: Stroke;
  /** 0…1, multiplies the whole primitive. */
  alpha?: number;
}

export type Prim =
  | ({ t: 'rect'; x: number; y: number; w: number; h: number; radius?: number } & Styled)
  | ({ t: 'circle'; x: number; y: number; radius: number } & Styled)
  | ({ t: 'poly'; points: number[]; closed: boolean } & Styled)
  /** A game-icons picture (512×512 path) filling the box at (x, y) of side `size`. */
  | {
      t: 'icon';
      name: string;
      x: number;
      y: number;
      size: number;
      fill: string;
      alpha?: number;
      /** Shown when `name` is not a known picture. */ fallback?: string;
    }
  | {
      t: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      fill: string;
      align: 'left' | 'center' | 'right';
      baseline: 'top' | 'middle' | 'bottom';
      bold?: boolean;
      /** An outline in this colour keeps the text legible on any ground. */
      halo?: string;
      alpha?: number;
    };

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The smallest box holding a primitive (text is estimated: it only serves culling). */
export function primBox(p: Prim): Box {
  switch (p.t) {
    case 'rect':
      return grow({ x0: p.x, y0: p.y, x1: p.x + p.w, y1: p.y + p.h }, p.stroke?.width ?? 0);
    case 'circle':
      return grow(
        { x0: p.x - p.radius, y0: p.y - p.radius, x1: p.x + p.radius, y1: p.y + p.radius },
        p.stroke?.width ?? 0,
      );
    case 'poly': {
      const b = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
      for (let i = 0; i < p.points.length; i += 2) {
        b.x0 = Math.min(b.x0, p.points[i]);
        b.x1 = Math.max(b.x1, p.points[i]);
        b.y0 = Math.min(b.y0, p.points[i + 1]);
        b.y1 = Math.max(b.y1, p.points[i + 1]);
      }
      return grow(b, p.stroke?.width ?? 0);
    }
    case 'icon':
      return { x0: p.x, y0: p.y, x1: p.x + p.size, y1: p.y + p.size };
    case 'text': {
      const w = p.text.length * p.size * 0.6;
      const x0 = p.align === 'left' ? p.x : p.align === 'right' ? p.x - w : p.x - w / 2;
      const y0 = p.baseline === 'top' ? p.y : p.baseline === 'bottom' ? p.y - p.size : p.y - p.size / 2;
      return { x0, y0, x1: x0 + w, y1: y0 + p.size };
    }
  }
}

export function grow(b: Box, by: number): Box {
  return { x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by };
}

export function union(a: Box, b: Box): Box {
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

export function overlaps(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function boxOf(prims: readonly Prim[]): Box {
  let b: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const p of prims) b = union(b, primBox(p));
  return b;
}
