// Issue 17.2 as a user meets it: a shared file off its schema opens in the text view with its problems, never drawn
// by a view that cannot read it — also in the moment before its first check has answered.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launch, openStudio } from './support/browser';
import { dropFile } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('17.2 a document off its schema opens as text', () => {
  test('a mission whose first event is null opens in the text view; its map says why it cannot show it', async () => {
    const { page, context, errors } = await openStudio(browser);
    const mission = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
    mission.events[0] = null;
    await dropFile(page, 'broken-event.mission.json', JSON.stringify(mission, null, 2));
    await page.getByRole('tab', { name: /^broken-event\.mission\.json/ }).waitFor();
    const views = page.getByRole('tablist', { name: 'Views of this document' });
    await expect.poll(() => views.getByRole('tab', { selected: true }).textContent()).toBe('Text');
    await page.getByRole('region', { name: 'Problems' }).getByText('/events/0', { exact: false }).first().waitFor();
    await views.getByRole('tab', { name: 'Map' }).click();
    await page.getByText('does not match its format yet', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Show as text' }).click();
    await expect.poll(() => views.getByRole('tab', { selected: true }).textContent()).toBe('Text');
    expect(errors).toEqual([]);
    await context.close();
  });
});
