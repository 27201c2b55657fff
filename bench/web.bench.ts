// The web edition as a user meets it: how much JavaScript the first page load needs (gzip), and
// how long until the shell answers input in headless Chromium, served from a local static server.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { serveStatic } from '../tests/e2e/support/static-server';
import { report } from './report';
import { peakRssMb } from './types';

const OUT = 'dist/web';
execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'error'], { stdio: 'inherit' });

// Everything index.html loads before the app runs: its entry script and the modules it preloads.
const html = readFileSync(join(OUT, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
if (initial.length === 0) throw new Error('no script found in dist/web/index.html');
const initialGzipKb = initial.reduce((sum, f) => sum + gzipSync(readFileSync(join(OUT, f)), { level: 9 }).length, 0) / 1024;

const { url, server } = await serveStatic(OUT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const times: number[] = [];
for (let run = 0; run < 7; run++) {
  // A fresh context each time: no cache, as on a first visit.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('studio-interactive').length > 0);
  times.push(await page.evaluate(() => performance.getEntriesByName('studio-interactive')[0].startTime));
  await context.close();
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];

report([
  { name: 'web: time to interactive (headless Chromium, median of 7)', value: Math.round(median), unit: 'ms', target: 1500, better: 'lower' },
  { name: 'web: initial JavaScript (gzip)', value: Math.round(initialGzipKb), unit: 'KB', target: 600, better: 'lower' },
  { name: 'web bench: peak memory (node side)', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
