import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { mapPixels, missionMap } from './support/mission';

/** `expect.poll` waiting as long as a loaded machine may need (its default gives up after one second). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const layers = (page: Page) => page.getByRole('region', { name: 'Layers' });
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Inspector' });
/** What a screen reader hears of the keyboard cursor: "Square 4, 5: …" or, with the wall tool, "Corner 4, 5". */
const cursorStatus = (page: Page) => page.getByRole('status', { name: 'Map cursor' });

async function cursorAt(page: Page): Promise<[number, number]> {
  const text = (await cursorStatus(page).textContent()) ?? '';
  const m = /(?:Square|Corner) (\d+), (\d+)/.exec(text);
  if (!m) throw new Error(`no cursor in "${text}"`);
  return [Number(m[1]), Number(m[2])];
}

/** Moves the keyboard cursor with the arrow keys, reading where it is as a screen reader user would. */
async function cursorTo(page: Page, x: number, y: number) {
  const [cx, cy] = await cursorAt(page);
  for (let i = 0; i < Math.abs(x - cx); i++) await page.keyboard.press(x > cx ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(y - cy); i++) await page.keyboard.press(y > cy ? 'ArrowDown' : 'ArrowUp');
  await poll(() => cursorAt(page)).toEqual([x, y]);
}

