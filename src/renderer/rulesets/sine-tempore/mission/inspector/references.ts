/**
 * Which ids a reference field may hold, by its place in the schema: catalog entries (tiles, elements, enemies,
 * heroes, equipment, resources) and the mission's own things (zones, objects, spawn points, groups, events).
 * The inspector shows these fields as pickers with the names in the UI language.
 */
import { localText, type CatalogIndex, type Language } from '../../../../../engine/rulesets/sine-tempore/print';
import type { Mission } from '../../../../../engine/generated/types/mission';

export interface RefOption {
  id: string;
  label: string;
}

type Source = (catalog: CatalogIndex | undefined, mission: Mission, language: Language, item: unknown) => RefOption[];

const named =
  <T extends { id: string; name?: unknown }>(list: (c: CatalogIndex) => readonly T[] | undefined): Source =>
  (catalog, _m, language) =>
    (catalog ? (list(catalog) ?? []) : []).map((x) => ({ id: x.id, label: `${localText(x.name as never, language) || x.id} (${x.id})` }));

const own =
  <T extends { id: string; name?: unknown }>(list: (m: Mission) => readonly T[] | undefined): Source =>
  (_c, mission, language) =>
    (list(mission) ?? []).map((x) => ({ id: x.id, label: x.name ? `${localText(x.name as never, language)} (${x.id})` : x.id }));

const enemies = named((c) => c.catalog.enemies);
const zones = own((m) => m.zones);
const objects = own((m) => m.objects);
const groups = own((m) => m.enemyGroups);
const events = own((m) => m.events);
/** The heroes this mission plays with, named from the catalog. */
const heroes: Source = (catalog, mission, language) =>
  (mission.heroes ?? []).map((h) => {
    const name = localText(catalog?.heroes.get(h.hero)?.name, language);
    return { id: h.hero, label: name ? `${name} (${h.hero})` : h.hero };
  });
/** The catalog's Enemy Draft cards: the enemy they bring and their Defcon. */
const draftCards: Source = (catalog, _m, language) =>
  (catalog?.catalog.enemyDraft ?? []).map((card) => {
    const enemy = localText(catalog?.enemies.get(card.enemy)?.name, language) || card.enemy;
    return { id: card.id, label: `${enemy} · Defcon ${card.defcon} (${card.id})` };
  });

const REFERENCES: Record<string, Source> = {
  'tilePlacement.tile': named((c) => c.catalog.tiles),
  'scenicPlacement.element': named((c) => c.catalog.scenicElements),
  'enemyGroup.models.items.enemy': enemies,
  'enemyCount.enemy': enemies,
  'heroEntry.hero': named((c) => c.catalog.heroes),
  'heroEntry.equipment.items': named((c) => c.catalog.equipment),
  'heroEntry.skills.items': (catalog, _m, language, item) =>
    (catalog?.heroes.get((item as { hero?: string })?.hero ?? '')?.skills ?? []).map((s) => ({ id: s.id, label: `${localText(s.name, language)} (${s.id})` })),
  'loot.resource': named((c) => c.catalog.resources),
  'location.zone': zones,
  'location.object': objects,
  'effect.spawn.point': own((m) => m.spawnPoints),
  'effect.enter-combat': groups,
  'effect.set-objective.group': groups,
  'effect.trigger-event': events,
  'condition.group-eliminated': groups,
  'condition.hero-ko': heroes,
  'condition.group-reaches.group': groups,
  'condition.objects-interacted.objects.items': objects,
  'condition.event-fired': events,
  'target.hero': heroes,
  'target.group': groups,
  'target.zone': zones,
  'draftDeck.items': draftCards,
};

/** The options of a reference field, or undefined for a field that is not a reference. */
export function referenceOptions(path: string | undefined, catalog: CatalogIndex | undefined, mission: Mission, language: Language, item: unknown): RefOption[] | undefined {
  const source = path ? REFERENCES[path] : undefined;
  return source?.(catalog, mission, language, item);
}
