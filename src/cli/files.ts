import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Expands files and directories (recursively) into a sorted list of files with one of the extensions. */
export function expandPaths(paths: string[], cwd: string, extensions: string[]): { files: string[]; missing: string[] } {
  const files: string[] = [];
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if (extensions.some((e) => name.endsWith(e))) files.push(full);
    }
  };
  for (const p of paths) {
    const full = resolve(cwd, p);
    let st;
    try {
      st = statSync(full);
    } catch {
      missing.push(p);
      continue;
    }
    if (st.isDirectory()) walk(full);
    else files.push(full);
  }
  return { files, missing };
}
