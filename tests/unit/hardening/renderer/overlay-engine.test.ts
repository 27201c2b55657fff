// Issue 17.3: the map's overlays compile the mission in a worker; the worker's engine answers what analysis.ts does.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../../src/engine/generated/types/mission';
import { analyse, reachOf, ringsOf, sightFrom, spawnsOf, type Analysis } from '../../../../src/renderer/rulesets/sine-tempore/mission/overlays/analysis';
import { createOverlayEngine } from '../../../../src/renderer/rulesets/sine-tempore/mission/overlays/overlay-engine';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const mission = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8')) as Mission;

describe('17.3 overlay engine (runs in a worker in the studio)', () => {
  test('answers sight, reach, rings and spawns as the analysis does, tagged with the loaded version', async () => {
    const engine = createOverlayEngine();
    await engine.load(7, mission, catalog);
    const a = analyse(mission, catalog) as Analysis;
    const hero = mission.heroes[0];
    const enemy = mission.enemyGroups![0].models[0].id;
    const answers = await engine.answer({ sightFrom: hero.start as [number, number], reach: { id: hero.hero, ap: 3 }, rings: [enemy], spawns: true });
    expect(answers.version).toBe(7);
    expect(answers.error).toBeNull();
    expect(answers.sight).toEqual(sightFrom(a, hero.start as [number, number]));
    expect(answers.onBoard.length).toBeGreaterThan(answers.sight!.visible.length);
    expect(answers.reach).toEqual(reachOf(a, hero.hero, 3));
    expect(answers.rings).toEqual([ringsOf(a, enemy)]);
    expect(answers.spawns).toEqual(spawnsOf(a));
  });

  test('a mission the engine cannot read answers its reason, and nothing else', async () => {
    const engine = createOverlayEngine();
    const broken = { ...mission, heroes: [{ ...mission.heroes[0], hero: 'nobody' }] } as Mission;
    await engine.load(1, broken, catalog);
    const answers = await engine.answer({ sightFrom: [0, 0], reach: null, rings: [], spawns: true });
    expect(answers.error).toMatch(/nobody/);
    expect(answers.sight).toBeNull();
    expect(answers.spawns).toEqual([]);
  });
});
