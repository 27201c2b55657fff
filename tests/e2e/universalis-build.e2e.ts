/**
 * A designer builds a Universalis skirmish as a user would (issue 13): New skirmish, a building and a forest, a
 * deployment zone per side, five models per side from the sample cards, the tape and the line of sight between two
 * models (their numbers are the rules engine's, checked here against the engine on the saved file), a problem when
 * two bases overlap, a few decisions of test-play, a batch of 200 games with its report, and the unit cards printed.
 */
import { readFileSync } from 'node:fs';
import { inspectPdf } from '../unit/exports/pdf-inspect';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';
import { clickTable, dragTable, skirmishTable } from './support/universalis';
import { measureBetween, sightReport, tableState } from '../../src/engine/rulesets/universalis/ui-queries';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function layout(context: BrowserContext) {
  await useUploadDownload(context);
  await context.addInitScript(() => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'studio.layout',
      JSON.stringify({ simulator: false, inspector: true, problems: true }),
    );
  });
}

const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));

async function escape(page: Page) {
  await skirmishTable(page).focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

async function saved(page: Page): Promise<any> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+S')]);
  return JSON.parse(readFileSync((await download.path())!, 'utf8'));
}

async function placeModels(page: Page, side: 'Side A' | 'Side B', card: RegExp, points: [number, number][]) {
  const palette = page.getByRole('region', { name: 'Unit cards' });
  await palette.getByRole('radio', { name: side }).check();
  await palette.getByRole('button', { name: card }).click();
  for (const [x, y] of points) await clickTable(page, x, y);
}

