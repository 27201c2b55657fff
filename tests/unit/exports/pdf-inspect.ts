/**
 * Reads back what a generated PDF really says, with pdf-lib and a small content-stream interpreter (no poppler on
 * CI): document info, page boxes, the fonts each page uses and whether they are embedded, and every piece of text
 * with its Unicode (from the font's ToUnicode map) and its box on the page in points, y up, as a viewer places it.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
  type PDFPage,
} from 'pdf-lib';

export type Matrix = [number, number, number, number, number, number];

export interface PdfText {
  text: string;
  font: string;
  /** Box on the page in points, y up. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The text's rendering matrix on the page: a > 0 and d > 0 upright, both < 0 turned 180°. */
  matrix: Matrix;
}

export interface PdfFontInfo {
  baseFont: string;
  subtype: string;
  embedded: boolean;
}

export interface PdfPageInfo {
  width: number;
  height: number;
  mediaBox: number[];
  trimBox?: number[];
  bleedBox?: number[];
  fonts: PdfFontInfo[];
  texts: PdfText[];
  /** Every cm matrix the page concatenates, in order. */
  transforms: Matrix[];
}

export interface PdfInfo {
  title?: string;
  producer?: string;
  creator?: string;
  created?: Date;
  pages: PdfPageInfo[];
}

const mul = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]];

type Token = number | string | { name: string } | { hex: string } | Token[];

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  const stack: Token[][] = [out];
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) i++;
    else if (c === '%') while (i < src.length && src[i] !== '\n') i++;
    else if (c === '[') {
      const arr: Token[] = [];
      stack[stack.length - 1].push(arr);
      stack.push(arr);
      i++;
    } else if (c === ']') {
      stack.pop();
      i++;
    } else if (c === '<' && src[i + 1] !== '<') {
      const end = src.indexOf('>', i);
      stack[stack.length - 1].push({ hex: src.slice(i + 1, end).replace(/\s/g, '') });
      i = end + 1;
    } else if (c === '/') {
      const m = /^\/[^\s/[\]<>()]*/.exec(src.slice(i))![0];
      stack[stack.length - 1].push({ name: m.slice(1) });
      i += m.length;
    } else if (c === '(') {
      let depth = 0;
      let j = i;
      for (; j < src.length; j++) {
        if (src[j] === '\\') j++;
        else if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      stack[stack.length - 1].push({ hex: '' });
      i = j + 1;
    } else {
      const m = /^[^\s/[\]<>()%]+/.exec(src.slice(i))![0];
      const n = Number(m);
      stack[stack.length - 1].push(Number.isFinite(n) && /^[-+.\d]/.test(m) ? n : m);
      i += m.length;
    }
  }
  return out;
}

function streamText(doc: PDFDocument, contents: unknown): string {
  const streams: PDFStream[] = [];
  const add = (v: unknown) => {
    const o = v instanceof PDFRef ? doc.context.lookup(v) : v;
    if (o instanceof PDFArray) for (let i = 0; i < o.size(); i++) add(o.get(i));
    else if (o instanceof PDFStream) streams.push(o);
  };
  add(contents);
  return streams
    .map((s) => {
      const bytes = s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : (s as PDFStream).getContents();
      return Buffer.from(bytes).toString('latin1');
    })
    .join('\n');
}

interface FontReader {
  name: string;
  widths: Map<number, number>;
  defaultWidth: number;
  ascent: number;
  descent: number;
  unicode: Map<number, string>;
  info: PdfFontInfo;
}

