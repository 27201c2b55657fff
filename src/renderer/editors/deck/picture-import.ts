/**
 * Importing a picture for the deck (a location's panorama, a card's art): the host asks for a picture and places it
 * beside the deck; the deck names it at `pointer` (one undo step) and the cards show it at once. The web edition
 * cannot write beside the deck, so the designer is told where the picture has to go for printing from the command
 * line.
 */
import type { DocumentModel } from '../../store/document-model';
import { getAt } from '../../store/json-pointer';
import type { Studio } from '../../studio';
import { setField } from './deck-edits';
import { rememberImport } from './deck-images';

/** Imports a picture named at `pointer`; resolves with a note for the designer, or null when there is nothing to say. */
export async function importPicture(studio: Studio, doc: DocumentModel, pointer: string, label: string): Promise<string | null> {
  const host = studio.host;
  if (!host.importImage) return studio.t('deck:panorama.noImport');
  const snap = doc.getSnapshot();
  const result = await host.importImage({ relativeTo: snap.meta.file?.id ?? null });
  if (!result.ok) return result.error.code === 'cancelled' ? null : result.error.message;
  const file = result.value;
  const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '-');
  const path = file.path ?? `images/${safe}`;
  rememberImport(doc.id, path, file);
  const parent = pointer.slice(0, pointer.lastIndexOf('/'));
  if (getAt(doc.getSnapshot().data, parent) === undefined) return null;
  doc.patch(setField(getAt(doc.getSnapshot().data, pointer), pointer, path), { label: studio.t(label) });
  return file.path ? null : studio.t('deck:panorama.placeBeside', { path });
}
