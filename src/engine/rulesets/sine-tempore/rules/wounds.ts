/**
 * Wounds, knock-outs, loot, TV and healing (ST-17.4, ST-31, ST-34, ST-35, ST-38; D-29, D-30, D-57): what every source
 * of damage shares, the attack flow (combat.ts), card and element effects (effects.ts) and statuses alike. It reads
 * the state and the engagement rule only, so nothing it calls comes back to combat or effects.
 */
import { F_COVER, F_DYN, F_LOS, F_NOPASS, F_NOSTOP, F_ROUGH } from './board';
import { SIZE_BIG, SIZE_TINY } from './defs';
import { refreshEngaged } from './triggers';
import { NEGATIVE, ST } from './symbols';
import { adversaries, discard, dynamicLos, log, stat, type GameState, type Model } from './state';

function addTV(s: GameState, h: Model | null, n: number, why: string): void {
  if (!h || !h.hero || n === 0) return;
  h.tv = Math.max(s.rs.s.tvFloor, h.tv + n);
  s.version++;
  if (s.log) log(s, { type: 'tv', id: h.id, tv: h.tv, change: n, why });
}

/** Wounds that no roll cancels (Fire, Bleed, traps, Brain Damage, card effects). */
export function woundModel(s: GameState, m: Model, n: number, by: Model | null, why: string): void {
  if (n <= 0 || m.removed || m.ko) return;
  if (m.hero) {
    woundHero(s, m, n, why);
    return;
  }
  const lethal = woundEnemy(s, m, n, by, why);
  if (lethal) removeEnemy(s, m, by, why);
}

/** Puts wounds on a hero and knocks it out at HE (ST-34.1). */
export function woundHero(s: GameState, h: Model, n: number, why: string): void {
  if (n <= 0 || h.ko || h.removed) return;
  const he = stat(h, 'HE');
  const taken = Math.min(n, Math.max(0, he - h.wounds));
  h.wounds += taken;
  if (s.stats && h.cell >= 0) s.stats.heroWoundsAt[h.cell] += taken;
  if (s.log) log(s, { type: 'wound', id: h.id, wounds: h.wounds, taken, why });
  if (h.wounds >= he) koHero(s, h);
}

/** ST-34.5, D-28: TV −2, negative statuses gone (Oblivion and Serious Wounds stay), Engaged gone, KO marker. */
export function koHero(s: GameState, h: Model): void {
  if (h.ko) return;
  h.ko = true;
  s.version++;
  if (s.stats) s.stats.koByHero[s.heroes.indexOf(h.i)]++;
  if (s.stats && h.cell >= 0) s.stats.koAt[h.cell]++;
  addTV(s, h, -2, 'knocked out');
  for (const st of NEGATIVE) if (h.tokens[st] > 0) discard(s, h, st);
  discard(s, h, ST.engaged);
  if (s.log) log(s, { type: 'ko', id: h.id, sector: ((((h.tick - 1) % 12) + 12) % 12) + 1 });
  if (s.act && s.act.hero === h.i) {
    // ST-8.8: the activation ends at once; the remaining AP are lost.
    if (s.log) log(s, { type: 'end', id: h.id, why: 'knocked out' });
    s.lastEnded = h.i;
    s.act = null;
  }
}

/**
 * Puts wounds on an enemy; returns true when they reach its HE (it is removed by the caller after the
 * attack's secondary effects, ST-38.2). TV for the hero who caused them (ST-17.4, ST-17.5, D-29).
 */
export function woundEnemy(s: GameState, e: Model, n: number, by: Model | null, why: string): boolean {
  if (n <= 0 || e.removed) return false;
  const he = stat(e, 'HE');
  const taken = Math.min(n, Math.max(0, he - e.wounds));
  e.wounds += taken;
  if (s.stats && e.cell >= 0) s.stats.enemyWoundsAt[e.cell] += taken;
  if (s.log) log(s, { type: 'wound', id: e.id, wounds: e.wounds, taken, why });
  if (by && by.hero && adversaries(by, e) && e.def.size !== SIZE_TINY && taken > 0) {
    addTV(s, by, s.rs.s.tvForWounds === 'per-wound' ? taken : 1, `wounded ${e.id}`);
    if (e.wounds >= he) addTV(s, by, 1, `killed ${e.id}`);
  }
  return e.wounds >= he;
}

