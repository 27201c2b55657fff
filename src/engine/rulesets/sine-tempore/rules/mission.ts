/**
 * Mission flow (ST-2.10, ST-6.5; D-8, D-51, D-52): the end time, events at Cycle.Phase times or on
 * conditions, spawning at spawn points with drafts by defcon and Horde (ST-47.2), card draws, interactive
 * objects, victory and defeat. What the rulebook leaves to the Campaign Book comes from the mission document.
 */
import type { Effect, Location } from '../../../generated/types/mission';
import { F_NOPASS, F_NOSTOP, F_ON, withWall } from './board';
import { nearestSquare } from './geometry';
import { applyCommon, applyEffects } from './effects';
import { checkWake, enterCombat } from './triggers';
import type { CCond, CompiledEvent, CompiledSpawn, CompiledObject } from './compile';
import {
  active,
  addModel,
  cycleOf,
  log,
  sectorOf,
  timeLabel,
  type GameState,
  type Model,
  type Objective,
} from './state';

export type Deck = 'resource' | 'serious-wound' | 'oblivion';

/**
 * Draws a card for a model and resolves it: a Trap at once (ST-2.5), a Serious Wound's lasting effects
 * (ST-37), an Oblivion card (ST-40.10). Without a mission deck the draw is only logged (FORMAT.md).
 */
export function drawCard(s: GameState, deck: Deck, m: Model, forced?: string): string | null {
  const mi = s.mission;
  if (deck === 'serious-wound') {
    const limit = s.rs.s.seriousWoundLimit;
    if (limit !== null && m.seriousWounds >= limit) return null;
    m.seriousWounds++;
    if (s.stats) s.stats.seriousByHero[s.heroes.indexOf(m.i)]++;
  }
  const pile = !mi ? null : deck === 'resource' ? mi.decks.resources : deck === 'serious-wound' ? mi.decks.serious : mi.decks.oblivion;
  if (!forced && (!pile || pile.length === 0)) {
    if (s.log) log(s, { type: 'draw', deck, id: m.id });
    return null;
  }
  let card = forced;
  if (!card) {
    card = pile!.shift()!;
    // The deck loops: a drawn card goes to the bottom, as if the discards were shuffled back under it.
    pile!.push(card);
  }
  const def = mi?.cm.cards.get(card);
  if (s.log) log(s, { type: 'draw', deck, id: m.id, card, name: def?.name ?? card });
  if (!def) return card;
  if (deck === 'resource') {
    if (def.type === 'trap') applyEffects(s, def.effects, m, `trap ${def.name}`);
    else m.resources.push(card);
  } else if (deck === 'oblivion') {
    applyEffects(s, def.effects, m, `Oblivion card ${def.name}`, def.type === 'temporary' && def.phases ? s.hand + def.phases : undefined);
  } else {
    applyEffects(s, def.effects, m, `Serious Wound ${def.name}`);
  }
  return card;
}

/** Ends the game. `condition` names what ended it: a condition's name (D-64) or `limit`, `nothing-left`, `effect`. */
export function finish(s: GameState, outcome: 'victory' | 'defeat' | 'draw', reason: string, condition: string): void {
  if (s.result) return;
  s.result = { outcome, reason, condition, cycle: cycleOf(s.hand), phase: sectorOf(s.hand) };
  s.act = null;
  if (s.log) log(s, { type: 'result', outcome, reason, condition, time: timeLabel(s.hand) });
}

