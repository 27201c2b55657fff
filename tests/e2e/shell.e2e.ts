import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launch, openStudio, screenshot } from './support/browser';
import { dropFile, readPrivateFile, runCommand, useUploadDownload, usePrivateFileSystem, waitForBackup, waitSaved, writePrivateFile } from './support/studio';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// The sample as the studio opens it: its relative `$schema` would name nothing where the copy is saved (issue 15).
const TUTORIAL = readFileSync('samples/tutorial.mission.json', 'utf8').replace(/^[ \t]*"\$schema":\s*"\.\.\/schemas\/[^"]*",\r?\n/m, '');
const TUTORIAL_TITLE = 'First Steps on Verdance';

async function openSample(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name.replace(/\./g, '\\.')) }).click();
  await page.getByRole('tab', { name: new RegExp(name.replace(/\./g, '\\.')) }).waitFor();
  await showDetails(page);
}

/** These tests are about the shell: they use the Details view every kind has (a kind's own editor opens first). */
async function showDetails(page: Page) {
  await page.getByRole('tablist', { name: 'Views of this document' }).getByRole('tab', { name: 'Details' }).click();
}

const titleField = (page: Page) => page.getByLabel('Title (English)', { exact: true });

const theme = (page: Page) => page.evaluate('document.documentElement.dataset.theme');

