import { describe, expect, test } from 'vitest';
import { choosePicturePath, pictureFileName } from '../../../../src/renderer/host/picture-store';

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
