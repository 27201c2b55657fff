import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

test('the web edition starts without errors', async () => {
  const { page, errors, context } = await openStudio(browser);
  await expect(page.getByRole('heading', { name: 'Scenario Studio', level: 1 }).isVisible()).resolves.toBe(true);
  await screenshot(page, 'smoke-start');
  expect(errors).toEqual([]);
  await context.close();
});
