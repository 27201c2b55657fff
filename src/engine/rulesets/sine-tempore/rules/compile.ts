/**
 * Mission + catalog documents → a compiled mission (board, model definitions, decks, events, conditions),
 * built once; `newGame` then makes a fresh game state from it for each seed, cheaply.
 */
import type { Catalog, Enemy, Heal, Hero, HeroAttack, ModelSkill, ScenicElement } from '../../../generated/types/catalog';
import type { Condition, Effect, Location, Mission, Objective as MissionObjective } from '../../../generated/types/mission';
import { placeFootprint, placeSquare, rotatedSize, type Rotation } from '../board/grid';
import { BoardBuilder, boardElement, F_COVER, F_DYN, F_NOPASS, F_NOSTOP, F_ON, F_ROUGH, F_WATER, WALL_BIT, cellOf, type Board, type BoardElement, type ElementCategory } from './board';
import { nearestSquares } from './geometry';
import { applyModelSkill, attackFromJson, blankModel, eachRule, sizeOf, type AttackDef, type ModelDef } from './defs';
import { resolveSettings, type EngineSettings, type Resolved } from './settings';
import { statusOf, symOf } from './symbols';
import { addGroup, addModel, createState, dynamicLos, newStats, tickAhead, tickOf, type GameState, type Objective } from './state';
import { checkWake } from './triggers';
import { applyEffects } from './effects';
import { spawnAt } from './mission';
import { maxOf, pushAll } from '../../../core/lists';
import type { GameScratch } from './scratch';
import { MessageError, messageOf } from '../../../format/messages/error';
import type { Arg, Message } from '../../../format/messages/index';
import { says } from './errors';

type Text = string | { en?: string; de?: string; fr?: string };

export function text(t: Text | undefined, fallback = ''): string {
  if (t === undefined) return fallback;
  return typeof t === 'string' ? t : (t.en ?? t.de ?? t.fr ?? fallback);
}

/** A condition with its places resolved to squares. */
export type CCond =
  | { k: 'all-heroes-ko' }
  | { k: 'time-up' }
  | { k: 'all-enemies-eliminated' }
  | { k: 'group-eliminated'; group: string }
  | { k: 'hero-ko'; hero: string }
  | { k: 'hero-reaches'; cells: Set<number>; all: boolean; label: string }
  | { k: 'group-reaches'; group: string; cells: Set<number>; label: string }
  | { k: 'objects-interacted'; objects: string[]; count: number }
  | { k: 'event-fired'; id: string }
  | { k: 'time-reached'; tick: number }
  | { k: 'loot-collected'; count: number }
  | { k: 'all'; of: CCond[] }
  | { k: 'any'; of: CCond[] };

export interface EnemyType {
  def: ModelDef;
  /** The miniature: types sharing it share an activation token (ST-18). */
  miniature: string;
  faction: number;
}

export interface CompiledGroup {
  name: string;
  title: string;
  faction: number;
  state: 'waiting' | 'patrol' | 'combat';
  sector: number;
  objective: Objective | null;
  patrol: number[] | null;
  models: { id: string; type: string; cell: number }[];
}

export interface CompiledSpawn {
  id: string;
  title: string;
  /** The spawning point's square. */
  at: number;
  /** The point and the squares models may be put on around it, nearest first (D-63), at most 64: for the map. */
  cells: number[];
  fixed: { enemy: string; count: number }[];
  draft: { cards: number; defcon: number } | null;
  atStart: boolean;
  state: 'waiting' | 'patrol' | 'combat';
  objective: Objective | null;
}

export interface CompiledObject {
  id: string;
  title: string;
  cell: number;
  ap: number;
  once: boolean;
  effects: Effect[];
}

export interface CompiledEvent {
  id: string;
  title: string;
  at: number | null;
  when: CCond | null;
  once: boolean;
  effects: Effect[];
}

export interface Card {
  id: string;
  name: string;
  kind: 'resource' | 'serious-wound' | 'oblivion' | 'event';
  type: string;
  effects: unknown[];
  cell?: string;
  phases?: number;
  duration?: string;
}

export interface CompiledMission {
  id: string;
  title: string;
  board: Board;
  rs: Resolved;
  heroes: { id: string; def: ModelDef; cell: number; sector: number }[];
  groups: CompiledGroup[];
  enemyTypes: Map<string, EnemyType>;
  factions: string[];
  spawnPoints: CompiledSpawn[];
  objects: CompiledObject[];
  loot: { cell: number; count: number; resource: string | null }[];
  zones: Map<string, number[]>;
  deployment: number[];
  startTick: number;
  endTick: number;
  events: CompiledEvent[];
  victory: CCond[];
  defeat: CCond[];
  cards: Map<string, Card>;
  decks: { resources: string[]; serious: string[]; oblivion: string[]; events: string[]; draft: Map<number, string[]> };
  draftDeck: string[] | null;
  defcon: number;
  eventCard: string | null;
  scenicDraw: { perTile: number; pool: ScenicElement[]; tiles: number[][] } | null;
  glyphs: Map<number, string>;
  /** Rules printed as text only: the simulator does not apply them, and the report says so. */
  notes: string[];
  // Worked out once per compiled mission for the hero bot, not cached on a hot function's first calls (V8 leaves
  // the optimised code without feedback for the cache miss, which then deoptimises it on the next mission).
  /** Heroes whose knock-out loses the mission. */
  vitalHeroes: Set<string>;
  /** Each object's square by id. */
  objectCells: Map<string, number>;
  /** Objects a victory condition or an event's condition needs interacted with. */
  wantedObjects: Set<string>;
}

