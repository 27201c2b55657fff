/** The course of a game (UN-5, UN-11, AD-15, AD-46, AD-48, AD-49, AD-67) played through the seam functions. */
import { describe, expect, it } from 'vitest';
import { compileCase } from '../../../src/engine/rulesets/universalis/conform/case-compile';
import { apply, newGame, toMove } from '../../../src/engine/rulesets/universalis/rules/game';
import { startPhase } from '../../../src/engine/rulesets/universalis/rules/flow';
import { findThreats, THREAT_MUST_ATTACK } from '../../../src/engine/rulesets/universalis/rules/threat';
import {
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
  createState,
  PANIC,
  OFF_TABLE,
  has,
  cloneState,
  place,
  type Compiled,
} from '../../../src/engine/rulesets/universalis/rules/state';
import { checkAction, type PhaseAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { radiusOf } from '../../../src/engine/rulesets/universalis/rules/profile';
import { human, phaseOf, pistol, sword } from './support';

function compiled(models: Record<string, unknown>[], table?: Record<string, unknown>): Compiled {
  const c = compileCase({ id: 'flow', ruleset: 'universalis', models, table } as never);
  c.missions[0].victory = [{ kind: 'all-enemies-gone' }];
  c.missions[1].victory = [{ kind: 'all-enemies-gone' }];
  return c;
}

describe('rounds and activation (UN-5.5)', () => {
  it('UN-5.5.2: both sides choose a model, the opposed AGI roll says who acts first; single candidates are chosen for their side', () => {
    const c = compiled([human('a1', 'a', [10, 80]), human('a2', 'a', [20, 80]), human('b1', 'b', [10, 10])]);
    const s = newGame(c, 1, { log: true });
    expect(s.stage).toBe(STAGE_SELECT);
    expect(toMove(s)).toBe('a');
    expect(apply(s, { type: 'select', model: 'b1' })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'select', model: 'a2' })).toEqual({ ok: true });
    expect(s.stage).toBe(STAGE_PHASE);
    expect(s.log!.some((e) => e.text.startsWith('activation:'))).toBe(true);
    const first = s.active;
    expect(apply(s, { type: 'end' })).toEqual({ ok: true });
    expect(s.active).not.toBe(first);
    expect(s.active).toBeGreaterThanOrEqual(0);
  });

  it('an action type named like an object builtin (toString, constructor) is refused as unknown, not a crash', () => {
    const c = compiled([human('a1', 'a', [10, 80]), human('b1', 'b', [10, 10])]);
    const s = newGame(c, 1);
    expect(s.stage).toBe(STAGE_PHASE);
    for (const type of ['toString', 'constructor', 'hasOwnProperty', '__proto__'])
      expect(apply(s, { type, actor: s.c.models[s.active].id } as never)).toEqual({
        ok: false,
        reason: `unknown action "${type}"`,
      });
    expect(s.stage).toBe(STAGE_PHASE);
  });

  it('AD-11, AD-48: at the next round AP refill with half the unspent ones carried (cap 12), then shock tokens cost AP', () => {
    const c = compiled([
      human('a1', 'a', [10, 80], { state: { tokens: { shock: 2 } } }),
      human('b1', 'b', [10, 10]),
    ]);
    const s = newGame(c, 2, {});
    // a1 and b1 each end their phase at once with 6 AP.
    while (s.round === 1)
      expect(apply(s, { type: s.stage === STAGE_ROUND_END ? 'continue' : 'end' })).toEqual({ ok: true });
    expect(s.ap[0]).toBe(Math.min(12, 6 + 3) - 2);
    expect(s.shock[0]).toBe(0);
    expect(s.ap[1]).toBe(9);
  });
});