/** D-8 steps 2–3 on entering a sector: the end time, then the events of that time. Returns true when the game ended. */
export function onHandEnter(s: GameState): boolean {
  const mi = s.mission;
  if (!mi) return false;
  if (s.hand >= mi.cm.endTick) {
    // D-64: at the end time the mission ends whatever else holds; `time-up` holds from now on, and with no
    // condition of either list holding it is lost (the older reading, a draw, is the setting's other value).
    mi.timeUp = true;
    checkConditions(s);
    if (s.rs.s.timeUpWithoutCondition === 'defeat') finish(s, 'defeat', describe({ k: 'time-up' }), 'time-up');
    else finish(s, 'draw', `the end time ${timeLabel(mi.cm.endTick)} was reached with no victory or defeat condition met`, 'time-up');
    return true;
  }
  if (mi.timed.length) {
    for (const t of mi.timed) {
      if (t.until !== s.hand) continue;
      const m = s.models[t.model];
      m.statMods[t.stat] = (m.statMods[t.stat] ?? 0) - t.change;
    }
    mi.timed = mi.timed.filter((t) => t.until > s.hand);
  }
  for (const ev of mi.cm.events) {
    if (s.result) break;
    if (ev.at !== s.hand || (ev.once && mi.fired.get(ev.id))) continue;
    fire(s, ev, null);
    checkConditions(s); // D-64: after each event
  }
  return s.result !== null;
}

function fire(s: GameState, ev: CompiledEvent, trigger: Model | null): void {
  const mi = s.mission!;
  mi.fired.set(ev.id, (mi.fired.get(ev.id) ?? 0) + 1);
  if (s.log) log(s, { type: 'event', id: ev.id, name: ev.title, time: timeLabel(s.hand) });
  if (s.stats) s.stats.eventsFired.set(ev.id, (s.stats.eventsFired.get(ev.id) ?? 0) + 1);
  applyMissionEffects(s, ev.effects, trigger ?? (s.act ? s.models[s.act.hero] : null), `event ${ev.id}`);
}

/** Is the condition true now? */
export function holds(s: GameState, c: CCond): boolean {
  const mi = s.mission;
  switch (c.k) {
    case 'all-heroes-ko': {
      // Checked after every step of every model: plain loops, no closures or arrays.
      for (let i = 0; i < s.heroes.length; i++) {
        const m = s.models[s.heroes[i]];
        if (!m.ko && !m.removed) return false;
      }
      return s.heroes.length > 0;
    }
    case 'time-up':
      return !!mi?.timeUp;
    case 'all-enemies-eliminated': {
      if (!mi?.everEnemies) return false;
      for (let i = 0; i < s.models.length; i++) if (!s.models[i].hero && !s.models[i].removed) return false;
      return true;
    }
    case 'group-eliminated': {
      const g = s.groups.find((x) => x.name === c.group);
      return !!g && g.models.length > 0 && g.models.every((k) => s.models[k].removed);
    }
    case 'hero-ko': {
      const i = s.byId.get(c.hero);
      return i !== undefined && (s.models[i].ko || s.models[i].removed);
    }
    case 'hero-reaches': {
      let standing = 0;
      let inside = 0;
      for (let i = 0; i < s.heroes.length; i++) {
        const m = s.models[s.heroes[i]];
        if (!active(m)) continue;
        standing++;
        if (c.cells.has(m.cell)) inside++;
      }
      return c.all ? standing > 0 && inside === standing : inside > 0;
    }
    case 'group-reaches': {
      const g = s.groups.find((x) => x.name === c.group);
      return !!g && g.models.some((k) => active(s.models[k]) && c.cells.has(s.models[k].cell));
    }
    case 'objects-interacted': {
      let used = 0;
      for (let i = 0; i < c.objects.length; i++) if (mi?.interacted.has(c.objects[i])) used++;
      return used >= c.count;
    }
    case 'event-fired':
      return (mi?.fired.get(c.id) ?? 0) > 0;
    case 'time-reached':
      return s.hand >= c.tick;
    case 'loot-collected':
      return (mi?.lootCollected ?? 0) >= c.count;
    case 'all':
      for (let i = 0; i < c.of.length; i++) if (!holds(s, c.of[i])) return false;
      return true;
    case 'any':
      for (let i = 0; i < c.of.length; i++) if (holds(s, c.of[i])) return true;
      return false;
  }
}

