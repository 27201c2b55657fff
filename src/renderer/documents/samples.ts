/**
 * The samples in samples/ ship inside the renderer (each loaded on demand, so they stay out of
 * the initial bundle): the web edition has no file system to read them from.
 */
import { detectKind, DOCUMENT_KINDS, KIND_INFO, type DocumentKind } from '../../shared/document-kind';

const loaders = import.meta.glob('../../../samples/*.json', { query: '?raw', import: 'default' }) as Record<
  string,
  () => Promise<string>
>;

/**
 * In the repository a sample names its schema relative to itself (`../schemas/…`), so editors find it; a copy the
 * designer saves from the studio would name a file that is not beside it, so the studio's copy has no `$schema`
 * (the studio knows a document by its file name as well).
 */
export function withoutRelativeSchema(text: string): string {
  return text.replace(/^[ \t]*"\$schema":\s*"\.\.\/schemas\/[^"]*",\r?\n/m, '');
}

export interface Sample {
  name: string;
  kind: DocumentKind;
  load: () => Promise<string>;
}

/** Playable kinds first, then the documents they draw on, then plain JSON; each group in the registry's order. */
const rank = (kind: DocumentKind) => (KIND_INFO[kind].playable ? 0 : kind === 'json' ? 2 : 1) * DOCUMENT_KINDS.length + DOCUMENT_KINDS.indexOf(kind);

export const SAMPLES: Sample[] = Object.entries(loaders)
  .map(([path, load]) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    return { name, kind: detectKind(name), load: async () => withoutRelativeSchema(await load()) };
  })
  .sort((a, b) => rank(a.kind) - rank(b.kind) || a.name.localeCompare(b.name));

/** The one `npm start` opens: the tutorial mission when there is one. */
export function defaultSample(): Sample | undefined {
  return SAMPLES.find((s) => s.name.includes('tutorial')) ?? SAMPLES[0];
}
