/**
 * Models on the board: enemy models (inside enemy groups, which share one activation token) and the heroes'
 * start squares.
 */
import { FALLBACK_PICTURES, pieceKind, type EnemyModel } from '../../../../../engine/rulesets/sine-tempore/print';
import type { EnemyGroup, HeroEntry, Mission } from '../../../../../engine/generated/types/mission';
import { catalogEntries } from './placed';
import { shift, type ClipItem, type EditContext, type PlaceableUtil } from './types';
import { pushAll } from '../../../../../engine/core/lists';

const groupOf = (pointer: string) => pointer.slice(0, pointer.indexOf('/models/'));

type GroupTemplate = Omit<EnemyGroup, 'models'>;

/** A new group's fields (everything but its models), from a copied one or defaults. */
function newGroup(template: GroupTemplate | undefined, family: string, ctx: EditContext): GroupTemplate {
  const base = template ? structuredClone(template) : { id: '', state: 'waiting' as const, sector: 1 };
  return { ...base, id: ctx.ids.next(template?.id ?? family) };
}

export const enemyUtil: PlaceableUtil<EnemyModel> = {
  kind: pieceKind('enemy'),
  schema: '/$defs/enemyGroup/properties/models/items',
  canRotate: () => false,
  canDelete: () => true,
  move(batch, pointer, value, dx, dy) {
    batch.set(`${pointer}/at`, shift(value.at, dx, dy));
  },
  palette: (catalog, _m, _t, language) => catalogEntries(catalog?.catalog.enemies, 'enemy', 'enemies', language, () => FALLBACK_PICTURES.enemy),
  place(entry, at, ctx) {
    const family = ctx.catalog?.enemies.get(entry.ref)?.group ?? entry.ref;
    const model: EnemyModel = { id: ctx.ids.next(entry.ref), enemy: entry.ref, at: [at[0], at[1]] };
    // A model placed while one of the same miniature is selected joins that model's group (ST-18).
    const mate = ctx.selected.find((p) => p.kind === 'enemy' && (ctx.catalog?.enemies.get((p.value as EnemyModel).enemy)?.group ?? (p.value as EnemyModel).enemy) === family);
    if (mate && Array.isArray(ctx.batch.get(`${groupOf(mate.pointer)}/models`))) {
      return { pointer: ctx.batch.append(`${groupOf(mate.pointer)}/models`, model) };
    }
    const group: EnemyGroup = { ...newGroup(undefined, family, ctx), models: [model] };
    return { pointer: `${ctx.batch.append('/enemyGroups', group)}/models/0` };
  },
  clip(pointer, value, mission) {
    const group = structuredClone((mission.enemyGroups ?? [])[Number(pointer.split('/')[2])]) as Partial<EnemyGroup>;
    delete group.models;
    return { kind: 'enemy', value, extra: { group } };
  },
  paste(item: ClipItem, dx, dy, ctx) {
    const source = (item.extra as { group?: GroupTemplate } | undefined)?.group;
    const copied = item.value as EnemyModel;
    const model: EnemyModel = { id: ctx.ids.next(copied.enemy), enemy: copied.enemy, at: shift(copied.at, dx, dy) };
    // Models copied together from one group land together in one new group.
    const pasted = pastedGroups.get(ctx.batch);
    const known = source && pasted?.get(source.id);
    if (known) return ctx.batch.append(`${known}/models`, model);
    const family = ctx.catalog?.enemies.get(copied.enemy)?.group ?? copied.enemy;
    const pointer = ctx.batch.append('/enemyGroups', { ...newGroup(source, family, ctx), models: [model] });
    if (source) {
      const map = pasted ?? new Map<string, string>();
      map.set(source.id, pointer);
      pastedGroups.set(ctx.batch, map);
    }
    return `${pointer}/models/0`;
  },
  removal(pointers, mission) {
    const out: string[] = [];
    const byGroup = new Map<string, string[]>();
    for (const p of pointers) byGroup.set(groupOf(p), [...(byGroup.get(groupOf(p)) ?? []), p]);
    for (const [group, models] of byGroup) {
      const size = (mission.enemyGroups ?? [])[Number(group.split('/')[2])]?.models.length ?? 0;
      // A group needs at least one model: deleting all of them deletes the group.
      if (models.length >= size) out.push(group);
      else pushAll(out, models);
    }
    return out;
  },
};

/** Which new group each copied group became, per paste (one batch). */
const pastedGroups = new WeakMap<object, Map<string, string>>();

export const heroUtil: PlaceableUtil<HeroEntry> = {
  kind: pieceKind('hero'),
  schema: '/$defs/heroEntry',
  canRotate: () => false,
  canDelete: (_p, m) => m.heroes.length > 1,
  move(batch, pointer, value, dx, dy) {
    batch.set(`${pointer}/start`, shift(value.start, dx, dy));
  },
  palette: (catalog, _m, _t, language) => catalogEntries(catalog?.catalog.heroes, 'hero', 'heroes', language, () => FALLBACK_PICTURES.hero),
  place(entry, at, ctx) {
    const heroes = ctx.batch.mission.heroes;
    const index = heroes.findIndex((h) => h.hero === entry.ref);
    // Each hero takes part once: placing it again moves its start square.
    if (index >= 0) {
      ctx.batch.set(`/heroes/${index}/start`, [at[0], at[1]]);
      return { pointer: `/heroes/${index}` };
    }
    if (heroes.length >= 4) return { refused: ctx.t('mission:refused.fourHeroes') };
    const sector = (heroes.length % 2) + 1;
    return { pointer: ctx.batch.append('/heroes', { hero: entry.ref, start: [at[0], at[1]], sector }) };
  },
  clip: (_pointer, value) => ({ kind: 'hero', value }),
  paste(item, dx, dy, ctx) {
    const value = structuredClone(item.value) as HeroEntry;
    const heroes: Mission['heroes'] = ctx.batch.mission.heroes;
    if (heroes.length >= 4 || heroes.some((h) => h.hero === value.hero)) return undefined;
    value.start = shift(value.start, dx, dy);
    return ctx.batch.append('/heroes', value);
  },
};
