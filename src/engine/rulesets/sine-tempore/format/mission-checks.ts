import { reachable, Terrain, type Square } from '../board/grid';
import { pathLeavesFolder } from '../../../format/checks/paths';
import { BOARD_SIDE_LIMIT, blocksMovement, buildMissionBoard, noStanding, type MissionBoard } from '../board/mission-board';
import type { Catalog } from '../../../generated/types/catalog';
import type { Area, Condition, Effect, Location, Mission, Target } from '../../../generated/types/mission';
import { error, info, warning, type Finding } from '../../../format/findings';
import { capital, list, msg, type Arg, type Message } from '../../../format/messages/index';
import { checkRefs, duplicateIds, ptr, wallEdge } from '../../../format/checks/common';
import { timeOrdinal } from './time';

type Visit<T> = (value: T, pointer: string) => void;

function conditions(c: Condition, pointer: string, visit: Visit<Condition>) {
  visit(c, pointer);
  if (typeof c === 'string') return;
  c.all?.forEach((x, i) => conditions(x, `${pointer}/all/${i}`, visit));
  c.any?.forEach((x, i) => conditions(x, `${pointer}/any/${i}`, visit));
}

/** Every condition of the mission: victory, defeat and event triggers, nested ones included. */
function eachCondition(m: Mission, visit: Visit<Condition>) {
  m.victory.forEach((c, i) => conditions(c, ptr('victory', i), visit));
  m.defeat.forEach((c, i) => conditions(c, ptr('defeat', i), visit));
  m.events?.forEach((e, i) => e.trigger.when !== undefined && conditions(e.trigger.when, `/events/${i}/trigger/when`, visit));
}

/** Every effect: of events and of interactive objects. */
function eachEffect(m: Mission, visit: Visit<Effect>) {
  m.events?.forEach((e, i) => e.effects.forEach((x, k) => visit(x, `/events/${i}/effects/${k}`)));
  m.objects?.forEach((o, i) => o.effects.forEach((x, k) => visit(x, `/objects/${i}/effects/${k}`)));
}

/** Every place named by a location: objectives, conditions. */
function eachLocation(m: Mission, visit: Visit<Location>) {
  m.enemyGroups?.forEach((g, i) => g.objective?.target && visit(g.objective.target, ptr('enemyGroups', i, 'objective', 'target')));
  m.spawnPoints?.forEach((s, i) => s.objective?.target && visit(s.objective.target, ptr('spawnPoints', i, 'objective', 'target')));
  eachEffect(m, (e, p) => {
    const set = e['set-objective']?.objective.target;
    if (set) visit(set, `${p}/set-objective/objective/target`);
    const spawned = e.spawn?.objective?.target;
    if (spawned) visit(spawned, `${p}/spawn/objective/target`);
  });
  eachCondition(m, (c, p) => {
    if (typeof c === 'string') return;
    if (c['hero-reaches']) visit(c['hero-reaches'].at, `${p}/hero-reaches/at`);
    if (c['group-reaches']) visit(c['group-reaches'].at, `${p}/group-reaches/at`);
  });
}

function eachTarget(m: Mission, visit: Visit<Target>) {
  eachEffect(m, (e, p) => {
    for (const key of ['status', 'wounds', 'heal', 'tv'] as const) {
      const v = e[key];
      if (v) visit(v.to, `${p}/${key}/to`);
    }
  });
}

/** An area's rectangles expand to at most this many squares: a zone bigger than any board is already a mistake. */
export const AREA_SQUARE_LIMIT = 100_000;

// The largest coordinate the schema allows; a rectangle reaching past it is clipped, never walked (issue 17.1:
// `to: [1e308, 9]` from an unvalidated file hung the map for 45 s).
const COORDINATE_MAX = 999;
const coordinate = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.min(COORDINATE_MAX, Math.max(0, Math.floor(v))) : undefined);

