import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import missionSchema from '../../../../schemas/mission.schema.json';
import catalogSchema from '../../../../schemas/catalog.schema.json';
import deckSchema from '../../../../schemas/deck.schema.json';
import { pointerToken, schemaTexts, sourceHash, subschemaAt, walkSchema, type SchemaNode } from '../../../../src/renderer/schema-i18n/texts';
import { localizeSchema, type SchemaTranslations } from '../../../../src/renderer/schema-i18n/localize';
import { helpLanguage, loadedSchema, localizedSchema } from '../../../../src/renderer/schema-i18n';

/** A schema with texts everywhere a walker must look, and texts inside data that it must leave alone. */
const SAMPLE: SchemaNode = {
  title: 'Root',
  description: 'The root.',
  $defs: {
    thing: { description: 'A thing.', type: 'object', properties: { size: { title: 'Size', type: 'integer', default: { description: 'data, not help' } } } },
    'a/b~c': { description: 'An awkward name.' },
  },
  properties: {
    list: { description: 'A list.', type: 'array', items: { description: 'One item.', $ref: '#/$defs/thing' } },
    pair: { type: 'array', prefixItems: [{ description: 'First.' }, { description: 'Second.' }] },
    either: { anyOf: [{ description: 'A number.', type: 'number' }, { type: 'string', oneOf: [{ title: 'Nested one.' }] }], allOf: [{ description: 'All.' }] },
    map: { type: 'object', additionalProperties: { description: 'Any value.' }, patternProperties: { '^x-': { description: 'An extension.' } } },
    gated: { if: { description: 'If.' }, then: { description: 'Then.' }, else: { description: 'Else.' }, not: { description: 'Not.' } },
    kind: { description: 'A kind.', enum: [{ description: 'an enum value' }], const: { title: 'a const' } },
    sample: { description: 'With examples.', examples: [{ title: 'an example', description: 'an example' }] },
  },
};

const translation = (texts: { title?: string; description?: string }, into: { title?: string; description?: string }) => ({ source: sourceHash(texts), ...into });

describe('the texts of a schema', () => {
  test('found under $defs, properties, items, prefixItems, anyOf/oneOf/allOf, additional/patternProperties, if/then/else and not', () => {
    expect([...schemaTexts(SAMPLE).keys()]).toEqual([
      '',
      '/$defs/thing',
      '/$defs/thing/properties/size',
      '/$defs/a~1b~0c',
      '/properties/list',
      '/properties/list/items',
      '/properties/pair/prefixItems/0',
      '/properties/pair/prefixItems/1',
      '/properties/either/anyOf/0',
      '/properties/either/anyOf/1/oneOf/0',
      '/properties/either/allOf/0',
      '/properties/map/additionalProperties',
      '/properties/map/patternProperties/^x-',
      '/properties/gated/if',
      '/properties/gated/then',
      '/properties/gated/else',
      '/properties/gated/not',
      '/properties/kind',
      '/properties/sample',
    ]);
    expect(schemaTexts(SAMPLE).get('/$defs/thing/properties/size')).toEqual({ title: 'Size' });
  });

  test('never inside examples, enum, const or default, which hold data', () => {
    // A property may be called "default"; the keyword is one that does not follow a map of names.
    const throughData = (pointer: string) =>
      pointer.split('/').some((seg, i, segs) => ['examples', 'enum', 'const', 'default'].includes(seg) && !['properties', '$defs', 'patternProperties'].includes(segs[i - 1]));
    for (const schema of [SAMPLE, missionSchema, catalogSchema, deckSchema] as SchemaNode[]) {
      expect([...schemaTexts(schema).keys()].filter(throughData)).toEqual([]);
    }
    expect(JSON.stringify(SAMPLE)).toContain('an example');
  });

  test('each pointer leads back to its subschema, names with / and ~ escaped (RFC 6901)', () => {
    expect(pointerToken('a/b~c')).toBe('a~1b~0c');
    for (const schema of [SAMPLE, missionSchema, catalogSchema, deckSchema] as SchemaNode[]) {
      for (const [pointer, texts] of schemaTexts(schema)) {
        const node = subschemaAt(schema, pointer)!;
        expect({ title: node.title, description: node.description }).toEqual({ title: texts.title, description: texts.description });
      }
    }
    expect(subschemaAt(SAMPLE, '/properties/nothing/here')).toBeUndefined();
  });

  test('the source hash changes with the title or the description, and tells them apart', () => {
    const h = sourceHash({ title: 'Size', description: 'How big.' });
    expect(h).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash({ title: 'Size', description: 'How big.' })).toBe(h);
    expect(sourceHash({ title: 'Size', description: 'How big!' })).not.toBe(h);
    expect(sourceHash({ title: 'Sizes', description: 'How big.' })).not.toBe(h);
    expect(sourceHash({ title: 'ab' })).not.toBe(sourceHash({ title: 'a', description: 'b' }));
  });
});

