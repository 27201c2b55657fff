/**
 * What a roll was for, in the UI language. The engine names each roll in English (`'movement test'`, `` `FK roll at
 * ${id}` ``); the known names are said again here, the ones with a model or weapon in them by pattern. A name this
 * list does not know stays as the engine wrote it.
 */
import type { Translate } from './action-text';
import type { Names } from './names';

const EXACT: Record<string, string> = {
  deployment: 'deployment',
  'deployment tie': 'deploymentTie',
  activation: 'activation',
  'activation tie': 'activationTie',
  attack: 'attack',
  charge: 'charge',
  'reckless attack': 'reckless',
  'melee tie': 'meleeTie',
  'melee tie: AGI': 'meleeTieAgi',
  'dodge fire': 'dodge',
  'dodge fire tie': 'dodgeTie',
  'movement test': 'movementTest',
  'movement test again (tracks)': 'movementTestTracks',
  'disengage EH test': 'disengageTest',
  'KO roll to move (critical movement zone)': 'koToMove',
  'defence EH test': 'defenceTest',
  'fire-readiness EH test': 'fireReadinessTest',
  'direct-threat EH test': 'threatTest',
  'Shred KO roll': 'shred',
  'feedback EH test': 'feedback',
  'panic test': 'panic',
  'rally test': 'rally',
  'hit zone': 'hitZone',
  scatter: 'scatter',
  burning: 'burning',
  'burning runs': 'burningRuns',
  'wound roll': 'wound',
  'armour roll': 'armour',
  'wound roll again (Robust)': 'woundRobust',
  'armour roll again (Concussion)': 'armourConcussion',
  'armour roll again (Adaptive)': 'armourAdaptive',
  'movement zone destroyed': 'movementZone',
};

const PATTERNS: [RegExp, string, (m: RegExpMatchArray, names: Names) => Record<string, string>][] = [
  [/^FK roll at (.+)$/, 'fkAt', (m, n) => ({ target: n.model(m[1]) })],
  [/^Spot (.+)$/, 'spot', (m, n) => ({ target: n.model(m[1]) })],
  [/^using (.+)$/, 'using', (m) => ({ power: m[1] })],
  [/^blocking (.+)$/, 'blocking', (m) => ({ power: m[1] })],
  [/^(.+) hit on (.+)$/, 'hitOn', (m, n) => ({ weapon: m[1], target: n.model(m[2]) })],
  [/^(.+) blast on (.+)$/, 'blastOn', (m, n) => ({ weapon: m[1], target: n.model(m[2]) })],
];

export function whatText(what: unknown, names: Names, t: Translate): string {
  const w = String(what ?? '');
  const key = EXACT[w];
  if (key) return t(`universalis:sim.what.${key}`);
  for (const [re, k, args] of PATTERNS) {
    const m = w.match(re);
    if (m) return t(`universalis:sim.what.${k}`, args(m, names));
  }
  return w;
}
