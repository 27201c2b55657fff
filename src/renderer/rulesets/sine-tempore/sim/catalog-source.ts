/**
 * Where the simulator gets the catalog a mission names. A mission names its catalog by a path relative to the
 * mission file (its `catalog` field, as the engine's `missionCatalogPath` reads it; that module is not imported
 * here because it would pull the schema validators into the pane); the studio looks for it the way validation does — an open document of
 * that name (so the designer's unsaved edits count), else the bundled sample — and a catalog the designer opened
 * from this pane wins over both. Each way it can go wrong has its own state, so the pane can say what to do.
 */
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { DocumentSnapshot } from '../../../store/document-model';
import { parseJson } from '../../../store/text-edits';
import type { Studio } from '../../../studio';

export type CatalogSource =
  | { state: 'ok'; name: string; catalog: Catalog; docId: string | null }
  | { state: 'unnamed' }
  | { state: 'missing'; name: string; path: string }
  | { state: 'invalid'; name: string; reason: 'syntax' | 'problems' | 'shape'; count: number; docId: string | null };

export type StudioLookups = Pick<Studio, 'workspace' | 'problems' | 'referenceFor'>;

const errors = (studio: StudioLookups, docId: string) => studio.problems.forDocument(docId).filter((d) => d.severity === 'error').length;

function fromData(name: string, data: unknown, docId: string | null): CatalogSource {
  const c = data as Partial<Catalog> | undefined;
  if (!c || typeof c !== 'object' || !Array.isArray(c.tiles) || !Array.isArray(c.heroes) || !Array.isArray(c.enemies)) return { state: 'invalid', name, reason: 'shape', count: 0, docId };
  return { state: 'ok', name, catalog: c as Catalog, docId };
}

function fromOpen(studio: StudioLookups, docId: string, snap: DocumentSnapshot): CatalogSource {
  const name = snap.meta.name;
  if (snap.syntaxErrors.length > 0) return { state: 'invalid', name, reason: 'syntax', count: snap.syntaxErrors.length, docId };
  const count = errors(studio, docId);
  if (count > 0) return { state: 'invalid', name, reason: 'problems', count, docId };
  return fromData(name, snap.data, docId);
}

let lastParse: { text: string; result: ReturnType<typeof parseJson> } | null = null;

/** The same sample text gives the same object, so what is drawn from it is not drawn again. */
function parsed(text: string): ReturnType<typeof parseJson> {
  if (lastParse?.text !== text) lastParse = { text, result: parseJson(text) };
  return lastParse.result;
}

export async function findCatalog(studio: StudioLookups, mission: DocumentSnapshot, chosenId: string | null): Promise<CatalogSource> {
  const chosen = chosenId ? studio.workspace.get(chosenId) : undefined;
  if (chosen && chosen.getSnapshot().meta.kind === 'catalog') return fromOpen(studio, chosen.id, chosen.getSnapshot());
  const path = (mission.data as { catalog?: unknown } | undefined)?.catalog;
  if (typeof path !== 'string' || path === '') return { state: 'unnamed' };
  const name = path.slice(path.lastIndexOf('/') + 1);
  const open = studio.workspace.all.find((d) => d.getSnapshot().meta.name === name);
  if (open) return fromOpen(studio, open.id, open.getSnapshot());
  const found = await studio.referenceFor(mission, 'catalog');
  if (!found) return { state: 'missing', name, path };
  const { data, errors: syntax } = parsed(found.text);
  if (syntax.length > 0) return { state: 'invalid', name, reason: 'syntax', count: syntax.length, docId: null };
  return fromData(name, data, null);
}

/** The mission as the engine reads it, or null when its text does not parse or it is not a mission. */
export function missionOf(snap: DocumentSnapshot): Mission | null {
  const m = snap.data as Partial<Mission> | undefined;
  return snap.syntaxErrors.length === 0 && m && typeof m === 'object' && m.board && Array.isArray(m.heroes) ? (m as Mission) : null;
}
