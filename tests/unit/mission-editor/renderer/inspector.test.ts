import { describe, expect, test } from 'vitest';
import { defaultValue, MISSION_SCHEMA, schemaAt, type Described, type FieldSpec, type PropertySpec } from '../../../../src/renderer/rulesets/sine-tempore/mission/inspector/schema-fields';
import { localizeSchema } from '../../../../src/renderer/schema-i18n/localize';
import { schemaTexts, sourceHash } from '../../../../src/renderer/schema-i18n/texts';
import { referenceOptions } from '../../../../src/renderer/rulesets/sine-tempore/mission/inspector/references';
import { UTILS } from '../../../../src/renderer/rulesets/sine-tempore/mission/kinds';
import { enumLabel, fieldLabel, type Words } from '../../../../src/renderer/rulesets/sine-tempore/mission/inspector/labels';
import { missionMessages } from '../../../../src/renderer/rulesets/sine-tempore/mission/messages';
import { lootUtil } from '../../../../src/renderer/rulesets/sine-tempore/mission/kinds/placed';
import { addMessages, createI18n, type Language } from '../../../../src/renderer/i18n';
import { catalog, docOf, missionOf } from './fixtures';

const props = (spec: FieldSpec) => (spec.type === 'object' ? spec.properties : []);
const prop = (spec: FieldSpec, name: string) => props(spec).find((p) => p.name === name) as PropertySpec;

