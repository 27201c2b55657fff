/**
 * `studio:file.openDropped` opens only a path the user really dropped on the window (issue 17.14). The main process
 * sees no drop itself, so the preload, which runs apart from the page's scripts, reports the paths of every trusted
 * drop (`isTrusted`: a real user gesture, never a page's synthetic event) on `studio:file.dropped`; each path may then
 * be opened once, within a minute. A page that calls openDropped with a path it made up is refused.
 */
export const DROP_TTL_MS = 60_000;
const MAX_REMEMBERED = 1000;

export class DroppedPaths {
  private readonly seen = new Map<string, number>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  remember(paths: readonly string[]): void {
    const at = this.now();
    for (const p of paths) {
      this.seen.delete(p);
      this.seen.set(p, at);
    }
    // Oldest first in a Map: drop the overflow.
    for (const k of this.seen.keys()) {
      if (this.seen.size <= MAX_REMEMBERED) break;
      this.seen.delete(k);
    }
  }

  /** Whether `path` was dropped within the last minute; a path is taken once. */
  take(path: string): boolean {
    const at = this.seen.get(path);
    this.seen.delete(path);
    return at !== undefined && this.now() - at <= DROP_TTL_MS;
  }
}
