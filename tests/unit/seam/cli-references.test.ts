/**
 * `studio simulate` reads a document's references only from its folder or below, links followed (issue 17.12–13):
 * a catalog named outside is refused with the validation problem before anything is read; `--catalog` on the command
 * line is the user's own choice and is read wherever it is.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../../../src/cli/main';

const dir = mkdtempSync(join(tmpdir(), 'studio-refs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'missions'));
copyFileSync('samples/sine-tempore-core.catalog.json', join(dir, 'core.catalog.json'));
symlinkSync('../core.catalog.json', join(dir, 'missions', 'linked.catalog.json'));
const tutorial = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8')) as Record<string, unknown>;
const mission = (name: string, catalog: string) => {
  const file = join(dir, 'missions', name);
  writeFileSync(file, JSON.stringify({ ...tutorial, $schema: undefined, catalog }));
  return file;
};

async function cli(...args: string[]) {
  const lines: string[] = [];
  const code = await runCli(args, { out: (l) => lines.push(l), err: (l) => lines.push(l), cwd: dir });
  return { code, text: lines.join('\n') };
}
const simulate = (...args: string[]) => cli('simulate', ...args, '--runs', '3');

describe('studio simulate reads references inside the document’s folder only', () => {
  test('a catalog named by ../ is refused with the problem, as validate reports it', async () => {
    const r = await simulate(mission('up.mission.json', '../core.catalog.json'));
    expect(r.code).toBe(1);
    expect(r.text).toMatch(/catalog-not-found Cannot read the catalog `\.\.\/core\.catalog\.json`: .* goes up out of this document's folder/);
    expect(r.text).not.toMatch(/Win rate/);
    expect((await cli('validate', join(dir, 'missions', 'up.mission.json'))).text).toMatch(/catalog-not-found .*goes up out of this document's folder/);
  });

  test('a catalog that is a link to a file outside is refused too', async () => {
    const r = await simulate(mission('link.mission.json', 'linked.catalog.json'));
    expect(r.code).toBe(1);
    expect(r.text).toMatch(/catalog-not-found .*linked\.catalog\.json.* leads outside the document's folder through a link/);
  });

  test('--catalog names a file anywhere: the user chose it', async () => {
    const r = await simulate(mission('override.mission.json', 'core.catalog.json'), '--catalog', join(dir, 'core.catalog.json'));
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/Win rate/);
  });
});
