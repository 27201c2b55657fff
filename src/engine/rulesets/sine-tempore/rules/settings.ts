/**
 * Engine decisions (Part B of the rules spec) as named settings. Each default is the spec's decision; the
 * alternatives are the other readings a user could want. docs/simulator.md lists them all.
 */
import { PLACEHOLDER_FACES, countMask, faceOf, symOf, type Face, type Sym } from './symbols';

export interface SymbolRoles {
  closeCombat: string;
  ranged: string;
  psionic: string;
  push: string;
  oblivionTest: string;
  collateralCancel: string;
  fireExtinguish: string;
  resilienceDiscard: string;
}

export interface EngineSettings {
  /** D-1: the six faces of the Action Die (placeholder until the real die is transcribed). */
  actionFaces: string[][];
  /** D-1: the Penalty Die uses the same face table by default. */
  penaltyFaces: string[][];
  /** D-2, D-3(a), D-3(b), D-38: which die symbol plays which role. */
  roles: SymbolRoles;
  /** D-3(c), ST-42.7: the attack a Soul-Broken enemy may be forced to make. */
  soulBreakerAttack: { ap: number; range: [number, number]; dice: number; dmg: string[] };
  /** D-3(d), ST-23.4: the bare-handed attack. */
  bareHanded: { ap: number; range: [number, number]; dmg: string[]; weak: boolean };
  /** ST-36.1: wounds from which a hero rolls the Penalty Die. */
  penaltyFromWounds: number;
  /** ST-17.3: TV every hero starts a mission with. */
  startTV: number;
  /** D-10: a hero whose token is still in the active sector at the end of its activation waits this many AP. */
  minimumAdvance: number;
  /** D-12: does landing exactly on an enemy token's sector count as overtaking it? The spec says no. */
  landingOvertakes: boolean;
  /** D-15: tie between enemy tokens with equal RA: by group name, or by order of first appearance. */
  enemyTieBreak: 'group-name' | 'listing';
  /** D-16: which RA of a mixed group sets its place in the activation order. */
  groupOrderRA: 'highest' | 'lowest';
  /** D-16: which RA of a mixed group sets how far its token moves (lowest = enemies act again sooner). */
  groupAdvanceRA: 'lowest' | 'highest';
  /** D-18: a hero is a threat when its TV is at least (or strictly above) the objective's TV. */
  threatComparison: 'at-least' | 'above';
  /** D-21: what "closest" means for AI targeting: shortest legal path in AP, or Manhattan distance. */
  closest: 'path' | 'manhattan';
  /** D-23: which enemies get a free attack on a Disengage: every adjacent one, or only those moved away from. */
  freeAttacks: 'adjacent-at-declaration' | 'moved-away-from';
  /** D-26: is the target in cover when every clear line passes cover, or when the attacker's best line does? */
  cover: 'every-clear-line' | 'any-clear-line';
  /**
   * ST-29.9.3, D-31: the success a target in Cover makes the hero re-roll: the lowest-numbered one no enemy effect
   * re-rolled (FORMAT.md), or, the engine's earlier reading (be mean), the one worth most hits.
   */
  coverRerollDie: 'lowest-numbered' | 'most-hits';
  /** D-29: "+1 TV for wounding" once per attack (spec) or once per wound. */
  tvForWounds: 'per-attack' | 'per-wound';
  /** D-29: lowest TV a Perilium shows. */
  tvFloor: number;
  /** D-33: does Poison take a die from every test (spec: be mean) or only from attacks? */
  poisonScope: 'every-test' | 'attacks';
  /** D-34: Sustained Attack caps the hits before defence (spec) or the wounds after it. */
  sustainedCap: 'hits-before-defence' | 'wounds-after-defence';
  /** D-37: squares a Sweep hits on each side of its main target. */
  sweepSide: number;
  /** D-37: a hero's Wave also strikes allied heroes (collateral damage). */
  heroWaveHitsAllies: boolean;
  /** D-37: on a diagonal tie for Lance and Blow, the attacker's direction follows the x axis. */
  areaTiePrefersX: boolean;
  /** D-41: do Oblivion tokens stored on equipment count for the Oblivion test? The spec says only the datapad's. */
  oblivionCountsEquipment: boolean;
  /** D-45: lowest cost of an attack under Speed Up. */
  speedUpMinimum: number;
  /** D-47: the Orientation card as a face→direction table (N, E, S, W); null draws one of 4 directions evenly. */
  orientation: Record<string, 'N' | 'E' | 'S' | 'W'> | null;
  /** D-49: is an enemy Boss or Monster by its rank only, or also by a trait of that name? */
  bossBy: 'rank-or-trait' | 'rank';
  /** D-50: waiting enemies enter combat on state conditions after every movement (spec) or only on entry. */
  wakeOn: 'state-after-moves' | 'entering';
  /** D-53: most Serious Wound cards a hero can hold (null: no limit). */
  seriousWoundLimit: number | null;
  /** D-54: a flying model may pass over any model (EN, FR) or only over enemies (DE). */
  flyOver: 'any' | 'enemies';
  /** D-58: always add the Big Guy bonus die to hero attacks. */
  bigGuyBonus: boolean;
  /**
   * ST-40.2, FORMAT.md Format 2: the MI test to use a power is MI with Poison and the Penalty die, no target's
   * bonus (the format's reading, `powerDice` has no target); true adds the Big Guy die to it as to an attack test.
   */
  bigGuyBonusOnPowers: boolean;
  /** ST-39.10: RNG added to ranged attacks made from a raised position. */
  raisedRangeBonus: number;
  /** ST-30.2 with no target model: does an adversary model block a line to an empty square? */
  emptySquareBlockedByAdversaries: boolean;
  /** D-51: where the token of a newly spawned group goes, in sectors after the active one. */
  spawnTokenOffset: number;
  /**
   * D-64: the hands reach the end time and neither a victory nor a defeat condition holds: the mission is lost,
   * reason `time-up` (FORMAT.md), or, the engine's earlier reading, a draw.
   */
  timeUpWithoutCondition: 'defeat' | 'draw';
  /** Safety stop: a game that has not ended after this many activations ends as a draw. */
  maxActivations: number;
}

