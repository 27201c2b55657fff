/**
 * What the Universalis rules work with once a document (a skirmish or a conformance case) is compiled:
 * models with their card values, weapons and armour as flat records, and the rulebook's fixed tables
 * (sizes UN-3.6, terrain types UN-9.6, cover levels UN-9.3.5). Plain data, shared by every game of a batch
 * and never changed by a game.
 */
import type { Polygon, Scene } from '../geometry';

export type Side = 0 | 1;
export const SIDE_IDS = ['a', 'b'] as const;

export const ATTRIBUTES = ['AGI', 'NK', 'FK', 'KO', 'WN', 'EH'] as const;
import type { ActionHook, LastingHooks, RerollHook, RollHook } from './hooks';
export type Attribute = (typeof ATTRIBUTES)[number];
export const AGI = 0;
export const NK = 1;
export const FK = 2;
export const KO = 3;
export const WN = 4;
export const EH = 5;

export const SIZES = ['small', 'medium', 'large', 'huge'] as const;
export type SizeName = (typeof SIZES)[number];
/** Base radius (cm) and profile height (cm) per size step (UN-3.6). */
export const BASE_RADIUS = [1.25, 1.25, 2, 2.5] as const;
export const PROFILE_HEIGHT = [2.5, 4, 6, 8] as const;
/** FK modifier for shooting at a target of each size (UN-14.10.1). */
export const TARGET_SIZE_MOD = [-1, 0, 1, 2] as const;

export const MODEL_TYPES = ['standard', 'telematon', 'colossus'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];
export const STANDARD = 0;
export const TELEMATON = 1;
export const COLOSSUS = 2;

export const MOVEMENTS = ['legs', 'flight', 'tracks', 'wheels', 'hover', 'stationary'] as const;
export type MovementType = (typeof MOVEMENTS)[number];

/** Weapon and armour effects as bits (UN-10.3). */
export const EFFECTS = [
  'incendiary',
  'concussion',
  'explosive',
  'toxic',
  'armour-piercing',
  'shrapnel',
  'shred',
  'trauma',
  'structure-damaging',
  'adaptive',
  'robust',
  'structure-reinforced',
] as const;
export type EffectName = (typeof EFFECTS)[number];
export const FX = Object.fromEntries(EFFECTS.map((e, i) => [e, 1 << i])) as Record<EffectName, number>;

export function effectBits(names: readonly string[] | undefined, what: string): number {
  let bits = 0;
  for (const n of names ?? []) {
    const i = EFFECTS.indexOf(n as EffectName);
    if (i < 0) throw new Error(`${what}: unknown effect "${n}" (known: ${EFFECTS.join(', ')})`);
    bits |= 1 << i;
  }
  return bits;
}

export function effectNames(bits: number): EffectName[] {
  return EFFECTS.filter((_, i) => bits & (1 << i));
}

export const COVER_LEVELS = ['none', 'soft', 'hard', 'massive'] as const;
export type CoverLevel = (typeof COVER_LEVELS)[number];
/** FK modifier and armour-roll bonus per cover level (UN-9.3.5). */
export const COVER_FK = [0, -1, -2, -3] as const;
export const COVER_ARMOUR = [0, 0, 1, 2] as const;

export const PASSABILITY = ['normal', 'difficult', 'impassable'] as const;
export type Passability = (typeof PASSABILITY)[number];

export interface TerrainTypeDef {
  passability: number;
  cover: number;
  /** Sight range in points (AD-18); null: unlimited. */
  sight: number | null;
}

/** The rulebook's terrain types (UN-9.6). */
export const TERRAIN_TYPES: Record<string, TerrainTypeDef> = {
  'fortified-position': { passability: 0, cover: 3, sight: 1 },
  thicket: { passability: 0, cover: 1, sight: 1 },
  building: { passability: 0, cover: 2, sight: 1 },
  water: { passability: 1, cover: 0, sight: null },
  crater: { passability: 1, cover: 2, sight: 1 },
  ruin: { passability: 1, cover: 2, sight: 2 },
  road: { passability: 0, cover: 0, sight: null },
  swamp: { passability: 2, cover: 0, sight: 1 },
  forest: { passability: 1, cover: 2, sight: 2 },
};

export interface WeaponDef {
  /** Name as the case or card gives it; steps and queries use it. */
  name: string;
  /** Card id (skirmish) or the name (cases). */
  id: string;
  wk: number;
  kind: 'melee' | 'ranged' | 'thrown';
  /** Band length X and band count Y of a ranged weapon (thrown: computed from the bearer's KO). */
  band: number;
  bands: number;
  /** Strength, or the value added to the bearer's KO when `additive`. */
  strength: number;
  additive: boolean;
  damage: number;
  effects: number;
  df: number;
  reload: boolean;
  unwieldy: boolean;
  indirect: boolean;
  /** Area radius in cm (0: none). */
  area: number;
  /** Single-use circles; -1: unlimited. */
  uses: number;
  /** Colossus mount zone: 0 hull, 1 left, 2 right (AD-73). */
  mount: number;
  /** The derived unarmed profile (UN-15.9). */
  unarmed: boolean;
}