export function areaSquares(area: Pick<Area, 'squares' | 'rects'>): [number, number][] {
  const out: [number, number][] = [];
  // Listed squares are as many as the file holds (linear); only rectangles multiply.
  for (const s of Array.isArray(area.squares) ? area.squares : []) if (Array.isArray(s)) out.push([s[0], s[1]]);
  const limit = out.length + AREA_SQUARE_LIMIT;
  for (const r of Array.isArray(area.rects) ? area.rects : []) {
    const [fx, fy, tx, ty] = [coordinate(r?.from?.[0]), coordinate(r?.from?.[1]), coordinate(r?.to?.[0]), coordinate(r?.to?.[1])];
    if (fx === undefined || fy === undefined || tx === undefined || ty === undefined) continue;
    const [x0, x1] = [Math.min(fx, tx), Math.max(fx, tx)];
    const [y0, y1] = [Math.min(fy, ty), Math.max(fy, ty)];
    for (let y = y0; y <= y1 && out.length < limit; y++) {
      for (let x = x0; x <= x1 && out.length < limit; x++) out.push([x, y]);
    }
  }
  return out;
}

function internalReferences(m: Mission, out: Finding[]) {
  const where = msg('in-this-mission');
  const ids = (entries: readonly { id: string }[] | undefined) => new Set((entries ?? []).map((x) => x.id));
  const points = checkRefs(ids(m.spawnPoints), 'unknown-spawn-point', msg('ref-spawn-point'), where, out);
  const objects = checkRefs(ids(m.objects), 'unknown-object', msg('ref-object'), where, out);
  const events = checkRefs(ids(m.events), 'unknown-event', msg('ref-event'), where, out);
  // A spawn effect may bring a group of its own: conditions and effects may name it too.
  const groupIds = ids(m.enemyGroups);
  eachEffect(m, (e) => e.spawn?.group !== undefined && groupIds.add(e.spawn.group));
  const groups = checkRefs(groupIds, 'unknown-group', msg('ref-group'), where, out);
  const zones = checkRefs(ids(m.zones), 'unknown-zone', msg('ref-zone'), where, out);
  const heroes = checkRefs(new Set(m.heroes.map((h) => h.hero)), 'unknown-hero', msg('ref-hero-taking-part'), where, out);

  eachLocation(m, (l, p) => {
    zones(l.zone, `${p}/zone`);
    objects(l.object, `${p}/object`);
  });
  eachTarget(m, (t, p) => {
    if (typeof t === 'string') return;
    heroes(t.hero, `${p}/hero`);
    groups(t.group, `${p}/group`);
    zones(t.zone, `${p}/zone`);
  });
  const ruled = new Set((m.spawnPoints ?? []).filter((x) => x.rule).map((x) => x.id));
  eachEffect(m, (e, p) => {
    if (e.spawn) points(e.spawn.point, `${p}/spawn/point`);
    if (e.spawn && !e.spawn.enemies && !ruled.has(e.spawn.point) && m.spawnPoints?.some((x) => x.id === e.spawn!.point)) {
      out.push(warning('spawn-nothing', `${p}/spawn`, msg('spawn-nothing', { point: e.spawn.point })));
    }
    if (e['set-objective']) groups(e['set-objective'].group, `${p}/set-objective/group`);
    groups(e['enter-combat'], `${p}/enter-combat`);
    events(e['trigger-event'], `${p}/trigger-event`);
  });
  eachCondition(m, (c, p) => {
    if (typeof c === 'string') return;
    groups(c['group-eliminated'], `${p}/group-eliminated`);
    heroes(c['hero-ko'], `${p}/hero-ko`);
    events(c['event-fired'], `${p}/event-fired`);
    if (c['group-reaches']) groups(c['group-reaches'].group, `${p}/group-reaches/group`);
    c['objects-interacted']?.objects.forEach((id, k) => objects(id, `${p}/objects-interacted/objects/${k}`));
  });
}

function timing(m: Mission, out: Finding[]) {
  const start = timeOrdinal(m.momentum.start);
  const end = timeOrdinal(m.momentum.end);
  if (end <= start) {
    out.push(error('time-end-before-start', '/momentum/end', msg('time-end-before-start', { end: m.momentum.end, start: m.momentum.start })));
    return;
  }
  const check = (time: string, pointer: string, what: () => Message) => {
    const t = timeOrdinal(time);
    if (t >= end) out.push(error('event-after-end', pointer, msg('event-after-end', { what: what(), time, end: m.momentum.end })));
    else if (t <= start) out.push(error('event-before-start', pointer, msg('event-before-start', { what: what(), time, start: m.momentum.start })));
  };
  m.events?.forEach((e, i) => e.trigger.at !== undefined && check(e.trigger.at, ptr('events', i, 'trigger', 'at'), () => msg('subject-event', { id: e.id })));
  eachCondition(m, (c, p) => typeof c !== 'string' && c['time-reached'] !== undefined && check(c['time-reached'], `${p}/time-reached`, () => msg('subject-condition')));
}

