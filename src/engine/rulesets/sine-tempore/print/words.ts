/** The few words a printed map says itself, in the languages missions are written in (the studio and the CLI share them). */
import type { Language } from './catalog-index';
import type { PdfWords } from './pdf';

export interface MapWords {
  deployment: string;
  pdf: PdfWords;
}

export const MAP_WORDS: Record<Language, MapWords> = {
  en: {
    deployment: 'Deployment',
    pdf: {
      page: 'Sheet {name} of {count}: column {col}, row {row}',
      scale: { one: 'This bar is {mm} mm (1 square)', other: 'This bar is {mm} mm ({squares} squares)' },
      howTo: 'Cut along the dashed line through the crosses and lay the sheet on its neighbour so the crosses meet.',
    },
  },
  de: {
    deployment: 'Aufstellung',
    pdf: {
      page: 'Blatt {name} von {count}: Spalte {col}, Reihe {row}',
      scale: { one: 'Dieser Balken ist {mm} mm lang (1 Feld)', other: 'Dieser Balken ist {mm} mm lang ({squares} Felder)' },
      howTo: 'Entlang der gestrichelten Linie durch die Kreuze schneiden und das Blatt so auf das Nachbarblatt legen, dass die Kreuze sich treffen.',
    },
  },
  fr: {
    deployment: 'Déploiement',
    pdf: {
      page: 'Feuille {name} sur {count} : colonne {col}, rangée {row}',
      scale: { one: 'Cette barre mesure {mm} mm (1 case)', other: 'Cette barre mesure {mm} mm ({squares} cases)' },
      howTo: 'Découpez le long du pointillé passant par les croix et posez la feuille sur sa voisine de sorte que les croix se rejoignent.',
    },
  },
};
