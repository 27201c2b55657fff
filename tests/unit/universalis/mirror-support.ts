/** A sample turned into a mirror match: side b is side a turned half a turn about the table centre, on a table doubled the same way. */
import { readFileSync } from 'node:fs';

type Json = Record<string, any>;

/** The sample with side b replaced by side a turned half a turn about the table centre, and the terrain doubled the same way. */
export function mirrored(name: string): { skirmish: Json; units: Json } {
  const sk = JSON.parse(readFileSync(`samples/${name}.skirmish.json`, 'utf8')) as Json;
  const units = JSON.parse(readFileSync(`samples/${sk.units}`, 'utf8')) as Json;
  const flip = ([x, y]: number[]) => [90 - x, 90 - y];
  const pieces = sk.table.terrain as Json[];
  sk.table.terrain = pieces.concat(
    pieces.map((p) => ({
      ...p,
      id: `${p.id}-mirror`,
      polygon: p.polygon.map(flip),
      ladders: p.ladders?.map((l: Json) => ({ ...l, at: flip(l.at) })),
    })),
  );
  sk.table.objects = [];
  // Long enough for most games to be decided (the rules have no limit; the simulator's default is 10, AD-75).
  sk.roundLimit = 20;
  const a = sk.sides.a;
  a.mission = { victory: ['all-enemies-gone'] };
  sk.sides.b = {
    ...a,
    deployment: sk.sides.b.deployment,
    models: a.models.map((m: Json) => ({
      ...m,
      id: `${m.id}-mirror`,
      at: flip(m.at),
      facing: m.facing === undefined ? undefined : (m.facing + 180) % 360,
    })),
  };
  return { skirmish: sk, units };
}
