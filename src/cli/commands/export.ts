import { printBlockingProblems } from '../problems';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command';
import { msg, renderMessage, validateText } from '../../engine/format/index';
import type { Language } from '../../engine/core/language';
import { languageOption } from '../language';
import { exporterFor, exporters, PAPER_MM, type Duplex, type ExportFormat, type Paper, type TtsPaths } from '../../engine/node/export/index';

/** Every format some kind exports, in the list's order. */
const allFormats = (): ExportFormat[] => Array.from(new Set(exporters().flatMap((e) => e.formats)));

export const exportCommand: Command = {
  name: 'export',
  summary:
    'Exports a document for print or play. A deck: --pdf print sheets (A4 or Letter, bleed, crop marks, duplex backs), --png every face, --tts Tabletop Simulator deck sheets and their saved object (images named by plain path, or --tts-paths file-url). A mission: --png the map at print resolution, --pdf the map over overlapping sheets with alignment marks, --vtt a Universal VTT file.',
  usage:
    'studio export <file> --pdf|--png|--tts|--vtt [--out DIR] [--paper a4|letter] [--duplex long-edge|short-edge] [--dpi N] [--square MM] [--tts-paths plain|file-url] [--lang en|de|fr]',
  async run(args, io) {
    let file: string | undefined;
    const formats: ExportFormat[] = [];
    let out: string | undefined;
    let paper: Paper = 'a4';
    let duplex: Duplex = 'long-edge';
    let dpi: number | undefined;
    let language: Language | undefined;
    let squareMm: number | undefined;
    let ttsPaths: TtsPaths | undefined;
    const FORMATS = allFormats();
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const value = () => {
        const v = args[++i];
        if (v === undefined) throw new UsageError(`${a} needs a value`);
        return v;
      };
      if (a.startsWith('--') && FORMATS.includes(a.slice(2) as ExportFormat))
        formats.push(a.slice(2) as ExportFormat);
      else if (a === '--out') out = value();
      else if (a === '--paper') {
        const p = value().toLowerCase();
        if (!(p in PAPER_MM)) throw new UsageError(`--paper is a4 or letter, not ${p}`);
        paper = p as Paper;
      } else if (a === '--duplex') {
        const d = value();
        if (d !== 'long-edge' && d !== 'short-edge')
          throw new UsageError(`--duplex is long-edge or short-edge, not ${d}`);
        duplex = d;
      } else if (a === '--dpi') {
        dpi = Number(value());
        if (!Number.isInteger(dpi) || dpi < 50 || dpi > 1200)
          throw new UsageError('--dpi is a whole number from 50 to 1200');
      } else if (a === '--square') {
        squareMm = Number(value());
        if (!(squareMm >= 5 && squareMm <= 100)) throw new UsageError('--square is the side of a square in mm, from 5 to 100');
      } else if (a === '--tts-paths') {
        const v = value();
        if (v !== 'plain' && v !== 'file-url') throw new UsageError(`--tts-paths is plain or file-url, not ${v}`);
        ttsPaths = v;
      } else if (a === '--lang') language = languageOption(value()); else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else if (file) throw new UsageError('export one file at a time');
      else file = a;
    }
    if (!file) throw new UsageError('name the file to export');
    if (formats.length === 0) throw new UsageError(`choose at least one of ${FORMATS.map((f) => `--${f}`).join(', ')}`);
    const path = resolve(io.cwd, file);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (e) {
      io.err(
        `studio export: ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
      );
      return EXIT_USAGE;
    }
    const result = validateText(text, path);
    const shown = relative(io.cwd, path) || path;
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length) {
      printBlockingProblems('export', errors.map((d) => ({ file: shown, d })), io);
      return EXIT_INVALID;
    }
    const exporter = result.kind ? exporterFor(result.kind) : undefined;
    if (!exporter) {
      io.err(
        `studio export: ${shown} is a ${result.kind ?? 'document of unknown kind'}; export knows ${exporters().map((e) => e.kind).sort().join(', ')} files.`,
      );
      return EXIT_USAGE;
    }
    const unsupported = formats.filter((f) => !exporter.formats.includes(f));
    if (unsupported.length)
      throw new UsageError(
        `a ${exporter.kind} exports as ${exporter.formats.join(', ')}, not ${unsupported.join(', ')}`,
      );
    const outDir = resolve(io.cwd, out ?? dirname(path));
    try {
      const r = await exporter.run({
        document: result.document,
        baseDir: dirname(path),
        outDir,
        formats,
        paper,
        duplex,
        dpi,
        squareMm,
        language,
        ttsPaths,
      });
      const words = language ?? 'en';
      for (const f of r.files.filter((x) => !/-(front|back)\.png$/.test(x)))
        io.out(renderMessage(msg('cli-written', { file: relative(io.cwd, f) || f }), words));
      const faces = r.files.filter((x) => /-(front|back)\.png$/.test(x));
      if (faces.length)
        io.out(renderMessage(msg('cli-written-faces', { count: faces.length, folder: relative(io.cwd, dirname(faces[0])) || '.' }), words));
      for (const n of r.notes) io.out(n);
      return EXIT_OK;
    } catch (e) {
      io.err(`studio export: ${(e as Error).message}`);
      return EXIT_INVALID;
    }
  },
};
