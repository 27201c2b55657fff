import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';
import { arm, clickSquare, dragSquares, mapPixels, missionMap, squarePoint } from './support/mission';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Back to the select tool with nothing selected: what is drawn is then the document alone. */
async function settle(page: Page) {
  await missionMap(page).focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

/** Keeps the pictures of a failed comparison for a person to look at. */
function keep(step: string, pictures: Record<string, Buffer>) {
  mkdirSync('test-results/screens', { recursive: true });
  for (const [name, png] of Object.entries(pictures)) writeFileSync(`test-results/screens/mission-undo-${step.replace(/\W+/g, '-')}-${name}.png`, png);
}

/**
 * Checks that the step just made undoes and redoes: the map after undo is pixel for pixel the map before the
 * step, and after redo the map after it.
 */
async function undoable(page: Page, before: Buffer, step: string) {
  await settle(page);
  const after = await mapPixels(page);
  expect(after.equals(before), `${step} changed the map`).toBe(false);
  await page.keyboard.press('Control+Z');
  const undone = await mapPixels(page);
  if (!undone.equals(before)) keep(step, { before, undone });
  expect(undone.equals(before), `undo of ${step} gives back the map before it`).toBe(true);
  await page.keyboard.press('Control+Shift+Z');
  const redone = await mapPixels(page);
  if (!redone.equals(after)) keep(step, { after, redone });
  expect(redone.equals(after), `redo of ${step} makes it again`).toBe(true);
  return after;
}

test('a designer builds a mission from nothing, saves it, the CLI finds no problem, and it reopens the same', async () => {
  const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
  await page.getByRole('heading', { name: 'Scenario Studio', level: 1 }).waitFor();
  await page.keyboard.press('Control+Alt+N');
  await page.getByRole('tab', { name: /Untitled-\d+\.mission\.json/ }).waitFor();
  await missionMap(page).waitFor();
  // Room for the map: the problems stay counted in the status bar.
  await page.keyboard.press('Control+Shift+M');
  await page.getByRole('button', { name: 'Fit' }).click();
  await settle(page);
  let shot = await mapPixels(page);

  // Two tiles: the template's landing scar and a fungal hollow to its right.
  await arm(page, 'Tiles', 'Fungal Hollow');
  await clickSquare(page, 10, 0);
  await page.getByRole('button', { name: 'Fit' }).click();
  await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: /Fungal Hollow — 10, 0/ }).waitFor();
  await settle(page);
  shot = await mapPixels(page);

  // Water, painted with the brush across three squares.
  await page.getByRole('button', { name: 'Brush' }).click();
  await page.getByRole('radio', { name: 'Water' }).check();
  await dragSquares(page, [1, 1], [3, 1]);
  shot = await undoable(page, shot, 'painting water');

  // Rough terrain with the rectangle, then flood fill the printed rough patch as impassable.
  await page.getByRole('button', { name: 'Rectangle' }).click();
  await page.getByRole('radio', { name: 'Rough terrain' }).check();
  await dragSquares(page, [6, 6], [7, 7]);
  shot = await undoable(page, shot, 'a rectangle of rough terrain');
  await page.getByRole('button', { name: 'Fill' }).click();
  await page.getByRole('radio', { name: 'Impassable' }).check();
  await clickSquare(page, 6, 6);
  shot = await undoable(page, shot, 'a flood fill');

  // A wall on the edge between [5, 5] and [6, 5].
  await page.getByRole('button', { name: 'Wall' }).click();
  await clickSquare(page, 5, 5, 0.95, 0.5);
  shot = await undoable(page, shot, 'a wall');

  // A height level, then a scenic element, a spawn point, an enemy group of two and a second hero.
  await page.getByRole('button', { name: 'Height' }).click();
  await clickSquare(page, 8, 8);
  shot = await undoable(page, shot, 'a raised square');
  await arm(page, 'Elements', 'Boulder');
  await clickSquare(page, 12, 3);
  shot = await undoable(page, shot, 'placing a boulder');
  // The spawn point is dragged from the palette onto the map.
  const palette = page.getByRole('region', { name: 'Palette' });
  await palette.getByRole('tab', { name: 'Markers' }).click();
  const drop = await squarePoint(page, 15, 6);
  const mapBox = (await missionMap(page).boundingBox())!;
  await palette.getByRole('button', { name: 'Place Spawn point' }).dragTo(missionMap(page), { targetPosition: { x: drop.x - mapBox.x, y: drop.y - mapBox.y } });
  shot = await undoable(page, shot, 'dropping a spawn point');
  await arm(page, 'Enemies', 'Gnawling');
  await clickSquare(page, 14, 2);
  shot = await undoable(page, shot, 'placing an enemy');
  // A model placed while one of the same miniature is selected joins its group.
  await clickSquare(page, 14, 2);
  await arm(page, 'Enemies', 'Gnawling');
  await clickSquare(page, 15, 2);
  shot = await undoable(page, shot, 'adding a model to the group');
  await arm(page, 'Heroes', 'Tavish Korr');
  await clickSquare(page, 1, 9);
  shot = await undoable(page, shot, 'placing a hero');
  // The two gnawlings are one group (placed while the first was selected).
  await page.getByRole('region', { name: 'Layers' }).getByRole('button', { name: /Gnawling \(gnawling-2\) — 15, 2/ }).click();
  await page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: 'Group', exact: true }).waitFor();
  expect(await page.getByRole('complementary', { name: 'Inspector' }).getByLabel('Id', { exact: true }).nth(1).inputValue()).toBe('gnawlings-1');

  // Select and move by dragging, nudge, turn: each one step.
  await settle(page);
  await dragSquares(page, [12, 3], [13, 4]);
  shot = await undoable(page, shot, 'dragging the boulder');
  await clickSquare(page, 13, 4);
  await page.keyboard.press('ArrowLeft');
  shot = await undoable(page, shot, 'nudging the boulder');
  // A click on a tile's empty square selects the tile; R turns it a quarter turn.
  await clickSquare(page, 19, 9);
  await page.keyboard.press('r');
  await undoable(page, shot, 'turning a tile');

  // An event at 1.6 on the timeline, its time typed in the inspector.
  await page.getByRole('button', { name: 'Add event' }).click();
  const time = page.getByRole('complementary', { name: 'Inspector' }).getByLabel('Time', { exact: true });
  await time.fill('1.6');
  const event = page.getByRole('slider', { name: 'Event Event 1' });
  await expect.poll(() => event.getAttribute('aria-valuetext')).toBe('1.6');
  await page.keyboard.press('Control+Z');
  await expect.poll(() => event.getAttribute('aria-valuetext')).not.toBe('1.6');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => event.getAttribute('aria-valuetext')).toBe('1.6');
  await screenshot(page, 'mission-built');

  // Save (the web edition downloads) and check the file with the command line.
  await settle(page);
  const built = await mapPixels(page);
  const layers = await page.getByRole('region', { name: 'Layers' }).innerText();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+S')]);
  const saved = readFileSync(await download.path(), 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'mission-'));
  const file = join(dir, download.suggestedFilename());
  writeFileSync(file, saved);
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/bin.ts', 'validate', file, '--catalog', 'samples/sine-tempore-core.catalog.json', '--format', 'json'], { encoding: 'utf8' });
  const report = JSON.parse(cli.stdout) as { files: { diagnostics: unknown[] }[] };
  expect(report.files.flatMap((f) => f.diagnostics), cli.stdout).toEqual([]);
  expect(cli.status).toBe(0);
  const mission = JSON.parse(saved);
  expect(mission.board.tiles.map((t: { tile: string }) => t.tile)).toEqual(['landing-scar', 'fungal-hollow']);
  expect(mission.board.walls).toEqual([[[5, 5], [6, 5]]]);
  expect(mission.board.terrain).toContainEqual({ at: [2, 1], terrain: '~' });
  expect(mission.events[0].trigger).toEqual({ at: '1.6' });
  expect(mission.enemyGroups[0].models).toHaveLength(2);
  expect(mission.spawnPoints[0].rule).toEqual({ draft: { cards: 1 } });

  // Reopen the saved file: the same map, the same pieces.
  await page.getByRole('button', { name: /^Close Untitled/ }).click();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open…' }).click()]);
  await chooser.setFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(saved) });
  await missionMap(page).waitFor();
  await page.getByRole('button', { name: 'Fit' }).click();
  await settle(page);
  await expect.poll(async () => (await mapPixels(page)).equals(built)).toBe(true);
  expect(await page.getByRole('region', { name: 'Layers' }).innerText()).toBe(layers);
  await screenshot(page, 'mission-reopened');
  expect(errors).toEqual([]);
  await context.close();
});
