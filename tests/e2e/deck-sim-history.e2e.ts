// Issue 14: in a deck's step-by-step run, Ctrl+Z and Ctrl+Shift+Z take back and make again the run's decisions (as
// test-play on a mission's map does) while the designer works in the run; elsewhere they are the deck's own again.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openStudio } from './support/browser';
import { useUploadDownload } from './support/studio';

/** `expect.poll` waiting as long as a loaded machine may need (its default gives up after one second). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('deck test-play: undo and redo from the keyboard', () => {
  test('Ctrl+Z undoes the last decision of the run, Ctrl+Shift+Z redoes it; a click on the deck gives Ctrl+Z back to the deck', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
    await page.getByRole('button', { name: /kerrow-point\.deck\.json/ }).click();
    const outline = page.getByRole('navigation', { name: 'Deck outline' });
    await outline.waitFor();
    await page.keyboard.press('Control+Alt+R');
    const sim = page.getByRole('complementary', { name: 'Simulator' });
    await sim.getByRole('button', { name: 'Start a run' }).click();
    const enter = sim.getByRole('group', { name: /Enter the location/ });
    const round = sim.getByRole('group', { name: /Action round/ });
    await enter.waitFor();
    await sim.getByRole('button', { name: 'Enter', exact: true }).click();
    await round.waitFor();
    const scrubber = sim.getByRole('slider', { name: 'Replay' });
    const at = () => scrubber.getAttribute('aria-valuenow').then(async (v) => v ?? (await scrubber.inputValue()));
    expect(await at()).toBe('1');

    await page.keyboard.press('Control+Z');
    await enter.waitFor();
    await poll(at).toBe('0');
    await page.keyboard.press('Control+Shift+Z');
    await round.waitFor();
    await poll(at).toBe('1');

    // Once the designer is back in the deck, Ctrl+Z is the deck's (nothing to undo there): the run stays as it is.
    await outline.getByRole('button', { name: 'Kerrow Harbour', exact: true }).click();
    await page.keyboard.press('Control+Z');
    await page.waitForTimeout(0);
    await round.waitFor();
    expect(await at()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});
