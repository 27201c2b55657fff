/**
 * New… starts from a valid document for every kind a ruleset's studio can create (RulesetUi): it passes its schema and
 * semantic checks, with the documents it names taken from the bundled samples (a new mission's core catalog).
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDocumentKind, validateText } from '../../../../src/engine/format';
import { kindsOf } from '../../../../src/renderer/ruleset-ui';
import { RULESET_UIS } from '../../../../src/renderer/rulesets/index';
import { newMission } from '../../../../src/renderer/rulesets/sine-tempore/mission/template';

const creatable = kindsOf(RULESET_UIS).filter((k) => k.create);

describe('New… starts from valid documents', () => {
  test('every playable kind of a ruleset’s studio can be created', () => {
    const playable = RULESET_UIS.flatMap((r) => r.kinds.map((k) => k.kind)).filter((kind) => getDocumentKind(kind)?.playable);
    // Every playable kind has a New…; others may too (unit cards are written, not played).
    expect(creatable.map((k) => k.kind)).toEqual(expect.arrayContaining(playable));
  });

  test.each(creatable.map((k) => [k.kind, k] as const))('the %s template passes schema and semantic checks', (kind, k) => {
    const text = k.create!.template('Neue Sache');
    const document = JSON.parse(text) as Record<string, unknown>;
    const references: Record<string, { fileName: string; text: string }> = {};
    for (const ref of getDocumentKind(kind)?.references ?? []) {
      const named = document[ref.field];
      if (typeof named === 'string') references[ref.field] = { fileName: named, text: readFileSync(join('samples', named), 'utf8') };
    }
    const result = validateText(text, `Untitled-1.${kind}.json`, { references });
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(result.kind).toBe(kind);
  });

  test('issue 14 defect 3: a new mission is written as the samples are, short arrays on one line ("start": [0, 8])', () => {
    const text = newMission('Untitled-1');
    expect(text).toContain('{ "hero": "ilse-marrow", "start": [0, 8], "sector": 1 }');
    expect(text.startsWith('{\n  "')).toBe(true);
  });
});
