/**
 * Stamps a resolution into a PNG (its `pHYs` chunk), so a 300 dpi export prints at the chosen square size:
 * browsers and @napi-rs/canvas write PNGs without one, and image viewers then assume 72 or 96 dpi.
 */

let table: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const b of bytes) crc = table[(crc ^ b) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function u32(v: number): number[] {
  return [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
}

function chunkType(png: Uint8Array, at: number): string {
  return String.fromCharCode(png[at + 4], png[at + 5], png[at + 6], png[at + 7]);
}

function chunkLength(png: Uint8Array, at: number): number {
  return ((png[at] << 24) | (png[at + 1] << 16) | (png[at + 2] << 8) | png[at + 3]) >>> 0;
}

export function isPng(bytes: Uint8Array): boolean {
  return SIGNATURE.every((b, i) => bytes[i] === b);
}

/** The PNG with its resolution set to `dpi` (an existing `pHYs` chunk is replaced). */
export function withDpi(png: Uint8Array, dpi: number): Uint8Array {
  if (!isPng(png)) throw new Error('not a PNG image');
  const ppm = Math.round(dpi / 0.0254);
  const body = new Uint8Array([...'pHYs'].map((c) => c.charCodeAt(0)).concat(u32(ppm), u32(ppm), [1]));
  const chunk = new Uint8Array([...u32(9), ...body, ...u32(crc32(body))]);
  const parts: Uint8Array[] = [png.subarray(0, 8)];
  let at = 8;
  while (at < png.length) {
    const end = at + 12 + chunkLength(png, at);
    const type = chunkType(png, at);
    if (type !== 'pHYs') parts.push(png.subarray(at, end));
    if (type === 'IHDR') parts.push(chunk);
    at = end;
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** The resolution a PNG declares, in dots per inch; undefined without a `pHYs` chunk in metres. */
export function pngDpi(png: Uint8Array): number | undefined {
  let at = 8;
  while (at < png.length) {
    if (chunkType(png, at) === 'pHYs' && png[at + 16] === 1)
      return Math.round(chunkLength(png, at + 8) * 0.0254);
    at += 12 + chunkLength(png, at);
  }
  return undefined;
}
