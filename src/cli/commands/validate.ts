import { readFileSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, type Command, type Io } from '../command';
import { expandPaths } from '../files';
import { diagnosticLine } from '../problems';
import {
  LIMITS,
  MESSAGE_LANGUAGES,
  msg,
  parseDocument,
  renderMessage,
  validateDocument,
  type ReferenceInput,
  type Diagnostic,
  type Message,
  type MessageLanguage,
} from '../../engine/format/index';
import { megabytes } from '../../engine/format/parse';
import { schemaHelp } from '../../engine/node/schema-help';
import { referencedFiles, referenceUsage, takeReferenceOption } from '../references';

interface FileReport {
  file: string;
  kind?: string;
  valid: boolean;
  /** The file could not be read at all (missing, a folder, no permission). */
  unreadable?: boolean;
  diagnostics: Diagnostic[];
}

/** How one run reads and words things: the message language and, for German and French, translated schema help. */
interface Context {
  language: MessageLanguage;
  help: Record<string, object>;
  cwd: string;
  /** Referenced files (catalogs, …) by full path, each read once per run. */
  references: Map<string, ReferenceInput>;
}

const problem = (code: string, message: Message, language: MessageLanguage): Diagnostic => ({
  severity: 'error',
  code,
  message: renderMessage(message, language),
  pointer: '',
  range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
});

/** A file that could not be read as text: the diagnostic's code and message, and (when it is I/O) the reason alone. */
type Refusal = { code: string; message: Message; reason?: Message | string; unreadable: boolean };
type Read = { text: string } | Refusal;

const cannotRead = (why: Message | string): Refusal => ({ code: 'file-unreadable', message: msg('file-unreadable', { reason: why }), reason: why, unreadable: true });

/** Reads a file as UTF-8 text, refusing what is too large or not text before it costs anything. */
function readText(path: string): Read {
  let size: number;
  try {
    const st = statSync(path);
    if (st.isDirectory()) return { code: 'file-unreadable', message: msg('file-folder'), unreadable: true };
    size = st.size;
  } catch (e) {
    return cannotRead(reason(e));
  }
  if (size > LIMITS.maxChars) {
    return { code: 'file-too-large', message: msg('file-too-large', { size: megabytes(size), limit: megabytes(LIMITS.maxChars) }), unreadable: false };
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (e) {
    return cannotRead(reason(e));
  }
  if (bytes.includes(0)) return { code: 'file-binary', message: msg('file-binary'), unreadable: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { code: 'file-binary', message: msg('file-not-utf8'), unreadable: false };
  }
}

function reason(e: unknown): Message | string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'ENOENT') return msg('reason-no-such-file');
  if (code === 'EACCES' || code === 'EPERM') return msg('reason-permission-denied');
  return e instanceof Error ? e.message : String(e);
}

function validateFile(path: string, shown: string, overrides: Readonly<Record<string, string>>, context: Context): FileReport {
  const { language } = context;
  const read = readText(path);
  if (!('text' in read)) return { file: shown, valid: false, unreadable: read.unreadable, diagnostics: [problem(read.code, read.message, language)] };
  const parsed = parseDocument(read.text, path, { language });
  const references: Record<string, ReferenceInput> = {};
  for (const { ref, path: target, outside } of referencedFiles(parsed.kind, parsed.document, path, overrides, context.cwd)) {
    if (target === undefined) continue;
    if (outside) {
      references[ref.field] = { fileName: relative(dirname(path), target) || target, error: outside };
      continue;
    }
    if (!context.references.has(target)) {
      const c = readText(target);
      const why = 'text' in c ? '' : (c.reason ?? c.message);
      context.references.set(target, 'text' in c ? { fileName: target, text: c.text } : { fileName: target, error: typeof why === 'string' ? why : renderMessage(why, language).replace(/\.$/, '') });
    }
    references[ref.field] = { ...context.references.get(target)!, fileName: relative(dirname(path), target) || target };
  }
  const result = validateDocument(parsed, { references, language, schemaHelp: context.help });
  return { file: shown, kind: result.kind, valid: result.valid, diagnostics: result.diagnostics };
}

function print(reports: FileReport[], json: boolean, language: MessageLanguage, io: Io) {
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
  for (const r of reports) for (const d of r.diagnostics) io.out(diagnosticLine(r.file, d));
  const unreadable = summary.unreadable ? msg('cli-summary-unreadable', { count: summary.unreadable }) : '';
  io.out(renderMessage(msg('cli-summary', { ...summary, unreadable }), language));
}

export const validate: Command = {
  name: 'validate',
  summary:
    'Checks studio documents (missions, catalogs, decks) against their schemas and rules. Prints `file:line:col: error CODE message (pointer)` per problem and a summary; exit 0 all valid, 1 invalid, 2 unreadable or usage error. A document that names others (a mission its catalog) is checked with them (paths relative to it) unless an option such as --catalog names another file. Messages are in English unless --lang de (German) or --lang fr (French) is given; codes, positions and pointers are the same in every language.',
  get usage() {
    return `studio validate <file|dir>… [--format text|json] ${referenceUsage()} [--lang en|de|fr]`;
  },
  async run(args, io) {
    const paths: string[] = [];
    let format = 'text';
    const overrides: Record<string, string> = {};
    // English unless asked: the output is read by scripts and CI too, so it never depends on the machine's locale.
    let language: MessageLanguage = 'en';
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const took = takeReferenceOption(args, i, overrides);
      if (took) i += took - 1;
      else if (a === '--format' || a.startsWith('--format=')) {
        format = a.includes('=') ? a.slice('--format='.length) : (args[++i] ?? '');
        if (format !== 'text' && format !== 'json') throw new UsageError(`--format takes "text" or "json", not "${format}"`);
      } else if (a === '--lang' || a.startsWith('--lang=')) {
        const value = a.includes('=') ? a.slice('--lang='.length) : (args[++i] ?? '');
        if (!(MESSAGE_LANGUAGES as readonly string[]).includes(value)) throw new UsageError(`--lang takes ${MESSAGE_LANGUAGES.join(', ')}, not "${value}"`);
        language = value as MessageLanguage;
      } else if (a === '--json') format = 'json';
      else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else paths.push(a);
    }
    if (paths.length === 0) throw new UsageError('name at least one file or folder to validate');

    const { files, missing } = expandPaths(paths, io.cwd, ['.json']);
    const noSuchFile = msg('file-unreadable', { reason: msg('reason-no-such-file-or-folder') });
    const reports: FileReport[] = missing.map((m) => ({ file: m, valid: false, unreadable: true, diagnostics: [problem('file-unreadable', noSuchFile, language)] }));
    const context: Context = { language, help: schemaHelp(language), cwd: io.cwd, references: new Map() };
    for (const file of files) {
      const shown = relative(io.cwd, file) || file;
      try {
        reports.push(validateFile(file, shown, overrides, context));
      } catch (e) {
        const detail = e instanceof Error ? e.message : String(e);
        reports.push({ file: shown, valid: false, diagnostics: [problem('internal-error', msg('cli-internal-error', { detail }), language)] });
      }
    }
    if (files.length === 0 && missing.length === 0) throw new UsageError('no .json files found in the folders given');
    print(reports, format === 'json', language, io);
    if (reports.some((r) => r.unreadable)) return EXIT_USAGE;
    return reports.every((r) => r.valid) ? EXIT_OK : EXIT_INVALID;
  },
};