describe('forms from the schema', () => {
  test('a spawn point: its rule is a choice between set enemies and the draft, with ranges and help from the schema', () => {
    const spawn = schemaAt('/$defs/spawnPoint');
    expect(props(spawn.spec).map((p) => p.name)).toEqual(['id', 'name', 'at', 'rule', 'atStart', 'state', 'objective']);
    const rule = prop(spawn.spec, 'rule');
    // Optional: a point without a rule brings only the enemies its spawn effects name.
    expect(rule.required).toBe(false);
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
    // An objective's place is optional (a TV threshold only), so a new one holds its TV alone.
    expect(defaultValue(prop(spawn.spec, 'objective').spec)).toEqual({ tv: 0 });
  });

  test('issue 14 defect 1: "Set enemies" starts with the catalog’s first enemy, not an empty id the schema refuses (the views would wait for valid text)', () => {
    const m = missionOf(docOf('verdant-sweep'));
    const pick = (spec: { ref?: string }) => referenceOptions(spec.ref, catalog, m, 'en', undefined)?.[0]?.id as string | undefined;
    const rule = defaultValue(prop(schemaAt('/$defs/spawnPoint').spec, 'rule').spec, pick) as { fixed: { enemy: string; count: number }[] };
    expect(rule).toEqual({ fixed: [{ enemy: catalog.catalog.enemies[0].id, count: 1 }] });
    expect(rule.fixed[0].enemy).toMatch(new RegExp((MISSION_SCHEMA.$defs as Record<string, { pattern: string }>).id.pattern));
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

/** The inspector's words from the real messages, in one language. */
function wordsIn(language: Language): Words {
  const i18n = createI18n(language);
  addMessages(i18n, 'mission', missionMessages);
  return { t: (key, options) => i18n.t(key, options ?? {}) as string, has: (key) => i18n.exists(key) };
}

describe('labels', () => {
  test('a property is named by its own name, not by the definition it uses: Momentum start and end are told apart', () => {
    const momentum = prop(schemaAt('').spec, 'momentum');
    const [start, end] = ['start', 'end'].map((n) => prop(momentum.spec, n));
    expect(start.path).toBe('time');
    expect([fieldLabel(wordsIn('en'), 'start', start), fieldLabel(wordsIn('en'), 'end', end)]).toEqual(['Start', 'End']);
    expect([fieldLabel(wordsIn('de'), 'start', start), fieldLabel(wordsIn('fr'), 'end', end)]).toEqual(['Beginn', 'Fin']);
    // A trigger's `at` is a time there (a square everywhere else): named by its place.
    const trigger = prop(schemaAt('/$defs/event').spec, 'trigger').spec as { options: PropertySpec[] };
    const at = trigger.options.find((o) => o.name === 'at')!;
    expect(fieldLabel(wordsIn('en'), 'at', at)).toBe('Time');
    expect(fieldLabel(wordsIn('en'), 'at', prop(schemaAt('/$defs/spawnPoint').spec, 'at'))).toBe('Square');
    expect(fieldLabel(wordsIn('en'), 'someNewField')).toBe('Some New Field');
  });

  test('the values of the schema’s lists are shown in the UI language; the file keeps the value', () => {
    const state = prop(schemaAt('/$defs/spawnPoint').spec, 'state');
    expect(['waiting', 'patrol', 'combat'].map((v) => enumLabel(wordsIn('de'), state, v))).toEqual(['Wartend', 'Auf Patrouille', 'Im Kampf']);
    expect(enumLabel(wordsIn('fr'), prop(schemaAt('/$defs/enemyGroup').spec, 'state'), 'combat')).toBe('En combat');
    expect(enumLabel(wordsIn('de'), prop(schemaAt('').spec, 'language'), 'fr')).toBe('Français');
    expect(enumLabel(wordsIn('fr'), prop(schemaAt('/$defs/object').spec, 'kind'), 'crate')).toBe('Caisse');
    const terrain = (prop(schemaAt('/$defs/board').spec, 'terrain').spec as { item: Described }).item;
    expect(enumLabel(wordsIn('en'), prop(terrain.spec, 'terrain'), '~')).toBe('Water');
    expect(enumLabel(wordsIn('en'), prop(schemaAt('/$defs/tilePlacement').spec, 'rotation'), 90)).toBe('90° clockwise');
    // Every value of every list in the mission schema has words in each language.
    for (const language of ['en', 'de', 'fr'] as const) {
      const words = wordsIn(language);
      const walk = (d: Described) => {
        const spec = d.spec;
        if (spec.type === 'enum') for (const v of spec.options) expect(enumLabel(words, d, v), `${d.site} ${v} (${language})`).not.toBe(String(v));
        if (spec.type === 'choice') for (const v of spec.bare ?? []) expect(enumLabel(words, d, v), `${d.site} ${v} (${language})`).not.toBe(String(v));
        if (spec.type === 'object' || spec.type === 'choice') (spec.type === 'object' ? spec.properties : spec.options).forEach(walk);
        if (spec.type === 'list') walk(spec.item);
      };
      for (const pointer of ['', '/$defs/event', '/$defs/spawnPoint', '/$defs/enemyGroup', '/$defs/object']) walk(schemaAt(pointer));
    }
  });
});

describe('victory, defeat, special rules and the draft deck', () => {
  const root = schemaAt('').spec;

  test('victory and defeat are lists of conditions: a kind picker (bare conditions and ones with a value) and the fields of the kind', () => {
    const victory = prop(root, 'victory');
    expect(victory.spec.type).toBe('list');
    const condition = (victory.spec as { item: Described }).item;
    expect(condition.spec.type).toBe('choice');
    const spec = condition.spec as { options: PropertySpec[]; bare?: (string | number)[] };
    expect(spec.bare).toEqual(['all-heroes-ko', 'time-up', 'all-enemies-eliminated']);
    expect(spec.options.map((o) => o.name)).toEqual(['group-eliminated', 'hero-ko', 'hero-reaches', 'group-reaches', 'objects-interacted', 'event-fired', 'time-reached', 'loot-collected', 'all', 'any']);
    // A new condition is a bare one, valid as it is.
    expect(defaultValue(condition.spec)).toBe('all-heroes-ko');
    // Conditions nest (all / any) as far as a form can go.
    expect((spec.options.find((o) => o.name === 'all')!.spec as { item: Described }).item.spec.type).toBe('choice');
    const reaches = spec.options.find((o) => o.name === 'hero-reaches')!;
    expect(prop(reaches.spec, 'heroes').spec).toEqual({ type: 'enum', options: ['any', 'all'] });
    expect(prop(reaches.spec, 'at').spec.type).toBe('choice');
    // A place there, not the square the key means everywhere else.
    expect(fieldLabel(wordsIn('en'), 'at', prop(reaches.spec, 'at'))).toBe('Place');
    expect(fieldLabel(wordsIn('en'), 'hero-ko', spec.options[1])).toBe('Hero knocked out');
  });

  test('condition values pick from the mission (groups, heroes, objects, events) and the draft deck from the catalog', () => {
    const m = missionOf(docOf('verdant-sweep'));
    const options = (prop(root, 'victory').spec as { item: { spec: { options: PropertySpec[] } } }).item.spec.options;
    const ref = (name: string) => (options.find((o) => o.name === name)!.spec as { ref?: string }).ref;
    expect(referenceOptions(ref('hero-ko'), catalog, m, 'en', undefined)!.map((o) => o.id)).toEqual(m.heroes.map((h) => h.hero));
    expect(referenceOptions(ref('event-fired'), catalog, m, 'en', undefined)!.map((o) => o.id)).toEqual(m.events!.map((e) => e.id));
    expect(referenceOptions(ref('group-eliminated'), catalog, m, 'en', undefined)!.length).toBe(m.enemyGroups!.length);
    const objects = options.find((o) => o.name === 'objects-interacted')!;
    const items = (prop(objects.spec, 'objects').spec as { item: { spec: { ref?: string } } }).item;
    expect(referenceOptions(items.spec.ref, catalog, m, 'en', undefined)!.map((o) => o.id)).toEqual(m.objects!.map((o) => o.id));
    const draft = (prop(root, 'draftDeck').spec as { item: { spec: { ref?: string } } }).item;
    expect(referenceOptions(draft.spec.ref, catalog, m, 'en', undefined)![0]).toEqual({ id: 'draft-1-gnawlings', label: 'Gnawling · Defcon 1 (draft-1-gnawlings)' });
  });

  test('special rules are a list of texts in three languages', () => {
    const rules = prop(root, 'specialRules');
    expect(rules.spec.type).toBe('list');
    expect((rules.spec as { item: Described }).item.spec).toEqual({ type: 'text' });
    expect(defaultValue((rules.spec as { item: Described }).item.spec)).toEqual({ en: '' });
  });

  test('an effect’s target is a choice too (all heroes, or one hero, group or zone)', () => {
    const effect = schemaAt('/$defs/effect').spec as { options: PropertySpec[] };
    const status = effect.options.find((o) => o.name === 'status')!;
    const to = prop(status.spec, 'to');
    expect(to.spec.type).toBe('choice');
    expect((to.spec as { bare?: unknown[] }).bare).toEqual(['all-heroes', 'active-hero', 'triggering-hero', 'all-enemies']);
    expect(enumLabel(wordsIn('fr'), to, 'active-hero')).toBe('Le héros actif');
  });
});

describe('names in the layers list', () => {
  test('a loot token says how many lie there (or which resource card), in the UI language', () => {
    const value = missionOf(docOf('verdant-sweep')).loot![1];
    expect(lootUtil.label!(value, wordsIn('en').t, { catalog, language: 'en' })).toBe('Loot ×2 (cache-2)');
    expect(lootUtil.label!({ id: 'cache-1', at: [9, 0] }, wordsIn('de').t, { catalog, language: 'de' })).toBe('Beutemarker (cache-1)');
    const card = catalog.catalog.resources![0];
    expect(lootUtil.label!({ id: 'x', at: [1, 1], resource: card.id }, wordsIn('fr').t, { catalog, language: 'fr' })).toBe(`Butin : ${(card.name as { fr: string }).fr} (x)`);
  });
});
