/**
 * Where each polygon zone writes its name. A zone's name sits in its top-left corner, clear of the models deployed in
 * its middle; but zones nest (Extraction's exit squares lie in the corners of the deployment zones), and two names in
 * one corner print over each other. So the names are placed together: smaller zones first (a nested zone has no
 * other room), each at its corner when that is inside it and free, otherwise at the first spot in reading order where
 * the name fits inside its zone without touching a name already placed or a size the zones write along their edges.
 * A name wider than its zone (Extraction's 15 cm exit squares) breaks into two lines, and only then gets smaller.
 */
import type { PolygonZone, SkirmishScenario, Zone } from '../../../../../engine/generated/types/skirmish';
import { boundsOf, centroid, inPolygon, stepsWithin, TABLE_CM, type Pt } from '../geometry';
import { edgeSizeSpots, SIZE_LABEL_CM } from './zone-sizes';

export interface LabelSpot {
  at: Pt;
  align: 'left' | 'center';
  /** The name as written: one line, or two when one does not fit. */
  lines: string[];
  /** Text size (cm). */
  size: number;
}

/** Where a name may go, before its lines are known. */
interface Spot {
  at: Pt;
  align: 'left' | 'center';
}

/** How the name is set: its lines and size, and the box that takes. */
interface Layout {
  lines: string[];
  size: number;
  width: number;
  height: number;
}

/** The name's size (cm) as drawn, and a width estimate: a bold condensed face runs about 0.6 em per character. */
export const LABEL_SIZE_CM = 1.4;
/** The smallest a name gets before it is allowed past its zone's outline. */
const MIN_SIZE_CM = 1;
/** From one line's top to the next's. */
export const LINE_HEIGHT = 1.15;
const EM_PER_CHAR = 0.6;
const GAP_CM = 0.5;
/** Candidate spots per axis: enough for a 1 cm scan of the table, bounded for outlines far off it. */
const SCAN_STEPS = 60;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const isPolygon = (z: Zone): z is PolygonZone => Array.isArray((z as PolygonZone).polygon);

function area(points: readonly (readonly number[])[]): number {
  let a = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    const q = points[(i + 1) % points.length];
    a += p[0] * q[1] - q[0] * p[1];
  }
  return Math.abs(a) / 2;
}

function boxOf(spot: Spot, layout: Layout): Box {
  const x0 = spot.align === 'left' ? spot.at[0] : spot.at[0] - layout.width / 2;
  return { x0, y0: spot.at[1], x1: x0 + layout.width, y1: spot.at[1] + layout.height };
}

function layoutOf(lines: string[], size: number): Layout {
  const longest = lines.reduce((n, l) => Math.max(n, l.length), 0);
  return { lines, size, width: longest * size * EM_PER_CHAR, height: lines.length * size * LINE_HEIGHT };
}

/** The name in two lines, broken at the space or hyphen nearest its middle; none when it has no such place. */
function twoLines(name: string): string[] | undefined {
  let best = -1;
  for (let i = 1; i < name.length - 1; i++)
    if ((name[i] === ' ' || name[i] === '-') && (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)))
      best = i;
  if (best < 0) return undefined;
  const cut = name[best] === '-' ? best + 1 : best;
  return [name.slice(0, cut).trim(), name.slice(cut).trim()];
}

/** The ways to set a name, best first: one line, two lines, then each smaller. */
function layouts(name: string): Layout[] {
  const split = twoLines(name);
  const out: Layout[] = [];
  for (let size = LABEL_SIZE_CM; size >= MIN_SIZE_CM - 1e-9; size -= 0.2) {
    out.push(layoutOf([name], size));
    if (split) out.push(layoutOf(split, size));
  }
  return out;
}

/** The box a written size takes ("15 cm", centred on its spot). */
function sizeBox(at: readonly number[], cm: number): Box {
  const width = `${cm} cm`.length * SIZE_LABEL_CM * EM_PER_CHAR;
  const half = (SIZE_LABEL_CM * LINE_HEIGHT) / 2;
  return { x0: at[0] - width / 2, y0: at[1] - half, x1: at[0] + width / 2, y1: at[1] + half };
}

const overlaps = (a: Box, b: Box) =>
  a.x0 < b.x1 + GAP_CM && b.x0 < a.x1 + GAP_CM && a.y0 < b.y1 + GAP_CM && b.y0 < a.y1 + GAP_CM;

