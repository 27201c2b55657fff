/**
 * The engine's dispatch shortcuts (session 8, how V8 runs the engine) answer what the plain look-ups answered:
 * modelIndex's comparison with the active model's id before the index, the activation lists written over a
 * scratch list without cutting it (AD-78, UN-5.5), and the shot kinds of a shot's check (UN-12).
 */
import { describe, expect, it } from 'vitest';
import { apply, sideIndex } from '../../../src/engine/rulesets/universalis/rules/game';
import { checkAction, modelIndex } from '../../../src/engine/rulesets/universalis/rules/actions';
import { eligible, eligibleInto } from '../../../src/engine/rulesets/universalis/rules/flow';
import { STAGE_SELECT, cloneState } from '../../../src/engine/rulesets/universalis/rules/state';
import { everyDecision } from './fuzz-support';
import { human, phaseOf, pistol } from './support';
import { compileCase } from '../../../src/engine/rulesets/universalis/conform/case-compile';
import { universalis } from '../../../src/engine/rulesets/universalis/index';
import { readFileSync } from 'node:fs';

describe('dispatch shortcuts answer what the full look-ups answer', () => {
  it('property: modelIndex == the position of the id among the models, whoever is active (ids are unique)', () => {
    let asked = 0;
    everyDecision(4, 700, 3, (s) => {
      const ids: unknown[] = s.c.models.map((d) => d.id);
      // Equal strings that are other string objects, strings of no model, and what is no string at all.
      ids.push(...s.c.models.map((d) => `${d.id} `.trim()), 'nobody', 'toString', '__proto__', '', 3, null, undefined);
      const active = s.active;
      for (const act of [active, -1, s.n - 1]) {
        s.active = act;
        for (const id of ids) {
          expect(modelIndex(s, id)).toBe(s.c.models.findIndex((d) => d.id === id));
          asked++;
        }
      }
      s.active = active;
    });
    expect(asked).toBeGreaterThan(5_000);
  }, 120_000);

  it('property (AD-78): eligibleInto writes the eligible models over a used list; a select takes exactly those', () => {
    let selects = 0;
    let stale = 0;
    everyDecision(8, 700, 3, (s) => {
      for (let side = 0; side < 2; side++) {
        const used = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 12];
        const k = eligibleInto(s, side, used);
        expect(used.slice(0, k)).toEqual(eligible(s, side, []));
      }
      if (s.stage !== STAGE_SELECT) return;
      const side = sideIndex(s);
      const list = eligible(s, side, []);
      for (let m = 0; m < s.n; m++) {
        if (list.includes(m)) {
          expect(apply(cloneState(s), { type: 'select', model: s.c.models[m].id })).toEqual({ ok: true });
        } else {
          // Refused and unchanged, although the game's scratch list may still hold m past its count.
          if (s.flowTmp.side.includes(m)) stale++;
          const before = JSON.stringify([s.chosen, s.stage, s.decisions]);
          expect(apply(s, { type: 'select', model: s.c.models[m].id })).toMatchObject({ ok: false });
          expect(JSON.stringify([s.chosen, s.stage, s.decisions])).toBe(before);
        }
        selects++;
      }
    });
    expect(selects).toBeGreaterThan(1_000);
    expect(stale).toBeGreaterThan(0);
  }, 120_000);

  it('UN-12: a shot kind named like an object builtin is refused as no shot kind (it passed the check before)', () => {
    const c = compileCase({
      id: 'kinds',
      ruleset: 'universalis',
      models: [human('a1', 'a', [10, 50], { weapons: [pistol] }), human('b1', 'b', [30, 50])],
    } as never);
    const s = phaseOf(c, 0);
    const shot = (kind: string) =>
      checkAction(s, { type: 'shot', actor: 'a1', kind, weapon: 0, targets: [{ model: 'b1', shots: 1 }] } as never);
    expect(shot('normal')).toBeNull();
    for (const kind of ['toString', 'constructor', 'valueOf', 'hasOwnProperty'])
      expect(shot(kind)).toBe('a shot is normal, aimed or snap');
  });

  it('a model may be called "constructor" (the id pattern allows it): the scenario compiles and the id is found', () => {
    const skirmish = JSON.parse(readFileSync('samples/gull-point-drill.skirmish.json', 'utf8'));
    const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
    const first = skirmish.sides.a.models[0];
    const old = first.id;
    first.id = 'constructor';
    const text = JSON.stringify(skirmish).split(`"${old}"`).join('"constructor"');
    const c = universalis.compile(JSON.parse(text), { units });
    const s = universalis.newGame(c, 1, {});
    expect(modelIndex(s, 'constructor')).toBe(0);
    expect(modelIndex(s, 'toString')).toBe(-1);
    const k = compileCase({ id: 'names', ruleset: 'universalis', models: [human('constructor', 'a', [10, 50]), human('b1', 'b', [30, 50])] } as never);
    expect(k.index.constructor).toBe(0);
  });
});
