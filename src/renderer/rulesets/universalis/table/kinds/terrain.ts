/** Terrain pieces (UN-9.1, DM-3): polygons with a type, a kind (solid or area) and a height. */
import type { TerrainPiece } from '../../../../../engine/generated/types/skirmish';
import type { Prim } from '../draw';
import { boundsOf, centroid, gridInside, hatchPolygon } from '../geometry';
import { TERRAIN_LOOK, TERRAIN_TYPES } from '../style';
import { localText } from '../../shared/text';
import { flat, polygonOps } from './polygon-ops';
import type { DrawContext, PlacedUtil } from './types';

function texture(piece: TerrainPiece, out: Prim[]): void {
  const look = TERRAIN_LOOK[piece.type];
  const colour = look.stroke;
  if (look.texture === 'bricks') {
    for (const [x1, y1, x2, y2] of hatchPolygon(piece.polygon, 1.5, 0))
      out.push({
        t: 'poly',
        points: [x1, y1, x2, y2],
        closed: false,
        stroke: { color: colour, width: 0.08 },
        alpha: 0.35,
      });
  } else if (look.texture === 'dots') {
    for (const [x, y] of gridInside(piece.polygon, 2.6))
      out.push({ t: 'circle', x, y, radius: 0.75, fill: colour, alpha: 0.45 });
  } else if (look.texture === 'waves') {
    for (const [x, y] of gridInside(piece.polygon, 3))
      out.push({
        t: 'poly',
        points: [x - 0.9, y, x - 0.3, y - 0.35, x + 0.3, y, x + 0.9, y - 0.35],
        closed: false,
        stroke: { color: colour, width: 0.14, cap: 'round' },
        alpha: 0.6,
      });
  } else if (look.texture === 'rubble') {
    for (const [x, y] of gridInside(piece.polygon, 2.4))
      out.push({ t: 'rect', x: x - 0.35, y: y - 0.35, w: 0.7, h: 0.55, fill: colour, alpha: 0.5 });
  }
}

function drawTerrain(piece: TerrainPiece, ctx: DrawContext): Prim[] {
  const look = TERRAIN_LOOK[piece.type] ?? TERRAIN_LOOK.building;
  const solid = piece.kind === 'solid';
  const points = flat(piece.polygon);
  const out: Prim[] = [];
  // Solid pieces cast a short shadow: they stand up from the table.
  if (solid)
    out.push({
      t: 'poly',
      points: points.map((v, i) => v + (i % 2 === 0 ? 0.35 : 0.45)),
      closed: true,
      fill: '#000000',
      alpha: 0.28,
    });
  out.push({ t: 'poly', points, closed: true, fill: look.fill, alpha: solid ? 1 : 0.82 });
  texture(piece, out);
  out.push({
    t: 'poly',
    points,
    closed: true,
    stroke: { color: look.stroke, width: solid ? 0.3 : 0.2, dash: solid ? undefined : [0.8, 0.5] },
  });
  for (const ladder of piece.ladders ?? []) {
    const [x, y] = ladder.at;
    out.push({
      t: 'rect',
      x: x - 0.5,
      y: y - 0.9,
      w: 1,
      h: 1.8,
      stroke: { color: '#3b2a14', width: 0.15 },
      fill: '#d6b27a',
    });
    for (const dy of [-0.45, 0, 0.45])
      out.push({
        t: 'poly',
        points: [x - 0.5, y + dy, x + 0.5, y + dy],
        closed: false,
        stroke: { color: '#3b2a14', width: 0.12 },
      });
  }
  const b = boundsOf(piece.polygon);
  const size = Math.min(1.6, Math.max(0.9, (b.x1 - b.x0) / 8));
  const [cx, cy] = centroid(piece.polygon);
  const name = localText(piece.name, ctx.language);
  if (name)
    out.push({
      t: 'text',
      x: cx,
      y: cy,
      text: name,
      size,
      fill: '#1c1c1c',
      align: 'center',
      baseline: 'middle',
      halo: '#ffffff',
    });
  if (solid || piece.height > 0)
    out.push({
      t: 'text',
      x: cx,
      y: cy + size * 1.2,
      text: ctx.t('universalis:table.heightShort', { cm: piece.height }),
      size: size * 0.75,
      fill: '#1c1c1c',
      align: 'center',
      baseline: 'middle',
      halo: '#ffffff',
    });
  return out;
}

export const terrainUtil: PlacedUtil<TerrainPiece> = {
  kind: 'terrain',
  layer: 'terrain',
  idPrefix: 'terrain',
  items: (s) =>
    (s.table?.terrain ?? []).map((value, index) => ({
      kind: 'terrain',
      pointer: `/table/terrain/${index}`,
      value,
      index,
    })),
  outline: (item) => ({ type: 'polygon', points: item.value.polygon }),
  draw: (item, ctx) => drawTerrain(item.value, ctx),
  label: (item, ctx) =>
    localText(item.value.name, ctx.language) ||
    `${ctx.t(`universalis:terrain.${item.value.type}`)} (${item.value.id})`,
  translate: polygonOps.translate,
  rotate: polygonOps.rotate,
  handles: (item) => polygonOps.handles(item.value.polygon),
  dragHandle: polygonOps.dragHandle,
  addVertex: polygonOps.addVertex,
  removeVertex: polygonOps.removeVertex,
  withId: (value, id) => ({ ...value, id }),
  fields: [
    { path: '/id', label: 'universalis:field.id', type: 'text' },
    { path: '/name', label: 'universalis:field.name', type: 'localized' },
    {
      path: '/type',
      label: 'universalis:field.terrainType',
      type: 'select',
      options: (ctx) => TERRAIN_TYPES.map((t) => ({ value: t, label: ctx.t(`universalis:terrain.${t}`) })),
    },
    {
      path: '/kind',
      label: 'universalis:field.kind',
      type: 'select',
      options: (ctx) =>
        ['solid', 'area'].map((k) => ({ value: k, label: ctx.t(`universalis:kindName.${k}`) })),
    },
    { path: '/height', label: 'universalis:field.height', type: 'number', min: 0, max: 100, step: 0.5 },
    {
      path: '/cover',
      label: 'universalis:field.cover',
      type: 'select',
      optional: true,
      options: (ctx) =>
        ['none', 'soft', 'hard', 'massive'].map((k) => ({
          value: k,
          label: ctx.t(`universalis:cover.${k}`),
        })),
    },
    {
      path: '/passability',
      label: 'universalis:field.passability',
      type: 'select',
      optional: true,
      options: (ctx) =>
        ['normal', 'difficult', 'impassable'].map((k) => ({
          value: k,
          label: ctx.t(`universalis:passability.${k}`),
        })),
    },
  ],
};
