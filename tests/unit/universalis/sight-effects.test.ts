/**
 * Lasting sight effects of power cards (AD-79 hooks sightBlocker and shotModifier, UN-20.2.7): the circle that
 * blocks sight through it (Fog Bank), the modifier on shots at the power's target (Smoke Veil), how they end,
 * and the sight caches that must never answer from before a circle was placed or removed.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { universalis } from '../../../src/engine/rulesets/universalis';
import { lineOfSight, SightScratch, type Scene } from '../../../src/engine/rulesets/universalis/geometry';
import { botByName } from '../../../src/engine/rulesets/universalis/bots';
import { checkAction, performAction } from '../../../src/engine/rulesets/universalis/rules/actions';
import { eliminate } from '../../../src/engine/rulesets/universalis/rules/damage';
import { WN, type PowerDef } from '../../../src/engine/rulesets/universalis/rules/defs';
import { circleCylinder } from '../../../src/engine/rulesets/universalis/rules/effects';
import { apply, newGame, toMove } from '../../../src/engine/rulesets/universalis/rules/game';
import { readHooks } from '../../../src/engine/rulesets/universalis/rules/hooks';
import { shotModifiers } from '../../../src/engine/rulesets/universalis/rules/ranged';
import { coverOf, glimpses, los, perceives } from '../../../src/engine/rulesets/universalis/rules/sight';
import { place, type Compiled, type GameState } from '../../../src/engine/rulesets/universalis/rules/state';
import { sightReport } from '../../../src/engine/rulesets/universalis/ui-queries';
import { eliminationGame, human, phaseOf, pistol } from './support';
import { saltmarshWithAshWitch } from './witch-sample';

const d12 = (...rolls: number[]) => ({ d12: rolls, d6: [], i12: 0, i6: 0 });

function power(
  name: string,
  target: PowerDef['target'],
  hooks: unknown[],
  extra: Partial<PowerDef> = {},
): PowerDef {
  const h = readHooks(hooks);
  return {
    id: name.toLowerCase().replace(/ /g, '-'),
    name,
    ap: 2,
    attribute: WN,
    difficulty: 0,
    hpLoss: 0,
    hpLossAlways: false,
    target,
    range: target === 'self' ? 'touch' : 'distance',
    rangeCm: target === 'area' ? 40 : null,
    lasting: true,
    action: h.action,
    effects: h.lasting,
    ...extra,
  };
}

const fogBank = () =>
  power('Fog Bank', 'area', [{ kind: 'sightBlocker', radiusCm: 5, endsWhen: 'casterMoves' }]);
const smokeVeil = () =>
  power('Smoke Veil', 'self', [{ kind: 'shotModifier', value: -2, endsWhen: 'casterAttacks' }]);

/** caller (a, Fog Bank), watcher (a) and foe (b) on the line y = 45, a second pair on y = 70. */
function fogTable(): Compiled {
  const c = eliminationGame('fog', [
    human('caller', 'a', [20, 20]),
    human('watcher', 'a', [20, 45], { weapons: [pistol] }),
    human('foe', 'b', [60, 45], { weapons: [pistol] }),
    human('watcher2', 'a', [20, 70]),
    human('foe2', 'b', [60, 70]),
  ]);
  c.models[0].powers = [fogBank()];
  c.models[0].discipline = true;
  return c;
}

/** Puts caller's circle at `at` (its WN roll forced to 1), checked and performed as the game does. */
function fog(s: GameState, at: [number, number]): void {
  s.forced = d12(1);
  const a = { type: 'usePower' as const, actor: 'caller', power: 0, at };
  expect(checkAction(s, a)).toBeNull();
  performAction(s, a);
}

const shot = { kind: 'normal' as const, shots: 1, targetIndex: 1, indirect: false };