const fitsIn = (points: readonly (readonly number[])[], b: Box) =>
  inPolygon(points, [b.x0, b.y0]) &&
  inPolygon(points, [b.x1, b.y0]) &&
  inPolygon(points, [b.x0, b.y1]) &&
  inPolygon(points, [b.x1, b.y1]);

/** The spot a zone had before names were placed together: its corner when inside, else its centroid. */
function preferred(points: readonly (readonly number[])[]): Spot {
  const b = boundsOf(points);
  const corner: Pt = [b.x0 + 1.2, b.y0 + 1.4];
  return inPolygon(points, [b.x0 + 1.2, b.y0 + 1.2]) ? { at: corner, align: 'left' } : { at: centroid(points), align: 'center' };
}

/** Spots over the zone's part of the table, in reading order (top row first). */
function* scan(points: readonly (readonly number[])[]): Generator<Spot> {
  const b = boundsOf(points);
  const x0 = Math.max(0, b.x0) + 1.2;
  const y0 = Math.max(0, b.y0) + 1.4;
  const x1 = Math.min(TABLE_CM, b.x1);
  const y1 = Math.min(TABLE_CM, b.y1);
  const stepX = Math.max(1, (x1 - x0) / SCAN_STEPS);
  const stepY = Math.max(1, (y1 - y0) / SCAN_STEPS);
  const ys = stepsWithin(0, y1 - y0, stepY, SCAN_STEPS + 1);
  const xs = stepsWithin(0, x1 - x0, stepX, SCAN_STEPS + 1);
  for (const dy of ys) for (const dx of xs) yield { at: [x0 + dx, y0 + dy], align: 'left' };
}

function place(
  points: readonly (readonly number[])[],
  name: string,
  placed: readonly Box[],
  nested: readonly Box[],
): LabelSpot {
  const free = (s: Spot, layout: Layout, avoid: readonly Box[]) => {
    const box = boxOf(s, layout);
    return placed.every((p) => !overlaps(p, box)) && avoid.every((p) => !overlaps(p, box));
  };
  const pref = preferred(points);
  const all = layouts(name);
  const spotted = (s: Spot, l: Layout): LabelSpot => ({ ...s, lines: l.lines, size: l.size });
  // Clear of the smaller zones inside this one first (a deployment name over an exit square reads as the exit's).
  for (const avoid of [nested, []])
    for (const layout of all) {
      if (inPolygon(points, pref.at) && fitsIn(points, boxOf(pref, layout)) && free(pref, layout, avoid))
        return spotted(pref, layout);
      for (const s of scan(points)) if (fitsIn(points, boxOf(s, layout)) && free(s, layout, avoid)) return spotted(s, layout);
    }
  // Nothing fits inside: the name at full size where it at least starts inside and touches nothing.
  const [first] = all;
  if (inPolygon(points, pref.at) && free(pref, first, [])) return spotted(pref, first);
  for (const s of scan(points)) if (inPolygon(points, s.at) && free(s, first, [])) return spotted(s, first);
  return spotted(pref, first);
}

/** Per zones list (a document edit makes a new one) and language (names differ in length). */
const cache = new WeakMap<object, Map<string, Map<Zone, LabelSpot>>>();

/** Each polygon zone's name spot, for names as `nameOf` gives them in `language`. */
export function zoneLabelSpots(
  skirmish: SkirmishScenario,
  language: string,
  nameOf: (z: Zone) => string,
): Map<Zone, LabelSpot> {
  const zones = skirmish.zones ?? [];
  let byLanguage = cache.get(zones);
  if (!byLanguage) cache.set(zones, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (known) return known;
  const order = zones
    .map((zone, index) => ({ zone, index }))
    .filter((z): z is { zone: PolygonZone; index: number } => isPolygon(z.zone))
    .map((z) => ({ ...z, area: area(z.zone.polygon) }))
    .sort((a, b) => a.area - b.area || a.index - b.index);
  const spots = new Map<Zone, LabelSpot>();
  // Every zone's sizes are placed before any name: a name moves, a size stays by its edge.
  const placed: Box[] = order.flatMap(({ zone }) => edgeSizeSpots(zone.polygon).map((s) => sizeBox(s.at, s.cm)));
  const smaller: Box[] = [];
  for (const { zone } of order) {
    const spot = place(zone.polygon, nameOf(zone), placed, smaller);
    spots.set(zone, spot);
    placed.push(boxOf(spot, layoutOf(spot.lines, spot.size)));
    const b = boundsOf(zone.polygon);
    smaller.push({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1 });
  }
  byLanguage.set(language, spots);
  return spots;
}
