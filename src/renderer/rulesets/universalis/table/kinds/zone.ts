/**
 * Zones (DM-5): deployment zones, extraction zones, the objects mission's circle. Drawn as the upstream mission
 * drawings draw them: diagonal stripes in the colour of the side that deploys there, the sizes along the edges.
 */
import type { CircleZone, PolygonZone, Zone } from '../../../../../engine/generated/types/skirmish';
import type { Prim } from '../draw';
import { centroid, dist, hatchCircle, hatchPolygon, round, roundPt, type Pt } from '../geometry';
import { SIDE_COLOUR, ZONE_COLOUR } from '../style';
import { localText } from '../../shared/text';
import { LABEL_SIZE_CM, LINE_HEIGHT, zoneLabelSpots } from './zone-labels';
import { edgeSizeSpots, SIZE_LABEL_CM } from './zone-sizes';
import { flat, polygonOps, ROTATE_KNOB_CM } from './polygon-ops';
import type { DrawContext, Handle, Placed, PlacedUtil } from './types';

const isCircle = (z: Zone): z is CircleZone => 'circle' in z;

function colourOf(zone: Zone, ctx: DrawContext): string {
  const sides = ctx.zoneSides.get(zone.id) ?? [];
  return sides.length === 1 ? SIDE_COLOUR[sides[0]] : ZONE_COLOUR;
}

/** "45 cm" beside each edge of 5 cm or more, inside the zone, as the drawings write them. */
function sizes(points: readonly Pt[], colour: string, ctx: DrawContext, out: Prim[]): void {
  for (const { at, cm } of edgeSizeSpots(points))
    out.push({
      t: 'text',
      x: at[0],
      y: at[1],
      text: ctx.t('universalis:table.cm', { cm }),
      size: SIZE_LABEL_CM,
      fill: colour,
      align: 'center',
      baseline: 'middle',
      bold: true,
      halo: '#ffffff',
    });
}

function drawZone(zone: Zone, ctx: DrawContext): Prim[] {
  const colour = colourOf(zone, ctx);
  const out: Prim[] = [];
  const stroke = { color: colour, width: 0.08 };
  let labelAt: Pt;
  if (isCircle(zone)) {
    const { at, radius } = zone.circle;
    out.push({ t: 'circle', x: at[0], y: at[1], radius, fill: colour, alpha: 0.1 });
    for (const [x1, y1, x2, y2] of hatchCircle(at, radius, 1.6))
      out.push({ t: 'poly', points: [x1, y1, x2, y2], closed: false, stroke, alpha: 0.55 });
    out.push({ t: 'circle', x: at[0], y: at[1], radius, stroke: { color: colour, width: 0.3 } });
    // The name just inside the ring's top, the size just outside its bottom: models deploy in the ring and
    // write their names under their bases, down to its bottom edge.
    const inset = Math.max(radius * 0.5, radius - 1.6);
    out.push({
      t: 'text',
      x: at[0],
      y: at[1] + radius + 0.95,
      text: ctx.t('universalis:table.radius', { cm: round(radius) }),
      size: 1.3,
      fill: colour,
      align: 'center',
      baseline: 'middle',
      bold: true,
      halo: '#ffffff',
    });
    labelAt = [at[0], at[1] - inset];
  } else {
    const points = flat(zone.polygon);
    out.push({ t: 'poly', points, closed: true, fill: colour, alpha: 0.1 });
    for (const [x1, y1, x2, y2] of hatchPolygon(zone.polygon, 1.6))
      out.push({ t: 'poly', points: [x1, y1, x2, y2], closed: false, stroke, alpha: 0.55 });
    out.push({ t: 'poly', points, closed: true, stroke: { color: colour, width: 0.3 } });
    sizes(zone.polygon, colour, ctx, out);
    const nameOf = (z: Zone) => localText(z.name, ctx.language) || z.id;
    const spot = zoneLabelSpots(ctx.skirmish, ctx.language, nameOf).get(zone);
    const lines = spot?.lines ?? [nameOf(zone)];
    const at = spot?.at ?? centroid(zone.polygon);
    const size = spot?.size ?? LABEL_SIZE_CM;
    lines.forEach((line, i) =>
      out.push({
        t: 'text',
        x: at[0],
        y: at[1] + i * size * LINE_HEIGHT,
        text: line,
        size,
        fill: colour,
        align: spot?.align ?? 'center',
        baseline: 'top',
        bold: true,
        halo: '#ffffff',
      }),
    );
    return out;
  }
  out.push({
    t: 'text',
    x: labelAt[0],
    y: labelAt[1],
    text: localText(zone.name, ctx.language) || zone.id,
    size: 1.5,
    fill: colour,
    align: 'center',
    baseline: 'middle',
    bold: true,
    halo: '#ffffff',
  });
  return out;
}

function zoneHandles(item: Placed<Zone>): Handle[] {
  const z = item.value;
  if (!isCircle(z)) return polygonOps.handles(z.polygon);
  const { at, radius } = z.circle;
  return [{ id: 'radius', at: [at[0] + radius, at[1]], kind: 'radius' }];
}

export const zoneUtil: PlacedUtil<Zone> = {
  kind: 'zone',
  layer: 'zones',
  idPrefix: 'zone',
  items: (s) =>
    (s.zones ?? []).map((value, index) => ({ kind: 'zone', pointer: `/zones/${index}`, value, index })),
  outline: (item) =>
    isCircle(item.value)
      ? { type: 'circle', at: item.value.circle.at, radius: item.value.circle.radius }
      : { type: 'polygon', points: item.value.polygon },
  draw: (item, ctx) => drawZone(item.value, ctx),
  label: (item, ctx) => localText(item.value.name, ctx.language) || item.value.id,
  translate: (z, dx, dy) =>
    isCircle(z)
      ? { ...z, circle: { ...z.circle, at: roundPt([z.circle.at[0] + dx, z.circle.at[1] + dy]) } }
      : polygonOps.translate(z as PolygonZone, dx, dy),
  rotate: (z, deg, centre) => (isCircle(z) ? z : polygonOps.rotate(z as PolygonZone, deg, centre)),
  handles: zoneHandles,
  dragHandle: (z, handle, to) => {
    if (isCircle(z))
      return handle.kind === 'radius'
        ? { ...z, circle: { ...z.circle, radius: Math.max(0.5, round(dist(z.circle.at, to))) } }
        : z;
    return polygonOps.dragHandle(z as PolygonZone, handle, to);
  },
  addVertex: (z, i, at) => (isCircle(z) ? z : polygonOps.addVertex(z as PolygonZone, i, at)),
  removeVertex: (z, i) => (isCircle(z) ? null : polygonOps.removeVertex(z as PolygonZone, i)),
  withId: (value, id) => ({ ...value, id }),
  fields: [
    { path: '/id', label: 'universalis:field.id', type: 'text' },
    { path: '/name', label: 'universalis:field.name', type: 'localized' },
    {
      path: '/circle/radius',
      label: 'universalis:field.radius',
      type: 'number',
      min: 0.5,
      max: 90,
      step: 0.5,
    },
  ],
};

export { ROTATE_KNOB_CM };
