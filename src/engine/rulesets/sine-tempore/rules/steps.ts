/** After a model entered a square: Contagion (ST-42.2), Scenic Element effects (ST-2.9), engagement and waking. */
import { ST } from './symbols';
import { give, log, type GameState, type Model } from './state';
import { applyEffects } from './effects';
import { checkWake, refreshEngaged } from './triggers';

/** After a model entered square `c` (one step of a move, a push, a placement). */
export function afterStep(s: GameState, m: Model, c: number): void {
  // ST-42.2: entering a square adjacent to a model with Contagion gives Poison.
  for (let d = 0; d < 4; d++) {
    const n = s.board.nbr[c * 4 + d];
    if (n < 0) continue;
    const o = s.occ[n];
    if (o >= 0 && o !== m.i && s.models[o].tokens[ST.contagion] > 0 && !s.models[o].removed) give(s, m, ST.poison, `next to ${s.models[o].id} (Contagion)`);
  }
  const e = s.elem[c];
  if (e >= 0) {
    const el = s.elements[e];
    if (el.onEnter.length > 0) {
      if (s.log) log(s, { type: 'element', id: el.id, model: m.id });
      applyEffects(s, el.onEnter, m, `${el.id}`);
    }
  }
  refreshEngaged(s);
  if (s.rs.s.wakeOn === 'state-after-moves' || m.hero) checkWake(s, m);
}