describe('a schema in another language', () => {
  test('translated texts replace the English, untranslated ones stay English', () => {
    const de = localizeSchema(SAMPLE, {
      '/properties/list': translation({ description: 'A list.' }, { description: 'Eine Liste.' }),
      '/$defs/thing/properties/size': translation({ title: 'Size' }, { title: 'Größe' }),
    });
    expect(subschemaAt(de, '/properties/list')!.description).toBe('Eine Liste.');
    expect(subschemaAt(de, '/$defs/thing/properties/size')!.title).toBe('Größe');
    expect(subschemaAt(de, '/properties/list/items')!.description).toBe('One item.');
    expect(de.title).toBe('Root');
  });

  test('a translation made from English that has changed since is ignored: the current English is shown', () => {
    const de = localizeSchema(SAMPLE, { '/properties/list': translation({ description: 'A former list.' }, { description: 'Eine alte Liste.' }) });
    expect(subschemaAt(de, '/properties/list')!.description).toBe('A list.');
  });

  test('a translation adds no text the English lacks, and empty or non-text translations are ignored', () => {
    const de = localizeSchema(SAMPLE, {
      '/$defs/thing/properties/size': translation({ title: 'Size' }, { title: 'Größe', description: 'Wie groß.' }),
      '/properties/list': { source: sourceHash({ description: 'A list.' }), description: '' },
      '/properties/list/items': { source: sourceHash({ description: 'One item.' }), description: 42 as unknown as string },
      '/properties/nowhere': { source: '00000000', description: 'Nirgends.' },
    } as SchemaTranslations);
    expect(subschemaAt(de, '/$defs/thing/properties/size')).not.toHaveProperty('description');
    expect(subschemaAt(de, '/properties/list')!.description).toBe('A list.');
    expect(subschemaAt(de, '/properties/list/items')!.description).toBe('One item.');
    expect(subschemaAt(de, '/properties/nowhere')).toBeUndefined();
  });

  test('the English schema itself is never changed', () => {
    const before = structuredClone(missionSchema);
    const translations: SchemaTranslations = {};
    for (const [pointer, texts] of schemaTexts(missionSchema as SchemaNode)) {
      translations[pointer] = translation(texts, { title: texts.title && `DE ${texts.title}`, description: texts.description && `DE ${texts.description}` });
    }
    const de = localizeSchema(missionSchema, translations);
    expect(missionSchema).toEqual(before);
    expect((de as SchemaNode).$defs).not.toBe((missionSchema as SchemaNode).$defs);
    expect(subschemaAt(de as SchemaNode, '/properties/defcon')!.description).toBe(`DE ${missionSchema.properties.defcon.description}`);
  });
});

// ---- properties over generated schemas ----

