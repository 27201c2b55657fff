/**
 * Reading and writing the user's files, with the messages a person needs when it goes wrong
 * (missing, read-only, changed by another program, too big, not text). No Electron here: it is
 * tested in Node (tests/unit/shell/file-service.test.ts).
 */
import { access, constants, readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FileVersion, HostError, Result } from '../../shared/studio-api';
import { atomicWrite } from './atomic-write';

export const MAX_BYTES = 64 * 1024 * 1024;

const fail = (code: HostError['code'], message: string): { ok: false; error: HostError } => ({ ok: false, error: { code, message } });

export function errorFor(e: unknown, path: string, writing: boolean): { ok: false; error: HostError } {
  const name = basename(path);
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return fail(
        'not-found',
        writing
          ? `The folder of “${name}” no longer exists. Use Save as… to choose another place.`
          : `“${name}” no longer exists. It may have been moved, renamed or deleted.`,
      );
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      return fail(
        writing ? 'read-only' : 'permission',
        writing
          ? `“${name}” is read-only (or its folder is). Use Save as… to keep your changes in another file.`
          : `You are not allowed to read “${name}”.`,
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return fail('io', `The disk is full: “${name}” could not be saved. Free some space and save again.`);
    case 'EISDIR':
      return fail('io', `“${name}” is a folder, not a file.`);
    default:
      return fail('io', `“${name}” could not be ${writing ? 'written' : 'read'}: ${(e as Error).message}`);
  }
}

export async function versionOf(path: string): Promise<FileVersion | null> {
  try {
    const s = await stat(path);
    return { mtimeMs: s.mtimeMs, size: s.size };
  } catch {
    return null;
  }
}

export const sameVersion = (a: FileVersion | null, b: FileVersion | null) =>
  a === b || (!!a && !!b && a.mtimeMs === b.mtimeMs && a.size === b.size);

export interface ReadFile {
  text: string;
  version: FileVersion;
  readOnly: boolean;
}

export async function readTextFile(path: string): Promise<Result<ReadFile>> {
  const name = basename(path);
  try {
    const s = await stat(path);
    if (s.isDirectory()) return fail('io', `“${name}” is a folder, not a file.`);
    if (s.size > MAX_BYTES) return fail('too-large', `“${name}” is larger than 64 MB; the studio does not open files that big.`);
    const bytes = await readFile(path);
    if (bytes.includes(0)) return fail('not-text', `“${name}” is not a text file.`);
    const readOnly = await access(path, constants.W_OK).then(
      () => false,
      () => true,
    );
    return { ok: true, value: { text: bytes.toString('utf8'), version: { mtimeMs: s.mtimeMs, size: s.size }, readOnly } };
  } catch (e) {
    return errorFor(e, path, false);
  }
}

/**
 * Saves atomically. With `expected`, refuses when the file on disk is no longer that version
 * (another program changed it) unless `overwrite` says the user chose to keep theirs.
 */
export async function writeTextFile(
  path: string,
  data: string | Uint8Array,
  opts: { expected?: FileVersion | null; overwrite?: boolean } = {},
): Promise<Result<FileVersion>> {
  if (opts.expected && !opts.overwrite) {
    const current = await versionOf(path);
    if (current && !sameVersion(current, opts.expected)) {
      return fail('changed-on-disk', `“${basename(path)}” was changed by another program since it was opened.`);
    }
  }
  try {
    await atomicWrite(path, data);
  } catch (e) {
    return errorFor(e, path, true);
  }
  const version = await versionOf(path);
  return version ? { ok: true, value: version } : fail('io', `“${basename(path)}” vanished right after it was saved.`);
}
