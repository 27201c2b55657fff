import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openKerrow(page: Page) {
  await page.getByRole('button', { name: /kerrow-point\.deck\.json/ }).click();
  await page.getByRole('tab', { name: /kerrow-point\.deck\.json/ }).waitFor();
  await page.getByRole('navigation', { name: 'Deck outline' }).waitFor();
}

describe('the deck studio on the sample deck', () => {
  test('outline, panorama, inspector, graph and a problem clicked in the panel', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
    await openKerrow(page);
    const outline = page.getByRole('navigation', { name: 'Deck outline' });
    await outline.getByRole('button', { name: 'Kerrow Harbour', exact: true }).click();
    await page.getByRole('region', { name: 'Panorama of Kerrow Harbour' }).waitFor();
    await outline.getByRole('button', { name: /^B · Harbourmaster/ }).click();
    await page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: 'Card B' }).waitFor();
    await screenshot(page, 'deck-studio-outline-panorama');

    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByRole('group', { name: 'Deck graph' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Card: / }).count()).toBeGreaterThan(5);
    await screenshot(page, 'deck-graph');
    await page.getByRole('button', { name: /^Status token: / }).first().click();
    await page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: 'Status token' }).waitFor();

    await page.getByRole('tab', { name: 'Deck', exact: true }).click();
    await page.getByRole('navigation', { name: 'Deck outline' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