const name = fc.stringMatching(/^[a-z~/]{1,3}$/);
const texts = fc.record({ title: fc.string({ maxLength: 8 }), description: fc.string({ maxLength: 12 }) }, { requiredKeys: [] });
/** Data that looks like help but is not: a localiser must leave it as it is. */
const data = fc.oneof(fc.jsonValue({ maxDepth: 1 }), texts);
const { schema } = fc.letrec<{ schema: SchemaNode }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    texts,
    fc
      .record(
        {
          title: fc.string({ maxLength: 8 }),
          description: fc.string({ maxLength: 12 }),
          type: fc.constantFrom('object', 'array', 'string', 'integer'),
          $defs: fc.dictionary(name, tie('schema'), { maxKeys: 2 }),
          properties: fc.dictionary(name, tie('schema'), { maxKeys: 3 }),
          items: tie('schema'),
          anyOf: fc.array(tie('schema'), { maxLength: 2 }),
          not: tie('schema'),
          enum: fc.array(data, { maxLength: 2 }),
          const: data,
          default: data,
          examples: fc.array(data, { maxLength: 2 }),
        },
        { requiredKeys: [] },
      )
      .map((node) => node as SchemaNode),
  ),
}));

/** Translations for some of a schema's texts: most made from today's English, some from English since changed. */
const withTranslations = schema.chain((s) => {
  const pointers = [...schemaTexts(s).keys()];
  const entry = (pointer: string) =>
    fc.record({ current: fc.boolean(), title: fc.string({ maxLength: 8 }), description: fc.string({ maxLength: 8 }) }).map(({ current, ...into }) => {
      const english = schemaTexts(s).get(pointer)!;
      return [pointer, { ...into, source: current ? sourceHash(english) : sourceHash({ title: `${english.title ?? ''}!` }) }] as const;
    });
  return fc.tuple(fc.constant(s), pointers.length ? fc.uniqueArray(fc.constantFrom(...pointers), { maxLength: pointers.length }).chain((ps) => fc.tuple(...ps.map(entry))) : fc.constant([]));
});

/** The schema with every subschema's title and description taken out. */
function withoutTexts(s: SchemaNode): SchemaNode {
  const copy = structuredClone(s);
  walkSchema(copy, (node) => {
    delete node.title;
    delete node.description;
  });
  return copy;
}

describe('localising, for any schema', () => {
  test('with no translations gives a deep-equal copy', () => {
    fc.assert(
      fc.property(schema, (s) => {
        const copy = localizeSchema(s, {});
        expect(copy).toEqual(s);
        expect(copy).not.toBe(s);
      }),
    );
  });

  test('changes nothing but titles and descriptions, each to its current translation or else its English', () => {
    fc.assert(
      fc.property(withTranslations, ([s, entries]) => {
        const before = structuredClone(s);
        const translations: SchemaTranslations = Object.fromEntries(entries);
        const localized = localizeSchema(s, translations);
        expect(s).toEqual(before);
        expect(withoutTexts(localized)).toEqual(withoutTexts(s));
        for (const [pointer, english] of schemaTexts(s)) {
          const t = translations[pointer];
          const current = t?.source === sourceHash(english);
          const node = subschemaAt(localized, pointer)!;
          expect(node.title).toBe(english.title !== undefined && current && t.title ? t.title : english.title);
          expect(node.description).toBe(english.description !== undefined && current && t.description ? t.description : english.description);
        }
      }),
    );
  });
});

describe('loading a language', () => {
  test('English, and a language the studio has no help in, are the English schema itself', async () => {
    expect(await localizedSchema('mission', missionSchema, 'en')).toBe(missionSchema);
    expect(await localizedSchema('mission', missionSchema, 'xx')).toBe(missionSchema);
    expect(await localizedSchema('no-such-kind', missionSchema, 'de')).toBe(missionSchema);
    expect(loadedSchema('mission', missionSchema, 'en')).toBe(missionSchema);
  });

  test("i18next's regional languages read the help of their language", () => {
    expect(helpLanguage('de-CH')).toBe('de');
    expect(helpLanguage('FR')).toBe('fr');
  });
});
