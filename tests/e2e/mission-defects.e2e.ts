/**
 * The defects a new user hit in the mission editor and the shell (issue 14, defects 2, 4, 5 and 8), each
 * reproduced as that user met it.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { dropFile } from './support/studio';
import { arm, clickSquare, missionMap, squarePoint } from './support/mission';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const layers = (page: Page) => page.getByRole('region', { name: /^(Layers|Ebenen|Calques)$/ });
const view = async (page: Page) => (await missionMap(page).getAttribute('data-view'))!.split(' ').map(Number);

async function newMission(page: Page) {
  await page.getByRole('menubar').waitFor();
  await page.keyboard.press('Control+Alt+N');
  await page.getByRole('tab', { name: /Untitled-\d+\.mission\.json/ }).waitFor();
  await missionMap(page).waitFor();
}

function withLayout(layout: Record<string, unknown>) {
  return async (context: BrowserContext) => {
    await context.addInitScript((l) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('studio.layout', l), JSON.stringify({ version: 2, ...layout }));
  };
}

describe('issue 14 defects', () => {
  test('defect 2: a selected tile dragged two squares moves two squares, and the view does not move during the drag', async () => {
    const { page, context, errors } = await openStudio(browser);
    await newMission(page);
    await page.getByRole('button', { name: 'Fit' }).click();
    await arm(page, 'Tiles', 'Fungal Hollow');
    await clickSquare(page, 10, 0);
    await layers(page).getByRole('button', { name: /Fungal Hollow — 10, 0/ }).waitFor();
    await missionMap(page).focus();
    await page.keyboard.press('Escape');
    // A click selects the tile; a drag from it then moves it (and makes the board wider).
    await clickSquare(page, 12, 2);
    const before = await view(page);
    const a = await squarePoint(page, 12, 2);
    const b = await squarePoint(page, 14, 2);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    const seen: number[][] = [];
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(a.x + ((b.x - a.x) * i) / 10, a.y);
      seen.push(await view(page));
    }
    await page.mouse.up();
    expect(seen.every((v) => v.join() === before.join()), `the view moved during the drag: ${JSON.stringify(seen)}`).toBe(true);
    await layers(page).getByRole('button', { name: /Fungal Hollow — 12, 0/ }).waitFor();
    // Once the drag is over the board may be fitted again; the tile stays where it was put.
    await page.waitForTimeout(300);
    expect(await layers(page).getByRole('button', { name: /Fungal Hollow — 12, 0/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('defect 4: the problems pane lists the active document’s problems; a new document says it was never saved', async () => {
    const { page, context, errors } = await openStudio(browser);
    const crowded = readFileSync('tests/fixtures/invalid/two-models-one-square.mission.json', 'utf8').replace(/"catalog": "[^"]*"/, '"catalog": "sine-tempore-core.catalog.json"');
    await dropFile(page, 'crowded.mission.json', crowded);
    const problems = page.getByRole('region', { name: 'Problems', exact: true });
    await problems.getByRole('button', { name: /scout-2/ }).waitFor();
    await newMission(page);
    const status = page.getByRole('contentinfo', { name: 'Status' });
    await expect.poll(() => status.textContent()).toMatch(/0 problems/);
    // The pane agrees with the status bar: nothing of crowded.mission.json while Untitled-1 is in front.
    await expect.poll(() => problems.getByRole('button', { name: /scout-2/ }).count()).toBe(0);
    expect(await status.textContent()).toMatch(/Not saved yet/);
    expect(await status.textContent()).not.toMatch(/\bSaved\b/);
    // Every open document's problems, on request.
    await problems.getByRole('button', { name: /All open documents/ }).click();
    await problems.getByRole('button', { name: /scout-2/ }).waitFor();
    await screenshot(page, 'problems-all-documents');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('defect 5: at 1440×900 in German with inspector and simulator open, nothing is clipped and the toolbar keeps its height; panes fold and remember it', async () => {
    const { page, context, errors } = await openStudio(browser, { locale: 'de-DE', setup: withLayout({ inspector: true, simulator: true, problems: true }) });
    await page.getByRole('button', { name: /verdant-sweep\.mission\.json/ }).click();
    const map = page.getByRole('application', { name: 'Missionskarte' });
    await map.waitFor();
    const top = async () => (await map.boundingBox())!.y;
    const first = await top();
    for (const tool of ['Pinsel', 'Höhe', 'Bereich', 'Reichweite', 'Sichtlinie', 'Auswahl']) {
      await page.getByRole('toolbar', { name: 'Werkzeuge' }).getByRole('button', { name: tool }).click();
      expect(await top(), `the map moved when switching to ${tool}`).toBe(first);
    }
    // The toolbar is one row: every tool on the same line.
    const tops = await page.getByRole('toolbar', { name: 'Werkzeuge' }).getByRole('button').evaluateAll((els) => els.map((e) => Math.round((e as unknown as { getBoundingClientRect(): { top: number } }).getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // Nothing in the side panes is cut off.
    for (const name of ['Eigenschaften', 'Simulator']) {
      const pane = page.getByRole('complementary', { name });
      const clipped = await pane.evaluate((el) => {
        const box = (el as unknown as { getBoundingClientRect(): { right: number } }).getBoundingClientRect();
        const all = (el as unknown as { querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): { right: number; width: number }; textContent: string | null }> }).querySelectorAll('button, label, input, select');
        return Array.from(all)
          .filter((x) => x.getBoundingClientRect().width > 0 && x.getBoundingClientRect().right > box.right + 1)
          .map((x) => x.textContent);
      });
      expect(clipped, `${name}: cut off: ${JSON.stringify(clipped)}`).toEqual([]);
    }
    await screenshot(page, 'layout-1440-de');
    // A pane folds to a slim bar and comes back; the studio remembers it.
    await page.getByRole('button', { name: 'Eigenschaften einklappen' }).click();
    await page.getByRole('button', { name: 'Eigenschaften ausklappen' }).waitFor();
    // Stored with the layout (this page's set-up script would write its own layout again on a reload).
    const stored = await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('studio.layout'));
    expect(JSON.parse(stored!)).toMatchObject({ inspectorFolded: true });
    await screenshot(page, 'layout-1440-de-folded');
    await page.getByRole('button', { name: 'Eigenschaften ausklappen' }).click();
    await page.getByRole('complementary', { name: 'Eigenschaften' }).getByRole('button', { name: 'Eigenschaften einklappen' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('defect 5: at 1280×720 with inspector and simulator open the map keeps at least half the window', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await withLayout({ inspector: true, simulator: true, problems: true })(context);
    const { page, errors } = await (async () => {
      const p = await context.newPage();
      const e: string[] = [];
      p.on('pageerror', (x) => e.push(String(x)));
      await p.goto((await import('vitest')).inject('baseUrl'));
      return { page: p, errors: e };
    })();
    await page.getByRole('button', { name: /verdant-sweep\.mission\.json/ }).click();
    await missionMap(page).waitFor();
    const centre = (await page.locator('#document-panel').boundingBox())!;
    expect(centre.width).toBeGreaterThanOrEqual(640);
    await screenshot(page, 'layout-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('defect 8: Space+drag and two-finger swipes pan the map, panning is in the shortcut sheet, control areas and the deck graph have legends', async () => {
    const { page, context, errors } = await openStudio(browser);
    await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
    await missionMap(page).waitFor();
    // The focus is on the palette (the last thing clicked), the pointer over the map.
    await arm(page, 'Elements', 'Boulder');
    await page.getByRole('button', { name: 'Select' }).click();
    const before = await view(page);
    const p = await squarePoint(page, 5, 5);
    await page.mouse.move(p.x, p.y);
    await page.keyboard.down('Space');
    await page.mouse.down();
    await page.mouse.move(p.x + 80, p.y + 40, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up('Space');
    const panned = await view(page);
    expect(panned[0]).toBe(before[0]);
    expect(Math.round(panned[1] - before[1])).toBe(80);
    expect(Math.round(panned[2] - before[2])).toBe(40);
    // A two-finger swipe on a trackpad: a wheel event with both deltas, no Ctrl.
    await page.mouse.wheel(30, 20);
    await expect.poll(async () => (await view(page)).join()).not.toBe(panned.join());
    const swiped = await view(page);
    expect(swiped[0]).toBe(panned[0]);
    expect(Math.round(panned[1] - swiped[1])).toBe(30);
    // The shortcut sheet says how to pan.
    await page.keyboard.press('F1');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByRole('cell', { name: 'Pan the map' }).waitFor();
    expect(await sheet.getByRole('row', { name: /Pan the map/ }).textContent()).toMatch(/Space/);
    await page.keyboard.press('Escape');
    // Control areas and ranges: their colours explained beside the map.
    await page.getByRole('button', { name: 'Control areas and ranges' }).click();
    const legend = page.getByRole('list', { name: 'Map legend' });
    await legend.getByText('Control area').waitFor();
    await legend.getByText('Weapon range').waitFor();
    // The deck graph: every kind of link, and the conditional ones, in its legend, each drawn its own way.
    await page.locator('.home-button').click();
    await page.getByRole('button', { name: /kerrow-point\.deck\.json/ }).click();
    await page.getByRole('tab', { name: 'Graph' }).click();
    const deckLegend = page.getByRole('list', { name: 'Legend' });
    await deckLegend.getByText('Only under a condition').waitFor();
    const strokes = await deckLegend.locator('line').evaluateAll((els) => els.map((e) => {
      const s = (globalThis as unknown as { getComputedStyle(x: unknown): { stroke: string; strokeDasharray: string; strokeOpacity: string } }).getComputedStyle(e);
      return `${s.stroke} ${s.strokeDasharray} ${s.strokeOpacity}`;
    }));
    expect(new Set(strokes).size).toBe(strokes.length);
    await screenshot(page, 'deck-graph-legend');
    expect(errors).toEqual([]);
    await context.close();
  });
});
