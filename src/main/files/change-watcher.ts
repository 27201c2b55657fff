/**
 * Notices files changed by other programs. Watches each file's folder rather than the file, so a
 * program that saves by writing a new file and renaming it over the old one (as this studio and
 * most editors do) is still noticed. Bursts of events are debounced; the caller decides whether
 * the change is real by comparing versions.
 */
import { watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';

export class ChangeWatcher {
  private readonly folders = new Map<string, { watcher: FSWatcher; files: Map<string, () => void> }>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly debounceMs = 150) {}

  watch(path: string, onChange: () => void): void {
    const folder = dirname(path);
    let entry = this.folders.get(folder);
    if (!entry) {
      const files = new Map<string, () => void>();
      let watcher: FSWatcher;
      try {
        watcher = watch(folder, { persistent: false }, (_event, name) => {
          const file = name ? files.get(name.toString()) : undefined;
          if (file) this.debounce(`${folder}/${name}`, file);
          else if (!name) for (const [n, f] of files) this.debounce(`${folder}/${n}`, f);
        });
      } catch {
        // A folder that cannot be watched (network drive, gone): changes are still caught when
        // the window regains focus and at save time.
        return;
      }
      watcher.on('error', () => undefined);
      entry = { watcher, files };
      this.folders.set(folder, entry);
    }
    entry.files.set(basename(path), onChange);
  }

  unwatch(path: string): void {
    const folder = dirname(path);
    const entry = this.folders.get(folder);
    if (!entry) return;
    entry.files.delete(basename(path));
    if (entry.files.size === 0) {
      entry.watcher.close();
      this.folders.delete(folder);
    }
  }

  close(): void {
    for (const { watcher } of this.folders.values()) watcher.close();
    this.folders.clear();
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }

  private debounce(key: string, fn: () => void): void {
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        fn();
      }, this.debounceMs),
    );
  }
}
