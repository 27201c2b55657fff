/**
 * Documents that name other documents (a mission its catalog, …): the command line's `--<field> FILE` overrides,
 * from the kinds the rulesets declare, and where each referenced file is.
 */
import { dirname, resolve } from 'node:path';
import { listDocumentKinds, referencedPath, type KindDefinition, type ReferenceSpec } from '../engine/format/index';
import { UsageError } from './command';
import { fileInside, OutsideFolderError } from '../engine/node/inside-folder';

/** Every reference field of every kind, once: each is a command line option (`--catalog FILE`). */
export function referenceOptions(): ReferenceSpec[] {
  const seen = new Map<string, ReferenceSpec>();
  for (const k of listDocumentKinds()) for (const r of k.references) if (!seen.has(r.field)) seen.set(r.field, r);
  return [...seen.values()];
}

/** `[--catalog <file>] …` for a usage line. */
export function referenceUsage(): string {
  return referenceOptions()
    .map((r) => `[--${r.field} <${r.kind}.json>]`)
    .join(' ');
}

/**
 * Reads `--field FILE` or `--field=FILE` at `args[i]` when `field` is a reference field; returns how many arguments
 * it took (0 when `args[i]` is not one).
 */
export function takeReferenceOption(args: readonly string[], i: number, into: Record<string, string>): number {
  const a = args[i];
  if (!a.startsWith('--')) return 0;
  const eq = a.indexOf('=');
  const field = a.slice(2, eq < 0 ? undefined : eq);
  if (!referenceOptions().some((r) => r.field === field)) return 0;
  const value = eq < 0 ? args[i + 1] : a.slice(eq + 1);
  if (!value) throw new UsageError(`--${field} needs a file`);
  into[field] = value;
  return eq < 0 ? 2 : 1;
}

/** Where each referenced document of `document` is: the override (relative to `cwd`) or the path it names (relative to it). */
export function referencedFiles(
  kind: KindDefinition | undefined,
  document: unknown,
  file: string,
  overrides: Readonly<Record<string, string>>,
  cwd: string,
): { ref: ReferenceSpec; path: string | undefined; outside?: string }[] {
  return (kind?.references ?? []).map((ref) => {
    const override = overrides[ref.field];
    const named = referencedPath(document, ref.field);
    if (override !== undefined) return { ref, path: resolve(cwd, override) };
    if (named === undefined) return { ref, path: undefined };
    // A file a document names is read only from its folder or below, links followed (issue 17.12–13); an override on
    // the command line is the user's own choice.
    return { ref, path: resolve(dirname(file), named), outside: outsideReason(dirname(file), named) };
  });
}

function outsideReason(folder: string, path: string): string | undefined {
  try {
    fileInside(folder, path);
    return undefined;
  } catch (e) {
    if (e instanceof OutsideFolderError) return e.message.replace(/\.$/, '');
    throw e;
  }
}
