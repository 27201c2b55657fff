import type { DocumentMeta } from '../store/document-model';

/**
 * Whether the document's text is known to be in a file: opened from or saved to a file whose version on disk the
 * studio knows. A new document, a sample, and a file dropped or uploaded in the web build (its text came from a
 * file the studio cannot write back: saving there downloads a copy) are not, and never say "Saved".
 */
export function savedToFile(meta: Pick<DocumentMeta, 'file' | 'diskVersion'>): boolean {
  return meta.file !== null && meta.diskVersion !== null;
}
