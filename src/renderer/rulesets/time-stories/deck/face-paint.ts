/**
 * The engine's painter (src/engine/core/draw/paint.ts) on browser canvases: the live preview, the panorama strip and
 * the PNG, TTS and PDF exports all paint faces through it, so each shows exactly the printed card. Contexts are in
 * millimetres of the bleed box.
 */
import type { Face } from '../../../../engine/core/draw/display';
import { paintFace as paintDisplayList, type Canvas2D } from '../../../../engine/core/draw/paint';
import type { PrintAssets } from './print-assets';

/** A decoded picture the deck names, or undefined while it loads or when it is missing. */
export type FaceImages = (path: string) => HTMLImageElement | undefined;

export { facePictures } from '../../../../engine/core/draw/paint';

export function paintFace(ctx: CanvasRenderingContext2D, face: Face, assets: PrintAssets, images: FaceImages): void {
  paintDisplayList(ctx as unknown as Canvas2D, face, assets.resources(images));
}

/** A face on a canvas of its own at `pxPerMm`, optionally trimmed by `trim` mm on every side (no bleed). */
export function faceCanvas(face: Face, pxPerMm: number, assets: PrintAssets, images: FaceImages, trim = 0): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((face.width - 2 * trim) * pxPerMm);
  canvas.height = Math.round((face.height - 2 * trim) * pxPerMm);
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(pxPerMm, 0, 0, pxPerMm, -trim * pxPerMm, -trim * pxPerMm);
  paintFace(ctx, face, assets, images);
  return canvas;
}
