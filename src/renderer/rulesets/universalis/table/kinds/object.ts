/** Objects on the table (UN-9.2, DM-4): doors, switches, terminals, crates to carry off; round footprints. */
import type { TableObject } from '../../../../../engine/generated/types/skirmish';
import type { Prim } from '../draw';
import { roundPt } from '../geometry';
import { localText } from '../../shared/text';
import type { PlacedUtil } from './types';

export const DEFAULT_OBJECT_RADIUS = 1.25;

export const objectUtil: PlacedUtil<TableObject> = {
  kind: 'object',
  layer: 'objects',
  idPrefix: 'object',
  items: (s) =>
    (s.table?.objects ?? []).map((value, index) => ({
      kind: 'object',
      pointer: `/table/objects/${index}`,
      value,
      index,
    })),
  outline: (item) => ({
    type: 'circle',
    at: item.value.at,
    radius: item.value.radius ?? DEFAULT_OBJECT_RADIUS,
  }),
  draw: (item, ctx) => {
    const o = item.value;
    const r = o.radius ?? DEFAULT_OBJECT_RADIUS;
    const [x, y] = o.at;
    const out: Prim[] = [
      { t: 'circle', x, y, radius: r, fill: '#f4d35e', stroke: { color: '#5b4a00', width: 0.18 } },
      {
        t: 'icon',
        name: o.portable ? 'wooden-crate' : 'gears',
        x: x - r * 0.75,
        y: y - r * 0.75,
        size: r * 1.5,
        fill: '#3a2f00',
        fallback: 'cube',
      },
    ];
    const name = localText(o.name, ctx.language);
    if (name)
      out.push({
        t: 'text',
        x,
        y: y + r + 0.4,
        text: name,
        size: 1.1,
        fill: '#3a2f00',
        align: 'center',
        baseline: 'top',
        halo: '#ffffff',
      });
    return out;
  },
  label: (item, ctx) => localText(item.value.name, ctx.language) || item.value.id,
  translate: (o, dx, dy) => ({ ...o, at: roundPt([o.at[0] + dx, o.at[1] + dy]) }),
  withId: (value, id) => ({ ...value, id }),
  fields: [
    { path: '/id', label: 'universalis:field.id', type: 'text' },
    { path: '/name', label: 'universalis:field.name', type: 'localized' },
    {
      path: '/radius',
      label: 'universalis:field.radius',
      type: 'number',
      min: 0.5,
      max: 20,
      step: 0.25,
      optional: true,
    },
    { path: '/z', label: 'universalis:field.z', type: 'number', min: 0, max: 100, step: 0.5, optional: true },
    { path: '/portable', label: 'universalis:field.portable', type: 'check', defaultValue: false },
    {
      path: '/weight',
      label: 'universalis:field.weight',
      type: 'number',
      min: 0,
      max: 1000,
      step: 0.5,
      optional: true,
    },
    { path: '/colossusUsable', label: 'universalis:field.colossusUsable', type: 'check', defaultValue: true },
  ],
};
