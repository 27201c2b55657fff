/**
 * The command line's export host (src/engine/export.ts): files go into the output folder, PNGs are painted by
 * @napi-rs/canvas (Skia) with the shipped fonts, PDFs are written by the one PDF writer with the same fonts, and a
 * picture a document names is read only from the document's folder or below.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { writePdf } from '../../core/draw/pdf';
import type { ExportCanvas, ExportHost } from '../../export';
import { fileInside } from '../inside-folder';
import { exportDate, iconSet, typefaces } from './assets';
import { pictureBytes } from './pictures';
import { nodePaintEnv } from './paint-env';

export interface NodeExportHost extends ExportHost {
  /** Every file written, in order. */
  readonly files: string[];
}

export function nodeExportHost(o: { baseDir: string; outDir: string; created?: Date }): NodeExportHost {
  const outDir = resolve(o.outDir);
  const images = new Map<string, Image>();
  const files: string[] = [];
  const image = (path: string) => {
    const img = images.get(path);
    return img ? { source: img, width: img.width, height: img.height } : undefined;
  };
  const created = o.created ?? exportDate();
  return {
    files,
    measure: typefaces().measure,
    covers: typefaces().covers,
    created,
    file: (path) => fileInside(o.baseDir, path),
    exists: (path) => existsSync(fileInside(o.baseDir, path)),
    readText: (fullPath) => readFileSync(fullPath, 'utf8'),
    pdf(pages, info, options = {}) {
      return writePdf(
        pages,
        { ...info, created },
        { typefaces: typefaces(), icons: iconSet(), picture: options.pictures ? (p) => pictureBytes(o.baseDir, p) : undefined },
      );
    },
    async png(width, height, draw, options = {}) {
      for (const p of options.pictures ?? []) if (!images.has(p)) images.set(p, await loadImage(fileInside(o.baseDir, p)));
      const canvas = createCanvas(width, height);
      draw(canvas.getContext('2d') as unknown as ExportCanvas, nodePaintEnv(options.pictures ? image : undefined, options.strictIcons));
      return new Uint8Array(canvas.toBuffer('image/png'));
    },
    write(name, data) {
      const file = join(outDir, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, data);
      files.push(file);
      return file;
    },
  };
}
