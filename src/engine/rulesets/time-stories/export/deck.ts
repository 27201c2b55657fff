/** Exports a deck: print sheets (PDF), every face (PNG), Tabletop Simulator deck sheets and their saved object. */
import { facePictures, type Face } from '../../../core/draw/display';
import { paintFace } from '../../../core/draw/paint';
import { printablePrims } from '../../../core/draw/printable';
import { withDpi } from '../../../core/draw/png';
import { unprintableMessage } from '../../../core/draw/unprintable';
import type { ExportHost, ExportOptions, KindExporter } from '../../../export';
import { deckFaces } from '../print/deck-faces';
import { DECK_PDF_SUBJECT, deckPdfPages } from '../print/deck-pdf';
import { CARD, PAPERS, sheetLayout, ttsImageAddress, ttsSavedObject, ttsSheets } from '../print/sheets';
import { textOf, type Deck } from '../rules/deck';

/** Every picture a deck names, so a missing file is reported before anything is drawn. */
export function deckImages(doc: Deck): string[] {
  const found = new Set<string>();
  JSON.stringify(doc, (key, value) => {
    if ((key === 'image' || key === 'back' || key === 'panorama') && typeof value === 'string') found.add(value);
    return value;
  });
  return [...found];
}

/**
 * One face as a PNG at `dpi`: with its bleed (print shops), or cut at the trim line (screens, TTS). The face fills
 * every pixel: its size rarely is a whole number of pixels, so it is stretched by the fraction of a pixel that
 * rounding adds rather than leaving the last column half painted.
 */
export async function facePng(host: ExportHost, face: Face, dpi: number, trim = false): Promise<Uint8Array> {
  const k = dpi / 25.4;
  const w = trim ? CARD.width : face.width;
  const h = trim ? CARD.height : face.height;
  const width = Math.round(w * k);
  const height = Math.round(h * k);
  const png = await host.png(
    width,
    height,
    (ctx, env) => {
      ctx.scale(width / w, height / h);
      if (trim) ctx.translate(-CARD.bleed, -CARD.bleed);
      paintFace(ctx, face, env);
    },
    { pictures: facePictures([face]), strictIcons: true },
  );
  return withDpi(png, dpi);
}

/** A sheet of faces cut at the trim line, in a grid (Tabletop Simulator deck sheets). */
function sheetPng(host: ExportHost, faces: Face[], cols: number, rows: number, cardWidthPx: number, cardHeightPx: number): Promise<Uint8Array> {
  return host.png(
    cols * cardWidthPx,
    rows * cardHeightPx,
    (ctx, env) => {
      for (const [i, face] of faces.entries()) {
        ctx.save();
        ctx.translate((i % cols) * cardWidthPx, Math.floor(i / cols) * cardHeightPx);
        ctx.beginPath();
        ctx.rect(0, 0, cardWidthPx, cardHeightPx);
        ctx.clip();
        ctx.scale(cardWidthPx / CARD.width, cardHeightPx / CARD.height);
        ctx.translate(-CARD.bleed, -CARD.bleed);
        paintFace(ctx, face, env);
        ctx.restore();
      }
    },
    { pictures: facePictures(faces), strictIcons: true },
  );
}

export const deckExporter: KindExporter = {
  async run(document: unknown, req: ExportOptions, host: ExportHost) {
    const doc = document as Deck;
    const absent = deckImages(doc).filter((p) => !host.exists(p));
    if (absent.length)
      throw new Error(`missing picture${absent.length > 1 ? 's' : ''} (paths are relative to the deck file): ${absent.join(', ')}`);
    const language = req.language ?? doc.style?.language ?? doc.language ?? 'en';
    const unprintable = new Set<string>();
    const fix = (f: Face): Face => ({ ...f, prims: printablePrims(f.prims, host.covers, unprintable) });
    const cards = deckFaces(doc, host.measure, { language }).map((c) => ({ ...c, front: fix(c.front), back: fix(c.back) }));
    const title = textOf(doc.title, language);
    const notes: string[] = [];
    if (req.formats.includes('pdf')) {
      const layout = sheetLayout({ paper: req.paper, duplex: req.duplex });
      const { bytes } = await host.pdf(deckPdfPages(cards, layout), { title: title || doc.id, subject: DECK_PDF_SUBJECT, language }, { pictures: true });
      host.write(`${doc.id}-${req.paper}.pdf`, bytes);
      notes.push(
        `${cards.length} cards on ${PAPERS[req.paper].name}, fronts then backs mirrored for ${req.duplex ?? 'long-edge'} duplex printing${layout.backRotation ? ' (backs turned so that cards come out as from long-edge duplex)' : ''}; print at 100 % (no "fit to page").`,
      );
    }
    if (req.formats.includes('png')) {
      const dpi = req.dpi ?? 300;
      for (const c of cards) {
        const n = String(c.card.number).padStart(3, '0');
        for (const side of ['front', 'back'] as const) host.write(`${doc.id}-png/${n}-${side}.png`, await facePng(host, c[side], dpi));
      }
      notes.push(`${cards.length * 2} faces at ${dpi} dpi with 3 mm bleed.`);
    }
    if (req.formats.includes('tts')) {
      const dir = `${doc.id}-tts`;
      const sheets = ttsSheets(cards.length);
      const paths = req.ttsPaths ?? 'plain';
      // The saved object names each sheet by where it was written: TTS reads the images from there.
      const written = { front: new Map<number, string>(), back: new Map<number, string>() };
      for (const s of sheets) {
        for (const side of ['front', 'back'] as const) {
          const faces = s.cards.map((i) => cards[i][side]);
          const name = `${dir}/${side === 'front' ? 'faces' : 'backs'}-${s.index + 1}.png`;
          written[side].set(s.index, host.write(name, await sheetPng(host, faces, s.cols, s.rows, s.cardWidth, s.cardHeight)));
        }
      }
      const saved = ttsSavedObject(
        title,
        sheets,
        cards.map((c) => ({ nickname: `${c.card.number} · ${c.card.label}`, description: `${title}, card ${c.card.number}` })),
        (i) => ttsImageAddress(written.front.get(i) ?? '', paths),
        (i) => ttsImageAddress(written.back.get(i) ?? '', paths),
        doc.id,
      );
      host.write(`${dir}/${doc.id}.tts.json`, JSON.stringify(saved, null, 2) + '\n');
      notes.push(
        `${sheets.length} Tabletop Simulator sheet pair${sheets.length > 1 ? 's' : ''}; copy ${doc.id}.tts.json into TTS's "Saved Objects" folder (the images are referenced by ${paths === 'plain' ? 'their path on this computer' : 'file:/// address'}; upload them and replace the addresses to share the deck).`,
      );
    }
    if (unprintable.size) notes.push(unprintableMessage(doc, unprintable));
    return { notes };
  },
};
