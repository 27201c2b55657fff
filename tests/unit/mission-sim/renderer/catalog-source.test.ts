import { describe, expect, test } from 'vitest';
import type { Diagnostic } from '../../../../src/engine/format/diagnostic';
import { findCatalog } from '../../../../src/renderer/rulesets/sine-tempore/sim/catalog-source';
import { DocumentModel } from '../../../../src/renderer/store/document-model';
import { Workspace } from '../../../../src/renderer/store/workspace';
import { CATALOG_TEXT, TUTORIAL_TEXT } from './fixtures';

const doc = (id: string, name: string, text: string, kind: 'mission' | 'catalog' = 'catalog') =>
  new DocumentModel({ id, text, saved: true, meta: { kind, name, file: null, diskVersion: null, readOnly: false } });

function lookups(docs: DocumentModel[], problems: Record<string, Diagnostic[]> = {}, sample = true) {
  const workspace = new Workspace();
  for (const d of docs) workspace.add(d);
  return {
    workspace,
    problems: { forDocument: (id: string) => problems[id] ?? [] },
    referenceFor: async () => (sample ? { fileName: 'sine-tempore-core.catalog.json', text: CATALOG_TEXT } : undefined),
  } as never;
}

const mission = doc('m', 'tutorial.mission.json', TUTORIAL_TEXT, 'mission');
const error: Diagnostic = { severity: 'error', code: 'x', message: 'bad', pointer: '' };

describe('where the simulator finds the catalog', () => {
  test('an open document of the name the mission gives wins over the bundled sample', async () => {
    const open = doc('c', 'sine-tempore-core.catalog.json', CATALOG_TEXT);
    expect(await findCatalog(lookups([mission, open]), mission.getSnapshot(), null)).toMatchObject({ state: 'ok', docId: 'c' });
    expect(await findCatalog(lookups([mission]), mission.getSnapshot(), null)).toMatchObject({ state: 'ok', docId: null, name: 'sine-tempore-core.catalog.json' });
  });

  test('a catalog chosen in the pane wins whatever its name; a closed one no longer counts', async () => {
    const chosen = doc('x', 'other.catalog.json', CATALOG_TEXT);
    expect(await findCatalog(lookups([mission, chosen]), mission.getSnapshot(), 'x')).toMatchObject({ state: 'ok', docId: 'x', name: 'other.catalog.json' });
    expect(await findCatalog(lookups([mission], {}, false), mission.getSnapshot(), 'x')).toEqual({ state: 'missing', name: 'sine-tempore-core.catalog.json', path: 'sine-tempore-core.catalog.json' });
  });

  test('each way it can go wrong is told apart: broken text, problems, not a catalog, no catalog named', async () => {
    const broken = doc('c', 'sine-tempore-core.catalog.json', '{ "tiles": [');
    expect(await findCatalog(lookups([mission, broken]), mission.getSnapshot(), null)).toMatchObject({ state: 'invalid', reason: 'syntax', docId: 'c' });
    const faulty = doc('c', 'sine-tempore-core.catalog.json', CATALOG_TEXT);
    expect(await findCatalog(lookups([mission, faulty], { c: [error, error] }), mission.getSnapshot(), null)).toMatchObject({ state: 'invalid', reason: 'problems', count: 2 });
    const deck = doc('c', 'sine-tempore-core.catalog.json', '{"title": "not a catalog"}');
    expect(await findCatalog(lookups([mission, deck]), mission.getSnapshot(), null)).toMatchObject({ state: 'invalid', reason: 'shape' });
    const unnamed = doc('n', 'n.mission.json', TUTORIAL_TEXT.replace('"catalog": "sine-tempore-core.catalog.json",', ''), 'mission');
    expect(await findCatalog(lookups([unnamed]), unnamed.getSnapshot(), null)).toEqual({ state: 'unnamed' });
  });
});
