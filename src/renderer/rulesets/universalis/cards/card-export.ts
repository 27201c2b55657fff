/**
 * Printing unit cards from the studio: a PDF of poker-size cards on A4 or Letter (3 mm bleed, crop marks, backs
 * mirrored on the following page for duplex) through the engine's one PDF writer (vector pages, the shipped fonts
 * embedded: src/engine/core/draw/pdf.ts), or every face as a 300 dpi PNG in a zip painted by the engine's painter
 * with the same fonts. Every text is first made printable with the shipped fonts; what none has is replaced and
 * reported. Files leave through the host's export.
 */
import type { UnitCard, UnitCards } from '../../../../engine/generated/types/units';
import type { Face } from '../../../../engine/core/draw/display';
import { paintFace, type Canvas2D } from '../../../../engine/core/draw/paint';
import { withDpi } from '../../../../engine/core/draw/png';
import { printablePrims } from '../../../../engine/core/draw/printable';
import { exportAssets, type ExportAssets } from '../../../print/export-assets';
import { zipStore, type ZipEntry } from '../../../print/zip-store';
import { cardBack, cardFront } from './card-faces';
import { cardPdfPages, cardSheet, type Paper } from './card-sheets';
import { cardWordsFor } from './card-words';

const DPI = 300;
const PX_PER_MM = DPI / 25.4;

export const CARDS_PDF_SUBJECT =
  'Universalis unit cards made with Scenario Studio: poker size with 3 mm bleed and crop marks, each page of fronts followed by its backs mirrored for long-edge duplex. Pictures: game-icons.net (CC BY 3.0). Fonts: DejaVu (Bitstream Vera licence).';

const tick = () => new Promise((ok) => setTimeout(ok, 0));

function bytes(canvas: HTMLCanvasElement, type: string): Promise<Uint8Array> {
  return new Promise((ok, fail) =>
    canvas.toBlob(
      (b) =>
        b
          ? void b.arrayBuffer().then((a) => ok(new Uint8Array(a)))
          : fail(new Error('The picture could not be encoded.')),
      type,
    ),
  );
}

export interface CardFacePair {
  card: UnitCard;
  front: Face;
  back: Face;
}

export interface PrintResult {
  data: Uint8Array;
  /** Characters of the cards' texts no shipped font has (printed as a replacement mark). */
  missing: string[];
}

/** The faces as printed: measured with the shipped fonts, every character one of them has. */
function printedFaces(
  assets: ExportAssets,
  units: UnitCards,
  cards: readonly UnitCard[],
  language: string,
  missing: Set<string>,
): CardFacePair[] {
  const words = cardWordsFor(language);
  const measure = assets.typefaces.measure;
  const fix = (f: Face): Face => ({ ...f, prims: printablePrims(f.prims, assets.typefaces.covers, missing) });
  return cards.map((card) => ({
    card,
    front: fix(cardFront(card, units, language, words, measure)),
    back: fix(cardBack(card, units, language, words, measure)),
  }));
}

export async function cardsPdf(
  units: UnitCards,
  cards: readonly UnitCard[],
  language: string,
  paper: Paper,
  title: string,
  progress: (done: number, total: number) => void,
): Promise<PrintResult> {
  const [assets, { writePdf }] = await Promise.all([
    exportAssets(),
    import('../../../../engine/core/draw/pdf'),
  ]);
  const missing = new Set<string>();
  const pages = cardPdfPages(printedFaces(assets, units, cards, language, missing), cardSheet(paper));
  const result = await writePdf(
    pages,
    { title, subject: CARDS_PDF_SUBJECT, language, created: new Date() },
    {
      typefaces: assets.typefaces,
      icons: assets.icons,
      progress: async (done, total) => {
        progress(done, total);
        await tick();
      },
    },
  );
  for (const c of result.missing) missing.add(c);
  return { data: result.bytes, missing: [...missing] };
}

function faceCanvas(assets: ExportAssets, face: Face): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(face.width * PX_PER_MM);
  canvas.height = Math.round(face.height * PX_PER_MM);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(canvas.width / face.width, 0, 0, canvas.height / face.height, 0, 0);
  paintFace(ctx as unknown as Canvas2D, face, assets.paintEnv());
  return canvas;
}

export async function cardsPngZip(
  units: UnitCards,
  cards: readonly UnitCard[],
  language: string,
  progress: (done: number, total: number) => void,
): Promise<PrintResult> {
  const assets = await exportAssets();
  const missing = new Set<string>();
  const faces = printedFaces(assets, units, cards, language, missing);
  const entries: ZipEntry[] = [];
  let done = 0;
  for (const f of faces) {
    for (const side of ['front', 'back'] as const) {
      const canvas = faceCanvas(assets, f[side]);
      entries.push({
        name: `${f.card.id}-${side}.png`,
        data: withDpi(await bytes(canvas, 'image/png'), DPI),
      });
      canvas.width = 0;
      canvas.height = 0;
      progress(++done, faces.length * 2);
      await tick();
    }
  }
  return { data: zipStore(entries), missing: [...missing] };
}
