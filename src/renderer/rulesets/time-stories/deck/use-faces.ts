/**
 * The print layout of the whole deck (every card's front and back, in reset order) for the views, recomputed when
 * the deck or the language changes, with the pictures it names loaded. One layout for preview, strip and export.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { deckFaces, type CardFaces } from '../../../../engine/rulesets/time-stories/print/deck-faces';
import type { Deck, Language } from '../../../../engine/rulesets/time-stories/rules/deck';
import type { DocumentModel } from '../../../store/document-model';
import type { Studio } from '../../../studio';
import { loadDeckImage } from './deck-images';
import { facePictures, type FaceImages } from '../../../print/face-paint';
import { printAssets, type PrintAssets } from '../../../print/print-assets';

export interface DeckFaces {
  assets: PrintAssets;
  cards: CardFaces[];
  images: FaceImages;
  /** Changes when a picture finishes loading, so canvases repaint. */
  version: number;
}

export function usePrintAssets(): PrintAssets | null {
  const [assets, setAssets] = useState<PrintAssets | null>(null);
  useEffect(() => {
    let live = true;
    void printAssets().then((a) => live && setAssets(a));
    return () => {
      live = false;
    };
  }, []);
  return assets;
}

export function useDeckFaces(studio: Studio, doc: DocumentModel, deck: Deck | null, language: Language): DeckFaces | null {
  const assets = usePrintAssets();
  // Laying out the whole deck takes a few milliseconds per card; deferring it keeps typing in a field immediate.
  const shown = useDeferredValue(deck);
  const cards = useMemo(() => (assets && shown ? deckFaces(shown, assets.measure, { language }) : null), [assets, shown, language]);
  const [loaded, setLoaded] = useState<Map<string, HTMLImageElement>>(() => new Map());
  const pictures = useMemo(() => (cards ? facePictures(cards.flatMap((c) => [c.front, c.back])) : []), [cards]);
  const key = pictures.join('\n');
  useEffect(() => {
    let live = true;
    for (const p of key ? key.split('\n') : []) {
      void loadDeckImage(studio, doc, p).then((img) => {
        if (live && img) setLoaded((m) => (m.get(p) === img ? m : new Map(m).set(p, img)));
      });
    }
    return () => {
      live = false;
    };
  }, [studio, doc, key]);
  return useMemo(() => {
    if (!assets || !cards) return null;
    const images: FaceImages = (p) => loaded.get(p);
    return { assets, cards, images, version: loaded.size };
  }, [assets, cards, loaded]);
}

/** The physical card a selection stands for: a card itself, or the first card of what is selected. */
export function physicalPointer(selected: string | null, deck: Deck): string {
  if (!selected || selected === '/') return deck.flashCards?.top ? '/flashCards/top' : '/base/cards/0';
  const loc = /^\/locations\/(\d+)$/.exec(selected);
  if (loc) {
    const ci = deck.locations[Number(loc[1])]?.cards.findIndex((c) => c.letter === 'A') ?? -1;
    return `/locations/${loc[1]}/cards/${Math.max(0, ci)}`;
  }
  if (selected === '/plan') return '/plan/cards/0';
  if (/^\/(statusTokens|resources|skills)\//.test(selected)) return '/base/cards/0';
  return selected;
}
