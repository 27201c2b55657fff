/**
 * The kinds that stand on one square or one footprint and live in a plain list of the mission: tiles, scenic
 * elements, spawn points, interactive objects, loot tokens.
 */
import { FALLBACK_PICTURES, localText, pieceKind, OBJECT_PICTURES } from '../../../../../engine/rulesets/sine-tempore/print';
import type { InteractiveObject, Loot, Mission, ScenicPlacement, SpawnPoint, TilePlacement } from '../../../../../engine/generated/types/mission';
import type { EditBatch } from '../edits/batch';
import { shift, type ClipItem, type EditContext, type PaletteEntry, type PlaceableUtil } from './types';

type AtValue = { at: [number, number]; id?: string; rotation?: number };

const quarterTurn = (rotation: number | undefined) => (((rotation ?? 0) + 90) % 360) as 0 | 90 | 180 | 270;

/** Shared by every kind stored as `{ at, … }` items of one list. */
function listed<V extends AtValue>(o: {
  id: Parameters<typeof pieceKind>[0];
  collection: string;
  schema: string;
  rotates: boolean;
  /** A new value's id (kinds without ids return undefined). */
  freshId?: (value: V, ctx: EditContext) => string;
}): Omit<PlaceableUtil<V>, 'palette' | 'place'> {
  return {
    kind: pieceKind(o.id),
    schema: o.schema,
    canRotate: () => o.rotates,
    canDelete: () => true,
    move(batch: EditBatch, pointer: string, value: V, dx: number, dy: number) {
      batch.set(`${pointer}/at`, shift(value.at, dx, dy));
    },
    rotate: o.rotates
      ? (batch: EditBatch, pointer: string, value: V) => batch.set(`${pointer}/rotation`, quarterTurn(value.rotation))
      : undefined,
    clip: (_pointer, value) => ({ kind: o.id, value }),
    paste(item: ClipItem, dx: number, dy: number, ctx: EditContext) {
      const value = structuredClone(item.value) as V;
      value.at = shift(value.at, dx, dy);
      if (o.freshId) value.id = o.freshId(value, ctx);
      return ctx.batch.append(o.collection, value);
    },
  };
}

export const catalogEntries = <T extends { id: string; name: unknown; picture?: string }>(
  list: readonly T[] | undefined,
  kind: PaletteEntry['kind'],
  group: PaletteEntry['group'],
  language: Parameters<typeof localText>[1],
  fallback: (item: T) => string,
): PaletteEntry[] =>
  (list ?? []).map((item) => ({
    key: `${kind}:${item.id}`,
    kind,
    ref: item.id,
    label: localText(item.name as never, language) || item.id,
    picture: item.picture ?? fallback(item),
    group,
  }));

/** The next free tile label: A, B, … Z, then AA, AB, … */
function nextLabel(m: Mission): string {
  const used = new Set(m.board.tiles.map((t) => t.label));
  for (let n = 0; ; n++) {
    const label = n < 26 ? String.fromCharCode(65 + n) : String.fromCharCode(64 + Math.floor(n / 26)) + String.fromCharCode(65 + (n % 26));
    if (!used.has(label)) return label;
  }
}

export const tileUtil: PlaceableUtil<TilePlacement> = {
  ...listed<TilePlacement>({ id: 'tile', collection: '/board/tiles', schema: '/$defs/tilePlacement', rotates: true }),
  canDelete: (_p, m) => m.board.tiles.length > 1,
  palette: (catalog, _m, _t, language) =>
    catalogEntries(catalog?.catalog.tiles, 'tile', 'tiles', language, (t) => (t.kind === 'connector' ? 'mountain-road' : 'treasure-map')),
  place(entry, at, ctx) {
    const def = ctx.catalog?.tiles.get(entry.ref);
    const value: TilePlacement = { tile: entry.ref, at: [at[0], at[1]], rotation: 0 };
    if (def?.kind !== 'connector') value.label = nextLabel(ctx.batch.mission);
    return { pointer: ctx.batch.append('/board/tiles', value) };
  },
  paste(item, dx, dy, ctx) {
    const value = structuredClone(item.value) as TilePlacement;
    value.at = shift(value.at, dx, dy);
    if (value.label !== undefined) value.label = nextLabel(ctx.batch.mission);
    return ctx.batch.append('/board/tiles', value);
  },
};

