/**
 * Map exports in the browser: the engine's drawing rasterised on a canvas (PNG at 300 dpi, the pages of the
 * print-and-play PDF, the Universal VTT picture). Saving goes through the host's export (a file dialog in
 * Electron, a save picker or a download on the web).
 */
import {
  planPages,
  printPdf,
  printScale,
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
import { iconPath } from '../../../../canvas/game-icons';

export const PRINT_DPI = 300;
const ENV = { icon: (name: string) => iconPath(name), fontFamily: 'system-ui, sans-serif' };

async function canvasPng(drawing: MapDrawing, layers: ReadonlySet<MapLayer>, scale: number, region?: { x: number; y: number; w: number; h: number }): Promise<Uint8Array> {
  const { width, height, fits } = rasterSize(drawing, { scale, region });
  if (!fits) throw new Error(`too-large:${width}x${height}`);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  rasterise(ctx as unknown as RasterCanvas, drawing, ENV, { scale, layers, region });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('the browser could not encode the picture');
  return new Uint8Array(await blob.arrayBuffer());
}

/** The whole map as a PNG whose squares print `squareMm` wide at 300 dpi. */
export async function mapPng(drawing: MapDrawing, layers: ReadonlySet<MapLayer>, squareMm: number): Promise<Uint8Array> {
  return withDpi(await canvasPng(drawing, layers, printScale(squareMm, PRINT_DPI)), PRINT_DPI);
}

export function pdfPlan(drawing: MapDrawing, o: PrintOptions) {
  return planPages(drawing.width * o.squareMm, drawing.height * o.squareMm, o);
}

/** The print-and-play PDF: the map split over overlapping sheets with alignment marks. */
export async function mapPdf(drawing: MapDrawing, layers: ReadonlySet<MapLayer>, o: PrintOptions, title: string, words: PdfWords, progress?: (done: number, total: number) => void): Promise<Uint8Array> {
  const plan = pdfPlan(drawing, o);
  const scale = printScale(o.squareMm, PRINT_DPI);
  const images: Uint8Array[] = [];
  for (const page of plan.pages) {
    progress?.(images.length, plan.pages.length);
    const region = { x: page.x / o.squareMm, y: page.y / o.squareMm, w: page.w / o.squareMm, h: page.h / o.squareMm };
    images.push(await canvasPng(drawing, layers, scale, region));
  }
  progress?.(plan.pages.length, plan.pages.length);
  return printPdf({ plan, images, marginMm: o.marginMm, squareMm: o.squareMm, title, words });
}

function base64(bytes: Uint8Array): string {
  let s = '';
  // eslint-disable-next-line studio/no-unbounded-spread -- 32 KiB chunks, well inside the stack
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** The Universal VTT file's text: picture, grid, walls, doors. */
export async function mapVtt(mission: Mission, catalog: CatalogIndex, drawing: MapDrawing, layers: ReadonlySet<MapLayer>, pixelsPerGrid: number): Promise<string> {
  const png = await canvasPng(drawing, layers, pixelsPerGrid);
  return JSON.stringify(universalVtt(mission, catalog, drawing, base64(png), pixelsPerGrid));
}
