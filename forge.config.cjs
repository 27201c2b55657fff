// Packaging for `npm run dist` (scripts/dist.mjs): Electron Forge packs the electron-vite build (out/) into an asar
// and makes a zip per platform in dist/desktop/. Why Forge and these settings: docs/architecture.md, "Packaging and fuses".
/* eslint-disable @typescript-eslint/no-require-imports -- Forge reads its config with require() */
const { FusesPlugin } = require('@electron-forge/plugin-fuses');
const { FuseV1Options, FuseVersion } = require('@electron/fuses');

/**
 * The Electron fuses of every packaged studio (issue 17.14), flipped in the binary itself so no environment variable
 * or command-line switch can turn them back. tests/unit/shell/main/packaging.test.ts checks each one.
 */
const fuses = {
  version: FuseVersion.V1,
  // The studio binary never runs as a plain Node.js (ELECTRON_RUN_AS_NODE).
  [FuseV1Options.RunAsNode]: false,
  // Cookies and other session data on disk are encrypted with the OS keychain's key.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS and --inspect… cannot inject code or a debugger into the main process.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // The app is read from app.asar only, and app.asar must match the hash recorded at packaging.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // The renderer loads from studio://app/ (src/main/app-protocol.ts): file:// needs no extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
};

/** What goes into app.asar: the build, package.json and the runtime dependencies (Forge prunes dev ones). */
const KEEP = /^\/(package\.json$|out(\/|$)|node_modules(\/|$))/;

module.exports = {
  // Not Forge's default `out/`: electron-vite builds there, and Forge leaves its own output folder out of the app.
  outDir: 'dist/desktop',
  packagerConfig: {
    name: 'Scenario Studio',
    executableName: 'scenario-studio',
    asar: true,
    ignore: (path) => path !== '' && !KEEP.test(path),
    // Where the Electron release zip is already on disk (a machine without access to Electron's downloads):
    // STUDIO_ELECTRON_ZIP_DIR=/folder/with/electron-v38.x.y-linux-x64.zip npm run dist
    ...(process.env.STUDIO_ELECTRON_ZIP_DIR ? { electronZipDir: process.env.STUDIO_ELECTRON_ZIP_DIR } : {}),
  },
  // Native dependencies (@napi-rs/canvas, esbuild) ship prebuilt N-API binaries: nothing to rebuild.
  rebuildConfig: { onlyModules: [] },
  makers: [{ name: '@electron-forge/maker-zip', platforms: ['linux', 'darwin', 'win32'] }],
  plugins: [new FusesPlugin(fuses)],
};
