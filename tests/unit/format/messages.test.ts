import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentFromValue,
  parseDocument,
  validateDocument,
  validateText,
  type MessageLanguage,
} from '../../../src/engine/format/index';
import {
  MESSAGES,
  messageLanguage,
  msg,
  placeholders,
  renderMessage,
  type MessageId,
} from '../../../src/engine/format/messages/index';
import { listDocumentKinds } from '../../../src/engine/format/registry';
import { RULESETS } from '../../../src/engine/rulesets/index';
import { describedKeywords } from '../../../src/engine/format/schema-errors';
import { walkSchema } from '../../../src/engine/format/schema-texts';
import { deckChecks } from '../../../src/engine/rulesets/time-stories/format/checks';
import { schemaHelp } from '../../../src/engine/node/schema-help';
import { tinyDeck } from '../time-stories/fixture';
import { catalogText, clone, root, sample } from './helpers';

const ids = Object.keys(MESSAGES.en) as MessageId[];

describe('the message catalog', () => {
  it('has a German and a French template for every message id, with the same placeholders as the English', () => {
    expect(ids.length).toBeGreaterThan(150);
    for (const language of ['de', 'fr'] as const) {
      expect(Object.keys(MESSAGES[language]).sort(), language).toEqual([...ids].sort());
      for (const id of ids) {
        const template = MESSAGES[language][id];
        expect(template.trim(), `${language} ${id}`).not.toBe('');
        expect(placeholders(template), `${language} ${id}: ${template}`).toEqual(
          placeholders(MESSAGES.en[id]),
        );
      }
    }
  });

  it('leaves no placeholder unmatched: every `{{` opens a placeholder the renderer replaces', () => {
    for (const language of ['en', 'de', 'fr'] as const) {
      for (const id of ids) {
        const template = MESSAGES[language][id];
        const opened = template.split('{{').length - 1;
        expect(opened, `${language} ${id}`).toBe(
          (template.match(/\{\{[A-Za-z][A-Za-z0-9]*(\|[^|}]*\|[^}]*)?\}\}/g) ?? []).length,
        );
      }
    }
  });

  it('names every document kind (kind-<kind>, in the shared catalog or its ruleset\'s), so a sentence never says a kind in English', () => {
    for (const k of listDocumentKinds()) {
      const id = `kind-${k.kind}` as MessageId;
      for (const language of ['en', 'de', 'fr'] as const) expect(renderMessage({ id }, language), `${language} ${k.kind}`).not.toBe(id);
    }
  });

  it("keeps each ruleset's own catalog in step: German and French have the English ids, with the same placeholders", () => {
    for (const r of RULESETS) {
      const own = Object.keys(r.messages.en);
      for (const language of ['de', 'fr'] as const) {
        expect(Object.keys(r.messages[language]).sort(), `${r.id} ${language}`).toEqual([...own].sort());
        for (const id of own) expect(placeholders(r.messages[language][id]), `${r.id} ${language} ${id}`).toEqual(placeholders(r.messages.en[id]));
      }
    }
  });

  it('has its own words for every validation keyword the schemas use (ajv would say the others in English)', () => {
    const annotations = new Set([
      '$defs',
      '$id',
      '$ref',
      '$schema',
      'default',
      'description',
      'examples',
      'title',
      'items',
      'properties',
    ]);
    const used = new Set<string>();
    for (const k of listDocumentKinds())
      walkSchema(k.schema, (node) => Object.keys(node).forEach((key) => used.add(key)));
    expect(
      [...used].filter((key) => !annotations.has(key) && !describedKeywords.includes(key)).sort(),
    ).toEqual([]);
  });

  it('renders placeholders, plurals by language, decimals and nested phrases', () => {
    const items = (limit: number, language: MessageLanguage) =>
      renderMessage(msg('schema-items-min', { name: '`x`', limit, count: 0 }), language);
    expect(items(1, 'en')).toBe('`x` must have at least 1 item (it has 0).');
    expect(items(2, 'en')).toBe('`x` must have at least 2 items (it has 0).');
    expect(items(1, 'de')).toContain('mindestens 1 Eintrag ');
    expect(items(2, 'de')).toContain('mindestens 2 Einträge ');
    expect(renderMessage(msg('cli-summary-unreadable', { count: 0 }), 'fr')).toBe(', 0 illisible');
    expect(
      renderMessage(
        msg('file-too-large', { size: { decimal: 50, digits: 1 }, limit: { decimal: 16, digits: 1 } }),
        'de',
      ),
    ).toMatch(/^Diese Datei ist 50,0 MB groß; das Studio liest Dokumente bis 16,0 MB\./);
    expect(
      renderMessage(
        msg('unknown-ref', { id: 'x', what: msg('ref-zone'), where: msg('in-this-mission'), hint: '' }),
        'de',
      ),
    ).toBe('`x` ist keine Zone in dieser Mission.');
  });

  it('maps UI languages and locales to a message language, English for anything else', () => {
    expect(messageLanguage('de')).toBe('de');
    expect(messageLanguage('de-CH')).toBe('de');
    expect(messageLanguage('fr-CA')).toBe('fr');
    expect(messageLanguage('pt-BR')).toBe('en');
    expect(messageLanguage(undefined)).toBe('en');
  });
});

