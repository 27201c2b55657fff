/**
 * The Momentum (ST-6…ST-13; D-7…D-16, D-43, D-51): activation tokens as absolute ticks, activation order,
 * hero activations with Time Shift, enemy group activations, reactions, and the Phase hand.
 */
import { groupOrder, groupRA, modelActivation, patrol, runReactions } from './ai';
import { commonTokenPhase, endOfActivation, oblivionTest } from './statuses';
import { drawCard, checkConditions, finish, onHandEnter } from './mission';
import { ST } from './symbols';
import { applyEffects } from './effects';
import { active, cycleOf, discard, log, sectorOf, stat, type GameState, type Model } from './state';

/** An Event card in play for the whole mission acts on each hero in its own token phase (ST-2.8). */
function onlyThisHero(e: unknown): unknown {
  if (!e || typeof e !== 'object') return e;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(e as Record<string, unknown>)) {
    const to = (v as { to?: unknown })?.to;
    out[k] = to === 'all-heroes' || to === 'active-hero' ? { ...(v as object), to: 'triggering-model' } : v;
  }
  return out;
}

export type OrderEntry = { hero: number } | { group: number };

/** RA that places a group in the activation order (D-16). */
function orderRA(s: GameState, g: number): number {
  return groupRA(s, s.groups[g], s.rs.s.groupOrderRA);
}

/**
 * Tokens still to act in the active sector, in order (ST-7, D-15, D-16): RA high to low, enemies before
 * heroes on equal RA, heroes by their order in the mission, enemy groups by name.
 */
export function activationOrder(s: GameState): OrderEntry[] {
  const items: { e: OrderEntry; ra: number; enemy: number; tie: number | string }[] = [];
  for (const h of s.heroes) {
    const m = s.models[h];
    if (!active(m) || m.tick !== s.hand || s.act?.hero === h) continue;
    items.push({ e: { hero: h }, ra: stat(m, 'RA'), enemy: 1, tie: h });
  }
  for (const g of s.groups) {
    if (g.tick !== s.hand) continue;
    items.push({ e: { group: g.i }, ra: orderRA(s, g.i), enemy: 0, tie: s.rs.s.enemyTieBreak === 'group-name' ? g.name : g.i });
  }
  // Most phases have one token or none: nothing to sort (a sort copies its array).
  if (items.length > 1) {
    items.sort((a, b) => {
      if (a.ra !== b.ra) return b.ra - a.ra;
      if (a.enemy !== b.enemy) return a.enemy - b.enemy;
      if (typeof a.tie === 'string' && typeof b.tie === 'string') return a.tie < b.tie ? -1 : a.tie > b.tie ? 1 : 0;
      return (a.tie as number) - (b.tie as number);
    });
  }
  return items.map((x) => x.e);
}

/**
 * The first token of `activationOrder`, found without building and sorting the order: the rules run this
 * before every activation. Same order (ties keep the listing order, as the stable sort does).
 */
function nextToAct(s: GameState): OrderEntry {
  let hero = -1;
  let group = -1;
  let ra = 0;
  let tie: number | string = 0;
  const byName = s.rs.s.enemyTieBreak === 'group-name';
  // Enemies come before heroes on equal RA, so groups are looked at first and a hero must have a higher RA.
  for (const g of s.groups) {
    if (g.tick !== s.hand) continue;
    const r = orderRA(s, g.i);
    const t = byName ? g.name : g.i;
    if (group < 0 || r > ra || (r === ra && (byName ? (t as string) < (tie as string) : (t as number) < (tie as number)))) {
      group = g.i;
      ra = r;
      tie = t;
    }
  }
  for (const h of s.heroes) {
    const m = s.models[h];
    if (!active(m) || m.tick !== s.hand || s.act?.hero === h) continue;
    const r = stat(m, 'RA');
    // On equal RA a group stays first, and of two heroes the lower index.
    if ((group < 0 && hero < 0) || r > ra || (r === ra && hero >= 0 && h < hero)) {
      hero = h;
      group = -1;
      ra = r;
    }
  }
  return hero >= 0 ? { hero } : { group };
}

