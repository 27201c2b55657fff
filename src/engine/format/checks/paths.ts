/**
 * Files a document names (a mission's catalog, a deck's pictures) are read relative to the document and only from
 * its folder or below (issue 17.12): a shared deck naming `../private/holiday.png` must not make an export embed
 * someone's private picture. What the text of a path already shows is a validation problem here; links that lead
 * out of the folder are caught where files are read (src/engine/node/inside-folder.ts, src/main/files).
 */
import { msg, type Message } from '../messages/index';

/** Why a referenced path leaves the document's folder on its face, or undefined when it does not. */
export function pathLeavesFolder(path: string, example: string): Message | undefined {
  // `/x`, `\x`, `C:x`, `file:…`, `\\server\share`: none is relative to the document.
  if (/^[/\\]/.test(path) || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(path)) return msg('path-absolute', { path, example });
  if (path.split(/[/\\]/).some((part) => part === '..')) return msg('path-parent', { path, example });
  return undefined;
}
