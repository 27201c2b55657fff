/**
 * Exporting a deck from the studio: print sheets (PDF, A4 or Letter, 3 mm bleed, crop marks, backs mirrored for
 * duplex), every face as PNG, and Tabletop Simulator deck sheets with their saved object. The faces come from the
 * engine's print layout measured with the shipped fonts, the PDF from the engine's one PDF writer (vector pages, fonts
 * embedded: the same file `studio export` writes), the PNGs from the engine's painter on a canvas with the same fonts.
 * The files leave through the host's export call (a save dialog, or a download in the web edition).
 */
import { facePictures, type Face } from '../../../../engine/core/draw/display';
import { withDpi } from '../../../../engine/core/draw/png';
import { pictureType } from '../../../../engine/core/draw/pictures';
import { printablePrims } from '../../../../engine/core/draw/printable';
import { paintFace } from '../../../../engine/core/draw/paint';
import type { Canvas2D } from '../../../../engine/core/draw/paint';
import { deckFaces, type CardFaces } from '../../../../engine/rulesets/time-stories/print/deck-faces';
import { DECK_PDF_SUBJECT, deckPdfPages } from '../../../../engine/rulesets/time-stories/print/deck-pdf';
import { CARD, PAPERS, sheetLayout, ttsSavedObject, ttsSheets, type Paper } from '../../../../engine/rulesets/time-stories/print/sheets';
import { textOf, type Deck, type Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DocumentModel } from '../../../store/document-model';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';
import { exportAssets, type ExportAssets } from '../../../print/export-assets';
import { unprintableText } from '../../../print/unprintable-text';
import { deckImageFile, loadDeckImage } from './deck-images';
import { zipStore, type ZipEntry } from './zip-store';

export type ExportKind = 'pdf-a4' | 'pdf-letter' | 'png' | 'tts';

export interface ExportState {
  busy: boolean;
  /** Progress or the result, for the designer. */
  message: string | null;
  error: boolean;
}

const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;

const states = new Map<string, Observable<ExportState>>();

export function exportState(docId: string): Observable<ExportState> {
  let s = states.get(docId);
  if (!s) states.set(docId, (s = observable<ExportState>({ busy: false, message: null, error: false })));
  return s;
}

const tick = () => new Promise((ok) => setTimeout(ok, 0));

function blobBytes(canvas: HTMLCanvasElement, type: string): Promise<Uint8Array> {
  return new Promise((ok, fail) =>
    canvas.toBlob((b) => (b ? void b.arrayBuffer().then((a) => ok(new Uint8Array(a))) : fail(new Error('The picture could not be encoded.'))), type),
  );
}

interface Prepared {
  cards: CardFaces[];
  assets: ExportAssets;
  images: Map<string, HTMLImageElement>;
  missing: string[];
  /** Characters no shipped font has (printed as a replacement mark). */
  unprintable: Set<string>;
}

async function prepare(studio: Studio, doc: DocumentModel, deck: Deck, language: Language): Promise<Prepared> {
  const assets = await exportAssets();
  const unprintable = new Set<string>();
  const fix = (f: Face): Face => ({ ...f, prims: printablePrims(f.prims, assets.typefaces.covers, unprintable) });
  const cards = deckFaces(deck, assets.typefaces.measure, { language }).map((c) => ({ ...c, front: fix(c.front), back: fix(c.back) }));
  const images = new Map<string, HTMLImageElement>();
  const missing: string[] = [];
  for (const p of facePictures(cards.flatMap((c) => [c.front, c.back]))) {
    const img = await loadDeckImage(studio, doc, p);
    if (img) images.set(p, img);
    else missing.push(p);
  }
  return { cards, assets, images, missing, unprintable };
}

/**
 * A face on a canvas of its own at `dpi`, optionally cut at the trim line. The face fills every pixel: its size is
 * rarely a whole number of pixels, so it is stretched by the fraction of a pixel rounding adds.
 */
function faceCanvas(p: Prepared, face: Face, widthPx: number, heightPx: number, trim = 0): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = heightPx;
  const ctx = canvas.getContext('2d')!;
  const w = face.width - 2 * trim;
  const h = face.height - 2 * trim;
  ctx.setTransform(widthPx / w, 0, 0, heightPx / h, (-trim * widthPx) / w, (-trim * heightPx) / h);
  const env = p.assets.paintEnv((path) => {
    const img = p.images.get(path);
    return img ? { source: img, width: img.naturalWidth, height: img.naturalHeight } : undefined;
  });
  paintFace(ctx as unknown as Canvas2D, face, env);
  return canvas;
}

async function pictureBytes(studio: Studio, doc: DocumentModel, path: string) {
  const file = await deckImageFile(studio, doc, path);
  if (!file) return undefined;
  const bytes = file.data as Uint8Array;
  const type = pictureType(bytes);
  return type ? { bytes, type } : undefined;
}

async function pdfBytes(studio: Studio, doc: DocumentModel, p: Prepared, paper: Paper, title: string, language: Language, progress: (n: number, total: number) => void): Promise<Uint8Array> {
  const { writePdf } = await import('../../../../engine/core/draw/pdf');
  const layout = sheetLayout({ paper });
  const result = await writePdf(
    deckPdfPages(p.cards, layout),
    { title, subject: DECK_PDF_SUBJECT, language, created: new Date() },
    {
      typefaces: p.assets.typefaces,
      icons: p.assets.icons,
      picture: (path) => pictureBytes(studio, doc, path),
      progress: async (done, total) => {
        progress(done, total);
        await tick();
      },
    },
  );
  return result.bytes;
}

