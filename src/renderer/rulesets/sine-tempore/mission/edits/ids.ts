/**
 * Fresh ids for new and copied things. Ids are kept unique across the whole mission (not only within their
 * list), so a reference like `{"object": "door-2"}` or a message naming `gnawling-3` is never ambiguous.
 */
import type { Mission } from '../../../../../engine/generated/types/mission';

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every id the mission uses for something it places or names. */
export function missionIds(m: Mission): Set<string> {
  const ids = new Set<string>();
  const add = (list: readonly { id?: unknown }[] | undefined) => {
    for (const x of list ?? []) if (typeof x?.id === 'string') ids.add(x.id);
  };
  add(m.scenicElements);
  add(m.spawnPoints);
  add(m.enemyGroups);
  for (const g of m.enemyGroups ?? []) add(g.models);
  add(m.objects);
  add(m.loot);
  add(m.zones);
  add(m.events);
  return ids;
}

/** A valid id built from any text: lower case, words joined by hyphens. */
export function idBase(text: string): string {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'item';
}

export class Ids {
  private readonly taken: Set<string>;

  constructor(mission: Mission) {
    this.taken = missionIds(mission);
  }

  /** `base-1`, `base-2`, … (the first one free); a base ending in a number has it replaced. */
  next(base: string): string {
    const stem = idBase(base).replace(/-\d+$/, '');
    for (let n = 1; ; n++) {
      const id = `${stem}-${n}`;
      if (!this.taken.has(id) && ID.test(id)) {
        this.taken.add(id);
        return id;
      }
    }
  }
}
