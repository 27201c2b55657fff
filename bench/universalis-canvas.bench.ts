// The skirmish table under load (issue 13): 40 terrain pieces of every type and 30 models on the 90 × 90 cm table,
// panned and zoomed in headless Chromium. Reports the canvas redraw per pan/zoom frame (the
// `universalis-canvas-frame` measure the table records around each redraw) and the whole frame's JavaScript
// including React, as the 95th percentile. Target: 16 ms per frame.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { serveStatic } from '../tests/e2e/support/static-server';
import { report } from './report';
import { peakRssMb } from './types';

const OUT = 'dist/web';
if (!process.env.BENCH_SKIP_BUILD) execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });

const TYPES = ['building', 'ruin', 'forest', 'thicket', 'crater', 'water', 'swamp', 'road', 'fortified-position'] as const;

/** The bench table: 40 pieces on an 8 × 5 grid (irregular outlines, solid and area), 15 models a side in their strips. */
function benchSkirmish(): string {
  const base = JSON.parse(readFileSync('samples/gull-point-drill.skirmish.json', 'utf8'));
  const terrain = Array.from({ length: 40 }, (_, i) => {
    const type = TYPES[i % TYPES.length];
    const cx = 7 + (i % 8) * 10.5;
    const cy = 20 + Math.floor(i / 8) * 11;
    const corners = 5 + (i % 4);
    const polygon = Array.from({ length: corners }, (_, k) => {
      const a = (k / corners) * Math.PI * 2 + i;
      const r = 3.2 + ((k * 7 + i) % 3) * 0.6;
      return [Math.round((cx + r * Math.cos(a)) * 100) / 100, Math.round((cy + r * Math.sin(a)) * 100) / 100];
    });
    const solid = type === 'building' || type === 'fortified-position';
    return { id: `piece-${i}`, name: { en: `Piece ${i}` }, type, kind: solid ? 'solid' : 'area', polygon, height: solid ? 6 : type === 'forest' ? 8 : 1 };
  });
  const side = (y: number, prefix: string, cards: string[]) =>
    Array.from({ length: 15 }, (_, i) => ({ id: `${prefix}-${i}`, card: cards[i % cards.length], at: [5 + i * 5.5, y + (i % 2) * 4], ...(i === 0 ? { leader: true } : {}) }));
  base.pointsLimit = undefined;
  base.table.terrain = terrain;
  base.sides.a.models = side(79, 'blue', ['warden-rifleman', 'harpoon-gunner', 'tide-engineer']);
  base.sides.b.models = side(6, 'red', ['reaver-raider', 'cinder-thrower', 'rust-hound']);
  return JSON.stringify(base, null, 2);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

async function frames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByName('universalis-canvas-frame').map((e) => e.duration);
    performance.clearMeasures('universalis-canvas-frame');
    return entries;
  });
}

const { url, server } = await serveStatic(OUT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addInitScript(() => {
  const w = globalThis as unknown as { showOpenFilePicker?: unknown; showSaveFilePicker?: unknown };
  delete w.showOpenFilePicker;
  delete w.showSaveFilePicker;
});
const page = await context.newPage();
await page.goto(url);
const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open…' }).click()]);
await chooser.setFiles({ name: 'bench.skirmish.json', mimeType: 'application/json', buffer: Buffer.from(benchSkirmish()) });
const table = page.getByRole('application', { name: 'Skirmish table' });
await table.waitFor();
const drawn = await page.evaluate(() => (globalThis as unknown as { document: { querySelectorAll(s: string): { length: number } } }).document.querySelectorAll('.un-layers li').length);
if (drawn < 70) throw new Error(`only ${drawn} items on the table`);
await page.waitForTimeout(1500);
const box = (await table.boundingBox())!;
const cx = box.x + box.width / 2;
const cy = box.y + box.height / 2;
await frames(page);

for (let i = 0; i < 40; i++) {
  await page.mouse.move(cx + (i % 7) * 10, cy - (i % 5) * 10);
  await page.mouse.wheel(0, i < 20 ? -90 : 90);
  await page.waitForTimeout(20);
}
const zoom = await frames(page);
await page.waitForTimeout(400);
await frames(page);
await page.mouse.move(cx, cy);
await page.mouse.down({ button: 'middle' });
for (let i = 0; i < 60; i++) {
  await page.mouse.move(cx + Math.sin(i / 6) * 200, cy + Math.cos(i / 9) * 120);
  await page.waitForTimeout(16);
}
await page.mouse.up({ button: 'middle' });
const pan = await frames(page);

type PageGlobals = {
  document: { querySelector(s: string): { dispatchEvent(e: unknown): boolean } | null };
  WheelEvent: new (type: string, init: Record<string, unknown>) => unknown;
  requestAnimationFrame(callback: () => void): number;
};
const whole = await page.evaluate(
  async ({ x, y }) => {
    const w = globalThis as unknown as PageGlobals;
    const host = w.document.querySelector('[role="application"][aria-label="Skirmish table"]')!;
    const out: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      host.dispatchEvent(new w.WheelEvent('wheel', { deltaY: i % 10 < 5 ? -60 : 60, clientX: x, clientY: y, bubbles: true, cancelable: true }));
      for (let k = 0; k < 5; k++) await Promise.resolve();
      out.push(performance.now() - t0);
      await new Promise<void>((ok) => w.requestAnimationFrame(() => ok()));
    }
    return out;
  },
  { x: cx, y: cy },
);

await browser.close();
server.close();

const redraws = [...zoom, ...pan];
if (redraws.length < 50) throw new Error(`only ${redraws.length} frames were measured`);
report([
  { name: 'skirmish table: redraw per pan/zoom frame, 40 pieces, 30 models (p95)', value: Number(percentile(redraws, 0.95).toFixed(2)), unit: 'ms', target: 16, better: 'lower' },
  { name: 'skirmish table: redraw per frame (median)', value: Number(percentile(redraws, 0.5).toFixed(2)), unit: 'ms', target: null, better: 'lower' },
  { name: 'skirmish table: zoom frame JavaScript incl. React (p95)', value: Number(percentile(whole, 0.95).toFixed(2)), unit: 'ms', target: 16, better: 'lower' },
  { name: 'skirmish table bench: peak memory (node side)', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
