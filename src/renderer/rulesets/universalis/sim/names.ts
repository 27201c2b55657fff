/**
 * Names in the UI language for what the engine names by id: models (their own name, else their card's), weapons
 * (from the unit card by the weapon's id), objects, zones. The engine's compiled names are the English ones.
 */
import type { SkirmishScenario } from '../../../../engine/generated/types/skirmish';
import type { UnitCards } from '../../../../engine/generated/types/units';
import { localText } from '../shared/text';
import type { GameState } from './engine';

export interface Names {
  model(id: string): string;
  weapon(s: GameState, m: number, w: number): string;
  object(id: string): string;
  /** A terrain piece by its id. */
  piece(id: string): string;
  power(s: GameState, m: number, p: number): string;
}

export function namesFor(
  skirmish: SkirmishScenario,
  units: UnitCards,
  language: string,
  unarmed: string,
): Names {
  const cards = new Map(units.cards.map((c) => [c.id, c]));
  const models = new Map<string, string>();
  for (const side of ['a', 'b'] as const)
    for (const m of skirmish.sides[side].models)
      models.set(
        m.id,
        localText(m.name, language) || `${localText(cards.get(m.card)?.name, language) || m.card} (${m.id})`,
      );
  const objects = new Map(
    (skirmish.table.objects ?? []).map((o) => [o.id, localText(o.name, language) || o.id]),
  );
  const pieces = new Map(
    (skirmish.table.terrain ?? []).map((p) => [p.id, localText(p.name, language) || p.id]),
  );
  return {
    model: (id) => models.get(id) ?? id,
    piece: (id) => pieces.get(id) ?? id,
    weapon: (s, m, w) => {
      const def = s.c.models[m]?.weapons[w];
      if (!def) return String(w);
      if (def.unarmed) return unarmed;
      const card = cards.get(s.c.models[m].card);
      return localText(card?.weapons?.find((x) => x.id === def.id)?.name, language) || def.name;
    },
    object: (id) => objects.get(id) ?? id,
    power: (s, m, p) => {
      const def = s.c.models[m]?.powers[p];
      return def
        ? localText(units.powers?.find((x) => x.id === def.id)?.name, language) || def.name
        : String(p);
    },
  };
}
