// 17.14: `npm run dist` packages the studio with Electron Forge (forge.config.cjs), its Electron fuses set.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../../../forge.config.cjs');
const { FuseV1Options, FuseVersion } = require('@electron/fuses');
// A plain ES module script (no types): imported by URL.
const { cannotDownload, isDownloadFailure } = (await import(pathToFileURL(resolve('scripts/dist.mjs')).href)) as {
  cannotDownload(zip: string): string;
  isDownloadFailure(output: string): boolean;
};

describe('the packaging config `npm run dist` uses', () => {
  test('flips the fuses: run as node, NODE_OPTIONS and inspect arguments off; cookie encryption, ASAR integrity, only load from ASAR on', () => {
    const plugin = config.plugins.find((p: { name?: string }) => p.name === 'fuses');
    expect(plugin).toBeDefined();
    expect(plugin.fusesConfig).toEqual({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
    // The plugin flips them in the packaged binary, after the app is copied.
    expect(Object.keys(plugin.getHooks())).toContain('packageAfterCopy');
  });

  test('packs the build into app.asar, with package.json and the runtime dependencies only', () => {
    expect(config.packagerConfig.asar).toBe(true);
    // Forge's own output never lands where electron-vite builds (out/).
    expect(config.outDir).toBe('dist/desktop');
    const ignored = (path: string) => config.packagerConfig.ignore(path) as boolean;
    for (const kept of ['', '/package.json', '/out', '/out/main/index.js', '/out/renderer/index.html', '/node_modules', '/node_modules/react/index.js']) expect(ignored(kept), kept).toBe(false);
    for (const left of ['/src', '/src/main/index.ts', '/tests', '/samples', '/.npmrc', '/dist', '/forge.config.cjs', '/package-lock.json', '/outside']) expect(ignored(left), left).toBe(true);
  });

  test('npm run dist runs it, and says in one sentence when Electron cannot be downloaded', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
    expect(pkg.scripts.dist).toBe('node scripts/dist.mjs');
    expect(pkg.devDependencies.electron).toBeDefined();
    expect(pkg.dependencies.electron).toBeUndefined();
    expect(isDownloadFailure('RequestError: getaddrinfo ENOTFOUND github.com')).toBe(true);
    expect(isDownloadFailure('An unhandled rejection has occurred inside Forge: ... HTTPError: Response code 403')).toBe(true);
    expect(isDownloadFailure('TypeError: cannot read properties of undefined')).toBe(false);
    expect(cannotDownload('electron-v38.8.6-linux-x64.zip')).toMatch(/^npm run dist cannot package the studio here: .*electron-v38\.8\.6-linux-x64\.zip.*STUDIO_ELECTRON_ZIP_DIR=<folder> npm run dist\.$/);
  });
});
