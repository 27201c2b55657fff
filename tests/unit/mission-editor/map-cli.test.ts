import { mkdtempSync, readFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { exporterFor } from '../../../src/engine/node/export';
import { pngDpi } from '../../../src/engine/rulesets/sine-tempore/print';

test('studio export on a mission writes the map as a 300 dpi PNG, a print-and-play PDF and a Universal VTT file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'map-export-'));
  copyFileSync('samples/sine-tempore-core.catalog.json', join(dir, 'sine-tempore-core.catalog.json'));
  const mission = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
  const result = await exporterFor('mission')!.run({ document: mission, baseDir: dir, outDir: join(dir, 'out'), formats: ['png', 'pdf', 'vtt'], paper: 'letter', squareMm: 18, language: 'de' });
  expect(result.files.map((f) => f.slice(f.lastIndexOf('/') + 1))).toEqual(['tutorial-map.png', 'tutorial-map-letter.pdf', 'tutorial.dd2vtt']);
  const png = new Uint8Array(readFileSync(result.files[0]));
  expect(pngDpi(png)).toBe(300);
  // Ten squares of 18 mm at 300 dpi: on one Letter sheet.
  expect(Buffer.from(png).readUInt32BE(16)).toBe(Math.round(180 * (300 / 25.4)));
  const pdf = await PDFDocument.load(readFileSync(result.files[1]));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe('Erste Schritte auf Verdance');
  expect(pdf.getSubject()).toContain('game-icons.net');
  const vtt = JSON.parse(readFileSync(result.files[2], 'utf8'));
  expect(vtt.resolution.map_size).toEqual({ x: 10, y: 10 });
});

test('a mission whose catalog cannot be read says so', async () => {
  const mission = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
  const empty = mkdtempSync(join(tmpdir(), 'no-catalog-'));
  await expect(exporterFor('mission')!.run({ document: mission, baseDir: empty, outDir: empty, formats: ['png'], paper: 'a4' })).rejects.toThrow(/catalog/);
});
