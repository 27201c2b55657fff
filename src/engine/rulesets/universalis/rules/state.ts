/**
 * The state of one Universalis game: flat and mutable (typed arrays indexed by model number), with the one
 * seeded random generator inside it, so a game is its seed plus its decisions. `cloneState` copies every
 * array (cheap: a few hundred numbers) for bots that look ahead. No rules code keeps anything outside this
 * object: scratch space for geometry lives in it too (a fresh one per clone).
 */
import { Rng } from '../../../core/rng';
import { Crossings, SightScratch, type Cylinder, type Scene } from '../geometry';
import { BASE_RADIUS, TELEMATON, type MissionDef, type ModelDef, type ObjectDef, type TableDef, type TerrainDef, type ZoneDef } from './defs';
import type { UniversalisSettings } from './settings';
import type { MoveKind, MovePlan, MoveRequest } from './movement';
import type { ShotDeclaration } from './ranged';
import type { Cover } from './sight';

export const PRONE = 1;
export const ELIMINATED = 2;
/** Left the table (a panicking model that reached an edge, AD-46). */
export const OFF_TABLE = 4;
export const FAST = 8;
export const DEFENCE = 16;
export const PANIC = 32;
export const CAMOUFLAGED = 64;
export const BURNING = 128;
export const CRITICAL = 256;
/* 512: free (was 'has been critical once'; the critical state itself never ends, AD-47). */
export const ACTIVATED = 1024;
/** Hull zone states of a colossus (AD-73). */
export const LEFT_CRITICAL = 2048;
export const RIGHT_CRITICAL = 4096;
export const MOVE_CRITICAL = 8192;
export const LEFT_DESTROYED = 16384;
export const RIGHT_DESTROYED = 32768;
export const MOVE_DESTROYED = 65536;
export const CANNOT_TURN = 131072;
/** Attacked out of camouflage this round: +2 NK for the rest of it (UN-16.2.1, AD-81). */
export const AMBUSHER = 262144;
/** Revealed out of camouflage and not yet hidden again by two full moves (UN-16.3.2, AD-80). */
export const REVEALED = 524288;
/** Out of the game: eliminated or off the table. */
export const GONE = ELIMINATED | OFF_TABLE;

/** How a model starts a compiled game (a skirmish's deployment, or a conformance case's set-up). */
export interface ModelSetup {
  x: number;
  y: number;
  z: number;
  facing: number;
  prone: boolean;
  ap: number;
  hp: number;
  eliminated: boolean;
  moved: number;
  shock: number;
  fast: boolean;
  defence: boolean;
  /** Index into the model's weapons, -1 for none. */
  fireReadiness: number;
  /** Bit per weapon index. */
  reload: number;
  panic: boolean;
  camouflaged: boolean;
  burning: boolean;
}

export interface Compiled {
  id: string;
  title: string;
  models: ModelDef[];
  /** Model index by id. */
  index: Record<string, number>;
  setup: ModelSetup[];
  table: TableDef;
  objects: ObjectDef[];
  zones: ZoneDef[];
  /** Each side's mission (UN-5.2): index 0 side a, 1 side b. */
  missions: [MissionDef, MissionDef];
  settings: UniversalisSettings;
  /** First index of each model's weapons in the flat per-weapon arrays. */
  weaponStart: number[];
  weaponCount: number;
  /** Where models may deploy (by side), for reports; -1 when none. */
  deployment: [number, number];
}

export interface LogEntry {
  /** Round and the acting model (or -1) when the entry was made. */
  round: number;
  kind: string;
  model?: string;
  text: string;
  data?: Record<string, unknown>;
}

export const STAGE_SELECT = 0;
export const STAGE_THREAT = 1;
export const STAGE_PHASE = 2;
export const STAGE_REACT = 3;
export const STAGE_OVER = 4;
/** Round end (UN-5.7.1, AD-75): each side in turn (a, then b) may surrender before the missions are checked. */
export const STAGE_ROUND_END = 5;

export interface Pending {
  /** What the reacting side may answer. */
  kind: 'dodge' | 'reactionFire' | 'counter' | 'opportunity' | 'support' | 'block' | 'push';
  side: number;
  /** Candidate reactors, in the order they are offered. */
  reactors: number[];
  /** The action being answered, resumed when the window closes. */
  resume: unknown;
}

export interface GameResult {
  outcome: 'a' | 'b' | 'draw';
  reason: string;
  round: number;
}

