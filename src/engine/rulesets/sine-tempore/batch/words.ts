/**
 * The words of the command line's mission report and replay heading, in English, German and French (the ruleset's
 * `messages`). Templates use the format layer's syntax: `{{name}}`, `{{n|one|other}}`. English reproduces the
 * report as it always read; ids, names from the mission and numbers are data.
 */
import type { Words } from '../../../format/messages/index';

const en = {
  'report-title': '{{title}} ({{mission}}) — {{games}} games, policy {{policy}}, seed {{seed}}',
  'report-win-rate': 'Win rate: {{rate}}  (95% interval {{low}} – {{high}})',
  'report-outcomes': '  victories {{victories}} · defeats {{defeats}} · draws {{draws}} · {{activations}} activations per game (most {{most}})',
  'report-how-games-end': 'How games end:',
  'report-when-games-end': 'When games end (Cycle.Phase):',
  'report-heroes': 'Heroes:',
  'report-col-hero': 'hero',
  'report-col-ko-in': 'KO in',
  'report-col-ko-per-game': 'KO/game',
  'report-col-serious-in': 'Serious Wound in',
  'report-col-cards-per-game': 'cards/game',
  'report-tv': 'Mean TV when the Cycle hand moves on (games still running):',
  'report-col-games': 'games',
  'report-kills': 'Enemies eliminated per game, by group:',
  'report-none': 'none',
  'report-events': 'Events (share of games in which they happened):',
  'report-none-fired': 'none fired',
  'report-wounds': 'Where heroes take wounds (1 = few … 9 = the worst square; . none; blank off the board):',
  'report-not-simulated': 'Not simulated (rules printed as text only):',
  'outcome-victory': 'victory',
  'outcome-defeat': 'defeat',
  'outcome-draw': 'draw',
  'outcome-reason': '{{outcome}}: {{reason}}',
  'reason-all-heroes-ko': 'every hero is knocked out',
  'reason-time-up': 'time ran out',
  'reason-all-enemies': 'every enemy is eliminated',
  'reason-group': 'group {{group}} is eliminated',
  'reason-hero-ko': '{{hero}} is knocked out',
  'reason-all-reach': 'every hero reached {{place}}',
  'reason-hero-reaches': 'a hero reached {{place}}',
  'reason-group-reaches': 'group {{group}} reached {{place}}',
  'reason-event': 'event {{event}} happened',
  'reason-time': 'the time {{time}} was reached',
  'reason-loot': '{{count}} loot collected',
  'reason-nothing-left': 'nothing is left to activate',
  'reason-limit': 'no result after {{count}} activations',
  'reason-used': '{{objects}} {{n|was|were}} used',
  'join-and': '{{first}} and {{second}}',
  'join-or': '{{first}} or {{second}}',
  'replay-title': '{{title}} — game {{game}} of seed {{seed}} (game seed {{gameSeed}}), policy {{policy}}',
};

export type ReportWord = keyof typeof en;