// ---- German and French messages carry no English -----------------------------------------------------------------

/** Words that are English and neither German nor French: one of these in a message is an English leak. */
const ENGLISH = [
  'must',
  'should',
  'the',
  'is not',
  'needs',
  'did you mean',
  'cannot',
  'never',
  'which',
  'with',
  'this',
  'known',
  'has',
  'have',
  'and',
  'of',
  'not',
  'no',
  'is',
  'be',
  'to',
  'from',
  'only',
  'where',
  'there',
  'it',
  'its',
  'at',
  'on',
];

/** The message without its data: `code spans`, "quoted" JSON text and „quotes“ hold what the designer wrote. */
const words = (message: string) =>
  message
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/„[^“]*“/g, ' ')
    .replace(/«[^»]*»/g, ' ');

function expectNoEnglish(message: string, language: string) {
  const text = words(message).toLowerCase();
  for (const w of ENGLISH)
    expect(text, `${language}: ${message}`).not.toMatch(new RegExp(`(^|[^\\p{L}])${w}($|[^\\p{L}])`, 'u'));
}

const catalog = { fileName: 'sine-tempore-core.catalog.json', text: catalogText };
const tutorial = () => sample('tutorial.mission.json');
const json = (v: unknown) => JSON.stringify(v, null, 2);

/** Invalid documents and the data words (ids, property names, values) their message must still show as written. */
const CASES: { name: string; file: string; text: () => string; code: string; data: string[] }[] = [
  {
    name: 'a hero without its required sector',
    file: 'x.mission.json',
    text: () =>
      json(
        Object.assign(tutorial(), {
          heroes: tutorial().heroes.map((h: any, i: number) =>
            i === 0 ? { hero: h.hero, start: h.start } : h,
          ),
        }),
      ),
    code: 'schema-required',
    data: ['sector', 'heroes[0]'],
  },
  {
    name: 'a misspelt property',
    file: 'x.mission.json',
    text: () =>
      json(
        Object.assign(tutorial(), {
          heroes: tutorial().heroes.map((h: any, i: number) => (i === 0 ? { ...h, sectr: 1 } : h)),
        }),
      ),
    code: 'schema-unknown-property',
    data: ['sectr', 'sector'],
  },
  {
    name: 'a rotation outside its list',
    file: 'x.mission.json',
    text: () =>
      readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8').replace(
        '"rotation": 0',
        '"rotation": 45',
      ),
    code: 'schema-enum',
    data: ['board.tiles[0].rotation', '90', '270'],
  },
  {
    name: 'text where a number belongs',
    file: 'x.mission.json',
    text: () => json({ ...tutorial(), defcon: 'two' }),
    code: 'schema-type',
    data: ['defcon'],
  },
  {
    name: 'a misspelt zone',
    file: 'x.mission.json',
    text: () => {
      const m = tutorial();
      m.zones = [{ id: 'extraction', name: 'Extraction', squares: [[1, 1]] }];
      m.victory = [{ 'hero-reaches': { at: { zone: 'extracton' } } }];
      return json(m);
    },
    code: 'unknown-zone',
    data: ['extracton', 'extraction'],
  },
  {
    name: 'two models on one square',
    file: 'x.mission.json',
    text: () => readFileSync(join(root, 'tests/fixtures/invalid/two-models-one-square.mission.json'), 'utf8'),
    code: 'placement-occupied',
    data: ['scout-2', 'scout-1'],
  },
  {
    name: 'a trailing comma',
    file: 'x.mission.json',
    text: () => '{\n  "id": "x",\n}',
    code: 'json-syntax',
    data: [],
  },
  {
    name: 'a duplicate id in a catalog',
    file: 'x.catalog.json',
    text: () => {
      const c = JSON.parse(catalogText);
      c.enemies.push(clone(c.enemies[0]));
      return json(c);
    },
    code: 'duplicate-id',
    data: [JSON.parse(catalogText).enemies[0].id, 'enemies'],
  },
  {
    name: 'a deck lock on a status token nobody grants',
    file: 'x.deck.json',
    text: () => {
      const d = tinyDeck();
      d.statusTokens!.push({ id: 'never-found', name: 'Never' });
      d.locations[1].cards.find((c) => c.letter === 'B')!.locks = [{ status: 'never-found' }];
      return json(d);
    },
    code: 'lock-never-granted',
    data: ['never-found', 'yard'],
  },
  {
    name: 'a deck effect naming a misspelt status token',
    file: 'x.deck.json',
    text: () => {
      const d = tinyDeck();
      d.locations[0].cards.find((c) => c.letter === 'B')!.effects = [{ 'gain-status': 'key-fund' }];
      return json(d);
    },
    code: 'unknown-status-token',
    data: ['key-fund', 'key-found'],
  },
  {
    name: 'a mission of format 1, migrated on reading',
    file: 'x.mission.json',
    text: () => readFileSync(join(root, 'tests/fixtures/migrations/tutorial-v1.mission.json'), 'utf8'),
    code: 'migrated',
    data: ['{"cycle", "phase"}', '"turns"'],
  },
];

