/**
 * Opaque ids for the paths the user chose (dialog, drop, command line, recent list). The renderer
 * only ever holds ids; a path it never got from the user cannot be named through IPC.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';

export class FileRegistry {
  private readonly byId = new Map<string, string>();
  private readonly byPath = new Map<string, string>();

  /** The id for a path (the same id while the studio runs). */
  register(path: string): string {
    const absolute = resolve(path);
    let id = this.byPath.get(absolute);
    if (!id) {
      id = `f-${randomUUID()}`;
      this.byPath.set(absolute, id);
      this.byId.set(id, absolute);
    }
    return id;
  }

  path(id: string): string | undefined {
    return this.byId.get(id);
  }

  forget(id: string): void {
    const path = this.byId.get(id);
    this.byId.delete(id);
    if (path) this.byPath.delete(path);
  }
}
