// `npm start`: build and open the desktop studio with a sample, or say in one sentence why it cannot.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const require = createRequire(import.meta.url);
let electronPath = null;
try {
  electronPath = require('electron');
} catch {
  electronPath = null;
}
if (typeof electronPath !== 'string' || !existsSync(electronPath)) {
  console.error(
    'The Electron binary is not installed on this machine, so the desktop studio cannot open here — run `npm run web` to use the same studio in your browser.',
  );
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const build = spawnSync(npx, ['electron-vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const extra = process.argv.slice(2);
// Arguments after `--` reach the app (src/main/cli-args.ts): files to open, or --open-sample.
const run = spawnSync(npx, ['electron-vite', 'preview', '--skipBuild', '--', ...(extra.length ? extra : ['--open-sample'])], {
  stdio: 'inherit',
});
process.exit(run.status ?? 0);
