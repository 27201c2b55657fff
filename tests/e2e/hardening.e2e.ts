// Issue 17 in the web edition: what a hostile or unlucky moment does to the studio.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openSample(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) }).click();
  await page.getByRole('tab', { name: new RegExp(name.replace(/\./g, '\\.')) }).waitFor();
  await page.getByRole('tablist', { name: 'Views of this document' }).getByRole('tab', { name: 'Details' }).click();
}

describe('17.10 pending backups are written when the page goes away', () => {
  test('a reload 100 ms after the first edit offers the edit back', async () => {
    const { page, context, errors } = await openStudio(browser);
    page.on('dialog', (d) => void d.accept());
    await openSample(page, 'tutorial.mission.json');
    await page.getByLabel('Title (English)', { exact: true }).fill('Edited just before the reload');
    await page.waitForTimeout(100);
    await page.reload();
    const restore = page.getByRole('region', { name: 'Restore after a crash' });
    await restore.waitFor();
    await restore.getByRole('button', { name: 'Restore tutorial.mission.json' }).click();
    await expect.poll(() => page.getByLabel('Title (English)', { exact: true }).inputValue()).toBe('Edited just before the reload');
    expect(errors).toEqual([]);
    await context.close();
  });
});
