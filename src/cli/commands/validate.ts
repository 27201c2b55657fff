import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, type Command, type Io } from '../command';
import { expandPaths } from '../files';
import {
  LIMITS,
  missionCatalogPath,
  parseDocument,
  validateDocument,
  type CatalogInput,
  type Diagnostic,
} from '../../engine/format/index';

interface FileReport {
  file: string;
  kind?: string;
  valid: boolean;
  /** The file could not be read at all (missing, a folder, no permission). */
  unreadable?: boolean;
  diagnostics: Diagnostic[];
}

const problem = (code: string, message: string): Diagnostic => ({
  severity: 'error',
  code,
  message,
  pointer: '',
  range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
});

type Read = { text: string } | { diagnostic: Diagnostic; unreadable: boolean };

/** Reads a file as UTF-8 text, refusing what is too large or not text before it costs anything. */
function readText(path: string): Read {
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory()) return { diagnostic: problem('file-unreadable', 'This is a folder, not a file.'), unreadable: true };
    size = st.size;
  } catch (e) {
    return { diagnostic: problem('file-unreadable', `Cannot read this file: ${reason(e)}.`), unreadable: true };
  }
  if (size > LIMITS.maxChars) {
    const mb = (n: number) => `${(n / (1024 * 1024)).toFixed(1)} MB`;
    return { diagnostic: problem('file-too-large', `This file is ${mb(size)}; the studio reads documents up to ${mb(LIMITS.maxChars)}. Is this the right file?`), unreadable: false };
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return { diagnostic: problem('file-unreadable', `Cannot read this file: ${reason(e)}.`), unreadable: true };
  }
  if (bytes.includes(0)) return { diagnostic: problem('file-binary', 'This is not a text file (it contains NUL bytes). Studio documents are JSON text.'), unreadable: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { diagnostic: problem('file-binary', 'This file is not UTF-8 text. Studio documents are JSON saved as UTF-8.'), unreadable: false };
  }
}

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}

function validateFile(path: string, shown: string, catalogOverride: string | undefined, catalogs: Map<string, CatalogInput>): FileReport {
  const read = readText(path);
  if (!('text' in read)) return { file: shown, valid: false, unreadable: read.unreadable, diagnostics: [read.diagnostic] };
  const parsed = parseDocument(read.text, path);
  let catalog: CatalogInput | undefined;
  const ref = parsed.kind?.usesCatalog ? (catalogOverride ?? (missionCatalogPath(parsed.document) && resolve(dirname(path), missionCatalogPath(parsed.document)!))) : undefined;
  if (ref) {
    if (!catalogs.has(ref)) {
      const c = readText(ref);
      catalogs.set(ref, 'text' in c ? { fileName: ref, text: c.text } : { fileName: ref, error: c.diagnostic.message.replace(/^Cannot read this file: |\.$/g, '') });
    }
    catalog = { ...catalogs.get(ref)!, fileName: relative(dirname(path), ref) || ref };
  }
  const result = validateDocument(parsed, { catalog });
  return { file: shown, kind: result.kind, valid: result.valid, diagnostics: result.diagnostics };
}

function line(file: string, d: Diagnostic): string {
  const where = d.range ? `${file}:${d.range.start.line}:${d.range.start.column}` : file;
  return `${where}: ${d.severity} ${d.code} ${d.message}${d.pointer ? ` (${d.pointer})` : ''}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function print(reports: FileReport[], json: boolean, io: Io) {
  const count = (s: Diagnostic['severity']) => reports.reduce((n, r) => n + r.diagnostics.filter((d) => d.severity === s).length, 0);
  const summary = {
    files: reports.length,
    valid: reports.filter((r) => r.valid).length,
    invalid: reports.filter((r) => !r.valid && !r.unreadable).length,
    unreadable: reports.filter((r) => r.unreadable).length,
    errors: count('error'),
    warnings: count('warning'),
  };
  if (json) {
    io.out(JSON.stringify({ files: reports, summary }, null, 2));
    return;
  }
  for (const r of reports) for (const d of r.diagnostics) io.out(line(r.file, d));
  const parts = [`${summary.valid} valid`, `${summary.invalid} invalid`];
  if (summary.unreadable) parts.push(`${summary.unreadable} unreadable`);
  io.out(`${plural(summary.files, 'file')}: ${parts.join(', ')} (${plural(summary.errors, 'error')}, ${plural(summary.warnings, 'warning')})`);
}

export const validate: Command = {
  name: 'validate',
  summary:
    'Checks studio documents (missions, catalogs, decks) against their schemas and rules. Prints `file:line:col: error CODE message (pointer)` per problem and a summary; exit 0 all valid, 1 invalid, 2 unreadable or usage error. A mission is checked with the catalog it names (relative to the mission file) unless --catalog is given.',
  usage: 'studio validate <file|dir>… [--format text|json] [--catalog <catalog.json>]',
  async run(args, io) {
    const paths: string[] = [];
    let format = 'text';
    let catalog: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      if (a === '--format' || a.startsWith('--format=')) {
        format = a.includes('=') ? a.slice('--format='.length) : (args[++i] ?? '');
        if (format !== 'text' && format !== 'json') throw new UsageError(`--format takes "text" or "json", not "${format}"`);
      } else if (a === '--json') format = 'json';
      else if (a === '--catalog' || a.startsWith('--catalog=')) {
        catalog = a.includes('=') ? a.slice('--catalog='.length) : args[++i];
        if (!catalog) throw new UsageError('--catalog needs a file');
      } else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else paths.push(a);
    }
    if (paths.length === 0) throw new UsageError('name at least one file or folder to validate');

    const { files, missing } = expandPaths(paths, io.cwd, ['.json']);
    const reports: FileReport[] = missing.map((m) => ({ file: m, valid: false, unreadable: true, diagnostics: [problem('file-unreadable', 'Cannot read this file: no such file or folder.')] }));
    const catalogs = new Map<string, CatalogInput>();
    const catalogPath = catalog === undefined ? undefined : resolve(io.cwd, catalog);
    for (const file of files) {
      const shown = relative(io.cwd, file) || file;
      try {
        reports.push(validateFile(file, shown, catalogPath, catalogs));
      } catch (e) {
        reports.push({ file: shown, valid: false, diagnostics: [problem('internal-error', `The check stopped on an internal error: ${e instanceof Error ? e.message : String(e)}. Please report this.`)] });
      }
    }
    if (files.length === 0 && missing.length === 0) throw new UsageError('no .json files found in the folders given');
    print(reports, format === 'json', io);
    if (reports.some((r) => r.unreadable)) return EXIT_USAGE;
    return reports.every((r) => r.valid) ? EXIT_OK : EXIT_INVALID;
  },
};