/** A condition in words, for the result's reason. */
export function describe(c: CCond): string {
  switch (c.k) {
    case 'all-heroes-ko':
      return 'every hero is knocked out';
    case 'time-up':
      return 'time ran out';
    case 'all-enemies-eliminated':
      return 'every enemy is eliminated';
    case 'group-eliminated':
      return `group ${c.group} is eliminated`;
    case 'hero-ko':
      return `${c.hero} is knocked out`;
    case 'hero-reaches':
      return `${c.all ? 'every hero' : 'a hero'} reached ${c.label}`;
    case 'group-reaches':
      return `group ${c.group} reached ${c.label}`;
    case 'objects-interacted':
      return `${c.objects.join(', ')} ${c.objects.length > 1 ? 'were' : 'was'} used`;
    case 'event-fired':
      return `event ${c.id} happened`;
    case 'time-reached':
      return `the time ${timeLabel(c.tick)} was reached`;
    case 'loot-collected':
      return `${c.count} loot collected`;
    case 'all':
      return c.of.map(describe).join(' and ');
    case 'any':
      return c.of.map(describe).join(' or ');
  }
}

/** Events on conditions, then defeat (checked first), then victory; after every action and activation. */
export function checkConditions(s: GameState): void {
  if (s.result) return;
  const mi = s.mission;
  if (!mi) {
    if (s.heroes.length > 0 && s.heroes.every((h) => s.models[h].ko || s.models[h].removed)) finish(s, 'defeat', 'every hero is knocked out', 'all-heroes-ko');
    return;
  }
  // Conditions read only where models are and whether they stand (`s.version`), the time, the objects used,
  // the events that fired and the loot collected. When none of that changed since a check that itself changed
  // none of it, every condition and event answers as it did then: nothing to fire, nothing to finish.
  const seen = s.conditionsSeen;
  const version = s.version;
  const hand = s.hand;
  const interacted = mi.interacted.size;
  const fired = mi.fired.size;
  const loot = mi.lootCollected;
  const timeUp = mi.timeUp;
  if (seen.version === version && seen.hand === hand && seen.interacted === interacted && seen.fired === fired && seen.loot === loot && seen.timeUp === timeUp) return;
  for (const ev of mi.cm.events) {
    if (s.result) return;
    if (!ev.when || (ev.once && mi.fired.get(ev.id))) continue;
    // A repeatable event fires each time its condition becomes true, not on every check while it stays true.
    const now = holds(s, ev.when);
    const before = mi.holding.has(ev.id);
    if (now) mi.holding.add(ev.id);
    else mi.holding.delete(ev.id);
    if (now && !before) fire(s, ev, null);
  }
  // D-64: defeat is checked before victory, so a check where both hold loses the mission (ST-16.2).
  for (const c of mi.cm.defeat) if (holds(s, c)) return finish(s, 'defeat', describe(c), c.k);
  for (const c of mi.cm.victory) if (holds(s, c)) return finish(s, 'victory', describe(c), c.k);
  if (s.version === version && s.hand === hand && mi.interacted.size === interacted && mi.fired.size === fired && mi.lootCollected === loot && mi.timeUp === timeUp) {
    seen.version = version;
    seen.hand = hand;
    seen.interacted = interacted;
    seen.fired = fired;
    seen.loot = loot;
    seen.timeUp = timeUp;
  }
}

function locate(s: GameState, l: Location): number[] {
  const cm = s.mission!.cm;
  const b = s.board;
  if (l.square) return [l.square[1] * b.width + l.square[0]];
  if (l.zone) return cm.zones.get(l.zone) ?? [];
  if (l.object) {
    const o = cm.objects.find((x) => x.id === l.object);
    if (!o) return [];
    const out: number[] = [];
    for (let d = 0; d < 4; d++) if (b.nbr[o.cell * 4 + d] >= 0) out.push(b.nbr[o.cell * 4 + d]);
    return out;
  }
  return [];
}

