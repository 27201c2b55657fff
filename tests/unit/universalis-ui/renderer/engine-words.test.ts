/**
 * The refusals a person meets moving a model to a picked point are said in the UI language: every reason the
 * rules give for moves from each model of the samples to points all over the table is recognised (UN-8.0.2,
 * UN-8.3.2, UN-9.4, AD-25), with names for the ids in it; and so is every reason the bots give, and every entry of
 * the log (UN-4.8: dice with their target numbers).
 */
import { describe, expect, it } from 'vitest';
import { planMove } from '../../../../src/engine/rulesets/universalis/rules/movement';
import { tableState } from '../../../../src/engine/rulesets/universalis/ui-queries';
import { refusalText } from '../../../../src/renderer/rulesets/universalis/sim/refusal-text';
import { reasonText } from '../../../../src/renderer/rulesets/universalis/sim/reason-text';
import { logLine } from '../../../../src/renderer/rulesets/universalis/sim/log-text';
import { PlaySession } from '../../../../src/renderer/rulesets/universalis/sim/session';
import { compileSkirmish } from '../../../../src/engine/rulesets/universalis/compile';
import { namesFor } from '../../../../src/renderer/rulesets/universalis/sim/names';
import { hookTargetProblem } from '../../../../src/engine/rulesets/universalis/rules/hook-actions';
import type { ActionHook } from '../../../../src/engine/rulesets/universalis/rules/hooks';
import { skirmishSample, t, units } from './helpers';

describe('move refusals in the UI language', () => {
  for (const name of ['saltmarsh-crossing', 'beacon-salvage']) {
    it(`recognises every refusal of a move to a point on ${name}`, () => {
      const sample = skirmishSample(name);
      const names = namesFor(sample, units(), 'en', 'unarmed');
      const built = tableState(sample, units());
      if (!built.ok) throw new Error(built.reason);
      const s = built.state;
      const seen = new Set<string>();
      for (let m = 0; m < s.n; m++)
        for (let x = -1; x <= 91; x += 4)
          for (let y = -1; y <= 91; y += 4) {
            for (const actions of [1, 4]) {
              const plan = planMove(s, m, {
                points: [x, y],
                kind: 'move',
                test: 'none',
                target: -1,
                actions,
              });
              if (plan.ok) continue;
              const said = refusalText(plan.reason, names, t);
              expect(said, plan.reason).toMatch(/^universalis:sim\.refusal\./);
              seen.add(said.split(' ')[0]);
            }
          }
      // Too far, off the table and onto a base at least.
      expect([...seen]).toEqual(
        expect.arrayContaining(['universalis:sim.refusal.tooFar', 'universalis:sim.refusal.offTable']),
      );
    });
  }

  it('names the models and pieces in the refusal, and keeps words it does not know', () => {
    const sample = skirmishSample('saltmarsh-crossing');
    const names = namesFor(sample, units(), 'en', 'unarmed');
    const model = sample.sides.a.models[0];
    const piece = sample.table.terrain[0];
    expect(refusalText(`the base would overlap ${model.id}'s (AD-25)`, names, t)).toBe(
      `universalis:sim.refusal.overlap ${JSON.stringify({ model: names.model(model.id) })}`,
    );
    expect(refusalText(`the base would stand inside ${piece.id}`, names, t)).toContain(
      JSON.stringify({ piece: names.piece(piece.id) }),
    );
    expect(refusalText('something new the rules say', names, t)).toBe('something new the rules say');
  });

  it("words why a card text's target will not do (AD-79: target, model type, range, camouflage), as the rules say it", () => {
    const sample = skirmishSample('saltmarsh-crossing');
    const names = namesFor(sample, units(), 'en', 'unarmed');
    const built = tableState(sample, units());
    if (!built.ok) throw new Error(built.reason);
    const s = built.state;
    const friendOf0 = s.c.models.findIndex((d, i) => i > 0 && d.side === s.c.models[0].side);
    const enemyOf0 = s.c.models.findIndex((d) => d.side !== s.c.models[0].side);
    const hook = (over: Partial<ActionHook>): ActionHook => ({
      target: 'friend',
      targetType: -1,
      radiusCm: 0,
      rangeCm: 0,
      test: null,
      effect: 'heal',
      amount: 1,
      strength: 0,
      ...over,
    } as ActionHook);
    const cases: [ActionHook, number, string][] = [
      [hook({ target: 'friend' }), enemyOf0, 'hookTarget'],
      [hook({ target: 'enemy' }), friendOf0, 'hookTarget'],
      [hook({ target: 'friend', targetType: 1 }), friendOf0, 'hookTarget'],
      [hook({ target: 'self' }), friendOf0, 'hookSelf'],
      [hook({ target: 'friend', rangeCm: 0.5 }), friendOf0, 'hookRange'],
    ];
    for (const [h, target, key] of cases) {
      const why = hookTargetProblem(s, 0, h, target);
      expect(why, key).not.toBeNull();
      expect(refusalText(`Repair kit: ${why}`, names, t), why!).toMatch(new RegExp(`^universalis:sim\\.refusal\\.${key} `));
    }
    expect(refusalText('Repair kit: it needs a telematon as its target', names, t)).toContain(
      JSON.stringify({ what: 'Repair kit', target: 'universalis:sim.refusal.target.telematon' }),
    );
    expect(refusalText('Repair kit has no uses left', names, t)).toMatch(/^universalis:sim\.refusal\.noUses /);
    expect(refusalText('Squall has no uses left (UN-7.3)', names, t)).toMatch(/^universalis:sim\.refusal\.noUses /);
  });
});

