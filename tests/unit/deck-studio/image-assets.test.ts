import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, test } from 'vitest';
import { importImage, imageMime, readImage } from '../../../src/main/files/image-assets';
import { channels } from '../../../src/shared/ipc-contract';
import { HostService } from '../../../src/main/host-service';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const OTHER_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9, 9]);

function folder() {
  const root = mkdtempSync(join(tmpdir(), 'deck-images-'));
  mkdirSync(join(root, 'deck'));
  mkdirSync(join(root, 'pictures'));
  writeFileSync(join(root, 'deck', 'a.deck.json'), '{}');
  return root;
}

describe('pictures beside a deck', () => {
  test('a picture from elsewhere is copied into images/ beside the deck', async () => {
    const root = folder();
    writeFileSync(join(root, 'pictures', 'harbour.png'), PNG);
    const r = await importImage(join(root, 'pictures', 'harbour.png'), join(root, 'deck', 'a.deck.json'));
    expect(r.ok && r.value.path).toBe('images/harbour.png');
    expect(r.ok && r.value.mime).toBe('image/png');
    expect(new Uint8Array(readFileSync(join(root, 'deck', 'images', 'harbour.png')))).toEqual(PNG);
  });

  test('a different picture of the same name is never overwritten', async () => {
    const root = folder();
    mkdirSync(join(root, 'deck', 'images'));
    writeFileSync(join(root, 'deck', 'images', 'harbour.png'), OTHER_PNG);
    writeFileSync(join(root, 'pictures', 'harbour.png'), PNG);
    const r = await importImage(join(root, 'pictures', 'harbour.png'), join(root, 'deck', 'a.deck.json'));
    expect(r.ok && r.value.path).toBe('images/harbour-2.png');
    expect(new Uint8Array(readFileSync(join(root, 'deck', 'images', 'harbour.png')))).toEqual(OTHER_PNG);
  });

  test('a picture already beside the deck is named where it is', async () => {
    const root = folder();
    mkdirSync(join(root, 'deck', 'art'));
    writeFileSync(join(root, 'deck', 'art', 'yard.png'), PNG);
    const r = await importImage(join(root, 'deck', 'art', 'yard.png'), join(root, 'deck', 'a.deck.json'));
    expect(r.ok && r.value.path).toBe('art/yard.png');
  });

  test('an unsaved deck gets the picture without a path', async () => {
    const root = folder();
    writeFileSync(join(root, 'pictures', 'x.png'), PNG);
    const r = await importImage(join(root, 'pictures', 'x.png'), null);
    expect(r.ok && r.value.path).toBeNull();
  });

  test('only PNG and JPEG are pictures, by their bytes', async () => {
    const root = folder();
    writeFileSync(join(root, 'pictures', 'fake.png'), 'not a picture');
    const r = await importImage(join(root, 'pictures', 'fake.png'), null);
    expect(r.ok).toBe(false);
    expect(imageMime(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  test('reading never leaves the deck’s folder', async () => {
    const root = folder();
    writeFileSync(join(root, 'pictures', 'secret.png'), PNG);
    const escape = await readImage(join(root, 'deck', 'a.deck.json'), '../pictures/secret.png');
    expect(!escape.ok && escape.error.code).toBe('permission');
    mkdirSync(join(root, 'deck', 'images'));
    writeFileSync(join(root, 'deck', 'images', 'ok.png'), PNG);
    const ok = await readImage(join(root, 'deck', 'a.deck.json'), 'images/ok.png');
    expect(ok.ok && ok.value.data).toEqual(PNG);
    const missing = await readImage(join(root, 'deck', 'a.deck.json'), 'images/none.png');
    expect(!missing.ok && missing.error.code).toBe('not-found');
  });

  test('the IPC contract refuses absolute and escaping picture paths before any handler runs', () => {
    const validate = new Ajv({ strict: true }).compile(channels['studio:image.read']);
    expect(validate({ relativeTo: 'f-1', path: 'images/a.png' })).toBe(true);
    for (const path of ['/etc/passwd', '..\\x.png', 'images/../../x.png', 'C:\\x.png', '\\\\server\\x.png']) expect(validate({ relativeTo: 'f-1', path }), path).toBe(false);
  });
});

describe('the host’s picture calls', () => {
  test('importImage places the picked picture beside the document the renderer names by id; readImage reads it back', async () => {
    const root = folder();
    writeFileSync(join(root, 'pictures', 'yard.png'), PNG);
    const picks = [join(root, 'deck', 'a.deck.json'), join(root, 'pictures', 'yard.png')];
    const host = new HostService({
      userData: join(root, 'user-data'),
      dialogs: { openFile: async () => picks.shift() ?? null, saveFile: async () => null, openImage: async () => picks.shift() ?? null },
      emit: () => {},
      appInfo: { version: '0', platform: 'linux', versions: {} },
    });
    try {
      const opened = await host.open({});
      expect(opened.ok).toBe(true);
      const fileId = opened.ok ? opened.value.file.id : '';
      const imported = await host.importImage({ relativeTo: fileId });
      expect(imported.ok && imported.value.path).toBe('images/yard.png');
      const read = await host.readImage({ relativeTo: fileId, path: 'images/yard.png' });
      expect(read.ok && read.value.data).toEqual(PNG);
      expect(await host.importImage({ relativeTo: 'f-unknown' })).toMatchObject({ ok: false, error: { code: 'unknown-file' } });
      expect(await host.importImage({ relativeTo: null })).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    } finally {
      host.dispose();
    }
  });
});