describe('the direct threat (UN-4.5, AD-15)', () => {
  it('an enemy in base contact is a direct threat; without the test the model must attack it first', () => {
    const c = compiled([
      human('a1', 'a', [40, 45], { weapons: [sword] }),
      human('b1', 'b', [42.5, 45]),
      human('b2', 'b', [80, 10]),
    ]);
    const s = createState(c, 3, false);
    startPhase(s, 0);
    expect(s.stage).toBe(STAGE_THREAT);
    expect(apply(s, { type: 'threat', test: false })).toEqual({ ok: true });
    expect(s.threat[0]).toBe(THREAT_MUST_ATTACK);
    expect(apply(s, { type: 'end' })).toMatchObject({ ok: false });
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 })).toEqual({ ok: true });
  });

  it('the obligation lapses when no attack is possible: a spent weapon and too few AP for the other', () => {
    const club = { name: 'club', wk: 1, range: 'melee', strength: 2, damage: 4, uses: 1 };
    const c = compiled([
      human('a1', 'a', [40, 45], { size: 'large', weapons: [club], state: { ap: 1 } }),
      human('b1', 'b', [44.5, 45]),
    ]);
    const s = createState(c, 4, false);
    s.uses[0] = 0;
    startPhase(s, 0);
    apply(s, { type: 'threat', test: false });
    expect(apply(s, { type: 'end' })).toEqual({ ok: true });
  });

  it('the threat is the closest revealed enemy within 12 − EH (edge to edge) when none is in contact', () => {
    const c = compiled([
      human('a1', 'a', [40, 45]),
      human('far', 'b', [50.6, 45]),
      human('near', 'b', [40, 54]),
    ]);
    const s = createState(c, 5, false);
    expect(findThreats(s, 0).map((m) => c.models[m].id)).toEqual(['near']);
  });
});

describe('telematons and their operator\'s direct threat (AD-71.6)', () => {
  function withDrone() {
    const c = compiled([
      human('a1', 'a', [40, 45], { weapons: [sword] }),
      {
        ...human('drone', 'a', [40, 52], { weapons: [pistol] }),
        type: 'telematon',
        attributes: { KO: 3, WN: 3 },
        operator: 'a1',
      },
      human('b1', 'b', [42.5, 45], { hp: { normal: 20, critical: 2 } }),
      human('b2', 'b', [80, 10]),
    ]);
    const s = createState(c, 5, false);
    startPhase(s, 0);
    return s;
  }

  it('AD-71.6: an operator that does not pass its test binds its telematon: it must attack the threat too', () => {
    const s = withDrone();
    expect(apply(s, { type: 'threat', test: false })).toEqual({ ok: true });
    expect(s.threat[1]).toBe(THREAT_MUST_ATTACK);
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 })).toEqual({ ok: true });
    while (s.stage === STAGE_REACT) expect(apply(s, { type: 'pass' })).toEqual({ ok: true });
    expect(s.hp[2]).toBeGreaterThan(0);
    // The drone may not shoot the other enemy, nor may the phase end, before it has attacked b1.
    expect(apply(s, { type: 'shot', actor: 'drone', kind: 'normal', weapon: 0, targets: [{ model: 'b2', shots: 1 }] })).toMatchObject({ ok: false });
    const end = apply(s, { type: 'end' });
    expect(end).toMatchObject({ ok: false });
    expect((end as { reason: string }).reason).toContain('AD-71.6');
    expect(apply(s, { type: 'fireReadiness', actor: 'drone', weapon: 0 })).toMatchObject({ ok: false });
  });

  it('AD-71.6: a passed test leaves the telematon free', () => {
    const s = withDrone();
    s.threat[0] = 1;
    s.stage = STAGE_PHASE;
    expect(apply(s, { type: 'fireReadiness', actor: 'drone', weapon: 0 })).toEqual({ ok: true });
    expect(apply(s, { type: 'end' })).toEqual({ ok: true });
  });
});