describe('a circle that blocks sight (sightBlocker hook: Fog Bank, UN-20.2.7, AD-79)', () => {
  it('UN-4.3, AD-79: blocks the line of sight through it both ways, not a line beside it', () => {
    const s = phaseOf(fogTable());
    fog(s, [40, 45]);
    expect(s.effects).toHaveLength(1);
    expect(los(s, 1, 2)).toBe(false);
    expect(los(s, 2, 1)).toBe(false);
    expect(perceives(s, 1, 2)).toBe(false);
    expect(los(s, 3, 4)).toBe(true);
    expect(
      s.log!.some((e) => e.kind === 'effect' && /a circle of 5 cm at \(40, 45\) blocks sight/.test(e.text)),
    ).toBe(true);
  });

  it('UN-14.10, UN-9.3, AD-79: a shot through it is not allowed; a circle beside the line gives no cover', () => {
    const s = phaseOf(fogTable());
    expect(shotModifiers(s, 2, 1, 0, shot)).not.toBeNull();
    fog(s, [40, 45]);
    expect(shotModifiers(s, 2, 1, 0, shot)).toBeNull();
    expect(coverOf(s, 2, 1)).toBeNull();
    const t = phaseOf(fogTable());
    const before = coverOf(t, 2, 1);
    fog(t, [40, 52]);
    expect(coverOf(t, 2, 1)).toEqual(before);
  });

  it('AD-79: the sight caches never answer from before a circle was placed or after it ended', () => {
    const s = phaseOf(fogTable());
    // Answered (and kept) before the circle: every kind of question.
    expect(los(s, 1, 2)).toBe(true);
    expect(glimpses(s, 2, 1)).toBe(true);
    expect(coverOf(s, 2, 1)).not.toBeNull();
    expect(shotModifiers(s, 2, 1, 0, shot)).not.toBeNull();
    fog(s, [40, 45]);
    expect(los(s, 1, 2)).toBe(false);
    expect(glimpses(s, 2, 1)).toBe(false);
    expect(coverOf(s, 2, 1)).toBeNull();
    expect(shotModifiers(s, 2, 1, 0, shot)).toBeNull();
    // Ended by its user (UN-20.3.2): the same questions see through again.
    performAction(s, { type: 'endPower', actor: 'caller', power: 0 });
    expect(s.effects).toHaveLength(0);
    expect(los(s, 1, 2)).toBe(true);
    expect(coverOf(s, 2, 1)).not.toBeNull();
    expect(shotModifiers(s, 2, 1, 0, shot)).not.toBeNull();
  });

  it('UN-20.2.7: ends when its caster moves (endsWhen casterMoves), with a log entry', () => {
    const s = phaseOf(fogTable());
    fog(s, [40, 45]);
    performAction(s, { type: 'move', actor: 'caller', path: [[25, 20]] });
    expect(s.powersOn[0]).toBe(0);
    expect(s.effects).toHaveLength(0);
    expect(los(s, 1, 2)).toBe(true);
    expect(s.log!.some((e) => e.kind === 'effect' && (e.data as { why?: string }).why === 'moved')).toBe(
      true,
    );
  });

  it('UN-20.3.3, AD-79: ends when an enemy blocks the power in play, and when its caster is eliminated', () => {
    const s = phaseOf(fogTable());
    fog(s, [40, 45]);
    // foe2, of a discipline, walks up to the caller (within its perception range, UN-20.5.2) and blocks.
    s.c.models[4].discipline = true;
    place(s, 4, 30, 22, 0);
    s.active = 4;
    s.forced = d12(1);
    const block = { type: 'blockPower' as const, actor: 'foe2', target: 'caller', power: 0 };
    expect(checkAction(s, block)).toBeNull();
    performAction(s, block);
    expect(s.effects).toHaveLength(0);
    expect(s.powersOn[0]).toBe(0);
    expect(los(s, 1, 2)).toBe(true);

    const t = phaseOf(fogTable());
    fog(t, [40, 45]);
    eliminate(t, 0, -1);
    expect(t.effects).toHaveLength(0);
    expect(los(t, 1, 2)).toBe(true);
  });

  it('UN-20.2.5, UN-20.2.6: the target point is needed, on the table and within the power’s range', () => {
    const s = phaseOf(fogTable());
    const use = (at?: [number, number]) =>
      checkAction(s, { type: 'usePower', actor: 'caller', power: 0, at });
    expect(use()).toMatch(/needs a target point/);
    expect(use([95, 20])).toMatch(/off the table/);
    expect(use([80, 20])).toMatch(/out of the power's range/);
    expect(use([40, 45])).toBeNull();
  });

  it('a failed roll places nothing; a circle leaves a clone’s sight alone once ended in the clone', () => {
    const s = phaseOf(fogTable());
    s.forced = d12(12);
    performAction(s, { type: 'usePower', actor: 'caller', power: 0, at: [40, 45] });
    expect(s.effects).toHaveLength(0);
    expect(los(s, 1, 2)).toBe(true);
  });
});

describe('a modifier on shots at the target (shotModifier hook: Smoke Veil, UN-20.2.7, AD-79)', () => {
  function veilTable(): GameState {
    const c = eliminationGame('veil', [
      human('witch', 'a', [40, 45], { weapons: [pistol] }),
      human('friend', 'a', [40, 50]),
      human('shooter', 'b', [60, 45], { weapons: [pistol] }),
    ]);
    c.models[0].powers = [smokeVeil()];
    const s = phaseOf(c);
    s.forced = d12(1);
    performAction(s, { type: 'usePower', actor: 'witch', power: 0 });
    return s;
  }

  it('UN-14.10, AD-79: shots at the witch take −2, shots at its friend do not', () => {
    const plain = phaseOf(veilTable().c);
    const s = veilTable();
    expect(shotModifiers(s, 2, 0, 0, shot)).toBe(shotModifiers(plain, 2, 0, 0, shot)! - 2);
    expect(shotModifiers(s, 2, 1, 0, shot)).toBe(shotModifiers(plain, 2, 1, 0, shot));
  });

  it('UN-20.2.7: ends when the witch attacks (endsWhen casterAttacks), not when it moves', () => {
    const s = veilTable();
    const plain = phaseOf(s.c);
    performAction(s, { type: 'move', actor: 'witch', path: [[40, 42]] });
    expect(s.effects).toHaveLength(1);
    s.forced = d12(12);
    performAction(s, {
      type: 'shot',
      actor: 'witch',
      kind: 'normal',
      weapon: 0,
      targets: [{ model: 'shooter', shots: 1 }],
    });
    expect(s.effects).toHaveLength(0);
    expect(s.powersOn[0]).toBe(0);
    plain.x[0] = s.x[0];
    plain.y[0] = s.y[0];
    plain.version++;
    expect(shotModifiers(s, 2, 0, 0, shot)).toBe(shotModifiers(plain, 2, 0, 0, shot));
  });
});

describe('the geometry of a circle (property, AD-79)', () => {
  const scene: Scene = { pieces: [], envLimit: Infinity, hasEnvironment: false };
  const coord = fc.double({ min: 0, max: 90, noNaN: true });

  it('a sight line between two points is blocked iff the segment meets the circle (no NaN)', () => {
    const sc = new SightScratch();
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        coord,
        coord,
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (ax, ay, bx, by, cx, cy, r) => {
          // The segment's distance to the centre; near the rim (±0.01 cm) either answer is right.
          const dx = bx - ax;
          const dy = by - ay;
          const l2 = dx * dx + dy * dy;
          const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - ax) * dx + (cy - ay) * dy) / l2));
          const gap = Math.hypot(ax + t * dx - cx, ay + t * dy - cy);
          fc.pre(Math.abs(gap - r) > 0.01);
          // Two models never stand on one point: a sight line has a length.
          fc.pre(l2 > 1e-4);
          const obs = { x: ax, y: ay, z: 0, r: 0, h: 1 };
          const tgt = { x: bx, y: by, z: 0, r: 0, h: 1 };
          const seen = lineOfSight(scene, sc, obs, tgt, [circleCylinder(cx, cy, r)], 1);
          expect(typeof seen).toBe('boolean');
          expect(seen).toBe(gap > r);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the sample’s Fog Bank and Smoke Veil (AD-79)', () => {
  const load = (name: string) => JSON.parse(readFileSync(`samples/${name}`, 'utf8'));

  it('are hooked: compiled with their effects, no longer left to the players', () => {
    const sk = load('gull-point-drill.skirmish.json');
    const c = universalis.compile(sk, { units: load(sk.units) }) as Compiled;
    const fogged = c.models.flatMap((d) => d.powers).find((p) => p.id === 'fog-bank')!;
    expect(fogged.effects).toEqual({ blockerCm: 5, shotMod: 0, endsWhen: 1 });
    const salt = saltmarshWithAshWitch();
    const cs = universalis.compile(salt, { units: load(salt.units) }) as Compiled;
    expect(cs.models.flatMap((d) => d.powers).find((p) => p.id === 'smoke-veil')!.effects).toEqual({
      blockerCm: 0,
      shotMod: -2,
      endsWhen: 2,
    });
    expect(newGame(cs, 1, { log: true }).log!.filter((e) => e.kind === 'judged')).toHaveLength(0);
  });

  it('the tactical bots use them: a circle against the strongest shooter, the veil under fire', () => {
    const used = (sk: ReturnType<typeof load>, name: string) => {
      const c = universalis.compile(sk, { units: load(sk.units) }) as Compiled;
      for (let seed = 1; seed <= 12; seed++) {
        const s = newGame(c, seed, { log: true });
        const [x, y] =
          seed % 2 ? (['cautious', 'aggressive'] as const) : (['aggressive', 'cautious'] as const);
        const bots = { a: botByName(x, seed), b: botByName(y, seed + 1) };
        let side;
        while ((side = toMove(s))) apply(s, bots[side].decide(s));
        expect(s.refused).toBe(0);
        if (s.log!.some((e) => e.kind === 'power' && e.text.endsWith(`uses ${name}`))) return true;
      }
      return false;
    };
    expect(used(load('gull-point-drill.skirmish.json'), 'Fog Bank')).toBe(true);
    expect(used(saltmarshWithAshWitch(), 'Smoke Veil')).toBe(true);
  }, 60_000);

  it('the random bot (fuzzing) offers a circle a point too, so Fog Bank is played in random games', () => {
    const sk = load('gull-point-drill.skirmish.json');
    const c = universalis.compile(sk, { units: load(sk.units) }) as Compiled;
    let placed = false;
    for (let seed = 1; seed <= 30 && !placed; seed++) {
      const s = newGame(c, seed, { log: true });
      const bots = { a: botByName('random', seed), b: botByName('random', seed + 100) };
      let side;
      while ((side = toMove(s))) apply(s, bots[side].decide(s));
      expect(s.refused).toBe(0);
      placed = s.log!.some((e) => e.kind === 'effect' && /Fog Bank: a circle/.test(e.text));
    }
    expect(placed).toBe(true);
  }, 60_000);
});

describe("the line-of-sight tool's view of a circle in play (AD-79)", () => {
  it("UN-4.3: the line-of-sight tool's rays agree with the rules and name the circle in the way", () => {
    const s = phaseOf(fogTable());
    expect(sightReport(s, 1, 2).rays.some((r) => r.clear)).toBe(true);
    fog(s, [40, 45]);
    const r = sightReport(s, 1, 2);
    expect(r.los).toBe(false);
    expect(r.rays.some((ray) => ray.clear)).toBe(false);
    expect(r.blockingEffects).toEqual([0]);
    expect(r.blockingModels).toEqual([]);
    expect(sightReport(s, 3, 4).blockingEffects).toEqual([]);
  });
});