/** A fresh copy of the defaults, made by one literal so that every copy has one hidden class (see resolveSettings). */
function defaultSettings(): EngineSettings {
  return {
    actionFaces: PLACEHOLDER_FACES.map((f) => [...f]),
    penaltyFaces: PLACEHOLDER_FACES.map((f) => [...f]),
    roles: {
      closeCombat: 'fist',
      ranged: 'bullet',
      psionic: 'mind',
      push: 'push',
      oblivionTest: 'mind',
      collateralCancel: 'defense',
      fireExtinguish: 'mind',
      resilienceDiscard: 'push',
    },
    soulBreakerAttack: { ap: 3, range: [1, 1], dice: 4, dmg: ['fist'] },
    bareHanded: { ap: 3, range: [1, 1], dmg: ['fist'], weak: true },
    penaltyFromWounds: 3,
    startTV: 1,
    minimumAdvance: 1,
    landingOvertakes: false,
    enemyTieBreak: 'group-name',
    groupOrderRA: 'highest',
    groupAdvanceRA: 'lowest',
    threatComparison: 'at-least',
    closest: 'path',
    freeAttacks: 'adjacent-at-declaration',
    cover: 'every-clear-line',
    coverRerollDie: 'lowest-numbered',
    tvForWounds: 'per-attack',
    tvFloor: 0,
    poisonScope: 'every-test',
    sustainedCap: 'hits-before-defence',
    sweepSide: 1,
    heroWaveHitsAllies: true,
    areaTiePrefersX: true,
    oblivionCountsEquipment: false,
    speedUpMinimum: 1,
    orientation: null,
    bossBy: 'rank-or-trait',
    wakeOn: 'state-after-moves',
    seriousWoundLimit: null,
    flyOver: 'any',
    bigGuyBonus: true,
    bigGuyBonusOnPowers: false,
    raisedRangeBonus: 1,
    emptySquareBlockedByAdversaries: true,
    spawnTokenOffset: 1,
    timeUpWithoutCondition: 'defeat',
    maxActivations: 5000,
  };
}

export const DEFAULT_SETTINGS: EngineSettings = defaultSettings();

/** Settings resolved into the numbers the hot paths use. */
export interface Resolved {
  s: EngineSettings;
  action: Face[];
  penalty: Face[];
  closeCombat: Sym;
  ranged: Sym;
  psionic: Sym;
  push: Sym;
  oblivionTest: Sym;
  collateralCancel: Sym;
  fireExtinguish: Sym;
  resilienceDiscard: Sym;
  /** Expected hits per Action Die for each set of symbols (a mask under 256), for the bots. */
  hitRates: Float64Array;
}

export function resolveSettings(partial: Partial<EngineSettings> = {}): Resolved {
  // The defaults overwritten in place, not `{ ...DEFAULT_SETTINGS, ...partial }`: V8 gives a spread's copy another
  // hidden class once its copying is optimised (about the ninth compiled mission), and every hot function that
  // reads a setting then deoptimises. Same values as the spread: partial's own keys win, roles merged key by key.
  const s = defaultSettings();
  const into = s as unknown as Record<string, unknown>;
  for (const k of Object.keys(partial)) if (k !== 'roles') into[k] = (partial as Record<string, unknown>)[k];
  const roles = s.roles as unknown as Record<string, unknown>;
  if (partial.roles) for (const k of Object.keys(partial.roles)) roles[k] = (partial.roles as unknown as Record<string, unknown>)[k];
  return new ResolvedSettings(s);
}

/**
 * A class, not an object literal: V8 makes a literal's template the second time the literal runs, with
 * placeholder values that widen every field's recorded type, and each function optimised against the first
 * compiled mission then deoptimises when the second arrives. A constructor's objects keep one shape from the first.
 */
class ResolvedSettings implements Resolved {
  declare s: EngineSettings;
  declare action: Face[];
  declare penalty: Face[];
  declare closeCombat: Sym;
  declare ranged: Sym;
  declare psionic: Sym;
  declare push: Sym;
  declare oblivionTest: Sym;
  declare collateralCancel: Sym;
  declare fireExtinguish: Sym;
  declare resilienceDiscard: Sym;
  declare hitRates: Float64Array;
  constructor(s: EngineSettings) {
    this.s = s;
    this.action = s.actionFaces.map(faceOf);
    this.penalty = s.penaltyFaces.map(faceOf);
    this.closeCombat = symOf(s.roles.closeCombat);
    this.ranged = symOf(s.roles.ranged);
    this.psionic = symOf(s.roles.psionic);
    this.push = symOf(s.roles.push);
    this.oblivionTest = symOf(s.roles.oblivionTest);
    this.collateralCancel = symOf(s.roles.collateralCancel);
    this.fireExtinguish = symOf(s.roles.fireExtinguish);
    this.resilienceDiscard = symOf(s.roles.resilienceDiscard);
    // Worked out here for every mask, not on the bots' first asks (see MissionShape in compile.ts).
    this.hitRates = new Float64Array(256);
    for (let mask = 0; mask < 256; mask++) {
      let n = 0;
      for (const f of this.action) n += countMask(f, mask);
      this.hitRates[mask] = n / this.action.length;
    }
  }
}