export const scenicUtil: PlaceableUtil<ScenicPlacement> = {
  ...listed<ScenicPlacement>({
    id: 'scenic',
    collection: '/scenicElements',
    schema: '/$defs/scenicPlacement',
    rotates: true,
    freshId: (v, ctx) => ctx.ids.next(v.element),
  }),
  canRotate: (v) => v.element !== undefined,
  palette: (catalog, _m, _t, language) => catalogEntries(catalog?.catalog.scenicElements, 'scenic', 'elements', language, (e) => FALLBACK_PICTURES.scenic[e.category]),
  place(entry, at, ctx) {
    return { pointer: ctx.batch.append('/scenicElements', { id: ctx.ids.next(entry.ref), element: entry.ref, at: [at[0], at[1]] }) };
  },
};

export const spawnUtil: PlaceableUtil<SpawnPoint> = {
  ...listed<SpawnPoint>({ id: 'spawn', collection: '/spawnPoints', schema: '/$defs/spawnPoint', rotates: false, freshId: (_v, ctx) => ctx.ids.next('spawn') }),
  palette: (_c, _m, t) => [{ key: 'spawn:draft', kind: 'spawn', ref: 'draft', label: t('mission:palette.spawn'), picture: 'portal', group: 'markers' }],
  place(_entry, at, ctx) {
    const value: SpawnPoint = { id: ctx.ids.next('spawn'), at: [at[0], at[1]], rule: { draft: { cards: 1 } }, atStart: false, state: 'combat' };
    return { pointer: ctx.batch.append('/spawnPoints', value) };
  },
};

export const objectUtil: PlaceableUtil<InteractiveObject> = {
  ...listed<InteractiveObject>({ id: 'object', collection: '/objects', schema: '/$defs/object', rotates: false, freshId: (v, ctx) => ctx.ids.next(v.kind ?? 'object') }),
  palette: (_c, _m, t) =>
    Object.entries(OBJECT_PICTURES).map(([kind, picture]) => ({
      key: `object:${kind}`,
      kind: 'object',
      ref: kind,
      label: t(`mission:objectKind.${kind}`),
      picture,
      group: 'markers',
    })),
  place(entry, at, ctx) {
    const value: InteractiveObject = {
      id: ctx.ids.next(entry.ref),
      name: { [ctx.language]: entry.label },
      kind: entry.ref as InteractiveObject['kind'],
      at: [at[0], at[1]],
      ap: 1,
      effects: [],
    };
    return { pointer: ctx.batch.append('/objects', value) };
  },
};

export const lootUtil: PlaceableUtil<Loot> = {
  ...listed<Loot>({ id: 'loot', collection: '/loot', schema: '/$defs/loot', rotates: false, freshId: (_v, ctx) => ctx.ids.next('loot') }),
  palette: (_c, _m, t) => [{ key: 'loot:token', kind: 'loot', ref: 'token', label: t('mission:palette.loot'), picture: 'swap-bag', group: 'markers' }],
  // "cache-2" says nothing of what lies there: how many tokens, or which resource card.
  label(value, t, { catalog, language }) {
    if (!value.resource) return t('mission:pieceName.loot', { id: value.id, count: value.count ?? 1 });
    const card = catalog?.catalog.resources?.find((r) => r.id === value.resource);
    return t('mission:pieceName.lootResource', { id: value.id, resource: localText(card?.name, language) || value.resource });
  },
  place(_entry, at, ctx) {
    return { pointer: ctx.batch.append('/loot', { id: ctx.ids.next('loot'), at: [at[0], at[1]] }) };
  },
};
