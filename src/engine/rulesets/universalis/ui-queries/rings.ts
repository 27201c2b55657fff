/**
 * The rings a player lays around a model: its danger radius (12 − EH, UN-4.5), its perception range (WN × 5 cm,
 * halved when critical, UN-4.6) and the range bands of each ranged weapon (UN-14.7; thrown weapons from KO).
 */
import { bandsOf } from '../rules/ranged';
import { dangerRadius, perceptionRange, radiusOf } from '../rules/profile';
import type { GameState } from '../rules/state';

export interface Rings {
  /** Base radius: rings are measured from the base edge. */
  base: number;
  danger: number | null;
  perception: number;
  weapons: { index: number; id: string; name: string; bandCm: number; bands: number }[];
}

export function ringsOf(s: GameState, m: number): Rings {
  const weapons: Rings['weapons'] = [];
  s.c.models[m].weapons.forEach((w, index) => {
    if (w.unarmed) return;
    const b = bandsOf(s, m, w);
    if (b && b.band > 0) weapons.push({ index, id: w.id, name: w.name, bandCm: b.band, bands: b.bands });
  });
  return { base: radiusOf(s, m), danger: dangerRadius(s, m), perception: perceptionRange(s, m), weapons };
}