function duplicates(m: Mission, out: Finding[]) {
  const heroSeen = new Map<string, string>();
  m.heroes.forEach((h, i) => {
    const first = heroSeen.get(h.hero);
    if (first) out.push(error('duplicate-id', ptr('heroes', i, 'hero'), msg('duplicate-hero', { hero: h.hero, first })));
    else heroSeen.set(h.hero, ptr('heroes', i, 'hero'));
  });
  duplicateIds(m.scenicElements, '/scenicElements', msg('things-scenic-elements'), out);
  duplicateIds(m.spawnPoints, '/spawnPoints', msg('things-spawn-points'), out);
  duplicateIds(m.enemyGroups, '/enemyGroups', msg('things-enemy-groups'), out);
  duplicateIds(m.objects, '/objects', msg('things-objects'), out);
  duplicateIds(m.loot, '/loot', msg('things-loot'), out);
  duplicateIds(m.events, '/events', msg('things-events'), out);
  duplicateIds(m.zones, '/zones', msg('things-zones'), out);
  // Model ids are unique across groups. Positions are kept as numbers: strings only for the duplicates.
  const models = new Map<string, number>();
  m.enemyGroups?.forEach((g, i) =>
    g.models.forEach((model, k) => {
      const first = models.get(model.id);
      if (first === undefined) models.set(model.id, i * 65536 + k);
      else {
        const where = ptr('enemyGroups', Math.floor(first / 65536), 'models', first % 65536, 'id');
        out.push(error('duplicate-id', ptr('enemyGroups', i, 'models', k, 'id'), msg('duplicate-id', { what: msg('things-enemy-models'), id: model.id, first: where })));
      }
    }),
  );
}

function patrols(m: Mission, out: Finding[]) {
  m.enemyGroups?.forEach((g, i) => {
    if (g.state === 'patrol' && !g.patrol) out.push(error('patrol-without-route', ptr('enemyGroups', i, 'state'), msg('patrol-without-route', { id: g.id })));
    if (g.state !== 'patrol' && g.patrol) out.push(warning('route-without-patrol', ptr('enemyGroups', i, 'patrol'), msg('route-without-patrol', { id: g.id, state: g.state }), 'key'));
  });
}

function edges(m: Mission, out: Finding[]) {
  const check = (edge: readonly (readonly number[])[], pointer: string) => {
    if (!wallEdge(edge[0], edge[1])) out.push(error('wall-not-an-edge', pointer, msg('wall-not-an-edge', { first: String(edge[0]), second: String(edge[1]) })));
  };
  m.board.walls?.forEach((e, i) => check(e, ptr('board', 'walls', i)));
  m.board.openings?.forEach((e, i) => check(e, ptr('board', 'openings', i)));
  eachEffect(m, (e, p) => {
    if (e['open-wall']) check(e['open-wall'], `${p}/open-wall`);
    if (e['close-wall']) check(e['close-wall'], `${p}/close-wall`);
  });
}

