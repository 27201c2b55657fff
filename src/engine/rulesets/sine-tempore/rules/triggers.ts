/**
 * What happens because a model moved or something was declared: waiting enemies entering combat (ST-12.3,
 * D-50), Engaged tokens falling away (ST-26.3). A step's own consequences (Contagion, Scenic Element effects) are
 * in steps.ts, which applies effects: this module applies none, so wounds.ts may use it.
 */
import { distance } from './geometry';
import { ST } from './symbols';
import { active, adversaries, discard, log, type GameState, type Model } from './state';

export function enterCombat(s: GameState, g: number, why: string): void {
  const grp = s.groups[g];
  if (!grp || grp.inCombat) return;
  grp.inCombat = true;
  if (s.log) log(s, { type: 'combat', group: grp.name, why });
}

/** D-50: a waiting group enters combat when a hero shares a tile with one of its models or is in its CA. */
export function checkWake(s: GameState, mover: Model | null): void {
  const b = s.board;
  const entering = s.rs.s.wakeOn === 'entering' && mover !== null;
  for (const g of s.groups) {
    if (g.inCombat || g.tick < 0) continue;
    let woke = '';
    for (const k of g.models) {
      const e = s.models[k];
      if (!active(e) || e.cell < 0) continue;
      for (const h of s.heroes) {
        const hm = s.models[h];
        if (!active(hm) || hm.cell < 0) continue;
        if (entering && mover !== hm && mover !== e) continue;
        if (b.tile[hm.cell] >= 0 && b.tile[hm.cell] === b.tile[e.cell]) {
          woke = `${hm.id} is on the tile of ${e.id}`;
          break;
        }
        if (distance(b, hm.cell, e.cell) <= e.def.CA) {
          woke = `${hm.id} is in the control area of ${e.id}`;
          break;
        }
      }
      if (woke) break;
    }
    if (woke) enterCombat(s, g.i, woke);
  }
}

/** ST-26.3: a hero keeps Engaged only while an enemy model is adjacent. */
export function refreshEngaged(s: GameState): void {
  for (const h of s.heroes) {
    const hm = s.models[h];
    if (hm.tokens[ST.engaged] === 0) continue;
    if (!engagedBySomeone(s, hm)) discard(s, hm, ST.engaged);
  }
}

export function engagedBySomeone(s: GameState, hm: Model): boolean {
  if (hm.cell < 0) return false;
  for (let d = 0; d < 4; d++) {
    const c = s.board.nbr[hm.cell * 4 + d];
    if (c < 0) continue;
    const o = s.occ[c];
    if (o >= 0 && !s.models[o].hero && active(s.models[o]) && adversaries(hm, s.models[o])) return true;
  }
  return false;
}

export function adjacentModels(s: GameState, m: Model, pred: (k: Model) => boolean): Model[] {
  const out: Model[] = [];
  if (m.cell < 0) return out;
  for (let d = 0; d < 4; d++) {
    const c = s.board.nbr[m.cell * 4 + d];
    if (c < 0) continue;
    const o = s.occ[c];
    if (o >= 0 && pred(s.models[o])) out.push(s.models[o]);
  }
  return out;
}