export interface ArmourDef {
  name: string;
  protection: number;
  additive: boolean;
  dr: number;
  effects: number;
}

export interface PowerDef {
  id: string;
  name: string;
  ap: number;
  attribute: number;
  difficulty: number;
  hpLoss: number;
  hpLossAlways: boolean;
  target: 'area' | 'model' | 'self';
  range: 'touch' | 'distance';
  rangeCm: number | null;
  lasting: boolean;
  /** What the power does when it succeeds (AD-79 hook); absent: its effect is the players' to judge. */
  action?: ActionHook | null;
  /** What a lasting power does while in play (AD-79 hooks sightBlocker, shotModifier), rules/effects.ts. */
  effects?: LastingHooks | null;
}

export interface ModelDef {
  id: string;
  name: string;
  /** Unit card id (skirmish), for per-card statistics, and the card's name. */
  card: string;
  cardName: string;
  side: Side;
  leader: boolean;
  type: number;
  size: number;
  movement: number;
  speed: number;
  /** AGI, NK, FK, KO, WN, EH; NaN where the card has none (telematons, UN-19.5). */
  attrs: number[];
  hpNormal: number;
  hpCritical: number;
  weapons: WeaponDef[];
  armour: ArmourDef[];
  /** Index into armour of the armour that applies (AD-55), -1 without armour. */
  armourIndex: number;
  /** Carries an unwieldy weapon or piece of equipment (UN-15.7.4, AD-68). */
  carriesUnwieldy: boolean;
  /** Index of the operator (telematons), -1 otherwise. */
  operator: number;
  stealth: { active: boolean; level: number } | null;
  /** `ap`: the Use trait action's cost (null: passive), `uses`: circles (-1 none), `action`: its hook (AD-79). */
  traits: { name: string; level: number; ap?: number | null; uses?: number; action?: ActionHook | null }[];
  equipment: {
    id: string;
    name: string;
    ap: number | null;
    uses: number;
    unwieldy: boolean;
    action?: ActionHook | null;
  }[];
  /** Roll modifiers of its traits and equipment, its own and its auras for friends (AD-79). */
  rollHooks?: RollHook[];
  /** Re-rolls of its traits and equipment (UN-7.2.4). */
  rerolls?: RerollHook[];
  /** Names of its traits, items and powers whose text has no hooks: left to the players (AD-79). */
  judged?: string[];
  powers: PowerDef[];
  /** Can the model take part in blocking (belongs to a discipline, UN-20.5.1). */
  discipline: boolean;
  hands: boolean;
  useObjects: boolean;
  points: number;
  facing: number;
}

export interface TerrainDef {
  id: string;
  type: string;
  solid: boolean;
  poly: Polygon;
  height: number;
  passability: number;
  cover: number;
  /** Sight limit in cm (Infinity: unlimited). */
  sightLimit: number;
  crater: boolean;
  road: boolean;
  normalBuilding: boolean;
  /** Ladders: where a model climbs at 1:1 without the height limit (UN-8.6). */
  ladders: { x: number; y: number }[];
}

export interface ObjectDef {
  id: string;
  name: string;
  x: number;
  y: number;
  z: number;
  radius: number;
  portable: boolean;
  colossusUsable: boolean;
  restrictions: (
    | { kind: 'trait'; trait: string; level: number }
    | { kind: 'roll'; attribute: number; modifier: number }
    | { kind: 'item'; item: string }
    | { kind: 'after'; object: number }
  )[];
  /** Pieces whose passability and sight the object switches off when used (doors). */
  opens: number[];
}

export type VictoryDef =
  | { kind: 'all-enemies-gone' }
  | { kind: 'objects-in-zone'; zone: number; count: number }
  | { kind: 'models-in-zone'; zone: number; fraction: number }
  | { kind: 'custom'; text: string };

export interface ZoneDef {
  id: string;
  poly: Polygon | null;
  circle: { x: number; y: number; r: number } | null;
}

export interface MissionDef {
  name: string;
  standard: string | null;
  checkAtPhaseEnd: boolean;
  victory: VictoryDef[];
}

export interface TableDef {
  pieces: TerrainDef[];
  /** Terrain type of the whole table (AD-41), or null. */
  environment: TerrainTypeDef | null;
  environmentName: string | null;
  scene: Scene;
}
