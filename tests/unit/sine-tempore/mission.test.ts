import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { compileMission, newGame } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { advance, apply } from '../../../src/engine/rulesets/sine-tempore/rules/game';
import { adjacent } from '../../../src/engine/rulesets/sine-tempore/rules/geometry';
import { timeLabel } from '../../../src/engine/rulesets/sine-tempore/rules/state';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;

/** A small mission on the landing-scar tile; each test changes what it needs. */
function mission(extra: Partial<Mission>): Mission {
  return {
    $schema: 'https://scenario-studio.org/schemas/mission.schema.json',
    formatVersion: 2,
    ruleset: 'sine-tempore',
    id: 'test',
    title: 'Test',
    catalog: 'sine-tempore-core.catalog.json',
    defcon: 1,
    heroes: [{ hero: 'ilse-marrow', start: [0, 0], sector: 1 }],
    board: { tiles: [{ tile: 'landing-scar', at: [0, 0], rotation: 0 }] },
    deployment: { squares: [[0, 0]] },
    momentum: { start: '1.1', end: '2.6' },
    victory: ['all-enemies-eliminated'],
    defeat: ['all-heroes-ko', 'time-up'],
    ...extra,
  } as Mission;
}

const play = (m: Mission, seed = 1) => {
  const s = newGame(compileMission(m, catalog), seed, { log: true, heroChoices: 'greedy' });
  while (advance(s) === 'hero') apply(s, { type: 'end', actor: s.models[s.act!.hero].id });
  return s;
};