/** ST-8.3, D-13: the hero's token moves forward; overtaken enemy tokens may react (ST-11). */
export function moveHeroToken(s: GameState, h: Model, n: number, why: string): void {
  if (n <= 0) return;
  const from = h.tick;
  h.tick += n;
  if (s.log) log(s, { type: 'token', id: h.id, sector: sectorOf(h.tick), moved: n, why });
  runReactions(s, h, from, h.tick);
}

/** Spends AP of the active hero for a declared action: the token moves first (ST-8.2 step 2). */
export function spend(s: GameState, ap: number, why: string): void {
  const act = s.act!;
  const h = s.models[act.hero];
  act.ap -= ap;
  act.actions++;
  moveHeroToken(s, h, ap, why);
}

/** Starts a hero's activation: AP = RA plus bonus tokens (ST-8.1), then the token phase (ST-13, D-43, D-41). */
export function beginHero(s: GameState, h: number, tokenPhase = true): void {
  const m = s.models[h];
  s.serial++;
  s.activations++;
  const ap = stat(m, 'RA') + m.tokens[ST['1-ap']] + 2 * m.tokens[ST['2-ap']];
  s.act = { hero: h, ap, startTick: m.tick, serial: s.serial, focusUsed: false, focusPending: false, actions: 0, healsUsed: [] };
  s.lastEnded = -1;
  if (s.log) log(s, { type: 'activate', id: m.id, ap });
  if (!tokenPhase) return;
  if (m.tokens[ST.stunned] > 0) {
    discard(s, m, ST.stunned);
    moveHeroToken(s, m, 2, 'Stunned');
  }
  if (!s.act) return;
  if (s.mission?.ongoing.length) applyEffects(s, s.mission.ongoing.map(onlyThisHero), m, 'the event card in play');
  commonTokenPhase(s, m);
  if (!s.act || s.result) return;
  oblivionTest(s, m, (x) => drawCard(s, 'oblivion', x));
  if (s.act && s.act.ap <= 0) endHero(s);
}

/**
 * ST-9, D-11: AP the active hero must still spend so its token reaches or passes the first enemy token at or
 * after the tick it started from, capped by the AP it has left.
 */
export function timeShiftDue(s: GameState): number {
  const act = s.act;
  if (!act) return 0;
  const h = s.models[act.hero];
  let e = Infinity;
  for (const g of s.groups) if (g.tick >= act.startTick && g.tick < e) e = g.tick;
  if (e === Infinity || e === act.startTick) return 0;
  return Math.max(0, Math.min(e - h.tick, act.ap));
}

/** Ends the active hero's activation: Time Shift, the D-10 minimum, then end-of-activation effects (D-42). */
export function endHero(s: GameState): void {
  const act = s.act;
  if (!act) return;
  const h = s.models[act.hero];
  const due = timeShiftDue(s);
  if (due > 0) {
    if (s.log) log(s, { type: 'action', id: h.id, actor: h.id, do: 'wait', ap: due, forced: 'time shift' });
    spend(s, due, 'Time Shift');
  }
  if (!s.act || s.result) return;
  if (h.tick <= s.hand) {
    const n = s.rs.s.minimumAdvance;
    if (s.log) log(s, { type: 'action', id: h.id, actor: h.id, do: 'wait', ap: n, forced: 'the token must leave the active sector' });
    act.ap = Math.max(0, act.ap - n);
    moveHeroToken(s, h, n, 'leaves the active sector');
  }
  if (!s.act || s.result) return;
  endOfActivation(s, h, act.serial);
  if (s.log) log(s, { type: 'end', id: h.id });
  s.act = null;
  s.lastEnded = h.i;
  checkConditions(s);
}

