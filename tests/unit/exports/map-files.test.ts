/**
 * Issue 15 (PDF) and 17.7: the print-and-play map PDF checked as printed — captions measured inside the margins with
 * correct plurals in every language, the DejaVu faces embedded (no Helvetica), real metadata, no sheet without map
 * and no sliver sheet — and any Unicode text exported, with what no font has named by field.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { exporterFor } from '../../../src/engine/node/export';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { drawMission, indexCatalog, mapContent, planPages, SLIVER_SHARE } from '../../../src/engine/rulesets/sine-tempore/print';
import { inspectPdf, PT, type PdfInfo } from './pdf-inspect';

const out = mkdtempSync(join(tmpdir(), 'map-files-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
copyFileSync('samples/sine-tempore-core.catalog.json', join(out, 'sine-tempore-core.catalog.json'));
const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const load = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;
const MISSIONS = ['tutorial', 'verdant-sweep', 'relay-station'];

async function mapPdf(mission: Mission, o: { paper: 'a4' | 'letter'; language: 'en' | 'de' | 'fr'; squareMm?: number }): Promise<{ pdf: PdfInfo; notes: string[] }> {
  const dir = join(out, `${mission.id}-${o.paper}-${o.language}-${o.squareMm ?? 25}`);
  const r = await exporterFor('mission')!.run({ document: mission, baseDir: out, outDir: dir, formats: ['pdf'], paper: o.paper, language: o.language, squareMm: o.squareMm });
  return { pdf: await inspectPdf(new Uint8Array(readFileSync(r.files[0]))), notes: r.notes };
}

/** Captions are set in DejaVu Sans (regular); the map's own labels are bold. */
const captions = (page: PdfInfo['pages'][number]) => page.texts.filter((t) => !/Bold/.test(t.font));

describe('map PDF', () => {
  test.each(MISSIONS.flatMap((m) => (['en', 'de', 'fr'] as const).flatMap((l) => (['a4', 'letter'] as const).map((p) => [m, l, p] as const))))(
    '%s in %s on %s: captions inside the margins, fonts embedded, real metadata',
    async (name, language, paper) => {
      const { pdf } = await mapPdf(load(name), { paper, language });
      expect(pdf.producer).toMatch(/Scenario Studio/);
      expect(pdf.title).toBeTruthy();
      expect(Math.abs(pdf.created!.getTime() - Date.now())).toBeLessThan(10 * 60 * 1000);
      const margin = 10 * PT;
      for (const page of pdf.pages) {
        for (const f of page.fonts) {
          expect(f.embedded, f.baseFont).toBe(true);
          expect(f.baseFont).toMatch(/^[A-Z]{6}\+DejaVu/);
        }
        const texts = captions(page);
        expect(texts.length).toBeGreaterThan(0);
        for (const t of texts) {
          // Inside the paper with room to spare, and in a margin band, never over the map.
          expect(t.x0, t.text).toBeGreaterThanOrEqual(margin - 0.01);
          expect(t.x1, t.text).toBeLessThanOrEqual(page.width - margin + 0.01);
          expect(t.y0, t.text).toBeGreaterThanOrEqual(2 * PT);
          expect(t.y1, t.text).toBeLessThanOrEqual(page.height - 2 * PT);
          expect(t.y1 <= margin + 0.01 || t.y0 >= page.height - margin - 0.01, `${t.text} in a margin`).toBe(true);
        }
      }
    },
    60_000,
  );

  test.each([
    ['en', 25, '(1 square)'],
    ['de', 25, '(1 Feld)'],
    ['fr', 25, '(1 case)'],
    ['en', 10, '(4 squares)'],
    ['de', 10, '(4 Felder)'],
    ['fr', 10, '(4 cases)'],
  ] as const)('the scale bar says its length in %s with %i mm squares: %s', async (language, squareMm, words) => {
    const { pdf } = await mapPdf(load('tutorial'), { paper: 'a4', language, squareMm });
    const text = captions(pdf.pages[0]).map((t) => t.text).join(' | ');
    expect(text).toContain(words);
  });

  test('no sheet shows only marks, and no sheet carries a sliver of map: each shows a fair share of the board', () => {
    const index = indexCatalog(catalog);
    for (const name of MISSIONS)
      for (const paper of ['a4', 'letter'] as const)
        for (const squareMm of [15, 20, 25, 30]) {
          const d = drawMission(load(name), index);
          const content = mapContent(d).map((b) => ({ x0: b.x0 * squareMm, y0: b.y0 * squareMm, x1: b.x1 * squareMm, y1: b.y1 * squareMm }));
          const plan = planPages(d.width * squareMm, d.height * squareMm, { squareMm, paper, marginMm: 10, overlapMm: 12 }, content);
          const printable = (plan.sheet[0] - 20) * (plan.sheet[1] - 20);
          for (const p of plan.pages) {
            let area = 0;
            for (const b of content) area += Math.max(0, Math.min(b.x1, p.x + p.w) - Math.max(b.x0, p.x)) * Math.max(0, Math.min(b.y1, p.y + p.h) - Math.max(b.y0, p.y));
            expect(area / printable, `${name} ${paper} ${squareMm} mm sheet ${p.name}`).toBeGreaterThan(0.05);
          }
        }
  });

  test('a board a few mm longer than whole sheets is merged into the overlap, not printed on a sliver sheet', () => {
    // A4 portrait prints 190 mm wide; three sheets with 12 mm overlap cover 190 + 2·178 = 546 mm.
    const plan = planPages(550, 200, { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 });
    expect(plan.cols).toBe(3);
    const row = plan.pages.filter((p) => p.row === 0);
    expect(row[row.length - 1].x + row[row.length - 1].w).toBeCloseTo(550);
    for (let i = 1; i < row.length; i++) expect(row[i - 1].x + row[i - 1].w - row[i].x).toBeGreaterThanOrEqual(6);
    expect(SLIVER_SHARE).toBeGreaterThan(0);
  });

  test('tiling starts at the board: a board whose first rows and columns are empty prints no empty sheets', () => {
    const content = [{ x0: 300, y0: 400, x1: 450, y1: 600 }];
    const plan = planPages(450, 600, { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 }, content);
    expect(plan.pages).toHaveLength(1);
    expect(plan.pages[0]).toMatchObject({ x: 300, y: 400, w: 150, h: 200 });
  });
});