/** A compiled mission before the figures `compiledMission` works out from it. */
export type MissionParts = Omit<CompiledMission, 'vitalHeroes' | 'objectCells' | 'wantedObjects'>;

/**
 * A compiled mission as a class, not an object literal: V8 makes a literal's template the second time the literal
 * runs, with placeholder values that widen every field's recorded type, so each function optimised against the
 * first compiled mission deoptimises when the second arrives (the first live-balance batch after an edit cost
 * 2–3 times a steady one). A constructor's objects keep one shape and their fields' types from the first.
 */
class MissionShape implements CompiledMission {
  declare id: CompiledMission['id'];
  declare title: CompiledMission['title'];
  declare board: CompiledMission['board'];
  declare rs: CompiledMission['rs'];
  declare heroes: CompiledMission['heroes'];
  declare groups: CompiledMission['groups'];
  declare enemyTypes: CompiledMission['enemyTypes'];
  declare factions: CompiledMission['factions'];
  declare spawnPoints: CompiledMission['spawnPoints'];
  declare objects: CompiledMission['objects'];
  declare loot: CompiledMission['loot'];
  declare zones: CompiledMission['zones'];
  declare deployment: CompiledMission['deployment'];
  declare startTick: CompiledMission['startTick'];
  declare endTick: CompiledMission['endTick'];
  declare events: CompiledMission['events'];
  declare victory: CompiledMission['victory'];
  declare defeat: CompiledMission['defeat'];
  declare cards: CompiledMission['cards'];
  declare decks: CompiledMission['decks'];
  declare draftDeck: CompiledMission['draftDeck'];
  declare defcon: CompiledMission['defcon'];
  declare eventCard: CompiledMission['eventCard'];
  declare scenicDraw: CompiledMission['scenicDraw'];
  declare glyphs: CompiledMission['glyphs'];
  declare notes: CompiledMission['notes'];
  declare vitalHeroes: Set<string>;
  declare objectCells: Map<string, number>;
  declare wantedObjects: Set<string>;
  constructor(m: MissionParts) {
    this.id = m.id;
    this.title = m.title;
    this.board = m.board;
    this.rs = m.rs;
    this.heroes = m.heroes;
    this.groups = m.groups;
    this.enemyTypes = m.enemyTypes;
    this.factions = m.factions;
    this.spawnPoints = m.spawnPoints;
    this.objects = m.objects;
    this.loot = m.loot;
    this.zones = m.zones;
    this.deployment = m.deployment;
    this.startTick = m.startTick;
    this.endTick = m.endTick;
    this.events = m.events;
    this.victory = m.victory;
    this.defeat = m.defeat;
    this.cards = m.cards;
    this.decks = m.decks;
    this.draftDeck = m.draftDeck;
    this.defcon = m.defcon;
    this.eventCard = m.eventCard;
    this.scenicDraw = m.scenicDraw;
    this.glyphs = m.glyphs;
    this.notes = m.notes;
    this.vitalHeroes = new Set(m.defeat.flatMap((c) => (c.k === 'hero-ko' ? [c.hero] : [])));
    this.objectCells = new Map(m.objects.map((o) => [o.id, o.cell]));
    this.wantedObjects = new Set(m.objects.filter((o) => wantedBy(m, o.id)).map((o) => o.id));
  }
}

/** A compiled mission from its parts, with the per-mission figures the bots read worked out (one shape for all). */
export function compiledMission(parts: MissionParts): CompiledMission {
  return new MissionShape(parts);
}

/** Does a victory condition or an event's condition need this object interacted with? */
function wantedBy(m: MissionParts, id: string): boolean {
  const has = (c: CCond): boolean =>
    c.k === 'objects-interacted' ? c.objects.includes(id) : c.k === 'all' || c.k === 'any' ? c.of.some(has) : false;
  return m.victory.some(has) || m.events.some((e) => e.when !== null && has(e.when));
}

/** A mission the engine cannot play: its message (errors.ts) says why, in the reader's language. */
export class CompileError extends MessageError {}

/** Why an inner step failed, as a phrase of the outer message. */
const reasonOf = (e: unknown): Arg => messageOf(e) ?? (e instanceof Error ? e.message : String(e));

function timeTick(t: string): number {
  const m = /^(\d+)\.(\d+)$/.exec(t);
  if (!m) throw new CompileError(says('st-error-time', { time: t }));
  return tickOf(Number(m[1]), Number(m[2]));
}

function categoryFlags(e: ScenicElement): Omit<BoardElement, 'index' | 'id' | 'defId' | 'cells' | 'onEnter' | 'dynamic'> {
  const cat = e.category as ElementCategory;
  const cover = cat === 'light-cover' || cat === 'solid-cover';
  const obstruction = cat === 'light-obstruction' || cat === 'solid-obstruction';
  const climbable = cat === 'container' || cat === 'building';
  // D-27: obstructions block movement unless the card says otherwise; a 3D piece cannot be stood on.
  const blocksMove = e.impassable === true || obstruction;
  return {
    category: cat,
    health: (cat === 'light-cover' || cat === 'light-obstruction') && e.health ? e.health : 0,
    cover,
    blocksLos: obstruction,
    blocksMove,
    noStop: blocksMove || (e.threeD === true && !climbable),
    rough: e.roughTerrain === true,
  };
}

function heroAttack(a: HeroAttack, rs: Resolved, owner: Message): AttackDef {
  const j = { ...(a as unknown as Record<string, unknown>), name: a.id };
  delete (j as { id?: unknown }).id;
  try {
    return attackFromJson(j, true, { closeCombat: rs.closeCombat, ranged: rs.ranged, psionic: rs.psionic });
  } catch (e) {
    throw new CompileError(says('st-error-in', { owner, reason: reasonOf(e) }));
  }
}

