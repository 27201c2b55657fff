import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { missionMap } from './support/mission';
import { runCommand, useUploadDownload } from './support/studio';
import { pngDpi } from '../../src/engine/core/draw/png';
import { inspectPdf } from '../unit/exports/pdf-inspect';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The sample as the studio opens it: without its relative `$schema` line (samples.ts, withoutRelativeSchema).
const TUTORIAL = readFileSync('samples/tutorial.mission.json', 'utf8')
  .replace(/^[ \t]*"\$schema":\s*"\.\.\/schemas\/[^"]*",\r?\n/m, '')
  .split('\n');

/** Line and column (1-based) of a piece of text on the line that contains `onLine`. */
function place(onLine: string, find: string): string {
  const line = TUTORIAL.findIndex((l) => l.includes(onLine));
  return `${line + 1}:${TUTORIAL[line].indexOf(find, TUTORIAL[line].indexOf(onLine)) + 1}`;
}

/** Puts Monaco's cursor at `line:column` with its Go to Line box, as a keyboard user would. */
async function goTo(page: Page, where: string) {
  await page.locator('.monaco-editor textarea').focus();
  await page.keyboard.press('Control+G');
  await page.keyboard.type(where);
  await page.keyboard.press('Enter');
}

const layers = (page: Page) => page.getByRole('region', { name: 'Layers' });
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });

async function openTutorialWithText(page: Page) {
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  // The side panel's toggle, named apart from the Text view's tab.
  await page.getByRole('button', { name: 'Text panel', exact: true }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
}

test('typing in the text moves the piece on the map; broken text keeps the map and shows the error; undo is shared', async () => {
  const { page, context, errors } = await openStudio(browser);
  await openTutorialWithText(page);

  // Hover help comes from the schema, through Monaco's JSON worker (bundled, allowed by the CSP).
  await page.locator('.view-lines span', { hasText: /^"defcon"$/ }).first().hover();
  await page.locator('.monaco-hover', { hasText: 'Defcon level 1 to 4' }).waitFor();

  // bush-1 stands at [3, 5]: change the 3 into a 4.
  await goTo(page, place('"bush-1"', '3, 5'));
  await page.keyboard.press('Shift+ArrowRight');
  const typed = Date.now();
  await page.keyboard.type('4');
  await layers(page).getByRole('button', { name: 'Thornbush (bush-1) — 4, 5' }).waitFor({ timeout: 2000 });
  const ms = Date.now() - typed;
  expect(ms, `the map followed the text in ${ms} ms`).toBeLessThan(1000);
  await screenshot(page, 'mission-text-sync');

  // Text that does not parse: the map keeps the last good document and says why; the problems list the error.
  await page.waitForTimeout(1100);
  await page.keyboard.type('x');
  await page.getByRole('alert').filter({ hasText: 'The text has errors' }).first().waitFor();
  await page.getByRole('region', { name: 'Problems', exact: true }).getByRole('button', { name: /not valid JSON/ }).first().waitFor();
  expect(await layers(page).getByRole('button', { name: 'Thornbush (bush-1) — 4, 5' }).count()).toBe(1);
  await screenshot(page, 'mission-text-broken');

  // Ctrl+Z in the text is the document's undo: first the stray x, then the move (a separate step).
  await page.keyboard.press('Control+Z');
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'The text has errors' }).count()).toBe(0);
  await page.keyboard.press('Control+Z');
  await layers(page).getByRole('button', { name: 'Thornbush (bush-1) — 3, 5' }).waitFor();
  await page.keyboard.press('Control+Shift+Z');
  await layers(page).getByRole('button', { name: 'Thornbush (bush-1) — 4, 5' }).waitFor();

  // The text view of its own: Format the document from the command palette is one step, undone by Ctrl+Z.
  const views = page.getByRole('tablist', { name: 'Views of this document' });
  const documentLines = async () => {
    await views.getByRole('tab', { name: 'Details' }).click();
    return ((await page.locator('.details-json pre').textContent()) ?? '').split('\n').length;
  };
  const unformatted = await documentLines();
  await views.getByRole('tab', { name: 'Text' }).click();
  await page.locator('.text-view .monaco-editor .view-lines').waitFor();
  await page.locator('.text-view .monaco-editor textarea').focus();
  await runCommand(page, 'Format the document');
  await expect.poll(documentLines).toBeGreaterThan(unformatted);
  await page.keyboard.press('Control+Z');
  await expect.poll(documentLines).toBe(unformatted);
  expect(errors).toEqual([]);
  await context.close();
});

