/**
 * Stealth (UN-16, AD-80): a model with stealth is camouflaged whenever its prerequisites hold and it is not
 * revealed: active stealth anywhere, passive stealth only in base contact with terrain at least its size
 * (height at least its profile height, footprint at least its base across). A revealed model hides again
 * after two full movement actions (or any two, by setting).
 */
import { CONTACT_CM, withinDistance } from '../geometry';
import { PROFILE_HEIGHT } from './defs';
import { radiusOf } from './profile';
import { CAMOUFLAGED, REVEALED, alive, has, note, set, type GameState } from './state';

/** Whether a model touches a piece big enough to hide it (AD-80). */
function coverToHide(s: GameState, m: number): boolean {
  const r = radiusOf(s, m);
  const h = PROFILE_HEIGHT[s.c.models[m].size];
  for (let pi = 0; pi < s.pieces.length; pi++) {
    const p = s.pieces[pi];
    if (p.height < h - 1e-9) continue;
    if (Math.min(p.poly.maxX - p.poly.minX, p.poly.maxY - p.poly.minY) < 2 * r - 1e-9) continue;
    if (withinDistance(p.poly, s.x[m], s.y[m], r + CONTACT_CM + 1e-9)) return true;
  }
  return false;
}

export function updateStealth(s: GameState, m: number): void {
  const st = s.c.models[m].stealth;
  if (!st || !alive(s, m)) return;
  if (has(s, m, REVEALED)) {
    if (s.revealMoves[m] < 2) return;
    set(s, m, REVEALED, false);
  }
  const can = st.active || coverToHide(s, m);
  if (can && !has(s, m, CAMOUFLAGED)) {
    set(s, m, CAMOUFLAGED, true);
    if (s.log) note(s, 'state', m, `${s.c.models[m].id} is camouflaged`, { state: 'camouflaged', on: true });
  } else if (!can && has(s, m, CAMOUFLAGED)) {
    set(s, m, CAMOUFLAGED, false);
    if (s.log)
      note(s, 'state', m, `${s.c.models[m].id} leaves the cover that hid it`, {
        state: 'camouflaged',
        on: false,
      });
  }
}
