// `npm start` on a machine without the Electron binary (issue: foundation): one clear sentence, a pointer to the
// web edition, exit 1 — never a stack trace, and never an attempt to build or launch.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';

describe('npm start without the Electron binary', () => {
  it('says so in one sentence and points to npm run web', () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      encoding: 'utf8',
      // The binary is looked for in an empty place, so this holds on a machine that has Electron too.
      env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: join(tmpdir(), 'no-electron-here'), ELECTRON_SKIP_BINARY_DOWNLOAD: '1' },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Electron binary is not installed.*`npm run web`/);
    expect(run.stdout).toBe('');
  });
});

describe('an install that never fails (issue 15, Install)', () => {
  it('dependencies’ install scripts do not run, so Electron’s blocked download cannot fail npm install', async () => {
    const { readFileSync } = await import('node:fs');
    const npmrc = readFileSync('.npmrc', 'utf8');
    expect(npmrc).toMatch(/^ignore-scripts=true$/m);
    const ci = readFileSync('.ci/run', 'utf8');
    // CI installs as the README says, and without the skip switch: CI itself proves the install holds.
    expect(ci).toMatch(/^npm install\b/m);
    expect(ci).not.toMatch(/export ELECTRON_SKIP_BINARY_DOWNLOAD/);
    expect(readFileSync('README.md', 'utf8')).toMatch(/^npm install$/m);
  });
});