function applySkills(def: ModelDef, skills: readonly ModelSkill[] | undefined, owner: Message): void {
  try {
    eachRule(skills, (k, v) => applyModelSkill(def, k, v));
  } catch (e) {
    throw new CompileError(says('st-error-in', { owner, reason: reasonOf(e) }));
  }
}

function healOf(owner: { heal?: Heal }, name: string): ModelDef['heals'][number] | null {
  const h = owner.heal;
  return h ? { name, ap: h.ap, amount: h.wounds, minRange: 0, range: h.range ?? 1, once: h.oncePerActivation ?? false } : null;
}

export function heroDef(hero: Hero, entry: { equipment?: string[]; skills?: string[] }, catalog: Catalog, rs: Resolved, notes: string[]): ModelDef {
  const def = blankModel(hero.id, true);
  def.name = text(hero.name, hero.id);
  def.size = sizeOf(hero.size);
  Object.assign(def, { RA: hero.stats.RA, PH: hero.stats.PH, PR: hero.stats.PR, MI: hero.stats.MI, HE: hero.stats.HE });
  def.climb = 1;
  const equipment = new Map(catalog.equipment.map((e) => [e.id, e]));
  const names = new Set<string>();
  // The next suffix to try per name: every smaller one is taken for good, so a weapon listed 20,000 times costs
  // 20,000 steps, not 200 million (issue 17.3). The names come out as a scan from `-2` would give them.
  const nextSuffix = new Map<string, number>();
  const add = (a: AttackDef) => {
    let n = a.name;
    let k = nextSuffix.get(a.name) ?? 2;
    for (; names.has(n); k++) n = `${a.name}-${k}`;
    nextSuffix.set(a.name, k);
    a.name = n;
    names.add(n);
    def.attacks.push(a);
    return def.attacks.length - 1;
  };
  for (const id of entry.equipment ?? hero.startingEquipment) {
    const eq = equipment.get(id);
    if (!eq) throw new CompileError(says('st-error-equipment', { hero: hero.id, equipment: id }));
    const idx = new Map<string, number>();
    for (const a of eq.attacks ?? []) {
      const ad = heroAttack(a, rs, says('st-what-hero-item', { hero: hero.id, item: eq.id }));
      ad.powers = (eq.powers ?? []).map((p) => ({ id: p.id, cell: p.cell, extraDice: p.extraDice ?? 0, rules: (p.rules ?? []) as unknown[] }));
      idx.set(a.id, add(ad));
    }
    if (eq.chain) {
      const a = idx.get(eq.chain.attacks[0]);
      const b = idx.get(eq.chain.attacks[1]);
      if (a !== undefined && b !== undefined) def.chains.push({ a, b, ap: eq.chain.ap });
    }
    if (eq.defence) {
      def.defPhysical += eq.defence.physical ?? 0;
      def.defPsionic += eq.defence.psionic ?? 0;
    }
    for (const t of eq.tokens ?? []) def.grants.push(statusOf(t));
    def.oblivionStorage += eq.oblivionStorage ?? 0;
    const heal = healOf(eq, eq.id);
    if (heal) def.heals.push(heal);
    if (!eq.attacks?.length && !eq.defence && !eq.tokens?.length && !eq.oblivionStorage && !heal && eq.description) notes.push(`${hero.id}: ${eq.id} (${text(eq.description)})`);
  }
  const special = hero.specialSkill;
  if (special.attack) add(heroAttack(special.attack, rs, says('st-what-special-skill', { hero: hero.id })));
  applySkills(def, special.skills, says('st-what-special-skill', { hero: hero.id }));
  const sh = healOf(special, 'special-skill');
  if (sh) def.heals.push(sh);
  if (!special.attack && !special.skills && !sh) notes.push(`${hero.id}: special skill ${text(special.name)} (${text(special.description)})`);
  const chosen = entry.skills ? new Set(entry.skills) : null;
  const learned = (hero.skills ?? []).filter((s) => (chosen ? chosen.has(s.id) : true)).slice(0, hero.skillSlots);
  for (const sk of learned) {
    if (sk.attack) add(heroAttack(sk.attack, rs, says('st-what-hero-item', { hero: hero.id, item: sk.id })));
    applySkills(def, sk.skills, says('st-what-hero-item', { hero: hero.id, item: sk.id }));
    const h = healOf(sk, sk.id);
    if (h) def.heals.push(h);
    if (!sk.attack && !sk.skills && !h) notes.push(`${hero.id}: skill ${sk.id} (${text(sk.description)})`);
  }
  // ST-40.1: powers are selected like skills; a mission that names none of them takes them all.
  const powers = hero.psionicPowers ?? [];
  const namesPowers = !!chosen && powers.some((p) => chosen.has(p.id));
  for (const p of powers) {
    if (namesPowers && !chosen!.has(p.id)) continue;
    def.psionic = true;
    if (!p.attack) {
      notes.push(`${hero.id}: psionic power ${p.id} (${text(p.description)})`);
      continue;
    }
    const a = attackFromJson(
      { name: p.id, type: 'psionic', ap: p.ap, range: p.attack.range, dmg: p.attack.dmg, test: p.test, oblivion: p.oblivion, rules: p.attack.rules ?? [] },
      true,
      { closeCombat: rs.closeCombat, ranged: rs.ranged, psionic: rs.psionic },
    );
    if (p.enhanced) {
      a.enhanced = p.enhanced.symbols.map(symOf);
      a.enhancedRules = (p.enhanced.rules ?? []) as unknown[];
      a.enhancedDmg = p.enhanced.dmg ?? 0;
    }
    add(a);
  }
  return def;
}