describe('any Unicode in exports (17.7)', () => {
  const title = 'Zażółć gęślą jaźń — Съешь же ещё — café 😀 — 漢字 🦀 e\u0301\u200b\u200f';

  test('Polish, Cyrillic, emoticons and combining marks print in the map PDF (the DejaVu faces have them, in a fallback face if need be); zero-width and direction marks vanish; CJK and other emoji are replaced and named by field', async () => {
    const mission: Mission = { ...load('tutorial'), title };
    const { pdf, notes } = await mapPdf(mission, { paper: 'a4', language: 'en' });
    const text = captions(pdf.pages[0]).map((t) => t.text).join(' ');
    expect(text).toContain('Zażółć gęślą jaźń');
    expect(text).toContain('Съешь же ещё');
    expect(text).toContain('e\u0301');
    expect(text).toContain('😀');
    expect(text).not.toMatch(/[\u200b\u200f]/);
    expect(text).not.toMatch(/漢|🦀/);
    expect(text).toContain('\ufffd \ufffd');
    const note = notes.join('\n');
    expect(note).toMatch(/漢 \(U\+6F22\).*🦀 \(U\+1F980\)/);
    expect(note).toMatch(/\/title \(/);
  });

  test('every export of a deck with such text succeeds and names the field', async () => {
    const { tinyDeck } = await import('../time-stories/fixture');
    const deck = tinyDeck();
    deck.title = title;
    const r = await exporterFor('deck')!.run({ document: deck, baseDir: 'samples', outDir: join(out, 'unicode-deck'), formats: ['pdf', 'png', 'tts'], paper: 'a4' });
    expect(r.notes.join('\n')).toMatch(/U\+1F980.*\/title/);
    const pdf = await inspectPdf(new Uint8Array(readFileSync(r.files.find((f) => f.endsWith('.pdf'))!)));
    expect(pdf.title).toBe(title);
    expect(pdf.pages.flatMap((p) => p.texts.map((t) => t.text)).join(' ')).toContain('Съешь');
  });
});