describe('states at the start of a phase (UN-11, AD-44, AD-46, AD-49)', () => {
  it('AD-46: a panicking model flees towards the nearest edge with all its AP and leaves the table there', () => {
    const c = compiled([
      human('a1', 'a', [5, 45], { state: { tokens: { panic: true } } }),
      human('b1', 'b', [80, 10]),
    ]);
    const s = createState(c, 6, false);
    startPhase(s, 0);
    expect(has(s, 0, OFF_TABLE)).toBe(true);
    // Its side has nobody left on the table: the other side's mission is met.
    expect(s.result).toMatchObject({ outcome: 'b', reason: 'all-enemies-gone' });
  });

  it('AD-49: poison takes its oldest marker and strikes without a roll; the survival shock follows', () => {
    const dart = { ...pistol, name: 'dart', damage: 1, effects: ['toxic'] };
    const c = compiled([human('a1', 'a', [10, 80], { weapons: [dart] }), human('b1', 'b', [10, 10])]);
    const s = createState(c, 7, false);
    s.poison[1].push(c.weaponStart[0], c.weaponStart[0]);
    startPhase(s, 1);
    expect(s.poison[1].length).toBe(1);
    expect(s.hp[1]).toBe(4);
    expect(s.ap[1]).toBe(5);
  });

  it('UN-11.4.1: a panicking model that rallies loses the marker at the end of its phase', () => {
    const c = compiled([
      human('a1', 'a', [45, 45], { attributes: { EH: 12 }, state: { tokens: { panic: true }, ap: 0 } }),
      human('b1', 'b', [80, 10]),
    ]);
    const s = createState(c, 8, false);
    s.forced = { d12: [1], d6: [], i12: 0, i6: 0 };
    startPhase(s, 0);
    expect(has(s, 0, PANIC)).toBe(false);
  });
});

describe('victory (UN-5.7.2, AD-67)', () => {
  it('the last enemy eliminated ends the game at the end of that phase', () => {
    const c = compiled([
      human('a1', 'a', [40, 45], { attributes: { NK: 9 }, weapons: [{ ...sword, strength: 20, damage: 9 }] }),
      human('b1', 'b', [42.5, 45]),
    ]);
    const s = createState(c, 9, false);
    s.reactionsOn = false;
    startPhase(s, 0);
    apply(s, { type: 'threat', test: false });
    s.forced = { d12: [12, 1, 12, 1], d6: [], i12: 0, i6: 0 };
    expect(apply(s, { type: 'attack', actor: 'a1', target: 'b1', weapon: 0 })).toEqual({ ok: true });
    expect(apply(s, { type: 'end' })).toEqual({ ok: true });
    expect(s.result).toMatchObject({ outcome: 'a', reason: 'all-enemies-gone' });
    expect(toMove(s)).toBeNull();
  });
});

