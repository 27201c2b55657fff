import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { localizeSchema, type SchemaTranslations } from '../../src/renderer/schema-i18n/localize';
import { subschemaAt, type SchemaNode } from '../../src/renderer/schema-i18n/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ENGLISH = JSON.parse(readFileSync('schemas/mission.schema.json', 'utf8')) as SchemaNode;
const SIDECAR = 'schemas/i18n/mission.de.json';

/**
 * The help the studio shows at a pointer, in English and in German. The German is read from the sidecar the web
 * build bundled, so the test follows the translators' wording; it only insists that it is not the English.
 */
function help(pointer: string): { en: string; de: string } {
  const en = subschemaAt(ENGLISH, pointer)!.description as string;
  const translations = existsSync(SIDECAR) ? (JSON.parse(readFileSync(SIDECAR, 'utf8')) as SchemaTranslations) : {};
  const de = subschemaAt(localizeSchema(ENGLISH, translations), pointer)!.description as string;
  expect(de, `${SIDECAR} has no current German help at ${pointer} (tests/unit/shell/schema-i18n.test.ts says which are missing)`).not.toBe(en);
  return { en, de };
}

/** Monaco renders help as Markdown: the words before any markup are what a hover shows as plain text. */
const plain = (text: string) => text.split(/[`*_[]/)[0].trim();

const inspector = (page: Page, name: string) => page.getByRole('complementary', { name });

/** Hovers a key in the text view and waits for its help; moving away first closes an earlier hover. */
async function hoverKey(page: Page, key: string, helpText: string) {
  await page.mouse.move(2, 2);
  await page.locator('.monaco-hover').filter({ visible: true }).waitFor({ state: 'detached' }).catch(() => undefined);
  await page.locator('.view-lines span', { hasText: new RegExp(`^"${key}"$`) }).first().hover();
  await page.locator('.monaco-hover', { hasText: plain(helpText) }).waitFor();
}

async function openTutorialWithText(page: Page, mapName = 'Mission map', textPanel = 'Text panel') {
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await page.getByRole('application', { name: mapName }).waitFor();
  await page.getByRole('button', { name: textPanel, exact: true }).click();
  await page.locator('.monaco-editor .view-lines').waitFor();
}

test('switched to German, the inspector and the text view explain the mission in German', async () => {
  const at = help('/$defs/scenicPlacement/properties/at');
  const defcon = help('/properties/defcon');
  const { page, context, errors } = await openStudio(browser);
  await openTutorialWithText(page);
  await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: 'Thornbush (bush-1) — 3, 5' }).click();
  await inspector(page, 'Inspector').getByRole('heading', { name: 'Thornbush (bush-1) — 3, 5' }).waitFor();
  await inspector(page, 'Inspector').getByText(at.en, { exact: true }).waitFor();
  await hoverKey(page, 'defcon', defcon.en);

  await page.getByRole('menuitem', { name: 'View' }).click();
  await page.getByRole('menuitem', { name: 'German (Deutsch)' }).click();
  // The selected piece's field help, then the text view's hover: its schemas were given again in German.
  await inspector(page, 'Eigenschaften').getByText(at.de, { exact: true }).waitFor();
  expect(await inspector(page, 'Eigenschaften').getByText(at.en, { exact: true }).count()).toBe(0);
  await hoverKey(page, 'defcon', defcon.de);
  await screenshot(page, 'schema-help-de');
  expect(errors).toEqual([]);
  await context.close();
});

test('a studio that starts in German shows German help from the first hover', async () => {
  const defcon = help('/properties/defcon');
  const { page, context, errors } = await openStudio(browser, { locale: 'de-DE' });
  await page.getByRole('menuitem', { name: 'Datei' }).waitFor();
  await openTutorialWithText(page, 'Missionskarte', 'Textbereich');
  // Nothing selected: the mission's own settings, Defcon among them, with their help.
  await inspector(page, 'Eigenschaften').getByText(defcon.de, { exact: true }).waitFor();
  await hoverKey(page, 'defcon', defcon.de);
  expect(errors).toEqual([]);
  await context.close();
});
