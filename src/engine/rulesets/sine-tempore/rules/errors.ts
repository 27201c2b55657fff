/**
 * What the Sine Tempore engine says when it cannot go on (a mission it cannot compile, a rule it does not know, a
 * game that breaks a rule of the board), as data: a stable code of this catalog and its params, in English, German
 * and French. The pane and the command line render it in the user's language ("The simulator stopped: …"); the
 * error's `message` stays the English text it always was. Ids, names from the documents, keywords of the format and
 * numbers are data and print as they are in every language.
 */
import { MessageError } from '../../../format/messages/error';
import { addMessageCatalog, rulesetMessage, type Arg, type Message, type Words } from '../../../format/messages/index';

const en = {
  'st-error-in': '{{owner}}: {{reason}}',
  'st-error-time': '"{{time}}" is not a Cycle.Phase time',
  'st-error-equipment': 'hero {{hero}}: unknown equipment "{{equipment}}"',
  'st-error-tile': 'unknown tile "{{tile}}"',
  'st-error-scenic': 'scenic element {{id}}: unknown element "{{element}}"',
  'st-error-hero': 'unknown hero "{{hero}}"',
  'st-error-group-enemy': 'group {{group}}: unknown enemy "{{enemy}}"',
  'st-error-off-board': '{{what}} [{{x}}, {{y}}] is not on the board',
  'st-error-zone': '{{what}}: unknown zone "{{zone}}"',
  'st-error-object': '{{what}}: unknown object "{{object}}"',
  'st-error-location': '{{what}}: a location names a square, a zone or an object',
  'st-error-empty-condition': '{{what}}: an empty condition',
  'st-what-hero': 'hero {{id}}',
  'st-what-enemy': 'enemy {{id}}',
  'st-what-hero-item': "{{hero}}'s {{item}}",
  'st-what-special-skill': "{{hero}}'s special skill",
  'st-what-group-objective': 'group {{id}} objective',
  'st-what-group-patrol': 'group {{id}} patrol',
  'st-what-loot': 'loot {{id}}',
  'st-what-object': 'object {{id}}',
  'st-what-spawn': 'spawn point {{id}}',
  'st-what-spawn-objective': 'spawn point {{id}} objective',
  'st-what-event': 'event {{id}}',
  'st-what-victory': 'victory {{n}}',
  'st-what-defeat': 'defeat {{n}}',
  'st-error-size': 'unknown size "{{size}}" (tiny, normal or big)',
  'st-error-number': '{{field}} must be a number, not {{value}}',
  'st-error-range': 'a range is [min, max], not {{value}}',
  'st-error-symbols': '{{field}} must be a list of die symbols',
  'st-error-area-shape': 'unknown area shape "{{shape}}" ({{known}})',
  'st-error-rules-list': 'skills and rules are a list, not {{value}}',
  'st-error-rule-entry': 'a skill or rule is a name or {"name": value}, not {{value}}',
  'st-error-skill': 'unknown skill "{{skill}}"',
  'st-error-enhanced-rules': '{{attack}}: enhanced rules are a list',
  'st-error-attack-type': '{{attack}}: unknown attack type "{{type}}" (melee, ranged, psionic)',
  'st-error-attack-rule': '{{attack}}: unknown attack rule "{{rule}}"',
  'st-error-attack-field': '{{attack}}: unknown attack field "{{field}}"',
  'st-error-query-square': '{{what}} must be [x, y] or a model id',
  'st-error-query-outside': '{{what}} [{{x}}, {{y}}] is outside the board',
  'st-error-query-model': '{{what}}: there is no model "{{id}}"',
  'st-error-query-attack': '{{model}} has no weapon or attack "{{name}}"',
  'st-error-query-path': 'path must be a list of [x, y]',
  'st-error-query-shape': 'unknown shape "{{shape}}" ({{known}})',
  'st-error-query-power': '{{power}} is not a psionic power of {{hero}}',
  'st-error-query': 'unknown query "{{name}}" ({{known}})',
  'st-error-die-symbol': 'unknown die symbol "{{name}}" (known: {{known}})',
  'st-error-status': 'unknown status token "{{name}}" (known: {{known}})',
  'st-error-board-size': 'a board of {{width}}×{{height}} squares is not supported',
  'st-error-terrain': 'unknown terrain code "{{code}}" at [{{x}}, {{y}}]',
  'st-error-wall': 'a wall lies between two orthogonally adjacent squares, not [{{a}}] and [{{b}}]',
  'st-error-rows': 'board.rows must be a non-empty list of strings',
  'st-error-wall-shape': 'a wall is [[x1, y1], [x2, y2]]',
  'st-error-level-key': 'a level key is "x,y", not "{{key}}"',
  'st-error-level-outside': 'level for square [{{key}}] outside the board',
  'st-error-same-id': 'two models have the id "{{id}}"',
  'st-error-occupied': '"{{id}}" cannot stand on a square already holding "{{other}}" (one model per square, ST-2.2)',
  'st-error-phase': 'a phase is 1 to 12, not {{phase}}',
  'st-error-action-dice': 'a roll needs more forced action dice than the case gives',
  'st-error-penalty-dice': 'a roll needs more forced penalty dice than the case gives',
  'st-error-effect-target': 'unknown effect target "{{target}}"',
  'st-error-policy': 'unknown policy "{{name}}" (heuristic, random)',
  'st-error-replay': 'replay diverged at {{action}}: {{reason}}',
} as const;