function readFont(doc: PDFDocument, dict: PDFDict): FontReader {
  const baseFont = String(dict.get(PDFName.of('BaseFont'))).slice(1);
  const subtype = String(dict.get(PDFName.of('Subtype'))).slice(1);
  const widths = new Map<number, number>();
  let defaultWidth = 1000;
  let ascent = 800;
  let descent = -200;
  let embedded = false;
  const descendants = dict.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
  const cid = descendants ? (descendants.lookup(0, PDFDict) as PDFDict) : dict;
  const descriptor = cid.lookupMaybe(PDFName.of('FontDescriptor'), PDFDict);
  if (descriptor) {
    embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(PDFName.of(k)) !== undefined);
    ascent = (descriptor.lookupMaybe(PDFName.of('Ascent'), PDFNumber)?.asNumber() ?? ascent) as number;
    descent = (descriptor.lookupMaybe(PDFName.of('Descent'), PDFNumber)?.asNumber() ?? descent) as number;
  }
  const dw = cid.lookupMaybe(PDFName.of('DW'), PDFNumber);
  if (dw) defaultWidth = dw.asNumber();
  const w = cid.lookupMaybe(PDFName.of('W'), PDFArray);
  if (w) {
    for (let i = 0; i < w.size(); ) {
      const first = (w.lookup(i) as PDFNumber).asNumber();
      const next = w.lookup(i + 1);
      if (next instanceof PDFArray) {
        for (let k = 0; k < next.size(); k++) widths.set(first + k, (next.lookup(k) as PDFNumber).asNumber());
        i += 2;
      } else {
        const last = (next as PDFNumber).asNumber();
        const width = (w.lookup(i + 2) as PDFNumber).asNumber();
        for (let g = first; g <= last; g++) widths.set(g, width);
        i += 3;
      }
    }
  }
  const unicode = new Map<number, string>();
  const toUnicode = dict.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
  if (toUnicode) {
    const cmap = Buffer.from(toUnicode instanceof PDFRawStream ? decodePDFRawStream(toUnicode).decode() : toUnicode.getContents()).toString('latin1');
    const hexText = (h: string) => {
      let s = '';
      for (let i = 0; i < h.length; i += 4) s += String.fromCharCode(parseInt(h.slice(i, i + 4), 16));
      return s;
    };
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const m of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) unicode.set(parseInt(m[1], 16), hexText(m[2]));
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const m of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
        const lo = parseInt(m[1], 16);
        const hi = parseInt(m[2], 16);
        if (m[3].startsWith('[')) {
          const list = [...m[3].matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => hexText(x[1]));
          for (let g = lo; g <= hi; g++) unicode.set(g, list[g - lo]);
        } else {
          const base = hexText(m[3].slice(1, -1));
          for (let g = lo; g <= hi; g++) unicode.set(g, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + g - lo));
        }
      }
  }
  return { name: baseFont, widths, defaultWidth, ascent, descent, unicode, info: { baseFont, subtype, embedded } };
}

function readPage(doc: PDFDocument, page: PDFPage): PdfPageInfo {
  const fonts = new Map<string, FontReader>();
  const res = page.node.Resources();
  const fontDict = res?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const key of fontDict?.keys() ?? []) fonts.set(key.asString().slice(1), readFont(doc, fontDict!.lookup(key, PDFDict)));
  const box = (name: string) => {
    const a = page.node.lookupMaybe(PDFName.of(name), PDFArray);
    return a ? [0, 1, 2, 3].map((i) => (a.lookup(i) as PDFNumber).asNumber()) : undefined;
  };
  const tokens = tokenize(streamText(doc, page.node.get(PDFName.of('Contents'))));
  const texts: PdfText[] = [];
  const transforms: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  let tm: Matrix = [1, 0, 0, 1, 0, 0];
  let font: FontReader | undefined;
  let size = 1;
  const operands: Token[] = [];
  const num = (i: number) => operands[operands.length - i] as number;
  for (const t of tokens) {
    if (typeof t !== 'string') {
      operands.push(t);
      continue;
    }
    switch (t) {
      case 'q':
        stack.push(ctm);
        break;
      case 'Q':
        ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
        break;
      case 'cm': {
        const m: Matrix = [num(6), num(5), num(4), num(3), num(2), num(1)];
        transforms.push(m);
        ctm = mul(m, ctm);
        break;
      }
      case 'BT':
        tm = [1, 0, 0, 1, 0, 0];
        break;
      case 'Tm':
        tm = [num(6), num(5), num(4), num(3), num(2), num(1)];
        break;
      case 'Tf':
        font = fonts.get((operands[operands.length - 2] as { name: string }).name);
        size = num(1);
        break;
      case 'Tj': {
        const hex = (operands[operands.length - 1] as { hex: string }).hex;
        if (!font) break;
        let width = 0;
        let text = '';
        for (let i = 0; i < hex.length; i += 4) {
          const g = parseInt(hex.slice(i, i + 4), 16);
          width += font.widths.get(g) ?? font.defaultWidth;
          text += font.unicode.get(g) ?? '\ufffd';
        }
        const m = mul([size, 0, 0, size, 0, 0], mul(tm, ctm));
        const w = width / 1000;
        const corners = [apply(m, 0, font.descent / 1000), apply(m, w, font.descent / 1000), apply(m, 0, font.ascent / 1000), apply(m, w, font.ascent / 1000)];
        texts.push({
          text,
          font: font.name,
          x0: Math.min(...corners.map((c) => c[0])),
          x1: Math.max(...corners.map((c) => c[0])),
          y0: Math.min(...corners.map((c) => c[1])),
          y1: Math.max(...corners.map((c) => c[1])),
          matrix: m,
        });
        break;
      }
    }
    operands.length = 0;
  }
  return {
    width: page.getWidth(),
    height: page.getHeight(),
    mediaBox: box('MediaBox')!,
    trimBox: box('TrimBox'),
    bleedBox: box('BleedBox'),
    fonts: [...fonts.values()].map((f) => f.info),
    texts,
    transforms,
  };
}

export async function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return {
    title: doc.getTitle(),
    producer: doc.getProducer(),
    creator: doc.getCreator(),
    created: doc.getCreationDate(),
    pages: doc.getPages().map((p) => readPage(doc, p)),
  };
}

/** Points per millimetre. */
export const PT = 72 / 25.4;
