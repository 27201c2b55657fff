import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { dropFile } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A skirmish with two bases on top of each other, naming the units file the studio bundles as a sample. */
const OVERLAP = readFileSync('tests/fixtures/invalid/skirmish-bases-overlap.skirmish.json', 'utf8').replace(
  /"units": "[^"]*"/,
  '"units": "salt-frontier.units.json"',
);

const problem = (page: Page, pane: string, text: RegExp) =>
  page.getByRole('region', { name: pane, exact: true }).getByRole('button', { name: text });

test('a skirmish scenario opens as text with its problems, checked with the units file it names, in the UI language', async () => {
  const { page, context, errors } = await openStudio(browser);
  await dropFile(page, 'harbour.skirmish.json', OVERLAP);
  await page.getByRole('tab', { name: /harbour\.skirmish\.json/ }).waitFor();
  // The table opens first (the document matches its schema); the text view shows it, with the schema's help on hover.
  await page.getByRole('tablist', { name: 'Views of this document' }).getByRole('tab', { name: 'Text' }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
  await page.locator('.view-lines span', { hasText: /^"units"$/ }).first().hover();
  await page.locator('.monaco-hover', { hasText: 'Path of the units file' }).waitFor();
  // A check that needs the unit cards ran: the captain's medium base is 25 mm across.
  await problem(page, 'Problems', /The bases of `rifle` and `captain` overlap \(1\.0 cm\)/).waitFor();
  expect(await problem(page, 'Problems', /were not checked/).count()).toBe(0);

  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'German (Deutsch)' }).click();
  await problem(page, 'Probleme', /Die Bases von `rifle` und `captain` überlappen \(1,0 cm\)/).waitFor();
  await screenshot(page, 'skirmish-problems-de');

  // A units file opens too, with its own checks.
  await dropFile(page, 'cards.units.json', readFileSync('tests/fixtures/invalid/units-hp-over-limit.units.json', 'utf8'));
  await page.getByRole('tab', { name: /cards\.units\.json/ }).waitFor();
  await problem(page, 'Probleme', /`foreman` hat 21 Trefferpunkte/).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
