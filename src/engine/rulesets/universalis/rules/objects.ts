/**
 * Objects on the table (UN-9.2, UN-8.3.7, AD-39): a model in base contact uses one for 1 AP if it meets the
 * object's restrictions (a trait level, an attribute roll, a key item, another object used first). A failed
 * roll spends the AP and may be tried again. Using an object marks it used, opens the pieces it opens (a
 * door: the piece goes) and picks up a portable object, which then moves with its carrier.
 */
import { CONTACT_CM, len } from '../geometry';
import { COLOSSUS } from './defs';
import { attributeRoll } from './dice';
import { radiusOf } from './profile';
import { alive, note, type GameState } from './state';
import { sceneOf } from './terrain';

export function objectIndex(s: GameState, id: unknown): number {
  return s.c.objects.findIndex((o) => o.id === id);
}

/** Edge-to-edge distance of a model's base to an object (objects without a radius are points). */
export function objectDistance(s: GameState, m: number, o: number): number {
  const def = s.c.objects[o];
  const gap = len(s.objX[o] - s.x[m], s.objY[o] - s.y[m]) - radiusOf(s, m) - def.radius;
  return Math.sqrt(Math.max(0, gap) ** 2 + (def.z - s.z[m]) ** 2);
}

export function useObjectProblem(s: GameState, m: number, id: string): string | null {
  const o = objectIndex(s, id);
  const d = s.c.models[m];
  if (o < 0) return `there is no object "${id}"`;
  const def = s.c.objects[o];
  if (!d.useObjects) return `${d.id} cannot use objects (AD-77)`;
  if (d.type === COLOSSUS && !def.colossusUsable) return `a colossus cannot use ${def.id} (UN-18.2.2)`;
  if (s.objCarrier[o] >= 0) return `${def.id} is carried`;
  if (s.objUsed[o] && !def.portable) return `${def.id} has been used`;
  if (objectDistance(s, m, o) > CONTACT_CM + 1e-9)
    return `${d.id} is not in base contact with ${def.id} (UN-8.3.7)`;
  for (const r of def.restrictions) {
    if (r.kind === 'trait' && !d.traits.some((t) => t.name === r.trait && t.level >= r.level))
      return `${def.id} needs the trait ${r.trait}${r.level > 1 ? ` ${r.level}` : ''}`;
    if (r.kind === 'item' && !d.equipment.some((e) => e.id === r.item) && !carries(s, m, r.item))
      return `${def.id} needs ${r.item}`;
    if (r.kind === 'after' && !s.objUsed[r.object]) return `${s.c.objects[r.object].id} must be used first`;
  }
  return null;
}

function carries(s: GameState, m: number, id: string): boolean {
  return s.c.objects.some((o, i) => o.id === id && s.objCarrier[i] === m);
}

export function useObject(s: GameState, m: number, id: string): void {
  const o = objectIndex(s, id);
  const def = s.c.objects[o];
  for (const r of def.restrictions) {
    if (r.kind === 'roll' && !attributeRoll(s, m, r.attribute, r.modifier, `using ${def.id}`).success) {
      if (s.log)
        note(s, 'object', m, `${s.c.models[m].id} fails to use ${def.id}`, { object: def.id, used: false });
      return;
    }
  }
  s.objUsed[o] = 1;
  if (def.portable) s.objCarrier[o] = m;
  if (def.opens.length > 0) {
    s.pieces = s.pieces.filter((_, i) => !def.opens.includes(s.c.table.pieces.indexOf(s.pieces[i])));
    s.scene = sceneOf(s.pieces, s.c.table.environment, s.c.settings.sightUnitCm);
    s.version++;
  }
  if (s.log)
    note(s, 'object', m, `${s.c.models[m].id} uses ${def.id}${def.portable ? ' and carries it' : ''}`, {
      object: def.id,
      used: true,
    });
}

/** Objects follow their carriers; an eliminated or fled carrier drops them where it was. */
export function carryObjects(s: GameState): void {
  for (let o = 0; o < s.c.objects.length; o++) {
    const m = s.objCarrier[o];
    if (m < 0) continue;
    s.objX[o] = s.x[m];
    s.objY[o] = s.y[m];
    if (!alive(s, m)) s.objCarrier[o] = -1;
  }
}
