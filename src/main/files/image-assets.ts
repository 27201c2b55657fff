/**
 * Pictures beside a document (a deck's panoramas and card art). A document names them by a path relative to its
 * own file, so a deck and its pictures travel together. Importing a picture from elsewhere copies it into the
 * document's `images/` folder (never over a different file of the same name); reading never leaves the
 * document's folder. Only PNG and JPEG, recognised by their first bytes, not their names.
 */
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { realPath, relativeInside } from '../../engine/node/inside-folder';
import type { HostError, ImageFile, Result } from '../../shared/studio-api';

export const MAX_IMAGE_BYTES = 48 * 1024 * 1024;

const fail = (code: HostError['code'], message: string): { ok: false; error: HostError } => ({ ok: false, error: { code, message } });

export function imageMime(data: Uint8Array): ImageFile['mime'] | null {
  if (data.length >= 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

async function readImageFile(path: string): Promise<Result<{ data: Uint8Array; mime: ImageFile['mime'] }>> {
  try {
    const info = await stat(path);
    if (info.size > MAX_IMAGE_BYTES) return fail('too-large', `“${basename(path)}” is larger than 48 MB; use a smaller picture.`);
    const data = new Uint8Array(await readFile(path));
    const mime = imageMime(data);
    if (!mime) return fail('not-text', `“${basename(path)}” is not a PNG or JPEG picture.`);
    return { ok: true, value: { data, mime } };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return fail('not-found', `“${basename(path)}” was not found beside the document.`);
    return fail('io', `“${basename(path)}” could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/**
 * The path of `file` relative to `folder` with `/` separators, or null when it lies outside, where it really is:
 * links are followed first (issue 17.13: `images/art.png` → `../private/secret.png` passed a check on the text).
 */
export function inside(folder: string, file: string): string | null {
  if (!relativeInside(realPath(folder), realPath(file))) return null;
  return relativeInside(resolve(folder), resolve(file));
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  try {
    const [x, y] = await Promise.all([readFile(a), readFile(b)]);
    return x.equals(y);
  } catch {
    return false;
  }
}

/**
 * A picture the user picked, for a document at `documentPath` (null when not saved yet): returned with the path
 * the document should name it by, after copying it into `images/` beside the document when it lies elsewhere.
 */
export async function importImage(picked: string, documentPath: string | null): Promise<Result<ImageFile>> {
  const read = await readImageFile(picked);
  if (!read.ok) return read;
  const base = { name: basename(picked), mime: read.value.mime, data: read.value.data };
  if (!documentPath) return { ok: true, value: { ...base, path: null } };
  const folder = dirname(resolve(documentPath));
  const already = inside(folder, resolve(picked));
  if (already) return { ok: true, value: { ...base, path: already } };
  const images = join(folder, 'images');
  const ext = extname(picked);
  const stem = basename(picked, ext);
  try {
    await mkdir(images, { recursive: true });
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${stem}${ext}` : `${stem}-${n}${ext}`;
      const target = join(images, name);
      const exists = await stat(target).then(
        () => true,
        () => false,
      );
      if (exists && !(await sameBytes(picked, target))) continue;
      if (!exists) await copyFile(picked, target);
      return { ok: true, value: { ...base, name, path: `images/${name}` } };
    }
  } catch (e) {
    return fail('io', `The picture could not be copied beside the document: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** A picture named by `path` relative to the document at `documentPath`; never one outside its folder. */
export async function readImage(documentPath: string, path: string): Promise<Result<ImageFile>> {
  const folder = dirname(resolve(documentPath));
  const target = resolve(folder, path);
  const rel = inside(folder, target);
  if (!rel) return fail('permission', `“${path}” is outside the document's folder; pictures must lie beside the document.`);
  const read = await readImageFile(target);
  if (!read.ok) return read;
  return { ok: true, value: { name: basename(target), mime: read.value.mime, data: read.value.data, path: rel } };
}
