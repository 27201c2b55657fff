/** One face of a unit card painted from its display list at its printed size (trimmed at the cut line). */
import { useEffect, useRef } from 'react';
import type { Face } from '../../../../engine/core/draw/display';
import { paintFace } from '../../../print/face-paint';
import type { PrintAssets } from '../../../print/print-assets';
import { POKER } from './card-faces';

/** CSS pixels per mm (96 per inch) times a zoom, so the preview is legible on screen. */
const PX_PER_MM = (96 / 25.4) * 1.35;

export function FaceCanvas({ face, assets, label }: { face: Face; assets: PrintAssets; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const w = POKER.width * PX_PER_MM;
  const h = POKER.height * PX_PER_MM;
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    const ctx = canvas.getContext('2d')!;
    const k = PX_PER_MM * dpr;
    ctx.setTransform(k, 0, 0, k, -POKER.bleed * k, -POKER.bleed * k);
    ctx.clearRect(0, 0, face.width, face.height);
    paintFace(ctx, face, assets, () => undefined);
  }, [face, assets, w, h]);
  return <canvas ref={ref} style={{ width: w, height: h }} role="img" aria-label={label} />;
}
