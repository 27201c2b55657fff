/** Random tables and models for the Universalis property tests, and the invariants every state keeps. */
import { Rng } from '../../../src/engine/core/rng';
import { compileCase } from '../../../src/engine/rulesets/universalis/conform/case-compile';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { BASE_RADIUS } from '../../../src/engine/rulesets/universalis/rules/defs';
import { alive, type Compiled, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';

const TYPES = [
  'fortified-position',
  'thicket',
  'building',
  'water',
  'crater',
  'ruin',
  'road',
  'swamp',
  'forest',
];
const EFFECTS = [
  'incendiary',
  'concussion',
  'explosive',
  'toxic',
  'armour-piercing',
  'shrapnel',
  'shred',
  'trauma',
  'structure-damaging',
];

function weapon(r: Rng, name: string): Record<string, unknown> {
  const kind = r.int(0, 5);
  const w: Record<string, unknown> = { name, wk: r.int(1, 5), strength: r.int(2, 8), damage: r.int(1, 4) };
  if (kind === 0) w.range = 'melee';
  else if (kind === 1) w.range = 'thrown';
  else w.range = { band: r.int(5, 30), bands: r.int(1, 4) };
  if (r.int(0, 3) === 0) w.effects = [EFFECTS[r.index(EFFECTS.length)]];
  if (kind > 1 && r.int(0, 2) === 0) w.df = r.int(1, 4);
  if (r.int(0, 4) === 0) w.reload = true;
  if (r.int(0, 5) === 0) w.area = r.int(2, 6);
  if (kind > 0 && r.int(0, 4) === 0) w.indirect = true;
  if (r.int(0, 6) === 0) w.unwieldy = true;
  if (r.int(0, 5) === 0) w.uses = r.int(1, 3);
  return w;
}

/** A random table and 2–5 models a side, as a conformance case (so the case compiler checks the set-up). */
export function randomCase(seed: number): Compiled {
  const r = Rng.fromSeed(seed);
  const terrain: Record<string, unknown>[] = [];
  for (let i = 0; i < r.int(0, 8); i++) {
    const x = r.int(5, 75);
    const y = r.int(20, 60);
    const w = r.int(2, 15);
    const h = r.int(2, 12);
    const type = TYPES[r.index(TYPES.length)];
    terrain.push({
      id: `p${i}`,
      type,
      kind: r.int(0, 1) ? 'solid' : 'area',
      polygon: [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      height: r.int(0, 12),
    });
  }
  const environment = r.int(0, 7) === 0 ? TYPES[r.index(TYPES.length)] : undefined;
  const models: Record<string, unknown>[] = [];
  const placed: [number, number, number][] = [];
  for (const side of ['a', 'b'] as const) {
    const count = r.int(2, 5);
    for (let k = 0; k < count; k++) {
      // Now and then a colossus, or a telematon run by the side's first model.
      const kind = k > 0 && r.int(0, 5) === 0 ? 'telematon' : r.int(0, 7) === 0 ? 'colossus' : 'standard';
      const size = kind === 'colossus' ? ['large', 'huge'][r.int(0, 1)] : ['small', 'medium', 'large', 'huge'][r.int(0, 2)];
      const rad = BASE_RADIUS[['small', 'medium', 'large', 'huge'].indexOf(size)];
      let at: [number, number] | null = null;
      for (let tries = 0; tries < 50 && !at; tries++) {
        const x = r.int(3, 87);
        const y = side === 'a' ? r.int(72, 87) : r.int(3, 18);
        if (placed.every(([px, py, pr]) => Math.hypot(px - x, py - y) >= pr + rad + 0.1)) at = [x, y];
      }
      if (!at) continue;
      placed.push([at[0], at[1], rad]);
      const hpN = r.int(1, 5);
      const attributes =
        kind === 'telematon'
          ? { KO: r.int(1, 7), WN: r.int(1, 7) }
          : { AGI: r.int(1, 7), NK: r.int(1, 7), FK: r.int(1, 7), KO: r.int(1, 7), WN: r.int(1, 7), EH: r.int(1, 7) };
      models.push({
        id: `${side}${k}`,
        side,
        type: kind,
        ...(kind === 'telematon' ? { operator: `${side}0` } : {}),
        size,
        movement: ['legs', 'legs', 'tracks', 'wheels', 'hover'][r.int(0, 4)],
        speed: r.int(3, 12),
        at,
        attributes,
        hp: { normal: hpN, critical: r.int(0, 3) },
        weapons: Array.from({ length: r.int(0, 3) }, (_, i) => weapon(r, `w${i}`)),
        armour: r.int(0, 1)
          ? [
              {
                name: 'armour',
                protection: r.int(2, 8),
                dr: r.int(0, 2),
                effects: r.int(0, 3) === 0 ? ['structure-reinforced'] : [],
              },
            ]
          : [],
      });
    }
  }
  const c = compileCase({ id: `fuzz-${seed}`, ruleset: 'universalis', table: { terrain, environment }, models } as never);
  c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
  c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
  c.settings.optionalRerolls = true;
  return c;
}

/** The invariants every state must keep; throws naming the first broken one. */
export function checkInvariants(s: GameState): void {
  const fail = (what: string) => {
    throw new Error(`round ${s.round}: ${what}`);
  };
  for (let m = 0; m < s.n; m++) {
    const d = s.c.models[m];
    for (const v of [s.x[m], s.y[m], s.z[m], s.moved[m], s.facing[m]])
      if (!Number.isFinite(v)) fail(`${d.id} has a non-finite coordinate`);
    if (s.ap[m] < 0 || s.ap[m] > 12) fail(`${d.id} has ${s.ap[m]} AP`);
    if (s.hp[m] > d.hpNormal + d.hpCritical) fail(`${d.id} has ${s.hp[m]} HP`);
    if (s.shock[m] < 0) fail(`${d.id} has ${s.shock[m]} shock tokens`);
    if (!alive(s, m)) continue;
    if (s.hp[m] <= 0) fail(`${d.id} is in play with ${s.hp[m]} HP`);
    const r = BASE_RADIUS[d.size];
    if (s.x[m] - r < -1e-6 || s.x[m] + r > 90 + 1e-6 || s.y[m] - r < -1e-6 || s.y[m] + r > 90 + 1e-6)
      fail(`${d.id}'s base is off the table`);
    for (let o = 0; o < m; o++) {
      if (!alive(s, o) || Math.abs(s.z[o] - s.z[m]) > 1e-6) continue;
      const gap = Math.hypot(s.x[o] - s.x[m], s.y[o] - s.y[m]) - r - BASE_RADIUS[s.c.models[o].size];
      if (gap < -1e-3) fail(`the bases of ${s.c.models[o].id} and ${d.id} overlap by ${-gap}`);
    }
  }
}

export function playChecked(c: Compiled, seed: number, bots: [string, string]): GameState {
  const s = newGame(c, seed, {});
  const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
  checkInvariants(s);
  for (let guard = 0; guard < 20_000; guard++) {
    const side = sideIndex(s);
    if (side < 0) break;
    let r = apply(s, players[side].decide(s));
    if (!r.ok) r = apply(s, legalActions(s)[0]);
    if (!r.ok) throw new Error(`no legal decision: ${r.reason}`);
    checkInvariants(s);
  }
  if (!s.result) throw new Error('the game did not end');
  return s;
}

/**
 * Plays `games` random games (seeds from `firstSeed`; every `mixEvery`-th aggressive against cautious, the others
 * random bots) and calls `look` before every decision.
 */
export function everyDecision(games: number, firstSeed: number, mixEvery: number, look: (s: GameState) => void): void {
  for (let k = 0; k < games; k++) {
    const seed = firstSeed + k;
    const s = newGame(randomCase(seed), seed, {});
    const bots = k % mixEvery === 0 ? ['aggressive', 'cautious'] : ['random', 'random'];
    const players = [botByName(bots[0], seed + 1), botByName(bots[1], seed + 2)];
    for (let guard = 0; guard < 20_000 && sideIndex(s) >= 0; guard++) {
      look(s);
      let r = apply(s, players[sideIndex(s)].decide(s));
      if (!r.ok) r = apply(s, legalActions(s)[0]);
    }
  }
}
