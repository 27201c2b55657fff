/**
 * Values the rules derive from a unit card (UN-2.4.1 fields 4 and 5, UN-3.6, UN-4.4, UN-12.3, UN-15.9, UN-18.3.2).
 * The units file never stores them: the checks, the editor and the rules engine compute them here, so they can
 * never disagree with the card.
 */
import type { UnitCard } from '../../../generated/types/units';
import { BASE_RADIUS, PROFILE_HEIGHT, SIZES as SIZE_ORDER } from '../rules/defs';

export type Size = UnitCard['size'];
export type ModelType = UnitCard['type'];

/** The size profile of UN-3.6: base radius and cylinder height in cm. */
export interface SizeProfile {
  readonly baseRadius: number;
  readonly height: number;
}

export const SIZE_PROFILES = Object.fromEntries(
  SIZE_ORDER.map((size, i) => [size, { baseRadius: BASE_RADIUS[i], height: PROFILE_HEIGHT[i] }]),
) as Readonly<Record<Size, SizeProfile>>;

/** Sizes each model type may have (UN-3.2). */
export const ALLOWED_SIZES: Readonly<Record<ModelType, readonly Size[]>> = {
  standard: ['small', 'medium', 'large'],
  telematon: ['small', 'medium', 'large', 'huge'],
  colossus: ['large', 'huge'],
};

/** Danger radius in cm, 12 − EH (UN-4.5.1); null for a model without EH (telematons, UN-19.6). */
export function dangerRadius(eh: number | undefined): number | null {
  return eh === undefined ? null : 12 - eh;
}

/** Perception range in cm: WN × 5, halved and rounded up when critical (UN-4.6). */
export function perceptionRange(wn: number, critical = false): number {
  const range = wn * 5;
  return critical ? Math.ceil(range / 2) : range;
}

/** Carrying capacity in kg: KO², or (2·KO)² for a colossus (UN-4.4.1). */
export function carryingCapacity(type: ModelType, ko: number): number {
  return type === 'colossus' ? (2 * ko) ** 2 : ko * ko;
}

/**
 * The AGI and GK penalty of a load: max(0, ⌈load / capacity⌉ − 1) (UN-4.4.2, AD-12). Capacities are whole kg (KO²);
 * one under 1 kg (KO 0) counts as 1 kg, so a penalty is always a finite whole number.
 */
export function loadPenalty(loadKg: number, capacityKg: number): number {
  if (!(loadKg > 0)) return 0;
  return Math.max(0, Math.ceil(loadKg / Math.max(1, capacityKg)) - 1);
}

/** The unarmed profile (UN-15.9, AD-6): strength KO, damage ⌈KO / 3⌉, WK 1/1/2/3 by size; null for telematons (AD-71). */
export function unarmedProfile(
  type: ModelType,
  size: Size,
  ko: number,
): { wk: number; strength: number; damage: number } | null {
  if (type === 'telematon') return null;
  return { wk: size === 'huge' ? 3 : size === 'large' ? 2 : 1, strength: ko, damage: Math.ceil(ko / 3) };
}

/** The range bands of a thrown weapon: 3 bands of 2·KO cm, or ⌈KO / 2⌉ cm when unwieldy (UN-12.3.2, AD-58). */
export function thrownRange(ko: number, unwieldy: boolean): { band: number; bands: 3 } {
  return { band: unwieldy ? Math.ceil(ko / 2) : 2 * ko, bands: 3 };
}

/** Hit points of a colossus's zones: the hull's from the card, the others ⌈⅔⌉ of them (UN-18.3.2, AD-73). */
export function colossusZoneHp(hp: {
  normal: number;
  critical: number;
}): Record<'hull' | 'left' | 'right' | 'movement', { normal: number; critical: number }> {
  const total = hp.normal + hp.critical;
  const zoneTotal = Math.ceil((2 * total) / 3);
  const critical = Math.ceil((2 * hp.critical) / 3);
  const zone = { normal: zoneTotal - critical, critical };
  return {
    hull: { normal: hp.normal, critical: hp.critical },
    left: { ...zone },
    right: { ...zone },
    movement: { ...zone },
  };
}

/** The total hit points of a card (UN-3.5.4: at most 20). */
export const totalHp = (hp: { normal: number; critical: number }): number => hp.normal + hp.critical;