describe('heights (UN-8.7, UN-8.8, UN-18.2.2, AD-30, AD-35, AD-36)', () => {
  const roof = {
    terrain: [
      {
        id: 'tower',
        type: 'building',
        kind: 'solid',
        polygon: [
          [30, 40],
          [40, 40],
          [40, 50],
          [30, 50],
        ],
        height: 12,
      },
    ],
  };
  const phase = (models: Record<string, unknown>[]) => {
    const c = compiled(models, roof);
    const s = createState(c, 11, false);
    s.reactionsOn = false;
    s.active = 0;
    s.stage = STAGE_PHASE;
    return s;
  };

  it('a drop higher than twice the profile is refused as a move; as a drop it needs the EH test and hurts', () => {
    const s = phase([
      human('m', 'a', [38, 45], { z: 12, attributes: { KO: 4 } }),
      human('b1', 'b', [80, 10]),
    ]);
    expect(apply(s, { type: 'move', actor: 'm', path: [[43, 45]] })).toMatchObject({ ok: false });
    s.forced = { d12: [2, 9, 1], d6: [], i12: 0, i6: 0 };
    expect(apply(s, { type: 'move', actor: 'm', path: [[43, 45]], drop: true })).toEqual({ ok: true });
    expect(s.z[0]).toBe(0);
    // EH 3 passed on a 2; the fall of 12 cm (> 8) is a hit of KO 4 for 4: wound 9 + 4 against armour 1 + 4.
    expect(s.hp[0]).toBe(1);
    expect(s.forced!.i12).toBe(3);
  });

  it('a failed EH test to dare the drop keeps the model at the edge and spends the AP', () => {
    const s = phase([human('m', 'a', [38, 45], { z: 12 }), human('b1', 'b', [80, 10])]);
    s.forced = { d12: [9], d6: [], i12: 0, i6: 0 };
    expect(apply(s, { type: 'move', actor: 'm', path: [[43, 45]], drop: true })).toEqual({ ok: true });
    expect([s.x[0], s.z[0], s.ap[0]]).toEqual([38, 12, 5]);
  });

  it('UN-10.6, UN-8.8: reaction fire sees where a dropping move lands (the window plans the move with its drop)', () => {
    const s = phase([
      human('m', 'a', [38, 45], { z: 12 }),
      // Perception 10 cm (WN 2): the roof at 14 cm is out of reach, the landing at [43, 45] is not.
      human('b1', 'b', [52, 45], { weapons: [pistol], attributes: { WN: 2 } }),
    ]);
    s.reactionsOn = true;
    s.fireReady[1] = 0;
    s.ap[1] = 6;
    s.forced = { d12: [2], d6: [], i12: 0, i6: 0 };
    expect(apply(s, { type: 'move', actor: 'm', path: [[43, 45]], drop: true })).toEqual({ ok: true });
    expect(s.pending).toMatchObject({ kind: 'reactionFire', reactors: [1] });
  });

  it('a colossus cannot enter a normal building; a flying model passes over it at no cost', () => {
    const s = phase([
      human('walker', 'a', [26, 35], { type: 'colossus', size: 'huge', speed: 20 }),
      human('bird', 'a', [26, 47], { movement: 'flight', speed: 20 }),
      human('b1', 'b', [80, 10]),
    ]);
    expect(apply(s, { type: 'move', actor: 'walker', path: [[35, 45]] })).toMatchObject({ ok: false });
    s.active = 1;
    expect(
      apply(s, {
        type: 'move',
        actor: 'bird',
        path: [
          [35, 47],
          [44, 47],
        ],
      }),
    ).toEqual({ ok: true });
    expect(s.z[1]).toBe(0);
  });
});

describe('settings (AD-32)', () => {
  it('failedTestProne "entry": a failed movement test stops the model prone where it enters the difficult terrain', () => {
    const forest = {
      terrain: [
        {
          id: 'wood',
          type: 'forest',
          kind: 'area',
          polygon: [
            [30, 30],
            [50, 30],
            [50, 60],
            [30, 60],
          ],
          height: 8,
        },
      ],
    };
    for (const [setting, x] of [
      ['end', 33],
      ['entry', 30],
    ] as const) {
      const c = compiled([human('m', 'a', [28, 45]), human('b1', 'b', [80, 10])], forest);
      c.settings.failedTestProne = setting;
      const s = createState(c, 12, false);
      s.reactionsOn = false;
      s.active = 0;
      s.stage = STAGE_PHASE;
      s.forced = { d12: [12], d6: [], i12: 0, i6: 0 };
      expect(apply(s, { type: 'move', actor: 'm', path: [[38, 45]], test: true })).toEqual({ ok: true });
      expect(s.x[0]).toBeCloseTo(x);
      expect(s.flags[0] & 1).toBe(1);
    }
  });
});

