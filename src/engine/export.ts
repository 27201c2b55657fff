/**
 * Exporting a document, the ruleset's half: a kind's exporter (`DocumentKindSpec.exporter`) decides what to draw and
 * which files to make, and asks its host for everything that needs a machine — writing files, rasterising, the PDF
 * with the shipped fonts, reading the pictures a document names. The command line's host is
 * src/engine/node/export; `studio export` finds the exporter by the document's kind and names no ruleset.
 */
import type { Language } from './core/language';
import type { Measure } from './core/draw/display';
import type { Canvas2D, PaintEnv } from './core/draw/paint';
import type { PdfInfo, PdfPage, PdfResult } from './core/draw/pdf';
import type { Covers } from './core/draw/printable';
import type { Paper } from './core/draw/sheets';

export type { Paper } from './core/draw/sheets';

/** A format an exporter makes, named as `studio export --<format>` (pdf, png, tts, vtt, …). */
export type ExportFormat = string;
/** How duplex printers turn the sheet; card backs are placed for it. */
export type Duplex = 'long-edge' | 'short-edge';
/** How a Tabletop Simulator saved object names its images: plain paths or file:/// addresses. */
export type TtsPaths = 'plain' | 'file-url';

/** What the person exporting chose (the command line's options). */
export interface ExportOptions {
  formats: ExportFormat[];
  paper: Paper;
  duplex?: Duplex;
  /** PNG resolution in dots per inch. */
  dpi?: number;
  /** Side of one board square on paper, in mm (square-grid maps). */
  squareMm?: number;
  language?: Language;
  ttsPaths?: TtsPaths;
}

/** A canvas the host makes for a PNG: the painter's context plus what clearing and placing a picture need. */
export interface ExportCanvas extends Canvas2D {
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  fillRect(x: number, y: number, w: number, h: number): void;
}

export interface PngOptions {
  /** Pictures the drawing names (relative to the document), loaded before it is painted; none are drawn without. */
  pictures?: readonly string[];
  /** An icon the icon set lacks is an error (a card names it) rather than left out (a map's decoration). */
  strictIcons?: boolean;
}

/** Everything an exporter needs from the machine it runs on. */
export interface ExportHost {
  /** Text widths of the print faces, so PNG and PDF break lines alike. */
  measure: Measure;
  /** Which characters the print faces have (the rest is replaced, and the export says so). */
  covers: Covers;
  /** When the files are made (a PDF's CreationDate). */
  created: Date;
  /** The full path of a file the document names, relative to it; throws for one outside the document's folder. */
  file(path: string): string;
  /** Whether a file the document names exists (throws like `file` for one outside the folder). */
  exists(path: string): boolean;
  /** The text of a file, by the full path `file` gave. */
  readText(fullPath: string): string;
  /** Writes the PDF with the shipped fonts and icons; with `pictures`, the pictures the pages name are embedded. */
  pdf(pages: readonly PdfPage[], info: Omit<PdfInfo, 'created'>, options?: { pictures?: boolean }): Promise<PdfResult>;
  /** A `width`×`height` pixel PNG of what `draw` paints with the painter's environment (print faces, icons, pictures). */
  png(width: number, height: number, draw: (ctx: ExportCanvas, env: PaintEnv) => void, options?: PngOptions): Promise<Uint8Array>;
  /** Writes a file (a name relative to the output folder, maybe in a sub-folder) and returns its full path. */
  write(name: string, data: Uint8Array | string): string;
}

/** One kind's exporter, loaded only when something is exported (print code stays out of the games' bundles). */
export interface KindExporter {
  /** Makes the files; returns what a person should know about them (how to print them, where to put them). */
  run(document: unknown, options: ExportOptions, host: ExportHost): Promise<{ notes: string[] }>;
}

export interface ExporterSpec {
  formats: ExportFormat[];
  load(): Promise<KindExporter>;
}
