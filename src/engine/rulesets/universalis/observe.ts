/**
 * The observable state: plain JSON for panes, bots' logs and conformance pointers
 * (FORMAT-universalis.md "Observable state"), plus where the game stands.
 */
import { COLOSSUS } from './rules/defs';
import {
  BURNING,
  CAMOUFLAGED,
  CRITICAL,
  DEFENCE,
  ELIMINATED,
  FAST,
  PANIC,
  PRONE,
  has,
  type GameState,
} from './rules/state';

export interface ObservedModel {
  at: [number, number];
  z: number;
  ap: number;
  hp: number;
  zones?: { left: number; right: number; movement: number };
  prone: boolean;
  critical: boolean;
  eliminated: boolean;
  moved: number;
  tokens: {
    shock: number;
    poison: number;
    burning: boolean;
    panic: boolean;
    fast: boolean;
    defence: boolean;
    fireReadiness: string | null;
    reload: string[];
    camouflaged: boolean;
  };
}

export function observeModels(s: GameState): Record<string, ObservedModel> {
  const out: Record<string, ObservedModel> = {};
  for (let m = 0; m < s.n; m++) {
    const d = s.c.models[m];
    const reload: string[] = [];
    d.weapons.forEach((w, i) => {
      if (s.reload[m] & (1 << i)) reload.push(w.name);
    });
    const o: ObservedModel = {
      at: [s.x[m], s.y[m]],
      z: s.z[m],
      ap: s.ap[m],
      hp: Math.max(0, s.hp[m]),
      prone: has(s, m, PRONE),
      critical: has(s, m, CRITICAL),
      eliminated: has(s, m, ELIMINATED),
      moved: s.moved[m],
      tokens: {
        shock: s.shock[m],
        poison: s.poison[m].length,
        burning: has(s, m, BURNING),
        panic: has(s, m, PANIC),
        fast: has(s, m, FAST),
        defence: has(s, m, DEFENCE),
        fireReadiness: s.fireReady[m] >= 0 ? d.weapons[s.fireReady[m]].name : null,
        reload,
        camouflaged: has(s, m, CAMOUFLAGED),
      },
    };
    if (d.type === COLOSSUS)
      o.zones = { left: s.zoneHp[m * 3], right: s.zoneHp[m * 3 + 1], movement: s.zoneHp[m * 3 + 2] };
    out[d.id] = o;
  }
  return out;
}
