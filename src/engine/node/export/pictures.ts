/** A picture a document names, as bytes for the PDF writer (PNG or JPEG, told by its first bytes). */
import { readFileSync } from 'node:fs';
import { fileInside } from '../inside-folder';
import type { PictureBytes } from '../../core/draw/pdf';
import { pictureType } from '../../core/draw/pictures';

export function pictureBytes(baseDir: string, path: string): PictureBytes | undefined {
  const bytes = new Uint8Array(readFileSync(fileInside(baseDir, path)));
  const type = pictureType(bytes);
  if (!type) throw new Error(`${path} is neither a PNG nor a JPEG picture`);
  return { bytes, type };
}
