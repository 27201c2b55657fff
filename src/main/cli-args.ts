/**
 * What a launch asks for: `studio-app file.mission.json …` opens the files; `--open-sample` (what
 * `npm start` passes) opens the tutorial sample. Electron's own arguments, Chromium switches and
 * the app path are ignored.
 */
import { isAbsolute, resolve } from 'node:path';

export interface LaunchRequest {
  files: string[];
  openSample: boolean;
}

export function parseLaunchArgs(argv: readonly string[], cwd: string): LaunchRequest {
  const files: string[] = [];
  let openSample = false;
  for (const arg of argv) {
    if (arg === '--open-sample') openSample = true;
    else if (!arg.startsWith('-') && arg.toLowerCase().endsWith('.json')) files.push(isAbsolute(arg) ? arg : resolve(cwd, arg));
  }
  return { files, openSample };
}