describe('bot reasons in the UI language', () => {
  it('recognises every reason the aggressive and cautious bots give over whole games (and names who)', () => {
    const sample = skirmishSample('saltmarsh-crossing');
    const names = namesFor(sample, units(), 'en', 'unarmed');
    const keys = new Set<string>();
    for (const [a, b, seed] of [
      ['aggressive', 'cautious', 3],
      ['cautious', 'aggressive', 4],
      ['aggressive', 'aggressive', 5],
    ] as const) {
      const s = new PlaySession(compileSkirmish(sample, { units: units() }), { seed, controllers: { a, b } });
      s.runBots();
      for (const e of s.visibleLog().filter((x) => x.kind === 'reason')) {
        const said = logLine(s.latest, e, names, t).text;
        expect(said, e.text).toMatch(/^universalis:sim\.why\.line /);
        keys.add(/universalis:sim\.why\.(\w+)/.exec(said.slice(20))?.[1] ?? '');
      }
    }
    expect(keys.size).toBeGreaterThan(3);
  });

  it('keeps a sentence it does not know as the bot said it', () => {
    const names = namesFor(skirmishSample('saltmarsh-crossing'), units(), 'en', 'unarmed');
    expect(reasonText('aggressive: something new', names, t)).toBe('aggressive: something new');
    expect(reasonText('no style here', names, t)).toBe('no style here');
  });
});

describe('the whole log in the UI language', () => {
  it('gives every entry of whole bot games on the samples the UI’s words, none the engine’s English', () => {
    const english = new Map<string, string>();
    for (const name of ['saltmarsh-crossing', 'beacon-salvage', 'ashfall-extraction', 'gull-point-drill']) {
      const sample = skirmishSample(name);
      const names = namesFor(sample, units(), 'en', 'unarmed');
      for (const [a, b, seed] of [
        ['aggressive', 'cautious', 1],
        ['random', 'aggressive', 2],
        ['cautious', 'random', 3],
      ] as const) {
        const s = new PlaySession(compileSkirmish(sample, { units: units() }), {
          seed,
          controllers: { a, b },
        });
        s.runBots();
        for (const e of s.visibleLog()) {
          const said = logLine(s.latest, e, names, t).text;
          if (!said.startsWith('universalis:'))
            english.set(`${e.kind}: ${e.text.replace(/[\d.]+/g, 'N')}`, said);
        }
      }
    }
    expect([...english.keys()]).toEqual([]);
  }, 120_000);
});
