import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { DocumentModel, type DocumentChange } from '../../../../src/renderer/store/document-model';
import { applySplices, invertSplices } from '../../../../src/renderer/store/text-edits';

const meta = { kind: 'mission' as const, name: 'm.mission.json', file: null, diskVersion: null, readOnly: false };
const TEXT = '{\n  "title": { "en": "Old" },\n  "list": [1, 2]\n}\n';

function model(text = TEXT, clock = { t: 0 }) {
  return new DocumentModel({ id: 'd', meta, text, saved: true, now: () => clock.t });
}

describe('DocumentModel', () => {
  test('a patch edits only the lines it concerns and keeps the author formatting', () => {
    const doc = model();
    doc.patch([{ op: 'replace', path: '/title/en', value: 'New' }]);
    expect(doc.getSnapshot().text).toBe('{\n  "title": { "en": "New" },\n  "list": [1, 2]\n}\n');
    expect(doc.getSnapshot().data).toEqual({ title: { en: 'New' }, list: [1, 2] });
  });

  test('issue 14 defect 3: a drag replaces a one-line array with a one-line array (the diff stays one line)', () => {
    const text = '{\n  "heroes": [\n    { "hero": "ilse-marrow", "start": [0, 8], "sector": 1 }\n  ],\n  "at": [1, 2]\n}\n';
    const doc = model(text);
    doc.patch([{ op: 'replace', path: '/heroes/0/start', value: [2, 9] }]);
    doc.patch([{ op: 'replace', path: '/at', value: [3, 4] }]);
    expect(doc.getSnapshot().text).toBe('{\n  "heroes": [\n    { "hero": "ilse-marrow", "start": [2, 9], "sector": 1 }\n  ],\n  "at": [3, 4]\n}\n');
  });

  test('issue 14 defect 3: new items and members keep short arrays and small objects on one line, as the samples write them', () => {
    const text = '{\n  "heroes": [\n    { "hero": "ilse-marrow", "start": [0, 8], "sector": 1 }\n  ]\n}\n';
    const doc = model(text);
    doc.patch([{ op: 'add', path: '/heroes/-', value: { hero: 'tavish-korr', start: [1, 9], sector: 2 } }]);
    doc.patch([{ op: 'add', path: '/loot', value: [{ id: 'loot-1', at: [4, 5] }] }]);
    expect(doc.getSnapshot().text).toBe(
      '{\n  "heroes": [\n    { "hero": "ilse-marrow", "start": [0, 8], "sector": 1 },\n    { "hero": "tavish-korr", "start": [1, 9], "sector": 2 }\n  ],\n  "loot": [{ "id": "loot-1", "at": [4, 5] }]\n}\n',
    );
  });

  test('issue 14 defect 3: a value the author laid out on several lines stays on several lines; long values break', () => {
    const text = '{\n  "walls": [\n    [0, 1],\n    [1, 1]\n  ]\n}\n';
    const doc = model(text);
    doc.patch([{ op: 'replace', path: '/walls', value: [[0, 2], [1, 2]] }]);
    expect(doc.getSnapshot().text).toBe('{\n  "walls": [\n    [0, 2],\n    [1, 2]\n  ]\n}\n');
    const long = 'x'.repeat(60);
    doc.patch([{ op: 'add', path: '/text', value: { en: long, de: long } }]);
    expect(doc.getSnapshot().text).toContain(`"text": {\n    "en": "${long}",\n    "de": "${long}"\n  }\n}`);
  });

  test('undo and redo restore text and data exactly', () => {
    const doc = model();
    doc.patch([{ op: 'add', path: '/list/-', value: 3 }], { label: 'add' });
    doc.patch([{ op: 'remove', path: '/title' }], { label: 'remove' });
    const after = doc.getSnapshot().text;
    expect(doc.getSnapshot().undoLabel).toBe('remove');
    doc.undo();
    doc.undo();
    expect(doc.getSnapshot().text).toBe(TEXT);
    expect(doc.getSnapshot().data).toEqual({ title: { en: 'Old' }, list: [1, 2] });
    doc.redo();
    doc.redo();
    expect(doc.getSnapshot().text).toBe(after);
    expect(doc.getSnapshot().data).toEqual({ list: [1, 2, 3] });
  });

  test('history has no limit', () => {
    const doc = model();
    for (let i = 0; i < 2000; i++) doc.patch([{ op: 'replace', path: '/title/en', value: `v${i}` }]);
    let steps = 0;
    while (doc.undo()) steps++;
    expect(steps).toBe(2000);
    expect(doc.getSnapshot().text).toBe(TEXT);
  });

  test('typing into one field merges into one step; a pause or another field starts a new one', () => {
    const clock = { t: 0 };
    const doc = model(TEXT, clock);
    for (const v of ['N', 'Ne', 'New']) {
      clock.t += 100;
      doc.patch([{ op: 'replace', path: '/title/en', value: v }], { mergeKey: 'title' });
    }
    clock.t += 5000;
    doc.patch([{ op: 'replace', path: '/title/en', value: 'New!' }], { mergeKey: 'title' });
    doc.undo();
    expect(doc.getSnapshot().data).toMatchObject({ title: { en: 'New' } });
    doc.undo();
    expect(doc.getSnapshot().text).toBe(TEXT);
    expect(doc.canUndo).toBe(false);
  });

  test('a transaction (drag) is one step; cancel (Escape) puts the document back', () => {
    const doc = model();
    doc.begin('drag');
    for (let i = 0; i < 10; i++) doc.patch([{ op: 'replace', path: '/list/0', value: i }]);
    doc.commit();
    expect(doc.getSnapshot().data).toMatchObject({ list: [9, 2] });
    doc.undo();
    expect(doc.getSnapshot().text).toBe(TEXT);
    doc.begin('drag');
    doc.patch([{ op: 'replace', path: '/list/0', value: 42 }]);
    doc.cancel();
    expect(doc.getSnapshot().text).toBe(TEXT);
    expect(doc.canRedo).toBe(true);
  });

  test('loading a file never creates an undo step', () => {
    const doc = model();
    doc.patch([{ op: 'replace', path: '/title/en', value: 'X' }]);
    doc.load('{"title": "reloaded"}');
    expect(doc.canUndo).toBe(false);
    expect(doc.getSnapshot().dirty).toBe(false);
    expect(doc.getSnapshot().data).toEqual({ title: 'reloaded' });
  });

  test('dirty follows the saved point through undo and redo', () => {
    const doc = model();
    expect(doc.getSnapshot().dirty).toBe(false);
    doc.patch([{ op: 'replace', path: '/title/en', value: 'A' }]);
    expect(doc.getSnapshot().dirty).toBe(true);
    doc.markSaved();
    expect(doc.getSnapshot().dirty).toBe(false);
    doc.undo();
    expect(doc.getSnapshot().dirty).toBe(true);
    doc.redo();
    expect(doc.getSnapshot().dirty).toBe(false);
    doc.undo();
    doc.patch([{ op: 'replace', path: '/title/en', value: 'B' }]);
    expect(doc.getSnapshot().dirty).toBe(true);
  });

  test('text that does not parse keeps the last good data and refuses patches', () => {
    const doc = model();
    doc.setText('{ "title": ');
    expect(doc.getSnapshot().syntaxErrors.length).toBeGreaterThan(0);
    expect(doc.getSnapshot().data).toEqual({ title: { en: 'Old' }, list: [1, 2] });
    expect(() => doc.patch([{ op: 'replace', path: '/title', value: 1 }])).toThrow(/syntax errors/);
    doc.undo();
    expect(doc.getSnapshot().text).toBe(TEXT);
    expect(doc.getSnapshot().syntaxErrors).toEqual([]);
  });

  test('listeners receive the splices of every change (for Monaco) with their origin', () => {
    const doc = model();
    const seen: DocumentChange[] = [];
    doc.subscribe((c) => seen.push(c));
    doc.patch([{ op: 'replace', path: '/title/en', value: 'New' }]);
    doc.editText([{ offset: 0, removed: '', inserted: ' ' }], { source: 'monaco' });
    doc.undo();
    doc.undo();
    expect(seen.map((c) => [c.origin, c.source])).toEqual([
      ['edit', undefined],
      ['edit', 'monaco'],
      ['undo', undefined],
      ['undo', undefined],
    ]);
    let text = TEXT;
    for (const c of seen) text = applySplices(text, c.splices);
    expect(text).toBe(TEXT);
  });

  test('random patch sequences: text and data always agree, and undoing everything restores the start', () => {
    const key = fc.constantFrom('a', 'b', 'c');
    const value = fc.oneof(fc.integer(), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('set', 'remove', 'push', 'nested'), key, value, fc.nat(5)), { maxLength: 25 }), (steps) => {
        const doc = model('{\n  "items": []\n}\n');
        for (const [kind, k, v, at] of steps) {
          const data = doc.getSnapshot().data as Record<string, unknown> & { items: unknown[] };
          if (kind === 'set') doc.patch([{ op: 'add', path: `/${k}`, value: v }]);
          else if (kind === 'remove' && k in data) doc.patch([{ op: 'remove', path: `/${k}` }]);
          else if (kind === 'push') doc.patch([{ op: 'add', path: '/items/-', value: { [k]: v } }]);
          else if (kind === 'nested' && at < data.items.length) doc.patch([{ op: 'add', path: `/items/${at}/${k}`, value: v }]);
          expect(JSON.parse(doc.getSnapshot().text)).toEqual(doc.getSnapshot().data);
        }
        while (doc.undo());
        expect(doc.getSnapshot().text).toBe('{\n  "items": []\n}\n');
      }),
      { numRuns: 150 },
    );
  });

  test('patches under array elements reach the right element (paths like /heroes/0/start/1)', () => {
    const doc = model('{\n  "heroes": [\n    { "hero": "a", "start": [0, 8] },\n    { "hero": "b", "start": [1, 9] }\n  ]\n}\n');
    doc.patch([{ op: 'replace', path: '/heroes/1/start/0', value: 5 }]);
    doc.patch([{ op: 'add', path: '/heroes/0/equipment', value: ['pistol'] }]);
    doc.patch([{ op: 'add', path: '/heroes/0/equipment/-', value: 'medkit' }]);
    doc.patch([{ op: 'remove', path: '/heroes/0/start/1' }]);
    const expected = { heroes: [{ hero: 'a', start: [0], equipment: ['pistol', 'medkit'] }, { hero: 'b', start: [5, 9] }] };
    expect(doc.getSnapshot().data).toEqual(expected);
    expect(JSON.parse(doc.getSnapshot().text)).toEqual(expected);
    while (doc.undo());
    expect(JSON.parse(doc.getSnapshot().text)).toEqual({ heroes: [{ hero: 'a', start: [0, 8] }, { hero: 'b', start: [1, 9] }] });
  });

  test('splices invert', () => {
    const splices = [
      { offset: 0, removed: 'ab', inserted: 'xyz' },
      { offset: 4, removed: 'd', inserted: '' },
    ];
    const after = applySplices('abcde', splices);
    expect(applySplices(after, invertSplices(splices))).toBe('abcde');
  });
});
