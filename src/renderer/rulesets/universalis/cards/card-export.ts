/**
 * Printing unit cards from the studio: a PDF of poker-size cards on A4 or Letter (3 mm bleed, crop marks, backs
 * mirrored on the following page for duplex) or every face as a PNG in a zip. Faces are the same display lists as
 * the preview, painted by the shared painter at 300 dpi with the print fonts; files leave through the host's export.
 * (The print fonts, the face painter and the zip writer are the deck studio's: shared until the common print path
 * lands.)
 */
import type { UnitCard, UnitCards } from '../../../../engine/generated/types/units';
import type { Face } from '../../../../engine/core/draw/display';
import { faceCanvas } from '../../time-stories/deck/face-paint';
import { printAssets } from '../../time-stories/deck/print-assets';
import { zipStore, type ZipEntry } from '../../time-stories/deck/zip-store';
import { cardBack, cardFront, POKER_BLEED_BOX } from './card-faces';
import { cardPages, cardSheet, type Paper } from './card-sheets';
import { cardWordsFor } from './card-words';

const DPI = 300;
const PX_PER_MM = DPI / 25.4;
const PT_PER_MM = 72 / 25.4;

const tick = () => new Promise((ok) => setTimeout(ok, 0));

function bytes(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Uint8Array> {
  return new Promise((ok, fail) =>
    canvas.toBlob(
      (b) =>
        b
          ? void b.arrayBuffer().then((a) => ok(new Uint8Array(a)))
          : fail(new Error('The picture could not be encoded.')),
      type,
      quality,
    ),
  );
}

export interface CardFacePair {
  card: UnitCard;
  front: Face;
  back: Face;
}

export async function cardFaces(
  units: UnitCards,
  cards: readonly UnitCard[],
  language: string,
): Promise<CardFacePair[]> {
  const assets = await printAssets();
  const words = cardWordsFor(language);
  return cards.map((card) => ({
    card,
    front: cardFront(card, units, language, words, assets.measure),
    back: cardBack(card, units, language, words, assets.measure),
  }));
}

export async function cardsPdf(
  units: UnitCards,
  cards: readonly UnitCard[],
  language: string,
  paper: Paper,
  title: string,
  progress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const assets = await printAssets();
  const faces = await cardFaces(units, cards, language);
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Scenario Studio');
  const sheet = cardSheet(paper);
  const { width: cw, height: ch } = POKER_BLEED_BOX;
  let done = 0;
  const total = faces.length * 2;
  for (const page of cardPages(faces.length, sheet)) {
    const p = pdf.addPage([sheet.width * PT_PER_MM, sheet.height * PT_PER_MM]);
    const slots = page.side === 'front' ? sheet.fronts : sheet.backs;
    for (let k = 0; k < page.cards.length; k++) {
      const face = faces[page.cards[k]][page.side];
      const image = await pdf.embedJpg(
        await bytes(
          faceCanvas(face, PX_PER_MM, assets, () => undefined),
          'image/jpeg',
          0.92,
        ),
      );
      const s = slots[k];
      p.drawImage(image, {
        x: s.x * PT_PER_MM,
        y: (sheet.height - s.y - ch) * PT_PER_MM,
        width: cw * PT_PER_MM,
        height: ch * PT_PER_MM,
      });
      progress(++done, total);
      await tick();
    }
    for (const m of sheet.marks)
      p.drawLine({
        start: { x: m.x1 * PT_PER_MM, y: (sheet.height - m.y1) * PT_PER_MM },
        end: { x: m.x2 * PT_PER_MM, y: (sheet.height - m.y2) * PT_PER_MM },
        thickness: 0.25,
        color: rgb(0, 0, 0),
      });
  }
  return pdf.save();
}

export async function cardsPngZip(
  units: UnitCards,
  cards: readonly UnitCard[],
  language: string,
  progress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const assets = await printAssets();
  const faces = await cardFaces(units, cards, language);
  const entries: ZipEntry[] = [];
  let done = 0;
  for (const f of faces) {
    for (const side of ['front', 'back'] as const) {
      entries.push({
        name: `${f.card.id}-${side}.png`,
        data: await bytes(
          faceCanvas(f[side], PX_PER_MM, assets, () => undefined),
          'image/png',
        ),
      });
      progress(++done, faces.length * 2);
      await tick();
    }
  }
  return zipStore(entries);
}
