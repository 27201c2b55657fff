/**
 * Importing a picture for the deck (a location's panorama, a card's art): the host asks for a picture and places it
 * beside the deck; the deck names it at `pointer` (one undo step) and the cards show it at once. The web edition
 * cannot write beside the deck: it keeps the picture in the browser with the deck's file name (host/picture-store.ts),
 * so reopening the deck there shows it, and the designer is told that the file is not beside the deck. A deck not
 * saved yet has nowhere to keep it: the designer is told where the picture has to go.
 */
import type { DocumentModel } from '../../../store/document-model';
import { getAt } from '../../../store/json-pointer';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';
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
  const web = (await host.appInfo({})).host === 'web';
  if (web && file.path) return studio.t('deck:picture.keptInBrowser', { path, deck: snap.meta.name });
  if (web) return studio.t('deck:picture.saveFirst', { path });
  return file.path ? null : studio.t('deck:panorama.placeBeside', { path });
}

const notes = new Map<string, Observable<{ note: string | null }>>();

/** The last note of a panorama import in a document, shown by the panorama strip. */
export function panoramaNote(docId: string): Observable<{ note: string | null }> {
  let n = notes.get(docId);
  if (!n) notes.set(docId, (n = observable<{ note: string | null }>({ note: null })));
  return n;
}

export async function importPanorama(studio: Studio, doc: DocumentModel, li: number): Promise<void> {
  panoramaNote(doc.id).set({ note: await importPicture(studio, doc, `/locations/${li}/panorama`, 'deck:undo.panorama') });
}
