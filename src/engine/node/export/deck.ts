/** Exports a deck: print sheets (PDF), every face (PNG), Tabletop Simulator deck sheets and their saved object. */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileInside } from '../inside-folder';
import { writePdf } from '../../core/draw/pdf';
import { deckFaces } from '../../rulesets/time-stories/print/deck-faces';
import { DECK_PDF_SUBJECT, deckPdfPages } from '../../rulesets/time-stories/print/deck-pdf';
import { PAPERS, sheetLayout, ttsImageAddress, ttsSavedObject, ttsSheets } from '../../rulesets/time-stories/print/sheets';
import type { Deck } from '../../rulesets/time-stories/rules/deck';
import { textOf } from '../../rulesets/time-stories/rules/deck';
import { exportDate, iconSet, measure, typefaces } from './assets';
import { pictureBytes } from './pictures';
import { Rasteriser } from './png';
import { printableFaces, unprintableNote } from './unprintable';
import type { Exporter, ExportRequest, ExportResult } from './types';

/** Every picture a deck names, so a missing file is reported before anything is drawn. */
export function deckImages(doc: Deck): string[] {
  const found = new Set<string>();
  JSON.stringify(doc, (key, value) => {
    if ((key === 'image' || key === 'back' || key === 'panorama') && typeof value === 'string')
      found.add(value);
    return value;
  });
  return [...found];
}

export const deckExporter: Exporter = {
  kind: 'deck',
  formats: ['pdf', 'png', 'tts'],
  async run(req: ExportRequest): Promise<ExportResult> {
    const doc = req.document as Deck;
    const absent = deckImages(doc).filter((p) => !existsSync(fileInside(req.baseDir, p)));
    if (absent.length)
      throw new Error(
        `missing picture${absent.length > 1 ? 's' : ''} (paths are relative to the deck file): ${absent.join(', ')}`,
      );
    const language = req.language ?? doc.style?.language ?? doc.language ?? 'en';
    const unprintable = new Set<string>();
    const cards = printableFaces(deckFaces(doc, measure(), { language }), unprintable);
    const title = textOf(doc.title, language);
    mkdirSync(req.outDir, { recursive: true });
    const files: string[] = [];
    const notes: string[] = [];
    if (req.formats.includes('pdf')) {
      const layout = sheetLayout({ paper: req.paper, duplex: req.duplex });
      const { bytes } = await writePdf(
        deckPdfPages(cards, layout),
        { title: title || doc.id, subject: DECK_PDF_SUBJECT, language, created: req.created ?? exportDate() },
        { typefaces: typefaces(), icons: iconSet(), picture: (p) => pictureBytes(req.baseDir, p) },
      );
      const file = join(req.outDir, `${doc.id}-${req.paper}.pdf`);
      writeFileSync(file, bytes);
      files.push(file);
      notes.push(
        `${cards.length} cards on ${PAPERS[req.paper].name}, fronts then backs mirrored for ${req.duplex ?? 'long-edge'} duplex printing${layout.backRotation ? ' (backs turned so that cards come out as from long-edge duplex)' : ''}; print at 100 % (no "fit to page").`,
      );
    }
    const raster =
      req.formats.includes('png') || req.formats.includes('tts') ? new Rasteriser(req.baseDir) : null;
    if (raster && req.formats.includes('png')) {
      const dir = join(req.outDir, `${doc.id}-png`);
      mkdirSync(dir, { recursive: true });
      const dpi = req.dpi ?? 300;
      for (const c of cards) {
        const n = String(c.card.number).padStart(3, '0');
        for (const side of ['front', 'back'] as const) {
          const file = join(dir, `${n}-${side}.png`);
          writeFileSync(file, await raster.png(c[side], dpi));
          files.push(file);
        }
      }
      notes.push(`${cards.length * 2} faces at ${dpi} dpi with 3 mm bleed.`);
    }
    if (raster && req.formats.includes('tts')) {
      const dir = join(req.outDir, `${doc.id}-tts`);
      mkdirSync(dir, { recursive: true });
      const sheets = ttsSheets(cards.length);
      const paths = req.ttsPaths ?? 'plain';
      const url = (name: string) => ttsImageAddress(resolve(dir, name), paths);
      for (const s of sheets) {
        for (const side of ['front', 'back'] as const) {
          const file = join(dir, `${side === 'front' ? 'faces' : 'backs'}-${s.index + 1}.png`);
          writeFileSync(
            file,
            await raster.sheet(
              s.cards.map((i) => cards[i][side]),
              s.cols,
              s.rows,
              s.cardWidth,
              s.cardHeight,
            ),
          );
          files.push(file);
        }
      }
      const saved = ttsSavedObject(
        title,
        sheets,
        cards.map((c) => ({
          nickname: `${c.card.number} · ${c.card.label}`,
          description: `${title}, card ${c.card.number}`,
        })),
        (i) => url(`faces-${i + 1}.png`),
        (i) => url(`backs-${i + 1}.png`),
        doc.id,
      );
      const file = join(dir, `${doc.id}.tts.json`);
      writeFileSync(file, JSON.stringify(saved, null, 2) + '\n');
      files.push(file);
      notes.push(
        `${sheets.length} Tabletop Simulator sheet pair${sheets.length > 1 ? 's' : ''}; copy ${doc.id}.tts.json into TTS's "Saved Objects" folder (the images are referenced by ${paths === 'plain' ? 'their path on this computer' : 'file:/// address'}; upload them and replace the addresses to share the deck).`,
      );
    }
    if (unprintable.size) notes.push(unprintableNote(doc, unprintable));
    return { files, notes };
  },
};
