/** The kinds of document the studio opens; each has its own editors (src/renderer/editors). */
export const DOCUMENT_KINDS = ['mission', 'deck', 'catalog', 'skirmish', 'units', 'json'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const suffixes: [string, DocumentKind][] = [
  ['.mission.json', 'mission'],
  ['.deck.json', 'deck'],
  ['.catalog.json', 'catalog'],
  ['.skirmish.json', 'skirmish'],
  ['.units.json', 'units'],
];

/**
 * The kind of a document, from its `$schema` first (authoritative when present) and its file
 * name otherwise. Unknown content is plain `json`: it still opens, as text.
 */
export function detectKind(name: string, data?: unknown): DocumentKind {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    const schema = (data as Record<string, unknown>).$schema;
    if (typeof schema === 'string') {
      const match = /([a-z]+)\.schema\.json$/.exec(schema);
      const fromSchema = match && DOCUMENT_KINDS.find((k) => k === match[1]);
      if (fromSchema) return fromSchema;
    }
  }
  const lower = name.toLowerCase();
  for (const [suffix, kind] of suffixes) if (lower.endsWith(suffix)) return kind;
  return 'json';
}

/** The file name suffix a new document of this kind gets. */
export function suffixFor(kind: DocumentKind): string {
  return suffixes.find(([, k]) => k === kind)?.[0] ?? '.json';
}

/** `detectKind` without parsing: the `$schema` of a studio file sits near its start. */
export function detectKindFromText(name: string, text: string): DocumentKind {
  const match = /"\$schema"\s*:\s*"([^"]*)"/.exec(text.slice(0, 4096));
  return detectKind(name, match ? { $schema: match[1] } : undefined);
}
