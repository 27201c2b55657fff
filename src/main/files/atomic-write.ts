/**
 * A save that is all or nothing: the data goes to a temporary file in the same folder, is fsynced and renamed over
 * the target (a rename within one file system is atomic); then the folder itself is fsynced so the rename survives a
 * power cut, not only a crash.
 *
 * A save killed half-way leaves its temporary behind (issue 17.9: 91 of 150 kills left 281 MB of them). The
 * temporaries carry a name only this module makes, `.<name>.studio-<pid>-<n>.tmp`, so the next save of the same
 * document (and the next start, for the recent documents) removes those whose process is gone, and nothing else.
 */
import { open, readdir, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

let counter = 0;

const TEMPORARY = /^\.(.+)\.studio-(\d+)-\d+\.tmp$/;

/** The temporary a save of `path` by this process writes first. */
export function temporaryName(path: string): string {
  return join(dirname(path), `.${basename(path)}.studio-${process.pid}-${++counter}.tmp`);
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const inFlight = new Set<string>();

/** Removes the temporaries of earlier, killed saves of `path`; returns how many. Never throws. */
export async function removeStaleTemporaries(path: string): Promise<number> {
  let removed = 0;
  try {
    const name = basename(path);
    for (const entry of await readdir(dirname(path))) {
      const m = TEMPORARY.exec(entry);
      if (!m || m[1] !== name) continue;
      const full = join(dirname(path), entry);
      if (inFlight.has(full) || alive(Number(m[2]))) continue;
      await unlink(full).then(
        () => removed++,
        () => {},
      );
    }
  } catch {
    // A folder that cannot be listed has nothing of ours to clean.
  }
  return removed;
}

export async function atomicWrite(path: string, data: string | Uint8Array): Promise<void> {
  // Through a link, the file it points to is saved (as the studio opened it); the link stays a link.
  const target = await realpath(path).catch(() => path);
  await removeStaleTemporaries(target);
  const temp = temporaryName(target);
  // The saved file keeps the permissions it had.
  const mode = await stat(target).then(
    (s) => s.mode & 0o777,
    () => 0o644,
  );
  inFlight.add(temp);
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      await handle.chmod(mode);
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (e) {
    await unlink(temp).catch(() => {});
    throw e;
  } finally {
    inFlight.delete(temp);
  }
  await fsyncFolder(dirname(target));
}

async function fsyncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch (e) {
    // Windows cannot open or fsync a folder; its rename is already durable (MoveFileEx with write-through).
    const code = (e as NodeJS.ErrnoException).code;
    if (process.platform !== 'win32' && code !== 'EISDIR' && code !== 'EINVAL') throw e;
  } finally {
    await handle?.close();
  }
}
