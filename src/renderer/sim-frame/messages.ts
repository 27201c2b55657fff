/**
 * The shared simulator frame's own words: what every ruleset's pane says the same way (seed, undo, the replay
 * scrubber, progress, exports, comparing, live balance). A ruleset passes its own words for its own verbs.
 */
const en = {
  seed: 'Seed',
  newSeed: 'New seed',
  newSeedHint: 'A new random seed: another game',
  undo: 'Undo decision',
  redo: 'Redo decision',
  undoHint: 'Take back the last decision of the game (Ctrl+Z while the game is on the map); the mission is not touched',
  redoHint: 'Make the decision taken back again (Ctrl+Shift+Z)',
  scrubber: {
    label: 'Replay',
    step: 'Step {{at}} of {{total}}',
    setUp: 'Set-up (step 0 of {{total}})',
    first: 'To set-up',
    back: 'One step back',
    forward: 'One step forward',
    last: 'To the last step',
  },
  progress: 'Progress',
  export: { label: 'Export', json: 'Report as JSON', csv: 'Report as CSV', png: 'Heat map as PNG' },
  compare: {
    pin: 'Pin this report',
    pinHint: 'Keep this report to compare the next run with (edit the mission, then run again)',
    unpin: 'Unpin',
    pinned: 'Pinned',
    current: 'Now',
    title: 'Comparison with the pinned report',
    difference: 'Difference in win rate',
    significant: 'significant (two-proportion test, p = {{p}})',
    notSignificant: 'not significant (two-proportion test, p = {{p}}): more games may tell',
    waiting: 'Run again to compare with the pinned report.',
  },
  live: {
    label: 'Live balance',
    hint: 'Runs a batch again a moment after each edit of the mission and shows its win rate in the status bar',
    status: 'Win rate {{rate}} ({{low}}–{{high}})',
    running: 'Live balance: running…',
    off: 'Live balance is off',
  },
};

type Messages = typeof en;

const de: Messages = {
  seed: 'Startwert',
  newSeed: 'Neuer Startwert',
  newSeedHint: 'Ein neuer zufälliger Startwert: ein anderes Spiel',
  undo: 'Entscheidung zurücknehmen',
  redo: 'Entscheidung wiederholen',
  undoHint: 'Die letzte Entscheidung des Spiels zurücknehmen (Strg+Z, während das Spiel auf der Karte ist); die Mission bleibt unverändert',
  redoHint: 'Die zurückgenommene Entscheidung erneut treffen (Strg+Umschalt+Z)',
  scrubber: {
    label: 'Wiedergabe',
    step: 'Schritt {{at}} von {{total}}',
    setUp: 'Aufbau (Schritt 0 von {{total}})',
    first: 'Zum Aufbau',
    back: 'Einen Schritt zurück',
    forward: 'Einen Schritt vor',
    last: 'Zum letzten Schritt',
  },
  progress: 'Fortschritt',
  export: { label: 'Exportieren', json: 'Bericht als JSON', csv: 'Bericht als CSV', png: 'Heatmap als PNG' },
  compare: {
    pin: 'Bericht anheften',
    pinHint: 'Diesen Bericht behalten, um den nächsten damit zu vergleichen (Mission ändern, dann erneut ausführen)',
    unpin: 'Lösen',
    pinned: 'Angeheftet',
    current: 'Jetzt',
    title: 'Vergleich mit dem angehefteten Bericht',
    difference: 'Unterschied der Siegquote',
    significant: 'signifikant (Test zweier Anteile, p = {{p}})',
    notSignificant: 'nicht signifikant (Test zweier Anteile, p = {{p}}): mehr Spiele schaffen Klarheit',
    waiting: 'Erneut ausführen, um mit dem angehefteten Bericht zu vergleichen.',
  },
  live: {
    label: 'Live-Balance',
    hint: 'Führt kurz nach jeder Änderung der Mission erneut eine Serie aus und zeigt ihre Siegquote in der Statusleiste',
    status: 'Siegquote {{rate}} ({{low}}–{{high}})',
    running: 'Live-Balance: läuft …',
    off: 'Live-Balance ist aus',
  },
};

const fr: Messages = {
  seed: 'Graine',
  newSeed: 'Nouvelle graine',
  newSeedHint: 'Une nouvelle graine au hasard : une autre partie',
  undo: 'Annuler la décision',
  redo: 'Rétablir la décision',
  undoHint: 'Reprendre la dernière décision de la partie (Ctrl+Z pendant que la partie est sur la carte) ; la mission n’est pas touchée',
  redoHint: 'Reprendre à nouveau la décision annulée (Ctrl+Maj+Z)',
  scrubber: {
    label: 'Relecture',
    step: 'Étape {{at}} sur {{total}}',
    setUp: 'Mise en place (étape 0 sur {{total}})',
    first: 'À la mise en place',
    back: 'Une étape en arrière',
    forward: 'Une étape en avant',
    last: 'À la dernière étape',
  },
  progress: 'Progression',
  export: { label: 'Exporter', json: 'Rapport en JSON', csv: 'Rapport en CSV', png: 'Carte de chaleur en PNG' },
  compare: {
    pin: 'Épingler ce rapport',
    pinHint: 'Garder ce rapport pour le comparer au suivant (modifier la mission, puis relancer)',
    unpin: 'Détacher',
    pinned: 'Épinglé',
    current: 'Maintenant',
    title: 'Comparaison avec le rapport épinglé',
    difference: 'Écart du taux de victoire',
    significant: 'significatif (test de deux proportions, p = {{p}})',
    notSignificant: 'non significatif (test de deux proportions, p = {{p}}) : davantage de parties trancheront',
    waiting: 'Relancez pour comparer avec le rapport épinglé.',
  },
  live: {
    label: 'Équilibrage en direct',
    hint: 'Relance une série peu après chaque modification de la mission et affiche son taux de victoire dans la barre d’état',
    status: 'Taux de victoire {{rate}} ({{low}}–{{high}})',
    running: 'Équilibrage en direct : en cours…',
    off: 'L’équilibrage en direct est désactivé',
  },
};

export const simFrameMessages = { en, de, fr };
