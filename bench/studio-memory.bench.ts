// The studio's memory as a user would load it: the web edition in headless Chromium, each sample opened in a
// fresh window on its main view (the map, the deck studio, the text view), then the working set of a designer
// balancing a mission (the exploration mission's map with a 1,000-game batch in the simulator pane).
//
// Measured as proportional set size (PSS) from /proc, so pages shared between processes count once. The figure
// with the target is the studio's own process: the renderer, which holds the page, its canvases, Monaco and the
// simulator's Web Workers. Chromium's fixed processes (browser, GPU, network and storage services, zygote) are
// reported beside it: they are the same for a blank page and belong to the browser, or in the desktop build to
// Electron's main and GPU processes, not to the studio's code.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { serveStatic } from '../tests/e2e/support/static-server';
import { report } from './report';
import { peakRssMb } from './types';

interface Memory {
  /** The renderer processes: the studio's page and its workers. */
  renderer: number;
  /** Every Chromium process of the session. */
  all: number;
}

/** PSS in MB of a process tree (Linux /proc), renderers apart. */
function memoryOf(root: number): Memory {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let renderer = 0;
  let all = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const kb = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      all += kb;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // Chromium's own UI pages run in renderers too; only the studio's tab counts.
      if (cmd.includes('--type=renderer') && !cmd.includes('--top-chrome-webui')) renderer += kb;
    } catch {
      // Gone.
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return { renderer: Math.round(renderer / 1024), all: Math.round(all / 1024) };
}

const max = (a: Memory, b: Memory): Memory => ({ renderer: Math.max(a.renderer, b.renderer), all: Math.max(a.all, b.all) });

async function newStudio(browser: Browser, layout?: object): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (layout) {
    await context.addInitScript((l) => {
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('studio.layout', l);
    }, JSON.stringify(layout));
  }
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('heading', { name: 'Scenario Studio' }).waitFor();
  return page;
}

async function openSample(page: Page, file: string) {
  await page.getByRole('button', { name: 'Start screen', exact: true }).click();
  await page.getByRole('button', { name: new RegExp(file.replace(/\./g, '\\.')) }).click();
  await page.getByRole('tab', { name: new RegExp(file.replace(/\./g, '\\.')) }).waitFor();
  // Give lazy views (Konva map, deck studio, Monaco) time to load and draw.
  await page.waitForTimeout(2500);
}

/** The memory of the session after collecting garbage in the page, the high-water mark a user would see settle. */
async function settled(page: Page, pid: number): Promise<Memory> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(500);
  return memoryOf(pid);
}

execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });
const { url, server } = await serveStatic('dist/web');
// A browser server, not a plain launch: only the server hands out the process to measure.
const chromiumServer = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const pid = chromiumServer.process().pid;
if (!pid) throw new Error('no Chromium process to measure');
const browser = await chromium.connect(chromiumServer.wsEndpoint());

const blank = await (await browser.newContext()).newPage();
await blank.goto('about:blank');
await blank.waitForTimeout(1000);
const baseline = memoryOf(pid);
await blank.context().close();

const idlePage = await newStudio(browser);
const idle = await settled(idlePage, pid);
await idlePage.context().close();

// Each sample on its own, as a user opens one file: the largest is the figure with the target.
const samples = readdirSync('samples').filter((f) => f.endsWith('.json'));
let largest: Memory = { renderer: 0, all: 0 };
let largestName = '';
for (const file of samples) {
  const page = await newStudio(browser);
  await openSample(page, file);
  const m = await settled(page, pid);
  if (m.renderer > largest.renderer) largestName = file;
  largest = max(largest, m);
  await page.context().close();
}

// A designer balancing a mission: every sample open in tabs, the simulator pane open, a 1,000-game batch of the
// exploration mission, memory sampled throughout (the peak, not the settled figure).
const page = await newStudio(browser, { simulator: true, simulatorWidth: 620 });
let peak = memoryOf(pid);
for (const file of samples) {
  await openSample(page, file);
  peak = max(peak, memoryOf(pid));
}
await page.getByRole('tab', { name: /verdant-sweep\.mission\.json/ }).click();
const sim = page.getByRole('complementary', { name: 'Simulator' });
await sim.getByRole('tab', { name: 'Batch' }).click();
await sim.getByRole('spinbutton', { name: 'Games' }).fill('1000');
await sim.getByRole('button', { name: 'Run batch' }).click();
for (let i = 0; i < 1500; i++) {
  peak = max(peak, memoryOf(pid));
  if (/^1000 games in /.test((await sim.getByRole('status').textContent()) ?? '')) break;
  await page.waitForTimeout(200);
}
const heap = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0);

await browser.close();
await chromiumServer.close();
server.close();

report([
  { name: 'studio memory: Chromium with a blank page (browser, GPU, services, one renderer)', value: baseline.all, unit: 'MB', target: null, better: 'lower' },
  { name: 'studio memory: start screen, studio renderer', value: idle.renderer, unit: 'MB', target: null, better: 'lower' },
  { name: `studio memory: largest sample open (${largestName}), studio renderer`, value: largest.renderer, unit: 'MB', target: 400, better: 'lower' },
  { name: 'studio memory: largest sample open, all Chromium processes', value: largest.all, unit: 'MB', target: null, better: 'lower' },
  { name: `studio memory: ${samples.length} samples in tabs + 1,000-game batch, studio renderer (peak)`, value: peak.renderer, unit: 'MB', target: 400, better: 'lower' },
  { name: `studio memory: ${samples.length} samples in tabs + 1,000-game batch, all Chromium processes (peak)`, value: peak.all, unit: 'MB', target: null, better: 'lower' },
  { name: 'studio memory: page JS heap after the batch', value: Math.round(heap / 1024 / 1024), unit: 'MB', target: null, better: 'lower' },
  { name: 'studio memory bench: peak memory (node side)', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