export interface GameState {
  readonly c: Compiled;
  readonly n: number;
  /**
   * Base radius per model (UN-3.6): fixed by its size, so clones share it. Read by every geometric test of the
   * rules and the bots; one load from a list of doubles instead of the chain through the compiled model and
   * BASE_RADIUS.
   */
  readonly radius: readonly number[];
  /**
   * Whether the scenario has a telematon or an operated model at all (UN-19): without one, a model's eligibility
   * is its flags and the group acting in its phase is itself.
   */
  readonly telematons: boolean;
  /** Each model's side (0 a, 1 b), for the loops over every model the course of the game runs at each decision. */
  readonly sideOf: readonly number[];
  /** The models with roll hooks (AD-79), in the models' order: the only ones a roll's hook bonus looks at. */
  readonly rollHookers: readonly number[];
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  facing: Float64Array;
  moved: Float64Array;
  ap: Int16Array;
  hp: Int16Array;
  shock: Int16Array;
  flags: Int32Array;
  fireReady: Int8Array;
  reload: Int32Array;
  uses: Int16Array;
  /** Circles left per model: its traits' (-1: no circles), then its equipment's (UN-7.3, UN-17.4). */
  circles: number[][];
  /** Colossus zones left, right, movement (3 per model). */
  zoneHp: Int16Array;
  /** Source weapon (flat weapon index) of the burning marker, -1 none, -2 unknown (a case's set-up). */
  burnSrc: Int32Array;
  /** Poison markers per model: flat weapon indices of their sources, oldest first (AD-49). */
  poison: number[][];
  /** Full movement actions since a camouflaged model was revealed (AD-80). */
  revealMoves: Int8Array;
  /** Direct-threat status this phase: 0 none, 1 test passed, 2 must attack, 3 attacked or lapsed (AD-15). */
  threat: Int8Array;
  /** Lasting powers in play: bit per power index. */
  powersOn: Int32Array;
  // Lasting effects of powers (rules/effects.ts, sight6).
  /** The effects of lasting powers in play: replaced whole on a change (never edited in place), so clones share it. */
  effects: readonly LastingEffect[];
  /** The point an area power was declared at (x, y per caster), kept until its block window closes. */
  powerAt: Float64Array;
  /** Objects: used, and who carries a portable one (-1: lying at objX, objY). */
  objUsed: Uint8Array;
  objCarrier: Int16Array;
  objX: Float64Array;
  objY: Float64Array;
  /**
   * The terrain as it stands now: the compiled pieces until an object opens a door (the piece goes) or a
   * colossus falls (its wreck becomes a piece, AD-73). Replaced whole on a change, never edited in place,
   * so clones share it.
   */
  pieces: readonly TerrainDef[];
  scene: Scene;
  round: number;
  stage: number;
  /** The model whose initiative phase runs, -1 between phases. */
  active: number;
  /** The second model of the current pair, -1 when none waits. */
  next: number;
  /** Models chosen for the next pair, by side (-1: not yet). */
  chosen: [number, number];
  /** An open reaction window: the other side answers before the action goes on. */
  pending: Pending | null;
  /** At round end: the side asked whether it surrenders (0 a, 1 b). */
  roundEndSide: number;
  /** Actions taken this phase by the active model (the first AP-costing one matters for AD-15). */
  phaseActions: number;
  /** The active model's direct threats this phase (AD-15). */
  threats: number[];
  /** Whether models may react (a game); conformance steps run without reactions (AD-27). */
  reactionsOn: boolean;
  rng: Rng;
  /** Forced dice of a conformance case: D12 results, then D6; null in a normal game. */
  forced: { d12: number[]; d6: number[]; i12: number; i6: number } | null;
  log: LogEntry[] | null;
  decisions: number;
  /** Bot decisions the rules refused, each answered by ending the phase or passing (a bot bug; reports count them). */
  refused: number;
  result: GameResult | null;
  /** Statistics a batch folds: where models were eliminated, by whom. */
  eliminations: { model: number; x: number; y: number; round: number; by: number }[];
  sight: SightScratch;
  /**
   * Bumped whenever anything sight depends on changes (a model moves, goes prone, leaves play; the terrain
   * changes); line-of-sight and cover answers are kept while it stays the same.
   */
  version: number;
  /** What is known of the sight between each ordered pair of models (index a × n + b), see rules/sight.ts. */
  sightCache: { pairs: (SightEntry | undefined)[]; sig: number[] };
  /** Cylinders of the models for sight questions (scratch, refilled on every question). */
  cyl: Cylinder[];
  // A memo of rules/ranged.ts inMelee, asked about 1,800 times a game.
  /** Per model: the state version its inMelee answer was worked out at (-1: never), and the answer (1: in melee). */
  meleeAt: Float64Array;
  meleeIs: Uint8Array;
  blockers: Cylinder[];
  blockerIds: number[];
  /** Scratch lists for rules code (never kept across calls). */
  tmp: number[];
  crossings: Crossings;
  /** The last movement planned and what for (movement.ts planMove): the same request is answered again. */
  planMemo: PlanMemo;
  /** Scratch lists of the game's course (flow.ts, game.ts): who is eligible per side, the acting group. */
  flowTmp: FlowScratch;
  // What the bots' cheap look at candidate moves finds once per mover and state.
  /** bots/move-check.ts: the mover's reach and the terrain near it, for every candidate move of one decision. */
  moveLook: MoveLook;
  /** bots/places.ts: the pieces that can matter to the cautious bot's places in one decision (refilled). */
  placePieces: number[];
  /** rules/movement.ts moverNear: the pieces and models near the last mover asked about. */
  moverNear: MoverNear;
}