describe('mission flow (ST-6.5, D-8, D-52)', () => {
  test('the end time ends the mission; time-up decides the outcome (D-8 step 2)', () => {
    const s = play(mission({ victory: ['all-enemies-eliminated'], defeat: ['time-up'] }));
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'time ran out' });
    expect(timeLabel(s.hand)).toBe('2.6');
  });

  test('a survive mission: time-up as a victory', () => {
    const s = play(mission({ victory: ['time-up'], defeat: ['all-heroes-ko'] }));
    expect(s.result?.outcome).toBe('victory');
  });

  test('events fire when the hands reach their time, in order, once', () => {
    const s = play(
      mission({
        events: [
          { id: 'first', trigger: { at: '1.4' }, effects: [{ message: 'one' }] },
          { id: 'second', trigger: { at: '2.12' }, effects: [{ tv: { change: 2, to: 'all-heroes' } }] },
        ],
      }),
    );
    const events = s.log!.filter((e) => e.type === 'event').map((e) => `${e.id}@${e.time}`);
    expect(events).toEqual(['first@1.4', 'second@2.12']);
    expect(s.models[0].tv).toBe(3);
  });

  test('spawn points place a fixed group, or a Defcon draft with Horde X, on the nearest free squares', () => {
    const s = play(
      mission({
        spawnPoints: [
          { id: 'den', at: [5, 5], rule: { fixed: [{ enemy: 'husk-stalker', count: 2 }] }, atStart: true, state: 'waiting' },
          { id: 'nest', at: [9, 9], rule: { draft: { cards: 1 } }, atStart: false },
        ],
        draftDeck: ['draft-1-gnawlings'],
        events: [{ id: 'swarm', trigger: { at: '1.3' }, effects: [{ spawn: { point: 'nest' } }] }],
        victory: ['time-up'],
      }),
    );
    const spawned = s.log!.filter((e) => e.type === 'spawn');
    expect(spawned.filter((e) => e.enemy === 'husk-stalker')).toHaveLength(2);
    // The gnawling draft card has Horde 3.
    expect(spawned.filter((e) => e.enemy === 'gnawling')).toHaveLength(3);
    const husks = s.models.filter((m) => m.def.type === 'husk-stalker');
    expect(adjacent(s.board, husks[0].cell, husks[1].cell) || husks[0].cell === 5 * s.board.width + 5).toBe(true);
  });

  test('interactive objects: the action, its effects, and the condition it completes', () => {
    const m = mission({
      heroes: [{ hero: 'ilse-marrow', start: [1, 0], sector: 1 }],
      objects: [{ id: 'beacon', name: 'Beacon', at: [2, 0], ap: 2, effects: [{ tv: { change: 1, to: 'triggering-hero' } }] }],
      victory: [{ 'objects-interacted': { objects: ['beacon'] } }],
    });
    const s = newGame(compileMission(m, catalog), 1, { log: true });
    expect(advance(s)).toBe('hero');
    expect(apply(s, { type: 'interact', actor: 'ilse-marrow', at: [2, 0] })).toEqual({ ok: true });
    expect(s.result).toMatchObject({ outcome: 'victory', reason: 'beacon was used' });
    expect(s.models[0].tv).toBe(2);
  });

  test('open-wall and close-wall change adjacency for that game only', () => {
    const m = mission({
      board: { tiles: [{ tile: 'landing-scar', at: [0, 0], rotation: 0 }], walls: [[[0, 1], [1, 1]]] },
      events: [{ id: 'door', trigger: { at: '1.2' }, effects: [{ 'open-wall': [[0, 1], [1, 1]] }] }],
      victory: ['time-up'],
    });
    const cm = compileMission(m, catalog);
    const s = play(m);
    expect(adjacent(s.board, 1 * s.board.width, 1 * s.board.width + 1)).toBe(true);
    expect(adjacent(cm.board, 1 * cm.board.width, 1 * cm.board.width + 1)).toBe(false);
  });

  test('defeat is checked before victory', () => {
    const s = play(mission({ victory: ['time-up'], defeat: ['time-up'] }));
    expect(s.result?.outcome).toBe('defeat');
  });

  test('ST-47.2, D-51: a spawned model never takes an id the mission already gave (the editor names placed models gnawling-1, …)', () => {
    const m = mission({
      heroes: [{ hero: 'ilse-marrow', start: [0, 8], sector: 1 }],
      deployment: { squares: [[0, 8]] },
      enemyGroups: [{ id: 'gnawling-2', state: 'waiting', sector: 1, models: [{ id: 'gnawling-1', enemy: 'gnawling', at: [5, 2] }] }],
      spawnPoints: [{ id: 'spawn-point-1', at: [3, 4], rule: { fixed: [{ enemy: 'gnawling', count: 2 }] }, atStart: true }],
      events: [{ id: 'more', trigger: { at: '1.6' }, effects: [{ spawn: { point: 'spawn-point-1' } }] }],
      victory: ['time-up'],
    });
    const s = play(m);
    const ids = s.models.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id.startsWith('gnawling-')).length).toBeGreaterThanOrEqual(3);
    // Named as the editor would name them: the next numbers still free.
    expect(ids).toContain('gnawling-2');
    expect(ids).toContain('gnawling-3');
  });

  test('at the end time with no condition met the mission is lost, reason time-up (D-64); the older reading, a draw, is a setting', () => {
    const m = mission({ victory: ['all-enemies-eliminated'], defeat: ['all-heroes-ko'], enemyGroups: [{ id: 'far', state: 'waiting', sector: 9, models: [{ id: 'husk-1', enemy: 'husk-stalker', at: [9, 9] }] }] });
    const s = play(m);
    expect(s.result).toMatchObject({ outcome: 'defeat', reason: 'time ran out', condition: 'time-up' });
    const old = newGame(compileMission(m, catalog, { timeUpWithoutCondition: 'draw' }), 1, { log: true, heroChoices: 'greedy' });
    while (advance(old) === 'hero') apply(old, { type: 'end', actor: old.models[old.act!.hero].id });
    expect(old.result).toMatchObject({ outcome: 'draw', condition: 'time-up' });
  });

  test('a spawn effect names the group its models join, their ids and their state; models go to the nearest free squares in reading order (D-63)', () => {
    const s = play(
      mission({
        heroes: [{ hero: 'ilse-marrow', start: [0, 9], sector: 1 }],
        deployment: { squares: [[0, 9]] },
        spawnPoints: [{ id: 'den', at: [5, 5] }],
        enemyGroups: [{ id: 'pack', state: 'waiting', sector: 9, models: [{ id: 'husk-0', enemy: 'husk-stalker', at: [5, 5] }] }],
        events: [{ id: 'more', trigger: { at: '1.2' }, effects: [{ spawn: { point: 'den', group: 'pack', ids: ['husk-1', 'husk-2'], state: 'waiting', enemies: [{ enemy: 'husk-stalker', count: 2 }] } }] }],
        victory: ['time-up'],
      }),
    );
    // Where they were put (they may move later: a hero on their tile wakes them, D-50).
    const at = (id: string) => s.log!.find((e) => e.type === 'spawn' && e.id === id)?.at;
    // The point holds husk-0: the squares at distance 1 in reading order are [5, 4] then [4, 5].
    expect(at('husk-1')).toEqual([5, 4]);
    expect(at('husk-2')).toEqual([4, 5]);
    const pack = s.groups.find((g) => g.name === 'pack')!;
    expect(pack.models).toHaveLength(3);
    expect(s.groups).toHaveLength(1);
  });

  test('a spawn effect may give the spawned models a TV-only objective: they hold their ground', () => {
    const cm = compileMission(
      mission({
        spawnPoints: [{ id: 'den', at: [5, 5] }],
        events: [{ id: 'more', trigger: { at: '1.2' }, effects: [{ spawn: { point: 'den', group: 'guards', ids: ['husk-1'], enemies: [{ enemy: 'husk-stalker', count: 1 }], objective: { tv: 4 } } }] }],
        victory: ['time-up'],
      }),
      catalog,
    );
    const s = newGame(cm, 1, { log: true });
    advance(s);
    apply(s, { type: 'end', actor: 'ilse-marrow' });
    advance(s);
    const g = s.groups.find((x) => x.name === 'guards')!;
    expect(g.objective).toMatchObject({ tv: 4, cells: [], kind: 'none' });
    expect(s.models[s.byId.get('husk-1')!].cell).toBe(5 * s.board.width + 5);
  });
});

describe('named settings for the readings the conformance format changed', () => {
  test('the Big Guy die: not in the MI test of a power by default (FORMAT.md), back with bigGuyBonusOnPowers', async () => {
    const { heroAttackPool } = await import('../../../src/engine/rulesets/sine-tempore/rules/combat');
    const m = mission({
      heroes: [{ hero: 'seren-voss', start: [0, 0], sector: 1 }],
      enemyGroups: [{ id: 'grazers', state: 'waiting', sector: 9, models: [{ id: 'grazer-1', enemy: 'ironhide-grazer', at: [3, 0] }] }],
    });
    const pools = [{}, { bigGuyBonusOnPowers: true }].map((settings) => {
      const s = newGame(compileMission(m, catalog, settings), 1);
      const seren = s.models[s.byId.get('seren-voss')!];
      const lance = seren.def.attacks.find((a) => a.name === 'mind-lance')!;
      return heroAttackPool(s, seren, s.models[s.byId.get('grazer-1')!], lance);
    });
    expect(pools[1]).toBe(pools[0] + 1);
  });
});
