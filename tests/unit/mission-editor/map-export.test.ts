import { readFileSync } from 'node:fs';
import { createCanvas, Path2D } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { unitEdges } from '../exports/vtt-readers';
import { writePdf } from '../../../src/engine/core/draw/pdf';
import { iconSet, typefaces } from '../../../src/engine/node/export/assets';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import {
  drawMission,
  indexCatalog,
  MAP_LAYERS,
  marksOn,
  planPages,
  pngDpi,
  mapPdfPages,
  MAP_WORDS,
  printScale,
  rasterise,
  rasterSize,
  universalVtt,
  withDpi,
  type RasterCanvas,
} from '../../../src/engine/rulesets/sine-tempore/print';

const catalog = indexCatalog(JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog);
const load = (name: string) => JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;
const icons = (JSON.parse(readFileSync('node_modules/@iconify-json/game-icons/icons.json', 'utf8')) as { icons: Record<string, { body: string }> }).icons;
const icon = (name: string) => {
  const d = icons[name] && /\sd="([^"]+)"/.exec(icons[name].body)?.[1];
  return d ? new Path2D(d) : undefined;
};

function png(mission: Mission, scale: number): { bytes: Uint8Array; pixel: (x: number, y: number) => number[] } {
  const d = drawMission(mission, catalog);
  const { width, height } = rasterSize(d, { scale });
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  rasterise(ctx as unknown as RasterCanvas, d, { icon }, { scale, layers: new Set(MAP_LAYERS) });
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), pixel: (x, y) => [...ctx.getImageData(x, y, 1, 1).data] };
}

describe('page plan (print and play)', () => {
  test('a map that fits one sheet is one page with no marks', () => {
    const plan = planPages(180, 250, { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 });
    expect(plan.pages).toEqual([{ col: 0, row: 0, x: 0, y: 0, w: 180, h: 250, name: 'A1' }]);
    expect(plan.marks).toEqual([]);
  });

  test('a 22×22 board of 25 mm squares spreads over overlapping A4 sheets, every part of the map on a page', () => {
    const side = 22 * 25;
    const plan = planPages(side, side, { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 });
    expect(plan.cols * plan.rows).toBe(plan.pages.length);
    for (const p of plan.pages) {
      expect(p.w).toBeLessThanOrEqual(plan.sheet[0] - 20 + 1e-9);
      expect(p.h).toBeLessThanOrEqual(plan.sheet[1] - 20 + 1e-9);
    }
    // Neighbours share at least the overlap (sheets are spread evenly: every seam shares the same), and the last
    // column reaches the map's edge.
    const row0 = plan.pages.filter((p) => p.row === 0);
    const shared = row0.slice(1).map((p, i) => row0[i].x + row0[i].w - p.x);
    for (const s of shared) {
      expect(s).toBeGreaterThanOrEqual(12 / 2);
      expect(s).toBeCloseTo(shared[0]);
    }
    expect(row0[row0.length - 1].x + row0[row0.length - 1].w).toBeCloseTo(side);
    // Each seam has a cut line through the middle of the shared band, and crosses on it that both sheets print.
    const cut = plan.marks.find((m) => m.kind === 'cut' && m.x1 === m.x2)!;
    expect(cut.x1).toBeCloseTo(row0[1].x + shared[0] / 2);
    const crossesLeft = marksOn(row0[0], plan.marks).filter((m) => m.kind === 'cross');
    const crossesRight = marksOn(row0[1], plan.marks).filter((m) => m.kind === 'cross');
    expect(crossesLeft.some((a) => crossesRight.some((b) => a.x1 === b.x1 && a.y1 === b.y1 && a.x2 === b.x2))).toBe(true);
  });

  test('landscape is chosen when it needs fewer sheets', () => {
    expect(planPages(270, 190, { squareMm: 25, paper: 'a4', marginMm: 10, overlapMm: 12 }).landscape).toBe(true);
    expect(planPages(190, 270, { squareMm: 25, paper: 'letter', marginMm: 10, overlapMm: 12 }).landscape).toBe(false);
  });
});

