import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command';
import { expandPaths } from '../files';
import { casesOf, runCase } from '../../engine/conform/run';
import type { CaseResult } from '../../engine/conform/types';
import { msg, renderMessage } from '../../engine/format/index';
import { languageOption } from '../language';

export const conform: Command = {
  name: 'conform',
  summary:
    'Runs rules conformance cases (../shared/conformance/FORMAT.md): one line per case, then "N passed, M failed" (in German or French with --lang; PASS, FAIL and the rules engines\' reasons stay as they are).',
  usage: 'studio conform <file|dir>… [--json] [--only <id>] [--lang en|de|fr]',
  async run(args, io) {
    const paths: string[] = [];
    let json = false;
    let only: string | undefined;
    let language = languageOption(undefined);
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      if (a === '--json') json = true;
      else if (a === '--only') only = args[++i];
      else if (a === '--lang' || a.startsWith('--lang=')) language = languageOption(a.includes('=') ? a.slice(7) : args[++i]);
      else if (a.startsWith('-')) throw new UsageError(`unknown option ${a}`);
      else paths.push(a);
    }
    if (paths.length === 0) throw new UsageError('name at least one case file or folder');
    const { files, missing } = expandPaths(paths, io.cwd, ['.json']);
    for (const m of missing) io.err(`studio conform: ${m}: no such file or folder`);
    if (missing.length > 0) return EXIT_USAGE;

    const results: (CaseResult & { file: string })[] = [];
    for (const file of files) {
      const shown = relative(io.cwd, file) || file;
      let content: unknown;
      try {
        content = JSON.parse(readFileSync(file, 'utf8'));
      } catch (e) {
        results.push({ id: shown, file: shown, pass: false, message: renderMessage(msg('cli-conform-unreadable', { reason: (e as Error).message }), language) });
        continue;
      }
      for (const c of casesOf(content)) {
        if (only && c?.id !== only) continue;
        results.push({ ...runCase(c), file: shown });
      }
    }
    const failed = results.filter((r) => !r.pass).length;
    if (json) {
      io.out(JSON.stringify({ passed: results.length - failed, failed, results }, null, 2));
    } else {
      for (const r of results) io.out(r.pass ? `PASS ${r.id}` : `FAIL ${r.id}: ${r.message}`);
      io.out(renderMessage(msg('cli-conform-summary', { passed: results.length - failed, failed }), language));
    }
    return failed === 0 ? EXIT_OK : EXIT_INVALID;
  },
};
