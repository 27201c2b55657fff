// The compiled mission's objects keep one shape from compile to compile (live balance compiles the mission again
// after every edit, and V8 deoptimised the engine when the second one's objects differed; docs/simulator.md).
// Own key order stands in for V8's hidden class here: two objects with different key orders never share one.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { compileMission, newGame } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { DEFAULT_SETTINGS, resolveSettings, type EngineSettings } from '../../../src/engine/rulesets/sine-tempore/rules/settings';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const mission = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;

describe('compiled missions keep one shape (live balance speed)', () => {
  test('board elements placed by the mission and drawn at set-up (ST-31) have one key order', () => {
    const cm = compileMission(mission('verdant-sweep'), catalog);
    const s = newGame(cm, 7);
    const drawn = s.elements.filter((e) => e.dynamic);
    expect(drawn.length).toBeGreaterThan(0);
    const order = Object.keys(cm.board.elements[0]).join();
    for (const e of s.elements) expect(Object.keys(e).join()).toBe(order);
  });

  test('two compiles give the mission, its board and its settings the same key order', () => {
    const a = compileMission(mission('verdant-sweep'), catalog);
    const b = compileMission(mission('relay-station'), catalog);
    for (const pick of [(x: typeof a) => x, (x: typeof a) => x.board, (x: typeof a) => x.rs, (x: typeof a) => x.rs.s, (x: typeof a) => x.rs.s.roles])
      expect(Object.keys(pick(b))).toEqual(Object.keys(pick(a)));
  });

  test('resolved settings are the defaults with the given ones over them, as a spread gave (D-1 die faces, roles merged)', () => {
    const partial: Partial<EngineSettings> = { maxActivations: 12, orientation: { 'hero-1': 'N' }, roles: { ...DEFAULT_SETTINGS.roles, ranged: 'bullet' } };
    const spread = { ...DEFAULT_SETTINGS, ...partial, roles: { ...DEFAULT_SETTINGS.roles, ...partial.roles } };
    expect(resolveSettings(partial).s).toEqual(spread);
    expect(Object.keys(resolveSettings(partial).s)).toEqual(Object.keys(spread));
    expect(resolveSettings().s).toEqual(DEFAULT_SETTINGS);
    // A fresh copy each time: a mission's settings never reach the defaults.
    expect(resolveSettings().s.actionFaces).not.toBe(DEFAULT_SETTINGS.actionFaces);
  });

  test('the bot figures worked out at compile time: vital heroes (hero-ko defeat), object squares, wanted objects', () => {
    for (const name of ['tutorial', 'relay-station', 'verdant-sweep']) {
      const cm = compileMission(mission(name), catalog);
      expect([...cm.vitalHeroes]).toEqual(cm.defeat.flatMap((c) => (c.k === 'hero-ko' ? [c.hero] : [])));
      for (const o of cm.objects) expect(cm.objectCells.get(o.id)).toBe(o.cell);
      for (const id of cm.wantedObjects) expect(cm.objects.some((o) => o.id === id)).toBe(true);
      for (let mask = 0; mask < 256; mask++) expect(cm.rs.hitRates[mask]).toBeGreaterThanOrEqual(0);
    }
  });
});