describe('raster and PDF', () => {
  test('the PNG has the print size and says 300 dpi; water prints blue and walls dark', () => {
    const scale = printScale(10, 300);
    const out = png(load('tutorial'), scale);
    const stamped = withDpi(out.bytes, 300);
    expect(pngDpi(stamped)).toBe(300);
    expect(pngDpi(withDpi(stamped, 150))).toBe(150);
    const [r, g, b] = out.pixel(Math.round(4.5 * scale), Math.round(6.5 * scale));
    expect(b).toBeGreaterThan(r + 40);
    expect(b).toBeGreaterThan(g);
    const wall = out.pixel(Math.round(1.5 * scale), Math.round(6.09 * scale));
    expect(Math.max(...wall.slice(0, 3))).toBeLessThan(90);
  });

  test('the PDF has one sheet per planned page, each the paper size', async () => {
    const plan = planPages(220, 220, { squareMm: 10, paper: 'letter', marginMm: 10, overlapMm: 12 });
    const d = drawMission(load('tutorial'), catalog);
    const pages = mapPdfPages({ plan, prims: d.board, squareMm: 10, marginMm: 10, title: 'First Steps', words: MAP_WORDS.en.pdf, language: 'en', measure: typefaces().measure });
    const { bytes } = await writePdf(pages, { title: 'First Steps', created: new Date('2025-01-01T00:00:00Z') }, { typefaces: typefaces(), icons: iconSet() });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(plan.pages.length);
    const [w, h] = doc.getPage(0).getSize().width > doc.getPage(0).getSize().height ? [792, 612] : [612, 792];
    expect(doc.getPage(0).getSize().width).toBeCloseTo(w, 0);
    expect(doc.getPage(0).getSize().height).toBeCloseTo(h, 0);
    expect(doc.getTitle()).toBe('First Steps');
  });
});

describe('Universal VTT', () => {
  test('walls become sight lines, walls an object opens become closed doors, the board edge blocks sight', () => {
    const m = load('tutorial');
    const withDoor: Mission = {
      ...m,
      objects: [...(m.objects ?? []), { id: 'hatch', name: 'Hatch', at: [3, 3], ap: 1, effects: [{ 'open-wall': [[1, 5], [1, 6]] }] }],
    };
    const vtt = universalVtt(withDoor, catalog, drawMission(withDoor, catalog), 'AAAA', 100);
    expect(vtt.format).toBe(0.3);
    expect(vtt.resolution).toEqual({ map_origin: { x: 0, y: 0 }, map_size: { x: 10, y: 10 }, pixels_per_grid: 100 });
    expect(vtt.portals).toEqual([{ position: { x: 1.5, y: 6 }, bounds: [{ x: 1, y: 6 }, { x: 2, y: 6 }], rotation: 0, closed: true, freestanding: false }]);
    // The other printed wall stays a wall; the board outline is one closed line; the opened wall is no wall.
    const edges = new Set(vtt.line_of_sight.flatMap((p) => p.slice(1).flatMap((q, i) => unitEdges([p[i].x, p[i].y, q.x, q.y]))));
    expect(edges.has('h2,6')).toBe(true);
    for (let x = 0; x < 10; x++) expect(edges.has(`h${x},0`) && edges.has(`h${x},10`)).toBe(true);
    expect(edges.has('h1,6')).toBe(false);
    expect(vtt.image).toBe('AAAA');
  });

  test('obstructions that block sight are outlined as objects (basalt pillar, printed rocks)', () => {
    const m = load('tutorial');
    const pillar: Mission = { ...m, scenicElements: [{ id: 'p', element: 'basalt-pillar', at: [2, 2] }] };
    const vtt = universalVtt(pillar, catalog, drawMission(pillar, catalog), '', 50);
    // One closed outline around the pillar's square, in both lists (readers that ignore objects still see it).
    const outline = [{ x: 2, y: 2 }, { x: 3, y: 2 }, { x: 3, y: 3 }, { x: 2, y: 3 }];
    const isPillar = (p: { x: number; y: number }[]) => p.length === 5 && p[0].x === p[4].x && p[0].y === p[4].y && outline.every((c) => p.some((q) => q.x === c.x && q.y === c.y));
    expect(vtt.objects_line_of_sight.filter(isPillar)).toHaveLength(1);
    expect(vtt.line_of_sight.filter(isPillar)).toHaveLength(1);
  });
});
