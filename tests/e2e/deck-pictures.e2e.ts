import { readFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { readPrivateFile, useUploadDownload, usePrivateFileSystem, waitSaved, writePrivateFile } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const DECK = readFileSync('samples/kerrow-point.deck.json', 'utf8');

/** A magenta picture: no card paints that colour by itself, so seeing it on the card means the picture is there. */
function magentaPicture(): Buffer {
  const canvas = createCanvas(800, 600);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ff00ff';
  ctx.fillRect(0, 0, 800, 600);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(300, 200, 200, 200);
  return canvas.toBuffer('image/png');
}

async function showCard(page: Page) {
  const outline = page.getByRole('navigation', { name: 'Deck outline' });
  await outline.waitFor();
  await outline.getByRole('button', { name: 'Kerrow Harbour', exact: true }).click();
  await outline.getByRole('button', { name: /^B · Harbourmaster/ }).click();
}

/** Magenta pixels on the printed front of Kerrow Harbour B. */
async function magentaOnCard(page: Page): Promise<number> {
  const front = page.getByRole('img', { name: 'Front of Kerrow Harbour B, as printed' });
  await front.waitFor();
  return front.evaluate((el) => {
    const canvas = el as unknown as { width: number; height: number; getContext(k: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 230 && data[i + 1] < 40 && data[i + 2] > 230) n++;
    return n;
  });
}

/** Another designer's deck of the same file name whose card B names the same picture path: a different text. */
function strangersDeck(saved: string): string {
  const deck = JSON.parse(saved);
  deck.author = 'Another designer';
  return JSON.stringify(deck, null, 2);
}

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });

/** Reloads the studio in a new page of the same browser profile and opens the deck again from the recent list. */
async function reopenFromRecent(context: BrowserContext, page: Page, errors: string[]): Promise<Page> {
  await waitSaved(page);
  const url = page.url();
  await page.close();
  const next = await context.newPage();
  next.on('pageerror', (e) => errors.push(String(e)));
  await next.goto(url);
  await next.getByRole('list').filter({ hasText: 'opened' }).getByRole('button', { name: /lamp\.deck\.json/ }).click();
  return next;
}