/** An objective of a mission effect, its place found on the board; without a place, a TV threshold only. */
function objectiveOf(s: GameState, o: NonNullable<Effect['set-objective']>['objective']): Objective {
  if (!o.target) return { tv: o.tv, cells: [], kind: 'none', label: '' };
  return { tv: o.tv, cells: locate(s, o.target), kind: 'reach', label: o.target.zone ?? o.target.object ?? 'a square' };
}

/** Mission effects (the schema's closed list): the shared card effects plus spawn, objectives, combat, loot, walls, events, the end. */
export function applyMissionEffects(s: GameState, effects: readonly Effect[], trigger: Model | null, source: string): void {
  const mi = s.mission!;
  for (const e of effects) {
    for (const [key, value] of Object.entries(e)) {
      if (s.result) return;
      if (applyCommon(s, key, value, trigger, source)) continue;
      switch (key) {
        case 'spawn': {
          const sp = value as NonNullable<Effect['spawn']>;
          const p = mi.cm.spawnPoints.find((x) => x.id === sp.point);
          if (p) spawnAt(s, p, sp.enemies ?? null, source, { group: sp.group, ids: sp.ids, state: sp.state, objective: sp.objective ? objectiveOf(s, sp.objective) : undefined });
          break;
        }
        case 'set-objective': {
          const so = value as NonNullable<Effect['set-objective']>;
          const g = s.groups.find((x) => x.name === so.group);
          if (g) {
            g.objective = objectiveOf(s, so.objective);
            s.version++;
            if (s.log) log(s, { type: 'objective', group: g.name, tv: so.objective.tv, why: source });
          }
          break;
        }
        case 'enter-combat': {
          const g = s.groups.find((x) => x.name === value);
          if (g) enterCombat(s, g.i, source);
          break;
        }
        case 'place-loot': {
          const pl = value as { at: [number, number]; count?: number };
          const c = pl.at[1] * s.board.width + pl.at[0];
          s.loot[c] += pl.count ?? 1;
          if (s.log) log(s, { type: 'loot-placed', at: pl.at, count: pl.count ?? 1 });
          break;
        }
        case 'open-wall':
        case 'close-wall': {
          const [a, b] = value as [[number, number], [number, number]];
          s.board = withWall(s.board, a, b, key === 'close-wall');
          s.version++;
          if (s.log) log(s, { type: key, between: [a, b], why: source });
          break;
        }
        case 'trigger-event': {
          const ev = mi.cm.events.find((x) => x.id === value);
          if (ev && (!ev.once || !mi.fired.get(ev.id))) fire(s, ev, trigger);
          break;
        }
        case 'end-mission':
          finish(s, value === 'victory' ? 'victory' : 'defeat', `${source} ends the mission`, 'end-mission');
          break;
        default:
          if (s.log) log(s, { type: 'effect', effect: key, ignored: true, why: source });
      }
    }
  }
}

/** ST-14.10: a hero uses an interactive object (the caller checked adjacency and paid the AP). */
export function interact(s: GameState, h: Model, o: CompiledObject): void {
  const mi = s.mission!;
  mi.interacted.add(o.id);
  if (s.log) log(s, { type: 'interact', id: h.id, object: o.id, name: o.title });
  applyMissionEffects(s, o.effects, h, `object ${o.id}`);
  checkConditions(s);
}

/** Draws an enemy type from the Enemy Draft deck of a Defcon (the mission's own deck when it has one). */
function draftType(s: GameState, defcon: number): string | null {
  const mi = s.mission!;
  const deck = mi.decks.mission && defcon === mi.cm.defcon ? mi.decks.mission : mi.decks.draft.get(defcon);
  if (!deck || deck.length === 0) return null;
  const t = deck.shift()!;
  deck.push(t);
  return t;
}

/** Where a spawned model may be put (D-63): a square on the board that can be stood on and holds no model, KO heroes included. */
function freeForSpawn(s: GameState, c: number): boolean {
  return (s.flags[c] & F_ON) !== 0 && (s.flags[c] & (F_NOSTOP | F_NOPASS)) === 0 && s.occ[c] < 0;
}

