/**
 * Exporting a deck from the studio: print sheets (PDF, A4 or Letter, 3 mm bleed, crop marks, backs mirrored for
 * duplex), every face as PNG, and Tabletop Simulator deck sheets with their saved object. The faces come from the
 * engine's print layout and the sheet geometry from its sheets module, the same as `studio export`; the files leave
 * through the host's export call (a save dialog, or a download in the web edition). In the browser the faces are
 * painted by the canvas painter, so the PDF carries each face as a 300 dpi picture.
 */
import { deckFaces, type CardFaces } from '../../../../engine/rulesets/time-stories/print/deck-faces';
import { CARD, PAPERS, printPages, sheetLayout, ttsSavedObject, ttsSheets, type Paper } from '../../../../engine/rulesets/time-stories/print/sheets';
import { textOf, type Deck, type Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DocumentModel } from '../../../store/document-model';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';
import { loadDeckImage } from './deck-images';
import { faceCanvas, facePictures, type FaceImages } from './face-paint';
import { printAssets, type PrintAssets } from './print-assets';
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
const PT_PER_MM = 72 / MM_PER_INCH;

const states = new Map<string, Observable<ExportState>>();

export function exportState(docId: string): Observable<ExportState> {
  let s = states.get(docId);
  if (!s) states.set(docId, (s = observable<ExportState>({ busy: false, message: null, error: false })));
  return s;
}

const tick = () => new Promise((ok) => setTimeout(ok, 0));

function blobBytes(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Uint8Array> {
  return new Promise((ok, fail) =>
    canvas.toBlob(
      (b) => (b ? void b.arrayBuffer().then((a) => ok(new Uint8Array(a))) : fail(new Error('The picture could not be encoded.'))),
      type,
      quality,
    ),
  );
}

interface Prepared {
  cards: CardFaces[];
  assets: PrintAssets;
  images: FaceImages;
  missing: string[];
}

async function prepare(studio: Studio, doc: DocumentModel, deck: Deck, language: Language): Promise<Prepared> {
  const assets = await printAssets();
  const cards = deckFaces(deck, assets.measure, { language });
  const loaded = new Map<string, HTMLImageElement>();
  const missing: string[] = [];
  for (const p of facePictures(cards.flatMap((c) => [c.front, c.back]))) {
    const img = await loadDeckImage(studio, doc, p);
    if (img) loaded.set(p, img);
    else missing.push(p);
  }
  return { cards, assets, images: (p) => loaded.get(p), missing };
}

async function pdfBytes(p: Prepared, paper: Paper, title: string, progress: (n: number) => void): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Scenario Studio');
  const layout = sheetLayout({ paper });
  const px = PRINT_DPI / MM_PER_INCH;
  const embedded = new Map<string, Awaited<ReturnType<typeof pdf.embedJpg>>>();
  let done = 0;
  const image = async (i: number, side: 'front' | 'back') => {
    const key = `${i}:${side}`;
    let img = embedded.get(key);
    if (!img) {
      img = await pdf.embedJpg(await blobBytes(faceCanvas(p.cards[i][side], px, p.assets, p.images), 'image/jpeg', 0.92));
      embedded.set(key, img);
      progress(++done);
      await tick();
    }
    return img;
  };
  const { width: cw, height: ch } = { width: CARD.width + 2 * CARD.bleed, height: CARD.height + 2 * CARD.bleed };
  for (const page of printPages(p.cards.length, layout)) {
    const pdfPage = pdf.addPage([layout.width * PT_PER_MM, layout.height * PT_PER_MM]);
    const slots = page.side === 'front' ? layout.fronts : layout.backs;
    for (let k = 0; k < page.cards.length; k++) {
      const s = slots[k];
      pdfPage.drawImage(await image(page.cards[k], page.side), { x: s.x * PT_PER_MM, y: (layout.height - s.y - ch) * PT_PER_MM, width: cw * PT_PER_MM, height: ch * PT_PER_MM });
    }
    for (const m of layout.marks) {
      pdfPage.drawLine({ start: { x: m.x1 * PT_PER_MM, y: (layout.height - m.y1) * PT_PER_MM }, end: { x: m.x2 * PT_PER_MM, y: (layout.height - m.y2) * PT_PER_MM }, thickness: 0.25, color: rgb(0, 0, 0) });
    }
  }
  return pdf.save();
}

async function pngZip(p: Prepared, progress: (n: number) => void): Promise<Uint8Array> {
  const px = PRINT_DPI / MM_PER_INCH;
  const entries: ZipEntry[] = [];
  let done = 0;
  for (const c of p.cards) {
    const n = String(c.card.number).padStart(3, '0');
    for (const side of ['front', 'back'] as const) {
      entries.push({ name: `${n}-${side}.png`, data: await blobBytes(faceCanvas(c[side], px, p.assets, p.images), 'image/png') });
      progress(++done);
      await tick();
    }
  }
  return zipStore(entries);
}

async function ttsZip(p: Prepared, deck: Deck, title: string, progress: (n: number) => void): Promise<Uint8Array> {
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
        const face = faceCanvas(p.cards[i][side], s.cardWidth / CARD.width, p.assets, p.images, CARD.bleed);
        ctx.drawImage(face, (k % s.cols) * s.cardWidth, Math.floor(k / s.cols) * s.cardHeight, s.cardWidth, s.cardHeight);
        progress(++done);
      });
      await tick();
      entries.push({ name: `${side === 'front' ? 'faces' : 'backs'}-${s.index + 1}.png`, data: await blobBytes(canvas, 'image/png') });
    }
  }
  // TTS needs addresses it can load: names next to the JSON, to be replaced by file:/// or uploaded addresses.
  const saved = ttsSavedObject(
    title,
    sheets,
    p.cards.map((c) => ({ nickname: `${c.card.number} · ${c.card.label}`, description: `${title}, card ${c.card.number}` })),
    (i) => `faces-${i + 1}.png`,
    (i) => `backs-${i + 1}.png`,
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
    const total = p.cards.length * 2;
    const progress = (n: number) => state.set({ message: t('deck:export.progress', { n, total }) });
    let file: { name: string; mime: string; data: Uint8Array };
    if (kind === 'pdf-a4' || kind === 'pdf-letter') {
      const paper: Paper = kind === 'pdf-a4' ? 'a4' : 'letter';
      file = { name: `${deck.id}-${paper}.pdf`, mime: 'application/pdf', data: await pdfBytes(p, paper, title, progress) };
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
    state.set({ busy: false, message: notes.join(' '), error: false });
  } catch (e) {
    state.set({ busy: false, message: t('deck:export.failed', { reason: e instanceof Error ? e.message : String(e) }), error: true });
  }
}