/** A control used from the keyboard: focused (as Tab would), then Enter. */
async function activate(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

/** The board fitted in view, the focus off the map (no cursor drawn): what is drawn is the document. */
async function mapAlone(page: Page): Promise<Buffer> {
  await activate(page.getByRole('button', { name: 'Fit' }));
  return mapPixels(page);
}

test('without a mouse: a tile is placed, water painted and a wall drawn with the keyboard cursor, then all undone', async () => {
  const { page, context, errors } = await openStudio(browser);
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  const before = await mapAlone(page);

  // A tile: armed in the palette with Enter, put down at the cursor with Enter.
  await activate(page.getByRole('region', { name: 'Palette' }).getByRole('button', { name: 'Place Fungal Hollow' }));
  await missionMap(page).focus();
  await page.keyboard.press('ArrowRight');
  await poll(() => cursorStatus(page).textContent()).toMatch(/^Square \d+, \d+/);
  await cursorTo(page, 10, 0);
  // The status bar's square under the cursor follows the keyboard cursor.
  await page.getByRole('contentinfo').getByText('Square 10, 0', { exact: true }).waitFor();
  await page.keyboard.press('Enter');
  await layers(page).getByRole('button', { name: 'Fungal Hollow — 10, 0' }).waitFor();
  await screenshot(page, 'mission-keyboard-tile');

  // Water with the brush (B): Enter paints the square at the cursor.
  await page.keyboard.press('b');
  await page.getByRole('radio', { name: 'Water' }).waitFor();
  await cursorTo(page, 1, 1);
  await page.keyboard.press('Enter');

  // A wall (W): the cursor walks the grid's corners; Enter at one end, Enter at the other.
  await page.keyboard.press('w');
  await cursorTo(page, 5, 5);
  await poll(() => cursorStatus(page).textContent()).toBe('Corner 5, 5');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await poll(() => cursorStatus(page).textContent()).toBe('Corner 5, 7 From 5, 5: Enter at the other end.');
  await screenshot(page, 'mission-keyboard-wall');
  await page.keyboard.press('Enter');
  // Escape then leaves the tool.
  await page.keyboard.press('Escape');
  await poll(() => page.getByRole('button', { name: 'Select', exact: true }).getAttribute('aria-pressed')).toBe('true');

  const after = await mapAlone(page);
  expect(after.equals(before)).toBe(false);
  const details = async () => {
    await page.getByRole('tablist', { name: 'Views of this document' }).getByRole('tab', { name: 'Details' }).click();
    const text = (await page.locator('.details-json pre').textContent()) ?? '';
    await page.getByRole('tablist', { name: 'Views of this document' }).getByRole('tab', { name: 'Map' }).click();
    await missionMap(page).waitFor();
    return JSON.parse(text) as { board: { tiles: unknown[]; terrain?: unknown[]; walls?: unknown[] } };
  };
  const built = await details();
  expect(built.board.tiles).toHaveLength(2);
  expect(built.board.terrain).toEqual([{ at: [1, 1], terrain: '~' }]);
  expect(built.board.walls).toEqual([
    [[4, 5], [5, 5]],
    [[4, 6], [5, 6]],
  ]);

  // Three edits, three steps: undone, the map is the one before.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Z');
  await poll(async () => (await mapAlone(page)).equals(before)).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

test('the arrow keys nudge the selection with the select tool, and move the cursor otherwise; Escape drops a half-drawn rectangle', async () => {
  const { page, context, errors } = await openStudio(browser);
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  await missionMap(page).focus();
  await page.keyboard.press('ArrowRight');
  await cursorTo(page, 5, 3);
  await poll(() => cursorStatus(page).textContent()).toBe('Square 5, 3: Boulder (rock-1), A · Landing Scar');
  // Enter with the select tool selects the boulder; the arrows then move it, and the cursor stays.
  await page.keyboard.press('Enter');
  await inspector(page).getByRole('heading', { name: 'Boulder (rock-1) — 5, 3' }).waitFor();
  await page.keyboard.press('ArrowRight');
  await layers(page).getByRole('button', { name: 'Boulder (rock-1) — 6, 3' }).waitFor();
  expect(await cursorAt(page)).toEqual([5, 3]);
  // Escape deselects; the arrows are the cursor's again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  expect(await cursorAt(page)).toEqual([5, 4]);

  // A rectangle begun with Enter and dropped with Escape leaves nothing behind.
  await page.keyboard.press('m');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+ArrowRight');
  await poll(() => cursorStatus(page).textContent()).toContain('From 5, 4');
  await page.keyboard.press('Escape');
  await poll(() => cursorStatus(page).textContent()).not.toContain('From');
  // The nudge is the last step in the history: the rectangle made none.
  await page.keyboard.press('Control+Z');
  await layers(page).getByRole('button', { name: 'Boulder (rock-1) — 5, 3' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the timeline at 1280 px: no label covers another, and the start stops before the first event', async () => {
  const { page, context, errors } = await openStudio(browser);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: /verdant-sweep\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  const timeline = page.getByRole('region', { name: 'Events' });
  const labels = timeline.locator('.timeline-event, .timeline-handle span');
  await poll(() => labels.count()).toBe(5);
  const overlaps = async () => {
    const boxes = await labels.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })));
    let n = 0;
    for (const a of boxes) for (const b of boxes) if (a !== b && a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b) n++;
    return n;
  };
  await poll(overlaps).toBe(0);
  // Every label within the strip: nothing runs under the conditional events beside it.
  const strip = (await timeline.locator('.timeline-track').boundingBox())!;
  for (const box of await labels.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) expect(box).toBeLessThanOrEqual(strip.x + strip.width + 8);
  await screenshot(page, 'mission-timeline-1280');

  // With the simulator open the strip is narrower: still nothing covered.
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
  await palette.fill('Show or hide the simulator');
  await page.getByRole('option', { name: 'Show or hide the simulator', exact: false }).first().waitFor();
  await palette.press('Enter');
  await page.getByRole('heading', { name: 'Simulator', exact: true }).waitFor();
  await poll(overlaps).toBe(0);
  await screenshot(page, 'mission-timeline-1280-simulator');

  // The start, moved with the keyboard a cycle at a time, stops at 2.5, before The Nest Stirs (2.6), and says so.
  const start = timeline.getByRole('slider', { name: 'Mission start' });
  await start.focus();
  await start.press('Shift+ArrowRight');
  await poll(() => start.getAttribute('aria-valuetext')).toBe('2.1');
  await start.press('Shift+ArrowRight');
  await poll(() => start.getAttribute('aria-valuetext')).toBe('2.5');
  await timeline.getByRole('status').filter({ hasText: 'The start stays before The Nest Stirs (2.6)' }).waitFor({ state: 'attached' });
  // Dragged with the pointer, the end stops after Burrow Breach (4.12): at 4.1, the phase after it.
  const end = timeline.getByRole('slider', { name: 'Mission end' });
  const from = (await end.boundingBox())!;
  const to = (await timeline.getByRole('slider', { name: 'Event The Nest Stirs' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, from.y + from.height / 2, { steps: 12 });
  await poll(() => end.getAttribute('aria-valuetext')).toBe('4.1');
  await timeline.getByText('The end stays after Burrow Breach (4.12)', { exact: false }).first().waitFor();
  await page.mouse.up();
  // No event ended up outside the mission: still no problem.
  await page.waitForTimeout(400);
  await page.getByText('0 problems', { exact: true }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the inspector: Momentum start and end apart, translated lists, "mixed" that fits, and forms for victory, defeat and special rules', async () => {
  const { page, context, errors } = await openStudio(browser);
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await missionMap(page).waitFor();
  // The map's side panel toggle is not called the same as the Text view.
  await page.getByRole('button', { name: 'Text panel', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Text', exact: true }).count()).toBe(0);
  await page.getByRole('tab', { name: 'Text', exact: true }).waitFor();

  const form = inspector(page);
  expect(await form.getByLabel('Start', { exact: true }).inputValue()).toBe('1.1');
  expect(await form.getByLabel('End', { exact: true }).inputValue()).toBe('3.6');
  expect(await form.getByLabel('Time', { exact: true }).count()).toBe(0);

  // Victory: a condition of a kind, picked from a list; a kind with a value shows its fields. One undo step.
  await form.getByRole('heading', { name: 'Victory, defeat and special rules' }).waitFor();
  const kind = form.getByRole('combobox', { name: 'Kind of Victory 1' });
  expect(await kind.locator('option:checked').textContent()).toBe('All enemies eliminated');
  await kind.selectOption({ label: 'Heroes reach a place' });
  await form.getByRole('combobox', { name: 'Kind of Place' }).waitFor();
  await form.getByRole('combobox', { name: 'Heroes', exact: true }).selectOption({ label: 'All heroes still standing' });
  await screenshot(page, 'mission-objectives-form');
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Z');
  await poll(() => kind.locator('option:checked').textContent()).toBe('All enemies eliminated');
  // Defeat has two conditions in the tutorial; special rules are texts in three languages.
  expect(await form.getByRole('combobox', { name: /^Kind of Defeat \d$/ }).count()).toBe(2);
  await form.getByRole('textbox', { name: 'Special rules 1 (Deutsch)' }).fill('Tutorial: Helden dürfen vorausschauen.');
  await page.keyboard.press('Control+Z');
  await poll(() => form.getByRole('textbox', { name: 'Special rules 1 (Deutsch)' }).inputValue()).toContain('Tutorial: Helden dürfen vor dem Ansagen');

  // A group's state in words; the file keeps `waiting`.
  await layers(page).getByRole('button', { name: 'Gnawling (scout-1) — 7, 1' }).click();
  expect(await form.getByRole('combobox', { name: 'State' }).locator('option:checked').textContent()).toBe('Waiting');

  // Two pieces with different squares: the squares say "—", and what it means to a screen reader and in a tooltip.
  await layers(page).getByRole('button', { name: 'Thornbush (bush-1) — 3, 5' }).click();
  await layers(page).getByRole('button', { name: 'Boulder (rock-1) — 5, 3' }).click({ modifiers: ['Shift'] });
  const x = form.getByRole('spinbutton', { name: 'x' });
  expect(await x.getAttribute('placeholder')).toBe('—');
  expect(await x.getAttribute('title')).toBe('Mixed values: the selected ones differ');
  await screenshot(page, 'mission-inspector-mixed');

  // A loot token is named by what lies there.
  await layers(page).getByRole('button', { name: 'Loot token (loot-1) — 5, 1' }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
