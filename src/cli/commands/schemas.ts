/**
 * `studio schemas --out DIR`: writes the JSON Schema of every document kind into DIR and prints the `json.schemas`
 * settings that make VS Code (and other editors reading the same setting) check *.mission.json, *.deck.json … files in
 * any folder, without network: the schemas' `$id` addresses serve nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command';
import { listDocumentKinds } from '../../engine/format/index';

/** How the settings name a schema: relative to the workspace (VS Code resolves `./…` there) when it is inside it. */
export function schemaUrl(file: string, workspace: string): string {
  const rel = relative(workspace, file);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? `./${rel.split(sep).join('/')}` : pathToFileURL(file).href;
}

export const schemasCommand: Command = {
  name: 'schemas',
  summary:
    'Writes the JSON Schemas of every document kind into a folder and prints the editor settings (VS Code "json.schemas") that check *.mission.json, *.deck.json, *.catalog.json … files against them, offline.',
  usage: 'studio schemas --out DIR',
  async run(args, io) {
    let out: string | undefined;
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--out') {
        out = args[++i];
        if (out === undefined) throw new UsageError('--out needs a folder');
      } else throw new UsageError(`unknown argument ${args[i]}`);
    }
    if (!out) throw new UsageError('name the folder to write the schemas into: --out DIR');
    const dir = resolve(io.cwd, out);
    const entries: { fileMatch: string[]; url: string }[] = [];
    try {
      mkdirSync(dir, { recursive: true });
      for (const k of listDocumentKinds()) {
        const file = join(dir, `${k.kind}.schema.json`);
        writeFileSync(file, JSON.stringify(k.schema, null, 2) + '\n');
        io.err(`written: ${relative(io.cwd, file) || file}`);
        entries.push({ fileMatch: [`*${k.fileSuffix}`], url: schemaUrl(file, io.cwd) });
      }
    } catch (e) {
      io.err(`studio schemas: cannot write into ${out} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
      return EXIT_USAGE;
    }
    io.err('Put this in .vscode/settings.json of the folder you open in VS Code (paths starting with ./ are relative to that folder):');
    io.out(JSON.stringify({ 'json.schemas': entries }, null, 2));
    return EXIT_OK;
  },
};
