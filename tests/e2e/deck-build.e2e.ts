import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });
const outline = (page: Page) => page.getByRole('navigation', { name: 'Deck outline' });
const problems = (page: Page) => page.getByRole('region', { name: 'Problems' });
const PALETTE = 'Type the name of a command';

/** Runs a command through the command palette, as a keyboard user would. */
async function runCommand(page: Page, label: string) {
  await page.keyboard.press('Control+Shift+P');
  const input = page.getByRole('combobox', { name: PALETTE });
  await input.fill(label);
  await page.getByRole('option', { name: label }).first().waitFor();
  await input.press('Enter');
}

async function pick(select: Locator, label: string) {
  await select.selectOption({ label });
}

async function download(page: Page, button: string, file: string): Promise<Buffer> {
  const [dl] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: button }).click()]);
  const path = `test-results/${file}`;
  await dl.saveAs(path);
  return readFileSync(path);
}

describe('building a deck in the deck studio', () => {
  test('a location with card A and two panorama cards, a lock opened by a granted token, a test with skull and heart shields; a problem when the granting card goes; simulate; export', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload, acceptDownloads: true });
    await page.getByRole('button', { name: /New deck/ }).click();
    await outline(page).waitFor();

    // A new location, renamed in the inspector.
    await outline(page).getByRole('button', { name: 'Add location' }).click();
    await inspector(page).getByLabel('Name (English)').fill('Lighthouse');
    await outline(page).getByRole('button', { name: 'Lighthouse', exact: true }).waitFor();

    // The status token that will open the lamp room.
    // A new part of the deck gets the cursor in its name, so the designer just types.
    await outline(page).getByRole('button', { name: 'Add status token' }).click();
    const tokenName = inspector(page).getByLabel('Name (English)');
    await expect.poll(() => tokenName.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type('Lamp oil');
    await expect.poll(() => tokenName.inputValue()).toBe('Lamp oil');

    // Card B: grants the token, and has a test with a skull and a heart shield.
    await outline(page).getByRole('button', { name: 'Lighthouse', exact: true }).click();
    await outline(page).getByRole('button', { name: 'Add card to Lighthouse' }).click();
    await inspector(page).getByRole('heading', { name: 'Card B' }).waitFor();
    await inspector(page).getByLabel('Title (English)').fill('Oil store');
    await inspector(page).getByLabel('Text (English)').fill('Barrels of **lamp oil** line the wall.');
    await pick(inspector(page).getByRole('combobox', { name: 'Add to Effects when explored…' }), 'Gain status token');
    await expect.poll(() => inspector(page).getByRole('combobox', { name: 'Effects when explored, effect 1: status token' }).inputValue()).toBe('new-status');
    await inspector(page).getByRole('button', { name: 'Add a test' }).click();
    await pick(inspector(page).getByRole('combobox', { name: 'Shield stack 1: kind' }), 'Skull');
    await pick(inspector(page).getByRole('combobox', { name: 'Add shield stack…' }), 'Heart');
    await expect.poll(() => inspector(page).getByRole('spinbutton', { name: 'Shield stack 2: count' }).inputValue()).toBe('1');

    // Card C: locked by the token; reading it wins the mission.
    await outline(page).getByRole('button', { name: 'Add card to Lighthouse' }).click();
    await inspector(page).getByRole('heading', { name: 'Card C' }).waitFor();
    await inspector(page).getByLabel('Title (English)').fill('Lamp room');
    await pick(inspector(page).getByRole('combobox', { name: 'Add lock…' }), 'Status token');
    await expect.poll(() => inspector(page).getByRole('combobox', { name: 'Lock 1: status token' }).inputValue()).toBe('new-status');
    await pick(inspector(page).getByRole('combobox', { name: 'Add to Effects when explored…' }), 'Mission success');

    // The deck checks find nothing wrong with the lamp room.
    await expect.poll(() => problems(page).getByText('No problems found.').count(), { timeout: 10_000 }).toBe(1);
    await outline(page).getByRole('button', { name: /^B · Oil store/ }).click();
    await page.getByRole('region', { name: 'Panorama of Lighthouse' }).waitFor();
    await page.getByRole('img', { name: 'Front of Lighthouse B, as printed' }).waitFor();
    await screenshot(page, 'deck-build-card-b');
    await page.getByRole('region', { name: 'Lighthouse B' }).screenshot({ path: 'test-results/screens/deck-build-card-b-preview.png' });

    // Removing the card that grants the token leaves the lock unopenable: the checks say so.
    await outline(page).getByRole('button', { name: /^Delete B · Oil store/ }).click();
    const lockProblem = problems(page).getByText(/new-status|Lamp oil/).first();
    await lockProblem.waitFor({ timeout: 10_000 });
    await screenshot(page, 'deck-build-problem');
    // Clicking the problem selects the card it is about.
    await lockProblem.click();
    await expect.poll(() => inspector(page).getByRole('heading', { name: /^Card [BC]$/ }).count()).toBe(1);
    await page.keyboard.press('Control+Z');
    await expect.poll(() => problems(page).getByText('No problems found.').count(), { timeout: 10_000 }).toBe(1);
    await outline(page).getByRole('button', { name: /^B · Oil store/ }).waitFor();

    // Dragging the lamp room in front of the oil store re-letters the panorama.
    await outline(page).getByRole('button', { name: 'Lighthouse', exact: true }).click();
    const strip = page.getByRole('region', { name: 'Panorama of Lighthouse' }).locator('canvas').first();
    await strip.scrollIntoViewIfNeeded();
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + 308, box.y + 98);
    await page.mouse.down();
    await page.mouse.move(box.x + 250, box.y + 98, { steps: 5 });
    await page.mouse.move(box.x + 190, box.y + 98, { steps: 5 });
    await page.mouse.up();
    await outline(page).getByRole('button', { name: /^B · Lamp room/ }).waitFor();
    await outline(page).getByRole('button', { name: /^C · Oil store/ }).waitFor();
    await screenshot(page, 'deck-build-panorama');
    await page.keyboard.press('Control+Z');
    await outline(page).getByRole('button', { name: /^B · Oil store/ }).waitFor();

    // The graph shows the token between the card that grants it and the card it opens.
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByRole('button', { name: /^Status token: Lamp oil/ }).click();
    await inspector(page).getByRole('heading', { name: 'Status token' }).waitFor();
    await screenshot(page, 'deck-build-graph');
    await page.getByRole('tab', { name: 'Deck', exact: true }).click();

    // Simulate: one run step by step, then many runs.
    await runCommand(page, 'Show or hide the simulator');
    const sim = page.getByRole('complementary', { name: 'Simulator' });
    await sim.getByRole('button', { name: 'Start a run' }).click();
    await sim.getByRole('list', { name: 'What happened' }).getByText(/Run 1 starts with/).waitFor();
    // The bot decides until the run ends (its button goes away then); "Start a run" is disabled while a step runs.
    for (let i = 0; i < 6 && (await sim.getByRole('button', { name: 'Let the bot decide' }).count()); i++) {
      await sim.getByRole('button', { name: 'Let the bot decide' }).click();
      await expect.poll(() => sim.getByRole('button', { name: 'Start a run' }).isEnabled()).toBe(true);
    }
    expect(await sim.getByRole('list', { name: 'What happened' }).getByRole('listitem').count()).toBeGreaterThan(3);
    await screenshot(page, 'deck-build-simulate-step');
    await sim.getByRole('tab', { name: 'Many runs' }).click();
    await sim.getByRole('spinbutton', { name: 'Campaigns' }).fill('200');
    await sim.getByRole('button', { name: 'Run the campaigns' }).click();
    const report = sim.getByRole('region', { name: 'Report' });
    await report.getByText('Success within one run').waitFor();
    await sim.getByRole('button', { name: 'Run the campaigns' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => report.getByText(/Cards never visited/).count()).toBe(1);
    await screenshot(page, 'deck-build-simulate-batch');
    await runCommand(page, 'Show or hide the simulator');

    // Export: print sheets, faces and Tabletop Simulator sheets.
    const pdf = await download(page, 'Export print sheets, A4 (PDF)', 'deck-build.pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByRole('region', { name: 'Export' }).getByText(/cards on A4/).waitFor();
    const png = await download(page, 'Export every card face (PNG, in a ZIP)', 'deck-build-faces.zip');
    expect(png.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const tts = await download(page, 'Export for Tabletop Simulator (sheets and saved object, in a ZIP)', 'deck-build-tts.zip');
    expect(tts.includes(Buffer.from('new-deck.tts.json'))).toBe(true);
    await screenshot(page, 'deck-build-export');

    // Dark theme.
    await runCommand(page, 'Dark theme');
    await outline(page).getByRole('button', { name: /^C · Lamp room/ }).click();
    await screenshot(page, 'deck-build-dark');

    expect(errors).toEqual([]);
    await context.close();
  });
});
