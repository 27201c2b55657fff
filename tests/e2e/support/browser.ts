import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A fresh page on the web edition, with console errors collected for assertions. */
export async function openStudio(
  browser: Browser,
  opts: { locale?: string; setup?: (context: BrowserContext) => Promise<void>; acceptDownloads?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: opts.locale ?? 'en-US',
    acceptDownloads: opts.acceptDownloads ?? true,
  });
  await opts.setup?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(inject('baseUrl'));
  return { page, context, errors };
}

/** Screenshots land in test-results/screens for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}
