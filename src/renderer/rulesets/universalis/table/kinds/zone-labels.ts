/**
 * Where each polygon zone writes its name. A zone's name sits in its top-left corner, clear of the models deployed in
 * its middle; but zones nest (Extraction's exit squares lie in the corners of the deployment zones), and two names in
 * one corner print over each other. So the names are placed together: smaller zones first (a nested zone has no
 * other room), each at its corner when that is inside it and free, otherwise at the first spot in reading order where
 * the name fits inside its zone without touching a name already placed.
 */
import type { PolygonZone, SkirmishScenario, Zone } from '../../../../../engine/generated/types/skirmish';
import { boundsOf, centroid, inPolygon, stepsWithin, TABLE_CM, type Pt } from '../geometry';

export interface LabelSpot {
  at: Pt;
  align: 'left' | 'center';
}

/** The name's size (cm) as drawn, and a width estimate: a bold condensed face runs about 0.6 em per character. */
export const LABEL_SIZE_CM = 1.4;
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

function boxOf(spot: LabelSpot, width: number): Box {
  const x0 = spot.align === 'left' ? spot.at[0] : spot.at[0] - width / 2;
  return { x0, y0: spot.at[1], x1: x0 + width, y1: spot.at[1] + LABEL_SIZE_CM * 1.15 };
}

const overlaps = (a: Box, b: Box) =>
  a.x0 < b.x1 + GAP_CM && b.x0 < a.x1 + GAP_CM && a.y0 < b.y1 + GAP_CM && b.y0 < a.y1 + GAP_CM;

const fitsIn = (points: readonly (readonly number[])[], b: Box) =>
  inPolygon(points, [b.x0, b.y0]) &&
  inPolygon(points, [b.x1, b.y0]) &&
  inPolygon(points, [b.x0, b.y1]) &&
  inPolygon(points, [b.x1, b.y1]);

/** The spot a zone had before names were placed together: its corner when inside, else its centroid. */
function preferred(points: readonly (readonly number[])[]): LabelSpot {
  const b = boundsOf(points);
  const corner: Pt = [b.x0 + 1.2, b.y0 + 1.4];
  return inPolygon(points, [b.x0 + 1.2, b.y0 + 1.2]) ? { at: corner, align: 'left' } : { at: centroid(points), align: 'center' };
}

/** Spots over the zone's part of the table, in reading order (top row first). */
function* scan(points: readonly (readonly number[])[]): Generator<LabelSpot> {
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

function place(points: readonly (readonly number[])[], width: number, placed: readonly Box[]): LabelSpot {
  const free = (s: LabelSpot) => {
    const box = boxOf(s, width);
    return placed.every((p) => !overlaps(p, box));
  };
  const pref = preferred(points);
  if (inPolygon(points, pref.at) && free(pref)) return pref;
  for (const s of scan(points)) if (fitsIn(points, boxOf(s, width)) && free(s)) return s;
  for (const s of scan(points)) if (inPolygon(points, s.at) && free(s)) return s;
  return pref;
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
  const placed: Box[] = [];
  for (const { zone } of order) {
    const width = nameOf(zone).length * LABEL_SIZE_CM * EM_PER_CHAR;
    const spot = place(zone.polygon, width, placed);
    spots.set(zone, spot);
    placed.push(boxOf(spot, width));
  }
  byLanguage.set(language, spots);
  return spots;
}