async function pngZip(p: Prepared, progress: (n: number, total: number) => void): Promise<Uint8Array> {
  const px = PRINT_DPI / MM_PER_INCH;
  const entries: ZipEntry[] = [];
  let done = 0;
  for (const c of p.cards) {
    const n = String(c.card.number).padStart(3, '0');
    for (const side of ['front', 'back'] as const) {
      const face = c[side];
      const canvas = faceCanvas(p, face, Math.round(face.width * px), Math.round(face.height * px));
      entries.push({ name: `${n}-${side}.png`, data: withDpi(await blobBytes(canvas, 'image/png'), PRINT_DPI) });
      progress(++done, p.cards.length * 2);
      await tick();
    }
  }
  return zipStore(entries);
}

async function ttsZip(p: Prepared, deck: Deck, title: string, progress: (n: number, total: number) => void): Promise<Uint8Array> {
  const sheets = ttsSheets(p.cards.length);
  const entries: ZipEntry[] = [];
  let done = 0;
  for (const s of sheets) {
    for (const side of ['front', 'back'] as const) {
      const canvas = document.createElement('canvas');
      canvas.width = s.width;
      canvas.height = s.height;
      const ctx = canvas.getContext('2d')!;
      s.cards.forEach((i, k) => {
        const face = faceCanvas(p, p.cards[i][side], s.cardWidth, s.cardHeight, CARD.bleed);
        ctx.drawImage(face, (k % s.cols) * s.cardWidth, Math.floor(k / s.cols) * s.cardHeight);
        progress(++done, p.cards.length * 2);
      });
      await tick();
      entries.push({ name: `${side === 'front' ? 'faces' : 'backs'}-${s.index + 1}.png`, data: await blobBytes(canvas, 'image/png') });
    }
  }
  // The web edition cannot know where the images will be: bare file names, which TTS finds in its Mods/Images folder
  // (or replace them by the uploaded addresses).
  const saved = ttsSavedObject(
    title,
    sheets,
    p.cards.map((c) => ({ nickname: `${c.card.number} · ${c.card.label}`, description: `${title}, card ${c.card.number}` })),
    (i) => `faces-${i + 1}.png`,
    (i) => `backs-${i + 1}.png`,
    deck.id,
  );
  entries.push({ name: `${deck.id}.tts.json`, data: new TextEncoder().encode(JSON.stringify(saved, null, 2) + '\n') });
  return zipStore(entries);
}

/** Runs one export and reports progress and the outcome in `exportState(doc.id)`. */
export async function runExport(studio: Studio, doc: DocumentModel, deck: Deck, kind: ExportKind, language: Language): Promise<void> {
  const state = exportState(doc.id);
  if (state.get().busy) return;
  const t = studio.t;
  state.set({ busy: true, message: t('deck:export.preparing'), error: false });
  try {
    const p = await prepare(studio, doc, deck, language);
    const title = textOf(deck.title, language) || deck.id;
    const progress = (n: number, total: number) => state.set({ busy: true, message: t('deck:export.progress', { n, total }), error: false });
    let file: { name: string; mime: string; data: Uint8Array };
    if (kind === 'pdf-a4' || kind === 'pdf-letter') {
      const paper: Paper = kind === 'pdf-a4' ? 'a4' : 'letter';
      file = { name: `${deck.id}-${paper}.pdf`, mime: 'application/pdf', data: await pdfBytes(studio, doc, p, paper, title, language, (n, total) => state.set({ busy: true, message: t('deck:export.pages', { n, total }), error: false })) };
    } else if (kind === 'png') {
      file = { name: `${deck.id}-faces.zip`, mime: 'application/zip', data: await pngZip(p, progress) };
    } else {
      file = { name: `${deck.id}-tts.zip`, mime: 'application/zip', data: await ttsZip(p, deck, title, progress) };
    }
    const result = await studio.host.export({ suggestedName: file.name, mime: file.mime, data: file.data });
    if (!result.ok) {
      state.set({ busy: false, message: result.error.code === 'cancelled' ? null : result.error.message, error: result.error.code !== 'cancelled' });
      return;
    }
    const notes = [t(`deck:export.done.${kind.startsWith('pdf') ? 'pdf' : kind}`, { name: result.value.name, cards: t('deck:count.cards', { count: p.cards.length }), paper: kind.startsWith('pdf') ? PAPERS[kind === 'pdf-a4' ? 'a4' : 'letter'].name : '' })];
    if (p.missing.length) notes.push(t('deck:export.missing', { list: p.missing.join(', ') }));
    if (p.unprintable.size) notes.push(unprintableText(t, deck, [...p.unprintable], 'deck:export.unprintable'));
    state.set({ busy: false, message: notes.join(' '), error: false });
  } catch (e) {
    state.set({ busy: false, message: t('deck:export.failed', { reason: e instanceof Error ? e.message : String(e) }), error: true });
  }
}