export type ErrorCode = keyof typeof en;

const de: Record<ErrorCode, string> = {
  'st-error-in': '{{owner}}: {{reason}}',
  'st-error-time': '„{{time}}“ ist keine Zeit der Form Zyklus.Phase',
  'st-error-equipment': 'Held {{hero}}: unbekannte Ausrüstung „{{equipment}}“',
  'st-error-tile': 'unbekannte Kachel „{{tile}}“',
  'st-error-scenic': 'Szenerieelement {{id}}: unbekanntes Element „{{element}}“',
  'st-error-hero': 'unbekannter Held „{{hero}}“',
  'st-error-group-enemy': 'Gruppe {{group}}: unbekannter Gegner „{{enemy}}“',
  'st-error-off-board': '{{what}} [{{x}}, {{y}}] liegt nicht auf dem Spielplan',
  'st-error-zone': '{{what}}: unbekannte Zone „{{zone}}“',
  'st-error-object': '{{what}}: unbekanntes Objekt „{{object}}“',
  'st-error-location': '{{what}}: ein Ort nennt ein Feld, eine Zone oder ein Objekt',
  'st-error-empty-condition': '{{what}}: eine leere Bedingung',
  'st-what-hero': 'Held {{id}}',
  'st-what-enemy': 'Gegner {{id}}',
  'st-what-hero-item': '{{item}} von {{hero}}',
  'st-what-special-skill': 'Sonderfähigkeit von {{hero}}',
  'st-what-group-objective': 'Ziel der Gruppe {{id}}',
  'st-what-group-patrol': 'Patrouille der Gruppe {{id}}',
  'st-what-loot': 'Beute {{id}}',
  'st-what-object': 'Objekt {{id}}',
  'st-what-spawn': 'Spawnpunkt {{id}}',
  'st-what-spawn-objective': 'Ziel des Spawnpunkts {{id}}',
  'st-what-event': 'Ereignis {{id}}',
  'st-what-victory': 'Sieg {{n}}',
  'st-what-defeat': 'Niederlage {{n}}',
  'st-error-size': 'unbekannte Größe „{{size}}“ (tiny, normal oder big)',
  'st-error-number': '{{field}} muss eine Zahl sein, nicht {{value}}',
  'st-error-range': 'eine Reichweite ist [min, max], nicht {{value}}',
  'st-error-symbols': '{{field}} muss eine Liste von Würfelsymbolen sein',
  'st-error-area-shape': 'unbekannte Flächenform „{{shape}}“ ({{known}})',
  'st-error-rules-list': 'Fähigkeiten und Regeln sind eine Liste, nicht {{value}}',
  'st-error-rule-entry': 'eine Fähigkeit oder Regel ist ein Name oder {"Name": Wert}, nicht {{value}}',
  'st-error-skill': 'unbekannte Fähigkeit „{{skill}}“',
  'st-error-enhanced-rules': '{{attack}}: verstärkte Regeln sind eine Liste',
  'st-error-attack-type': '{{attack}}: unbekannte Angriffsart „{{type}}“ (melee, ranged, psionic)',
  'st-error-attack-rule': '{{attack}}: unbekannte Angriffsregel „{{rule}}“',
  'st-error-attack-field': '{{attack}}: unbekanntes Angriffsfeld „{{field}}“',
  'st-error-query-square': '{{what}} muss [x, y] oder die Id eines Modells sein',
  'st-error-query-outside': '{{what}} [{{x}}, {{y}}] liegt außerhalb des Spielplans',
  'st-error-query-model': '{{what}}: es gibt kein Modell „{{id}}“',
  'st-error-query-attack': '{{model}} hat keine Waffe und keinen Angriff „{{name}}“',
  'st-error-query-path': 'ein Pfad muss eine Liste von [x, y] sein',
  'st-error-query-shape': 'unbekannte Form „{{shape}}“ ({{known}})',
  'st-error-query-power': '{{power}} ist keine psionische Kraft von {{hero}}',
  'st-error-query': 'unbekannte Abfrage „{{name}}“ ({{known}})',
  'st-error-die-symbol': 'unbekanntes Würfelsymbol „{{name}}“ (bekannt: {{known}})',
  'st-error-status': 'unbekannter Statusmarker „{{name}}“ (bekannt: {{known}})',
  'st-error-board-size': 'ein Spielplan von {{width}}×{{height}} Feldern wird nicht unterstützt',
  'st-error-terrain': 'unbekannter Geländecode „{{code}}“ bei [{{x}}, {{y}}]',
  'st-error-wall': 'eine Wand liegt zwischen zwei orthogonal benachbarten Feldern, nicht zwischen [{{a}}] und [{{b}}]',
  'st-error-rows': 'board.rows muss eine nicht leere Liste von Zeichenketten sein',
  'st-error-wall-shape': 'eine Wand ist [[x1, y1], [x2, y2]]',
  'st-error-level-key': 'ein Ebenenschlüssel ist „x,y“, nicht „{{key}}“',
  'st-error-level-outside': 'Ebene für das Feld [{{key}}] außerhalb des Spielplans',
  'st-error-same-id': 'zwei Modelle haben die Id „{{id}}“',
  'st-error-occupied': '„{{id}}“ kann nicht auf einem Feld stehen, auf dem schon „{{other}}“ steht (ein Modell pro Feld, ST-2.2)',
  'st-error-phase': 'eine Phase ist 1 bis 12, nicht {{phase}}',
  'st-error-action-dice': 'ein Wurf braucht mehr vorgegebene Aktionswürfel, als der Fall angibt',
  'st-error-penalty-dice': 'ein Wurf braucht mehr vorgegebene Strafwürfel, als der Fall angibt',
  'st-error-effect-target': 'unbekanntes Effektziel „{{target}}“',
  'st-error-policy': 'unbekannte Strategie „{{name}}“ (heuristic, random)',
  'st-error-replay': 'die Wiederholung weicht bei {{action}} ab: {{reason}}',
};

