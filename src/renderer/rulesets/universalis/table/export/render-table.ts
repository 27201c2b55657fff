/**
 * The table on paper and as a picture: the same display lists the canvas paints, at true size (1 cm of table is
 * 10 mm of paper) split over overlapping A4 or Letter sheets with alignment marks and a scale bar (the mission map's
 * print-and-play sheets through the engine's one PDF writer, as vectors with the shipped fonts), or as one top-down
 * PNG painted with the same fonts. Saved through the host.
 */
import { ICON_CREDIT } from '../../../../../engine/core/draw/icons';
import { printablePrims } from '../../../../../engine/core/draw/printable';
import { planPages, type Paper } from '../../../../../engine/core/draw/sheets';
import { mapPdfPages, type PdfWords } from '../../../../../engine/core/draw/sheet-pdf';
import { withDpi } from '../../../../../engine/core/draw/png';
import { exportAssets } from '../../../../print/export-assets';
import { paint, type PaintEnv, type Prim } from '../draw';
import { TABLE_CM } from '../geometry';
import type { TableLayer } from '../kinds';
import type { TableScene } from '../scene';
import { drawTable } from '../scene';

export const PRINT_DPI = 300;
/** A table centimetre on paper: true scale. */
export const MM_PER_CM = 10;

export interface TablePrintOptions {
  paper: Paper;
  marginMm: number;
  overlapMm: number;
  layers: ReadonlySet<TableLayer>;
  grid: boolean;
}

export function tablePrims(scene: TableScene, layers: ReadonlySet<TableLayer>, grid: boolean): Prim[] {
  const out: Prim[] = [...drawTable(scene.ctx.t, grid)];
  for (const layer of ['terrain', 'zones', 'objects', 'models'] as const)
    if (layers.has(layer)) for (const p of scene.layers[layer]) out.push(p);
  return out;
}

async function png(
  prims: readonly Prim[],
  env: PaintEnv,
  pxPerCm: number,
  region: { x: number; y: number; w: number; h: number },
): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(region.w * pxPerCm));
  canvas.height = Math.max(1, Math.round(region.h * pxPerCm));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(pxPerCm, 0, 0, pxPerCm, -region.x * pxPerCm, -region.y * pxPerCm);
  paint(ctx as never, prims, env, {
    x0: region.x,
    y0: region.y,
    x1: region.x + region.w,
    y1: region.y + region.h,
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = 0;
  canvas.height = 0;
  if (!blob) throw new Error('the browser could not encode the picture');
  return new Uint8Array(await blob.arrayBuffer());
}

export function tablePlan(o: Pick<TablePrintOptions, 'paper' | 'marginMm' | 'overlapMm'>) {
  return planPages(TABLE_CM * MM_PER_CM, TABLE_CM * MM_PER_CM, {
    squareMm: MM_PER_CM,
    paper: o.paper,
    marginMm: o.marginMm,
    overlapMm: o.overlapMm,
  });
}

/** The table top-down: `pxPerCm` pixels per cm, with the resolution written in the file (dpi). */
export async function tablePng(
  scene: TableScene,
  layers: ReadonlySet<TableLayer>,
  grid: boolean,
  pxPerCm: number,
): Promise<{ data: Uint8Array; missing: string[] }> {
  const assets = await exportAssets();
  const missing = new Set<string>();
  const prims = printablePrims(tablePrims(scene, layers, grid), assets.typefaces.covers, missing);
  const bytes = await png(prims, assets.paintEnv(), pxPerCm, { x: 0, y: 0, w: TABLE_CM, h: TABLE_CM });
  return { data: withDpi(bytes, Math.round(pxPerCm * 2.54)), missing: [...missing] };
}

export const TABLE_PDF_SUBJECT = `Print-and-play Universalis table at true size, made with Scenario Studio. ${ICON_CREDIT} Fonts: DejaVu (Bitstream Vera licence).`;

const breathe = () => new Promise<void>((ok) => setTimeout(ok, 0));

/**
 * The table at true size over overlapping sheets with alignment marks and a scale bar, as vectors through the
 * engine's one PDF writer (the mission map's sheet layout); what no shipped font prints is replaced and listed.
 */
export async function tablePdf(
  scene: TableScene,
  o: TablePrintOptions,
  info: { title: string; words: PdfWords; language: string },
  progress?: (done: number, total: number) => void,
): Promise<{ data: Uint8Array; missing: string[] }> {
  const [assets, { writePdf }] = await Promise.all([
    exportAssets(),
    import('../../../../../engine/core/draw/pdf'),
  ]);
  const missing = new Set<string>();
  const prims = printablePrims(tablePrims(scene, o.layers, o.grid), assets.typefaces.covers, missing);
  const pages = mapPdfPages({
    plan: tablePlan(o),
    prims,
    squareMm: MM_PER_CM,
    marginMm: o.marginMm,
    title: info.title,
    words: info.words,
    language: info.language,
    measure: assets.typefaces.measure,
  });
  progress?.(0, pages.length);
  const result = await writePdf(
    pages,
    { title: info.title, subject: TABLE_PDF_SUBJECT, language: info.language, created: new Date() },
    {
      typefaces: assets.typefaces,
      icons: assets.icons,
      progress: async (done, total) => {
        progress?.(done, total);
        await breathe();
      },
    },
  );
  for (const c of result.missing) missing.add(c);
  return { data: result.bytes, missing: [...missing] };
}