export function enemyDef(e: Enemy, rs: Resolved, s: EngineSettings, notes: string[]): ModelDef {
  const def = blankModel(e.id, false);
  def.name = text(e.name, e.id);
  def.size = sizeOf(e.size);
  Object.assign(def, { RA: e.stats.RA, CA: e.stats.CA, PD: e.stats.PD, MD: e.stats.MD, HE: e.stats.HE });
  def.rank = e.rank;
  def.traits = e.traits ?? [];
  def.boss = e.rank === 'boss' || e.rank === 'monster' || (s.bossBy === 'rank-or-trait' && def.traits.some((t) => /^(boss|monster)$/i.test(t)));
  for (const a of e.attacks) {
    const j = { ...(a as unknown as Record<string, unknown>), name: a.id };
    delete (j as { id?: unknown }).id;
    try {
      def.attacks.push(attackFromJson(j, false, { closeCombat: rs.closeCombat, ranged: rs.ranged, psionic: rs.psionic }));
    } catch (err) {
      throw new CompileError(says('st-error-in', { owner: says('st-what-enemy', { id: e.id }), reason: reasonOf(err) }));
    }
  }
  if (e.chain) {
    const a = def.attacks.findIndex((x) => x.name === e.chain!.attacks[0]);
    const b = def.attacks.findIndex((x) => x.name === e.chain!.attacks[1]);
    if (a >= 0 && b >= 0) def.chain = { a, b, ap: e.chain.ap };
  }
  applySkills(def, e.skills, says('st-what-enemy', { id: e.id }));
  for (const ab of e.abilities ?? []) notes.push(`${e.id}: ${text(ab.name)} (${text(ab.description)})`);
  return def;
}

