/**
 * Slicing one wide picture into the backs of a location's panorama cards (TS-10.1.2): the picture is cut into as
 * many equal columns as there are cards, each column cropped to the card's shape, and each slice reaches 3 mm
 * (the print bleed) into its neighbours, so a trimmed card never shows a white edge and the panorama still lines
 * up when the cards lie side by side.
 */

/** Tarot cards, 70 × 120 mm, printed with 3 mm bleed on every side. */
export const CARD_MM = { w: 70, h: 120, bleed: 3 };

export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The part of the picture (in its pixels) behind card `k` of `n`, bleed included. The panorama's height maps to
 * the card's height; when the picture is too wide for `n` cards it is centred, when too narrow each column is
 * taller than needed and centred vertically, so no slice is ever stretched.
 */
export function panoramaSlice(imageW: number, imageH: number, n: number, k: number, card = CARD_MM): SourceRect {
  const fullW = card.w + 2 * card.bleed;
  const fullH = card.h + 2 * card.bleed;
  // Pixels per millimetre so that n trimmed cards side by side cover the picture's width or height, whichever fits.
  const scale = Math.min(imageW / (n * card.w), imageH / card.h);
  const usedW = n * card.w * scale;
  const usedH = card.h * scale;
  const x0 = (imageW - usedW) / 2;
  const y0 = (imageH - usedH) / 2;
  let sx = x0 + (k * card.w - card.bleed) * scale;
  let sy = y0 - card.bleed * scale;
  let sw = fullW * scale;
  let sh = fullH * scale;
  // At the picture's edges there is nothing to bleed into: keep the slice inside the picture.
  if (sx < 0) {
    sw += sx;
    sx = 0;
  }
  if (sy < 0) {
    sh += sy;
    sy = 0;
  }
  sw = Math.min(sw, imageW - sx);
  sh = Math.min(sh, imageH - sy);
  return { sx, sy, sw, sh };
}

/** The slice without its bleed: what is visible on the trimmed card. */
export function trimmedSlice(imageW: number, imageH: number, n: number, k: number, card = CARD_MM): SourceRect {
  const scale = Math.min(imageW / (n * card.w), imageH / card.h);
  const x0 = (imageW - n * card.w * scale) / 2;
  const y0 = (imageH - card.h * scale) / 2;
  return { sx: x0 + k * card.w * scale, sy: y0, sw: card.w * scale, sh: card.h * scale };
}