function catalogReferences(m: Mission, c: Catalog, out: Finding[]) {
  const where = msg('in-catalog-file', { file: m.catalog });
  const ids = (entries: readonly { id: string }[] | undefined) => new Set((entries ?? []).map((x) => x.id));
  const heroes = new Map(c.heroes.map((h) => [h.id, h]));
  const enemies = new Map(c.enemies.map((e) => [e.id, e]));
  const hero = checkRefs(new Set(heroes.keys()), 'unknown-catalog-entry', msg('ref-hero'), where, out);
  const enemy = checkRefs(new Set(enemies.keys()), 'unknown-catalog-entry', msg('ref-enemy'), where, out);
  const tile = checkRefs(ids(c.tiles), 'unknown-catalog-entry', msg('ref-tile'), where, out);
  const element = checkRefs(ids(c.scenicElements), 'unknown-catalog-entry', msg('ref-scenic-element'), where, out);
  const equipment = checkRefs(ids(c.equipment), 'unknown-catalog-entry', msg('ref-equipment'), where, out);
  const draft = checkRefs(ids(c.enemyDraft), 'unknown-catalog-entry', msg('ref-draft-card'), where, out);
  const resource = checkRefs(ids(c.resources), 'unknown-catalog-entry', msg('ref-resource'), where, out);

  m.heroes.forEach((h, i) => {
    hero(h.hero, ptr('heroes', i, 'hero'));
    h.equipment?.forEach((id, k) => equipment(id, ptr('heroes', i, 'equipment', k)));
    const def = heroes.get(h.hero);
    if (!def) return;
    h.skills?.forEach((id, k) => checkRefs(ids(def.skills), 'unknown-catalog-entry', msg('ref-learned-skill', { hero: def.id }), where, out)(id, ptr('heroes', i, 'skills', k)));
    if ((h.skills?.length ?? 0) > def.skillSlots) {
      out.push(error('skill-slots-exceeded', ptr('heroes', i, 'skills'), msg('skill-slots-exceeded', { hero: def.id, slots: def.skillSlots, count: h.skills!.length })));
    }
  });
  m.board.tiles.forEach((p, i) => tile(p.tile, ptr('board', 'tiles', i, 'tile')));
  m.scenicElements?.forEach((s, i) => element(s.element, ptr('scenicElements', i, 'element')));
  m.scenicDraw?.exclude?.forEach((id, i) => element(id, ptr('scenicDraw', 'exclude', i)));
  m.draftDeck?.forEach((id, i) => draft(id, ptr('draftDeck', i)));
  m.loot?.forEach((l, i) => resource(l.resource, ptr('loot', i, 'resource')));
  if (m.eventCard !== undefined && m.eventCard !== 'random') {
    checkRefs(ids(c.eventCards), 'unknown-catalog-entry', msg('ref-event-card'), where, out)(m.eventCard, '/eventCard');
  }
  m.enemyGroups?.forEach((g, i) => {
    g.models.forEach((model, k) => enemy(model.enemy, () => ptr('enemyGroups', i, 'models', k, 'enemy')));
    const families = new Set(g.models.map((model) => enemies.get(model.enemy)?.group).filter((x) => x !== undefined));
    if (families.size > 1) {
      out.push(error('enemy-group-mixed', ptr('enemyGroups', i, 'models'), msg('enemy-group-mixed', { id: g.id, families: [...families].join(', ') }), 'key'));
    }
  });
  m.spawnPoints?.forEach((s, i) => s.rule?.fixed?.forEach((e, k) => enemy(e.enemy, ptr('spawnPoints', i, 'rule', 'fixed', k, 'enemy'))));
  eachEffect(m, (e, p) => e.spawn?.enemies?.forEach((x, k) => enemy(x.enemy, `${p}/spawn/enemies/${k}/enemy`)));

  const deck = m.draftDeck ? new Set(m.draftDeck) : undefined;
  m.spawnPoints?.forEach((s, i) => {
    if (!s.rule?.draft) return;
    const defcon = s.rule.draft.defcon ?? m.defcon;
    const cards = (c.enemyDraft ?? []).filter((d) => d.defcon === defcon && (!deck || deck.has(d.id)));
    if (cards.length === 0) out.push(warning('draft-deck-empty', ptr('spawnPoints', i, 'rule', 'draft'), msg('draft-deck-empty', { id: s.id, defcon })));
  });
}

/** Who stands on a square, as indices: a big mission has tens of thousands of models, so no strings until needed. */
const enum Who {
  Hero = 1,
  Model = 2,
  Object = 3,
}

