/**
 * A file a document names by a path relative to its own file (the catalog a mission names). Only JSON files, and
 * only in the document's folder or below it, the rule pictures follow: opening a mission never reaches anywhere
 * its author's folder does not.
 */
import { basename, dirname, extname, resolve } from 'node:path';
import type { HostError, Result } from '../../shared/studio-api';
import { inside } from './image-assets';

const fail = (code: HostError['code'], message: string): { ok: false; error: HostError } => ({ ok: false, error: { code, message } });

export function referencedPath(documentPath: string, path: string): Result<string> {
  const folder = dirname(resolve(documentPath));
  const target = resolve(folder, path);
  if (!inside(folder, target)) return fail('permission', `“${path}” is outside the folder of “${basename(documentPath)}”; open that file with Open… instead.`);
  if (extname(target).toLowerCase() !== '.json') return fail('not-text', `“${basename(target)}” is not a JSON file.`);
  return { ok: true, value: target };
}
