/**
 * The units file a skirmish names (its `units` field, a path relative to the skirmish), found the way validation
 * finds it: an open document of that name first, so unsaved edits to the cards count at once; else the bundled
 * sample of that name.
 */
import type { UnitCards } from '../../../../engine/generated/types/units';
import type { DocumentModel, DocumentSnapshot } from '../../../store/document-model';
import { parseJson } from '../../../store/text-edits';
import type { Studio } from '../../../studio';

export type UnitsSource =
  | { state: 'loading' }
  | { state: 'ok'; name: string; units: UnitCards; docId: string | null }
  | { state: 'unnamed' }
  | { state: 'missing'; name: string }
  | { state: 'invalid'; name: string; docId: string | null };

type Lookups = Pick<Studio, 'workspace' | 'samples'>;

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function unitsPath(data: unknown): string | undefined {
  const u = data && typeof data === 'object' ? (data as { units?: unknown }).units : undefined;
  return typeof u === 'string' && u !== '' ? u : undefined;
}

function asUnits(data: unknown): UnitCards | null {
  const u = data as Partial<UnitCards> | undefined;
  return u && typeof u === 'object' && Array.isArray(u.cards) && Array.isArray(u.factions)
    ? (u as UnitCards)
    : null;
}

const parsedSamples = new Map<string, UnitCards | null>();

/** The open document holding the units file a skirmish names, if it is open. */
export function openUnitsDoc(studio: Lookups, skirmish: DocumentSnapshot): DocumentModel | undefined {
  const path = unitsPath(skirmish.data);
  if (!path) return undefined;
  const name = fileName(path);
  return studio.workspace.all.find(
    (d) => d.getSnapshot().meta.name === name && d.getSnapshot().meta.kind === 'units',
  );
}

export async function findUnits(studio: Lookups, skirmish: DocumentSnapshot): Promise<UnitsSource> {
  const path = unitsPath(skirmish.data);
  if (!path) return { state: 'unnamed' };
  const name = fileName(path);
  const open = openUnitsDoc(studio, skirmish);
  if (open) {
    const snap = open.getSnapshot();
    const units = snap.syntaxErrors.length === 0 ? asUnits(snap.data) : null;
    return units ? { state: 'ok', name, units, docId: open.id } : { state: 'invalid', name, docId: open.id };
  }
  const sample = studio.samples.find((s) => s.name === name);
  if (!sample) return { state: 'missing', name };
  if (!parsedSamples.has(name)) {
    const { data, errors } = parseJson(await sample.load());
    parsedSamples.set(name, errors.length ? null : asUnits(data));
  }
  const units = parsedSamples.get(name) ?? null;
  return units ? { state: 'ok', name, units, docId: null } : { state: 'invalid', name, docId: null };
}
