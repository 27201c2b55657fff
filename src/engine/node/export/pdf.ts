/**
 * Print sheets as PDF with pdf-lib: pages of card fronts, each followed by the page of their backs mirrored for
 * duplex printing (sheets.ts), crop marks on every page, fonts embedded (subset) so every accent prints.
 */
import { fileInside } from '../inside-folder';
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import {
  PDFDocument,
  clip,
  endPath,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFFont,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { Face, FontId, Op } from '../../core/draw/display';
import { runsWidth } from '../../core/draw/display';
import { ICON_CREDIT, type IconSet } from '../../core/draw/icons';
import { printPages, sheetLayout, type Duplex, type Paper } from '../../rulesets/time-stories/print/sheets';
import { fonts, iconSet, measure } from './assets';

const MM = 72 / 25.4;

function colour(hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function roundedRect(w: number, h: number, r: number): string {
  const k = 0.5523 * r;
  return [
    `M ${r} 0 L ${w - r} 0 C ${w - r + k} 0 ${w} ${r - k} ${w} ${r}`,
    `L ${w} ${h - r} C ${w} ${h - r + k} ${w - r + k} ${h} ${w - r} ${h}`,
    `L ${r} ${h} C ${r - k} ${h} 0 ${h - r + k} 0 ${h - r}`,
    `L 0 ${r} C 0 ${r - k} ${r - k} 0 ${r} 0 Z`,
  ].join(' ');
}

export interface PdfOptions {
  paper: Paper;
  duplex?: Duplex;
  title?: string;
  /** Folder that relative image paths are read from (the deck's folder). */
  baseDir: string;
}

class Painter {
  private images = new Map<string, Promise<PDFImage>>();

  constructor(
    private pdf: PDFDocument,
    private fonts: Record<FontId, PDFFont>,
    private icons: IconSet,
    private baseDir: string,
  ) {}

  private image(path: string): Promise<PDFImage> {
    let p = this.images.get(path);
    if (!p) {
      const bytes = readFileSync(fileInside(this.baseDir, path));
      p = /\.png$/i.test(path) ? this.pdf.embedPng(bytes) : this.pdf.embedJpg(bytes);
      this.images.set(path, p);
    }
    return p;
  }

  /** Draws a face with its bleed box's top-left corner at (ox, oy) mm from the page's top-left. */
  async face(page: PDFPage, face: Face, ox: number, oy: number) {
    const ph = page.getHeight();
    const X = (mm: number) => (ox + mm) * MM;
    const Y = (mm: number) => ph - (oy + mm) * MM;
    const clipTo = (x: number, y: number, w: number, h: number) =>
      page.pushOperators(pushGraphicsState(), rectangle(X(x), Y(y + h), w * MM, h * MM), clip(), endPath());
    // Nothing of a face may spill onto its neighbours' bleed.
    clipTo(0, 0, face.width, face.height);
    for (const op of face.ops) await this.op(page, op, X, Y, clipTo);
    page.pushOperators(popGraphicsState());
  }

  private async op(
    page: PDFPage,
    op: Op,
    X: (v: number) => number,
    Y: (v: number) => number,
    clipTo: (x: number, y: number, w: number, h: number) => void,
  ) {
    switch (op.op) {
      case 'rect': {
        const style = {
          color: op.fill ? colour(op.fill) : undefined,
          borderColor: op.stroke ? colour(op.stroke) : undefined,
          borderWidth: op.stroke ? (op.lineWidth ?? 0.3) * MM : 0,
        };
        if (op.radius)
          page.drawSvgPath(roundedRect(op.w * MM, op.h * MM, op.radius * MM), {
            x: X(op.x),
            y: Y(op.y),
            ...style,
          });
        else
          page.drawRectangle({
            x: X(op.x),
            y: Y(op.y + op.h),
            width: op.w * MM,
            height: op.h * MM,
            ...style,
          });
        break;
      }
      case 'line':
        page.drawLine({
          start: { x: X(op.x1), y: Y(op.y1) },
          end: { x: X(op.x2), y: Y(op.y2) },
          thickness: op.lineWidth * MM,
          color: colour(op.stroke),
        });
        break;
      case 'circle':
        page.drawCircle({
          x: X(op.cx),
          y: Y(op.cy),
          size: op.r * MM,
          color: op.fill ? colour(op.fill) : undefined,
          borderColor: op.stroke ? colour(op.stroke) : undefined,
          borderWidth: op.stroke ? (op.lineWidth ?? 0.3) * MM : 0,
        });
        break;
      case 'text': {
        const width = runsWidth(op.runs, op.size, measure());
        let x = op.align === 'center' ? op.x - width / 2 : op.align === 'right' ? op.x - width : op.x;
        for (const r of op.runs) {
          page.drawText(r.text, {
            x: X(x),
            y: Y(op.y),
            size: op.size,
            font: this.fonts[r.font],
            color: colour(op.colour),
          });
          x += measure()(r.text, r.font, op.size);
        }
        break;
      }
      case 'icon': {
        const paths = this.icons.paths(op.name);
        if (!paths)
          throw new Error(`unknown icon "${op.name}" (game-icons.net names, like "crossed-swords")`);
        for (const d of paths)
          page.drawSvgPath(d, {
            x: X(op.x),
            y: Y(op.y),
            scale: (op.size * MM) / 512,
            color: colour(op.colour),
            borderWidth: 0,
          });
        break;
      }
      case 'image': {
        const img = await this.image(op.path);
        const c = op.crop ?? { x: 0, y: 0, w: 1, h: 1 };
        // Scale the whole picture so that the cropped part fills the box, then cut the box out of it.
        const fullW = op.w / c.w;
        const fullH = op.h / c.h;
        clipTo(op.x, op.y, op.w, op.h);
        page.drawImage(img, {
          x: X(op.x - c.x * fullW),
          y: Y(op.y - c.y * fullH + fullH),
          width: fullW * MM,
          height: fullH * MM,
        });
        page.pushOperators(popGraphicsState());
        break;
      }
      case 'clip':
        clipTo(op.x, op.y, op.w, op.h);
        break;
      case 'unclip':
        page.pushOperators(popGraphicsState());
        break;
    }
  }
}

/** A PDF of print sheets for the faces given (front and back of each card, in deck order). */
export async function facesToPdf(
  cards: { front: Face; back: Face }[],
  opts: PdfOptions,
): Promise<Uint8Array> {
  const layout = sheetLayout({ paper: opts.paper, duplex: opts.duplex });
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  // Fixed dates keep the output reproducible (snapshot tests, no spurious diffs).
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  pdf.setProducer('Scenario Studio');
  pdf.setCreator('Scenario Studio');
  if (opts.title) pdf.setTitle(opts.title);
  pdf.setSubject(`Print sheets made with Scenario Studio. ${ICON_CREDIT} Fonts: DejaVu (Bitstream Vera licence).`);
  const f = fonts();
  const embedded = {
    serif: await pdf.embedFont(f.serif, { subset: true }),
    'serif-bold': await pdf.embedFont(f['serif-bold'], { subset: true }),
    'sans-bold': await pdf.embedFont(f['sans-bold'], { subset: true }),
  };
  const painter = new Painter(pdf, embedded, iconSet(), opts.baseDir);
  for (const p of printPages(cards.length, layout)) {
    const page = pdf.addPage([layout.width * MM, layout.height * MM]);
    const slots = p.side === 'front' ? layout.fronts : layout.backs;
    for (const [i, card] of p.cards.entries()) {
      const slot = slots[i];
      await painter.face(page, p.side === 'front' ? cards[card].front : cards[card].back, slot.x, slot.y);
    }
    for (const m of layout.marks) {
      page.drawLine({
        start: { x: m.x1 * MM, y: (layout.height - m.y1) * MM },
        end: { x: m.x2 * MM, y: (layout.height - m.y2) * MM },
        thickness: 0.25,
        color: rgb(0, 0, 0),
      });
    }
  }
  return pdf.save({ useObjectStreams: false });
}
