// `npm start`: build and open the desktop studio with a sample, or say in one sentence why it cannot.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const require = createRequire(import.meta.url);

function electronBinary() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

// The project's .npmrc keeps dependencies' install scripts from running, so `npm install` never fails on Electron's
// download (offline, behind a firewall, on CI): the binary is fetched here, once, the first time it is needed.
function downloadElectron() {
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) return;
  let installer;
  try {
    installer = require.resolve('electron/install.js');
  } catch {
    return;
  }
  console.error('Downloading the Electron binary (once)…');
  // The installer's own stack trace would bury the one sentence below; keep only its error line.
  const run = spawnSync(process.execPath, [installer], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (run.status !== 0)
    downloadError =
      (run.stderr ?? '')
        .split('\n')
        .find((l) => /Error/.test(l))
        ?.trim() ?? null;
  delete require.cache[require.resolve('electron')];
}

let downloadError = null;

if (!electronBinary()) downloadElectron();
if (!electronBinary()) {
  console.error(
    'The Electron binary is not installed on this machine, so the desktop studio cannot open here — run `npm run web` to use the same studio in your browser.' +
      (downloadError ? ` (The download failed: ${downloadError})` : ''),
  );
  process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const build = spawnSync(npx, ['electron-vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const extra = process.argv.slice(2);
// Arguments after `--` reach the app (src/main/cli-args.ts): files to open, or --open-sample.
const run = spawnSync(
  npx,
  ['electron-vite', 'preview', '--skipBuild', '--', ...(extra.length ? extra : ['--open-sample'])],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 0);