describe('the studio shell in the web edition', () => {
  test('start screen → open sample → edit → undo/redo → save → reopen shows the same content', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: useUploadDownload });
    await page.getByRole('heading', { name: 'Scenario Studio', level: 1 }).waitFor();
    await screenshot(page, 'start-screen');

    await openSample(page, 'tutorial.mission.json');
    const title = titleField(page);
    await expect.poll(() => title.inputValue()).toBe(TUTORIAL_TITLE);

    // Typing is one undo step, however many keys.
    await title.click();
    await title.press('End');
    await title.pressSequentially(' (revised)');
    await expect.poll(() => title.inputValue()).toBe(`${TUTORIAL_TITLE} (revised)`);
    const tab = page.getByRole('tab', { name: /tutorial\.mission\.json/ });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await tab.textContent()).toContain('●');
    await expect(page.locator('.details-json pre').textContent()).resolves.toContain(`"${TUTORIAL_TITLE} (revised)"`);
    await screenshot(page, 'document-details');

    await page.keyboard.press('Control+Z');
    await expect.poll(() => title.inputValue()).toBe(TUTORIAL_TITLE);
    expect(await tab.textContent()).not.toContain('●');
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => title.inputValue()).toBe(`${TUTORIAL_TITLE} (revised)`);
    // The Edit menu says what it will undo.
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('menuitem', { name: /^Undo/ }).click();
    await expect.poll(() => title.inputValue()).toBe(TUTORIAL_TITLE);
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('menuitem', { name: /^Redo/ }).click();
    await expect.poll(() => title.inputValue()).toBe(`${TUTORIAL_TITLE} (revised)`);

    // A sample has no file yet: saving asks where (a download here).
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Control+S')]);
    expect(download.suggestedFilename()).toBe('tutorial.mission.json');
    const savedPath = await download.path();
    const saved = readFileSync(savedPath, 'utf8');
    // Only the title changed: the author's formatting and everything else are kept byte for byte.
    expect(saved).toBe(TUTORIAL.replace(`"en": "${TUTORIAL_TITLE}"`, `"en": "${TUTORIAL_TITLE} (revised)"`));
    await waitSaved(page);

    await page.getByRole('button', { name: 'Close tutorial.mission.json' }).click();
    await page.getByRole('heading', { name: 'Recent files' }).waitFor();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Open…' }).click()]);
    await chooser.setFiles({ name: 'tutorial.mission.json', mimeType: 'application/json', buffer: Buffer.from(saved) });
    await page.getByRole('tab', { name: /tutorial\.mission\.json/ }).waitFor();
    await showDetails(page);
    await expect.poll(() => titleField(page).inputValue()).toBe(`${TUTORIAL_TITLE} (revised)`);
    await expect.poll(() => page.locator('.details-json pre').textContent()).toBe(saved);

    await page.getByRole('button', { name: 'Start screen' }).click();
    await expect.poll(() => page.getByRole('list').filter({ hasText: 'opened' }).getByRole('button', { name: /tutorial\.mission\.json/ }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('two documents in tabs, each with its own history; closing unsaved work asks first', async () => {
    const { page, context, errors } = await openStudio(browser);
    await openSample(page, 'tutorial.mission.json');
    await page.getByRole('button', { name: 'Start screen' }).click();
    await openSample(page, 'kerrow-point.deck.json');
    const tabs = page.getByRole('tablist', { name: 'Open documents' }).getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(2);

    const deckTitle = titleField(page);
    const originalDeckTitle = await deckTitle.inputValue();
    await deckTitle.fill('A deck renamed');
    await page.getByRole('tab', { name: /tutorial\.mission\.json/ }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe(TUTORIAL_TITLE);
    await titleField(page).fill('Mission renamed');
    // Undo in this tab does not touch the other one.
    await page.keyboard.press('Control+Z');
    await expect.poll(() => titleField(page).inputValue()).toBe(TUTORIAL_TITLE);
    await page.getByRole('tab', { name: /kerrow-point\.deck\.json/ }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe('A deck renamed');
    await screenshot(page, 'two-tabs');

    await page.getByRole('button', { name: 'Close kerrow-point.deck.json' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Save changes to “kerrow-point.deck.json”?' });
    await ask.waitFor();
    await screenshot(page, 'dialog-save-changes');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => tabs.count()).toBe(2);
    await page.getByRole('button', { name: 'Close kerrow-point.deck.json' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Don’t save' }).click();
    await expect.poll(() => tabs.count()).toBe(1);
    expect(originalDeckTitle).not.toBe('A deck renamed');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('switching the language to German relabels the whole UI, and it is remembered', async () => {
    const { page, context, errors } = await openStudio(browser);
    await page.getByRole('menuitem', { name: 'View' }).click();
    await page.getByRole('menuitem', { name: 'German (Deutsch)' }).click();
    await page.getByRole('menuitem', { name: 'Datei' }).waitFor();
    for (const name of ['Bearbeiten', 'Ansicht', 'Simulieren', 'Hilfe']) await page.getByRole('menuitem', { name }).waitFor();
    await page.getByRole('heading', { name: 'Erstellen' }).waitFor();
    await page.getByRole('button', { name: /Neue Mission/ }).waitFor();
    await screenshot(page, 'start-screen-de');

    await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
    await page.getByLabel('Titel (Deutsch)', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Titel (Deutsch)', { exact: true }).inputValue()).toBe('Erste Schritte auf Verdance');
    await page.getByRole('complementary', { name: 'Eigenschaften' }).waitFor();
    await page.getByText('Noch nie gespeichert', { exact: true }).first().waitFor();
    await screenshot(page, 'document-de');

    await page.reload();
    await page.getByRole('menuitem', { name: 'Datei' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('with File System Access, saving writes into the picked file, and a change by another program is noticed', async () => {
    const { page, context, errors } = await openStudio(browser, { setup: usePrivateFileSystem });
    await writePrivateFile(page, 'mine.mission.json', TUTORIAL);
    await page.evaluate(() => ((globalThis as unknown as { __pick: string }).__pick = 'mine.mission.json'));
    await page.getByRole('button', { name: 'Open…' }).click();
    await page.getByRole('tab', { name: /mine\.mission\.json/ }).waitFor();
    await titleField(page).fill('Saved in place');
    await page.keyboard.press('Control+S');
    await waitSaved(page);
    expect(await readPrivateFile(page, 'mine.mission.json')).toContain('"en": "Saved in place"');

    // Another program rewrites the file; the studio notices when its window gets the focus again.
    await writePrivateFile(page, 'mine.mission.json', TUTORIAL.replace(TUTORIAL_TITLE, 'Changed elsewhere'));
    await page.evaluate('window.dispatchEvent(new Event("focus"))');
    const ask = page.getByRole('alertdialog', { name: '“mine.mission.json” was changed by another program' });
    await ask.waitFor();
    await screenshot(page, 'dialog-changed-on-disk');
    await ask.getByRole('button', { name: 'Load the version on disk' }).click();
    await expect.poll(() => titleField(page).inputValue()).toBe('Changed elsewhere');

    // And saving over a newer file asks instead of overwriting it.
    await titleField(page).fill('My version');
    await writePrivateFile(page, 'mine.mission.json', TUTORIAL.replace(TUTORIAL_TITLE, 'Changed again elsewhere, longer'));
    await page.keyboard.press('Control+S');
    const again = page.getByRole('alertdialog', { name: /was changed by another program/ });
    await again.getByRole('button', { name: 'Keep my version' }).click();
    await waitSaved(page);
    expect(await readPrivateFile(page, 'mine.mission.json')).toContain('"en": "My version"');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('unsaved work survives a crash and is offered back on the next start', async () => {
    const { page, context, errors } = await openStudio(browser);
    await openSample(page, 'tutorial.mission.json');
    await titleField(page).fill('Not saved before the crash');
    // The backup is written about a second after the last edit.
    await waitForBackup(page);
    await page.close({ runBeforeUnload: false });

    const next = await context.newPage();
    await next.goto(page.url());
    const restore = next.getByRole('region', { name: 'Restore after a crash' });
    await restore.waitFor();
    await screenshot(next, 'start-screen-restore');
    await restore.getByRole('button', { name: 'Restore tutorial.mission.json' }).click();
    await expect.poll(() => titleField(next).inputValue()).toBe('Not saved before the crash');
    expect(await next.getByRole('tab', { name: /tutorial\.mission\.json/ }).textContent()).toContain('●');
    // Closed without saving: the backup goes, and the next start offers nothing.
    await next.getByRole('button', { name: 'Close tutorial.mission.json' }).click();
    await next.getByRole('alertdialog').getByRole('button', { name: 'Don’t save' }).click();
    await next.reload();
    await next.getByRole('heading', { name: 'Samples' }).waitFor();
    await expect.poll(() => next.getByRole('region', { name: 'Restore after a crash' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('every command from the keyboard: palette, shortcut sheet, About, panes, dark theme', async () => {
    const { page, context, errors } = await openStudio(browser);
    await openSample(page, 'verdant-sweep.mission.json');

    await page.keyboard.press('Control+Shift+P');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type('dark');
    await screenshot(page, 'command-palette');
    await page.keyboard.press('Enter');
    await palette.waitFor({ state: 'detached' });
    expect(await page.evaluate('document.documentElement.dataset.theme')).toBe('dark');

    await runCommand(page, 'Show or hide the simulator');
    await page.getByRole('complementary', { name: 'Simulator' }).waitFor();
    await screenshot(page, 'document-dark');

    await page.keyboard.press('F1');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    await expect.poll(() => sheet.getByRole('row', { name: /Command palette… Ctrl\+Shift\+P/ }).count()).toBe(1);
    await expect.poll(() => sheet.getByRole('row', { name: /Redo Ctrl\+Shift\+Z Ctrl\+Y/ }).count()).toBe(1);
    await screenshot(page, 'shortcut-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await runCommand(page, 'About Scenario Studio');
    const about = page.getByRole('dialog', { name: 'About Scenario Studio' });
    await about.getByRole('link', { name: 'game-icons.net' }).waitFor();
    expect(await about.textContent()).toContain('CC BY 3.0');
    await screenshot(page, 'about');
    await page.keyboard.press('Escape');

    // Panes resize from the keyboard, and the layout is remembered.
    const splitter = page.getByRole('separator', { name: 'Resize Inspector' });
    const before = Number(await splitter.getAttribute('aria-valuenow'));
    await splitter.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(Number(await splitter.getAttribute('aria-valuenow'))).toBe(before + 20);
    await page.keyboard.press('Control+Shift+M');
    await expect.poll(() => page.getByRole('region', { name: 'Problems' }).count()).toBe(0);
    await page.reload();
    await openSample(page, 'verdant-sweep.mission.json');
    expect(Number(await page.getByRole('separator', { name: 'Resize Inspector' }).getAttribute('aria-valuenow'))).toBe(before + 20);
    await expect.poll(() => page.getByRole('region', { name: 'Problems' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('problems from the engine validation are listed, counted and revealed', async () => {
    const { page, context, errors } = await openStudio(browser);
    await openSample(page, 'tutorial.mission.json');
    await page.getByRole('region', { name: 'Problems' }).getByText('No problems found.').waitFor();
    const id = page.getByLabel('Id', { exact: true });
    await id.fill('Not A Valid Id');
    // A problem reads "Error <message> line …"; the filter toggle is just "Error".
    const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: /^Error\s\S/ }).first();
    await problem.waitFor();
    await page.getByRole('contentinfo', { name: 'Status' }).getByText(/^[1-9]\d* problems?$/).waitFor();
    await problem.click();
    // The problem's place in the text is marked and scrolled into view.
    await expect.poll(() => page.locator('.details-json mark').textContent()).toContain('Not A Valid Id');
    await screenshot(page, 'problems');
    await page.keyboard.press('Control+Z');
    await page.getByRole('region', { name: 'Problems' }).getByText('No problems found.').waitFor();

    // A new mission starts valid.
    await page.keyboard.press('Control+Alt+N');
    await page.getByRole('tab', { name: /Untitled-\d+\.mission\.json/ }).waitFor();
    await expect.poll(() => titleField(page).inputValue()).toBe('New mission');
    await page.getByRole('contentinfo', { name: 'Status' }).getByText('0 problems').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the palette ranks what matches, never highlights a command that cannot run, and reads French without accents', async () => {
    const { page, context, errors } = await openStudio(browser);
    await page.getByRole('heading', { name: 'Scenario Studio', level: 1 }).waitFor();
    await runCommand(page, 'Dark theme');
    await expect.poll(() => theme(page)).toBe('dark');

    // The audit's repro: with the dark theme on, "light" + Enter switches to the light theme.
    await page.keyboard.press('Control+Shift+P');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('light');
    await expect.poll(() => palette.getByRole('option', { selected: true }).textContent()).toContain('Light theme');
    // Dark theme matches a keyword; it cannot run now, so it is dimmed with the reason and never highlighted.
    const dark = palette.getByRole('option', { name: /^Dark theme/ });
    expect(await dark.getAttribute('aria-disabled')).toBe('true');
    expect(await dark.getAttribute('aria-selected')).toBe('false');
    expect(await dark.textContent()).toContain('this theme is already on');
    await screenshot(page, 'palette-ranked');
    // The arrows skip it.
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => palette.getByRole('option', { selected: true }).textContent()).toContain('Light theme');
    await page.keyboard.press('Enter');
    await palette.waitFor({ state: 'detached' });
    await expect.poll(() => theme(page)).toBe('light');

    // In French, with or without the accent; the English name works too.
    await runCommand(page, 'French (Français)');
    await page.getByRole('menuitem', { name: 'Fichier' }).waitFor();
    for (const [query, expected] of [
      ['thème sombre', 'Thème sombre'],
      ['theme sombre', 'Thème sombre'],
      ['dark theme', 'Thème sombre'],
    ]) {
      await page.keyboard.press('Control+Shift+P');
      const fr = page.getByRole('dialog', { name: 'Palette de commandes' });
      await fr.getByRole('combobox').fill(query);
      await expect.poll(() => fr.getByRole('option', { selected: true }).textContent(), { message: query }).toContain(expected);
      await page.keyboard.press('Escape');
      await fr.waitFor({ state: 'detached' });
    }
    await page.keyboard.press('Control+Shift+P');
    await page.getByRole('dialog', { name: 'Palette de commandes' }).getByRole('combobox').fill('theme sombre');
    await page.keyboard.press('Enter');
    await expect.poll(() => theme(page)).toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the shortcut sheet lists the map’s keys under the map view, not under the command palette', async () => {
    const { page, context, errors } = await openStudio(browser);
    await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
    await page.getByRole('tab', { name: /tutorial\.mission\.json/ }).waitFor();
    // The map registers its commands when it opens.
    await page.getByRole('button', { name: 'Export…' }).waitFor();
    await page.keyboard.press('F1');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.waitFor();
    const map = sheet.getByRole('table', { name: 'Map view' });
    await expect.poll(() => map.getByRole('row', { name: /Turn the selection R/ }).count()).toBe(1);
    await expect.poll(() => map.getByRole('row', { name: /Select tool V/ }).count()).toBe(1);
    expect(await sheet.getByRole('table', { name: 'Command palette' }).count()).toBe(0);
    expect(await sheet.getByRole('table', { name: 'View', exact: true }).getByRole('row', { name: /Turn the selection/ }).count()).toBe(0);
    await screenshot(page, 'shortcut-sheet-map');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('two tabs on the studio: the second does not offer the first one’s live work, and offers it once the first is gone', async () => {
    const { page, context, errors } = await openStudio(browser);
    // A dropped file enters the recent list: the second tab's start screen shows it once its lists are read.
    await dropFile(page, 'live.mission.json', TUTORIAL);
    await page.getByRole('tab', { name: /live\.mission\.json/ }).waitFor();
    await showDetails(page);
    await titleField(page).fill('Unsaved in the first tab');
    await waitForBackup(page);

    const second = await context.newPage();
    second.on('pageerror', (e) => errors.push(String(e)));
    await second.goto(page.url());
    await second.getByRole('list').getByRole('button', { name: /live\.mission\.json/ }).waitFor();
    expect(await second.getByRole('region', { name: 'Restore after a crash' }).count()).toBe(0);
    await screenshot(second, 'second-tab-no-restore');
    // The first tab still has its work.
    await expect.poll(() => titleField(page).inputValue()).toBe('Unsaved in the first tab');

    // The first tab dies without a word: now its work is a crash's, offered in the second.
    await page.close({ runBeforeUnload: false });
    await second.reload();
    const restore = second.getByRole('region', { name: 'Restore after a crash' });
    await restore.getByRole('button', { name: 'Restore live.mission.json' }).waitFor();
    await restore.getByRole('button', { name: 'Discard live.mission.json' }).click();
    await expect.poll(() => restore.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('small windows: an empty problems pane is a slim bar, side panes leave the map room, selects follow the dark theme', async () => {
    const { page, context, errors } = await openStudio(browser);
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByRole('button', { name: /tutorial\.mission\.json/ }).click();
    await page.getByRole('tab', { name: /tutorial\.mission\.json/ }).waitFor();
    const problems = page.getByRole('region', { name: 'Problems', exact: true });
    const height = async () => (await problems.boundingBox())!.height;
    await problems.getByText('No problems found.').waitFor();
    expect(await height()).toBeLessThan(40);

    await page.keyboard.press('Control+Alt+R');
    await page.getByRole('complementary', { name: 'Simulator' }).waitFor();
    const centre = (await page.locator('#document-panel').boundingBox())!;
    expect(centre.width / 1024).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: 'Export…' }).waitFor();
    await page.getByRole('complementary', { name: 'Simulator' }).getByRole('button', { name: 'Start' }).waitFor();
    await screenshot(page, 'small-window-1024');

    // A click opens the bar; the button folds it again.
    await problems.getByRole('button', { name: 'Expand the problems pane' }).click();
    await expect.poll(height).toBeGreaterThan(100);
    await problems.getByRole('button', { name: 'Collapse the problems pane' }).click();
    await expect.poll(height).toBeLessThan(40);

    // Problems appearing open it; once they are fixed it folds away.
    const id = page.getByLabel('Id', { exact: true });
    await id.fill('Not A Valid Id');
    await problems.getByRole('button', { name: /^Error\s\S/ }).first().waitFor();
    await expect.poll(height).toBeGreaterThan(100);
    await id.fill('tutorial');
    await expect.poll(height).toBeLessThan(40);

    // A height the user chose is theirs: kept when the list is empty.
    await problems.getByRole('button', { name: 'Expand the problems pane' }).click();
    const splitter = page.getByRole('separator', { name: 'Resize Problems' });
    await splitter.focus();
    await page.keyboard.press('ArrowUp');
    const chosen = Number(await splitter.getAttribute('aria-valuenow'));
    await page.reload();
    await page.getByRole('button', { name: /^tutorial\.mission\.json/ }).click();
    await problems.getByText('No problems found.').waitFor();
    await expect.poll(height).toBeGreaterThanOrEqual(chosen - 1);
    expect(await problems.getByRole('button', { name: 'Collapse the problems pane' }).count()).toBe(0);

    // Native selects take the dark theme's colours (the deck inspector's language had the browser's light ones).
    await runCommand(page, 'Dark theme');
    await page.getByRole('button', { name: 'Start screen' }).click();
    await page.getByRole('button', { name: /kerrow-point\.deck\.json/ }).click();
    const select = page.getByLabel('Edit text in', { exact: true });
    const style = await select.evaluate((el) => {
      const cs = (globalThis as unknown as { getComputedStyle(e: unknown): { colorScheme: string; backgroundColor: string } }).getComputedStyle(el);
      return { scheme: cs.colorScheme, background: cs.backgroundColor };
    });
    expect(style.scheme).toBe('dark');
    expect(style.background).toBe('rgb(32, 35, 39)');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a file dropped on the window opens in a new tab', async () => {
    const { page, context, errors } = await openStudio(browser);
    await dropFile(page, 'dropped.mission.json', TUTORIAL.replace(TUTORIAL_TITLE, 'Dropped here'));
    await page.getByRole('tab', { name: /dropped\.mission\.json/ }).waitFor();
    await expect.poll(() => titleField(page).inputValue()).toBe('Dropped here');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a document never saved to a file (dropped in the web build, or new) does not say "Saved" in its details', async () => {
    const { page, context, errors } = await openStudio(browser);
    const inspector = page.getByRole('complementary', { name: 'Inspector' });
    const state = async () => (await inspector.textContent()) ?? '';
    await dropFile(page, 'notes.json', '{ "note": "dropped" }\n');
    await page.getByRole('tab', { name: /notes\.json/ }).waitFor();
    await expect.poll(state).toMatch(/StateNot saved to a file/);
    expect(await state()).not.toMatch(/\bSaved\b/);
    await runCommand(page, 'New mission');
    await showDetails(page);
    await expect.poll(state).toMatch(/StateNot saved to a file/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
