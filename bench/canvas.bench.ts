// The mission map under load: a 40×40 board (16 tiles) with 1,000 placed pieces, panned and zoomed in headless
// Chromium. Reports the canvas redraw per pan/zoom frame (the `mission-canvas-frame` measure the map records
// around each redraw) and the whole frame's work including React, as the 95th percentile.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { serveStatic } from '../tests/e2e/support/static-server';
import { report } from './report';
import { peakRssMb } from './types';

const OUT = 'dist/web';
if (!process.env.BENCH_SKIP_BUILD) execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });

/** The bench mission: 4×4 tiles and 1,000 pieces spread over the board (scenic elements, enemies, loot, spawns, objects). */
function benchMission(): string {
  const base = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
  const tiles = ['landing-scar', 'fungal-hollow', 'drowned-causeway', 'relay-compound'];
  const board = { tiles: [] as unknown[] };
  for (let i = 0; i < 16; i++) board.tiles.push({ tile: tiles[i % 4], at: [(i % 4) * 10, Math.floor(i / 4) * 10], rotation: (i * 90) % 360, label: String.fromCharCode(65 + i) });
  const squares: [number, number][] = [];
  for (let y = 0; y < 40; y++) for (let x = 0; x < 40; x++) if ((x * 7 + y * 13) % 8 !== 0) squares.push([x, y]);
  let next = 0;
  const at = () => squares[next++];
  const elements = ['thornbush', 'boulder', 'amber-fungus', 'basalt-pillar', 'supply-crate', 'spore-puffball'];
  const scenicElements = Array.from({ length: 600 }, (_, i) => ({ id: `e-${i}`, element: elements[i % elements.length], at: at() }));
  const enemies = ['gnawling', 'husk-stalker', 'reed-sniper', 'cinder-mite', 'ironhide-grazer'];
  const enemyGroups = Array.from({ length: 50 }, (_, g) => ({
    id: `g-${g}`,
    state: 'waiting',
    sector: (g % 12) + 1,
    models: Array.from({ length: 5 }, (_, m) => ({ id: `m-${g}-${m}`, enemy: enemies[g % enemies.length], at: at() })),
  }));
  const loot = Array.from({ length: 100 }, (_, i) => ({ id: `l-${i}`, at: at() }));
  const spawnPoints = Array.from({ length: 40 }, (_, i) => ({ id: `s-${i}`, at: at(), rule: { draft: { cards: 1 } } }));
  const objects = Array.from({ length: 10 }, (_, i) => ({ id: `o-${i}`, name: 'Terminal', kind: 'terminal', at: at(), ap: 1, effects: [] }));
  return JSON.stringify({ ...base, id: 'bench', board, scenicElements, enemyGroups, loot, spawnPoints, objects, heroes: base.heroes }, null, 2);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
};

async function frames(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByName('mission-canvas-frame').map((e) => e.duration);
    performance.clearMeasures('mission-canvas-frame');
    return entries;
  });
}

const { url, server } = await serveStatic(OUT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
// Files open by upload here (Playwright cannot answer the browser's own file picker).
await context.addInitScript(() => {
  const w = globalThis as unknown as { showOpenFilePicker?: unknown; showSaveFilePicker?: unknown };
  delete w.showOpenFilePicker;
  delete w.showSaveFilePicker;
});
const page = await context.newPage();
await page.goto(url);
const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open…' }).click()]);
await chooser.setFiles({ name: 'bench.mission.json', mimeType: 'application/json', buffer: Buffer.from(benchMission()) });
const map = page.getByRole('application', { name: 'Mission map' });
await map.waitFor();
// Room for the map, and every layer cached.
await page.keyboard.press('Control+Shift+M');
await page.waitForTimeout(1500);
const box = (await map.boundingBox())!;
const cx = box.x + box.width / 2;
const cy = box.y + box.height / 2;
await frames(page);

// Zoom in and out around the pointer, then pan with the middle button, frame by frame.
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

// The whole frame's JavaScript: the wheel handler (redraw) and React's commit that follows it in microtasks
// (the browser's own paint is not counted: headless Chromium paints in software, unlike a desktop).
// This runs in the page; the bench has no DOM types, so the few browser APIs it touches are typed here.
type PageGlobals = {
  document: { querySelector(s: string): { dispatchEvent(e: unknown): boolean } | null };
  WheelEvent: new (type: string, init: Record<string, unknown>) => unknown;
  requestAnimationFrame(callback: () => void): number;
};
const whole = await page.evaluate(async ({ x, y }) => {
  const w = globalThis as unknown as PageGlobals;
  const host = w.document.querySelector('[role="application"][aria-label="Mission map"]')!;
  const out: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t0 = performance.now();
    host.dispatchEvent(new w.WheelEvent('wheel', { deltaY: i % 10 < 5 ? -60 : 60, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    for (let k = 0; k < 5; k++) await Promise.resolve();
    out.push(performance.now() - t0);
    await new Promise<void>((ok) => w.requestAnimationFrame(() => ok()));
  }
  return out;
}, { x: cx, y: cy });

await browser.close();
server.close();

const redraws = [...zoom, ...pan];
if (redraws.length < 50) throw new Error(`only ${redraws.length} frames were measured`);
report([
  { name: 'canvas: redraw per pan/zoom frame, 40×40 board, 1,000 pieces (p95)', value: Number(percentile(redraws, 0.95).toFixed(2)), unit: 'ms', target: 16, better: 'lower' },
  { name: 'canvas: redraw per frame (median)', value: Number(percentile(redraws, 0.5).toFixed(2)), unit: 'ms', target: null, better: 'lower' },
  { name: 'canvas: zoom frame JavaScript incl. React (p95)', value: Number(percentile(whole, 0.95).toFixed(2)), unit: 'ms', target: 16, better: 'lower' },
  { name: 'canvas bench: peak memory (node side)', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
