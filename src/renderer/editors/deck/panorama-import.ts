/**
 * Importing a location's panorama: the host asks for a picture and places it beside the deck; the location names
 * it (one undo step) and its backs show their slices at once. The web edition cannot write beside the deck, so
 * the designer is told where the picture has to go for printing from the command line.
 */
import { isDeckDocument } from '../../../engine/time-stories/deck';
import type { DocumentModel } from '../../store/document-model';
import type { Studio } from '../../studio';
import { setField } from './deck-edits';
import { rememberImport } from './deck-images';

/** Imports a picture for location `li`; resolves with a note for the designer, or null when there is nothing to say. */
export async function importPanorama(studio: Studio, doc: DocumentModel, li: number): Promise<string | null> {
  const host = studio.host;
  if (!host.importImage) return studio.t('deck:panorama.noImport');
  const snap = doc.getSnapshot();
  const result = await host.importImage({ relativeTo: snap.meta.file?.id ?? null });
  if (!result.ok) return result.error.code === 'cancelled' ? null : result.error.message;
  const file = result.value;
  const safe = file.name.replace(/[^A-Za-z0-9._-]+/g, '-');
  const path = file.path ?? `images/${safe}`;
  rememberImport(doc.id, path, file);
  const data = doc.getSnapshot().data;
  if (!isDeckDocument(data) || !data.locations[li]) return null;
  doc.patch(setField(data.locations[li].panorama, `/locations/${li}/panorama`, path), { label: studio.t('deck:undo.panorama') });
  return file.path ? null : studio.t('deck:panorama.placeBeside', { path });
}
