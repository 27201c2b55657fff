/**
 * Readings of the rules a group could play the other way (the AD entries of the spec). The defaults are
 * the spec's decisions, which the conformance cases assume; docs/universalis-simulator.md lists them all.
 */
export interface UniversalisSettings {
  /** AD-6: unarmed damage KO ÷ 3 rounded up (the text) or down (the upstream picture). */
  unarmedDamage: 'ceil' | 'floor';
  /** AD-18: cm of sight per point of a terrain type's sight range. */
  sightUnitCm: number;
  /** AD-32: after a failed movement test the model falls prone at the end of its halved move, or where it entered the difficult terrain. */
  failedTestProne: 'end' | 'entry';
  /** AD-58: an aimed shot doubles the band length (default) or the band count. */
  aimedDoubles: 'length' | 'count';
  /** AD-80: stealth comes back after two moves that used the full allowance, or after any two moves. */
  revealMoves: 'full' | 'any';
  /** AD-75: the game ends as a draw after this many rounds. */
  maxRounds: number;
  /** Optional re-rolls (tracks, Concussion, Adaptive, Robust) are taken when they can only help. */
  optionalRerolls: boolean;
  /** UN-19.7: operators spend their own AP at round start to clear their telematons' shock tokens. */
  operatorsClearShock: boolean;
}

export const DEFAULT_SETTINGS: UniversalisSettings = {
  unarmedDamage: 'ceil',
  sightUnitCm: 5,
  failedTestProne: 'end',
  aimedDoubles: 'length',
  revealMoves: 'full',
  maxRounds: 10,
  optionalRerolls: true,
  operatorsClearShock: false,
};

export function resolveSettings(partial?: Partial<UniversalisSettings>): UniversalisSettings {
  const s = { ...DEFAULT_SETTINGS };
  if (!partial) return s;
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof UniversalisSettings)[]) {
    if (partial[k] !== undefined) (s as any)[k] = partial[k];
  }
  return s;
}
