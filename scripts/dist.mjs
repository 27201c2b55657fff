// `npm run dist`: build, then package the desktop studio with Electron Forge (forge.config.cjs: fuses, asar) into
// dist/. Packaging needs Electron's release zip for the target platform; where it cannot be downloaded (offline, a
// firewall, this project's CI machines) this says so in one sentence after Forge's own report.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const modules = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');
const packageJson = (name) => JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8'));

/** A package's command (its `bin`), whatever its `exports` allow. */
function bin(name, command) {
  const b = packageJson(name).bin;
  return join(modules, name, typeof b === 'string' ? b : b[command]);
}

/** Runs a package's CLI with Node, showing its output as it comes and keeping it. */
function run(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => ((output += d), process.stdout.write(d)));
    child.stderr.on('data', (d) => ((output += d), process.stderr.write(d)));
    child.on('error', (e) => resolve({ status: 1, output: output + String(e) }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** Whether packaging failed for want of the Electron zip (a download that could not happen). */
export function isDownloadFailure(output) {
  return /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|getaddrinfo|socket hang up|RequestError|HTTPError|Failed to download|self.signed certificate|unable to get local issuer/i.test(
    output,
  );
}

/** The one sentence `npm run dist` ends with where Electron cannot be downloaded. */
export function cannotDownload(zip) {
  return `npm run dist cannot package the studio here: it needs Electron's release ${zip}, which this machine cannot download; run it where Electron's downloads are reachable, or put that zip in a folder and run STUDIO_ELECTRON_ZIP_DIR=<folder> npm run dist.`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const zip = `electron-v${packageJson('electron').version}-${process.platform}-${process.arch}.zip`;
  const build = await run(bin('electron-vite', 'electron-vite'), ['build']);
  if (build.status !== 0) process.exit(build.status);
  const make = await run(bin('@electron-forge/cli', 'electron-forge'), ['make', ...process.argv.slice(2)]);
  if (make.status !== 0 && isDownloadFailure(make.output)) console.error(`\n${cannotDownload(zip)}`);
  process.exit(make.status);
}
