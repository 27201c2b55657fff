import { describe, expect, test } from 'vitest';
import { defaultValue, schemaAt, type FieldSpec, type PropertySpec } from '../../../../src/renderer/editors/mission/inspector/schema-fields';
import { referenceOptions } from '../../../../src/renderer/editors/mission/inspector/references';
import { UTILS } from '../../../../src/renderer/editors/mission/kinds';
import { catalog, docOf, missionOf } from './fixtures';

const props = (spec: FieldSpec) => (spec.type === 'object' ? spec.properties : []);
const prop = (spec: FieldSpec, name: string) => props(spec).find((p) => p.name === name) as PropertySpec;

describe('forms from the schema', () => {
  test('a spawn point: its rule is a choice between set enemies and the draft, with ranges and help from the schema', () => {
    const spawn = schemaAt('/$defs/spawnPoint');
    expect(props(spawn.spec).map((p) => p.name)).toEqual(['id', 'name', 'at', 'rule', 'atStart', 'state', 'objective']);
    const rule = prop(spawn.spec, 'rule');
    expect(rule.required).toBe(true);
    expect(rule.spec.type).toBe('choice');
    const draft = (rule.spec as { options: PropertySpec[] }).options.find((o) => o.name === 'draft')!;
    expect(prop(draft.spec, 'cards').spec).toEqual({ type: 'number', integer: true, min: 1, max: 6 });
    expect(prop(spawn.spec, 'state').spec).toEqual({ type: 'enum', options: ['waiting', 'patrol', 'combat'] });
    expect(prop(spawn.spec, 'at').spec.type).toBe('square');
    expect(prop(spawn.spec, 'name').spec.type).toBe('text');
    expect(prop(spawn.spec, 'at').description).toBe('The square of the spawning point.');
  });

  test('a new value for a field satisfies its schema (required members, list minimums)', () => {
    const spawn = schemaAt('/$defs/spawnPoint');
    expect(defaultValue(prop(spawn.spec, 'rule').spec)).toEqual({ fixed: [{ enemy: '', count: 1 }] });
    expect(defaultValue(prop(spawn.spec, 'objective').spec)).toEqual({ tv: 0, target: { square: [0, 0] } });
  });

  test('every kind has a form', () => {
    for (const util of Object.values(UTILS)) expect(schemaAt(util.schema).spec.type).toBe('object');
  });

  test('references are pickers of catalog and mission ids, named in the UI language', () => {
    const m = missionOf(docOf('verdant-sweep'));
    const tile = prop(schemaAt('/$defs/tilePlacement').spec, 'tile');
    expect(referenceOptions((tile.spec as { ref?: string }).ref, catalog, m, 'de', undefined)![0]).toEqual({ id: 'landing-scar', label: 'Landenarbe (landing-scar)' });
    const model = prop(schemaAt('/$defs/enemyGroup/properties/models/items').spec, 'enemy');
    expect(referenceOptions((model.spec as { ref?: string }).ref, catalog, m, 'en', undefined)).toHaveLength(catalog.catalog.enemies.length);
    const skills = prop(schemaAt('/$defs/heroEntry').spec, 'skills');
    const item = (skills.spec as { item: { spec: { ref?: string } } }).item;
    expect(referenceOptions(item.spec.ref, catalog, m, 'en', { hero: 'seren-voss' })!.map((o) => o.id)).toContain('deep-focus');
    const zone = schemaAt('/$defs/location');
    expect(referenceOptions((prop(zone.spec, 'zone')?.spec as { ref?: string })?.ref ?? 'location.zone', catalog, m, 'en', undefined)!.map((o) => o.id)).toEqual(['extraction', 'causeway-crossing']);
    expect(referenceOptions('spawnPoint.id', catalog, m, 'en', undefined)).toBeUndefined();
  });
});
