/**
 * Where a model writes its name: under its base, or over it (or a line lower) when the name would run into the
 * name of a model listed before it (an operator and its drone side by side wrote "Gull DroneEngineer"). Decided
 * once per side list and language, in list order, so a name never jumps because of a model listed after it.
 */
import type { Model, SkirmishScenario } from '../../../../../engine/generated/types/skirmish';
import type { UnitCard } from '../../../../../engine/generated/types/units';

/** Names are written at 1 cm; a character runs about 0.55 em. */
export const NAME_SIZE_CM = 1;
const CHAR_EM = 0.55;

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const meets = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** By side list, then by the unit cards in use (empty while the units file loads: names fall back), then language. */
const cache = new WeakMap<object, WeakMap<object, Map<string, Map<Model, number>>>>();

/**
 * The top of each model's name, in cm: under the base when that is free, else over it, else a line further down,
 * else under it anyway. Models without a finite position are left out (the checks report them).
 */
export function nameTops(
  skirmish: SkirmishScenario,
  cards: object,
  language: string,
  cardOf: (m: Model) => UnitCard | undefined,
  nameOf: (m: Model) => string,
  radiusOf: (card: UnitCard | undefined) => number,
): Map<Model, number> {
  const sides = skirmish.sides;
  const key = sides ?? skirmish;
  let byCards = cache.get(key);
  if (!byCards) cache.set(key, (byCards = new WeakMap()));
  let byLanguage = byCards.get(cards);
  if (!byLanguage) byCards.set(cards, (byLanguage = new Map()));
  const known = byLanguage.get(language);
  if (known) return known;
  const tops = new Map<Model, number>();
  const placed: Box[] = [];
  for (const side of ['a', 'b'] as const)
    for (const m of sides?.[side]?.models ?? []) {
      const [x, y] = m.at ?? [NaN, NaN];
      if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
      const r = radiusOf(cardOf(m));
      const half = (nameOf(m).length * CHAR_EM * NAME_SIZE_CM) / 2;
      const under = y + r + 0.3;
      const box = (top: number): Box => ({ x0: x - half, x1: x + half, y0: top, y1: top + NAME_SIZE_CM });
      const top =
        [under, y - r - 0.3 - NAME_SIZE_CM, under + NAME_SIZE_CM * 1.1].find((t) =>
          placed.every((b) => !meets(b, box(t))),
        ) ?? under;
      placed.push(box(top));
      tops.set(m, top);
    }
  byLanguage.set(language, tops);
  return tops;
}