/** ST-38: removed from play; Loot (none for Tiny, two for a Big Guy, D-30); a group's last model takes its token (D-51). */
export function removeEnemy(s: GameState, e: Model, by: Model | null, why: string): void {
  if (e.removed) return;
  const cell = e.cell;
  e.removed = true;
  s.version++;
  if (cell >= 0 && s.occ[cell] === e.i) s.occ[cell] = -1;
  const loot = e.def.size === SIZE_TINY || why === 'suicidal tendencies' ? 0 : e.def.size === SIZE_BIG ? 2 : 1;
  if (cell >= 0 && loot > 0 && !e.hero) s.loot[cell] += loot;
  if (s.log) log(s, { type: 'ko', id: e.id, by: by?.id ?? null, loot, why });
  if (s.stats && cell >= 0) s.stats.killsAt[cell]++;
  if (s.stats && e.group >= 0) {
    const g = s.groups[e.group].name;
    s.stats.killsByGroup.set(g, (s.stats.killsByGroup.get(g) ?? 0) + 1);
  }
  if (e.group >= 0) {
    const g = s.groups[e.group];
    if (g.tick >= 0 && g.models.every((k) => s.models[k].removed)) {
      g.tick = -1;
      if (s.log) log(s, { type: 'token-removed', group: g.name });
    }
  }
  refreshEngaged(s);
}

/** ST-31.1, ST-31.3, ST-31.6: wounds on a destructible element (no TV); at its Health it is gone. */
export function woundElement(s: GameState, e: number, n: number, by: Model | null): boolean {
  const el = s.elements[e];
  if (!el || el.health <= 0 || n <= 0 || s.elemWounds[e] >= el.health) return false;
  s.elemWounds[e] = Math.min(el.health, s.elemWounds[e] + n);
  if (s.log) log(s, { type: 'wound', id: el.id, element: true, wounds: s.elemWounds[e], taken: n, by: by?.id ?? null });
  if (s.elemWounds[e] < el.health) return false;
  for (const c of el.cells) {
    if (s.elem[c] !== e) continue;
    s.flags[c] &= ~(F_NOPASS | F_NOSTOP | F_COVER | F_DYN | F_LOS);
    if (el.rough) s.flags[c] &= ~F_ROUGH;
    s.elem[c] = -1;
  }
  s.stepTables.length = 0;
  s.version++;
  s.dynLos = dynamicLos(s.elements, (i) => s.elements[i].health > 0 && s.elemWounds[i] >= s.elements[i].health);
  if (s.log) log(s, { type: 'destroyed', id: el.id, by: by?.id ?? null });
  return true;
}

/** ST-35, D-29, D-57: removes wounds; +1 TV to a healing hero if any was removed; revives a KO hero. */
export function healModel(s: GameState, healer: Model | null, m: Model, n: number): number {
  if (m.removed || n <= 0) return 0;
  const healed = Math.min(n, m.wounds);
  if (healed === 0) return 0;
  m.wounds -= healed;
  if (s.log) log(s, { type: 'heal', id: m.id, by: healer?.id ?? null, healed, wounds: m.wounds });
  if (healer && healer.hero && m.hero) addTV(s, healer, 1, `healed ${m.id}`);
  if (m.hero && m.ko) {
    m.ko = false;
    s.version++;
    m.tick = s.hand + 1;
    if (s.log) log(s, { type: 'revive', id: m.id, sector: ((((m.tick - 1) % 12) + 12) % 12) + 1 });
  }
  return healed;
}
