/**
 * Issue 15 (PDF, Tabletop Simulator, PNG): the deck's exported files checked as a print shop, TTS or an image viewer
 * reads them — page boxes, embedded fonts, text inside the page, where backs land and which way up, sheet sizes,
 * GUIDs, image addresses, the PNG's resolution and its last column.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, test } from 'vitest';
import { pngDpi } from '../../../src/engine/core/draw/png';
import { exporterFor } from '../../../src/engine/node/export';
import { CARD, CARD_BLEED_BOX, sheetLayout, ttsSheets } from '../../../src/engine/rulesets/time-stories/print/sheets';
import { sampleDeck, tinyDeck } from '../time-stories/fixture';
import { inspectPdf, PT } from './pdf-inspect';

const deckExporter = exporterFor('deck')!;

const out = mkdtempSync(join(tmpdir(), 'deck-files-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const samples = resolve('samples');

async function exportPdf(paper: 'a4' | 'letter', duplex: 'long-edge' | 'short-edge', deck = sampleDeck()) {
  const r = await deckExporter.run({ document: deck, baseDir: samples, outDir: join(out, `${paper}-${duplex}`), formats: ['pdf'], paper, duplex });
  return inspectPdf(new Uint8Array(readFileSync(r.files[0])));
}

describe('deck PDF as a print shop reads it', () => {
  test.each(['a4', 'letter'] as const)('%s: every font embedded as a tagged subset, real metadata, text inside the page', async (paper) => {
    const before = Date.now();
    const pdf = await exportPdf(paper, 'long-edge');
    expect(pdf.title).toBe('The Lamp of Kerrow Point');
    expect(pdf.producer).toMatch(/Scenario Studio/);
    expect(pdf.creator).toBe('Scenario Studio');
    // A real date (the old writer said 1970), to the second.
    expect(pdf.created!.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    expect(pdf.created!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    for (const page of pdf.pages) {
      expect(page.fonts.length).toBeGreaterThan(0);
      for (const f of page.fonts) {
        expect(f.embedded, f.baseFont).toBe(true);
        expect(f.baseFont).toMatch(/^[A-Z]{6}\+DejaVu/);
      }
      for (const t of page.texts) {
        expect(t.x0, t.text).toBeGreaterThanOrEqual(0);
        expect(t.y0, t.text).toBeGreaterThanOrEqual(0);
        expect(t.x1, t.text).toBeLessThanOrEqual(page.width);
        expect(t.y1, t.text).toBeLessThanOrEqual(page.height);
      }
    }
  });

  test.each(['a4', 'letter'] as const)('%s: every sheet has a TrimBox around the cards and a BleedBox 3 mm beyond it', async (paper) => {
    const pdf = await exportPdf(paper, 'long-edge');
    const l = sheetLayout({ paper });
    const first = l.fronts[0];
    const last = l.fronts[l.fronts.length - 1];
    const expected = {
      x0: (first.x + CARD.bleed) * PT,
      x1: (last.x + CARD_BLEED_BOX.width - CARD.bleed) * PT,
      y1: (l.height - first.y - CARD.bleed) * PT,
      y0: (l.height - last.y - CARD_BLEED_BOX.height + CARD.bleed) * PT,
    };
    for (const page of pdf.pages) {
      const [tx0, ty0, tx1, ty1] = page.trimBox!;
      const [bx0, by0, bx1, by1] = page.bleedBox!;
      expect([tx0, ty0, tx1, ty1].map((v) => v.toFixed(1))).toEqual([expected.x0, expected.y0, expected.x1, expected.y1].map((v) => v.toFixed(1)));
      for (const [t, b, sign] of [[tx0, bx0, -1], [ty0, by0, -1], [tx1, bx1, 1], [ty1, by1, 1]] as const)
        expect((b - t) * sign).toBeCloseTo(CARD.bleed * PT, 1);
      const [mx0, my0, mx1, my1] = page.mediaBox;
      expect(bx0).toBeGreaterThanOrEqual(mx0);
      expect(by0).toBeGreaterThanOrEqual(my0);
      expect(bx1).toBeLessThanOrEqual(mx1);
      expect(by1).toBeLessThanOrEqual(my1);
    }
  });

  test.each(['long-edge', 'short-edge'] as const)('%s duplex: each back lands behind its front and comes out the same way up', async (duplex) => {
    const deck = tinyDeck();
    const pdf = await exportPdf('a4', duplex, deck);
    const l = sheetLayout({ paper: 'a4', duplex });
    const { width: cw, height: ch } = CARD_BLEED_BOX;
    // Page 2 holds the backs of the cards on page 1; each back carries its card number at its lower-left corner.
    const backs = pdf.pages[1];
    for (const [i, front] of l.fronts.entries()) {
      const number = String(i + 1);
      // Where the paper is behind the front: mirrored left to right (long edge) or top to bottom (short edge).
      const x = duplex === 'long-edge' ? l.width - front.x - cw : front.x;
      const y = duplex === 'long-edge' ? front.y : l.height - front.y - ch;
      const slot = { x0: x * PT, x1: (x + cw) * PT, y0: (l.height - y - ch) * PT, y1: (l.height - y) * PT };
      const found = backs.texts.filter((t) => t.text === number && t.x0 >= slot.x0 && t.x1 <= slot.x1 && t.y0 >= slot.y0 && t.y1 <= slot.y1);
      expect(found, `back of card ${number}`).toHaveLength(1);
      const t = found[0];
      const cx = (t.x0 + t.x1) / 2;
      const cy = (t.y0 + t.y1) / 2;
      if (duplex === 'long-edge') {
        // Upright, in the lower-left corner of the back.
        expect(t.matrix[0]).toBeGreaterThan(0);
        expect(t.matrix[3]).toBeGreaterThan(0);
        expect(cx).toBeLessThan((slot.x0 + slot.x1) / 2);
        expect(cy).toBeLessThan((slot.y0 + slot.y1) / 2);
      } else {
        // Turned 180°: after the short-edge flip the card, turned over like a book page, shows its back upright.
        expect(t.matrix[0]).toBeLessThan(0);
        expect(t.matrix[3]).toBeLessThan(0);
        expect(cx).toBeGreaterThan((slot.x0 + slot.x1) / 2);
        expect(cy).toBeGreaterThan((slot.y0 + slot.y1) / 2);
      }
    }
  });
});

describe('Tabletop Simulator', () => {
  test('sheets of 61 to 70 cards stay within 4096×4096 pixels and keep the card proportions', () => {
    for (let n = 1; n <= 150; n++)
      for (const s of ttsSheets(n)) {
        expect(s.width, `${n} cards`).toBeLessThanOrEqual(4096);
        expect(s.height, `${n} cards`).toBeLessThanOrEqual(4096);
        expect(s.cardHeight / s.cardWidth).toBeCloseTo(CARD.height / CARD.width, 2);
      }
    expect(ttsSheets(70)[0]).toMatchObject({ cols: 10, rows: 7 });
  });

  test('the saved object gives the deck and every card a unique six-digit GUID, and names images by plain path or file URL', async () => {
    const dir = join(out, 'Mes decks é');
    const plain = await deckExporter.run({ document: tinyDeck(), baseDir: samples, outDir: dir, formats: ['tts'], paper: 'a4' });
    const saved = JSON.parse(readFileSync(plain.files.find((f) => f.endsWith('.tts.json'))!, 'utf8'));
    const deck = saved.ObjectStates[0];
    const guids = [deck.GUID, ...deck.ContainedObjects.map((c: { GUID: string }) => c.GUID)];
    for (const g of guids) expect(g).toMatch(/^[0-9a-f]{6}$/);
    expect(new Set(guids).size).toBe(guids.length);
    const entry = deck.CustomDeck['1'];
    expect(entry.FaceURL).toBe(`${dir}/tiny-tts/faces-1.png`.replace(/\\/g, '/'));
    expect(entry.FaceURL).toContain('Mes decks é');
    const url = await deckExporter.run({ document: tinyDeck(), baseDir: samples, outDir: dir, formats: ['tts'], paper: 'a4', ttsPaths: 'file-url' });
    const viaUrl = JSON.parse(readFileSync(url.files.find((f) => f.endsWith('.tts.json'))!, 'utf8')).ObjectStates[0];
    expect(viaUrl.CustomDeck['1'].FaceURL).toMatch(/^file:\/\/\/.*Mes%20decks%20%C3%A9\/tiny-tts\/faces-1\.png$/);
    // The same deck gets the same GUIDs.
    expect(viaUrl.GUID).toBe(deck.GUID);
  });
});

describe('PNG faces', () => {
  test('say 300 dpi and are painted to the last pixel column and row', async () => {
    const r = await deckExporter.run({ document: tinyDeck(), baseDir: samples, outDir: join(out, 'png'), formats: ['png'], paper: 'a4', dpi: 300 });
    for (const f of r.files.slice(0, 4)) {
      const bytes = new Uint8Array(readFileSync(f));
      expect(pngDpi(bytes)).toBe(300);
      const img = await loadImage(Buffer.from(bytes));
      const canvas = createCanvas(img.width, img.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(img, 0, 0);
      const column = ctx.getImageData(img.width - 1, 0, 1, img.height).data;
      const row = ctx.getImageData(0, img.height - 1, img.width, 1).data;
      for (let i = 3; i < column.length; i += 4) expect(column[i], `${f} last column`).toBe(255);
      for (let i = 3; i < row.length; i += 4) expect(row[i], `${f} last row`).toBe(255);
    }
  });
});
