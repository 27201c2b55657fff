/** The util of every placed kind, by kind id: the one table commands, palette and inspector consult. */
import type { PieceKindId } from '../../../../../engine/rulesets/sine-tempore/print';
import { deploymentUtil, zoneUtil } from './areas';
import { lootUtil, objectUtil, scenicUtil, spawnUtil, tileUtil } from './placed';
import type { PlaceableUtil } from './types';
import { enemyUtil, heroUtil } from './units';

export const UTILS: Record<PieceKindId, PlaceableUtil> = {
  tile: tileUtil,
  scenic: scenicUtil,
  spawn: spawnUtil,
  object: objectUtil,
  loot: lootUtil,
  enemy: enemyUtil,
  hero: heroUtil,
  deployment: deploymentUtil,
  zone: zoneUtil,
};

export const utilOf = (kind: PieceKindId): PlaceableUtil => UTILS[kind];

export type { PlaceableUtil, PaletteEntry, PaletteGroup, ClipItem, EditContext, Translate } from './types';
