/**
 * A save that is all or nothing: write-file-atomic writes a temporary file in the same folder,
 * fsyncs it and renames it over the target (a rename within one file system is atomic); then the
 * folder itself is fsynced so the rename survives a power cut, not only a crash.
 */
import { open } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';

export async function atomicWrite(path: string, data: string | Uint8Array): Promise<void> {
  await writeFileAtomic(path, typeof data === 'string' ? data : Buffer.from(data), { fsync: true });
  await fsyncFolder(dirname(path));
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