function placements(m: Mission, c: Catalog, mb: MissionBoard, out: Finding[]) {
  const { board } = mb;
  const elements = new Map(c.scenicElements.map((e) => [e.id, e]));
  const placed = (m.scenicElements ?? []).map((p) => elements.get(p.element));

  /** Whether a square is fit to stand on; when not, the finding is added. `what` is built only then. */
  const standing = (s: readonly number[], pointer: string, what: () => Arg): boolean => {
    const [x, y] = s;
    const t = board.terrainAt(x, y);
    if (t === Terrain.offBoard) out.push(error('placement-off-board', pointer, msg('placement-off-board', { what: what(), x, y })));
    else if (t === Terrain.nonZone) out.push(error('placement-non-zone', pointer, msg('placement-non-zone', { what: what(), x, y })));
    else if (t === Terrain.impassable || t === Terrain.obstruction) out.push(error('placement-blocked', pointer, msg(t === Terrain.impassable ? 'placement-impassable' : 'placement-obstruction', { what: what(), x, y })));
    else return true;
    return false;
  };

  // Scenic elements first: they decide which squares models cannot stand on.
  const owner = new Int32Array(board.width * board.height).fill(-1);
  mb.scenicSquares.forEach((squares, i) => {
    if (!placed[i]) return;
    const pointer = ptr('scenicElements', i, 'at');
    for (const s of squares) {
      if (!standing(s, pointer, () => msg('subject-part-of', { id: m.scenicElements![i].id }))) break;
      const k = board.index(s[0], s[1]);
      if (owner[k] !== -1) {
        out.push(error('placement-occupied', pointer, msg('placement-overlap', { id: m.scenicElements![i].id, other: m.scenicElements![owner[k]].id, square: String(s) })));
        break;
      }
      owner[k] = i;
    }
    for (const a of squares) {
      for (const b of squares) {
        if (a[0] + a[1] < b[0] + b[1] && board.hasWall(a, b)) {
          out.push(error('placement-on-wall', pointer, msg('placement-on-wall', { id: m.scenicElements![i].id, first: String(a), second: String(b) })));
        }
      }
    }
  });

  const pointerOf = (who: Who, i: number, k: number) =>
    who === Who.Hero ? ptr('heroes', i, 'start') : who === Who.Object ? ptr('objects', i, 'at') : ptr('enemyGroups', i, 'models', k, 'at');
  const nameOf = (who: Who, i: number, k: number): Message =>
    who === Who.Hero
      ? msg('who-hero', { id: m.heroes[i].hero })
      : who === Who.Object
        ? msg('who-object', { id: m.objects![i].id })
        : msg('who-model', { id: m.enemyGroups![i].models[k].id });
  const size = board.width * board.height;
  const takenWho = new Uint8Array(size);
  const takenI = new Int32Array(size);
  const takenK = new Int32Array(size);
  const stand = (who: Who, i: number, k: number, square: readonly number[]) => {
    const [x, y] = square;
    if (!board.isFloor(x, y)) {
      standing(square, pointerOf(who, i, k), () => capital(nameOf(who, i, k)));
      return;
    }
    const at = board.index(x, y);
    const element = owner[at] === -1 ? undefined : placed[owner[at]];
    if (element && noStanding(element)) {
      const where = { who: capital(nameOf(who, i, k)), square: String(square) };
      out.push(error('placement-blocked', pointerOf(who, i, k), msg('placement-no-standing', { ...where, element: m.scenicElements![owner[at]].id, category: element.category, threeD: element.threeD ? ', 3D' : '' })));
    } else if (takenWho[at]) {
      const other = nameOf(takenWho[at], takenI[at], takenK[at]);
      out.push(error('placement-occupied', pointerOf(who, i, k), msg('placement-occupied', { who: capital(nameOf(who, i, k)), square: String(square), other })));
    } else {
      takenWho[at] = who;
      takenI[at] = i;
      takenK[at] = k;
    }
  };
  m.objects?.forEach((o, i) => stand(Who.Object, i, 0, o.at));
  m.heroes.forEach((h, i) => stand(Who.Hero, i, 0, h.start));
  m.enemyGroups?.forEach((g, i) => g.models.forEach((model, k) => stand(Who.Model, i, k, model.at)));

  const ground = (s: readonly number[], pointer: string, what: () => Message) => {
    if (!standing(s, pointer, what)) return;
    const at = board.index(s[0], s[1]);
    const element = owner[at] === -1 ? undefined : placed[owner[at]];
    if (element && blocksMovement(element)) out.push(error('placement-blocked', pointer, msg('placement-under', { what: what(), square: String(s), element: m.scenicElements![owner[at]].id })));
  };
  m.spawnPoints?.forEach((s, i) => ground(s.at, ptr('spawnPoints', i, 'at'), () => msg('subject-spawn-point', { id: s.id })));
  m.loot?.forEach((l, i) => (board.isFloor(l.at[0], l.at[1]) && owner[board.index(l.at[0], l.at[1])] === -1) || ground(l.at, ptr('loot', i, 'at'), () => msg('subject-loot', { id: l.id })));
  m.enemyGroups?.forEach((g, i) => g.patrol?.route.forEach((s, k) => standing(s, ptr('enemyGroups', i, 'patrol', 'route', k), () => msg('subject-waypoint', { n: k + 1, id: g.id }))));
  eachLocation(m, (l, p) => l.square && standing(l.square, `${p}/square`, () => msg('subject-place')));
  eachEffect(m, (e, p) => e['place-loot'] && standing(e['place-loot'].at, `${p}/place-loot/at`, () => msg('subject-this-loot')));
  m.board.terrain?.forEach((t, i) => board.terrainAt(t.at[0], t.at[1]) === Terrain.offBoard && out.push(error('placement-off-board', ptr('board', 'terrain', i, 'at'), msg('terrain-off-board', { at: String(t.at) }))));
  m.board.levels?.forEach((l, i) => standing(l.at, ptr('board', 'levels', i, 'at'), () => msg('subject-height-change')));
}

