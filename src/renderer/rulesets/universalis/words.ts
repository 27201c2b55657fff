/**
 * The Universalis strings the shell shows before any skirmish or unit cards are open (namespace `universalis`): its
 * kinds' names, New skirmish and New unit cards, and the names New skirmish writes into its template (read at once,
 * templates.ts). Everything else loads with the first skirmish or unit cards (messages.ts, index.ts).
 */
const en = {
  kind: { skirmish: 'Skirmish scenario', units: 'Unit cards' },
  new: {
    skirmish: 'New skirmish',
    skirmishHint: 'A Universalis open-table scenario (90 × 90 cm)',
    units: 'New unit cards',
    unitsHint: 'Universalis unit cards for your factions (print-ready)',
  },
  template: { skirmishTitle: 'New skirmish', unitsTitle: 'New unit cards', sideA: 'Blue', sideB: 'Red', south: 'South edge', north: 'North edge' },
};

// German and French have exactly the keys English has (the type says so).
const de: typeof en = {
  kind: { skirmish: 'Scharmützel-Szenario', units: 'Einheitenkarten' },
  new: {
    skirmish: 'Neues Scharmützel',
    skirmishHint: 'Ein Universalis-Szenario auf dem offenen Tisch (90 × 90 cm)',
    units: 'Neue Einheitenkarten',
    unitsHint: 'Universalis-Einheitenkarten für eure Fraktionen (druckfertig)',
  },
  template: { skirmishTitle: 'Neues Scharmützel', unitsTitle: 'Neue Einheitenkarten', sideA: 'Blau', sideB: 'Rot', south: 'Südrand', north: 'Nordrand' },
};

const fr: typeof en = {
  kind: { skirmish: 'Scénario d’escarmouche', units: 'Cartes d’unité' },
  new: {
    skirmish: 'Nouvelle escarmouche',
    skirmishHint: 'Un scénario Universalis sur table ouverte (90 × 90 cm)',
    units: 'Nouvelles cartes d’unité',
    unitsHint: 'Des cartes d’unité Universalis pour vos factions (prêtes à imprimer)',
  },
  template: { skirmishTitle: 'Nouvelle escarmouche', unitsTitle: 'Nouvelles cartes d’unité', sideA: 'Bleu', sideB: 'Rouge', south: 'Bord sud', north: 'Bord nord' },
};

export const universalisWords = { en, de, fr };
