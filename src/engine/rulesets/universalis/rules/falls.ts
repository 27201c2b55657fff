/** Falling (UN-8.8.4, AD-36): a dropped or pushed model that lands lower than it stood. */
import { AGI, KO, PROFILE_HEIGHT } from './defs';
import { resolveHit } from './damage';
import { attributeRoll } from './dice';
import { attribute } from './profile';
import type { GameState } from './state';

/**
 * Falling damage (UN-8.8.4, AD-36): up to the profile height nothing; up to twice it a movement test avoids
 * a hit of KO strength and ⌊KO/2⌋ damage; higher, a hit of KO strength and KO damage. The hit goes through the
 * wound and armour roll without cover or effects; DR applies, Structure-reinforced does not.
 */
export function fallDamage(s: GameState, m: number, height: number): void {
  const profile = PROFILE_HEIGHT[s.c.models[m].size];
  if (height <= profile + 1e-9) return;
  const ko = attribute(s, m, KO);
  let damage = ko;
  if (height <= 2 * profile + 1e-9) {
    if (attributeRoll(s, m, AGI, 0, 'movement test against falling damage').success) return;
    damage = Math.floor(ko / 2);
  }
  resolveHit(
    s,
    m,
    { strength: ko, damage, effects: 0, weapon: false },
    {
      attacker: -1,
      extraShots: 0,
      coverBonus: 0,
      partial: false,
      source: -1,
      what: `a fall of ${Math.round(height * 10) / 10} cm`,
    },
  );
}
