import { describe, expect, test } from 'vitest';
import { applySplices } from '../../../../src/renderer/store/text-edits';
import { changesToSplices, definitionOf, pointerAt, stringAt } from '../../../../src/renderer/editors/monaco/sync';
import { docOf, sampleText } from './fixtures';

describe('Monaco changes as document splices', () => {
  test('several changes of one event (multi-cursor) apply to the text Monaco started from', () => {
    const before = '{ "a": 1, "b": 2 }';
    const splices = changesToSplices(
      [
        { rangeOffset: 7, rangeLength: 1, text: '10' },
        { rangeOffset: 15, rangeLength: 1, text: '20' },
      ],
      before,
    );
    expect(applySplices(before, splices)).toBe('{ "a": 10, "b": 20 }');
    expect(splices[0]).toEqual({ offset: 15, removed: '2', inserted: '20' });
  });

  test('typing goes into the shared history: one undo takes back merged typing, the canvas edit before it stays', () => {
    const doc = docOf();
    const text = doc.getSnapshot().text;
    const at = text.indexOf('"at": [3, 5]') + 7;
    doc.editText(changesToSplices([{ rangeOffset: at, rangeLength: 1, text: '4' }], text), { mergeKey: 'monaco:d', source: 'monaco:1' });
    const after = doc.getSnapshot().text;
    doc.editText(changesToSplices([{ rangeOffset: at + 3, rangeLength: 1, text: '6' }], after), { mergeKey: 'monaco:d', source: 'monaco:1' });
    expect((doc.getSnapshot().data as { scenicElements: { at: number[] }[] }).scenicElements[0].at).toEqual([4, 6]);
    doc.undo();
    expect(doc.getSnapshot().text).toBe(text);
  });
});

describe('Ctrl+click', () => {
  const text = sampleText('tutorial');

  test('an id used in an effect goes to where it is defined', () => {
    const offset = text.indexOf('"enter-combat": "scouts"') + '"enter-combat": "'.length + 2;
    const at = stringAt(text, offset)!;
    expect(at).toMatchObject({ value: 'scouts', key: 'enter-combat', pointer: '/events/0/effects/1/enter-combat' });
    const def = definitionOf(text, at)!;
    expect(text.slice(def.offset, def.offset + def.length)).toBe('"scouts"');
    expect(text.slice(def.offset - 6, def.offset)).toBe('"id": ');
  });

  test('a definition itself, or a catalog id, has no definition in the file: the editor decides', () => {
    const idAt = text.indexOf('"id": "scout-1"') + 9;
    expect(definitionOf(text, stringAt(text, idAt)!)).toBeUndefined();
    const tileAt = text.indexOf('"tile": "landing-scar"') + 12;
    expect(definitionOf(text, stringAt(text, tileAt)!)).toBeUndefined();
    expect(stringAt(text, text.indexOf('"scenicElements"') + 3)).toBeUndefined();
  });

  test('a number or a key names the place in the document it lies in', () => {
    expect(pointerAt(text, text.indexOf('[7, 1]') + 1)).toBe('/enemyGroups/0/models/0/at/0');
  });
});
