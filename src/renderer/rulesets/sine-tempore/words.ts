/**
 * The Sine Tempore strings the shell shows before any mission is open (namespace `sine-tempore`): its kinds' names,
 * New mission, the simulator's commands in the Simulate menu and the Details view's labels of a mission's own fields. Everything else loads with the first mission (index.ts).
 */
export const sineTemporeWords = {
  en: {
    kind: { mission: 'Mission', catalog: 'Catalog' },
    details: { field: { catalog: 'Catalog', planet: 'Planet', specialRules: 'Special rules' } },
    new: { mission: 'New mission', missionHint: 'A Sine Tempore exploration mission', missionTitle: 'New mission' },
    menu: { start: 'Start test-play', step: 'Step (one hero decision)', runToEnd: 'Run test-play to the end', batch: 'Run batch', notMission: 'the active document is not a mission' },
  },
  de: {
    kind: { mission: 'Mission', catalog: 'Katalog' },
    details: { field: { catalog: 'Katalog', planet: 'Planet', specialRules: 'Sonderregeln' } },
    new: { mission: 'Neue Mission', missionHint: 'Eine Erkundungsmission für Sine Tempore', missionTitle: 'Neue Mission' },
    menu: { start: 'Probespiel starten', step: 'Schritt (eine Heldenentscheidung)', runToEnd: 'Probespiel bis zum Ende', batch: 'Serie starten', notMission: 'das aktive Dokument ist keine Mission' },
  },
  fr: {
    kind: { mission: 'Mission', catalog: 'Catalogue' },
    details: { field: { catalog: 'Catalogue', planet: 'Planète', specialRules: 'Règles spéciales' } },
    new: { mission: 'Nouvelle mission', missionHint: 'Une mission d’exploration Sine Tempore', missionTitle: 'Nouvelle mission' },
    menu: { start: 'Démarrer une partie test', step: 'Pas (une décision de héros)', runToEnd: 'Partie test jusqu’à la fin', batch: 'Lancer une série', notMission: 'le document actif n’est pas une mission' },
  },
};