// The bots' look at candidate moves (bots/move-check.ts fills and reads it).
/**
 * What a mover's cached answers depend on besides what they ask (the plan memo, the bots' move look): the state
 * version (positions, who stands and who is in play, the terrain), the mover, its flags and its place.
 */
export interface MoverKey {
  version: number;
  m: number;
  flags: number;
  x: number;
  y: number;
  z: number;
}

/** Whether the key was written for mover m on this state. */
export function moverKeyHolds(s: GameState, k: MoverKey, m: number): boolean {
  return k.version === s.version && k.m === m && k.flags === s.flags[m] && k.x === s.x[m] && k.y === s.y[m] && k.z === s.z[m];
}

/** Writes the key for mover m on this state. */
export function keepMoverKey(s: GameState, k: MoverKey, m: number): void {
  k.version = s.version;
  k.m = m;
  k.flags = s.flags[m];
  k.x = s.x[m];
  k.y = s.y[m];
  k.z = s.z[m];
}

/**
 * What every candidate move of one mover on one state shares (bots/move-check.ts): valid while the state
 * version, the mover, its flags and place and the terrain are the ones it was worked out for.
 */
export interface MoveLook extends MoverKey {
  pieces: readonly TerrainDef[] | null;
  /** The largest allowance of one movement action (GK, +2 on wheels). */
  most: number;
  /** Whether the mover obeys passability (not flying or hovering, AD-40). */
  ground: boolean;
  /** A ground-based mover starting in difficult terrain. */
  startDifficult: boolean;
  /** The lowest solid piece's height (Infinity without one). */
  lowest: number;
  /** Solid pieces whose box comes within reach of the mover (any other is off every candidate's path). */
  near: number[];
  nNear: number;
  /** Ladders that may lie within r + 1 of a candidate's path, as x, y pairs. */
  ladders: number[];
  nLadders: number;
}

// The pieces and models near a mover, shared by the plans and looks of its moves on one state.
/**
 * What a straight move of one movement action from the mover's place can meet (rules/movement.ts moverNear):
 * valid while the state version, the mover, its flags and place and the pieces are the ones it was worked out for.
 */
export interface MoverNear extends MoverKey {
  pieces: readonly TerrainDef[] | null;
  /** How far the move may reach for the lists to hold: GK, +2 on wheels (UN-8.1). */
  most: number;
  /** The pieces whose box comes within that and the base's radius of the mover (in the pieces' order). */
  near: number[];
  nNear: number;
  /** The other living models whose centre comes within that, both radii and 3 cm (in the models' order). */
  models: number[];
  nModels: number;
}

function emptyMoverNear(): MoverNear {
  return { version: -1, m: -1, flags: 0, x: 0, y: 0, z: 0, pieces: null, most: 0, near: [], nNear: 0, models: [], nModels: 0 };
}

function emptyMoveLook(): MoveLook {
  return {
    version: -1,
    m: -1,
    flags: 0,
    x: 0,
    y: 0,
    z: 0,
    pieces: null,
    most: 0,
    ground: true,
    startDifficult: false,
    lowest: Infinity,
    near: [],
    nNear: 0,
    ladders: [],
    nLadders: 0,
  };
}

