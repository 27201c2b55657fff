/**
 * Areas: the deployment zone (always there, exactly one) and named zones. Both are squares and rectangles;
 * the area tool draws and erases them, and they move as a whole.
 */
import { pieceKind } from '../../../../../engine/rulesets/sine-tempore/print';
import type { Area, Zone } from '../../../../../engine/generated/types/mission';
import type { EditBatch } from '../edits/batch';
import { shift, type PlaceableUtil } from './types';

function moveArea(batch: EditBatch, pointer: string, value: Area, dx: number, dy: number): void {
  value.squares?.forEach((s, i) => batch.set(`${pointer}/squares/${i}`, shift(s, dx, dy)));
  value.rects?.forEach((r, i) => {
    batch.set(`${pointer}/rects/${i}/from`, shift(r.from, dx, dy));
    batch.set(`${pointer}/rects/${i}/to`, shift(r.to, dx, dy));
  });
}

export const deploymentUtil: PlaceableUtil<Area> = {
  kind: pieceKind('deployment'),
  schema: '/$defs/area',
  canRotate: () => false,
  // The mission needs its deployment zone; the area tool erases squares of it instead.
  canDelete: () => false,
  move: moveArea,
  clip: (_pointer, value) => ({ kind: 'deployment', value }),
  paste: () => undefined,
};

export const zoneUtil: PlaceableUtil<Zone> = {
  kind: pieceKind('zone'),
  schema: '/$defs/zone',
  canRotate: () => false,
  canDelete: () => true,
  move: moveArea,
  palette: (_c, _m, t) => [{ key: 'zone:new', kind: 'zone', ref: 'new', label: t('mission:palette.zone'), picture: 'checkered-flag', group: 'markers' }],
  place(_entry, at, ctx) {
    const id = ctx.ids.next('zone');
    const n = id.slice(id.lastIndexOf('-') + 1);
    const zone: Zone = { id, name: { [ctx.language]: ctx.t('mission:defaults.zoneName', { n }) }, squares: [[at[0], at[1]]] };
    return { pointer: ctx.batch.append('/zones', zone) };
  },
  clip: (_pointer, value) => ({ kind: 'zone', value }),
  paste(item, dx, dy, ctx) {
    const zone = structuredClone(item.value) as Zone;
    zone.id = ctx.ids.next(zone.id);
    zone.squares = zone.squares?.map((s) => shift(s, dx, dy));
    zone.rects = zone.rects?.map((r) => ({ from: shift(r.from, dx, dy), to: shift(r.to, dx, dy) }));
    return ctx.batch.append('/zones', zone);
  },
};
