/**
 * Map exports in the browser: the engine's drawing on a canvas for the PNG at 300 dpi and the Universal VTT
 * picture, and the print-and-play PDF through the engine's one PDF writer (the same vector pages `studio export`
 * writes). Every label is first made printable with the shipped fonts; what none of them has is replaced and
 * reported. Saving goes through the host's export (a file dialog in Electron, a save picker or a download on the web).
 */
import {
  flattenDrawing,
  mapContent,
  mapPdfPages,
  MAP_PDF_SUBJECT,
  planPages,
  printScale,
  printableDrawing,
  rasterise,
  rasterSize,
  universalVtt,
  withDpi,
  type MapDrawing,
  type MapLayer,
  type PdfWords,
  type PrintOptions,
  type RasterCanvas,
} from '../../../../../engine/rulesets/sine-tempore/print';
import type { Mission } from '../../../../../engine/generated/types/mission';
import type { CatalogIndex } from '../../../../../engine/rulesets/sine-tempore/print';
import { exportAssets, type ExportAssets } from '../../../../print/export-assets';

export const PRINT_DPI = 300;

export interface MapExport<T> {
  data: T;
  /** Characters of the mission's texts no shipped font has (printed as a replacement mark). */
  missing: string[];
}

async function canvasPng(drawing: MapDrawing, assets: ExportAssets, layers: ReadonlySet<MapLayer>, scale: number): Promise<Uint8Array> {
  const { width, height, fits } = rasterSize(drawing, { scale });
  if (!fits) throw new Error(`too-large:${width}x${height}`);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  rasterise(ctx as unknown as RasterCanvas, drawing, assets.paintEnv(), { scale, layers });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('the browser could not encode the picture');
  return new Uint8Array(await blob.arrayBuffer());
}

/** The whole map as a PNG whose squares print `squareMm` wide at 300 dpi. */
export async function mapPng(drawing: MapDrawing, layers: ReadonlySet<MapLayer>, squareMm: number): Promise<MapExport<Uint8Array>> {
  const assets = await exportAssets();
  const missing = new Set<string>();
  const png = await canvasPng(printableDrawing(drawing, assets.typefaces.covers, missing), assets, layers, printScale(squareMm, PRINT_DPI));
  return { data: withDpi(png, PRINT_DPI), missing: [...missing] };
}

/** The sheets a PDF would have, for the dialog's summary (the same plan the export uses). */
export function pdfPlan(drawing: MapDrawing, o: PrintOptions) {
  const k = o.squareMm;
  const content = mapContent(drawing).map((b) => ({ x0: b.x0 * k, y0: b.y0 * k, x1: b.x1 * k, y1: b.y1 * k }));
  return planPages(drawing.width * k, drawing.height * k, o, content);
}

export interface MapPdfRequest {
  drawing: MapDrawing;
  layers: ReadonlySet<MapLayer>;
  options: PrintOptions;
  title: string;
  words: PdfWords;
  language: string;
  progress?: (done: number, total: number) => void;
}

const breathe = () => new Promise<void>((ok) => setTimeout(ok, 0));

/** The print-and-play PDF: the map split over overlapping sheets with alignment marks, as vectors. */
export async function mapPdf(r: MapPdfRequest): Promise<MapExport<Uint8Array>> {
  const [assets, { writePdf }] = await Promise.all([exportAssets(), import('../../../../../engine/core/draw/pdf')]);
  const plan = pdfPlan(r.drawing, r.options);
  const pages = mapPdfPages({
    plan,
    prims: flattenDrawing(r.drawing, r.layers),
    squareMm: r.options.squareMm,
    marginMm: r.options.marginMm,
    title: r.title,
    words: r.words,
    language: r.language,
    measure: assets.typefaces.measure,
  });
  r.progress?.(0, pages.length);
  const result = await writePdf(
    pages,
    { title: r.title, subject: MAP_PDF_SUBJECT, language: r.language, created: new Date() },
    {
      typefaces: assets.typefaces,
      icons: assets.icons,
      progress: async (done, total) => {
        r.progress?.(done, total);
        await breathe();
      },
    },
  );
  return { data: result.bytes, missing: result.missing };
}

function base64(bytes: Uint8Array): string {
  let s = '';
  // eslint-disable-next-line studio/no-unbounded-spread -- 32 KiB chunks, well inside the stack
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The Universal VTT file's text: picture, grid, walls, doors. */
export async function mapVtt(mission: Mission, catalog: CatalogIndex, drawing: MapDrawing, layers: ReadonlySet<MapLayer>, pixelsPerGrid: number): Promise<MapExport<string>> {
  const assets = await exportAssets();
  const missing = new Set<string>();
  const png = await canvasPng(printableDrawing(drawing, assets.typefaces.covers, missing), assets, layers, pixelsPerGrid);
  return { data: JSON.stringify(universalVtt(mission, catalog, drawing, base64(png), pixelsPerGrid)), missing: [...missing] };
}
