/**
 * Monaco, bundled (no CDN) and loaded with the text view only. Its web workers are separate bundles built by
 * Vite (`?worker`) and served from the studio's own origin, which the strict CSP allows (`worker-src 'self'`)
 * in the browser and in Electron alike. Only the JSON language is loaded.
 *
 * Monaco's JSON service gets the project's schemas, for completion and hover help from their descriptions; its
 * own validation is off, because the markers come from the studio's validation (the same as `studio validate`).
 * The schemas are given in the UI language (`followUiLanguage`) and given again when it changes; a kind without
 * translations in that language keeps its English help.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import * as jsonContribution from 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import type { json as JsonLanguage } from 'monaco-editor';
import type { i18n } from 'i18next';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import type { DocumentKind } from '../../../shared/document-kind';
import { helpLanguage, localizedSchema } from '../../schema-i18n';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

let ready = false;

/**
 * The schema Monaco uses for each kind of document: every schemas/<kind>.schema.json, so a ruleset's new kind gets
 * its help without an edit here (plain JSON gets none). Bundled with the Monaco chunk only.
 */
const SCHEMA_FILES = import.meta.glob<{ $id?: string }>('../../../../schemas/*.schema.json', { eager: true, import: 'default' });
const SCHEMAS: Partial<Record<string, { uri: string; schema: object }>> = {};
for (const [path, schema] of Object.entries(SCHEMA_FILES)) {
  const kind = path.slice(path.lastIndexOf('/') + 1, -'.schema.json'.length);
  SCHEMAS[kind] = { uri: schema.$id ?? `https://scenario-studio.org/schemas/${kind}.schema.json`, schema };
}
const KINDS = Object.keys(SCHEMAS).sort() as DocumentKind[];

const json = () => jsonContribution as unknown as typeof JsonLanguage;

/** A document's model URI: its kind is in the name, which is how the schemas find their models. */
export function modelUri(docId: string, kind: DocumentKind): monaco.Uri {
  return monaco.Uri.parse(`inmemory://studio/${encodeURIComponent(docId)}.${kind}.json`);
}

export function setupMonaco(): typeof monaco {
  if (ready) return monaco;
  ready = true;
  ignoreCancellations();
  window.MonacoEnvironment = {
    getWorker: (_id, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
  };
  giveSchemas(KINDS.map((kind) => SCHEMAS[kind]!.schema));
  json().jsonDefaults.setModeConfiguration({ ...json().jsonDefaults.modeConfiguration, diagnostics: false });
  return monaco;
}

/**
 * A Monaco editor cancels its pending work when it is disposed (the word highlighter's 50 ms delay, its worker
 * request, …) by rejecting promises nobody waits for. Monaco's own error handler treats such a cancellation as
 * expected and drops it, but the page reports each one as an uncaught "Canceled: Canceled". It happens whenever a
 * text view closes right after a click in it: Ctrl+click on a catalog id closes the mission's text to show the
 * catalog within those 50 ms. Fixed upstream (microsoft/vscode#285887, released after monaco-editor 0.55.1); until
 * the studio has that version, these rejections, and only these, are marked handled here.
 */
function ignoreCancellations(): void {
  window.addEventListener('unhandledrejection', (e) => {
    if (isMonacoCancellation(e.reason)) e.preventDefault();
  });
}

/** Monaco's `CancellationError`: an Error named and worded "Canceled" (the class is not exported). */
export const isMonacoCancellation = (reason: unknown): boolean => reason instanceof Error && reason.name === 'Canceled' && reason.message === 'Canceled';

/** Hands the JSON service one schema per kind (in `KINDS` order); it restarts its worker with them. */
function giveSchemas(schemas: object[]): void {
  json().jsonDefaults.setDiagnosticsOptions({
    validate: false,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: KINDS.map((kind, i) => ({ uri: SCHEMAS[kind]!.uri, fileMatch: [`*.${kind}.json`], schema: schemas[i] })),
  });
}

/** The language the JSON service's schemas are in, or are being loaded for. */
let schemaLanguage = 'en';

/** Gives the JSON service the schemas in a UI language; the last call wins when translations load out of order. */
async function showSchemasIn(uiLanguage: string): Promise<void> {
  setupMonaco();
  const language = helpLanguage(uiLanguage);
  if (language === schemaLanguage) return;
  schemaLanguage = language;
  // A sidecar that fails to load leaves that kind's help in English rather than none.
  const schemas = await Promise.all(KINDS.map((kind) => localizedSchema(kind, SCHEMAS[kind]!.schema, language).catch(() => SCHEMAS[kind]!.schema)));
  if (schemaLanguage === language) giveSchemas(schemas);
}

/**
 * Keeps the schema help in i18next's language until the returned function is called. The JSON service is one
 * for the page, so every editor may follow: a language already shown is not given again.
 */
export function followUiLanguage(i18nInstance: i18n): () => void {
  const follow = (language: string | undefined) => void showSchemasIn(language ?? 'en');
  follow(i18nInstance.language);
  i18nInstance.on('languageChanged', follow);
  return () => {
    i18nInstance.off('languageChanged', follow);
  };
}

export type Monaco = typeof monaco;
