// Issue 17.12–13: files a document names are read from its folder and below only, links followed first.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, describe, expect, test } from 'vitest';
import { runCli } from '../../../src/cli/main';
import { validateText } from '../../../src/engine/format';
import { readImage } from '../../../src/main/files/image-assets';
import { referencedPath } from '../../../src/main/files/referenced-file';
import { fileInside } from '../../../src/engine/node/inside-folder';

const root = mkdtempSync(join(tmpdir(), 'studio-paths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const png = (colour: string) => {
  const c = createCanvas(8, 8);
  const g = c.getContext('2d');
  g.fillStyle = colour;
  g.fillRect(0, 0, 8, 8);
  return c.toBuffer('image/png');
};

async function studio(cwd: string, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), cwd });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function deckWithPicture(path: string) {
  const deck = JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8'));
  deck.locations[0].cards[0].image = path;
  return deck;
}

function layout(name: string) {
  const dir = join(root, name);
  mkdirSync(join(dir, 'deck', 'images'), { recursive: true });
  mkdirSync(join(dir, 'private'), { recursive: true });
  writeFileSync(join(dir, 'private', 'holiday.png'), png('#ff0000'));
  return dir;
}

describe('17.12 referenced files resolve inside the document folder', () => {
  test('a deck picture named with `..` or an absolute path is a validation error (path-outside-folder)', () => {
    for (const path of ['../private/holiday.png', 'images/../../private/holiday.png']) {
      const r = validateText(JSON.stringify(deckWithPicture(path)), 'a.deck.json');
      const d = r.diagnostics.filter((x) => x.code === 'path-outside-folder');
      expect(d.map((x) => x.pointer), path).toEqual(['/locations/0/cards/0/image']);
    }
    // Absolute paths the schema's pattern already refuses.
    for (const path of ['/etc/holiday.png', 'C:/x/holiday.png']) {
      const r = validateText(JSON.stringify(deckWithPicture(path)), 'a.deck.json');
      expect(r.valid, path).toBe(false);
      expect(r.diagnostics.some((x) => x.pointer === '/locations/0/cards/0/image' && x.severity === 'error'), path).toBe(true);
    }
    const ok = validateText(JSON.stringify(deckWithPicture('images/ok.png')), 'a.deck.json');
    expect(ok.diagnostics.some((x) => x.code === 'path-outside-folder')).toBe(false);
  });

  test('a mission naming an absolute or `..` catalog is invalid, in every language', () => {
    const m = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
    for (const [catalog, id] of [[resolve('samples/sine-tempore-core.catalog.json'), /absolute|absolu/], ['../samples/sine-tempore-core.catalog.json', /\.\./]] as const) {
      m.catalog = catalog;
      for (const language of ['en', 'de', 'fr'] as const) {
        const r = validateText(JSON.stringify(m), 'x.mission.json', { language });
        const d = r.diagnostics.find((x) => x.code === 'path-outside-folder');
        expect(d?.pointer, `${catalog} ${language}`).toBe('/catalog');
        expect(d!.message).toMatch(id);
      }
    }
  });

  test('studio export --png of a deck naming ../private/holiday.png refuses it (exit 1), nothing embedded', async () => {
    const dir = layout('export-parent');
    writeFileSync(join(dir, 'deck', 'a.deck.json'), JSON.stringify(deckWithPicture('../private/holiday.png'), null, 2));
    const r = await studio(join(dir, 'deck'), 'export', 'a.deck.json', '--png', '--out', 'out');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/path-outside-folder/);
    expect(existsSync(join(dir, 'deck', 'out'))).toBe(false);
  });

  test('studio validate does not read an absolute catalog path a mission names', async () => {
    const dir = join(root, 'validate-absolute');
    mkdirSync(dir, { recursive: true });
    const m = JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
    m.catalog = resolve('samples/sine-tempore-core.catalog.json');
    writeFileSync(join(dir, 'm.mission.json'), JSON.stringify(m, null, 2));
    const r = await studio(dir, 'validate', 'm.mission.json');
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/path-outside-folder/);
    // Read, the catalog would have let the board checks run: they must not have.
    expect(r.out + r.err).not.toMatch(/placement-|board-too-large|unknown-catalog-entry/);
  });
});

describe('17.13 links are followed before the inside-the-folder check', () => {
  test('images/art.png → ../private/secret.png: export refuses it, the studio will not read it', async () => {
    const dir = layout('export-link');
    symlinkSync(join(dir, 'private', 'holiday.png'), join(dir, 'deck', 'images', 'art.png'));
    writeFileSync(join(dir, 'deck', 'a.deck.json'), JSON.stringify(deckWithPicture('images/art.png'), null, 2));
    const r = await studio(join(dir, 'deck'), 'export', 'a.deck.json', '--png', '--out', 'out');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/outside the document's folder through a link/);
    expect(existsSync(join(dir, 'deck', 'out')) ? readdirSync(join(dir, 'deck', 'out')) : []).toEqual([]);
    const read = await readImage(join(dir, 'deck', 'a.deck.json'), 'images/art.png');
    expect(read.ok).toBe(false);
    expect(() => fileInside(join(dir, 'deck'), 'images/art.png')).toThrow(/link/);
  });

  test('a catalog reached through a link out of the folder is not opened (so never written through)', () => {
    const dir = layout('catalog-link');
    writeFileSync(join(dir, 'private', 'mine.catalog.json'), '{}');
    symlinkSync(join(dir, 'private', 'mine.catalog.json'), join(dir, 'deck', 'mine.catalog.json'));
    const r = referencedPath(join(dir, 'deck', 'm.mission.json'), 'mine.catalog.json');
    expect(r.ok).toBe(false);
    writeFileSync(join(dir, 'deck', 'own.catalog.json'), '{}');
    expect(referencedPath(join(dir, 'deck', 'm.mission.json'), 'own.catalog.json').ok).toBe(true);
  });

  test('a picture inside the folder reached through a folder link that stays inside still reads', async () => {
    const dir = layout('inside-link');
    writeFileSync(join(dir, 'deck', 'images', 'real.png'), png('#00ff00'));
    symlinkSync(join(dir, 'deck', 'images'), join(dir, 'deck', 'pictures'));
    const read = await readImage(join(dir, 'deck', 'a.deck.json'), 'pictures/real.png');
    expect(read.ok).toBe(true);
  });
});