function deployment(m: Mission, mb: MissionBoard, out: Finding[]) {
  const zone = new Set(areaSquares(m.deployment).map((s) => `${s[0]},${s[1]}`));
  m.heroes.forEach((h, i) => {
    if (!zone.has(`${h.start[0]},${h.start[1]}`)) out.push(error('hero-outside-deployment', ptr('heroes', i, 'start'), msg('hero-outside-deployment', { hero: h.hero, at: String(h.start) })));
  });
  const off = [...zone].filter((k) => {
    const [x, y] = k.split(',').map(Number);
    return !mb.board.isFloor(x, y);
  });
  if (off.length > 0 && off.length === zone.size) out.push(error('placement-off-board', '/deployment', msg('deployment-off-board'), 'key'));
  m.zones?.forEach((z, i) => {
    const squares = areaSquares(z);
    if (squares.length > 0 && squares.every((s) => mb.board.terrainAt(s[0], s[1]) === Terrain.offBoard)) {
      out.push(warning('placement-off-board', ptr('zones', i), msg('zone-off-board', { id: z.id }), 'key'));
    }
  });
}

function tileOverlaps(m: Mission, mb: MissionBoard, out: Finding[]) {
  const reported = new Set<string>();
  for (const o of mb.overlaps) {
    const key = `${o.first}-${o.second}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const a = m.board.tiles[o.first];
    const b = m.board.tiles[o.second];
    out.push(error('tile-overlap', ptr('board', 'tiles', o.second, 'at'), msg('tile-overlap', { tile: b.tile, other: a.tile, at: String(a.at), square: String(o.square) })));
  }
  for (const i of mb.idleOpenings) {
    const [a, b] = m.board.openings![i];
    if (wallEdge(a, b)) out.push(warning('opening-without-wall', ptr('board', 'openings', i), msg('opening-without-wall', { first: String(a), second: String(b) })));
  }
}

/** Walls and openings must touch the board: an edge between two squares outside it can never matter. */
function edgesOffBoard(m: Mission, mb: MissionBoard, out: Finding[]) {
  const on = (q: readonly number[]) => q[0] >= 0 && q[1] >= 0 && q[0] < mb.board.width && q[1] < mb.board.height;
  const check = (edge: readonly (readonly number[])[], pointer: string) => {
    if (wallEdge(edge[0], edge[1]) && !on(edge[0]) && !on(edge[1])) {
      out.push(error('wall-off-board', pointer, msg('wall-off-board', { first: String(edge[0]), second: String(edge[1]), width: mb.board.width, height: mb.board.height })));
    }
  };
  m.board.walls?.forEach((e, i) => check(e, ptr('board', 'walls', i)));
  m.board.openings?.forEach((e, i) => check(e, ptr('board', 'openings', i)));
  eachEffect(m, (e, p) => {
    if (e['open-wall']) check(e['open-wall'], `${p}/open-wall`);
    if (e['close-wall']) check(e['close-wall'], `${p}/close-wall`);
  });
}

/**
 * Objectives the heroes must reach, checked on the board from their start squares. Optimistic on purpose: every wall
 * an object or event can open counts as open, and enemies are not in the way; what fails this can never be reached.
 */
function reachability(m: Mission, mb: MissionBoard, out: Finding[]) {
  const board = mb.board.clone();
  eachEffect(m, (e) => e['open-wall'] && board.removeWall(e['open-wall'][0], e['open-wall'][1]));
  const objectSquares = new Map((m.objects ?? []).map((o) => [o.id, o.at]));
  for (const at of objectSquares.values()) if (board.inBounds(at[0], at[1])) board.blocked[board.index(at[0], at[1])] = 1;
  const starts = m.heroes.map((h) => h.start as Square).filter((s) => board.isFloor(s[0], s[1]));
  if (starts.length === 0) return;
  const seen = reachable(board, starts, { climb: 1 });
  const at = (s: readonly number[]) => board.inBounds(s[0], s[1]) && seen[board.index(s[0], s[1])] === 1;
  const nextTo = (s: readonly number[]) =>
    ([[0, -1], [1, 0], [0, 1], [-1, 0]] as const).some(([dx, dy]) => at([s[0] + dx, s[1] + dy]) && !board.hasWall(s as Square, [s[0] + dx, s[1] + dy]));
  const zones = new Map((m.zones ?? []).map((z) => [z.id, z]));
  const objectOk = (id: string) => {
    const s = objectSquares.get(id);
    return s === undefined || nextTo(s);
  };
  const locationOk = (l: Location) => {
    if (l.square) return at(l.square);
    if (l.zone) {
      const z = zones.get(l.zone);
      return z === undefined || areaSquares(z).some(at);
    }
    return l.object === undefined || objectOk(l.object);
  };
  const where = (l: Location) => (l.square ? msg('place-square', { square: String(l.square) }) : l.zone ? msg('place-zone', { id: l.zone }) : msg('place-object', { id: String(l.object) }));
  const check = (c: Condition, p: string) => {
    if (typeof c === 'string') return;
    const reach = c['hero-reaches'];
    if (reach && !locationOk(reach.at)) out.push(error('objective-unreachable', `${p}/hero-reaches/at`, msg('objective-unreachable', { where: where(reach.at) })));
    const used = c['objects-interacted'];
    if (used) {
      const ok = used.objects.filter(objectOk).length;
      const needed = used.count ?? used.objects.length;
      if (ok < needed) {
        const blocked = list(used.objects.filter((id) => !objectOk(id)).map((id) => `\`${id}\``));
        out.push(error('objective-unreachable', `${p}/objects-interacted`, msg('objects-unreachable', { objects: blocked, needed })));
      }
    }
  };
  m.victory.forEach((c, i) => conditions(c, ptr('victory', i), check));
  m.events?.forEach((e, i) => e.trigger.when !== undefined && conditions(e.trigger.when, ptr('events', i, 'trigger', 'when'), check));
}