/** Compiles a schema-valid mission with its catalog. Throws CompileError on references it cannot resolve. */
export function compileMission(mission: Mission, catalog: Catalog, settings: Partial<EngineSettings> = {}): CompiledMission {
  const rs = resolveSettings({
    actionFaces: catalog.dice.action.faces.map((f) => [...f]),
    penaltyFaces: catalog.dice.penalty.faces.map((f) => [...f]),
    roles: { ...catalog.dice.roles },
    ...settings,
  });
  const notes: string[] = [];
  const tiles = new Map(catalog.tiles.map((t) => [t.id, t]));
  const elements = new Map(catalog.scenicElements.map((e) => [e.id, e]));
  let width = 1;
  let height = 1;
  for (const p of mission.board.tiles) {
    const t = tiles.get(p.tile);
    if (!t) throw new CompileError(says('st-error-tile', { tile: p.tile }));
    const [w, h] = rotatedSize(maxOf(t.rows.map((r) => r.length)), t.rows.length, p.rotation as Rotation);
    width = Math.max(width, p.at[0] + w);
    height = Math.max(height, p.at[1] + h);
  }
  const bb = new BoardBuilder(width, height);
  const tileCells: number[][] = [];
  mission.board.tiles.forEach((p, ti) => {
    const t = tiles.get(p.tile)!;
    const w = maxOf(t.rows.map((r) => r.length));
    const h = t.rows.length;
    bb.tileNames.push(p.label ?? p.tile);
    const cells: number[] = [];
    t.rows.forEach((row, y) => {
      for (let x = 0; x < w; x++) {
        const [bx, by] = placeSquare(x, y, w, h, p.rotation as Rotation, p.at);
        const code = row[x] ?? '_';
        bb.terrain(bx, by, code);
        const c = bb.cell(bx, by);
        if (code !== '_') {
          bb.tile[c] = ti;
          if (t.kind === 'tile') cells.push(c);
        }
      }
    });
    for (const [a, b] of t.walls ?? []) bb.wall(placeSquare(a[0], a[1], w, h, p.rotation as Rotation, p.at), placeSquare(b[0], b[1], w, h, p.rotation as Rotation, p.at));
    tileCells.push(cells);
  });
  for (const t of mission.board.terrain ?? []) if (bb.flags[bb.cell(t.at[0], t.at[1])] & F_ON) bb.terrain(t.at[0], t.at[1], t.terrain);
  for (const [a, b] of mission.board.walls ?? []) bb.wall(a, b);
  for (const [a, b] of mission.board.openings ?? []) {
    const ca = bb.cell(a[0], a[1]);
    const cb = bb.cell(b[0], b[1]);
    const d = b[0] - a[0] === 1 ? 1 : b[0] - a[0] === -1 ? 3 : b[1] - a[1] === 1 ? 2 : 0;
    if (ca >= 0) bb.walls[ca] &= ~WALL_BIT[d];
    if (cb >= 0) bb.walls[cb] &= ~WALL_BIT[(d + 2) & 3];
  }
  const placed = new Set<string>();
  for (const p of mission.scenicElements ?? []) {
    const e = elements.get(p.element);
    if (!e) throw new CompileError(says('st-error-scenic', { id: p.id, element: p.element }));
    placed.add(e.id);
    const cells = placeFootprint(e.footprint ?? [[0, 0]], (p.rotation ?? 0) as Rotation, p.at).map(([x, y]) => bb.cell(x, y)).filter((c) => c >= 0);
    if (e.category === 'container' || e.category === 'building') for (const c of cells) bb.level[c] = Math.max(bb.level[c], e.levels ?? 1);
    bb.addElement({ id: p.id, defId: e.id, cells, ...categoryFlags(e), dynamic: false, onEnter: (e.onEnter ?? []) as unknown[] });
    if (e.effect && !e.onEnter) notes.push(`${e.id}: ${text(e.effect)}`);
  }
  for (const l of mission.board.levels ?? []) bb.level[bb.cell(l.at[0], l.at[1])] = l.level;
  const deployment: number[] = [];
  for (const s of mission.deployment.squares ?? []) deployment.push(bb.cell(s[0], s[1]));
  for (const r of mission.deployment.rects ?? [])
    for (let y = Math.min(r.from[1], r.to[1]); y <= Math.max(r.from[1], r.to[1]); y++)
      for (let x = Math.min(r.from[0], r.to[0]); x <= Math.max(r.from[0], r.to[0]); x++) deployment.push(bb.cell(x, y));
  const board = bb.finish();
  const rules = compileMissionRules(mission, board);
  const factions: string[] = ['settlers'];
  const factionOf = (f: string) => {
    let i = factions.indexOf(f);
    if (i < 0) i = factions.push(f) - 1;
    return i;
  };
  const enemyTypes = new Map<string, EnemyType>();
  for (const e of catalog.enemies) enemyTypes.set(e.id, { def: enemyDef(e, rs, rs.s, notes), miniature: e.group, faction: factionOf(e.faction ?? 'enemies') });
  const heroes = mission.heroes.map((h) => {
    const hero = catalog.heroes.find((x) => x.id === h.hero);
    if (!hero) throw new CompileError(says('st-error-hero', { hero: h.hero }));
    return { id: hero.id, def: heroDef(hero, h, catalog, rs, notes), cell: rules.cellAt(h.start, says('st-what-hero', { id: hero.id })), sector: h.sector };
  });
  const groups: CompiledGroup[] = (mission.enemyGroups ?? []).map((g) => {
    const models = g.models.map((m) => {
      if (!enemyTypes.has(m.enemy)) throw new CompileError(says('st-error-group-enemy', { group: g.id, enemy: m.enemy }));
      return { id: m.id, type: m.enemy, cell: rules.cellAt(m.at, says('st-what-enemy', { id: m.id })) };
    });
    return {
      name: g.id,
      title: text(g.name, g.id),
      faction: enemyTypes.get(models[0].type)!.faction,
      state: g.state,
      sector: g.sector,
      objective: rules.objective(g.objective, says('st-what-group-objective', { id: g.id })),
      patrol: g.patrol ? patrolRoute(g.patrol.route.map((sq) => rules.cellAt(sq, says('st-what-group-patrol', { id: g.id }))), g.patrol.loop ?? false) : null,
      models,
    };
  });
  const cards = new Map<string, Card>();
  const copies = (id: string, n: number | undefined) => new Array<string>(n ?? 1).fill(id);
  const decks = { resources: [] as string[], serious: [] as string[], oblivion: [] as string[], events: [] as string[], draft: new Map<number, string[]>() };
  for (const r of catalog.resources ?? []) {
    cards.set(r.id, { id: r.id, name: text(r.name, r.id), kind: 'resource', type: r.type, effects: (r.effects ?? []) as unknown[], cell: r.cell });
    pushAll(decks.resources, copies(r.id, r.copies));
  }
  for (const w of catalog.seriousWounds ?? []) {
    cards.set(w.id, { id: w.id, name: text(w.name, w.id), kind: 'serious-wound', type: 'serious-wound', effects: (w.effects ?? []) as unknown[] });
    decks.serious.push(w.id);
  }
  for (const o of catalog.oblivionCards ?? []) {
    cards.set(o.id, { id: o.id, name: text(o.name, o.id), kind: 'oblivion', type: o.type, effects: (o.effects ?? []) as unknown[], phases: o.phases });
    decks.oblivion.push(o.id);
  }
  for (const ev of catalog.eventCards ?? []) {
    cards.set(ev.id, { id: ev.id, name: text(ev.name, ev.id), kind: 'event', type: 'event', effects: (ev.effects ?? []) as unknown[], duration: ev.duration });
    decks.events.push(ev.id);
  }
  const draftCards = new Map((catalog.enemyDraft ?? []).map((d) => [d.id, d]));
  for (const d of catalog.enemyDraft ?? []) {
    const list = decks.draft.get(d.defcon) ?? [];
    pushAll(list, copies(d.enemy, d.copies));
    decks.draft.set(d.defcon, list);
  }
  const draftDeck = mission.draftDeck ? mission.draftDeck.flatMap((id) => (draftCards.has(id) ? copies(draftCards.get(id)!.enemy, draftCards.get(id)!.copies) : [])) : null;
  let scenicDraw: CompiledMission['scenicDraw'] = null;
  if (mission.scenicDraw && mission.scenicDraw.perTile > 0) {
    const exclude = new Set([...(mission.scenicDraw.exclude ?? []), ...placed]);
    // Drawn containers would change heights, which the board's sight cache holds fixed: they stay out of draws.
    const pool = catalog.scenicElements.filter((e) => !exclude.has(e.id) && e.category !== 'container' && e.category !== 'building').flatMap((e) => new Array<ScenicElement>(e.copies ?? 1).fill(e));
    scenicDraw = { perTile: mission.scenicDraw.perTile, pool, tiles: tileCells };
  }
  return new MissionShape({
    id: mission.id,
    title: text(mission.title, mission.id),
    board,
    rs,
    heroes,
    groups,
    enemyTypes,
    factions,
    spawnPoints: rules.spawnPoints,
    objects: rules.objects,
    loot: (mission.loot ?? []).map((l) => ({ cell: rules.cellAt(l.at, says('st-what-loot', { id: l.id })), count: l.count ?? 1, resource: l.resource ?? null })),
    zones: rules.zones,
    deployment,
    startTick: rules.startTick,
    endTick: rules.endTick,
    events: rules.events,
    victory: rules.victory,
    defeat: rules.defeat,
    cards,
    decks,
    draftDeck,
    defcon: mission.defcon,
    eventCard: mission.eventCard ?? null,
    scenicDraw,
    glyphs: rules.glyphs,
    notes: [...new Set(notes)],
  });
}

