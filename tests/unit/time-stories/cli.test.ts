import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { sampleDeck } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'deck-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const studio = (...args: string[]) =>
  spawnSync(process.execPath, [resolve('bin/studio.mjs'), ...args], { cwd: dir, encoding: 'utf8' });

describe('studio export and conform (CLI)', () => {
  test('export --pdf --tts writes the files and says how to use them', () => {
    writeFileSync(join(dir, 'kerrow.deck.json'), JSON.stringify(sampleDeck(), null, 2));
    const r = studio('export', 'kerrow.deck.json', '--pdf', '--tts', '--paper', 'letter', '--out', 'print');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/written: print\/kerrow-point-letter\.pdf/);
    expect(r.stdout).toMatch(/duplex/);
    expect(existsSync(join(dir, 'print/kerrow-point-tts/kerrow-point.tts.json'))).toBe(true);
    expect(readFileSync(join(dir, 'print/kerrow-point-letter.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an invalid deck is refused with its problems and exit 1', () => {
    const d = sampleDeck();
    d.locations[0].cards[2].letter = 'B';
    writeFileSync(join(dir, 'broken.deck.json'), JSON.stringify(d, null, 2));
    const r = studio('export', 'broken.deck.json', '--pdf');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/broken\.deck\.json:\d+:\d+: error duplicate-letter/);
    expect(r.stderr).toMatch(/fix this problem first/);
  });

  test('usage errors exit 2: no format, unknown option, a kind export does not know', () => {
    expect(studio('export', 'kerrow.deck.json').status).toBe(2);
    expect(studio('export', 'kerrow.deck.json', '--pdf', '--paper', 'a3').stderr).toMatch(/a4 or letter/);
    expect(studio('export', 'nowhere.deck.json', '--pdf').status).toBe(2);
    const catalog = studio('export', resolve('samples/sine-tempore-core.catalog.json'), '--pdf');
    expect(catalog.status).toBe(2);
    expect(catalog.stderr).toMatch(/is a catalog; export knows deck, mission files/);
  });

  test('conform passes the public and own time-stories cases', () => {
    const r = studio('conform', resolve('tests/fixtures/conformance/time-stories'));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^\d+ passed, 0 failed$/m);
    const pub = studio(
      'conform',
      ...[
        'ts-counter-strike-equal-to-resistance-is-harmless',
        'ts-hits-remove-shields-left-to-right',
        'ts-red-location-costs-two-more',
      ].map((c) => resolve(`tests/fixtures/conformance/public/${c}.json`)),
    );
    expect(pub.stdout).toMatch(/3 passed, 0 failed/);
  });
});
