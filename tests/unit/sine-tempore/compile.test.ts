import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { F_COVER, F_NOPASS, F_ON, F_ROUGH, F_WATER } from '../../../src/engine/rulesets/sine-tempore/rules/board';
import { compileMission, newGame } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { adjacent, los } from '../../../src/engine/rulesets/sine-tempore/rules/geometry';
import { sectorOf, timeLabel } from '../../../src/engine/rulesets/sine-tempore/rules/state';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const mission = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;

describe('compiling a mission and its catalog', () => {
  const relay = compileMission(mission('relay-station'), catalog);
  const b = relay.board;
  const at = (x: number, y: number) => y * b.width + x;

  test('tiles are placed and turned (rotation 180° for the collapsed tunnel); outside them is off the board', () => {
    // The collapsed tunnel ".%", "%.", "..", "_%" turned 180° at [10, 3]: its "_" lands at [11, 3].
    expect(b.flags[at(11, 3)] & F_ON).toBe(0);
    expect(b.flags[at(10, 3)] & F_ROUGH).toBeTruthy();
    expect(b.flags[at(10, 0)] & F_ON).toBe(0);
    expect(b.width).toBe(22);
  });

  test("the mission's terrain, walls and openings change the tiles", () => {
    expect(b.flags[at(19, 8)] & F_WATER).toBeTruthy();
    expect(adjacent(b, at(15, 5), at(16, 5))).toBe(false);
    expect(adjacent(b, at(18, 7), at(18, 8))).toBe(true);
  });

  test('scenic elements: containers raise squares, obstructions block sight and movement, cover is marked', () => {
    expect(b.level[at(13, 6)]).toBe(1);
    expect(b.level[at(17, 4)]).toBe(2);
    expect(b.flags[at(5, 4)] & F_NOPASS).toBeTruthy();
    expect(los(b, at(4, 4), at(6, 4))).toBe(false);
    expect(b.flags[at(16, 7)] & F_COVER).toBeTruthy();
  });

  test('heroes get their equipment attacks, chains, defence and tokens; enemies their cards', () => {
    const ilse = relay.heroes.find((h) => h.id === 'ilse-marrow')!.def;
    expect(ilse.attacks.map((a) => a.name)).toEqual(['burst', 'stock-bash']);
    expect(ilse.chains).toEqual([{ a: 0, b: 1, ap: 4 }]);
    expect(ilse.defPhysical).toBe(2);
    const amaru = relay.heroes.find((h) => h.id === 'amaru-quell')!.def;
    expect(amaru.attacks[0].statuses.length).toBe(1);
    const seren = relay.heroes.find((h) => h.id === 'seren-voss')!.def;
    expect(seren.attacks.some((a) => a.power && a.name === 'mind-lance')).toBe(true);
    const grazer = relay.enemyTypes.get('ironhide-grazer')!.def;
    expect(grazer.size).toBe(2);
    expect(grazer.attacks[1].area?.shape).toBe('sweep');
    expect(relay.enemyTypes.get('hollow-sovereign')!.def.boss).toBe(true);
  });

  test('start and end times and token sectors come from the Momentum set-up', () => {
    expect(timeLabel(relay.startTick)).toBe('2.12');
    expect(timeLabel(relay.endTick)).toBe('5.6');
    const s = newGame(relay, 1);
    expect(sectorOf(s.groups.find((g) => g.name === 'yard-grazer')!.tick)).toBe(8);
    expect(s.groups.find((g) => g.name === 'yard-grazer')!.inCombat).toBe(true);
  });

  test('random scenic draws differ between seeds and never cover reserved squares', () => {
    const verdant = compileMission(mission('verdant-sweep'), catalog);
    const drawn = (seed: number) => newGame(verdant, seed).elements.filter((e) => e.dynamic).map((e) => `${e.defId}@${e.cells.join(',')}`);
    const a = drawn(1);
    expect(a.length).toBeGreaterThan(0);
    expect(drawn(1)).toEqual(a);
    expect([2, 3, 4, 5].some((s) => drawn(s).join() !== a.join())).toBe(true);
    const reserved = new Set([...verdant.deployment, ...verdant.objects.map((o) => o.cell), ...verdant.loot.map((l) => l.cell)]);
    for (let seed = 0; seed < 20; seed++) for (const e of newGame(verdant, seed).elements.filter((x) => x.dynamic)) for (const c of e.cells) expect(reserved.has(c)).toBe(false);
  });
});