const fr: Record<ErrorCode, string> = {
  'st-error-in': '{{owner}} : {{reason}}',
  'st-error-time': '« {{time}} » n’est pas un moment Cycle.Phase',
  'st-error-equipment': 'héros {{hero}} : équipement inconnu « {{equipment}} »',
  'st-error-tile': 'tuile inconnue « {{tile}} »',
  'st-error-scenic': 'élément de décor {{id}} : élément inconnu « {{element}} »',
  'st-error-hero': 'héros inconnu « {{hero}} »',
  'st-error-group-enemy': 'groupe {{group}} : ennemi inconnu « {{enemy}} »',
  'st-error-off-board': '{{what}} [{{x}}, {{y}}] n’est pas sur le plateau',
  'st-error-zone': '{{what}} : zone inconnue « {{zone}} »',
  'st-error-object': '{{what}} : objet inconnu « {{object}} »',
  'st-error-location': '{{what}} : un lieu désigne une case, une zone ou un objet',
  'st-error-empty-condition': '{{what}} : une condition vide',
  'st-what-hero': 'héros {{id}}',
  'st-what-enemy': 'ennemi {{id}}',
  'st-what-hero-item': '{{item}} de {{hero}}',
  'st-what-special-skill': 'compétence spéciale de {{hero}}',
  'st-what-group-objective': 'objectif du groupe {{id}}',
  'st-what-group-patrol': 'patrouille du groupe {{id}}',
  'st-what-loot': 'butin {{id}}',
  'st-what-object': 'objet {{id}}',
  'st-what-spawn': 'point d’apparition {{id}}',
  'st-what-spawn-objective': 'objectif du point d’apparition {{id}}',
  'st-what-event': 'événement {{id}}',
  'st-what-victory': 'victoire {{n}}',
  'st-what-defeat': 'défaite {{n}}',
  'st-error-size': 'taille inconnue « {{size}} » (tiny, normal ou big)',
  'st-error-number': '{{field}} doit être un nombre, pas {{value}}',
  'st-error-range': 'une portée s’écrit [min, max], pas {{value}}',
  'st-error-symbols': '{{field}} doit être une liste de symboles de dé',
  'st-error-area-shape': 'forme de zone d’effet inconnue « {{shape}} » ({{known}})',
  'st-error-rules-list': 'les compétences et règles forment une liste, pas {{value}}',
  'st-error-rule-entry': 'une compétence ou règle est un nom ou {"nom": valeur}, pas {{value}}',
  'st-error-skill': 'compétence inconnue « {{skill}} »',
  'st-error-enhanced-rules': '{{attack}} : les règles renforcées forment une liste',
  'st-error-attack-type': '{{attack}} : type d’attaque inconnu « {{type}} » (melee, ranged, psionic)',
  'st-error-attack-rule': '{{attack}} : règle d’attaque inconnue « {{rule}} »',
  'st-error-attack-field': '{{attack}} : champ d’attaque inconnu « {{field}} »',
  'st-error-query-square': '{{what}} doit être [x, y] ou l’id d’une figurine',
  'st-error-query-outside': '{{what}} [{{x}}, {{y}}] est hors du plateau',
  'st-error-query-model': '{{what}} : il n’y a pas de figurine « {{id}} »',
  'st-error-query-attack': '{{model}} n’a ni arme ni attaque « {{name}} »',
  'st-error-query-path': 'un chemin doit être une liste de [x, y]',
  'st-error-query-shape': 'forme inconnue « {{shape}} » ({{known}})',
  'st-error-query-power': '{{power}} n’est pas un pouvoir psionique de {{hero}}',
  'st-error-query': 'requête inconnue « {{name}} » ({{known}})',
  'st-error-die-symbol': 'symbole de dé inconnu « {{name}} » (connus : {{known}})',
  'st-error-status': 'jeton d’état inconnu « {{name}} » (connus : {{known}})',
  'st-error-board-size': 'un plateau de {{width}}×{{height}} cases n’est pas pris en charge',
  'st-error-terrain': 'code de terrain inconnu « {{code}} » en [{{x}}, {{y}}]',
  'st-error-wall': 'un mur sépare deux cases orthogonalement voisines, pas [{{a}}] et [{{b}}]',
  'st-error-rows': 'board.rows doit être une liste non vide de chaînes',
  'st-error-wall-shape': 'un mur s’écrit [[x1, y1], [x2, y2]]',
  'st-error-level-key': 'une clé de niveau s’écrit « x,y », pas « {{key}} »',
  'st-error-level-outside': 'niveau de la case [{{key}}] hors du plateau',
  'st-error-same-id': 'deux figurines ont l’id « {{id}} »',
  'st-error-occupied': '« {{id}} » ne peut pas se tenir sur une case déjà occupée par « {{other}} » (une figurine par case, ST-2.2)',
  'st-error-phase': 'une phase va de 1 à 12, pas {{phase}}',
  'st-error-action-dice': 'un jet demande plus de dés d’action imposés que le cas n’en donne',
  'st-error-penalty-dice': 'un jet demande plus de dés de pénalité imposés que le cas n’en donne',
  'st-error-effect-target': 'cible d’effet inconnue « {{target}} »',
  'st-error-policy': 'stratégie inconnue « {{name}} » (heuristic, random)',
  'st-error-replay': 'la rejouée diverge à {{action}} : {{reason}}',
};