test('new skirmish → building and forest → zones → five models a side → tape and sight → an overlap → test-play → 200 games → cards printed', async () => {
  const { page, errors } = await openStudio(browser, { setup: layout });
  await page.getByRole('button', { name: /New skirmish/ }).click();
  const table = skirmishTable(page);
  await table.waitFor();
  await page.waitForTimeout(500);
  const inspector = page.getByRole('complementary', { name: 'Inspector' });

  // A building with the rectangle tool (solid, 6 cm high), then a forest point by point.
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await dragTable(page, [20, 30], [32, 40]);
  await inspector.getByRole('heading', { name: /^Building/ }).waitFor();
  await page.getByRole('button', { name: 'Polygon', exact: true }).click();
  const options = page.getByRole('group', { name: 'Tool options' });
  await options.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Forest' });
  await options.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: 'Area' });
  for (const [x, y] of [
    [55, 35],
    [68, 33],
    [72, 45],
    [60, 50],
  ] as [number, number][])
    await clickTable(page, x, y);
  await page.keyboard.press('Enter');
  await inspector.getByRole('heading', { name: /^Forest/ }).waitFor();

  // A deployment zone per side, drawn as rectangles and chosen in the inspector.
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await options.getByRole('combobox', { name: 'Draw', exact: true }).selectOption({ label: 'Zone' });
  await dragTable(page, [0, 72], [90, 90]);
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await dragTable(page, [0, 0], [90, 18]);
  await escape(page);
  await inspector
    .getByRole('group', { name: 'Side A' })
    .getByRole('combobox', { name: 'Deployment zone' })
    .selectOption({ label: 'Zone 1' });
  await inspector
    .getByRole('group', { name: 'Side B' })
    .getByRole('combobox', { name: 'Deployment zone' })
    .selectOption({ label: 'Zone 2' });

  // Five models a side from the sample cards; the template's models go, and each side gets its leader back.
  await placeModels(page, 'Side A', /Warden Rifleman/, [
    [10, 80],
    [20, 80],
    [30, 80],
    [60, 80],
    [70, 80],
  ]);
  await placeModels(page, 'Side B', /Reaver Raider/, [
    [10, 8],
    [13, 8],
    [30, 8],
    [60, 8],
    [70, 8],
  ]);
  await escape(page);
  const layers = page.getByRole('region', { name: 'On the table' });
  for (const name of [
    'Warden Captain (warden-captain-1)',
    'Warden Rifleman (warden-rifleman-1)',
    'Reaver Warlord (reaver-warlord-1)',
    'Reaver Raider (reaver-raider-1)',
  ]) {
    await layers.getByRole('button', { name, exact: true }).click();
    await page.keyboard.press('Delete');
  }
  for (const name of ['Warden Rifleman (warden-rifleman-2)', 'Reaver Raider (reaver-raider-2)']) {
    await layers.getByRole('button', { name, exact: true }).click();
    await inspector.getByRole('checkbox', { name: 'Leader' }).check();
  }
  await escape(page);
  await expect
    .poll(() => page.getByRole('region', { name: 'Problems' }).textContent(), { timeout: 15_000 })
    .toMatch(/No problems/);
  await screenshot(page, 'universalis-build-table');
  const doc = await saved(page);
  expect(doc.table.terrain.map((p: { type: string; kind: string }) => `${p.type} ${p.kind}`)).toEqual([
    'building solid',
    'forest area',
  ]);
  expect([doc.sides.a.models.length, doc.sides.b.models.length]).toEqual([5, 5]);
  expect([doc.sides.a.deployment, doc.sides.b.deployment]).toEqual(['zone-1', 'zone-2']);

  // The tape between two models, and the line of sight across the building: the engine's numbers.
  const engine = tableState(doc, units);
  if (!engine.ok) throw new Error(engine.reason);
  const st = engine.state;
  const index = (x: number, y: number) =>
    st.c.models.findIndex((_, m) => Math.abs(st.x[m] - x) < 0.01 && Math.abs(st.y[m] - y) < 0.01);
  await page.getByRole('button', { name: 'Tape', exact: true }).click();
  await clickTable(page, 60, 80);
  await clickTable(page, 60, 8);
  const readout = page.getByRole('region', { name: 'Tape' });
  const distance = measureBetween(st, { model: index(60, 80) }, { model: index(60, 8) });
  await expect.poll(() => readout.locator('[data-value=distance]').textContent()).toBe(distance.toFixed(1));
  expect(distance).toBeCloseTo(72 - 2.5, 6);
  await expect
    .poll(() => readout.locator('[data-value=band]').textContent())
    .toMatch(/out of range|band 3 of 3/);
  await page.getByRole('button', { name: 'Line of sight', exact: true }).click();
  await clickTable(page, 30, 80);
  await clickTable(page, 30, 8);
  const sight = sightReport(st, index(30, 80), index(30, 8));
  await expect
    .poll(() => readout.locator('[data-value=los]').textContent())
    .toBe(sight.los ? 'Line of sight: yes' : 'Line of sight: no');
  await expect
    .poll(() => readout.locator('[data-value=los-distance]').textContent())
    .toBe(sight.distance.toFixed(1));
  expect(sight.los).toBe(false);
  await expect.poll(() => readout.textContent()).toMatch(/Blocks: Building \(building-1\)/);
  await screenshot(page, 'universalis-build-sight');
  await escape(page);

  // A larger base for one raider: it now overlaps its neighbour, and the problems panel says so.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await layers.getByRole('button', { name: 'Reaver Raider (reaver-raider-3)', exact: true }).click();
  await inspector.getByRole('combobox', { name: 'Unit card' }).selectOption({ label: 'Scrap Brute (120)' });
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect.poll(() => problems.textContent(), { timeout: 15_000 }).toMatch(/bases-overlap|overlap/);
  await screenshot(page, 'universalis-build-overlap');
  // The problem, clicked, selects a model it is about on the table.
  await escape(page);
  await problems
    .getByRole('button', { name: /overlap/ })
    .first()
    .click();
  await inspector.getByRole('heading', { name: /reaver-raider-[23]/ }).waitFor();
  await page.keyboard.press('Control+Z');
  await expect.poll(() => problems.textContent(), { timeout: 15_000 }).toMatch(/No problems/);

  // Test-play: a person plays side A, the aggressive bot side B.
  await page.keyboard.press('Control+Alt+R');
  const sim = page.getByRole('complementary', { name: 'Simulator' });
  await sim.getByRole('tab', { name: 'Play' }).waitFor();
  await sim.getByRole('combobox', { name: 'Side A' }).selectOption({ label: 'a person' });
  await sim.getByRole('combobox', { name: 'Side B' }).selectOption({ label: 'bot: aggressive' });
  await sim.getByRole('button', { name: 'Start game' }).click();
  const legal = sim.getByRole('region', { name: 'Legal actions' });
  await legal.waitFor();
  await legal
    .getByRole('button', { name: /^Activate/ })
    .first()
    .click();
  await expect.poll(() => sim.locator('[data-active]').count()).toBe(1);
  // A move to a point picked on the table, with its cost before it is taken.
  const pointMove = sim.getByRole('region', { name: 'Move to a point' });
  {
    await pointMove.waitFor();
    await pointMove.getByRole('button', { name: 'Move to a point on the table…' }).click();
    const active = (await sim.locator('[data-active]').getAttribute('data-active'))!;
    const at = doc.sides.a.models.find((m: { id: string }) => m.id === active)?.at ?? [30, 80];
    await clickTable(page, at[0] + 2, at[1] - 3);
    await expect
      .poll(() => pointMove.locator('[data-value=move-proposal]').textContent())
      .toMatch(/move to .* \(\d+\.\d cm\) · 1 move actions/);
    await pointMove.getByRole('button', { name: 'Move there' }).click();
    await expect.poll(() => sim.getByRole('region', { name: 'Log' }).textContent()).toMatch(/moves to/);
  }
  const shot = legal.getByRole('button', { name: /aimed shot at .* FK target \d+ · \d+ % to hit/ }).first();
  const move = legal.getByRole('button', { name: /move to .* cm\).*1 AP/ }).first();
  await ((await shot.count()) ? shot : move).click();
  const log = sim.getByRole('region', { name: 'Log' });
  await expect.poll(() => log.textContent()).toMatch(/target \d+, rolled \d+|moves to/);
  const before = (await log.textContent())!.length;
  await sim.getByRole('button', { name: 'Undo decision' }).click();
  await expect.poll(async () => (await log.textContent())!.length).toBeLessThan(before);
  // Redo takes the decision again, the same rolls; Ctrl+Z while the game is on the table takes back the game's
  // decision, never the skirmish's text.
  await sim.getByRole('button', { name: 'Redo decision' }).click();
  await expect.poll(async () => (await log.textContent())!.length).toBe(before);
  const stale = sim.getByText(/The skirmish changed since this game started/);
  expect(await stale.count()).toBe(0);
  await page.keyboard.press('Control+Z');
  await expect.poll(async () => (await log.textContent())!.length).toBeLessThan(before);
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(async () => (await log.textContent())!.length).toBe(before);
  expect(await stale.count()).toBe(0);
  // The replay scrubber: back to the set-up and forward again.
  const replay = sim.getByRole('group', { name: 'Replay' });
  await replay.getByRole('button', { name: 'To set-up' }).click();
  await expect.poll(() => replay.textContent()).toMatch(/Set-up \(step 0 of \d+\)/);
  await replay.getByRole('button', { name: 'To the last step' }).click();
  await expect.poll(async () => (await log.textContent())!.length).toBe(before);
  await screenshot(page, 'universalis-build-play');

  // A batch of 200 games between the two bots, with the report of studio simulate.
  await sim.getByRole('tab', { name: 'Batch' }).click();
  await sim.getByRole('spinbutton', { name: 'Games' }).fill('200');
  await sim.getByRole('button', { name: 'Run 200 games' }).click();
  const report = sim.locator('.report[data-games="200"]');
  await report.waitFor({ timeout: 120_000 });
  const wins = await report.locator('[data-outcome]').allTextContents();
  expect(wins.join(' ')).toMatch(/Side A wins.*Side B wins.*Draws/);
  await expect.poll(() => report.textContent()).toMatch(/How games end/);
  // Game 3 of the batch, step by step in the test-play tab: the same bots, from its set-up to its end.
  await report.getByRole('spinbutton', { name: 'Game (0–199)' }).fill('3');
  await report.getByRole('button', { name: 'Replay game 3 step by step' }).click();
  await sim.locator('[data-replay="3"]').waitFor();
  await sim.getByRole('button', { name: 'Run to end' }).click();
  await sim.locator('[data-result]').waitFor();
  await sim.getByRole('tab', { name: 'Batch' }).click();
  await screenshot(page, 'universalis-build-batch');

  // The unit cards printed: poker-size cards with crop marks, backs after fronts.
  await page.getByRole('button', { name: 'Start screen' }).click();
  await page.getByRole('button', { name: /salt-frontier\.units\.json/ }).click();
  await page.getByRole('button', { name: 'Print cards…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print unit cards' });
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    dialog.getByRole('button', { name: 'Save' }).click(),
  ]);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.suggestedFilename()).toBe('salt-frontier-cards.pdf');
  // The engine's PDF writer: the cards' words as vector text in embedded fonts, fronts then backs.
  const read = await inspectPdf(new Uint8Array(bytes));
  expect(read.pages.length % 2).toBe(0);
  for (const f of read.pages[0].fonts) expect(f.embedded && /^[A-Z]{6}\+DejaVu/.test(f.baseFont)).toBe(true);
  expect(read.pages[0].texts.map((t) => t.text).join(' ')).toContain('Warden Captain');
  await screenshot(page, 'universalis-build-cards');

  expect(errors).toEqual([]);
}, 300_000);
