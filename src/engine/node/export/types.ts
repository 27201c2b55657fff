import type { Duplex, Paper, TtsPaths } from '../../rulesets/time-stories/print/sheets';
import type { Language } from '../../core/language';

/** `tts`: Tabletop Simulator (decks); `vtt`: Universal VTT, `.dd2vtt` (mission maps). */
export type ExportFormat = 'pdf' | 'png' | 'tts' | 'vtt';

export interface ExportRequest {
  /** The document, already valid against its schema and checks. */
  document: unknown;
  /** Folder that relative picture paths in the document are read from. */
  baseDir: string;
  outDir: string;
  formats: ExportFormat[];
  paper: Paper;
  duplex?: Duplex;
  /** PNG resolution in dots per inch. */
  dpi?: number;
  /** Side of one board square on paper, in mm (mission maps). */
  squareMm?: number;
  language?: Language;
  /** How the TTS saved object names its images (decks); `plain` paths by default. */
  ttsPaths?: TtsPaths;
  /** When the files are made (a PDF's CreationDate); now, or SOURCE_DATE_EPOCH, when left out. */
  created?: Date;
}

export interface ExportResult {
  files: string[];
  /** What a person should know about the files (how to print them, where to put them). */
  notes: string[];
}

/** One exporter per document kind: a mission map exporter is another entry in `exporters` (index.ts). */
export interface Exporter {
  kind: string;
  formats: ExportFormat[];
  run(req: ExportRequest): Promise<ExportResult>;
}