/** Lists the course of a game refills on every decision instead of allocating them (never kept across calls). */
export interface FlowScratch {
  a: number[];
  b: number[];
  side: number[];
  startGroup: number[];
  endGroup: number[];
  /** The way points of a move being checked (actions.ts: planMove keeps its own copy). */
  path: number[];
  // The requests and declarations a check or a move builds, refilled instead of allocated.
  /** The move request of a check, a declared move or its execution (planMove reads it and keeps nothing of it). */
  req: MoveRequest;
  /** A shot's declaration while it is checked (shotProblem keeps nothing of it; a performed shot has its own). */
  decl: ShotDeclaration;
  /** Reaction-fire candidates of a move (reactions.ts afterMove: the window keeps its own list). */
  reactors: number[];
}

function emptyFlowScratch(): FlowScratch {
  return {
    a: [],
    b: [],
    side: [],
    startGroup: [],
    endGroup: [],
    path: [],
    req: { points: [], kind: 'move', test: 'none', target: -1, actions: 1, drop: false },
    decl: { weapon: 0, kind: 'normal', targets: [], shots: [], indirect: false },
    reactors: [],
  };
}

/**
 * Sight between two models as far as it is known (rules/sight.ts): valid for the state version it was last
 * checked at, and for the inputs it was worked out from (the terrain, and each model's cylinder and size step:
 * the two models', then the number of blockers and each blocker's index and the same).
 */
export interface SightEntry {
  version: number;
  pieces: readonly TerrainDef[] | null;
  sig: number[];
  /** -1 not known, 0 no line of sight, 1 line of sight. */
  los: number;
  /** The bots' two-ray glimpse: -1 not known, 0 both rays blocked, 1 clear. */
  glimpse: number;
  /** State versions at which the line of sight became known, and at which a glimpse found both rays blocked. */
  losSeen: number;
  glimpseSeen: number;
  /** undefined: not worked out; null: no line of sight. */
  cover: Cover | null | undefined;
  /** rules/sight.ts: the scenario's record of the answers for this entry's signature (shared across games), or null. */
  memo: { los: number; glimpse: number; cover: Cover | null | undefined } | null;
}

/**
 * What a lasting power in play does (AD-79 hooks sightBlocker and shotModifier): a circle that blocks every line
 * of sight through it, and a modifier on every shot at one model. It lasts as long as its power (rules/effects.ts).
 */
export interface LastingEffect {
  caster: number;
  power: number;
  /** The circle as an endless upright cylinder for the sight tests, or null. */
  circle: Cylinder | null;
  /** The model shots at which take `shotMod` (-1: none). */
  target: number;
  shotMod: number;
}

/** The last move planned in a game and what it was planned for (movement.ts planMove answers it again). */
export interface PlanMemo extends MoverKey {
  plan: MovePlan | null;
  points: number[];
  kind: MoveKind;
  test: MoveRequest['test'];
  target: number;
  actions: number;
  drop: boolean;
}

function emptyPlanMemo(): PlanMemo {
  return { plan: null, version: -1, m: -1, flags: 0, x: 0, y: 0, z: 0, points: [], kind: 'move', test: 'none', target: -1, actions: 0, drop: false };
}

/** First index of each model's weapons in the flat per-weapon arrays, and the number of weapons in all. */
export function weaponOffsets(models: readonly ModelDef[]): { weaponStart: number[]; weaponCount: number } {
  const weaponStart: number[] = [];
  let k = 0;
  for (const d of models) {
    weaponStart.push(k);
    k += d.weapons.length;
  }
  return { weaponStart, weaponCount: k };
}

/**
 * Sight scratch of finished games, by compiled scenario: a batch hands each finished game back
 * (the ruleset's release), and the next game of the same scenario takes its scratch instead of building one;
 * its buffers are already sized for the scene. A scratch belongs to one game at a time and is overwritten before
 * every read (as between two questions of one game), so a game plays the same with a fresh or a used one. Keyed
 * weakly: nothing outlives its scenario (as Sine Tempore's search scratch, rules/scratch.ts there).
 */
const spareSight = new WeakMap<Compiled, SightScratch[]>();

function takeSight(c: Compiled): SightScratch {
  return spareSight.get(c)?.pop() ?? new SightScratch();
}

