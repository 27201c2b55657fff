import catalogText from '../../../../samples/sine-tempore-core.catalog.json?raw';
import tutorial from '../../../../samples/tutorial.mission.json?raw';
import verdant from '../../../../samples/verdant-sweep.mission.json?raw';
import relay from '../../../../samples/relay-station.mission.json?raw';
import type { Catalog } from '../../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../../src/engine/generated/types/mission';
import { indexCatalog } from '../../../../src/engine/rulesets/sine-tempore/print';
import { DocumentModel } from '../../../../src/renderer/store/document-model';
import { SceneBuilder, type Scene } from '../../../../src/renderer/rulesets/sine-tempore/mission/scene';
import type { EditEnv } from '../../../../src/renderer/rulesets/sine-tempore/mission/edits/pieces';

export const catalogJson = JSON.parse(catalogText) as Catalog;
export const catalog = indexCatalog(catalogJson);
const SAMPLES: Record<string, string> = { tutorial, 'verdant-sweep': verdant, 'relay-station': relay };
export const sampleText = (name: string) => SAMPLES[name];

/** Messages as keys with their options, so tests can see which message a command chose. */
export const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
export const env: EditEnv = { catalog, t, language: 'en' };

export function docOf(name = 'tutorial'): DocumentModel {
  return new DocumentModel({ id: 'd', text: sampleText(name), saved: true, meta: { kind: 'mission', name: `${name}.mission.json`, file: null, diskVersion: null, readOnly: false } });
}

export const missionOf = (doc: DocumentModel) => doc.getSnapshot().data as Mission;

export function sceneOf(doc: DocumentModel): Scene {
  return new SceneBuilder().build(missionOf(doc), catalog, 'en', { deployment: 'Deployment' });
}

/** Applies ops as one step and checks that undo and redo give back the exact texts. */
export function roundTrip(doc: DocumentModel, ops: Parameters<DocumentModel['patch']>[0]): { before: string; after: string } {
  const before = doc.getSnapshot().text;
  doc.patch(ops, { label: 'test' });
  const after = doc.getSnapshot().text;
  if (!doc.undo() || doc.getSnapshot().text !== before) throw new Error('undo did not restore the text');
  if (!doc.redo() || doc.getSnapshot().text !== after) throw new Error('redo did not restore the edit');
  return { before, after };
}
