/**
 * The print-and-play PDF: one sheet per page of the plan, the map part as a 300 dpi picture at its true size,
 * the alignment marks drawn as vectors on top, and in the margin the page's name and a bar to check that the
 * printer kept the scale.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { marksOn, type PagePlan } from './pages';
import { MAP_WORDS } from './words';
import { ICON_CREDIT } from '../../../core/draw/icons';

const PT_PER_MM = 72 / 25.4;

export interface PdfWords {
  /** E.g. "Page {name} of {count}: column {col}, row {row}"; `{…}` are replaced. */
  page: string;
  /** E.g. "This bar is {mm} mm ({squares} squares)". */
  scale: string;
  /** E.g. "Cut along the dashed lines and line up the crosses." */
  howTo: string;
}


const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export interface PdfInput {
  plan: PagePlan;
  /** One PNG per page of the plan, in the plan's order, covering exactly that page's map part. */
  images: Uint8Array[];
  marginMm: number;
  squareMm: number;
  title: string;
  words?: PdfWords;
}

export async function printPdf(input: PdfInput): Promise<Uint8Array> {
  const { plan, images, marginMm, squareMm } = input;
  if (images.length !== plan.pages.length)
    throw new Error(`${plan.pages.length} pages need ${plan.pages.length} pictures, not ${images.length}`);
  const words = input.words ?? MAP_WORDS.en.pdf;
  const pdf = await PDFDocument.create();
  pdf.setTitle(input.title);
  pdf.setCreator('Scenario Studio');
  pdf.setSubject(ICON_CREDIT);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const [sheetW, sheetH] = plan.sheet;
  const y = (mm: number) => (sheetH - mm) * PT_PER_MM;
  for (let i = 0; i < plan.pages.length; i++) {
    const tile = plan.pages[i];
    const page = pdf.addPage([sheetW * PT_PER_MM, sheetH * PT_PER_MM]);
    const image = await pdf.embedPng(images[i]);
    page.drawImage(image, {
      x: marginMm * PT_PER_MM,
      y: y(marginMm + tile.h),
      width: tile.w * PT_PER_MM,
      height: tile.h * PT_PER_MM,
    });
    for (const m of marksOn(tile, plan.marks)) {
      const start = { x: (marginMm + m.x1 - tile.x) * PT_PER_MM, y: y(marginMm + m.y1 - tile.y) };
      const end = { x: (marginMm + m.x2 - tile.x) * PT_PER_MM, y: y(marginMm + m.y2 - tile.y) };
      if (m.kind === 'cut')
        page.drawLine({ start, end, thickness: 0.6, color: rgb(0.25, 0.25, 0.25), dashArray: [4, 3] });
      else {
        page.drawLine({ start, end, thickness: 1.6, color: rgb(1, 1, 1) });
        page.drawLine({ start, end, thickness: 0.6, color: rgb(0, 0, 0) });
      }
    }
    // Margin texts: `up` is the baseline's height from the sheet's bottom edge, in mm.
    const text = (s: string, xMm: number, up: number, size = 7) =>
      page.drawText(s, { x: xMm * PT_PER_MM, y: up * PT_PER_MM, size, font, color: rgb(0.2, 0.2, 0.2) });
    text(
      `${input.title} · ${fill(words.page, { name: tile.name, count: plan.pages.length, col: tile.col + 1, row: tile.row + 1 })}`,
      marginMm,
      sheetH - marginMm * 0.6,
    );
    if (plan.pages.length > 1) text(words.howTo, marginMm, marginMm * 0.35, 6);
    const squares = Math.max(1, Math.floor(40 / squareMm));
    const bar = squares * squareMm;
    const barX = sheetW - marginMm - bar;
    page.drawRectangle({
      x: barX * PT_PER_MM,
      y: marginMm * 0.25 * PT_PER_MM,
      width: bar * PT_PER_MM,
      height: 1.2 * PT_PER_MM,
      color: rgb(0.1, 0.1, 0.1),
    });
    text(fill(words.scale, { mm: Math.round(bar * 10) / 10, squares }), barX, marginMm * 0.25 + 2.2, 6);
  }
  return pdf.save();
}