describe('pictures imported in the web edition stay with the deck', () => {
  test('upload and download: import, save, close the page, reopen from the recent list and by opening the file again', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
    const [open] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open…' }).click()]);
    await open.setFiles({ name: 'lamp.deck.json', mimeType: 'application/json', buffer: Buffer.from(DECK) });
    await page.getByRole('tab', { name: /lamp\.deck\.json/ }).waitFor();
    await showCard(page);
    expect(await magentaOnCard(page)).toBe(0);

    const [art] = await Promise.all([page.waitForEvent('filechooser'), inspector(page).getByRole('button', { name: 'Choose: Picture on the front…' }).click()]);
    await art.setFiles({ name: 'harbour office.png', mimeType: 'image/png', buffer: magentaPicture() });
    await inspector(page).getByText('images/harbour-office.png', { exact: true }).waitFor();
    // The designer is told where the picture lives.
    const note = inspector(page).getByRole('status').filter({ hasText: 'This browser keeps the picture with lamp.deck.json' });
    await note.waitFor();
    expect(await note.textContent()).toContain('put a copy at “images/harbour-office.png” beside the deck file');
    await expect.poll(() => magentaOnCard(page)).toBeGreaterThan(1000);
    await screenshot(page, 'deck-picture-kept-in-browser');

    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+S')]);
    const saved = readFileSync(await download.path(), 'utf8');
    expect(JSON.parse(saved).locations[0].cards.find((c: { letter: string }) => c.letter === 'B').image).toBe('images/harbour-office.png');
    // A new page: the deck from the recent list shows the picture on the card.
    const next = await reopenFromRecent(context, page, errors);
    await next.getByRole('tab', { name: /lamp\.deck\.json/ }).waitFor();
    await showCard(next);
    await inspector(next).getByText('images/harbour-office.png', { exact: true }).waitFor();
    await expect.poll(() => magentaOnCard(next)).toBeGreaterThan(1000);
    await next.getByRole('button', { name: 'Close lamp.deck.json' }).click();

    // Opening the saved file again (a new upload of the same deck) finds it too.
    const [again] = await Promise.all([next.waitForEvent('filechooser'), next.getByRole('button', { name: 'Open…' }).click()]);
    await again.setFiles({ name: 'lamp.deck.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await showCard(next);
    await expect.poll(() => magentaOnCard(next)).toBeGreaterThan(1000);

    // Another deck naming the same path does not borrow the picture.
    await next.getByRole('button', { name: 'Close lamp.deck.json' }).click();
    const [other] = await Promise.all([next.waitForEvent('filechooser'), next.getByRole('button', { name: 'Open…' }).click()]);
    await other.setFiles({ name: 'other.deck.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await showCard(next);
    await next.waitForTimeout(500);
    expect(await magentaOnCard(next)).toBe(0);

    // 17.11: someone else's deck with the same file name (and a card naming the same path) does not show it either.
    await next.getByRole('button', { name: 'Close other.deck.json' }).click();
    const [stranger] = await Promise.all([next.waitForEvent('filechooser'), next.getByRole('button', { name: 'Open…' }).click()]);
    await stranger.setFiles({ name: 'lamp.deck.json', mimeType: 'application/json', buffer: Buffer.from(strangersDeck(saved)) });
    await showCard(next);
    await inspector(next).getByText('images/harbour-office.png', { exact: true }).waitFor();
    await next.waitForTimeout(500);
    expect(await magentaOnCard(next)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('File System Access: saved in place, reopened from the recent list with the picture', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: usePrivateFileSystem });
    await writePrivateFile(page, 'lamp.deck.json', DECK);
    const picture = [...magentaPicture()];
    await page.evaluate(async (b) => {
      const g = globalThis as unknown as {
        navigator: { storage: { getDirectory(): Promise<{ getFileHandle(n: string, o: { create: boolean }): Promise<{ createWritable(): Promise<{ write(d: Uint8Array): Promise<void>; close(): Promise<void> }> }> }> } };
      };
      const w = await (await (await g.navigator.storage.getDirectory()).getFileHandle('office.png', { create: true })).createWritable();
      await w.write(new Uint8Array(b));
      await w.close();
    }, picture);
    const pick = (name: string) => page.evaluate((n) => ((globalThis as unknown as { __pick: string }).__pick = n), name);
    await pick('lamp.deck.json');
    await page.getByRole('button', { name: 'Open…' }).click();
    await page.getByRole('tab', { name: /lamp\.deck\.json/ }).waitFor();
    await showCard(page);
    await pick('office.png');
    await inspector(page).getByRole('button', { name: 'Choose: Picture on the front…' }).click();
    await inspector(page).getByText('images/office.png', { exact: true }).waitFor();
    await expect.poll(() => magentaOnCard(page)).toBeGreaterThan(1000);
    await page.keyboard.press('Control+S');
    const next = await reopenFromRecent(context, page, errors);
    await showCard(next);
    await expect.poll(() => magentaOnCard(next)).toBeGreaterThan(1000);

    // 17.11: another lamp.deck.json, in another folder, naming the same picture path, does not show it.
    await next.getByRole('button', { name: 'Close lamp.deck.json' }).click();
    const saved = await readPrivateFile(next, 'lamp.deck.json');
    await writePrivateFile(next, 'elsewhere/lamp.deck.json', strangersDeck(saved));
    await next.evaluate(() => ((globalThis as unknown as { __pick: string }).__pick = 'elsewhere/lamp.deck.json'));
    await next.getByRole('button', { name: 'Open…' }).click();
    await showCard(next);
    await inspector(next).getByText('images/office.png', { exact: true }).waitFor();
    await next.waitForTimeout(500);
    expect(await magentaOnCard(next)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
