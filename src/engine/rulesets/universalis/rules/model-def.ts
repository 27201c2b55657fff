/**
 * Building a model's compiled definition from card-like data (a unit card of a units file, or a model of a
 * conformance case): the derived unarmed profile (UN-15.9, AD-6, AD-71), the armour that applies (AD-55)
 * and whether the model carries unwieldy gear (AD-68).
 */
import { COLOSSUS, KO, TELEMATON, type ArmourDef, type ModelDef, type WeaponDef } from './defs';
import type { UniversalisSettings } from './settings';

/** WK of unarmed combat by size: small and medium I, large II, huge III (UN-15.9.2). */
export const UNARMED_WK = [1, 1, 2, 3] as const;

/** The unarmed profile: strength KO, damage ⌈KO/3⌉ (or ⌊⌋ by setting), WK by size; none for a telematon. */
export function unarmedProfile(
  type: number,
  size: number,
  ko: number,
  settings: UniversalisSettings,
): { wk: number; strength: number; damage: number } | null {
  if (type === TELEMATON) return null;
  const damage = settings.unarmedDamage === 'floor' ? Math.floor(ko / 3) : Math.ceil(ko / 3);
  return { wk: UNARMED_WK[size], strength: ko, damage };
}

export function unarmedWeapon(
  d: Pick<ModelDef, 'type' | 'size' | 'attrs'>,
  settings: UniversalisSettings,
): WeaponDef | null {
  const p = unarmedProfile(d.type, d.size, d.attrs[KO], settings);
  if (!p) return null;
  return {
    name: 'unarmed',
    id: 'unarmed',
    wk: p.wk,
    kind: 'melee',
    band: 0,
    bands: 0,
    // Strength is the bearer's KO: additive 0 keeps it right if KO ever changes.
    strength: 0,
    additive: true,
    damage: p.damage,
    effects: 0,
    df: 0,
    reload: false,
    unwieldy: false,
    indirect: false,
    area: 0,
    uses: -1,
    mount: 0,
    unarmed: true,
  };
}

/** The armour that applies (AD-55): the highest protection (additive values on the model's KO), then DR. */
export function chooseArmour(armour: ArmourDef[], ko: number): number {
  let best = -1;
  let bestP = -Infinity;
  let bestDr = -Infinity;
  armour.forEach((a, i) => {
    const p = a.additive ? ko + a.protection : a.protection;
    if (p > bestP || (p === bestP && a.dr > bestDr)) {
      best = i;
      bestP = p;
      bestDr = a.dr;
    }
  });
  return best;
}

/** Whether a colossus may be of this size, and so on: the type's allowed sizes (UN-3.2). */
export function sizeAllowed(type: number, size: number): boolean {
  if (type === COLOSSUS) return size >= 2;
  if (type === TELEMATON) return true;
  return size <= 2;
}

/** The texts no hook plays (AD-79), once each, in the order the models are fielded: the players judge them. */
export function textsLeftToPlayers(models: readonly Pick<ModelDef, 'judged'>[]): string[] {
  const names = new Set<string>();
  for (const d of models) for (const name of d.judged ?? []) names.add(name);
  return Array.from(names);
}