const de: Record<ReportWord, string> = {
  'report-title': '{{title}} ({{mission}}) — {{games}} Partien, Strategie {{policy}}, Startwert {{seed}}',
  'report-win-rate': 'Siegquote: {{rate}}  (95-%-Intervall {{low}} – {{high}})',
  'report-outcomes': '  Siege {{victories}} · Niederlagen {{defeats}} · Unentschieden {{draws}} · {{activations}} Aktivierungen pro Partie (höchstens {{most}})',
  'report-how-games-end': 'Wie Partien enden:',
  'report-when-games-end': 'Wann Partien enden (Zyklus.Phase):',
  'report-heroes': 'Helden:',
  'report-col-hero': 'Held',
  'report-col-ko-in': 'KO in',
  'report-col-ko-per-game': 'KO/Partie',
  'report-col-serious-in': 'Schwere Wunde in',
  'report-col-cards-per-game': 'Karten/Partie',
  'report-tv': 'Mittlerer TV, wenn der Zyklus-Zeiger weiterrückt (laufende Partien):',
  'report-col-games': 'Partien',
  'report-kills': 'Ausgeschaltete Gegner pro Partie, nach Gruppe:',
  'report-none': 'keine',
  'report-events': 'Ereignisse (Anteil der Partien, in denen sie eintraten):',
  'report-none-fired': 'keines eingetreten',
  'report-wounds': 'Wo Helden Wunden erleiden (1 = wenige … 9 = das schlimmste Feld; . keine; leer außerhalb des Spielplans):',
  'report-not-simulated': 'Nicht simuliert (Regeln nur als Text gedruckt):',
  'outcome-victory': 'Sieg',
  'outcome-defeat': 'Niederlage',
  'outcome-draw': 'Unentschieden',
  'outcome-reason': '{{outcome}}: {{reason}}',
  'reason-all-heroes-ko': 'alle Helden sind ausgeknockt',
  'reason-time-up': 'die Zeit ist abgelaufen',
  'reason-all-enemies': 'alle Gegner sind ausgeschaltet',
  'reason-group': 'Gruppe {{group}} ist ausgeschaltet',
  'reason-hero-ko': '{{hero}} ist ausgeknockt',
  'reason-all-reach': 'alle Helden haben {{place}} erreicht',
  'reason-hero-reaches': 'ein Held hat {{place}} erreicht',
  'reason-group-reaches': 'Gruppe {{group}} hat {{place}} erreicht',
  'reason-event': 'Ereignis {{event}} ist eingetreten',
  'reason-time': 'die Zeit {{time}} wurde erreicht',
  'reason-loot': '{{count}} Beute eingesammelt',
  'reason-nothing-left': 'nichts ist mehr zu aktivieren',
  'reason-limit': 'kein Ergebnis nach {{count}} Aktivierungen',
  'reason-used': '{{objects}} {{n|wurde|wurden}} benutzt',
  'join-and': '{{first}} und {{second}}',
  'join-or': '{{first}} oder {{second}}',
  'replay-title': '{{title}} — Partie {{game}} von Startwert {{seed}} (Startwert der Partie {{gameSeed}}), Strategie {{policy}}',
};

const fr: Record<ReportWord, string> = {
  'report-title': '{{title}} ({{mission}}) — {{games}} parties, stratégie {{policy}}, graine {{seed}}',
  'report-win-rate': 'Taux de victoire : {{rate}}  (intervalle à 95 % {{low}} – {{high}})',
  'report-outcomes': '  victoires {{victories}} · défaites {{defeats}} · nuls {{draws}} · {{activations}} activations par partie (au plus {{most}})',
  'report-how-games-end': 'Comment les parties finissent :',
  'report-when-games-end': 'Quand les parties finissent (Cycle.Phase) :',
  'report-heroes': 'Héros :',
  'report-col-hero': 'héros',
  'report-col-ko-in': 'KO dans',
  'report-col-ko-per-game': 'KO/partie',
  'report-col-serious-in': 'Blessure grave dans',
  'report-col-cards-per-game': 'cartes/partie',
  'report-tv': 'VT moyenne quand l’aiguille des cycles avance (parties en cours) :',
  'report-col-games': 'parties',
  'report-kills': 'Ennemis éliminés par partie, par groupe :',
  'report-none': 'aucun',
  'report-events': 'Événements (part des parties où ils ont eu lieu) :',
  'report-none-fired': 'aucun n’a eu lieu',
  'report-wounds': 'Où les héros sont blessés (1 = peu … 9 = la pire case ; . aucune ; vide hors du plateau) :',
  'report-not-simulated': 'Non simulé (règles imprimées en texte seulement) :',
  'outcome-victory': 'victoire',
  'outcome-defeat': 'défaite',
  'outcome-draw': 'nul',
  'outcome-reason': '{{outcome}} : {{reason}}',
  'reason-all-heroes-ko': 'tous les héros sont KO',
  'reason-time-up': 'le temps est écoulé',
  'reason-all-enemies': 'tous les ennemis sont éliminés',
  'reason-group': 'le groupe {{group}} est éliminé',
  'reason-hero-ko': '{{hero}} est KO',
  'reason-all-reach': 'tous les héros ont atteint {{place}}',
  'reason-hero-reaches': 'un héros a atteint {{place}}',
  'reason-group-reaches': 'le groupe {{group}} a atteint {{place}}',
  'reason-event': 'l’événement {{event}} a eu lieu',
  'reason-time': 'le temps {{time}} a été atteint',
  'reason-loot': '{{count}} butin ramassé',
  'reason-nothing-left': 'plus rien à activer',
  'reason-limit': 'aucun résultat après {{count}} activations',
  'reason-used': '{{objects}} {{n|a été utilisé|ont été utilisés}}',
  'join-and': '{{first}} et {{second}}',
  'join-or': '{{first}} ou {{second}}',
  'replay-title': '{{title}} — partie {{game}} de la graine {{seed}} (graine de la partie {{gameSeed}}), stratégie {{policy}}',
};

