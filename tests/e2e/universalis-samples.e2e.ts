/**
 * The four upstream missions (Missionen.adoc: Standard A, Standard B, the objects mission, Extraction) open on the
 * table as their drawings show them — deployment zones hatched in the sides' colours with their sizes, the
 * objects circle, the extraction squares — with no problem; screenshots for a person to compare with
 * Regeln/Grafiken/Missionen/01–04.svg. The table prints to scale over A4 sheets, and the studio speaks German.
 */
import { readFileSync } from 'node:fs';
import { inspectPdf } from '../unit/exports/pdf-inspect';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';
import { skirmishTable } from './support/universalis';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MISSIONS: [string, string][] = [
  ['gull-point-drill.skirmish.json', 'universalis-mission-01-standard-a'],
  ['saltmarsh-crossing.skirmish.json', 'universalis-mission-02-standard-b'],
  ['beacon-salvage.skirmish.json', 'universalis-mission-03-objects'],
  ['ashfall-extraction.skirmish.json', 'universalis-mission-04-extraction'],
];

test('the four upstream missions open on the table with no problem, and one prints to scale', async () => {
  const { page, errors } = await openStudio(browser, { setup: useUploadDownload });
  for (const [file, shot] of MISSIONS) {
    await page.getByRole('button', { name: 'Start screen' }).click();
    await page.getByRole('button', { name: new RegExp(file.replace(/\./g, '\\.')) }).click();
    await skirmishTable(page).waitFor();
    await expect
      .poll(() => page.getByRole('region', { name: 'Problems' }).textContent(), { timeout: 15_000 })
      .toMatch(/No problems/);
    await page.waitForTimeout(600);
    await screenshot(page, shot);
  }

  // The extraction table at true size over A4 sheets, with overlap marks.
  await skirmishTable(page).focus();
  await page.keyboard.press('Control+Alt+E');
  const dialog = page.getByRole('dialog', { name: 'Print the table' });
  await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/\d+ sheets \(\d+ × \d+\)/);
  const sheets = Number(/(\d+) sheets/.exec((await dialog.getByRole('status').textContent())!)![1]);
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    dialog.getByRole('button', { name: 'Save' }).click(),
  ]);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.suggestedFilename()).toBe('ashfall-extraction-table.pdf');
  // Vectors through the engine's one PDF writer: one page a sheet, the shipped fonts embedded, the scale bar's words.
  const read = await inspectPdf(new Uint8Array(bytes));
  expect(read.pages).toHaveLength(sheets);
  for (const page of read.pages)
    for (const f of page.fonts) expect(f.embedded && /^[A-Z]{6}\+DejaVu/.test(f.baseFont)).toBe(true);
  expect(read.pages[0].texts.map((t) => t.text).join(' ')).toContain('(4 cm of table)');
  expect(errors).toEqual([]);
}, 300_000);

test('in German: the table, its tools and the test-play pane speak German', async () => {
  const { page, errors } = await openStudio(browser, { locale: 'de-DE' });
  await page.getByRole('button', { name: /Neues Scharmützel/ }).click();
  const table = page.getByRole('application', { name: 'Scharmützeltisch' });
  await table.waitFor();
  const toolbar = page.getByRole('toolbar', { name: 'Werkzeuge' });
  for (const name of ['Auswählen', 'Vieleck', 'Rechteck', 'Kreis', 'Maßband', 'Sichtlinie', 'Reichweite'])
    await toolbar.getByRole('button', { name, exact: true }).waitFor();
  await page.keyboard.press('Control+Alt+R');
  const sim = page.getByRole('complementary', { name: 'Simulator' });
  await sim.getByRole('button', { name: 'Spiel starten' }).click();
  await sim
    .getByRole('region', { name: 'Zulässige Aktionen' })
    .getByRole('button', { name: /aktivieren/ })
    .first()
    .waitFor();
  await expect
    .poll(() => sim.getByRole('region', { name: 'Protokoll' }).textContent())
    .toMatch(/gewinnt den Aufstellungswurf/);
  await screenshot(page, 'universalis-german');
  expect(errors).toEqual([]);
}, 180_000);

test('from the keyboard: the cursor draws a building with the rectangle tool and moves it', async () => {
  const { page, errors } = await openStudio(browser);
  await page.getByRole('button', { name: /New skirmish/ }).click();
  const table = skirmishTable(page);
  await table.waitFor();
  await page.keyboard.press('Tab');
  await table.focus();
  await page.keyboard.press('m');
  // The cursor stands near the middle of the table: one corner 10 cm left and up, the other 20 cm right and 10 cm down.
  await page.keyboard.press('ArrowLeft');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowLeft');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
  for (let i = 0; i < 2; i++) await page.keyboard.press('Shift+ArrowDown');
  // The status bar says where the cursor is in cm (a table has no squares).
  const status = await page.locator('footer.statusbar').textContent();
  expect(status).toMatch(/\d+\.\d, \d+\.\d cm/);
  expect(status).not.toMatch(/Square/);
  await page.keyboard.press('Enter');
  const inspector = page.getByRole('complementary', { name: 'Inspector' });
  await inspector.getByRole('heading', { name: /^Building/ }).waitFor();
  await expect.poll(() => inspector.textContent()).toMatch(/Size: 20 × 10 cm/);
  // Selected: the arrows move it (by the snap step, 1 cm), one undoable step; undo twice and the table is bare.
  await page.keyboard.press('ArrowDown');
  const terrain = page
    .getByRole('region', { name: 'On the table' })
    .locator('summary')
    .filter({ hasText: 'Terrain' });
  await expect.poll(() => terrain.textContent()).toMatch(/Terrain \(1\)/);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => terrain.textContent()).toMatch(/Terrain \(1\)/);
  await page.keyboard.press('Control+Z');
  await expect.poll(() => terrain.textContent()).toMatch(/Terrain \(0\)/);
  expect(errors).toEqual([]);
}, 120_000);
