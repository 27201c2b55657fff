import { describe, expect, test } from 'vitest';
import { crc32, zipStore } from '../../../../src/renderer/print/zip-store';

/** Reads a stored ZIP back through its central directory, as an unzip tool does. */
function unzip(zip: Uint8Array): { name: string; data: Uint8Array; crc: number }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const out = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLen = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLen));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const localName = view.getUint16(local + 26, true);
    const start = local + 30 + localName + view.getUint16(local + 28, true);
    out.push({ name, data: zip.subarray(start, start + size), crc });
    at += 46 + nameLen;
  }
  return out;
}

describe('stored ZIP archives', () => {
  test('CRC-32 matches the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  test('every file comes back with its name (UTF-8), bytes and checksum', () => {
    const files = [
      { name: '001-front.png', data: Uint8Array.from([1, 2, 3, 4]) },
      { name: 'Überfahrt/zwei.json', data: new TextEncoder().encode('{"a": 1}') },
      { name: 'empty.txt', data: new Uint8Array() },
    ];
    const back = unzip(zipStore(files));
    expect(back.map((f) => f.name)).toEqual(files.map((f) => f.name));
    back.forEach((f, i) => {
      expect([...f.data]).toEqual([...files[i].data]);
      expect(f.crc).toBe(crc32(files[i].data));
    });
  });

  test('the same files give the same bytes (no clock in the archive)', () => {
    const files = [{ name: 'a', data: Uint8Array.from([9]) }];
    expect(zipStore(files)).toEqual(zipStore(files));
  });
});
