import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { compileMission } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { advance, apply, legalActions, newGame, type Action } from '../../../src/engine/rulesets/sine-tempore/rules/game';
import { attackPreview, type AttackAction } from '../../../src/engine/rulesets/sine-tempore/rules/odds';
import { heroAttackPool } from '../../../src/engine/rulesets/sine-tempore/rules/combat';
import { heroWeapon } from '../../../src/engine/rulesets/sine-tempore/rules/actions';
import { cloneState } from '../../../src/engine/rulesets/sine-tempore/rules/clone';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;

/** Ilse Marrow next to a Gnawling at the start: an attack she can make at once. */
const mission = {
  $schema: 'https://scenario-studio.org/schemas/mission.schema.json',
  formatVersion: 2,
  ruleset: 'sine-tempore',
  id: 'odds',
  title: 'Odds',
  catalog: 'sine-tempore-core.catalog.json',
  defcon: 1,
  heroes: [{ hero: 'ilse-marrow', start: [0, 8], sector: 1 }],
  board: { tiles: [{ tile: 'landing-scar', at: [0, 0], rotation: 0 }] },
  deployment: { squares: [[0, 8]] },
  enemyGroups: [{ id: 'pack', state: 'waiting', sector: 6, models: [{ id: 'g1', enemy: 'gnawling', at: [1, 8] }] }],
  momentum: { start: '1.1', end: '2.6' },
  victory: ['all-enemies-eliminated'],
  defeat: ['all-heroes-ko', 'time-up'],
} as unknown as Mission;

const cm = compileMission(mission, catalog);
/** The game as the test-play worker keeps it: a seed and decisions, replayed for every copy. */
const fork = (decisions: Action[] = []) => () => {
  const s = newGame(cm, 5, { log: false, heroChoices: 'greedy' });
  advance(s);
  for (const a of decisions) {
    apply(s, a);
    advance(s);
  }
  return s;
};

describe('attack odds for test-play (ST-24, ST-29.9)', () => {
  test('the preview says the dice, the cover and the odds of 0, 1, 2… wounds, which add up to 1', () => {
    const s = fork()();
    const attack = legalActions(s).find((a): a is AttackAction => a.type === 'attack' && a.target === 'g1' && !a.options?.chain)!;
    expect(attack).toBeDefined();
    const p = attackPreview(fork(), attack)!;
    const hero = s.models[s.byId.get('ilse-marrow')!];
    const target = s.models[s.byId.get('g1')!];
    expect(p.dice).toBe(heroAttackPool(s, hero, target, heroWeapon(s, hero, attack.weapon)!.a));
    expect(p.samples).toBe(200);
    expect(p.odds).toHaveLength(p.health - p.wounds + 1);
    expect(p.odds.reduce((x, y) => x + y, 0)).toBeCloseTo(1, 10);
    // A real chance both to miss and to hurt: the odds are a distribution, not a certainty.
    expect(p.odds[0]).toBeLessThan(1);
    expect(p.cover).toBe(false);
  });

  test('the same game gives the same odds; the game itself is never touched', () => {
    const s = fork()();
    const before = JSON.stringify(s.models.map((m) => [m.wounds, m.ko, m.removed]));
    const attack = legalActions(s).find((a): a is AttackAction => a.type === 'attack' && a.target === 'g1')!;
    const a = attackPreview(fork(), attack);
    const b = attackPreview(fork(), attack);
    expect(a).toEqual(b);
    expect(JSON.stringify(s.models.map((m) => [m.wounds, m.ko, m.removed]))).toBe(before);
  });

  test('copies made with cloneState give the odds replays give (what the test-play worker uses)', () => {
    const s = fork()();
    const attack = legalActions(s).find((a): a is AttackAction => a.type === 'attack' && a.target === 'g1')!;
    expect(attackPreview(() => cloneState(s), attack, 80)).toEqual(attackPreview(fork(), attack, 80));
  });

  test('no preview for what is not an attack on a model the hero can make', () => {
    const s = fork()();
    const actor = s.models[s.act!.hero].id;
    expect(attackPreview(fork(), { type: 'attack', actor, target: 'nobody', weapon: 'x' })).toBeNull();
    expect(attackPreview(fork(), { type: 'attack', actor, target: 'g1', weapon: 'no-such-weapon' })).toBeNull();
  });
});