test('clicking a problem selects its piece on the map and in the text; Ctrl+click on an id selects it on the map', async () => {
  const { page, context, errors } = await openStudio(browser);
  await openTutorialWithText(page);

  // Put scout-1 on the boulder's square [5, 3]: a model cannot stand there.
  await goTo(page, place('"scout-1"', '7, 1'));
  await page.keyboard.press('Shift+End');
  await page.keyboard.type('5, 3] },');
  const problem = page.getByRole('region', { name: 'Problems', exact: true }).getByRole('button', { name: /scout-1/ }).first();
  await problem.waitFor();
  // The severity filter hides errors and shows them again.
  const errorsFilter = page.getByRole('region', { name: 'Problems', exact: true }).getByRole('button', { name: 'Error', exact: true });
  await errorsFilter.click();
  await expect.poll(() => problem.count()).toBe(0);
  await errorsFilter.click();
  await problem.waitFor();
  await page.getByRole('button', { name: 'Fit' }).click();
  await problem.click();
  await inspector(page).getByRole('heading', { name: 'Gnawling (scout-1) — 5, 3' }).waitFor();
  await expect.poll(() => layers(page).getByRole('button', { name: 'Gnawling (scout-1) — 5, 3' }).getAttribute('aria-pressed')).toBe('true');
  // The text shows where it is, selected.
  await expect.poll(() => page.locator('.monaco-editor .selected-text').count()).toBeGreaterThan(0);
  await screenshot(page, 'mission-problem-revealed');

  // Ctrl+click on scout-2's id in the text selects scout-2 on the map.
  await page.locator('.view-lines span', { hasText: /^"scout-2"$/ }).first().click({ modifiers: ['Control'] });
  await inspector(page).getByRole('heading', { name: 'Gnawling (scout-2) — 8, 1' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('Ctrl+click on a catalog id opens the catalog at its entry, every time, without an error on the page', async () => {
  const { page, context, errors } = await openStudio(browser);
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  const views = page.getByRole('tablist', { name: 'Views of this document' });
  const tabs = page.getByRole('tablist', { name: 'Open documents' });
  /** The catalog's text, shown at an entry: its id selected, in view, under a sticky header of its own scopes. */
  const shownAt = async (id: string) => {
    // A 60 KB catalog takes Monaco a moment to open on a busy machine.
    await expect.poll(() => page.locator('.text-view .monaco-editor .selected-text').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('.text-view .view-lines span', { hasText: new RegExp(`^"${id}"$`) }).first().waitFor();
    // The sticky header, once drawn, names only lines above the first one in view (a header left from before would not).
    await page.waitForTimeout(600);
    const sticky = (await page.locator('.text-view .sticky-widget .sticky-line-number').allInnerTexts()).map(Number).filter((n) => n > 0);
    type Styled = { innerText: string; parentElement: { style: { top: string } } | null };
    const lines = await page
      .locator('.text-view .margin-view-overlays .line-numbers')
      .evaluateAll((els) => els.map((e) => ({ n: Number((e as unknown as Styled).innerText.trim()), top: parseFloat((e as unknown as Styled).parentElement?.style.top ?? '0') })));
    const scrollTop = -parseFloat(await page.locator('.text-view .lines-content').evaluate((e) => (e as unknown as { style: { top: string } }).style.top || '0'));
    const first = lines.filter((l) => l.top + 10 > scrollTop).sort((x, y) => x.top - y.top)[0]?.n ?? 0;
    for (const n of sticky) expect(n).toBeLessThanOrEqual(first + sticky.length);
  };

  await views.getByRole('tab', { name: 'Text' }).click();
  await goTo(page, place('"scout-1"', 'gnawling'));
  await page.locator('.text-view .view-lines span', { hasText: /^"gnawling"$/ }).first().click({ modifiers: ['Control'] });
  await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toContain('sine-tempore-core.catalog.json');
  await shownAt('gnawling');
  await screenshot(page, 'mission-ctrl-click-catalog');

  // Again, with the catalog already open: its text view is created for the request and still shows the entry.
  await tabs.getByRole('tab', { name: /tutorial\.mission\.json/ }).click();
  await page.locator('.text-view .monaco-editor .view-lines').waitFor();
  await goTo(page, place('"bush-1"', 'thornbush'));
  await page.locator('.text-view .view-lines span', { hasText: /^"thornbush"$/ }).first().click({ modifiers: ['Control'] });
  await expect.poll(() => tabs.getByRole('tab', { selected: true }).textContent()).toContain('sine-tempore-core.catalog.json');
  await shownAt('thornbush');
  // No "Canceled: Canceled" from the mission's text closing while Monaco was still busy with the click.
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
  await context.close();
});

test('the map exports as a 300 dpi PNG, a print-and-play PDF and a Universal VTT file', async () => {
  const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
  await page.getByRole('button', { name: /verdant-sweep\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  const exportAs = async (format: RegExp) => {
    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export the map' });
    await dialog.getByRole('radio', { name: format }).check();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export', exact: true }).click()]);
    await dialog.waitFor({ state: 'detached' });
    return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
  };
  await page.getByRole('button', { name: 'Export…' }).click();
  await page.getByRole('dialog', { name: 'Export the map' }).getByRole('status').filter({ hasText: /8 sheets/ }).waitFor();
  await screenshot(page, 'mission-export-dialog');
  await page.keyboard.press('Escape');

  const png = await exportAs(/PNG/);
  expect(png.name).toBe('verdant-sweep-map.png');
  expect(pngDpi(new Uint8Array(png.bytes))).toBe(300);
  // 22 squares of 25 mm at 300 dpi.
  expect(png.bytes.readUInt32BE(16)).toBe(Math.round(22 * 25 * (300 / 25.4)));

  const pdf = await exportAs(/PDF/);
  expect(pdf.name).toBe('verdant-sweep-print-and-play.pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // The studio writes the same vector PDF as the CLI (issue 15): fonts embedded as tagged subsets, real metadata.
  const read = await inspectPdf(new Uint8Array(pdf.bytes));
  expect(read.pages).toHaveLength(8);
  expect(read.producer).toMatch(/Scenario Studio/);
  for (const page of read.pages) for (const f of page.fonts) expect(f.embedded && /^[A-Z]{6}\+DejaVu/.test(f.baseFont)).toBe(true);
  expect(read.pages[0].texts.map((t) => t.text).join(' ')).toContain('(1 square)');

  const vtt = await exportAs(/Universal VTT/);
  expect(vtt.name).toBe('verdant-sweep.dd2vtt');
  const file = JSON.parse(vtt.bytes.toString()) as { format: number; resolution: { map_size: { x: number } }; line_of_sight: unknown[]; image: string };
  expect(file.format).toBe(0.3);
  expect(file.resolution.map_size.x).toBe(22);
  expect(file.line_of_sight.length).toBeGreaterThan(4);
  expect(Buffer.from(file.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
  expect(errors).toEqual([]);
  await context.close();
});
