/** The util of every placed kind: the one table commands, tools and the inspector consult. */
import { modelUtil } from './model';
import { objectUtil } from './object';
import { terrainUtil } from './terrain';
import type { PlacedKind, PlacedUtil } from './types';
import { zoneUtil } from './zone';

export const UTILS: Record<PlacedKind, PlacedUtil> = {
  terrain: terrainUtil,
  zone: zoneUtil,
  object: objectUtil,
  model: modelUtil,
};
export const utilOf = (kind: PlacedKind): PlacedUtil => UTILS[kind];
/** Drawing order, bottom to top; picking goes the other way. */
export const DRAW_ORDER: readonly PlacedKind[] = ['terrain', 'zone', 'object', 'model'];

export * from './types';
