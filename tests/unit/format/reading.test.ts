import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  documentFromValue,
  kindFromFileName,
  kindFromSchema,
  listDocumentKinds,
  offsetToPointer,
  parseDocument,
  pointerToRange,
  rangeToPointer,
  validateText,
} from '../../../src/engine/format/index';
import { catalogText, root, validateFile } from './helpers';

describe('parsing with positions', () => {
  it('reports a syntax error at its line and column, without throwing', () => {
    const r = validateText('{\n  "a": 1,\n  "b" 2\n}', 'x.mission.json');
    expect(r.valid).toBe(false);
    expect(r.diagnostics[0]).toMatchObject({ code: 'json-syntax', range: { start: { line: 3, column: 7 } } });
  });

  it('says a truncated file looks cut off', () => {
    const r = validateText('{"$schema": "https://scenario-studio.org/schemas/mission.schema.json", "heroes": [', 'x.mission.json');
    expect(r.diagnostics[0].message).toMatch(/cut off/);
  });

  it('refuses text over the size limit before parsing it', () => {
    const big = '{"a": "' + 'x'.repeat(LIMITS.maxChars) + '"}';
    const r = validateText(big, 'x.mission.json');
    expect(r.diagnostics).toEqual([expect.objectContaining({ code: 'file-too-large' })]);
  });

  it('refuses nesting deeper than the limit instead of overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(validateText(deep, 'x.mission.json').diagnostics[0].code).toBe('json-too-deep');
    const deepObjects = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
    expect(validateText(deepObjects, 'x.mission.json').diagnostics[0].code).toBe('json-too-deep');
  });

  it('reports binary content and empty files', () => {
    expect(validateText('\u0000\u0001PNG', 'x.mission.json').diagnostics[0].code).toBe('file-binary');
    expect(validateText('  \n', 'x.mission.json').diagnostics[0].code).toBe('json-empty');
  });

  it('finds a duplicated key and points at the one that is ignored', () => {
    const r = parseDocument('{\n  "id": "a",\n  "id": "b"\n}', 'x.mission.json');
    expect(r.diagnostics[0]).toMatchObject({ code: 'json-duplicate-key', range: { start: { line: 2, column: 3 } } });
    expect((r.document as any).id).toBe('b');
  });

  it('skips a byte-order mark', () => {
    expect(parseDocument('\ufeff{"a": 1}', 'x.json').document).toEqual({ a: 1 });
  });
});

describe('pointers and text ranges, both ways', () => {
  const text = readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8');
  const { source } = parseDocument(text, 'tutorial.mission.json');

  it('maps a pointer to the range of its value', () => {
    const range = pointerToRange(source!, '/heroes/1/start')!;
    const lines = text.split('\n');
    expect(lines[range.start.line - 1].slice(range.start.column - 1, range.end.column - 1)).toBe('[1, 9]');
  });

  it('maps an offset or a position back to the innermost pointer', () => {
    const offset = text.indexOf('"tavish-korr"') + 3;
    expect(offsetToPointer(source!, offset)).toBe('/heroes/1/hero');
    const range = pointerToRange(source!, '/board/tiles/0/rotation')!;
    expect(rangeToPointer(source!, range)).toBe('/board/tiles/0/rotation');
  });

  it('round-trips every value of a sample', () => {
    const pointers = ['', '/title/de', '/momentum/end', '/events/1/effects/0/message/fr', '/loot/1/resource', '/enemyGroups/0/models/2/at/1'];
    for (const p of pointers) expect(rangeToPointer(source!, pointerToRange(source!, p)!)).toBe(p);
  });

  it('falls back to the nearest existing ancestor for a pointer that is not in the text', () => {
    expect(pointerToRange(source!, '/heroes/1/nothing/here')).toEqual(pointerToRange(source!, '/heroes/1'));
  });

  it('escapes ~ and / in keys', () => {
    const p = parseDocument('{"a/b": {"c~d": 1}}', 'x.json');
    expect(offsetToPointer(p.source!, 15)).toBe('/a~1b/c~0d');
  });
});

describe('document kinds', () => {
  it('lists catalog, mission and deck, each with its schema', () => {
    const kinds = listDocumentKinds().map((k) => k.kind);
    expect(kinds).toEqual(expect.arrayContaining(['catalog', 'mission', 'deck']));
    for (const k of listDocumentKinds()) expect(k.schemaId).toMatch(new RegExp(`${k.kind}\\.schema\\.json$`));
  });

  it('detects the kind by $schema first, then by file name', () => {
    expect(kindFromSchema('https://scenario-studio.org/schemas/mission.schema.json')?.kind).toBe('mission');
    expect(kindFromSchema('../schemas/catalog.schema.json')?.kind).toBe('catalog');
    expect(kindFromFileName('My Deck.DECK.json')?.kind).toBe('deck');
    const bySchema = parseDocument('{"$schema": "https://scenario-studio.org/schemas/catalog.schema.json"}', 'x.mission.json');
    expect(bySchema.kind?.kind).toBe('catalog');
    expect(bySchema.diagnostics.map((d) => d.code)).toContain('kind-mismatch');
    expect(parseDocument('{}', 'x.mission.json').kind?.kind).toBe('mission');
  });

  it('says when it cannot tell, and does not validate further', () => {
    const r = validateText('{"title": "?"}', 'notes.json');
    expect(r.kind).toBeUndefined();
    expect(r.diagnostics.map((d) => d.code)).toEqual(['kind-unknown']);
  });
});

describe('formatVersion migrations', () => {
  const v1 = join(root, 'tests/fixtures/migrations/tutorial-v1.mission.json');

  it('migrates a format-1 mission explicitly and tells the user', () => {
    const r = validateFile(v1);
    expect(r.valid).toBe(true);
    expect(r.migratedFrom).toBe(1);
    const note = r.diagnostics.find((d) => d.code === 'migrated')!;
    expect(note.severity).toBe('info');
    expect(note.message).toMatch(/from format 1 to 2/);
    const doc = r.document as any;
    expect(doc.formatVersion).toBe(2);
    expect(doc.momentum).toEqual({ start: '1.1', end: '3.6' });
    expect(doc.board.tiles[0].rotation).toBe(0);
    expect(doc.events[0].trigger.at).toBe('1.6');
    expect(doc.defeat[1]).toEqual({ 'time-reached': '3.5' });
  });

  it('never rewrites the text: the migrated value is separate', () => {
    const text = readFileSync(v1, 'utf8');
    const parsed = parseDocument(text, v1);
    expect(parsed.source!.text).toBe(text);
    expect(parsed.formatVersion).toBe(1);
  });

  it('refuses a newer version without validating it', () => {
    const r = validateText(JSON.stringify({ $schema: 'https://scenario-studio.org/schemas/mission.schema.json', formatVersion: 3 }), 'x.mission.json');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['format-version-newer']);
  });

  it('works on values built in memory, without positions', () => {
    const doc = JSON.parse(readFileSync(v1, 'utf8'));
    const parsed = documentFromValue(doc, 'x.mission.json');
    expect(parsed.migratedFrom).toBe(1);
    expect(parsed.diagnostics[0].range).toBeUndefined();
  });

  it('a mission with its catalog as a value validates the same as from text', () => {
    const r = validateText(readFileSync(join(root, 'samples/tutorial.mission.json'), 'utf8'), 'tutorial.mission.json', { catalog: { document: JSON.parse(catalogText) } });
    expect(r.diagnostics).toEqual([]);
  });
});
