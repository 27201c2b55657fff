import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { useUploadDownload } from './support/studio';
import { compileMission } from '../../src/engine/rulesets/sine-tempore/rules/compile';
import { replayOf } from '../../src/engine/rulesets/sine-tempore/batch/batch';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A wide simulator pane beside the map, as a designer balancing a mission would set it. */
async function widePane(context: BrowserContext) {
  await useUploadDownload(context);
  await context.addInitScript(() => {
    (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
      'studio.layout',
      JSON.stringify({ simulator: true, simulatorWidth: 620, inspector: false, problems: false }),
    );
  });
}

async function openTutorial(page: Page) {
  await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
  await page.getByRole('tab', { name: /tutorial\.mission\.json/ }).waitFor();
}

const pane = (page: Page) => page.getByRole('complementary', { name: 'Simulator' });

describe('the mission simulator pane', () => {
  test('test-play by hand, a refusal, a bot to the end, a batch of 200 with its report, and game 3 replayed', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: widePane });
    await openTutorial(page);
    const sim = pane(page);
    await sim.getByRole('tab', { name: 'Test-play' }).waitFor();

    // By hand: the designer decides for the heroes.
    await sim.getByRole('combobox', { name: 'Heroes' }).selectOption({ label: 'You decide' });
    await sim.getByRole('button', { name: 'Start', exact: true }).click();
    const actions = sim.getByRole('region', { name: 'What the hero can do' });
    await actions.waitFor();
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/Ilse Marrow decides — 6 AP left/);
    await actions.getByRole('group', { name: 'Move' }).getByRole('button', { name: 'To 1, 7 · 2 AP' }).click();
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/Ilse Marrow decides — 4 AP left/);
    const log = sim.getByRole('list', { name: 'Game log' });
    await expect.poll(() => log.textContent()).toContain('Ilse Marrow moves to 1, 7 (2 AP)');

    // A square out of reach: the engine says why, and nothing changes.
    const board = sim.getByRole('img', { name: /^The board in the game/ });
    const box = (await board.boundingBox())!;
    await board.click({ position: { x: box.width * 0.95, y: box.height * 0.05 } });
    await expect.poll(() => sim.getByRole('alert').textContent()).toMatch(/^Refused: .*AP/);
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/4 AP left/);
    await screenshot(page, 'mission-sim-human');

    // From the keyboard: the focus stays among the actions after one is carried out.
    await actions.getByRole('group', { name: 'Wait' }).getByRole('button', { name: '1 AP' }).press('Enter');
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/3 AP left/);
    await expect.poll(() => actions.evaluate((el) => el.contains((el.ownerDocument as unknown as { activeElement: unknown }).activeElement as never))).toBe(true);

    await actions.getByRole('button', { name: 'End activation' }).click();
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/Tavish Korr decides/);
    await expect.poll(() => log.textContent()).toContain('Ilse Marrow ends the activation');

    // The heuristic bot plays a whole game.
    await sim.getByRole('combobox', { name: 'Heroes' }).selectOption({ label: 'Heuristic bot' });
    await sim.getByRole('button', { name: 'Restart' }).click();
    await expect.poll(() => sim.getByRole('button', { name: 'Run to end' }).isEnabled()).toBe(true);
    await sim.getByRole('button', { name: 'Run to end' }).click();
    const result = sim.locator('.msim-result');
    await expect.poll(() => result.textContent()).toMatch(/^(Victory|Defeat|Draw) — /);
    await screenshot(page, 'mission-sim-bot-result');

    // A batch of 200 games and its report.
    await sim.getByRole('tab', { name: 'Batch' }).click();
    await sim.getByRole('spinbutton', { name: 'Games' }).fill('200');
    await sim.getByRole('button', { name: 'Run batch' }).click();
    const report = sim.getByRole('region', { name: 'Batch report' });
    await expect.poll(() => sim.getByRole('status').textContent(), { timeout: 60_000 }).toMatch(/^200 games in /);
    await expect.poll(() => report.textContent()).toMatch(/\d+\.\d% of games won/);
    await expect.poll(() => report.textContent()).toMatch(/95% interval/);
    await screenshot(page, 'mission-sim-batch');

    // Game 3 of that batch, step by step: the same game the command line replays.
    await sim.getByRole('spinbutton', { name: /^Game \(0–199\)/ }).fill('3');
    await sim.getByRole('button', { name: 'Replay game 3 step by step' }).click();
    await expect.poll(() => sim.textContent()).toContain('Game 3 of the batch with seed 1 (Heuristic bot).');
    await sim.getByRole('button', { name: 'Run to end' }).click();
    const cm = compileMission(JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8')), JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')));
    const expected = replayOf(cm, 1, 3, 'heuristic').result;
    await expect.poll(() => result.textContent()).toContain(`(at ${expected.cycle}.${expected.phase})`);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('a designer’s own mission: the catalog it names is asked for, opened, and the game starts', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: widePane });
    const mission = readFileSync('samples/tutorial.mission.json', 'utf8').replace('"catalog": "sine-tempore-core.catalog.json"', '"catalog": "my-core.catalog.json"');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open…' }).click()]);
    await chooser.setFiles({ name: 'my.mission.json', mimeType: 'application/json', buffer: Buffer.from(mission) });
    await page.getByRole('tab', { name: /my\.mission\.json/ }).waitFor();
    const sim = pane(page);
    const notice = sim.getByRole('alert');
    await expect.poll(() => notice.textContent()).toContain('The mission names the catalog “my-core.catalog.json”, which is not open.');
    await expect.poll(() => sim.getByRole('button', { name: 'Start', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'mission-sim-catalog-missing');

    const [picker] = await Promise.all([page.waitForEvent('filechooser'), sim.getByRole('button', { name: 'Open “my-core.catalog.json”' }).click()]);
    await picker.setFiles({ name: 'my-core.catalog.json', mimeType: 'application/json', buffer: readFileSync('samples/sine-tempore-core.catalog.json') });
    await expect.poll(() => notice.count()).toBe(0);
    // The catalog opened as a document of its own; the mission stays in front.
    await page.getByRole('tab', { name: /my-core\.catalog\.json/ }).waitFor();
    await expect.poll(() => page.getByRole('tab', { name: /my\.mission\.json/ }).getAttribute('aria-selected')).toBe('true');
    await sim.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/Ilse Marrow decides/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('from the Simulate menu and the keyboard, in German and in the dark theme; a batch cancelled keeps its report', async () => {
    const { page, context, errors } = await openStudio(browser, {
      locale: 'de-DE',
      setup: async (c) => {
        await widePane(c);
        await c.addInitScript(() => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem('studio.theme', 'dark'));
      },
    });
    await openTutorial(page);
    const sim = pane(page);
    await page.getByRole('menuitem', { name: 'Simulieren' }).click();
    await page.getByRole('menuitem', { name: /^Probespiel starten/ }).click();
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/Ilse Marrow entscheidet — noch 6 AP/);
    await page.keyboard.press('F8');
    await expect.poll(() => sim.getByRole('status').first().textContent()).toMatch(/Tavish Korr entscheidet|noch [0-5] AP/);
    await page.keyboard.press('Shift+F8');
    await expect.poll(() => sim.locator('.msim-result').textContent()).toMatch(/^(Sieg|Niederlage|Unentschieden) — /);
    await expect.poll(() => sim.getByRole('list', { name: 'Spielprotokoll' }).textContent()).toContain('wird aktiviert');
    await screenshot(page, 'mission-sim-german-dark');

    await sim.getByRole('tab', { name: 'Serie' }).click();
    await sim.getByRole('spinbutton', { name: 'Spiele' }).fill('1000000');
    await page.keyboard.press('Control+Alt+B');
    await sim.getByRole('button', { name: 'Abbrechen' }).waitFor();
    await expect.poll(() => sim.getByRole('region', { name: 'Serienbericht' }).count(), { timeout: 30_000 }).toBe(1);
    await sim.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => sim.getByRole('status').textContent()).toMatch(/^Nach [\d.]+ von 1.000.000 Spielen abgebrochen/);
    // The report counts exactly the games played before Cancel.
    const played = /^Nach ([\d.]+) von/.exec((await sim.getByRole('status').textContent())!)![1];
    await expect.poll(() => sim.getByRole('region', { name: 'Serienbericht' }).textContent()).toContain(`${played} Spiele:`);
    await screenshot(page, 'mission-sim-german-dark-batch');
    expect(errors).toEqual([]);
    await context.close();
  });
});