function boardChecks(m: Mission, c: Catalog, out: Finding[]) {
  const mb = buildMissionBoard(m, c);
  const { width, height } = mb.board;
  if (width > BOARD_SIDE_LIMIT || height > BOARD_SIDE_LIMIT) {
    // The tile that reaches furthest names what to move; the other board checks wait until the board can be played.
    let far = 0;
    m.board.tiles.forEach((p, i) => (Math.max(p.at[0], p.at[1]) > Math.max(m.board.tiles[far].at[0], m.board.tiles[far].at[1]) ? (far = i) : 0));
    out.push(error('board-too-large', ptr('board', 'tiles', far, 'at'), msg('board-too-large', { width, height, limit: BOARD_SIDE_LIMIT, tile: m.board.tiles[far].tile })));
    return;
  }
  tileOverlaps(m, mb, out);
  edgesOffBoard(m, mb, out);
  placements(m, c, mb, out);
  deployment(m, mb, out);
  reachability(m, mb, out);
}

/** Semantic checks of a schema-valid mission. With a catalog, also its references and its board. */
export function missionChecks(m: Mission, context: { catalog?: Catalog }): Finding[] {
  const out: Finding[] = [];
  const outside = pathLeavesFolder(m.catalog, 'sine-tempore-core.catalog.json');
  if (outside) out.push(error('path-outside-folder', '/catalog', outside));
  duplicates(m, out);
  internalReferences(m, out);
  timing(m, out);
  patrols(m, out);
  edges(m, out);
  if (context.catalog) {
    catalogReferences(m, context.catalog, out);
    if (!out.some((f) => f.code === 'unknown-catalog-entry' && f.pointer.startsWith('/board/tiles'))) boardChecks(m, context.catalog, out);
    else out.push(info('checks-skipped', '/board', msg('board-checks-skipped'), 'key'));
  }
  return out;
}