/** What a spawn effect may say beyond its enemies: the group they join, their ids, their state. */
export interface SpawnOptions {
  group?: string;
  ids?: string[];
  state?: 'waiting' | 'patrol' | 'combat';
  /** Instead of the spawn point's. */
  objective?: Objective;
}

/**
 * ST-47.2, D-51, D-52, D-63: enemies appear one by one, each on the free square nearest to the spawn point (the
 * point itself first; distance as for range, ties in reading order); a model with no free square is not placed.
 * A draft draws Enemy Draft cards (Horde X places X models per card). Models join the named group, else the
 * group of their miniature, on its activation token while it is on the dial; a group without a token gets one
 * in the sector after the one the Phase hand is on.
 */
export function spawnAt(
  s: GameState,
  p: CompiledSpawn,
  enemies: { enemy: string; count: number }[] | null,
  why: string,
  opts: SpawnOptions = {},
): number {
  const mi = s.mission!;
  let list = enemies ?? p.fixed;
  if (!enemies && p.draft) {
    list = [];
    for (let k = 0; k < p.draft.cards; k++) {
      const t = draftType(s, p.draft.defcon);
      const type = t ? mi.cm.enemyTypes.get(t) : undefined;
      if (t && type) list.push({ enemy: t, count: type.def.horde > 1 ? type.def.horde : 1 });
    }
  }
  const state = opts.state ?? p.state;
  let placed = 0;
  let named = 0;
  for (const { enemy, count } of list) {
    const type = mi.cm.enemyTypes.get(enemy);
    if (!type) continue;
    let g = opts.group !== undefined ? s.groups.find((x) => x.name === opts.group) : s.groups.find((x) => x.miniature === type.miniature && x.tick >= 0);
    const fresh = !g;
    if (!g) {
      const name = opts.group ?? type.miniature;
      g = { i: s.groups.length, name, miniature: type.miniature, tick: -1, inCombat: false, models: [], faction: type.faction, objective: null, patrol: null, patrolIndex: 0 };
      // A mission's own group may carry any name, the editor's `gnawling-2` included: a new one never repeats it.
      if (opts.group === undefined) for (let k = s.groups.length; s.groups.some((x) => x.name === g!.name); k++) g.name = `${type.miniature}-${k}`;
      s.groups.push(g);
    }
    let n = 0;
    for (let k = 0; k < count; k++) {
      const c = nearestSquare(s.board, p.at, (q) => freeForSpawn(s, q));
      let id: string;
      if (opts.ids && named < opts.ids.length) {
        id = opts.ids[named++];
        // An event that happens again spawns its named models again: the later ones are told apart.
        while (s.byId.has(id)) id = `${id}-${++mi.spawnSerial}`;
      } else {
        // The editor names placed models `gnawling-1`, … too: a spawned one takes the next number still free.
        do id = `${enemy}-${++mi.spawnSerial}`;
        while (s.byId.has(id));
      }
      if (c < 0) {
        if (s.log) log(s, { type: 'spawn-blocked', id, enemy, group: g.name, why });
        continue;
      }
      addModel(s, id, type.def, g.faction, g.i, c);
      n++;
      if (s.log) log(s, { type: 'spawn', id, enemy, group: g.name, at: [c % s.board.width, (c / s.board.width) | 0], why });
    }
    if (n === 0) {
      if (fresh) s.groups.pop();
      continue;
    }
    placed += n;
    mi.everEnemies = true;
    if (g.tick < 0) {
      g.tick = s.hand + s.rs.s.spawnTokenOffset;
      if (s.log) log(s, { type: 'token', group: g.name, sector: sectorOf(g.tick), why: 'a new group joins the Momentum (D-51, D-63)' });
    }
    if (state === 'combat' || type.def.predator) enterCombat(s, g.i, `spawned by ${why}`);
    const objective = opts.objective ?? p.objective;
    if (!g.objective && objective) g.objective = objective;
  }
  if (placed > 0) checkWake(s, null);
  return placed;
}
