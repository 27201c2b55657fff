/**
 * Monaco, bundled (no CDN) and loaded with the text view only. Its web workers are separate bundles built by
 * Vite (`?worker`) and served from the studio's own origin, which the strict CSP allows (`worker-src 'self'`)
 * in the browser and in Electron alike. Only the JSON language is loaded.
 *
 * Monaco's JSON service gets the project's schemas, for completion and hover help from their descriptions; its
 * own validation is off, because the markers come from the studio's validation (the same as `studio validate`).
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import * as jsonContribution from 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import type { json as JsonLanguage } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import missionSchema from '../../../../schemas/mission.schema.json';
import catalogSchema from '../../../../schemas/catalog.schema.json';
import deckSchema from '../../../../schemas/deck.schema.json';
import type { DocumentKind } from '../../../shared/document-kind';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

let ready = false;

/** The schema Monaco uses for a kind of document (kinds without one get plain JSON help). */
const SCHEMAS: Partial<Record<DocumentKind, { uri: string; schema: unknown }>> = {
  mission: { uri: 'https://scenario-studio.org/schemas/mission.schema.json', schema: missionSchema },
  catalog: { uri: 'https://scenario-studio.org/schemas/catalog.schema.json', schema: catalogSchema },
  deck: { uri: 'https://scenario-studio.org/schemas/deck.schema.json', schema: deckSchema },
};

/** A document's model URI: its kind is in the name, which is how the schemas find their models. */
export function modelUri(docId: string, kind: DocumentKind): monaco.Uri {
  return monaco.Uri.parse(`inmemory://studio/${encodeURIComponent(docId)}.${kind}.json`);
}

export function setupMonaco(): typeof monaco {
  if (ready) return monaco;
  ready = true;
  window.MonacoEnvironment = {
    getWorker: (_id, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
  };
  const json = jsonContribution as unknown as typeof JsonLanguage;
  json.jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: Object.entries(SCHEMAS).map(([kind, s]) => ({ uri: s!.uri, fileMatch: [`*.${kind}.json`], schema: s!.schema })),
  });
  json.jsonDefaults.setModeConfiguration({ ...json.jsonDefaults.modeConfiguration, diagnostics: false });
  return monaco;
}

export type Monaco = typeof monaco;
