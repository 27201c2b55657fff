/**
 * The pictures a deck names (panoramas), loaded for drawing. A picture imported in this session is kept in memory
 * (the web edition cannot read it back from beside the document); others are read through the host relative to
 * the document's file. Images are decoded once per document and path.
 */
import type { ImageFile } from '../../../../shared/studio-api';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';

const imported = new Map<string, ImageFile>();
const decoded = new Map<string, Promise<HTMLImageElement | null>>();

const key = (docId: string, path: string) => `${docId}\u0000${path}`;

export function rememberImport(docId: string, path: string, file: ImageFile): void {
  imported.set(key(docId, path), file);
  decoded.delete(key(docId, path));
}

function decode(file: ImageFile): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.mime }));
  const img = new Image();
  return new Promise((ok) => {
    // The decoded picture keeps its pixels; the object URL is only needed to load it.
    img.onload = () => {
      URL.revokeObjectURL(url);
      ok(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      ok(null);
    };
    img.src = url;
  });
}

/** The picture's file as the deck names it (bytes and type), for exports that embed it as it is (the PDF). */
export function deckImageFile(studio: Studio, doc: DocumentModel, path: string): Promise<ImageFile | null> {
  const file = imported.get(key(doc.id, path));
  if (file) return Promise.resolve(file);
  const fileId = doc.getSnapshot().meta.file?.id;
  if (!fileId || !studio.host.readImage) return Promise.resolve(null);
  return studio.host.readImage({ relativeTo: fileId, path }).then((r) => (r.ok ? r.value : null));
}

export function loadDeckImage(studio: Studio, doc: DocumentModel, path: string): Promise<HTMLImageElement | null> {
  const k = key(doc.id, path);
  let p = decoded.get(k);
  if (!p) {
    const file = imported.get(k);
    const fileId = doc.getSnapshot().meta.file?.id;
    p = file
      ? decode(file)
      : fileId && studio.host.readImage
        ? studio.host.readImage({ relativeTo: fileId, path }).then((r) => (r.ok ? decode(r.value) : null))
        : Promise.resolve(null);
    decoded.set(k, p);
  }
  return p;
}
