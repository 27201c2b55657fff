/** What a picture file is, by its first bytes (its name may say otherwise). */
export function pictureType(bytes: Uint8Array): 'png' | 'jpg' | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return undefined;
}
