/**
 * The selected card at tarot size, front and back, painted from the print layout: what the designer sees here is
 * what the PDF prints (trimmed at the cut line; the bleed is in the export). It follows every keystroke.
 */
import { useEffect, useRef } from 'react';
import { CARD } from '../../../../engine/rulesets/time-stories/print/sheets';
import type { CardFaces } from '../../../../engine/rulesets/time-stories/print/deck-faces';
import type { Face } from '../../../../engine/core/draw/display';
import type { Deck } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DeckEditor } from './deck-context';
import { paintFace, type FaceImages } from '../../../print/face-paint';
import type { PrintAssets } from '../../../print/print-assets';
import { physicalPointer, type DeckFaces } from './use-faces';

/** CSS pixels per millimetre (a CSS pixel is 1/96 inch): the card shows at its real 70 × 120 mm on a calibrated screen. */
const PX_PER_MM = 96 / 25.4;

export function FaceView({ face, assets, images, version, label, scale = PX_PER_MM }: { face: Face; assets: PrintAssets; images: FaceImages; version: number; label: string; scale?: number }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const w = CARD.width * scale;
  const h = CARD.height * scale;
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    const ctx = canvas.getContext('2d')!;
    const k = scale * dpr;
    ctx.setTransform(k, 0, 0, k, -CARD.bleed * k, -CARD.bleed * k);
    ctx.clearRect(0, 0, face.width, face.height);
    paintFace(ctx, face, assets, images);
  }, [face, assets, images, version, w, h, scale]);
  return <canvas ref={ref} className="deck-card-canvas" style={{ width: w, height: h }} role="img" aria-label={label} />;
}

export function CardStage({ ed, deck, selected, faces }: { ed: DeckEditor; deck: Deck; selected: string | null; faces: DeckFaces | null }) {
  const t = ed.t;
  if (!faces) return <p className="muted">{t('deck:preview.loading')}</p>;
  const pointer = physicalPointer(selected, deck);
  const card: CardFaces | undefined = faces.cards.find((c) => c.card.pointer === pointer);
  if (!card) return null;
  return (
    <section className="deck-preview" aria-label={t('deck:preview.title', { card: card.card.label })}>
      <h2>
        {t('deck:preview.title', { card: card.card.label })} <span className="deck-hint">{t('deck:preview.number', { n: card.card.number, total: faces.cards.length })}</span>
      </h2>
      <div className="deck-card-pair">
        <figure>
          <FaceView face={card.front} assets={faces.assets} images={faces.images} version={faces.version} label={t('deck:preview.front', { card: card.card.label })} />
          <figcaption>{t('deck:preview.frontCaption')}</figcaption>
        </figure>
        <figure>
          <FaceView face={card.back} assets={faces.assets} images={faces.images} version={faces.version} label={t('deck:preview.back', { card: card.card.label })} />
          <figcaption>{t('deck:preview.backCaption')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