/**
 * The part of a mission document that plays out on a board: its zones, objects, spawn points, events, victory
 * and defeat conditions and times. Without an end time the mission has none (the conformance format's missions).
 */
export type MissionRulesDoc = Pick<Mission, 'defcon' | 'zones' | 'objects' | 'spawnPoints' | 'events' | 'victory' | 'defeat'> & {
  momentum: Omit<Mission['momentum'], 'end'> & { end?: string };
};

export interface MissionRules {
  zones: Map<string, number[]>;
  objects: CompiledObject[];
  spawnPoints: CompiledSpawn[];
  events: CompiledEvent[];
  victory: CCond[];
  defeat: CCond[];
  startTick: number;
  endTick: number;
  glyphs: Map<number, string>;
  /** A square of the document → the board's square; throws CompileError off the board. */
  cellAt: (sq: readonly number[], what: Arg) => number;
  /** An objective of the document with its place resolved to squares. */
  objective: (o: MissionObjective | undefined, what: Arg) => Objective | null;
}

/** Compiles the rules part of a mission on its board: the one path every mission takes, the conformance format's too. */
export function compileMissionRules(mission: MissionRulesDoc, board: Board): MissionRules {
  const cellAt = (sq: readonly number[], what: Arg) => {
    const c = cellOf(board, sq[0], sq[1]);
    if (c < 0 || !(board.flags[c] & F_ON)) throw new CompileError(says('st-error-off-board', { what, x: sq[0], y: sq[1] }));
    return c;
  };
  const zones = new Map<string, number[]>();
  for (const z of mission.zones ?? []) {
    const cells: number[] = (z.squares ?? []).map((s) => cellOf(board, s[0], s[1]));
    for (const r of z.rects ?? [])
      for (let y = Math.min(r.from[1], r.to[1]); y <= Math.max(r.from[1], r.to[1]); y++)
        for (let x = Math.min(r.from[0], r.to[0]); x <= Math.max(r.from[0], r.to[0]); x++) cells.push(cellOf(board, x, y));
    const on = cells.filter((c) => c >= 0);
    zones.set(z.id, on);
    board.labels.set(`zone:${z.id}`, on);
  }
  const objects: CompiledObject[] = (mission.objects ?? []).map((o) => ({
    id: o.id,
    title: text(o.name, o.id),
    cell: cellAt(o.at, says('st-what-object', { id: o.id })),
    ap: o.ap,
    once: o.once ?? true,
    effects: o.effects,
  }));
  const objCells = new Map(objects.map((o) => [o.id, o.cell]));
  const locate = (l: Location, what: Arg): number[] => {
    if (l.square) return [cellAt(l.square, what)];
    if (l.zone) {
      const z = zones.get(l.zone);
      if (!z) throw new CompileError(says('st-error-zone', { what, zone: l.zone }));
      return z;
    }
    if (l.object) {
      const c = objCells.get(l.object);
      if (c === undefined) throw new CompileError(says('st-error-object', { what, object: l.object }));
      const around: number[] = [];
      for (let d = 0; d < 4; d++) if (board.nbr[c * 4 + d] >= 0) around.push(board.nbr[c * 4 + d]);
      return around;
    }
    throw new CompileError(says('st-error-location', { what }));
  };
  const label = (l: Location) => l.zone ?? l.object ?? (l.square ? `[${l.square.join(', ')}]` : '?');
  // An objective without a place is a TV threshold only: the enemies hold their ground until a hero reaches it.
  const objective = (o: MissionObjective | undefined, what: Arg): Objective | null =>
    o ? (o.target ? { tv: o.tv, cells: locate(o.target, what), kind: 'reach', label: label(o.target) } : { tv: o.tv, cells: [], kind: 'none', label: '' }) : null;
  const cond = (c: Condition, what: Arg): CCond => {
    if (typeof c === 'string') return { k: c };
    if (c['group-eliminated']) return { k: 'group-eliminated', group: c['group-eliminated'] };
    if (c['hero-ko']) return { k: 'hero-ko', hero: c['hero-ko'] };
    if (c['hero-reaches']) return { k: 'hero-reaches', cells: new Set(locate(c['hero-reaches'].at, what)), all: c['hero-reaches'].heroes === 'all', label: label(c['hero-reaches'].at) };
    if (c['group-reaches']) return { k: 'group-reaches', group: c['group-reaches'].group, cells: new Set(locate(c['group-reaches'].at, what)), label: label(c['group-reaches'].at) };
    if (c['objects-interacted']) return { k: 'objects-interacted', objects: c['objects-interacted'].objects, count: c['objects-interacted'].count ?? c['objects-interacted'].objects.length };
    if (c['event-fired']) return { k: 'event-fired', id: c['event-fired'] };
    if (c['time-reached']) return { k: 'time-reached', tick: timeTick(c['time-reached']) };
    if (c['loot-collected'] !== undefined) return { k: 'loot-collected', count: c['loot-collected'] };
    if (c.all) return { k: 'all', of: c.all.map((x) => cond(x, what)) };
    if (c.any) return { k: 'any', of: c.any.map((x) => cond(x, what)) };
    throw new CompileError(says('st-error-empty-condition', { what }));
  };
  const standable = (c: number) => (board.flags[c] & F_ON) !== 0 && (board.flags[c] & (F_NOSTOP | F_NOPASS)) === 0;
  const spawnPoints: CompiledSpawn[] = (mission.spawnPoints ?? []).map((p) => {
    const at = cellAt(p.at, says('st-what-spawn', { id: p.id }));
    return {
      id: p.id,
      title: text(p.name, p.id),
      at,
      cells: nearestSquares(board, at, 64, standable),
      fixed: p.rule?.fixed ?? [],
      draft: p.rule?.draft ? { cards: p.rule.draft.cards, defcon: p.rule.draft.defcon ?? mission.defcon } : null,
      atStart: p.atStart ?? false,
      state: p.state ?? 'combat',
      objective: objective(p.objective, says('st-what-spawn-objective', { id: p.id })),
    };
  });
  const events: CompiledEvent[] = (mission.events ?? []).map((e) => ({
    id: e.id,
    title: text(e.name, e.id),
    at: e.trigger.at ? timeTick(e.trigger.at) : null,
    when: e.trigger.when ? cond(e.trigger.when, says('st-what-event', { id: e.id })) : null,
    once: e.once ?? true,
    effects: e.effects,
  }));
  return {
    zones,
    objects,
    spawnPoints,
    events,
    victory: mission.victory.map((c, i) => cond(c, says('st-what-victory', { n: i + 1 }))),
    defeat: mission.defeat.map((c, i) => cond(c, says('st-what-defeat', { n: i + 1 }))),
    startTick: timeTick(mission.momentum.start),
    endTick: mission.momentum.end === undefined ? Infinity : timeTick(mission.momentum.end),
    glyphs: new Map((mission.momentum.glyphs ?? []).map((g) => [g.sector, g.glyph])),
    cellAt,
    objective,
  };
}

