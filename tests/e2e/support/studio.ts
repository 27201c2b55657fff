import type { BrowserContext, Page } from 'playwright-core';

// These callbacks run in the page; the test project has no DOM types, so the few browser APIs
// they touch are typed here.
interface PageFile {
  getFile(): Promise<{ text(): Promise<string> }>;
  createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void> }>;
}
interface PageDirectory {
  getFileHandle(name: string, opts?: { create?: boolean }): Promise<PageFile>;
  getDirectoryHandle(name: string, opts?: { create?: boolean }): Promise<PageDirectory>;
}
type PageGlobals = {
  navigator: { storage: { getDirectory(): Promise<PageDirectory> } };
  __pick: string;
  showOpenFilePicker?: () => Promise<PageFile[]>;
  showSaveFilePicker?: (o?: { suggestedName?: string }) => Promise<PageFile>;
};

/**
 * The web edition without the File System Access API: files open by upload and save by download,
 * which Playwright can drive (it cannot drive the browser's native file pickers).
 */
export async function useUploadDownload(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = globalThis as unknown as PageGlobals;
    delete w.showOpenFilePicker;
    delete w.showSaveFilePicker;
  });
}

/**
 * The web edition with File System Access, its pickers answered from the origin-private file
 * system: real `FileSystemFileHandle`s, so the code path users get in Chrome runs unchanged.
 * `window.__pick` names the file the next picker returns.
 */
export async function usePrivateFileSystem(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = globalThis as unknown as PageGlobals;
    w.__pick = '';
    w.showOpenFilePicker = async () => {
      // `folder/name` picks a file in a folder of the private file system.
      let dir = await (globalThis as unknown as PageGlobals).navigator.storage.getDirectory();
      const parts = w.__pick.split('/');
      for (const folder of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(folder, { create: true });
      return [await dir.getFileHandle(parts[parts.length - 1])];
    };
    w.showSaveFilePicker = async (o) => {
      const root = await (globalThis as unknown as PageGlobals).navigator.storage.getDirectory();
      return root.getFileHandle(w.__pick || o?.suggestedName || 'untitled.json', { create: true });
    };
  });
}

/** Writes a file of the private file system (`folder/name` in a folder). */
export async function writePrivateFile(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(
    async ([n, t]) => {
      let dir = await (globalThis as unknown as PageGlobals).navigator.storage.getDirectory();
      const parts = n.split('/');
      for (const folder of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(folder, { create: true });
      const w = await (await dir.getFileHandle(parts[parts.length - 1], { create: true })).createWritable();
      await w.write(t);
      await w.close();
    },
    [name, text] as const,
  );
}

export async function readPrivateFile(page: Page, name: string): Promise<string> {
  return page.evaluate(async (n) => {
    const root = await (globalThis as unknown as PageGlobals).navigator.storage.getDirectory();
    return (await (await root.getFileHandle(n)).getFile()).text();
  }, name);
}

/** Runs a command through the command palette, as a keyboard user would. */
export async function runCommand(page: Page, label: string): Promise<void> {
  await page.keyboard.press('Control+Shift+P');
  // Editors have comboboxes of their own (the inspector's lists): the palette's is the one in its dialog.
  const input = page.getByRole('dialog', { name: 'Command palette' }).getByRole('combobox');
  await input.fill(label);
  await page.getByRole('option', { name: label, exact: false }).first().waitFor();
  await input.press('Enter');
}

/** Waits until the active tab has no unsaved-changes marker. */
export async function waitSaved(page: Page): Promise<void> {
  // A function, not a string: the studio's CSP forbids evaluating strings.
  await page.waitForFunction(() => {
    const doc = (globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document;
    return !doc.querySelector('[role=tab][aria-selected=true]')?.textContent?.includes('●');
  });
}

/** Waits until the studio has written at least one backup to IndexedDB (about a second after an edit). */
export async function waitForBackup(page: Page): Promise<void> {
  await page.evaluate(async () => {
    type Req<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
    const g = globalThis as unknown as {
      indexedDB: { open(name: string): Req<{ transaction(s: string): { objectStore(s: string): { count(): Req<number> } }; close(): void }> };
    };
    const done = <T>(r: Req<T>) => new Promise<T>((ok, fail) => ((r.onsuccess = () => ok(r.result)), (r.onerror = fail)));
    for (let waited = 0; waited < 10_000; waited += 100) {
      const db = await done(g.indexedDB.open('scenario-studio'));
      const count = await done(db.transaction('backups').objectStore('backups').count());
      db.close();
      if (count > 0) return;
      await new Promise((ok) => setTimeout(ok, 100));
    }
    throw new Error('no backup was written within 10 s');
  });
}

/** Drops a file on the window, as a person dragging it from their file manager would. */
export async function dropFile(page: Page, name: string, text: string): Promise<void> {
  // The window's drop handler is attached by an effect after the shell mounts (ui/host-wiring.ts), and page.goto
  // returns at the load event: a drop dispatched before it is lost (a loaded CI machine lost one). The shell marks
  // 'studio-interactive' in an effect that runs after the wiring's.
  await page.waitForFunction(() => performance.getEntriesByName('studio-interactive').length > 0);
  await page.evaluate(
    ([n, t]) => {
      const g = globalThis as unknown as {
        DataTransfer: new () => { items: { add(f: unknown): void } };
        File: new (parts: string[], name: string, o: { type: string }) => unknown;
        DragEvent: new (type: string, init: { dataTransfer: unknown; bubbles: boolean; cancelable: boolean }) => unknown;
        dispatchEvent(e: unknown): boolean;
      };
      const data = new g.DataTransfer();
      data.items.add(new g.File([t], n, { type: 'application/json' }));
      g.dispatchEvent(new g.DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
      g.dispatchEvent(new g.DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [name, text] as const,
  );
}