/** Takes back a finished game's scratch for the next game of its scenario; the game must not be played on. */
export function releaseState(s: GameState): void {
  // A game released twice hands its scratch and arrays out once: they may already serve the next game.
  if (released.has(s)) return;
  released.add(s);
  let pool = spareSight.get(s.c);
  if (!pool) spareSight.set(s.c, (pool = []));
  if (pool.length < 4 && !pool.includes(s.sight)) pool.push(s.sight);
  let arrays = spareArrays.get(s.c);
  if (!arrays) spareArrays.set(s.c, (arrays = []));
  if (arrays.length < 4 && !arrays.some((a) => a.x === s.x)) arrays.push(arraysOf(s));
}

/**
 * A game's typed arrays, one row each: its type, what its length counts (models, weapons, objects) and how many
 * places per one, and its start value (objX and objY then take the objects' places). createState starts them,
 * and a released game hands them to the next one; one list so the two cannot miss an array.
 */
const LAYOUT = [
  ['x', Float64Array, 'models', 1, 0],
  ['y', Float64Array, 'models', 1, 0],
  ['z', Float64Array, 'models', 1, 0],
  ['facing', Float64Array, 'models', 1, 0],
  ['moved', Float64Array, 'models', 1, 0],
  ['ap', Int16Array, 'models', 1, 0],
  ['hp', Int16Array, 'models', 1, 0],
  ['shock', Int16Array, 'models', 1, 0],
  ['flags', Int32Array, 'models', 1, 0],
  ['fireReady', Int8Array, 'models', 1, -1],
  ['reload', Int32Array, 'models', 1, 0],
  ['uses', Int16Array, 'weapons', 1, 0],
  ['zoneHp', Int16Array, 'models', 3, 0],
  ['burnSrc', Int32Array, 'models', 1, -1],
  ['revealMoves', Int8Array, 'models', 1, 0],
  ['threat', Int8Array, 'models', 1, 0],
  ['powersOn', Int32Array, 'models', 1, 0],
  ['powerAt', Float64Array, 'models', 2, 0],
  ['objUsed', Uint8Array, 'objects', 1, 0],
  ['objCarrier', Int16Array, 'objects', 1, -1],
  ['objX', Float64Array, 'objects', 1, 0],
  ['objY', Float64Array, 'objects', 1, 0],
  ['meleeAt', Float64Array, 'models', 1, -1],
  ['meleeIs', Uint8Array, 'models', 1, 0],
] as const;

type StateArrays = Pick<GameState, (typeof LAYOUT)[number][0]>;
type AnyArray = Float64Array | Int32Array | Int16Array | Int8Array | Uint8Array;

/**
 * Typed arrays of finished games, by compiled scenario, as the sight scratch: making some 24 typed arrays was most
 * of building a game's state (each one an ArrayBuffer V8 also tracks for the collector). A released game is
 * played no more (the ruleset's release), and takeArrays writes every place of every array before the next game
 * reads one, so a game starts the same on fresh or used arrays.
 */
const spareArrays = new WeakMap<Compiled, StateArrays[]>();
const released = new WeakSet<GameState>();

function arraysOf(s: GameState): StateArrays {
  const a: Record<string, AnyArray> = {};
  for (const [name] of LAYOUT) a[name] = s[name];
  return a as unknown as StateArrays;
}

function lengthFor(c: Compiled, per: 'models' | 'weapons' | 'objects', times: number): number {
  return times * (per === 'models' ? c.models.length : per === 'weapons' ? c.weaponCount : c.objects.length);
}

/** The start values of every array but the models' set-up, which createState writes over each place. */
function takeArrays(c: Compiled): StateArrays {
  let a = spareArrays.get(c)?.pop() as Record<string, AnyArray> | undefined;
  // A compiled scenario edited since (tests do) may have other counts: such arrays are left to the collector.
  if (a && LAYOUT.some(([name, , per, times]) => a![name].length !== lengthFor(c, per, times))) a = undefined;
  if (!a) {
    a = {};
    for (const [name, Made, per, times] of LAYOUT) a[name] = new Made(lengthFor(c, per, times));
  }
  for (const [name, , , , start] of LAYOUT) a[name].fill(start);
  const { objX, objY } = a;
  for (let i = 0; i < c.objects.length; i++) {
    objX[i] = c.objects[i].x;
    objY[i] = c.objects[i].y;
  }
  return a as unknown as StateArrays;
}

