import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { exporterFor } from '../../../src/engine/node/export';
import { iconSet } from '../../../src/engine/node/export/assets';
import { deckFaces } from '../../../src/engine/rulesets/time-stories/print/deck-faces';
import { measure } from '../../../src/engine/node/export/assets';
import { sampleDeck, tinyDeck } from './fixture';

const deckExporter = exporterFor('deck')!;

const out = mkdtempSync(join(tmpdir(), 'deck-export-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const samples = resolve('samples');
const created = new Date('2025-03-01T12:00:00Z');

function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function pdfSummary(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const fonts = new Set<string>();
  for (const page of pdf.getPages()) {
    const res = page.node.Resources();
    const f = res?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const key of f?.keys() ?? []) {
      const font = f!.lookup(key, PDFDict);
      fonts.add(String(font.get(PDFName.of('BaseFont'))).replace(/^\/[A-Z]{6}\+/, '/'));
    }
  }
  return {
    pages: pdf.getPageCount(),
    sizes: [...new Set(pdf.getPages().map((p) => `${p.getWidth().toFixed(2)}×${p.getHeight().toFixed(2)}`))],
    fonts: [...fonts].sort(),
    title: pdf.getTitle(),
  };
}

describe('deck export files', () => {
  test('every icon the sample deck uses exists in the game-icons set', () => {
    const icons = iconSet();
    for (const c of deckFaces(sampleDeck(), measure())) {
      for (const op of [...c.front.prims, ...c.back.prims])
        if (op.t === 'icon') expect(icons.paths(op.name), op.name).toBeDefined();
    }
  });

  test('PDF: A4 and Letter print sheets, fronts then backs, DejaVu embedded, reproducible', async () => {
    const a4 = await deckExporter.run({
      document: sampleDeck(),
      baseDir: samples,
      outDir: join(out, 'a'),
      formats: ['pdf'],
      paper: 'a4',
      created,
    });
    const bytes = readFileSync(a4.files[0]);
    expect(await pdfSummary(bytes)).toMatchSnapshot('a4');
    const again = await deckExporter.run({
      document: sampleDeck(),
      baseDir: samples,
      outDir: join(out, 'b'),
      formats: ['pdf'],
      paper: 'a4',
      created,
    });
    expect(readFileSync(again.files[0]).equals(bytes)).toBe(true);
    const letter = await deckExporter.run({
      document: tinyDeck(),
      baseDir: samples,
      outDir: join(out, 'c'),
      formats: ['pdf'],
      paper: 'letter',
    });
    expect(await pdfSummary(readFileSync(letter.files[0]))).toMatchSnapshot('letter-tiny');
  });

  test('PNG: every face, with bleed, at the resolution asked for', async () => {
    const r = await deckExporter.run({
      document: tinyDeck(),
      baseDir: samples,
      outDir: join(out, 'png'),
      formats: ['png'],
      paper: 'a4',
      dpi: 300,
    });
    const names = readdirSync(join(out, 'png', 'tiny-png')).sort();
    expect(names.slice(0, 4)).toEqual(['001-back.png', '001-front.png', '002-back.png', '002-front.png']);
    expect(r.files).toHaveLength(names.length);
    // 76 × 126 mm at 300 dpi.
    for (const f of r.files) expect(pngSize(readFileSync(f))).toEqual([898, 1488]);
  });

  test('TTS: sheets of at most 10×7 trimmed cards and the saved object that loads them', async () => {
    const r = await deckExporter.run({
      document: sampleDeck(),
      baseDir: samples,
      outDir: join(out, 'tts'),
      formats: ['tts'],
      paper: 'a4',
    });
    const faces = r.files.find((f) => f.endsWith('faces-1.png'))!;
    const backs = r.files.find((f) => f.endsWith('backs-1.png'))!;
    expect(pngSize(readFileSync(faces))).toEqual([3500, 3600]);
    expect(pngSize(readFileSync(backs))).toEqual([3500, 3600]);
    const json = readFileSync(
      r.files.find((f) => f.endsWith('.tts.json'))!,
      'utf8',
    )
      .split(out)
      .join('<out>');
    expect(JSON.parse(json)).toMatchSnapshot('saved-object');
  });

  test('a missing picture is reported before anything is drawn', async () => {
    const d = tinyDeck();
    d.locations[0].cards[1].image = 'images/nowhere.png';
    await expect(
      deckExporter.run({
        document: d,
        baseDir: samples,
        outDir: join(out, 'x'),
        formats: ['pdf'],
        paper: 'a4',
      }),
    ).rejects.toThrow(/missing picture.*images\/nowhere\.png/);
  });
});