/** ST-10.4: one enemy group's activation. */
export function runGroup(s: GameState, gi: number): void {
  const g = s.groups[gi];
  s.activations++;
  if (s.log) log(s, { type: 'activate', group: g.name });
  const models = g.models.map((k) => s.models[k]).filter((m) => active(m) && m.cell >= 0);
  if (!g.inCombat) {
    // ST-10.6, ST-12.2: a waiting group acts only on Patrol.
    for (const m of models) if (g.patrol && active(m)) patrol(s, m, stat(m, 'RA'));
  } else {
    const ready: Model[] = [];
    for (const m of models) {
      if (m.tokens[ST.acted] > 0) {
        // ST-11.7, D-14: a model that reacted skips this activation entirely.
        discard(s, m, ST.acted);
        if (s.log) log(s, { type: 'skip', id: m.id, why: 'acted in a reaction' });
      } else ready.push(m);
    }
    for (const m of groupOrder(s, ready)) {
      if (s.result) return;
      if (!active(m)) continue;
      modelActivation(s, m);
      checkConditions(s); // D-64: after each enemy model's activation
    }
  }
  if (g.tick >= 0) g.tick += Math.max(1, groupRA(s, g, s.rs.s.groupAdvanceRA));
  checkConditions(s);
}

/** D-8: the Phase hand enters the next sector. Returns true when it holds activation tokens. */
export function stepHand(s: GameState): boolean {
  s.hand++;
  const sector = sectorOf(s.hand);
  if (s.log) log(s, { type: 'clock', cycle: cycleOf(s.hand), phase: sector });
  if (s.stats && sector === 12) s.stats.tvByCycle.push(s.heroes.map((h) => s.models[h].tv));
  if (onHandEnter(s)) return false;
  for (const h of s.heroes) {
    const m = s.models[h];
    if (m.ko && !m.removed && sectorOf(m.tick) === sector) {
      // ST-34.3: each time the hand reaches the KO marker's sector, one Serious Wound card.
      drawCard(s, 'serious-wound', m);
    }
  }
  checkConditions(s);
  return tokenAtHand(s);
}

/** Is any token still to act in the active sector (activationOrder not empty), without building the order? */
function tokenAtHand(s: GameState): boolean {
  for (const h of s.heroes) {
    const m = s.models[h];
    if (active(m) && m.tick === s.hand && s.act?.hero !== h) return true;
  }
  for (const g of s.groups) if (g.tick === s.hand) return true;
  return false;
}

export type AdvanceStop = 'hero' | 'over' | 'limit';

/** Runs the rules until a hero must decide, the game ends, or `maxActivations` more activations happened. */
export function advance(s: GameState, maxActivations = Infinity): AdvanceStop {
  const stopAt = s.activations + maxActivations;
  let idle = 0;
  while (true) {
    if (s.result) return 'over';
    if (s.act) return 'hero';
    if (!tokenAtHand(s)) {
      // With no token left the hand would turn for ever: on to the end time if there is one, else a draw.
      if (++idle > 12 * 4 && !anyToken(s) && !(s.mission && Number.isFinite(s.mission.cm.endTick) && s.mission.cm.endTick > s.hand)) {
        finish(s, 'draw', 'nothing is left to activate', 'nothing-left');
        return 'over';
      }
      stepHand(s);
      continue;
    }
    idle = 0;
    if (s.activations >= stopAt) return 'limit';
    if (s.activations >= s.rs.s.maxActivations) {
      finish(s, 'draw', `no result after ${s.rs.s.maxActivations} activations`, 'limit');
      return 'over';
    }
    const e = nextToAct(s);
    if ('hero' in e) beginHero(s, e.hero);
    else runGroup(s, e.group);
  }
}

function anyToken(s: GameState): boolean {
  return s.groups.some((g) => g.tick >= 0) || s.heroes.some((h) => active(s.models[h]));
}