/**
 * One empty list per model. Built by a loop, as startCircles: Array.from of an array-like and spread copies take
 * V8's generic paths, and building the state was about 1% of a batch game.
 */
function emptyLists(n: number): number[][] {
  const out: number[][] = [];
  for (let m = 0; m < n; m++) out.push([]);
  return out;
}

/** Circles left per model at the start: its traits' (-1: no circles), then its equipment's (UN-7.3, UN-17.4). */
function startCircles(c: Compiled): number[][] {
  const out: number[][] = [];
  for (const d of c.models) {
    const row: number[] = [];
    for (const x of d.traits) row.push(x.uses ?? -1);
    for (const e of d.equipment) row.push(e.uses);
    out.push(row);
  }
  return out;
}

/**
 * What the rules read of the compiled models on every look, laid out when a game starts (not kept per compiled
 * scenario: tests and the studio edit a compiled model before starting a game on it). A plain list of doubles:
 * allocating a typed array costs more than filling ten places.
 */
function tablesOf(c: Compiled): { radius: number[]; sideOf: number[]; telematons: boolean; rollHookers: number[] } {
  // Started as a list of doubles (V8 never takes a list back to small integers): radii of 2 alone would
  // otherwise give a list of another kind and make radiusOf's load see two.
  const radius: number[] = [0.5];
  radius.pop();
  const sideOf: number[] = [];
  const rollHookers: number[] = [];
  let telematons = false;
  for (let m = 0; m < c.models.length; m++) {
    const d = c.models[m];
    radius.push(BASE_RADIUS[d.size]);
    sideOf.push(d.side);
    if (d.type === TELEMATON || d.operator >= 0) telematons = true;
    if (d.rollHooks && d.rollHooks.length > 0) rollHookers.push(m);
  }
  return { radius, sideOf, telematons, rollHookers };
}

export function createState(c: Compiled, seed: number, log: boolean): GameState {
  const n = c.models.length;
  const tables = tablesOf(c);
  const a = takeArrays(c);
  const s: GameState = {
    c,
    n,
    radius: tables.radius,
    sideOf: tables.sideOf,
    telematons: tables.telematons,
    rollHookers: tables.rollHookers,
    x: a.x,
    y: a.y,
    z: a.z,
    facing: a.facing,
    moved: a.moved,
    ap: a.ap,
    hp: a.hp,
    shock: a.shock,
    flags: a.flags,
    fireReady: a.fireReady,
    reload: a.reload,
    uses: a.uses,
    circles: startCircles(c),
    zoneHp: a.zoneHp,
    burnSrc: a.burnSrc,
    poison: emptyLists(n),
    revealMoves: a.revealMoves,
    threat: a.threat,
    powersOn: a.powersOn,
    effects: [],
    powerAt: a.powerAt,
    objUsed: a.objUsed,
    objCarrier: a.objCarrier,
    objX: a.objX,
    objY: a.objY,
    pieces: c.table.pieces,
    scene: c.table.scene,
    round: 1,
    stage: STAGE_SELECT,
    roundEndSide: 0,
    active: -1,
    next: -1,
    chosen: [-1, -1],
    pending: null,
    phaseActions: 0,
    threats: [],
    reactionsOn: true,
    rng: Rng.fromSeed(seed),
    forced: null,
    log: log ? [] : null,
    decisions: 0,
    refused: 0,
    result: null,
    eliminations: [],
    sight: takeSight(c),
    version: 0,
    sightCache: { pairs: [], sig: [] },
    cyl: [],
    meleeAt: a.meleeAt,
    meleeIs: a.meleeIs,
    blockers: [],
    blockerIds: [],
    tmp: [],
    crossings: new Crossings(),
    planMemo: emptyPlanMemo(),
    flowTmp: emptyFlowScratch(),
    moveLook: emptyMoveLook(),
    placePieces: [],
    moverNear: emptyMoverNear(),
  };
  for (let m = 0; m < n; m++) {
    const d = c.models[m];
    const u = c.setup[m];
    s.x[m] = u.x;
    s.y[m] = u.y;
    s.z[m] = u.z;
    s.facing[m] = u.facing;
    s.moved[m] = u.moved;
    s.ap[m] = u.ap;
    s.hp[m] = u.hp;
    s.shock[m] = u.shock;
    s.fireReady[m] = u.fireReadiness;
    s.reload[m] = u.reload;
    let f = 0;
    if (u.prone) f |= PRONE;
    if (u.eliminated || u.hp <= 0) f |= ELIMINATED;
    if (u.fast) f |= FAST;
    if (u.defence) f |= DEFENCE;
    if (u.panic) f |= PANIC;
    if (u.camouflaged) f |= CAMOUFLAGED;
    if (u.burning) {
      f |= BURNING;
      s.burnSrc[m] = -2;
    }
    if (d.hpCritical > 0 && u.hp <= d.hpCritical) f |= CRITICAL;
    s.flags[m] = f;
    const zone = Math.ceil((2 / 3) * (d.hpNormal + d.hpCritical));
    s.zoneHp[m * 3] = s.zoneHp[m * 3 + 1] = s.zoneHp[m * 3 + 2] = zone;
    d.weapons.forEach((w, i) => (s.uses[c.weaponStart[m] + i] = w.uses));
  }
  return s;
}