describe('push-back (UN-15.2, AD-64)', () => {
  const setup = (defender: Record<string, unknown>, table?: Record<string, unknown>) => {
    const c = compiled([human('att', 'a', [40, 45], { attributes: { NK: 9 }, weapons: [sword] }), human('def', 'b', [42.5, 45], defender), human('far', 'b', [80, 10])], table);
    const s = createState(c, 13, false);
    s.reactionsOn = false;
    s.active = 0;
    s.stage = STAGE_PHASE;
    s.threat[0] = 3;
    return s;
  };

  it('a winning attacker may push the defender straight back instead of hitting it', () => {
    const s = setup({});
    s.forced = { d12: [12, 1], d6: [], i12: 0, i6: 0 };
    expect(apply(s, { type: 'attack', actor: 'att', target: 'def', weapon: 0, push: 4 })).toEqual({ ok: true });
    expect(s.x[1]).toBeCloseTo(46.5);
    expect(s.hp[1]).toBe(5);
  });

  it('a larger model cannot be pushed back; a wall stops the push', () => {
    expect(apply(setup({ size: 'large', at: [43.25, 45] }), { type: 'attack', actor: 'att', target: 'def', weapon: 0, push: 4 })).toMatchObject({ ok: false });
    const wall = { terrain: [{ id: 'wall', type: 'building', kind: 'solid', polygon: [[45, 30], [46, 30], [46, 60], [45, 60]], height: 5 }] };
    const s = setup({}, wall);
    s.forced = { d12: [12, 1], d6: [], i12: 0, i6: 0 };
    apply(s, { type: 'attack', actor: 'att', target: 'def', weapon: 0, push: 6 });
    expect(s.x[1]).toBeLessThanOrEqual(43.75 + 1e-9);
  });
});

describe('scratch and memos of the checks (session 7 speed work: the answers follow the state)', () => {
  it('UN-15.0.2: a model moved into base contact is in melee at the next check, and out of it once moved away; a clone answers for itself', () => {
    const c = compiled([human('a1', 'a', [40, 40], { weapons: [pistol] }), human('b1', 'b', [40, 70])]);
    const s = phaseOf(c, 0);
    const shot: PhaseAction = { type: 'shot', actor: 'a1', kind: 'normal', weapon: 0, targets: [{ model: 'b1', shots: 1 }] };
    const move = { type: 'move', actor: 'a1', path: [[45, 40]] } as PhaseAction;
    expect(checkAction(s, shot)).toBeNull();
    expect(checkAction(s, move)).toBeNull();
    const touching = 40 + radiusOf(s, 0) + radiusOf(s, 1) + 0.2;
    const other = cloneState(s);
    place(s, 1, touching, 40, 0);
    expect(checkAction(s, move)).toMatch(/in melee/);
    expect(checkAction(other, move)).toBeNull();
    place(s, 1, 40, 70, 0);
    expect(checkAction(s, move)).toBeNull();
    place(other, 1, touching, 40, 0);
    expect(checkAction(other, move)).toMatch(/in melee/);
  });

  it('a shot checked with other targets before it is declared resolves at its own targets (the check refills one declaration)', () => {
    const c = compiled([
      human('a1', 'a', [40, 40], { weapons: [{ ...pistol, df: 1 }] }),
      human('b1', 'b', [40, 50]),
      human('b2', 'b', [43, 50]),
    ]);
    const s = phaseOf(c, 0);
    const two: PhaseAction = { type: 'shot', actor: 'a1', kind: 'normal', weapon: 0, targets: [{ model: 'b1', shots: 1 }, { model: 'b2', shots: 1 }] };
    const one: PhaseAction & { type: 'shot' } = { type: 'shot', actor: 'a1', kind: 'normal', weapon: 0, targets: [{ model: 'b2', shots: 2 }] };
    expect(checkAction(s, two)).toBeNull();
    expect(checkAction(s, one)).toBeNull();
    expect(checkAction(s, { ...one, targets: [{ model: 'nobody', shots: 2 }] })).toMatch(/must be a model/);
    expect(checkAction(s, two)).toBeNull();
  });
});
