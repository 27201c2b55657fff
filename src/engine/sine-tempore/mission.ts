/**
 * Mission flow (ST-2.10, ST-6.5; D-8, D-51, D-52): the end time, events at Cycle.Phase times or on
 * conditions, spawning at spawn points with drafts by defcon and Horde (ST-47.2), card draws, victory and
 * defeat. What the rulebook leaves to the Campaign Book comes from the mission document (D-52).
 */
import { applyEffects } from './effects';
import { checkWake } from './triggers';
import { canStop } from './movement';
import { ST } from './symbols';
import {
  active,
  addModel,
  cycleOf,
  log,
  sectorOf,
  timeLabel,
  type Condition,
  type GameState,
  type Model,
  type MissionEvent,
} from './state';

export type Deck = 'resource' | 'serious-wound' | 'oblivion' | 'event';

/**
 * Draws a card for a model and resolves it: a Trap at once (ST-2.5), a Serious Wound's lasting effects
 * (ST-37), an Oblivion card (ST-40.10). Without a mission deck the draw is only logged (FORMAT.md).
 */
export function drawCard(s: GameState, deck: Deck, m: Model): string | null {
  const mi = s.mission;
  const pile = !mi ? null : deck === 'resource' ? mi.deckResources : deck === 'serious-wound' ? mi.deckSerious : deck === 'oblivion' ? mi.deckOblivion : null;
  if (deck === 'serious-wound') {
    const limit = s.rs.s.seriousWoundLimit;
    if (limit !== null && m.seriousWounds >= limit) return null;
    m.seriousWounds++;
    if (s.stats) s.stats.seriousWounds++;
  }
  if (!pile || pile.length === 0) {
    log(s, { type: 'draw', deck, id: m.id });
    return null;
  }
  const card = pile.shift()!;
  // The deck is a loop: a card goes to the bottom, as if the discard pile were reshuffled under it.
  pile.push(card);
  const def = mi!.cards.get(card);
  log(s, { type: 'draw', deck, id: m.id, card, name: def?.name ?? card });
  if (!def) return card;
  if (deck === 'resource') {
    if (def.trap) applyEffects(s, def.effects, m, `trap ${def.name}`);
    else m.resources.push(card);
  } else if (deck === 'oblivion') {
    applyEffects(s, def.effects, m, `Oblivion card ${def.name}`, def.phases ? s.hand + def.phases : undefined);
  } else {
    applyEffects(s, def.effects, m, `Serious Wound ${def.name}`);
  }
  return card;
}

/** D-8 steps 2–3 on entering a sector: the end time, then the events of that time. Returns true when the game ended. */
export function onHandEnter(s: GameState): boolean {
  const mi = s.mission;
  if (!mi) return false;
  if (mi.endTick !== null && s.hand >= mi.endTick) {
    finish(s, mi.endOutcome, `the end time ${timeLabel(mi.endTick)} was reached`);
    return true;
  }
  for (const t of mi.timed) {
    if (t.until === s.hand) {
      const m = s.models[t.model];
      m.statMods[t.stat] = (m.statMods[t.stat] ?? 0) - t.change;
    }
  }
  mi.timed = mi.timed.filter((t) => t.until > s.hand);
  for (const ev of mi.events) if (ev.at === s.hand && (!ev.once || ev.fired === 0)) fire(s, ev);
  return s.result !== null;
}

export function finish(s: GameState, outcome: 'victory' | 'defeat' | 'draw', reason: string): void {
  if (s.result) return;
  s.result = { outcome, reason, cycle: cycleOf(s.hand), phase: sectorOf(s.hand) };
  s.act = null;
  log(s, { type: 'result', outcome, reason, time: timeLabel(s.hand) });
}

function fire(s: GameState, ev: MissionEvent): void {
  ev.fired++;
  log(s, { type: 'event', id: ev.id, time: timeLabel(s.hand), message: ev.message });
  if (s.stats) s.stats.eventsFired.set(ev.id, (s.stats.eventsFired.get(ev.id) ?? 0) + 1);
  applyEffects(s, ev.effects, s.act ? s.models[s.act.hero] : null, `event ${ev.id}`);
  for (const sp of ev.spawn) spawn(s, sp.point, sp.enemy ?? null, sp.count ?? 1, sp.draft ?? false, `event ${ev.id}`);
}

/** Is the condition true now? */
export function holds(s: GameState, c: Condition): boolean {
  switch (c.kind) {
    case 'enemies-killed': {
      let n = 0;
      for (const m of s.models) if (!m.hero && m.removed && (!c.group || (m.group >= 0 && s.groups[m.group].name === c.group))) n++;
      return n >= c.count;
    }
    case 'all-enemies-dead':
      return s.models.every((m) => m.hero || m.removed) && !pendingSpawns(s);
    case 'hero-in': {
      let n = 0;
      for (const h of s.heroes) if (active(s.models[h]) && c.cells.includes(s.models[h].cell)) n++;
      return n >= c.count;
    }
    case 'heroes-ko': {
      let n = 0;
      for (const h of s.heroes) if (s.models[h].ko || s.models[h].removed) n++;
      return n >= Math.min(c.count, s.heroes.length) && s.heroes.length > 0;
    }
    case 'objective-done':
      return s.mission?.objectives.find((o) => o.id === c.id)?.done ?? false;
    case 'time':
      return s.hand >= c.tick;
    case 'enemy-in':
      return s.models.some((m) => !m.hero && active(m) && c.cells.includes(m.cell));
    case 'loot-collected':
      return (s.mission?.objectives.filter((o) => o.kind === 'collect').reduce((a, o) => a + o.progress, 0) ?? 0) >= c.count;
  }
}