export const ERROR_WORDS: Words<ErrorCode> = { en, de, fr };
// Registered where it is defined, so an error renders in any thread that can throw it (a worker never loads the
// rulesets list that registers the rulesets' catalogs); registering twice is a no-op.
addMessageCatalog(ERROR_WORDS);

/** The placeholder names of a template (`{{name}}`), so a code's params are checked at compile time. */
type Names<S extends string> = S extends `${string}{{${infer P}}}${infer Rest}` ? P | Names<Rest> : never;
export type ErrorParams<C extends ErrorCode> = { readonly [K in Names<(typeof en)[C]>]: Arg };

/** A message of this catalog: `says('st-what-hero', { id })`. */
export function says<C extends ErrorCode>(code: C, ...params: [Names<(typeof en)[C]>] extends [never] ? [] : [ErrorParams<C>]): Message {
  return rulesetMessage(code, params[0] as Readonly<Record<string, Arg>> | undefined);
}

/** The engine cannot go on: a code of this catalog and its params, rendered in the reader's language. */
export function stError<C extends ErrorCode>(code: C, ...params: [Names<(typeof en)[C]>] extends [never] ? [] : [ErrorParams<C>]): MessageError {
  return new MessageError(rulesetMessage(code, params[0] as Readonly<Record<string, Arg>> | undefined));
}

/** A JSON value as the error prints it (an odd generated value prints as JS would, and never throws). */
export function shown(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return typeof v;
  }
}