export const REPORT_WORDS: Words<ReportWord> = { en, de, fr };

/** The engine's end reasons (mission.ts `describe`, turn.ts) as words: simple conditions are recognised, combinations keep the engine's. */
const REASONS: [RegExp, ReportWord, (m: RegExpExecArray) => Record<string, string | number>][] = [
  [/^every hero is knocked out$/, 'reason-all-heroes-ko', () => ({})],
  [/^time ran out$/, 'reason-time-up', () => ({})],
  [/^every enemy is eliminated$/, 'reason-all-enemies', () => ({})],
  [/^group (.+) is eliminated$/, 'reason-group', (m) => ({ group: m[1] })],
  [/^every hero reached (.+)$/, 'reason-all-reach', (m) => ({ place: m[1] })],
  [/^a hero reached (.+)$/, 'reason-hero-reaches', (m) => ({ place: m[1] })],
  [/^group (.+) reached (.+)$/, 'reason-group-reaches', (m) => ({ group: m[1], place: m[2] })],
  [/^event (.+) happened$/, 'reason-event', (m) => ({ event: m[1] })],
  [/^the time (\d+\.\d+) was reached$/, 'reason-time', (m) => ({ time: m[1] })],
  [/^(\d+) loot collected$/, 'reason-loot', (m) => ({ count: Number(m[1]) })],
  [/^nothing is left to activate$/, 'reason-nothing-left', () => ({})],
  [/^no result after (\d+) activations$/, 'reason-limit', (m) => ({ count: Number(m[1]) })],
  [/^(.+) is knocked out$/, 'reason-hero-ko', (m) => ({ hero: m[1] })],
  [/^(.+) (was|were) used$/, 'reason-used', (m) => ({ objects: m[1], n: m[2] === 'was' ? 1 : 2 })],
];

type Say = (id: ReportWord, args?: Record<string, string | number>) => string;

/** One condition's words, or undefined when the engine's are not recognised. */
function reasonWords(reason: string, say: Say): string | undefined {
  const hit = REASONS.find(([re]) => re.test(reason));
  const m = hit && hit[0].exec(reason);
  return hit && m ? say(hit[1], hit[2](m)) : undefined;
}

/**
 * "victory: every enemy is eliminated" in a language. Conditions joined by "and"/"or" are said part by part; anything
 * not recognised keeps the engine's words whole (a label may contain "and").
 */
export function outcomeReason(key: string, say: Say): string {
  const at = key.indexOf(': ');
  if (at < 0) return key;
  const outcome = key.slice(0, at);
  const reason = key.slice(at + 2);
  const word = `outcome-${outcome}` as ReportWord;
  let text = reasonWords(reason, say);
  for (const [join, id] of [[' and ', 'join-and'], [' or ', 'join-or']] as const) {
    if (text !== undefined || !reason.includes(join)) continue;
    const parts = reason.split(join).map((p) => reasonWords(p, say));
    if (parts.every((p): p is string => p !== undefined)) text = parts.slice(1).reduce((first, second) => say(id, { first, second }), parts[0]);
  }
  return say('outcome-reason', { outcome: word in en ? say(word) : outcome, reason: text ?? reason });
}