describe('German and French messages: no English sentence words, the data as written', () => {
  for (const c of CASES) {
    for (const language of ['de', 'fr'] as const) {
      it(`${language}: ${c.name}`, () => {
        const en = validateText(c.text(), c.file, { catalog }).diagnostics.find((d) => d.code === c.code);
        const found = validateText(c.text(), c.file, {
          catalog,
          language,
          schemaHelp: schemaHelp(language),
        }).diagnostics.find((d) => d.code === c.code);
        expect(en, `English has ${c.code}`).toBeDefined();
        expect(found, `${language} has ${c.code}`).toBeDefined();
        expect(found!.message).not.toBe(en!.message);
        expectNoEnglish(found!.message, language);
        for (const word of c.data) expect(found!.message, language).toContain(word);
        expect([found!.pointer, found!.range]).toEqual([en!.pointer, en!.range]);
      });
    }
  }

  it('quotes the translated description of a missing property, never the English one', () => {
    const text = CASES[0].text();
    const english = validateText(text, 'x.mission.json', { catalog }).diagnostics[0].message;
    expect(english).toMatch(/^`heroes\[0\]` needs `sector`: \S/);
    const de = validateText(text, 'x.mission.json', { catalog, language: 'de', schemaHelp: schemaHelp('de') })
      .diagnostics[0].message;
    expect(de).toMatch(/^`heroes\[0\]` braucht `sector`: \S/);
    // Without translated help, the description is left out rather than quoted in English.
    expect(validateText(text, 'x.mission.json', { catalog, language: 'fr' }).diagnostics[0].message).toBe(
      '`heroes[0]` doit avoir `sector`.',
    );
  });

  it('every message of many mutated samples, in German and French, is free of English words', () => {
    const docs = [
      'tutorial.mission.json',
      'verdant-sweep.mission.json',
      'sine-tempore-core.catalog.json',
      'kerrow-point.deck.json',
    ].map((f) => [f, sample(f)] as const);
    let checked = 0;
    for (const [file, doc] of docs) {
      const paths: (string | number)[][] = [];
      const walk = (v: unknown, path: (string | number)[]) => {
        paths.push(path);
        if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      };
      walk(doc, []);
      for (let i = 1; i < paths.length; i += Math.max(1, Math.floor(paths.length / 60))) {
        const d = clone(doc);
        const path = paths[i];
        const parent = path.slice(0, -1).reduce((x: any, k) => x[k], d);
        parent[path[path.length - 1]] = i % 3 === 0 ? 'zz-unknown' : i % 3 === 1 ? -1 : [999];
        for (const language of ['de', 'fr'] as const) {
          for (const diagnostic of validateText(json(d), file, { catalog, language }).diagnostics) {
            expectNoEnglish(diagnostic.message, language);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});

describe('the language option', () => {
  it('reaches the reading problems of a document parsed without it', () => {
    const parsed = parseDocument('{\n  "id": "x",\n}', 'x.mission.json');
    expect(parsed.diagnostics[0].message).toMatch(/^A property name/);
    const de = validateDocument(parsed, { language: 'de' });
    expect(de.diagnostics[0].message).toMatch(/^Hier wird ein Eigenschaftsname/);
    expect(de.diagnostics[0].range).toEqual(parsed.diagnostics[0].range);
    // The parsed document itself is unchanged: English again when asked.
    expect(validateDocument(parsed).diagnostics[0].message).toBe(parsed.diagnostics[0].message);
  });

  it('works for documents built in memory and for the deck checks called on their own', () => {
    const old = documentFromValue({ ...tutorial(), formatVersion: 9 }, 'x.mission.json', { language: 'fr' });
    expect(old.diagnostics.map((d) => d.code)).toEqual(['format-version-newer']);
    expect(old.diagnostics[0].message).toMatch(/^Ce fichier utilise le format 9 \(mission\)/);
    const d = tinyDeck();
    d.run.start = 'hal';
    const [en] = deckChecks(d).filter((f) => f.code === 'unknown-location');
    const [de] = deckChecks(d, { language: 'de' }).filter((f) => f.code === 'unknown-location');
    expect(en.message).toBe('`hal` is not a location of this deck. Did you mean `hall`?');
    expect(de.message).toBe('`hal` ist kein Ort dieses Decks. Meinten Sie `hall`?');
  });
});