function pendingSpawns(s: GameState): boolean {
  return !!s.mission?.events.some((e) => e.spawn.length > 0 && (e.fired === 0 || !e.once) && (e.at === null || e.at > s.hand));
}

/** Victory, defeat and event conditions, checked after every action and activation. */
export function checkConditions(s: GameState): void {
  if (s.result) return;
  const mi = s.mission;
  if (!mi) {
    if (s.heroes.length > 0 && s.heroes.every((h) => s.models[h].ko || s.models[h].removed)) finish(s, 'defeat', 'every hero is knocked out');
    return;
  }
  for (const ev of mi.events) if (ev.when && (!ev.once || ev.fired === 0) && holds(s, ev.when)) fire(s, ev);
  for (const d of mi.defeatIf) if (holds(s, d.when)) return finish(s, 'defeat', d.reason);
  for (const o of mi.objectives) {
    if (o.done) continue;
    if (o.kind === 'reach' && s.heroes.some((h) => active(s.models[h]) && o.cells.includes(s.models[h].cell))) complete(s, o.id);
    if (o.kind === 'kill' && o.target) {
      const dead = s.models.filter((m) => !m.hero && m.removed && (m.def.type === o.target || (m.group >= 0 && s.groups[m.group].name === o.target))).length;
      o.progress = dead;
      if (dead >= o.count) complete(s, o.id);
    }
  }
  if (mi.objectives.length > 0 && mi.objectives.every((o) => o.done || o.kind === 'survive')) {
    if (mi.objectives.some((o) => o.kind !== 'survive')) return finish(s, 'victory', `objectives achieved: ${mi.objectives.map((o) => o.label).join(', ')}`);
  }
}

export function complete(s: GameState, id: string): void {
  const o = s.mission?.objectives.find((x) => x.id === id);
  if (!o || o.done) return;
  o.done = true;
  log(s, { type: 'objective', id, label: o.label });
}

/**
 * ST-47.2, D-51, D-52: places enemies at a spawn point's free squares (as many as fit). A draft draws an
 * enemy type from the defcon's draft deck; Horde X places X models.
 */
export function spawn(s: GameState, point: string, enemy: string | null, count: number, draft: boolean, why: string): number {
  const mi = s.mission;
  if (!mi) return 0;
  const sp = mi.spawnPoints.find((p) => p.id === point);
  if (!sp) return 0;
  let type = enemy;
  if (draft || !type) {
    if (mi.deckDraft.length === 0) return 0;
    type = mi.deckDraft.shift()!;
    mi.deckDraft.push(type);
  }
  const def = mi.enemyTypes.get(type);
  if (!def) return 0;
  const n = count * (def.horde > 1 ? def.horde : 1);
  let g = s.groups.find((x) => x.name === def.group);
  if (!g) {
    g = { i: s.groups.length, name: def.group, tick: -1, inCombat: false, models: [], faction: factionIndex(s, def.faction), objective: null, patrol: null, patrolIndex: 0 };
    s.groups.push(g);
  }
  let placed = 0;
  const free = spawnSquares(s, sp.cells);
  for (let k = 0; k < n && free.length > 0; k++) {
    const c = free.shift()!;
    mi.spawnSerial++;
    const m = addModel(s, `${type}-s${mi.spawnSerial}`, def, g.faction, g.i, c);
    if (def.predator) g.inCombat = true;
    placed++;
    log(s, { type: 'spawn', id: m.id, enemy: type, group: g.name, at: [c % s.board.width, (c / s.board.width) | 0], why });
  }
  if (placed > 0 && g.tick < 0) {
    g.tick = s.hand + s.rs.s.spawnTokenOffset;
    log(s, { type: 'token', group: g.name, sector: sectorOf(g.tick), why: 'new group (D-51)' });
  }
  if (placed > 0) checkWake(s, null);
  return placed;
}

function spawnSquares(s: GameState, cells: number[]): number[] {
  const out: number[] = [];
  const probe = s.models.find((m) => !m.hero) ?? s.models[0];
  for (const c of cells) if (s.occ[c] < 0 && (!probe || canStop(s, probe, c))) out.push(c);
  return out;
}

function factionIndex(s: GameState, faction: string): number {
  const known = s.groups.find((g) => s.models.some((m) => m.group === g.i && (m.def as { faction?: string }).faction === faction));
  return known ? known.faction : 1;
}

export { ST };
