/**
 * Reading a file a document names, for the CLI and the exports: only from the document's folder or below, after
 * following links (issue 17.12–13). A path is refused when its text leaves the folder (absolute, `..`) and when its
 * real location does (`images/art.png` → `../private/secret.png`): comparing the text alone let a link through.
 */
import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { renderMessage } from '../format/messages/index';
import { pathLeavesFolder } from '../format/checks/paths';

/** The path of `file` relative to `folder`, or null when it lies outside (both as given: no links followed). */
export function relativeInside(folder: string, file: string): string | null {
  const rel = relative(folder, file);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep).join('/');
}

/** The real path of `path`, or of its nearest existing ancestor joined with the rest (for a file not made yet). */
export function realPath(path: string): string {
  const full = resolve(path);
  try {
    return realpathSync.native(full);
  } catch {
    const parent = dirname(full);
    return parent === full ? full : resolve(realPath(parent), relative(parent, full));
  }
}

export class OutsideFolderError extends Error {}

/**
 * The absolute path of `path` (as a document in `folder` names it), or an OutsideFolderError saying why it may not
 * be read. A file that does not exist passes (the caller reports it missing).
 */
export function fileInside(folder: string, path: string): string {
  const why = pathLeavesFolder(path, 'images/picture.png');
  if (why) throw new OutsideFolderError(renderMessage(why, 'en'));
  const target = resolve(folder, path);
  if (!relativeInside(realPath(folder), realPath(target))) {
    throw new OutsideFolderError(`“${path}” leads outside the document's folder through a link; files are read only from the document's folder and below.`);
  }
  return target;
}
