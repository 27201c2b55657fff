import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { validateText } from '../../../../src/engine/format';
import { newDeck, newMission } from '../../../../src/renderer/documents/templates';

const catalog = { fileName: 'sine-tempore-core.catalog.json', text: readFileSync('samples/sine-tempore-core.catalog.json', 'utf8') };

describe('New mission and New deck start from valid documents', () => {
  test('the mission template passes schema and semantic checks against the bundled catalog', () => {
    const result = validateText(newMission('Neue Mission'), 'Untitled-1.mission.json', { catalog });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(result.kind).toBe('mission');
  });

  test('the deck template passes its checks', () => {
    const result = validateText(newDeck('Nouveau deck'), 'Untitled-2.deck.json');
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(result.kind).toBe('deck');
  });

  test('issue 14 defect 3: a new mission is written as the samples are, short arrays on one line ("start": [0, 8])', () => {
    const text = newMission('Untitled-1');
    expect(text).toContain('{ "hero": "ilse-marrow", "start": [0, 8], "sector": 1 }');
    expect(text.startsWith('{\n  "')).toBe(true);
  });
});
