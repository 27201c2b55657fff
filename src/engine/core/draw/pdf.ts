/**
 * The one PDF writer: display lists painted as vectors with pdf-lib, for decks and maps alike, from the CLI and from
 * the studio (desktop and web). Pure — fonts, icons and pictures come in through `PdfResources` — so both hosts
 * write the same bytes for the same input.
 *
 * Every text is set in the shipped DejaVu faces, embedded as subsets named with the `ABCDEF+` tag PDF/X preflight
 * expects (the tag is derived from the subset, so the same content gives the same file); characters no shipped face
 * has are replaced and reported in `missing`. Metadata is real: Title, Producer, Creator, and CreationDate as the
 * caller says (the CLI passes the time of the export).
 */
import fontkit from '@pdf-lib/fontkit';
import {
  LineCapStyle,
  LineJoinStyle,
  PDFDocument,
  PDFName,
  appendBezierCurve,
  beginText,
  clip,
  closePath,
  concatTransformationMatrix,
  drawSvgPath,
  endPath,
  endText,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setDashPattern,
  setFillingRgbColor,
  setFontAndSize,
  setGraphicsState,
  setLineCap,
  setLineJoin,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  setTextRenderingMode,
  showText,
  stroke,
  TextRenderingMode,
  drawObject,
  type PDFFont,
  type PDFImage,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { baselineY, runsWidth, textRuns, textStartX, type FontId, type Prim, type Transform } from './display';
import type { IconSet } from './icons';
import { printablePrims } from './printable';
import type { Typefaces } from './typefaces';

/** Points per millimetre. */
export const PT_PER_MM = 72 / 25.4;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PdfLayer {
  prims: readonly Prim[];
  /** From the list's units to page millimetres, origin at the page's top-left corner, y down. */
  transform: Transform;
  /** Cut everything of this layer to this page rectangle (mm). */
  clip?: Rect;
}

export interface PdfPage {
  /** Width and height in mm. */
  size: [number, number];
  layers: PdfLayer[];
  /** Page rectangles (mm, from the top-left corner) print-shop tools read: where to cut, how far the bleed goes. */
  trimBox?: Rect;
  bleedBox?: Rect;
}

export interface PdfInfo {
  title: string;
  subject?: string;
  keywords?: string[];
  /** BCP 47, e.g. "de". */
  language?: string;
  /** When the file was made: the time of the export (tests pass a fixed date). */
  created: Date;
}

export interface PictureBytes {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

export interface PdfResources {
  typefaces: Typefaces;
  icons: IconSet;
  /** The bytes of a picture a list names; undefined leaves it out. */
  picture?(path: string): Promise<PictureBytes | undefined> | PictureBytes | undefined;
  /** Called after each page; awaited, so a browser can let the page breathe between sheets. */
  progress?(done: number, total: number): void | Promise<void>;
}

export interface PdfResult {
  bytes: Uint8Array;
  /** Characters no shipped face has, printed as a replacement. */
  missing: string[];
}

export const PRODUCER = 'Scenario Studio (pdf-lib)';

function colour(hex: string): [number, number, number] {
  const h = hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
  const n = parseInt(h.slice(1, 7), 16);
  if (!Number.isFinite(n)) return [0, 0, 0];
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

function fillColour(hex: string) {
  const [r, g, b] = colour(hex);
  return setFillingRgbColor(r, g, b);
}

function strokeColour(hex: string) {
  const [r, g, b] = colour(hex);
  return setStrokingRgbColor(r, g, b);
}

/** FNV-1a over a string, with a seed. */
function hash(text: string, seed: number): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** Six capital letters naming a subset (PDF 32000-1, 9.6.4): the same characters give the same tag. */
export function subsetTag(font: string, characters: string): string {
  let a = hash(`${font}\u0000${characters}`, 2166136261);
  let b = hash(characters, a ^ 0x9e3779b9);
  let tag = '';
  for (let i = 0; i < 6; i++) {
    const src = i < 3 ? a : b;
    tag += String.fromCharCode(65 + (src % 26));
    if (i < 3) a = Math.floor(a / 26);
    else b = Math.floor(b / 26);
  }
  return tag;
}

const K = 0.5522847498;

function circlePath(cx: number, cy: number, r: number): PDFOperator[] {
  const k = K * r;
  return [
    moveTo(cx + r, cy),
    appendBezierCurve(cx + r, cy + k, cx + k, cy + r, cx, cy + r),
    appendBezierCurve(cx - k, cy + r, cx - r, cy + k, cx - r, cy),
    appendBezierCurve(cx - r, cy - k, cx - k, cy - r, cx, cy - r),
    appendBezierCurve(cx + k, cy - r, cx + r, cy - k, cx + r, cy),
    closePath(),
  ];
}

function roundRectPath(x: number, y: number, w: number, h: number, radius: number): PDFOperator[] {
  const r = Math.min(radius, w / 2, h / 2);
  const k = K * r;
  return [
    moveTo(x + r, y),
    lineTo(x + w - r, y),
    appendBezierCurve(x + w - r + k, y, x + w, y + r - k, x + w, y + r),
    lineTo(x + w, y + h - r),
    appendBezierCurve(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h),
    lineTo(x + r, y + h),
    appendBezierCurve(x + r - k, y + h, x, y + h - r + k, x, y + h - r),
    lineTo(x, y + r),
    appendBezierCurve(x, y + r - k, x + r - k, y, x + r, y),
    closePath(),
  ];
}

const CAPS = { butt: LineCapStyle.Butt, round: LineCapStyle.Round, square: LineCapStyle.Projecting };

/** Paints one page's display lists into its content stream. */
class PagePainter {
  private readonly ops: PDFOperator[] = [];
  private readonly states = new Map<number, PDFName>();
  private readonly fontKeys = new Map<FontId, PDFName>();
  private readonly imageKeys = new Map<string, PDFName>();

  constructor(
    private readonly page: PDFPage,
    private readonly doc: WriterDoc,
  ) {}

  private alpha(a: number): PDFName | undefined {
    if (a >= 1) return undefined;
    let key = this.states.get(a);
    if (!key) {
      key = this.page.node.newExtGState('GS', this.doc.extGState(a));
      this.states.set(a, key);
    }
    return key;
  }

  private font(id: FontId): PDFName {
    let key = this.fontKeys.get(id);
    if (!key) {
      const f = this.doc.font(id);
      key = this.page.node.newFontDictionary(f.name, f.ref);
      this.fontKeys.set(id, key);
    }
    return key;
  }

  private image(path: string, img: PDFImage): PDFName {
    let key = this.imageKeys.get(path);
    if (!key) {
      key = this.page.node.newXObject('Image', img.ref);
      this.imageKeys.set(path, key);
    }
    return key;
  }

  layer(l: PdfLayer): void {
    const o = this.ops;
    o.push(pushGraphicsState());
    if (l.clip) o.push(rectangle(l.clip.x, l.clip.y, l.clip.w, l.clip.h), clip(), endPath());
    // eslint-disable-next-line studio/no-unbounded-spread -- a 6-number matrix
    o.push(concatTransformationMatrix(...l.transform));
    for (const p of l.prims) this.prim(p);
    o.push(popGraphicsState());
  }

  private prim(p: Prim): void {
    const o = this.ops;
    if (p.t === 'clip') {
      o.push(pushGraphicsState(), rectangle(p.x, p.y, p.w, p.h), clip(), endPath());
      return;
    }
    if (p.t === 'unclip') {
      o.push(popGraphicsState());
      return;
    }
    const a = 'alpha' in p ? (p.alpha ?? 1) : 1;
    if (a <= 0) return;
    o.push(pushGraphicsState());
    const gs = this.alpha(a);
    if (gs) o.push(setGraphicsState(gs));
    if (p.t === 'text') this.text(p);
    else if (p.t === 'icon') this.icon(p);
    else if (p.t === 'image') this.picture(p);
    else this.shape(p);
    o.push(popGraphicsState());
  }

  private shape(p: Extract<Prim, { t: 'rect' | 'circle' | 'poly' }>): void {
    const o = this.ops;
    if (p.t === 'rect') {
      if (p.radius) for (const op of roundRectPath(p.x, p.y, p.w, p.h, p.radius)) o.push(op);
      else o.push(rectangle(p.x, p.y, p.w, p.h));
    } else if (p.t === 'circle') {
      for (const op of circlePath(p.x, p.y, p.radius)) o.push(op);
    } else {
      if (p.points.length < 4) return;
      o.push(moveTo(p.points[0], p.points[1]));
      for (let i = 2; i + 1 < p.points.length; i += 2) o.push(lineTo(p.points[i], p.points[i + 1]));
      if (p.closed) o.push(closePath());
    }
    if (p.fill) o.push(fillColour(p.fill));
    if (p.stroke) {
      o.push(
        strokeColour(p.stroke.color),
        setLineWidth(p.stroke.width),
        setLineCap(CAPS[p.stroke.cap ?? 'butt']),
        setLineJoin(LineJoinStyle.Round),
        setDashPattern(p.stroke.dash ?? [], 0),
      );
    }
    o.push(p.fill && p.stroke ? fillAndStroke() : p.fill ? fill() : p.stroke ? stroke() : endPath());
  }

  private text(p: Extract<Prim, { t: 'text' }>): void {
    const o = this.ops;
    const runs = textRuns(p);
    const measure = this.doc.typefaces.measure;
    const y = baselineY(p);
    const start = textStartX(p, runsWidth(runs, p.size, measure));
    const passes: ('halo' | 'fill')[] = p.halo ? ['halo', 'fill'] : ['fill'];
    for (const pass of passes) {
      if (pass === 'halo') {
        o.push(
          strokeColour(p.halo!),
          setLineWidth(p.size * 0.25),
          setLineJoin(LineJoinStyle.Round),
          setDashPattern([], 0),
        );
      } else o.push(fillColour(p.fill));
      o.push(beginText(), setTextRenderingMode(pass === 'halo' ? TextRenderingMode.Outline : TextRenderingMode.Fill));
      let x = start;
      for (const r of runs) {
        // The page is y-down; the text matrix turns glyphs upright again.
        o.push(setFontAndSize(this.font(r.font), p.size), setTextMatrix(1, 0, 0, -1, x, y));
        o.push(showText(this.doc.font(r.font).encodeText(r.text)));
        x += measure(r.text, r.font, p.size);
      }
      o.push(endText());
    }
  }

  private icon(p: Extract<Prim, { t: 'icon' }>): void {
    const paths = this.doc.icons.paths(p.name) ?? (p.fallback ? this.doc.icons.paths(p.fallback) : undefined);
    if (!paths) return;
    const [r, g, b] = colour(p.fill);
    // drawSvgPath flips y for an upward page; in this y-down space flip once more around the icon's origin.
    this.ops.push(concatTransformationMatrix(1, 0, 0, -1, 0, 0));
    for (const d of paths)
      for (const op of drawSvgPath(d, { x: p.x, y: -p.y, scale: p.size / 512, color: rgb(r, g, b), borderColor: undefined, borderWidth: 0 }))
        this.ops.push(op);
  }

  private picture(p: Extract<Prim, { t: 'image' }>): void {
    const img = this.doc.picture(p.path);
    if (!img) return;
    const c = p.crop ?? { x: 0, y: 0, w: 1, h: 1 };
    // Scale the whole picture so that the cropped part fills the box, then cut the box out of it.
    const fullW = p.w / c.w;
    const fullH = p.h / c.h;
    const x = p.x - c.x * fullW;
    const y = p.y - c.y * fullH;
    this.ops.push(
      rectangle(p.x, p.y, p.w, p.h),
      clip(),
      endPath(),
      concatTransformationMatrix(fullW, 0, 0, -fullH, x, y + fullH),
      drawObject(this.image(p.path, img)),
    );
  }

  finish(): void {
    const h = this.page.getHeight();
    this.page.pushOperators(
      pushGraphicsState(),
      // Millimetres from the top-left corner, y down, like every display list's target.
      concatTransformationMatrix(PT_PER_MM, 0, 0, -PT_PER_MM, 0, h),
    );
    // Pushed in slices: a page of a large map holds tens of thousands of operators.
    // eslint-disable-next-line studio/no-unbounded-spread -- 4,096 operators a call at most
    for (let i = 0; i < this.ops.length; i += 4096) this.page.pushOperators(...this.ops.slice(i, i + 4096));
    this.page.pushOperators(popGraphicsState());
  }
}

interface WriterDoc {
  typefaces: Typefaces;
  icons: IconSet;
  font(id: FontId): PDFFont;
  extGState(alpha: number): PDFRef;
  picture(path: string): PDFImage | undefined;
}

/** Writes pages of display lists as one PDF. */
export async function writePdf(pages: readonly PdfPage[], info: PdfInfo, res: PdfResources): Promise<PdfResult> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const missing = new Set<string>();
  const covers = res.typefaces.covers;
  // First make every text printable and see which characters each face must carry.
  const ready = pages.map((page) => ({
    ...page,
    layers: page.layers.map((l) => ({ ...l, prims: printablePrims(l.prims, covers, missing) })),
  }));
  const used = new Map<FontId, Set<string>>();
  const pictures = new Set<string>();
  for (const page of ready)
    for (const l of page.layers)
      for (const p of l.prims) {
        if (p.t === 'image') pictures.add(p.path);
        if (p.t !== 'text') continue;
        for (const r of textRuns(p)) {
          let set = used.get(r.font);
          if (!set) used.set(r.font, (set = new Set()));
          for (const ch of r.text) set.add(ch);
        }
      }

  pdf.registerFontkit(fontkit);
  const fonts = new Map<FontId, PDFFont>();
  for (const [id, chars] of used) {
    const name = res.typefaces.postscriptName(id);
    const tag = subsetTag(name, [...chars].sort().join(''));
    fonts.set(id, await pdf.embedFont(res.typefaces.bytes[id], { subset: true, customName: `${tag}+${name}` }));
  }
  const images = new Map<string, PDFImage>();
  for (const path of pictures) {
    const bytes = await res.picture?.(path);
    if (!bytes) continue;
    images.set(path, bytes.type === 'png' ? await pdf.embedPng(bytes.bytes) : await pdf.embedJpg(bytes.bytes));
  }
  const states = new Map<number, PDFRef>();
  const doc: WriterDoc = {
    typefaces: res.typefaces,
    icons: res.icons,
    font: (id) => fonts.get(id)!,
    picture: (path) => images.get(path),
    extGState(alpha) {
      let ref = states.get(alpha);
      if (!ref) {
        ref = pdf.context.register(pdf.context.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }));
        states.set(alpha, ref);
      }
      return ref;
    },
  };

  let done = 0;
  for (const spec of ready) {
    const [w, h] = spec.size;
    const page = pdf.addPage([w * PT_PER_MM, h * PT_PER_MM]);
    const box = (r: Rect) => [r.x * PT_PER_MM, (h - r.y - r.h) * PT_PER_MM, r.w * PT_PER_MM, r.h * PT_PER_MM] as const;
    // eslint-disable-next-line studio/no-unbounded-spread -- a 4-number box
    if (spec.bleedBox) page.setBleedBox(...box(spec.bleedBox));
    // eslint-disable-next-line studio/no-unbounded-spread -- a 4-number box
    if (spec.trimBox) page.setTrimBox(...box(spec.trimBox));
    const painter = new PagePainter(page, doc);
    for (const l of spec.layers) painter.layer(l);
    painter.finish();
    await res.progress?.(++done, ready.length);
  }

  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  if (info.subject) pdf.setSubject(info.subject);
  if (info.keywords) pdf.setKeywords(info.keywords);
  if (info.language) pdf.setLanguage(info.language);
  pdf.setProducer(PRODUCER);
  pdf.setCreator('Scenario Studio');
  pdf.setCreationDate(info.created);
  pdf.setModificationDate(info.created);
  return { bytes: await pdf.save({ useObjectStreams: false }), missing: [...missing] };
}
