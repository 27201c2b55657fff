import { describe, expect, test } from 'vitest';
import { choosePicturePath, findOwner, pictureFileName, textVersion, VERSIONS_KEPT, withVersion, type PictureOwner } from '../../../../src/renderer/host/picture-store';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('pictures the web edition keeps for a deck', () => {
  test('named as the deck will name them: images/<name>, with safe characters', () => {
    expect(pictureFileName('harbour wide.png')).toBe('harbour-wide.png');
    expect(pictureFileName('Église (nef).JPG')).toBe('-glise-nef-.JPG');
    expect(pictureFileName('')).toBe('picture');
  });

  test('never over a different picture of the same name; the same picture is reused', async () => {
    const kept = new Map<string, Uint8Array>([
      ['images/harbour.png', bytes(1, 2, 3)],
      ['images/harbour-2.png', bytes(4, 5)],
    ]);
    const existing = async (p: string) => kept.get(p);
    expect(await choosePicturePath('harbour.png', bytes(1, 2, 3), existing)).toBe('images/harbour.png');
    expect(await choosePicturePath('harbour.png', bytes(4, 5), existing)).toBe('images/harbour-2.png');
    expect(await choosePicturePath('harbour.png', bytes(9), existing)).toBe('images/harbour-3.png');
    expect(await choosePicturePath('lamp room.jpg', bytes(9), existing)).toBe('images/lamp-room.jpg');
    expect(await choosePicturePath('README', bytes(9), async () => undefined)).toBe('images/README');
  });
});

/** A File System Access handle as far as identity goes: the same entry on disk is the same file. */
const handle = (entry: string) => ({ entry, isSameEntry: async (o: { entry: string }) => o.entry === entry }) as unknown as FileSystemFileHandle;

describe('17.11 pictures belong to a document, not to its file name', () => {
  test('another deck of the same name finds none of the first one\'s pictures; the same deck opened again finds them', async () => {
    const mine = await textVersion('{"id":"lamp"}');
    const saved = await textVersion('{"id":"lamp","image":"images/a.png"}');
    const owners: PictureOwner[] = [
      { key: 'doc-upload', name: 'lamp.deck.json', versions: [mine, saved] },
      { key: 'doc-handle', name: 'lamp.deck.json', handle: handle('/home/ann/lamp.deck.json'), versions: [] },
    ];
    // Uploaded: the same name and a text this browser opened or saved.
    expect((await findOwner(owners, { name: 'lamp.deck.json', version: saved }))?.key).toBe('doc-upload');
    expect((await findOwner(owners, { name: 'lamp.deck.json', version: mine }))?.key).toBe('doc-upload');
    expect(await findOwner(owners, { name: 'lamp.deck.json', version: await textVersion('{"id":"someone else"}') })).toBeUndefined();
    expect(await findOwner(owners, { name: 'other.deck.json', version: saved })).toBeUndefined();
    // Picked with a handle: only the same file on disk, whatever its name or text.
    expect((await findOwner(owners, { name: 'lamp.deck.json', handle: handle('/home/ann/lamp.deck.json') }))?.key).toBe('doc-handle');
    expect(await findOwner(owners, { name: 'lamp.deck.json', handle: handle('/home/bob/lamp.deck.json'), version: saved })).toBeUndefined();
  });

  test('pictures stored by file name before go only to a document of that name reopened from the recent list', async () => {
    const owners: PictureOwner[] = [{ key: 'legacy-1', name: 'lamp.deck.json', versions: [], legacy: true }];
    expect(await findOwner(owners, { name: 'lamp.deck.json', version: 'x' })).toBeUndefined();
    expect(await findOwner(owners, { name: 'lamp.deck.json', handle: handle('/a') })).toBeUndefined();
    expect((await findOwner(owners, { name: 'lamp.deck.json', version: 'x', fromRecent: true }))?.key).toBe('legacy-1');
    expect(await findOwner(owners, { name: 'other.deck.json', fromRecent: true })).toBeUndefined();
  });

  test('a bounded list of versions, newest last', () => {
    let versions: string[] = [];
    for (let i = 0; i < VERSIONS_KEPT + 10; i++) versions = withVersion(versions, `v${i}`);
    expect(versions).toHaveLength(VERSIONS_KEPT);
    expect(versions.at(-1)).toBe(`v${VERSIONS_KEPT + 9}`);
    expect(withVersion(['a', 'b'], 'a')).toEqual(['b', 'a']);
  });
});