/**
 * A mission on a board built elsewhere (a conformance case's rows) with its enemy types given: no heroes, groups,
 * cards or decks of a catalog, the rules part compiled by `compileMissionRules` like any mission's.
 */
export function compileMissionOnBoard(mission: MissionRulesDoc & { id: string }, board: Board, rs: Resolved, enemyTypes: Map<string, EnemyType>): CompiledMission {
  const rules = compileMissionRules(mission, board);
  const factions = ['settlers'];
  for (const t of enemyTypes.values()) while (factions.length <= t.faction) factions.push(`enemies-${factions.length}`);
  return new MissionShape({
    id: mission.id,
    title: mission.id,
    board,
    rs,
    heroes: [],
    groups: [],
    enemyTypes,
    factions,
    spawnPoints: rules.spawnPoints,
    objects: rules.objects,
    loot: [],
    zones: rules.zones,
    deployment: [],
    startTick: rules.startTick,
    endTick: rules.endTick,
    events: rules.events,
    victory: rules.victory,
    defeat: rules.defeat,
    cards: new Map(),
    decks: { resources: [], serious: [], oblivion: [], events: [], draft: new Map() },
    draftDeck: null,
    defcon: mission.defcon,
    eventCard: null,
    scenicDraw: null,
    glyphs: rules.glyphs,
    notes: [],
  });
}

/** A patrol route: waypoints in order, walked back when it does not loop. */
function patrolRoute(cells: number[], loop: boolean): number[] {
  return loop ? cells : [...cells, ...cells.slice(1, -1).reverse()];
}

export interface NewGameOptions {
  /** Keep a log of every activation, action, roll and AI decision (off in batch runs; replays switch it on). */
  log?: boolean;
  /** Collect statistics for the batch report. */
  stats?: boolean;
  /** Hero-side optional choices in rolls: none (humans and tests decide) or greedy (bots). */
  heroChoices?: 'none' | 'greedy';
  /** Scratch buffers to play with (a batch passes a finished game's, see scratch.ts); a new set by default. */
  scratch?: GameScratch;
}

function shuffled(s: GameState, list: readonly string[]): string[] {
  return s.rng.shuffle([...list]);
}

/** A fresh game of the compiled mission: models placed, decks shuffled, random draws made, all by the seed. */
export function newGame(cm: CompiledMission, seed: number, opts: NewGameOptions = {}): GameState {
  const s = createState(cm.board, cm.rs, seed, opts.scratch);
  s.log = opts.log === false ? null : [];
  s.heroChoices = opts.heroChoices ?? 'none';
  s.hand = cm.startTick;
  for (const l of cm.loot) s.loot[l.cell] += l.count;
  for (const h of cm.heroes) {
    const m = addModel(s, h.id, h.def, 0, -1, h.cell);
    m.tick = tickAhead(s.hand, h.sector);
  }
  if (opts.stats) s.stats = newStats(cm.board, cm.heroes.length);
  for (const g of cm.groups) {
    const grp = addGroup(s, g.name, g.faction, cm.enemyTypes.get(g.models[0].type)!.miniature);
    grp.tick = tickAhead(s.hand, g.sector);
    grp.objective = g.objective;
    grp.patrol = g.state === 'patrol' ? g.patrol : null;
    for (const m of g.models) addModel(s, m.id, cm.enemyTypes.get(m.type)!.def, g.faction, grp.i, m.cell);
    grp.inCombat = g.state === 'combat' || g.models.some((m) => cm.enemyTypes.get(m.type)!.def.predator && g.state !== 'patrol');
  }
  startMission(s, cm);
  if (cm.scenicDraw) drawScenic(s, cm);
  if (cm.eventCard) {
    const id = cm.eventCard === 'random' ? (cm.decks.events.length ? s.rng.pick(cm.decks.events) : null) : cm.eventCard;
    const card = id ? cm.cards.get(id) : undefined;
    if (card) {
      s.log?.push({ type: 'event-card', id: card.id, name: card.name, duration: card.duration });
      if (card.duration === 'mission') pushAll(s.mission!.ongoing, card.effects);
      else applyEffects(s, card.effects, null, `event card ${card.name}`);
    }
  }
  for (const p of cm.spawnPoints) if (p.atStart) spawnAt(s, p, null, 'set-up');
  checkWake(s, null);
  return s;
}

