/**
 * The engine's painter (src/engine/core/draw/paint.ts) on browser canvases: the live preview and the panorama strip
 * paint faces through it, as the exports do (deck-export.ts), so each shows the printed card. Contexts are in
 * millimetres of the bleed box.
 */
import type { Face } from '../../../../engine/core/draw/display';
import { paintFace as paintDisplayList, type Canvas2D } from '../../../../engine/core/draw/paint';
import type { PrintAssets } from './print-assets';

/** A decoded picture the deck names, or undefined while it loads or when it is missing. */
export type FaceImages = (path: string) => HTMLImageElement | undefined;

export { facePictures } from '../../../../engine/core/draw/display';

export function paintFace(ctx: CanvasRenderingContext2D, face: Face, assets: PrintAssets, images: FaceImages): void {
  paintDisplayList(ctx as unknown as Canvas2D, face, assets.resources(images));
}
