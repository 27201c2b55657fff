/**
 * Exporters by document kind, from the rulesets' list: a kind exports when its ruleset gives it an `exporter`
 * (src/engine/export.ts); this runs it with the command line's host. Names no ruleset.
 */
import { RULESETS } from '../../rulesets/index';
import type { ExportFormat, ExportOptions } from '../../export';
import { nodeExportHost } from './host';

export type { Duplex, ExportFormat, Paper, TtsPaths } from '../../export';
export { PAPER_MM } from '../../core/draw/sheets';

export interface ExportRequest extends ExportOptions {
  /** The document, already valid against its schema and checks. */
  document: unknown;
  /** Folder that relative paths in the document (pictures, its catalog) are read from. */
  baseDir: string;
  outDir: string;
  /** When the files are made (a PDF's CreationDate); now, or SOURCE_DATE_EPOCH, when left out. */
  created?: Date;
}

export interface ExportResult {
  files: string[];
  /** What a person should know about the files (how to print them, where to put them). */
  notes: string[];
}

export interface Exporter {
  kind: string;
  formats: ExportFormat[];
  run(req: ExportRequest): Promise<ExportResult>;
}

/** Every kind that exports, in the list's order, with its exporter. */
export function exporters(): Exporter[] {
  const out: Exporter[] = [];
  for (const r of RULESETS)
    for (const k of r.kinds) {
      const spec = k.exporter;
      if (!spec) continue;
      out.push({
        kind: k.kind,
        formats: spec.formats,
        async run({ document, baseDir, outDir, created, ...options }) {
          const exporter = await spec.load();
          const host = nodeExportHost({ baseDir, outDir, created });
          const { notes } = await exporter.run(document, options, host);
          return { files: host.files, notes };
        },
      });
    }
  return out;
}

export const exporterFor = (kind: string): Exporter | undefined => exporters().find((e) => e.kind === kind);