/** The mission's part of a fresh game: events, objects and loot not yet touched, its decks shuffled by the game's RNG. */
export function startMission(s: GameState, cm: CompiledMission): void {
  s.mission = {
    cm,
    fired: new Map(),
    holding: new Set(),
    interacted: new Set(),
    lootCollected: 0,
    lootCards: new Map(cm.loot.filter((l) => l.resource).map((l) => [l.cell, new Array<string>(l.count).fill(l.resource!)])),
    decks: {
      resources: shuffled(s, cm.decks.resources),
      serious: shuffled(s, cm.decks.serious),
      oblivion: shuffled(s, cm.decks.oblivion),
      draft: new Map([...cm.decks.draft].map(([k, v]) => [k, shuffled(s, v)])),
      mission: cm.draftDeck ? shuffled(s, cm.draftDeck) : null,
    },
    timed: [],
    ongoing: [],
    spawnSerial: 0,
    timeUp: false,
    everEnemies: s.models.some((m) => !m.hero),
  };
}

/** ST-2.10 step 2: per tile, draw elements and place each where its placement rules allow; undeployable ones are set aside. */
const spotCache = new WeakMap<CompiledMission, Map<string, number[][]>>();

/**
 * The footprints element `e` may take on tile `t` by the board and the mission alone: on the tile, on the ground
 * level, clear of reserved squares, and within its placement rules. Worked out once per compiled mission; every
 * game then only drops the spots its own models and drawn elements fill.
 */
function staticSpots(cm: CompiledMission, t: number, e: ScenicElement): number[][] {
  let byKey = spotCache.get(cm);
  if (!byKey) spotCache.set(cm, (byKey = new Map()));
  const key = `${t}:${e.id}`;
  const hit = byKey.get(key);
  if (hit) return hit;
  const b = cm.board;
  const tile = cm.scenicDraw!.tiles[t];
  const inTile = new Set(tile);
  const reserved = new Set<number>([...cm.deployment, ...cm.objects.map((o) => o.cell), ...cm.loot.map((l) => l.cell), ...cm.spawnPoints.map((p) => p.at)]);
  const deploy = new Set(cm.deployment);
  const rules = e.placementRules ?? [];
  const nearWall = (c: number) => b.walls[c] !== 0;
  const spots: number[][] = [];
  for (const c of tile) {
    const x = c % b.width;
    const y = (c / b.width) | 0;
    const cells = placeFootprint(e.footprint ?? [[0, 0]], 0, [x, y]).map(([px, py]) => (px < b.width && py < b.height ? py * b.width + px : -1));
    if (cells.some((q) => q < 0 || !inTile.has(q) || reserved.has(q) || b.level[q] > 0)) continue;
    if (rules.includes('floor-only') && cells.some((q) => (b.flags[q] & ~F_ON) !== 0)) continue;
    if (rules.includes('not-on-water') && cells.some((q) => b.flags[q] & F_WATER)) continue;
    if (rules.includes('against-wall') && !cells.some(nearWall)) continue;
    if (rules.includes('away-from-walls') && cells.some(nearWall)) continue;
    if (rules.includes('not-adjacent-to-deployment') && cells.some((q) => [0, 1, 2, 3].some((d) => deploy.has(b.nbr[q * 4 + d])))) continue;
    spots.push(cells);
  }
  byKey.set(key, spots);
  return spots;
}

function drawScenic(s: GameState, cm: CompiledMission): void {
  const draw = cm.scenicDraw!;
  const deck = s.rng.shuffle([...draw.pool]);
  const b = s.board;
  for (let t = 0; t < draw.tiles.length; t++) {
    let placed = 0;
    while (placed < draw.perTile && deck.length > 0) {
      const e = deck.shift()!;
      // Where the element may stand on this tile by the board alone (the same in every game), less the squares
      // this game has filled already.
      const spots = staticSpots(cm, t, e).filter((cells) => cells.every((q) => s.occ[q] < 0 && s.elem[q] < 0));
      if (spots.length === 0) continue;
      // A copy: the spots are shared by every game of the mission.
      const cells = s.rng.pick(spots).slice();
      const index = s.elements.length;
      const el = boardElement(index, { id: `${e.id}-drawn-${index}`, defId: e.id, cells, ...categoryFlags(e), dynamic: true, onEnter: (e.onEnter ?? []) as unknown[] });
      s.elements.push(el);
      for (const q of cells) {
        s.elem[q] = index;
        let f = s.flags[q];
        if (el.blocksMove) f |= F_NOPASS | F_NOSTOP;
        if (el.noStop) f |= F_NOSTOP;
        if (el.cover) f |= F_COVER;
        if (el.rough) f |= F_ROUGH;
        if (el.health > 0) f |= F_DYN;
        s.flags[q] = f;
      }
      s.log?.push({ type: 'scenic-draw', id: el.id, element: e.id, at: cells.map((q) => [q % b.width, (q / b.width) | 0]) });
      placed++;
    }
  }
  s.stepTables.length = 0;
  const w = new Int16Array(s.elements.length);
  w.set(s.elemWounds);
  s.elemWounds = w;
  s.dynLos = dynamicLos(s.elements);
}
