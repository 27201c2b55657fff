/** The words of a skirmish batch report in English, German and French. */
export type Language = 'en' | 'de' | 'fr';

export interface ReportMessages {
  title(title: string, games: number, seed: number, a: string, b: string): string;
  sideWins(side: string): string;
  draw: string;
  draws: string;
  interval: string;
  endings: string;
  reasons: Record<string, string>;
  rounds(mean: string, max: number): string;
  lost(a: string, b: string, fledA: string, fledB: string): string;
  cardsHeader: string;
  cardColumns: string[];
  heat(cell: number): string;
  sideLost(side: string): string;
  refused(n: number): string;
  leftToPlayers(names: string): string;
}

export const MESSAGES: Record<Language, ReportMessages> = {
  en: {
    title: (t, n, seed, a, b) => `${t} — ${n} games, seed ${seed}; side a: ${a}, side b: ${b}`,
    sideWins: (s) => `side ${s} wins`,
    draw: 'draw',
    draws: 'draws',
    interval: '95% interval',
    endings: 'How games end:',
    reasons: {
      'all-enemies-gone': 'every enemy eliminated or fled',
      'models-in-zone': 'models in the zone',
      'objects-in-zone': 'objects in the zone',
      'round-limit': 'round limit reached',
      'both-missions': 'both missions met at once',
      'no-models-left': 'no models left',
      'last-side-standing': 'last side standing (custom mission)',
      surrender: 'the other side surrendered',
    },
    rounds: (mean, max) => `Rounds played: mean ${mean}, longest ${max}`,
    lost: (a, b, fa, fb) => `Models lost per game: side a ${a} (fled ${fa}), side b ${b} (fled ${fb})`,
    cardsHeader: 'Unit cards:',
    cardColumns: ['side', 'card', 'points', 'per game', 'lost', 'kills', 'pts eff.'],
    heat: (cell) => `Where models are eliminated (cells of ${cell} cm, y down from the top edge):`,
    sideLost: (s) => `side ${s}'s models`,
    refused: (n) => `${n} bot decisions were refused by the rules and replaced by a legal one (a bot bug).`,
    leftToPlayers: (names) =>
      `Left to the players (AD-79): ${names}. The simulator plays no effect of these texts: the figures above leave them out.`,
  },
  de: {
    title: (t, n, seed, a, b) => `${t} — ${n} Spiele, Seed ${seed}; Seite a: ${a}, Seite b: ${b}`,
    sideWins: (s) => `Seite ${s} gewinnt`,
    draw: 'Unentschieden',
    draws: 'Unentschieden',
    interval: '95-%-Intervall',
    endings: 'Wie Spiele enden:',
    reasons: {
      'all-enemies-gone': 'alle Gegner eliminiert oder geflohen',
      'models-in-zone': 'Modelle in der Zone',
      'objects-in-zone': 'Objekte in der Zone',
      'round-limit': 'Rundenlimit erreicht',
      'both-missions': 'beide Missionen zugleich erfüllt',
      'no-models-left': 'keine Modelle mehr',
      'last-side-standing': 'als letzte Seite auf dem Feld (eigene Mission)',
      surrender: 'die andere Seite hat aufgegeben',
    },
    rounds: (mean, max) => `Gespielte Runden: im Mittel ${mean}, höchstens ${max}`,
    lost: (a, b, fa, fb) =>
      `Verlorene Modelle je Spiel: Seite a ${a} (geflohen ${fa}), Seite b ${b} (geflohen ${fb})`,
    cardsHeader: 'Einheitenkarten:',
    cardColumns: ['Seite', 'Karte', 'Punkte', 'je Spiel', 'verloren', 'Abschüsse', 'Punkteff.'],
    heat: (cell) => `Wo Modelle eliminiert werden (Felder zu ${cell} cm, y von der oberen Kante nach unten):`,
    sideLost: (s) => `Modelle von Seite ${s}`,
    refused: (n) =>
      `${n} Bot-Entscheidungen wurden von den Regeln abgelehnt und durch eine zulässige ersetzt (ein Bot-Fehler).`,
    leftToPlayers: (names) =>
      `Den Spielenden überlassen (AD-79): ${names}. Der Simulator spielt die Wirkung dieser Texte nicht: Die Zahlen oben lassen sie außer Acht.`,
  },
  fr: {
    title: (t, n, seed, a, b) => `${t} — ${n} parties, graine ${seed} ; camp a : ${a}, camp b : ${b}`,
    sideWins: (s) => `victoire du camp ${s}`,
    draw: 'match nul',
    draws: 'matchs nuls',
    interval: 'intervalle à 95 %',
    endings: 'Comment les parties se terminent :',
    reasons: {
      'all-enemies-gone': 'tous les ennemis éliminés ou en fuite',
      'models-in-zone': 'figurines dans la zone',
      'objects-in-zone': 'objets dans la zone',
      'round-limit': 'limite de tours atteinte',
      'both-missions': 'les deux missions remplies à la fois',
      'no-models-left': 'plus aucune figurine',
      'last-side-standing': 'dernier camp sur la table (mission personnalisée)',
      surrender: 'l’autre camp a abandonné',
    },
    rounds: (mean, max) => `Tours joués : ${mean} en moyenne, ${max} au plus`,
    lost: (a, b, fa, fb) =>
      `Figurines perdues par partie : camp a ${a} (en fuite ${fa}), camp b ${b} (en fuite ${fb})`,
    cardsHeader: 'Cartes d’unité :',
    cardColumns: ['camp', 'carte', 'points', 'par partie', 'perdues', 'élim.', 'eff. pts'],
    heat: (cell) =>
      `Où les figurines sont éliminées (cases de ${cell} cm, y vers le bas depuis le bord supérieur) :`,
    sideLost: (s) => `figurines du camp ${s}`,
    refused: (n) =>
      `${n} décisions de bot ont été refusées par les règles et remplacées par une décision permise (un bug de bot).`,
    leftToPlayers: (names) =>
      `Laissé aux joueurs (AD-79) : ${names}. Le simulateur ne joue pas l’effet de ces textes : les chiffres ci-dessus n’en tiennent pas compte.`,
  },
};
