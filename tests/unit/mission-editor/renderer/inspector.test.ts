import { describe, expect, test } from 'vitest';
import { defaultValue, MISSION_SCHEMA, schemaAt, type Described, type FieldSpec, type PropertySpec } from '../../../../src/renderer/editors/mission/inspector/schema-fields';
import { localizeSchema } from '../../../../src/renderer/schema-i18n/localize';
import { schemaTexts, sourceHash } from '../../../../src/renderer/schema-i18n/texts';
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

describe('field help in the UI language', () => {
  const english = schemaTexts(MISSION_SCHEMA);
  const GERMAN: Record<string, string> = {
    '/$defs/spawnPoint/properties/at': 'Das Feld des Spawnpunkts.',
    '/$defs/enemyCount': 'Ein Gegner und wie viele davon.',
    '/$defs/spawnPoint/properties/rule/properties/draft/properties/cards': 'Wie viele Draft-Karten gezogen werden.',
  };
  const de = localizeSchema(
    MISSION_SCHEMA,
    Object.fromEntries(Object.entries(GERMAN).map(([pointer, description]) => [pointer, { source: sourceHash(english.get(pointer)!), description }])),
  );
  /** The English each German text translates. */
  const englishOf = new Map(Object.entries(GERMAN).map(([pointer, description]) => [description, english.get(pointer)!.description]));
  /** Every description in a form, by its place in the form. */
  const help = (d: Described, at = ''): Record<string, string | undefined> => {
    const out: Record<string, string | undefined> = { [at]: d.description };
    const spec = d.spec;
    if (spec.type === 'object' || spec.type === 'choice') for (const p of spec.type === 'object' ? spec.properties : spec.options) Object.assign(out, help(p, `${at}.${p.name}`));
    if (spec.type === 'list') Object.assign(out, help(spec.item, `${at}[]`));
    return out;
  };
  /** A form with its help taken out: what fields there are and how they are edited. */
  const structure = (d: Described): unknown => JSON.parse(JSON.stringify(d, (k, v) => (k === 'description' ? undefined : v)));

  test('a field shows its translated help; a reference without help of its own shows that of what it names', () => {
    const spawn = schemaAt('/$defs/spawnPoint', de);
    expect(prop(spawn.spec, 'at').description).toBe('Das Feld des Spawnpunkts.');
    const rule = prop(spawn.spec, 'rule').spec as { options: PropertySpec[] };
    const fixed = rule.options.find((o) => o.name === 'fixed')!.spec as { item: Described };
    expect(fixed.item.description).toBe('Ein Gegner und wie viele davon.');
    const draft = rule.options.find((o) => o.name === 'draft')!;
    expect(prop(draft.spec, 'cards').description).toBe('Wie viele Draft-Karten gezogen werden.');
  });

  test('untranslated help stays English, and the form is the English one whatever the language', () => {
    for (const pointer of ['', '/$defs/spawnPoint', '/$defs/event', '/$defs/enemyGroup/properties/models/items']) {
      const en = schemaAt(pointer);
      const localized = schemaAt(pointer, de);
      expect(structure(localized)).toEqual(structure(en));
      const [a, b] = [help(en), help(localized)];
      for (const field of Object.keys(a)) if (a[field] !== b[field]) expect(englishOf.get(b[field]!), field).toBe(a[field]);
    }
    expect(prop(schemaAt('/$defs/spawnPoint', de).spec, 'state').description).toBe(prop(schemaAt('/$defs/spawnPoint').spec, 'state').description);
  });
});
