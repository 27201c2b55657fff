/**
 * Samples whose mirror matches are fair (issue 12): the same bot on both sides of a sample wins about half
 * the decisive games for each side, with a 95% interval that contains 50%, and most games are decided.
 * Ashfall Extraction is symmetric (two Reaver bands on a point-symmetric table); Beacon Salvage is
 * asymmetric by design (objects mission against elimination): its army sizes, deployment and round limit are
 * chosen so that both roles win about as often, whichever style both sides play. Saltmarsh Crossing pits two
 * factions against each other on an asymmetric table, its armies chosen so that neither side is favoured.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { runSlice, wilson } from '../../../src/engine/core/batch';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { apply, newGame, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { inZoneAt } from '../../../src/engine/rulesets/universalis/rules/flow';

function sample(name: string) {
  const skirmish = JSON.parse(readFileSync(`samples/${name}.skirmish.json`, 'utf8'));
  const units = JSON.parse(readFileSync(`samples/${skirmish.units}`, 'utf8'));
  return universalis.compile(skirmish, { units });
}

const GAMES = 150;

function mirror(name: string, bot: string) {
  const stats = runSlice(universalis, sample(name), {
    first: 0,
    count: GAMES,
    seed: 7,
    bots: { a: bot, b: bot },
  });
  const { a, b, draw } = stats.outcomes;
  return { a, b, draw, share: a / (a + b), interval: wilson(a, a + b) };
}

describe('sample balance (issue 12, UN-5.7 missions)', () => {
  it("ashfall-extraction: the aggressive mirror is fair (side a's share of decisive games, 95% interval, contains 50%; draws a minority)", () => {
    const r = mirror('ashfall-extraction', 'aggressive');
    expect(r.draw).toBeLessThan(GAMES / 2);
    expect(r.interval[0]).toBeLessThanOrEqual(0.5);
    expect(r.interval[1]).toBeGreaterThanOrEqual(0.5);
  }, 300_000);

  // The bots no longer know their corner (half-turn.test.ts): the band starting north-west won 55–59% of
  // Ashfall's cautious mirror while the cautious bot looked at places in an order fixed to the table's axes.
  it("ashfall-extraction: the cautious mirror is fair (side a's share of decisive games, 95% interval, contains 50%)", () => {
    const r = mirror('ashfall-extraction', 'cautious');
    expect(r.interval[0]).toBeLessThanOrEqual(0.5);
    expect(r.interval[1]).toBeGreaterThanOrEqual(0.5);
  }, 300_000);

  // Beacon is asymmetric by design (objects mission against elimination): three reavers against five wardens
  // and an 11-round limit make both roles win about as often, whichever style both sides play.
  // Saltmarsh is two factions on a table that is not symmetric: the wardens' long rifles decided the cautious
  // mirror (75% of its decisive games) and the reavers' melee the aggressive one. A tide engineer with its gull
  // drone instead of the harpoon gunner, and a third raider instead of the ash witch, even out both.
  for (const name of ['beacon-salvage', 'saltmarsh-crossing'])
    for (const bot of ['aggressive', 'cautious'])
      it(`${name}: the ${bot} mirror is fair (side a's share of decisive games, 95% interval, contains 50%; draws a minority)`, () => {
        const r = mirror(name, bot);
        expect(r.draw).toBeLessThan(GAMES / 2);
        expect(r.interval[0]).toBeLessThanOrEqual(0.5);
        expect(r.interval[1]).toBeGreaterThanOrEqual(0.5);
      }, 300_000);
});

describe('the bots play the objects mission (UN-5.7, UN-8.3.7)', () => {
  it('a carrier inside the zone its side brings objects to never walks or charges out of it (objects cannot be put down)', () => {
    const c = sample('beacon-salvage');
    const ring = c.zones.findIndex((z) => z.id === 'signal-ring');
    let held = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = newGame(c, seed, {});
      const players = [botByName('aggressive', seed + 1), botByName('aggressive', seed + 2)];
      for (let guard = 0; guard < 20_000 && sideIndex(s) >= 0; guard++) {
        const side = sideIndex(s);
        const a = players[side].decide(s);
        const m = 'actor' in a ? s.c.models.findIndex((d) => d.id === a.actor) : -1;
        const carrying = m >= 0 && s.c.models[m].side === 0 && s.objCarrier.some((k) => k === m);
        const inRing = carrying && inZoneAt(s, ring, s.x[m], s.y[m]);
        expect(apply(s, a).ok).toBe(true);
        if (inRing && (a.type === 'move' || a.type === 'charge')) {
          held++;
          expect(inZoneAt(s, ring, s.x[m], s.y[m]), `${a.type} of ${s.c.models[m].id} (game ${seed})`).toBe(
            true,
          );
        }
        if (inRing && a.type !== 'move' && a.type !== 'charge') held++;
      }
    }
    expect(held).toBeGreaterThan(0);
  }, 300_000);
});
