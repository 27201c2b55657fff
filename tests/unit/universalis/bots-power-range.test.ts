/**
 * The bots ask a power's range before the rules' whole check (rules/powers.ts powerOutOfRange, issue 12 speed work of session
 * 8): a power on a model that the cheap test finds out of range is refused by the rules too (AD-74: a range in cm,
 * else the user's perception range, UN-4.6.1), and the rules' check of it leaves the sight cache as it was (it
 * refuses before any line of sight is worked out), so skipping that check changes nothing a later glimpse reads.
 * Played over the states of tactical-bot games on the samples that field powers on models: Gull Point Drill's
 * storm callers (Lightning Lash 30 cm, Squall 25 cm) and Saltmarsh's ash witch (Ember Hex, perception range).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis/index';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { checkAction, type PhaseAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { STAGE_PHASE, alive, type Compiled, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { legalActions } from '../../../src/engine/rulesets/universalis/bots/candidates';
import { powerOutOfRange } from '../../../src/engine/rulesets/universalis/rules/powers';
import { saltmarshWithAshWitch } from './witch-sample';

const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));

/** What the sight cache knows, pair by pair (rules/sight.ts SightEntry). */
function sightKnown(s: GameState): string {
  return JSON.stringify(
    s.sightCache.pairs.map((e) => (e ? [e.version, e.los, e.glimpse, e.losSeen, e.glimpseSeen, e.cover] : null)),
  );
}

function play(c: Compiled, seed: number, counts: { out: number; within: number; withinRefused: number }): void {
  const s = newGame(c, seed, {});
  const players = [botByName('aggressive', seed + 1), botByName('cautious', seed + 2)];
  for (let guard = 0; guard < 400 && sideIndex(s) >= 0; guard++) {
    if (s.stage === STAGE_PHASE) {
      // The active model and every other: a model not active is refused anyway, the active one only for range.
      for (let m = 0; m < s.n; m++) {
        if (!alive(s, m)) continue;
        const d = s.c.models[m];
        for (let p = 0; p < d.powers.length; p++) {
          for (let t = 0; t < s.n; t++) {
            if (t === m || !alive(s, t)) continue;
            const a: PhaseAction = { type: 'usePower', actor: d.id, power: p, target: s.c.models[t].id };
            if (powerOutOfRange(s, m, p, t)) {
              const before = sightKnown(s);
              expect(checkAction(s, a)).not.toBeNull();
              expect(sightKnown(s)).toBe(before);
              if (m === s.active) counts.out++;
            } else if (m === s.active && d.powers[p].target === 'model' && d.powers[p].range === 'distance') {
              counts.within++;
              if (checkAction(s, a) !== null) counts.withinRefused++;
            }
          }
        }
      }
    }
    let r = apply(s, players[sideIndex(s)].decide(s));
    if (!r.ok) r = apply(s, legalActions(s)[0]);
    if (!r.ok) break;
  }
}

describe('bots: a power out of range is refused before the rules check it (AD-74, UN-4.6.1)', () => {
  it('AD-74/UN-4.6.1: every power the cheap test finds out of range is refused by the rules, leaving sight as it was', () => {
    const gull = universalis.compile(
      JSON.parse(readFileSync('samples/gull-point-drill.skirmish.json', 'utf8')),
      { units },
    ) as Compiled;
    const witch = universalis.compile(saltmarshWithAshWitch(), { units }) as Compiled;
    const counts = { out: 0, within: 0, withinRefused: 0 };
    for (let k = 0; k < 6; k++) play(k % 2 === 0 ? gull : witch, 300 + k, counts);
    // The test is not empty: the active model's powers are found out of range, and within range the rules
    // accept some and refuse others (a line of sight, a target type), which the cheap test leaves to them.
    expect(counts.out).toBeGreaterThan(50);
    expect(counts.within).toBeGreaterThan(10);
    expect(counts.within - counts.withinRefused).toBeGreaterThan(0);
  }, 60_000);
});