/** A copy that shares only the compiled scenario; the log is not copied (a look-ahead keeps none). */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    x: s.x.slice(),
    y: s.y.slice(),
    z: s.z.slice(),
    facing: s.facing.slice(),
    moved: s.moved.slice(),
    ap: s.ap.slice(),
    hp: s.hp.slice(),
    shock: s.shock.slice(),
    flags: s.flags.slice(),
    fireReady: s.fireReady.slice(),
    reload: s.reload.slice(),
    uses: s.uses.slice(),
    zoneHp: s.zoneHp.slice(),
    burnSrc: s.burnSrc.slice(),
    poison: s.poison.map((p) => p.slice()),
    circles: s.circles.map((p) => p.slice()),
    revealMoves: s.revealMoves.slice(),
    threat: s.threat.slice(),
    powersOn: s.powersOn.slice(),
    powerAt: s.powerAt.slice(),
    objUsed: s.objUsed.slice(),
    objCarrier: s.objCarrier.slice(),
    objX: s.objX.slice(),
    objY: s.objY.slice(),
    chosen: [s.chosen[0], s.chosen[1]],
    threats: s.threats.slice(),
    pending: s.pending ? { ...s.pending, reactors: s.pending.reactors.slice() } : null,
    rng: s.rng.clone(),
    forced: s.forced ? { ...s.forced, d12: s.forced.d12, d6: s.forced.d6 } : null,
    log: null,
    result: s.result ? { ...s.result } : null,
    eliminations: s.eliminations.slice(),
    sight: new SightScratch(),
    sightCache: { pairs: [], sig: [] },
    cyl: [],
    meleeAt: new Float64Array(s.n).fill(-1),
    meleeIs: new Uint8Array(s.n),
    blockers: [],
    blockerIds: [],
    tmp: [],
    crossings: new Crossings(),
    planMemo: emptyPlanMemo(),
    flowTmp: emptyFlowScratch(),
    moveLook: emptyMoveLook(),
    placePieces: [],
    moverNear: emptyMoverNear(),
  };
}

export function has(s: GameState, m: number, flag: number): boolean {
  return (s.flags[m] & flag) !== 0;
}

/** Flags that change what models see (height, who blocks). */
const SIGHT_FLAGS = PRONE | ELIMINATED | OFF_TABLE;

export function set(s: GameState, m: number, flag: number, on: boolean): void {
  const before = s.flags[m];
  if (on) s.flags[m] |= flag;
  else s.flags[m] &= ~flag;
  if ((before ^ s.flags[m]) & SIGHT_FLAGS) s.version++;
}

/** Moves a model (every position change goes through here, so sight answers are recomputed). */
export function place(s: GameState, m: number, x: number, y: number, z: number): void {
  s.x[m] = x;
  s.y[m] = y;
  s.z[m] = z;
  s.version++;
}

/** On the table and not eliminated. */
export function alive(s: GameState, m: number): boolean {
  return (s.flags[m] & GONE) === 0;
}

export function sideOf(s: GameState, m: number): number {
  return s.c.models[m].side;
}

export function weaponIndex(s: GameState, m: number, w: number): number {
  return s.c.weaponStart[m] + w;
}

/** Appends a log entry when the game keeps a log (words are the engine's; the UI words them again). */
export function note(
  s: GameState,
  kind: string,
  model: number,
  text: string,
  data?: Record<string, unknown>,
): void {
  if (!s.log) return;
  s.log.push({ round: s.round, kind, model: model >= 0 ? s.c.models[model].id : undefined, text, data });
}
