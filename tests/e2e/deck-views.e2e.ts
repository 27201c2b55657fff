import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A wide test picture: numbered coloured bands, so each card's slice is easy to tell apart. */
function widePicture(): Buffer {
  const canvas = createCanvas(2800, 1200);
  const ctx = canvas.getContext('2d');
  const colours = ['#8e3b46', '#e07a5f', '#f2cc8f', '#81b29a', '#3d405b', '#5f797b', '#b56576'];
  colours.forEach((c, i) => {
    ctx.fillStyle = c;
    ctx.fillRect(i * 400, 0, 400, 1200);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 200px sans-serif';
    ctx.fillText(String(i + 1), i * 400 + 140, 650);
  });
  ctx.fillStyle = '#1d3557';
  ctx.fillRect(0, 900, 2800, 300);
  return canvas.toBuffer('image/png');
}

async function openKerrow(page: Page) {
  await page.getByRole('button', { name: /kerrow-point\.deck\.json/ }).click();
  await page.getByRole('tab', { name: /kerrow-point\.deck\.json/ }).waitFor();
  await page.getByRole('navigation', { name: 'Deck outline' }).waitFor();
}

describe('the deck studio on the sample deck', () => {
  test('outline, panorama, inspector, graph and a problem clicked in the panel', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
    await openKerrow(page);
    const outline = page.getByRole('navigation', { name: 'Deck outline' });
    await outline.getByRole('button', { name: 'Kerrow Harbour', exact: true }).click();
    await page.getByRole('region', { name: 'Panorama of Kerrow Harbour' }).waitFor();
    await outline.getByRole('button', { name: /^B · Harbourmaster/ }).click();
    await page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: 'Card B' }).waitFor();
    await screenshot(page, 'deck-studio-outline-panorama');

    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByRole('group', { name: 'Deck graph' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Card: / }).count()).toBeGreaterThan(5);
    await screenshot(page, 'deck-graph');
    await page.getByRole('button', { name: /^Status token: / }).first().click();
    await page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: 'Status token' }).waitFor();

    await page.getByRole('tab', { name: 'Deck', exact: true }).click();
    await page.getByRole('navigation', { name: 'Deck outline' }).waitFor();

    // One wide picture, sliced over the harbour's panorama backs.
    await outline.getByRole('button', { name: 'Kerrow Harbour', exact: true }).click();
    const panorama = page.getByRole('region', { name: 'Panorama of Kerrow Harbour' });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), panorama.getByRole('button', { name: 'Import panorama image' }).click()]);
    await chooser.setFiles({ name: 'harbour wide.png', mimeType: 'image/png', buffer: widePicture() });
    await panorama.getByText('Picture: images/harbour-wide.png').waitFor();
    await panorama.getByRole('status').getByText(/images\/harbour-wide\.png/).waitFor();
    await page.waitForTimeout(300);
    await panorama.screenshot({ path: 'test-results/screens/deck-panorama-imported.png' });
    await page.keyboard.press('Control+Z');
    await panorama.getByText(/No panorama picture yet/).waitFor();

    // A picture on the front of a card, shown at once in the preview.
    await outline.getByRole('button', { name: /^B · Harbourmaster/ }).click();
    const [art] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('complementary', { name: 'Inspector' }).getByRole('button', { name: 'Choose: Picture on the front…' }).click()]);
    await art.setFiles({ name: 'ledger.png', mimeType: 'image/png', buffer: widePicture() });
    await page.getByRole('complementary', { name: 'Inspector' }).getByText('images/ledger.png', { exact: true }).waitFor();
    await page.waitForTimeout(300);
    await page.getByRole('region', { name: 'Kerrow Harbour B' }).screenshot({ path: 'test-results/screens/deck-card-with-picture.png' });

    // Effects under a condition, and a choice on the card.
    const insp = page.getByRole('complementary', { name: 'Inspector' });
    await insp.getByRole('combobox', { name: 'Add to Effects when explored…' }).selectOption({ label: 'Conditional effects' });
    await insp.getByRole('combobox', { name: 'Effects when explored, effect 1: condition: kind' }).selectOption({ label: 'someone owns the item' });
    await insp.getByRole('heading', { name: 'Effects when explored, effect 1: then' }).waitFor();
    await insp.getByRole('button', { name: 'Add a choice' }).click();
    await insp.getByLabel('Choice 1: wording (English)').fill('Bribe him');
    await insp.getByRole('button', { name: 'Only under a condition (choice 1)' }).click();
    await insp.getByRole('combobox', { name: 'Choice 1, condition: holds or not' }).selectOption({ label: 'unless' });
    await insp.getByRole('heading', { name: 'Choices on the card' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'deck-inspector-conditions');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Control+Z');
    await insp.getByText('No choices.').waitFor();

    // The simulator's dice are assumptions a designer can replace, and take back.
    await outline.getByRole('button', { name: 'Settings and run' }).click();
    const face = insp.getByRole('spinbutton', { name: 'Time-captain die, face 1' });
    await face.fill('3');
    await expect.poll(() => face.inputValue()).toBe('3');
    await insp.getByRole('button', { name: 'Back to the assumed faces' }).click();
    await expect.poll(() => face.inputValue()).toBe('1');

    // The plan: where each location is drawn, in per cent of its plan card.
    await outline.getByRole('button', { name: 'Plan (4 cards)' }).click();
    const x = page.getByRole('complementary', { name: 'Inspector' }).getByRole('spinbutton', { name: 'Kerrow Harbour: across the card (%)' });
    await x.fill('25');
    await expect.poll(() => x.inputValue()).toBe('25');
    await page.getByRole('img', { name: /^Front of Plan 1/ }).waitFor();
    await screenshot(page, 'deck-plan');

    // In a step-by-step run, a move onto a locked card is refused with the engine's reason.
    await page.keyboard.press('Control+Alt+R');
    const sim = page.getByRole('complementary', { name: 'Simulator' });
    await sim.getByRole('button', { name: 'Start a run' }).click();
    await sim.getByRole('group', { name: /Enter the location/ }).waitFor();
    await sim.getByRole('button', { name: 'Enter', exact: true }).click();
    const round = sim.getByRole('group', { name: /Action round/ });
    await round.waitFor();
    const first = round.getByRole('combobox').first();
    await first.selectOption({ label: 'Move to card E (not allowed now)' });
    await round.getByRole('button', { name: 'Spend 1 TU' }).click();
    await sim.getByRole('alert').getByText(/^Not allowed: /).waitFor();
    await screenshot(page, 'deck-simulate-refused');
    await page.keyboard.press('Control+Alt+R');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('in German, with the cards printed in the language being edited', async () => {
    const { page, context, errors } = await openStudio(browser, { locale: 'de-DE', setup: useUploadDownload });
    await page.getByRole('button', { name: /kerrow-point\.deck\.json/ }).click();
    const outline = page.getByRole('navigation', { name: 'Gliederung des Decks' });
    await outline.getByRole('button', { name: 'Kerrow Harbour', exact: true }).click();
    await outline.getByRole('button', { name: /^D · / }).first().click();
    const inspector = page.getByRole('complementary', { name: 'Eigenschaften' });
    await inspector.getByLabel('Text bearbeiten in').selectOption('de');
    await inspector.getByLabel('Titel (Deutsch)').waitFor();
    await page.getByRole('img', { name: /^Vorderseite von .*, wie gedruckt$/ }).waitFor();
    await screenshot(page, 'deck-studio-de');
    await page.getByRole('tab', { name: 'Graph' }).click();
    await page.getByRole('group', { name: 'Graph des Decks' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
