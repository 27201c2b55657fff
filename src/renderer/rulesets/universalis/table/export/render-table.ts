/**
 * The table on paper and as a picture: the same display lists the canvas paints, at true size (1 cm of table is
 * 10 mm of paper) split over overlapping A4 or Letter sheets with alignment marks (the mission map's print-and-play
 * plan and PDF writer), or as one top-down PNG. Rasterised in the browser, saved through the host.
 */
import {
  planPages,
  printPdf,
  withDpi,
  type Paper,
  type PdfWords,
} from '../../../../../engine/rulesets/sine-tempore/print';
import { iconPath } from '../../../../canvas/game-icons';
import { paint, type Prim } from '../draw';
import { TABLE_CM } from '../geometry';
import type { TableLayer } from '../kinds';
import type { TableScene } from '../scene';
import { drawTable } from '../scene';

const ENV = { icon: (name: string) => iconPath(name), fontFamily: 'system-ui, sans-serif' };
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
  paint(ctx as never, prims, ENV, {
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
): Promise<Uint8Array> {
  const bytes = await png(tablePrims(scene, layers, grid), pxPerCm, { x: 0, y: 0, w: TABLE_CM, h: TABLE_CM });
  return withDpi(bytes, Math.round(pxPerCm * 2.54));
}

export async function tablePdf(
  scene: TableScene,
  o: TablePrintOptions,
  title: string,
  words: PdfWords,
  progress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const plan = tablePlan(o);
  const prims = tablePrims(scene, o.layers, o.grid);
  const pxPerCm = (MM_PER_CM / 25.4) * PRINT_DPI;
  const images: Uint8Array[] = [];
  for (const page of plan.pages) {
    progress?.(images.length, plan.pages.length);
    images.push(
      await png(prims, pxPerCm, {
        x: page.x / MM_PER_CM,
        y: page.y / MM_PER_CM,
        w: page.w / MM_PER_CM,
        h: page.h / MM_PER_CM,
      }),
    );
  }
  progress?.(plan.pages.length, plan.pages.length);
  return printPdf({ plan, images, marginMm: o.marginMm, squareMm: MM_PER_CM, title, words });
}
