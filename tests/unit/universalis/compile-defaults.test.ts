/**
 * What a skirmish leaves out compiles to the schema's defaults (DM, skirmish.schema.json): a model faces the other
 * side (270°, up, for side a at the bottom edge; 90°, down, for side b), an object's footprint has a radius of
 * 1.25 cm; and a flying model's compulsory move goes the way it faces (UN-8.1, AD-30), in the table's frame
 * (0° towards +x, 90° towards +y).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { STAGE_SELECT } from '../../../src/engine/rulesets/universalis/rules/state';

const load = (name: string) => JSON.parse(readFileSync(`samples/${name}`, 'utf8'));

describe('compile defaults (skirmish.schema.json)', () => {
  it('a model without a facing faces the other side: 270 for side a, 90 for side b', () => {
    const sk = load('gull-point-drill.skirmish.json');
    const c = universalis.compile(sk, { units: load(sk.units) });
    for (const d of c.models) expect(d.facing, d.id).toBe(d.side === 0 ? 270 : 90);
  });

  it('an object without a radius has the 1.25 cm footprint of a 25 mm token', () => {
    const sk = load('beacon-salvage.skirmish.json');
    delete sk.table.objects[0].radius;
    const c = universalis.compile(sk, { units: load(sk.units) });
    expect(c.objects[0].radius).toBe(1.25);
    expect(c.objects[1].radius).toBe(1.5);
  });

  it('a flying model of side a flies its compulsory move up the table, towards side b (UN-8.1)', () => {
    const sk = load('gull-point-drill.skirmish.json');
    const units = load(sk.units);
    units.cards.find((card: { id: string }) => card.id === 'warden-rifleman').movement = 'flight';
    const c = universalis.compile(sk, { units });
    const s = universalis.newGame(c, 3);
    const m = c.index['blue-rifle-1'];
    const y0 = s.y[m];
    let chosen = false;
    // Side a chooses the flyer; the game runs on (first legal decisions) until the flyer's phase has begun.
    for (let guard = 0; guard < 200 && s.active !== m; guard++) {
      if (!chosen && universalis.toMove(s) === 'a' && s.stage === STAGE_SELECT)
        chosen = universalis.apply(s, { type: 'select', model: 'blue-rifle-1' }).ok;
      else universalis.apply(s, universalis.legalActions(s)[0] ?? { type: 'end' });
    }
    expect(s.active).toBe(m);
    expect(s.y[m]).toBeLessThan(y0 - 4);
  });
});
