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

/** The tutorial with scout-2 moved onto scout-1's square: one `placement-occupied` problem. */
const CROWDED = readFileSync('tests/fixtures/invalid/two-models-one-square.mission.json', 'utf8').replace(
  /"catalog": "[^"]*"/,
  '"catalog": "sine-tempore-core.catalog.json"',
);

const problem = (page: Page, pane: string, text: RegExp) =>
  page.getByRole('region', { name: pane, exact: true }).getByRole('button', { name: text });

test('the problems panel speaks the UI language: switched to German, then French, the same problem reads in each', async () => {
  const { page, context, errors } = await openStudio(browser);
  await dropFile(page, 'crowded.mission.json', CROWDED);
  await page.getByRole('tab', { name: /crowded\.mission\.json/ }).waitFor();

  const english = problem(
    page,
    'Problems',
    /Model `scout-2` is on \[7,1\], where model `scout-1` already is/,
  );
  await english.waitFor();

  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'German (Deutsch)' }).click();
  // Checked again in German by the validation worker: the same problem, the same place, German words.
  const german = problem(
    page,
    'Probleme',
    /Die Figur `scout-2` steht auf \[7,1\], wo schon die Figur `scout-1` steht/,
  );
  await german.waitFor();
  expect(await problem(page, 'Probleme', /already is/).count()).toBe(0);
  await screenshot(page, 'problems-de');

  await page.getByRole('menuitem', { name: 'Ansicht' }).click();
  await page.getByRole('menuitem', { name: 'Französisch (Français)' }).click();
  await problem(
    page,
    'Problèmes',
    /La figurine `scout-2` est en \[7,1\], où se trouve déjà la figurine `scout-1`/,
  ).waitFor();
  expect(await problem(page, 'Problèmes', /steht auf/).count()).toBe(0);
  // The map's notice (overlays off while the engine cannot read the mission) says why in French too.
  const notice = page.getByRole('status').filter({ hasText: /Le moteur de règles ne peut pas encore lire cette mission/ });
  await notice.waitFor();
  expect(await notice.textContent()).toMatch(/La figurine `scout-2` est en \[7,1\]/);
  expect(await notice.textContent()).not.toMatch(/cannot stand|already holding/);

  // Clicking the problem still reveals its piece: the pointer did not change with the words.
  await problem(page, 'Problèmes', /scout-2/)
    .first()
    .click();
  await page
    .getByRole('complementary', { name: 'Inspecteur' })
    .getByText(/scout-2/)
    .first()
    .waitFor();
  await screenshot(page, 'problems-fr');
  expect(errors).toEqual([]);
  await context.close();
});
