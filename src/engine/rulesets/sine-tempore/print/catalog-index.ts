/** The catalog entries a map needs, by id, built once per catalog. */
import type { Catalog, Enemy, Hero, ScenicElement, Tile } from '../../../generated/types/catalog';
import type { Text } from '../../../generated/types/mission';

import type { Language } from '../../../core/language';

export type { Language };

export interface CatalogIndex {
  catalog: Catalog;
  tiles: ReadonlyMap<string, Tile>;
  elements: ReadonlyMap<string, ScenicElement>;
  enemies: ReadonlyMap<string, Enemy>;
  heroes: ReadonlyMap<string, Hero>;
}

const byId = <T extends { id: string }>(list: readonly T[] | undefined) =>
  new Map((list ?? []).map((x) => [x.id, x]));

export function indexCatalog(catalog: Catalog): CatalogIndex {
  return {
    catalog,
    tiles: byId(catalog.tiles),
    elements: byId(catalog.scenicElements),
    enemies: byId(catalog.enemies),
    heroes: byId(catalog.heroes),
  };
}

/** A text in one language, falling back to English, then to whichever language it has. */
export function localText(text: Text | undefined, language: Language): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? text.de ?? text.fr ?? '';
}

/** A tile's size in squares before rotation (rows may be ragged; the widest counts). */
export function tileSize(tile: Tile): [number, number] {
  let width = 0;
  for (const r of tile.rows) width = Math.max(width, r.length);
  return [width, tile.rows.length];
}
