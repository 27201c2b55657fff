/**
 * Die Diagnosemeldungen auf Deutsch: formell (Sie), mit den Begriffen der Oberfläche (Spielplanteil,
 * Umgebungselement, Spawnpunkt, Aufstellungszone, Wand, Zyklus.Phase; im Deck Ort, Wirt, Statusplättchen, Objekt,
 * Verschlussbedingung, Probe, Zeiteinheit). Gleiche Ids und Platzhalter wie en.ts; Daten in `…` bleiben, wie sie
 * in der Datei stehen.
 */
import type { MessageTemplates } from './index';

export const de: MessageTemplates = {
  // ---- Lesen: Dateien und JSON-Syntax -------------------------------------------------------------------------------
  'file-too-large':
    'Diese Datei ist {{size}} MB groß; das Studio liest Dokumente bis {{limit}} MB. Ist das die richtige Datei?',
  'file-binary': 'Das ist keine Textdatei (sie enthält NUL-Bytes). Studio-Dokumente sind JSON-Text.',
  'file-not-utf8': 'Diese Datei ist kein UTF-8-Text. Studio-Dokumente sind JSON, als UTF-8 gespeichert.',
  'file-folder': 'Das ist ein Ordner, keine Datei.',
  'file-unreadable': 'Diese Datei kann nicht gelesen werden: {{reason}}.',
  'reason-no-such-file': 'Datei nicht gefunden',
  'reason-no-such-file-or-folder': 'Datei oder Ordner nicht gefunden',
  'reason-permission-denied': 'Zugriff verweigert',
  'json-empty': 'Die Datei ist leer. Ein Studio-Dokument ist ein JSON-Objekt und beginnt mit `{`.',
  'json-too-deep':
    'Listen und Objekte sind hier mehr als {{max}} Ebenen tief verschachtelt; kein Studio-Dokument braucht das. Ist das die richtige Datei?',
  'json-duplicate-key':
    '`{{name}}` steht zweimal in diesem Objekt. Nur das letzte (Zeile {{line}}) zählt; entfernen Sie dieses oder benennen Sie es um.',
  'syntax-invalid-symbol':
    'Unerwartetes Zeichen: JSON kennt Objekte `{…}`, Listen `[…]`, Texte in doppelten Anführungszeichen, Zahlen, true, false und null.',
  'syntax-invalid-number-format':
    'Diese Zahl ist nicht richtig geschrieben (JSON-Zahlen sehen aus wie 12, -3 oder 0.5).',
  'syntax-property-name-expected':
    'Hier wird ein Eigenschaftsname in doppelten Anführungszeichen erwartet. Steht ein Komma nach der letzten Eigenschaft, oder fehlen um einen Namen die Anführungszeichen?',
  'syntax-value-expected':
    'Hier wird ein Wert erwartet. Steht ein Komma nach dem letzten Eintrag, oder fehlt ein Wert?',
  'syntax-colon-expected': 'Nach dem Eigenschaftsnamen wird ein Doppelpunkt `:` erwartet.',
  'syntax-comma-expected': 'Zwischen diesen beiden Werten wird ein Komma erwartet.',
  'syntax-close-brace-expected': 'Dieses Objekt ist nicht geschlossen: Es fehlt eine `}`.',
  'syntax-close-bracket-expected': 'Diese Liste ist nicht geschlossen: Es fehlt eine `]`.',
  'syntax-end-of-file-expected':
    'Unerwarteter Text nach dem Ende des Dokuments: Eine Datei enthält genau einen JSON-Wert.',
  'syntax-invalid-comment-token':
    'Kommentare sind in JSON-Dateien nicht erlaubt; schreiben Sie Notizen stattdessen in ein Feld `description`.',
  'syntax-unexpected-end-of-comment':
    'Kommentare sind in JSON-Dateien nicht erlaubt, und dieser ist auch nicht geschlossen.',
  'syntax-unexpected-end-of-string': 'Dieser Text ist nicht geschlossen: Es fehlt ein `"`.',
  'syntax-unexpected-end-of-number': 'Diese Zahl ist abgeschnitten.',
  'syntax-invalid-unicode':
    'Ungültige Escape-Sequenz `\\u`: Sie braucht vier Hexadezimalziffern, etwa `\\u00e9`.',
  'syntax-invalid-escape-character':
    'Ungültige Escape-Sequenz: In einem Text sind nur \\" \\\\ \\/ \\b \\f \\n \\r \\t und \\uXXXX erlaubt.',
  'syntax-invalid-character':
    'Ein Steuerzeichen (ein Tabulator oder ein Zeilenumbruch) in einem Text muss als Escape-Sequenz wie `\\t` oder `\\n` geschrieben werden.',
  'syntax-not-json': 'Das ist kein gültiges JSON.',
  'syntax-cut-off':
    'Die Datei endet zu früh: Sie scheint abgeschnitten (wurde sie vollständig gespeichert?). {{detail}}',

  // ---- Art und Version ----------------------------------------------------------------------------------------------
  'kind-catalog': 'Katalog',
  'kind-deck': 'Ortsdeck',
  'kind-mission': 'Mission',
  'kind-mismatch':
    'Nach dem Dateinamen ist das Dokument vom Typ {{byName}}, nach `$schema` vom Typ {{bySchema}}; es wird als {{bySchema}} gelesen. Benennen Sie die Datei so um, dass sie auf `{{suffix}}` endet.',
  'kind-unknown-schema':
    '`$schema` nennt kein Schema, das das Studio kennt; nach dem Dateinamen ist das Dokument vom Typ {{kind}}. Verwenden Sie `{{schemaId}}`.',
  'kind-unknown':
    'Es ist nicht zu erkennen, welche Art von Dokument das ist. Geben Sie ihm ein `$schema` (etwa `{{example}}`) oder einen Dateinamen, der auf {{names}} endet.',
  'format-version-newer':
    'Diese Datei verwendet Format {{version}} ({{kind}}), geschrieben von einem neueren Scenario Studio; dieses liest bis Format {{current}}. Aktualisieren Sie das Studio, um sie zu öffnen.',
  'format-version-unknown':
    'Format {{version}} ({{kind}}) ist keine Version, die das Studio kennt (es liest {{known}}).',
  migrated:
    'Von Format {{from}} auf Format {{to}} umgestellt: {{steps}}. Beim Speichern wird Format {{to}} geschrieben; bis dahin bleibt die Datei auf dem Datenträger unverändert.',
  'migration-mission-1-2':
    'Momentum-Zeiten wurden zu Texten „Zyklus.Phase“ (vorher {"cycle", "phase"}), Drehungen zu Grad (vorher "turns")',
  'catalog-not-checked':
    'Verweise auf Helden, Gegner, Spielplanteile und Karten wurden nicht geprüft: Es wurde kein Katalog angegeben.',
  'catalog-not-found':
    'Der Katalog `{{file}}` kann nicht gelesen werden: {{reason}}. Verweise in ihn können nicht geprüft werden.',
  'catalog-not-found-unnamed':
    'Der Katalog kann nicht gelesen werden: {{reason}}. Verweise in ihn können nicht geprüft werden.',
  'catalog-invalid':
    '{{name}} ist kein gültiger Katalog, daher wurden Verweise in ihn nicht geprüft. Prüfen Sie ihn für sich, um den Grund zu sehen.',
  'the-catalog': 'Der Katalog',
  'reference-not-checked': 'Verweise über `{{field}}` ({{kind}}) wurden nicht geprüft: Es wurde keine Datei angegeben.',
  'reference-not-found':
    'Die Datei `{{file}}` ({{kind}}) kann nicht gelesen werden: {{reason}}. Verweise in sie können nicht geprüft werden.',
  'reference-not-found-unnamed':
    'Die Datei ({{kind}}) kann nicht gelesen werden: {{reason}}. Verweise in sie können nicht geprüft werden.',
  'reference-invalid':
    '`{{file}}` ist keine gültige Datei ({{kind}}), daher wurden Verweise in sie nicht geprüft. Prüfen Sie sie für sich, um den Grund zu sehen.',
  'reference-invalid-unnamed':
    'Die angegebene Datei ({{kind}}) ist nicht gültig, daher wurden Verweise in sie nicht geprüft. Prüfen Sie sie für sich, um den Grund zu sehen.',
  'internal-error':
    'Die Prüfungen für {{kind}} brachen mit einem internen Fehler ab ({{detail}}). Die Datei kann trotzdem in Ordnung sein; bitte melden Sie das.',
  'cli-conform-summary': '{{passed}} bestanden, {{failed}} nicht bestanden',
  'cli-conform-unreadable': 'die Falldatei kann nicht gelesen werden: {{reason}}',
  'cli-written': 'geschrieben: {{file}}',
  'cli-written-faces': 'geschrieben: {{count}} PNG-Seiten in {{folder}}',
  'cli-internal-error': 'Die Prüfung brach mit einem internen Fehler ab: {{detail}}. Bitte melden Sie das.',
  'checks-skipped':
    'Beheben Sie zuerst die Probleme oben: Die weiteren Prüfungen für {{kind}} (Verweise, Spielplan, Zeiten) laufen, sobald die Datei ihrem Schema entspricht.',
  'too-many-problems': '…und {{count}} weitere Probleme, die nicht aufgeführt sind.',

  // ---- Schema -------------------------------------------------------------------------------------------------------
  'path-root': 'Das Dokument',
  'document-start': 'Das Dokument',
  'schema-required': '{{where}} braucht `{{missing}}`.',
  'schema-required-about': '{{where}} braucht `{{missing}}`: {{about}}',
  'schema-unknown-property': '`{{property}}` ist keine Eigenschaft von {{name}}.{{hint}}',
  'schema-unknown-property-root': '`{{property}}` ist keine Eigenschaft dieses Dokuments.{{hint}}',
  'hint-did-you-mean': ' Meinten Sie `{{guess}}`?',
  'hint-known-here': ' Hier bekannt: {{known}}.',
  'hint-known': ' Bekannt: {{known}}.',
  'schema-type': '{{name}} muss {{expected}} sein, nicht {{actual}}.',
  'schema-enum': '{{name}} muss einer dieser Werte sein: {{allowed}}.',
  'schema-enum-guess': '{{name}} muss einer dieser Werte sein: {{allowed}} – meinten Sie `{{guess}}`?',
  'schema-const': '{{name}} muss {{value}} sein.',
  'schema-pattern-hint': '{{name}} {{hint}}.',
  'schema-pattern': '{{name}} ist nicht in der erwarteten Form geschrieben ({{pattern}}).',
  'pattern-id':
    'muss aus Kleinbuchstaben und Ziffern bestehen, als Wörter durch Bindestriche verbunden, etwa `reed-sniper`',
  'pattern-version': 'muss eine Versionsnummer sein, etwa `1.0` oder `1.2.3`',
  'pattern-time': 'muss eine Momentum-Zeit „Zyklus.Phase“ sein, etwa "2.6", mit einer Phase von 1 bis 12',
  'pattern-terrain-row': 'darf nur die Geländecodes . ~ % X # _ enthalten (höchstens 40 pro Zeile)',
  'pattern-catalog-path': 'muss der Pfad einer Katalogdatei sein, die auf `.catalog.json` endet',
  'pattern-units-path': 'muss der Pfad einer Einheitendatei sein, der auf `.units.json` endet',
  'schema-minimum': '{{name}} muss mindestens {{limit}} sein (ist {{value}}).',
  'schema-exclusive-minimum': '{{name}} muss größer als {{limit}} sein (ist {{value}}).',
  'schema-maximum': '{{name}} darf höchstens {{limit}} sein (ist {{value}}).',
  'schema-exclusive-maximum': '{{name}} muss kleiner als {{limit}} sein (ist {{value}}).',
  'schema-items-exactly': '{{name}} muss genau {{limit}} {{limit|Eintrag|Einträge}} haben (hat {{count}}).',
  'schema-items-min': '{{name}} muss mindestens {{limit}} {{limit|Eintrag|Einträge}} haben (hat {{count}}).',
  'schema-items-max': '{{name}} darf höchstens {{limit}} {{limit|Eintrag|Einträge}} haben (hat {{count}}).',
  'schema-one-key': '{{name}} muss genau eines davon haben: {{keys}}.',
  'schema-properties-min': '{{name}} muss mindestens {{limit}} {{limit|Eigenschaft|Eigenschaften}} haben.',
  'schema-properties-max': '{{name}} darf höchstens {{limit}} {{limit|Eigenschaft|Eigenschaften}} haben.',
  'schema-length-min': '{{name}} muss mindestens {{limit}} Zeichen lang sein.',
  'schema-length-max': '{{name}} darf höchstens {{limit}} Zeichen lang sein.',
  'schema-choice': '{{name}} muss {{words}} sein.',
  'schema-unique-items':
    '{{name}} darf keine doppelten Einträge haben (die Einträge {{first}} und {{second}} sind gleich).',
  'schema-property-names': '{{name}} hat einen ungültigen Eigenschaftsnamen.',
  'schema-invalid': '{{name}} ist ungültig ({{detail}}).',
  'type-string': 'ein Text in doppelten Anführungszeichen',
  'type-integer': 'eine ganze Zahl',
  'type-number': 'eine Zahl',
  'type-boolean': 'true oder false',
  'type-array': 'eine Liste `[…]`',
  'type-object': 'ein Objekt `{…}`',
  'type-null': 'null',
  'type-value': 'ein Wert',
  'branch-one-of': 'einer der Werte {{values}}',
  'branch-object-one-of': 'ein Objekt mit einem von {{values}}',
  'branch-allowed-forms': 'eine der erlaubten Formen',
  'join-or': '{{first}} oder {{second}}',
  'join-comma-or': '{{first}}, oder {{second}}',

  // ---- Gemeinsame Prüfungen -----------------------------------------------------------------------------------------
  'duplicate-id':
    'Zwei {{what}} haben die Kennung `{{id}}` (die andere steht bei {{first}}). Kennungen müssen eindeutig sein, damit Verweise klar sind.',
  'unknown-ref': '`{{id}}` ist {{what}} {{where}}.{{hint}}',
  'in-this-mission': 'in dieser Mission',
  'in-this-catalog': 'in diesem Katalog',
  'in-catalog-file': 'im Katalog `{{file}}`',
  'of-this-card': 'auf dieser Karte',
  'ref-attack': 'kein Angriff',
  'ref-equipment': 'keine Ausrüstungskarte',
  'ref-hero': 'kein Held',
  'ref-enemy': 'kein Gegner',
  'ref-spawn-point': 'kein Spawnpunkt',
  'ref-object': 'kein interaktives Objekt',
  'ref-event': 'kein Ereignis',
  'ref-group': 'keine Gegnergruppe',
  'ref-zone': 'keine Zone',
  'ref-hero-taking-part': 'kein teilnehmender Held',
  'ref-tile': 'weder Spielplanteil noch Verbindungsstück',
  'ref-scenic-element': 'kein Umgebungselement',
  'ref-draft-card': 'keine Gegnerrekrutierungskarte',
  'ref-resource': 'keine Rohstoffkarte',
  'ref-learned-skill': 'keine von {{hero}} gelernte Fertigkeit',
  'ref-event-card': 'keine Ereigniskarte (und nicht `random`)',
  'things-entries-in': 'Einträge in `{{key}}`',
  'things-attacks-on-card': 'Angriffe auf dieser Karte',
  'things-skills-of': 'Fertigkeiten von {{owner}}',
  'things-psionic-powers-of': 'Psi-Kräfte von {{owner}}',
  'things-powers-of': 'Kräfte von {{owner}}',
  'things-scenic-elements': 'platzierte Umgebungselemente',
  'things-spawn-points': 'Spawnpunkte',
  'things-enemy-groups': 'Gegnergruppen',
  'things-objects': 'Objekte',
  'things-loot': 'Beutemarker',
  'things-events': 'Ereignisse',
  'things-zones': 'Zonen',
  'things-enemy-models': 'Gegnerfiguren',
  'things-locations': 'Orte',
  'things-hosts': 'Wirte',
  'things-status-tokens': 'Statusplättchen',
  'things-skills': 'Fähigkeiten',
  'things-failure-cards': 'Fehlschlagskarten',
  'wall-not-an-edge':
    'Eine Wand liegt zwischen zwei Feldern mit gemeinsamer Seite; [{{first}}] und [{{second}}] haben keine.',

  // ---- Katalog ------------------------------------------------------------------------------------------------------
  'die-face-repeats-symbol':
    'Seite {{face}} des {{die}} zeigt `{{symbol}}` zweimal; eine Seite trägt jedes Symbol höchstens einmal (D-1).',
  'die-action': 'Aktionswürfels',
  'die-penalty': 'Strafwürfels',
  'die-symbol-counts':
    'Der Aktionswürfel passt nicht zu den Symbolzahlen der Spielregel (ST-5.2): {{detail}}.',
  'die-symbol-count': '{{symbol}} auf {{count}} Seiten (nötig: {{needed}})',
  'die-penalty-differs':
    'Der Strafwürfel unterscheidet sich vom Aktionswürfel; die Regel-Engine geht davon aus, dass beide dieselbe Seitentabelle haben (D-1). Eine Strafseite, zu der keine Aktionsseite passt, entfernt nie einen Würfel.',
  'chain-same-attack':
    'Eine Kette verbindet zwei verschiedene Angriffe (ST-28.1); beide Einträge nennen denselben.',
  'range-reversed':
    'Die Reichweite [{{min}}, {{max}}] hat ihr Minimum über ihrem Maximum; schreiben Sie sie als [{{max}}, {{min}}].',
  'tile-ragged':
    'Zeile {{row}} des Spielplanteils `{{tile}}` hat {{length}} Felder, die erste Zeile aber {{width}}; ein Spielplanteil ist ein Rechteck.',
  'wall-off-tile':
    'Diese Wand zwischen [{{first}}] und [{{second}}] liegt nicht auf dem Spielplanteil `{{tile}}` (seine Felder reichen von [0,0] bis [{{maxX}},{{maxY}}]).',
  'equipment-needs-hands':
    '`{{id}}` kommt in einen Handplatz: Geben Sie mit `"hands": 1` oder `2` an, wie viele Hände es braucht.',
  'equipment-hands-unused':
    '`hands` gilt nur für Ausrüstung in der Hand; `{{id}}` belegt den Platz {{slot}}.',
  'upgrade-level':
    'Eine Verbesserung geht genau eine Stufe höher (ST-2.4.2): `{{id}}` hat Stufe {{level}}, `{{next}}` hat Stufe {{nextLevel}}.',
  'scenic-needs-health':
    '`{{id}}` ist {{category}} und kann zerstört werden (ST-31): Geben Sie ihm `health`.',
  'scenic-needs-levels':
    '`{{id}}` ist {{category}}: Geben Sie seine Höhe mit `levels` an (ein Container ist meist 1).',
  'footprint-repeats-square': 'Die Grundfläche nennt [{{square}}] zweimal.',
  'cell-colour-missing': '`{{id}}` ist eine Energiezelle: Geben Sie ihre Farbe mit `cell` an.',
  'oblivion-needs-phases':
    '`{{id}}` ist vorübergehend: Geben Sie mit `phases` an, wie viele Phasen die Karte wirkt.',

  // ---- Mission ------------------------------------------------------------------------------------------------------
  'time-end-before-start':
    'Die Mission endet bei {{end}}, also nicht nach ihrem Beginn {{start}}. Die Zeiten laufen 1.1 … 1.11, 2.12, 2.1 … (der Zyklus rückt bei Phase 12 weiter).',
  'event-after-end':
    '{{what}} zum Zeitpunkt {{time}} tritt nie ein: Die Mission endet bei {{end}}, und zur Endzeit wird nichts anderes mehr abgehandelt (D-8).',
  'event-before-start':
    '{{what}} zum Zeitpunkt {{time}} tritt nie ein: Die Zeiger beginnen bei {{start}}, und nur Zeiten, zu denen sie weiterrücken, werden erreicht.',
  'subject-event': 'Ereignis `{{id}}`',
  'subject-condition': 'Diese Bedingung',
  'duplicate-hero': '`{{hero}}` nimmt zweimal teil (der andere Eintrag steht bei {{first}}).',
  'patrol-without-route':
    'Gruppe `{{id}}` patrouilliert, hat aber keine Route `patrol`: Geben Sie ihr eine, oder setzen Sie ihren Zustand auf `waiting` oder `combat`.',
  'route-without-patrol':
    'Gruppe `{{id}}` hat eine Patrouillenroute, ist aber im Zustand `{{state}}` und läuft sie deshalb nie ab.',
  'skill-slots-exceeded':
    '{{hero}} hat {{slots}} Fertigkeitsplätze, aber {{count}} Fertigkeiten sind gewählt (ST-2.6.2).',
  'enemy-group-mixed':
    'Gruppe `{{id}}` mischt Miniaturen ({{families}}); jede Miniaturenfamilie hat ihr eigenes Aktivierungsplättchen (ST-18), bilden Sie also eine Gruppe pro Familie.',
  'draft-deck-empty':
    'Spawnpunkt `{{id}}` zieht Gegnerrekrutierungskarten mit Defcon {{defcon}}, aber der Rekrutierungsstapel hat keine: Dort erscheint nichts.',
  'board-too-large':
    'Die Spielplanteile umfassen {{width}}×{{height}} Felder; ein Spielplan darf höchstens {{limit}} Felder breit und {{limit}} Felder hoch sein (die Grenze des Simulators). Rücken Sie `{{tile}}` näher an [0, 0].',
  'path-absolute':
    '`{{path}}` ist ein absoluter Pfad: Geben Sie die Datei relativ zu diesem Dokument an, daneben oder in einem Ordner darunter (etwa `{{example}}`), damit Dokument und Dateien zusammen weitergegeben werden.',
  'path-parent':
    '`{{path}}` verlässt mit `..` den Ordner dieses Dokuments: Legen Sie die Datei neben das Dokument oder in einen Ordner darunter (etwa `{{example}}`).',
  'spawn-nothing':
    'Dieses Erscheinen nennt keine Gegner, und Spawnpunkt `{{point}}` hat keine eigene Regel: Es erscheint nichts.',
  'placement-off-board':
    '{{what}} bei [{{x}}, {{y}}] liegt außerhalb des Spielplans: Kein Spielplanteil und kein Verbindungsstück bedeckt dieses Feld.',
  'placement-non-zone':
    '{{what}} bei [{{x}}, {{y}}] steht auf einem Feld der Geisterzone (`_`): Es gehört nicht zum Spielplan.',
  'placement-impassable': '{{what}} bei [{{x}}, {{y}}] steht auf unpassierbarem Gelände (`X`).',
  'placement-obstruction':
    '{{what}} bei [{{x}}, {{y}}] steht auf einem Hindernis, das auf das Spielplanteil gedruckt ist (`#`).',
  'placement-overlap': '`{{id}}` überlappt `{{other}}` bei [{{square}}].',
  'placement-on-wall':
    '`{{id}}` liegt quer über der Wand zwischen [{{first}}] und [{{second}}]; drehen oder verschieben Sie es, sodass die Wand an seiner Seite entlangläuft.',
  'placement-no-standing':
    '{{who}} bei [{{square}}] steht auf `{{element}}` ({{category}}{{threeD}}), auf dem keine Figur stehen kann (D-27).',
  'placement-occupied':
    '{{who}} steht auf [{{square}}], wo schon {{other}} steht: Ein Feld fasst eine Figur oder ein Objekt (ST-2.2).',
  'placement-under': '{{what}} bei [{{square}}] liegt unter `{{element}}`, das keine Figur betreten kann.',
  'terrain-off-board': 'Die Geländeänderung bei [{{at}}] liegt außerhalb des Spielplans.',
  'deployment-off-board': 'Kein Feld der Aufstellungszone ist ein Bodenfeld des Spielplans.',
  'zone-off-board': 'Zone `{{id}}` liegt ganz außerhalb des Spielplans.',
  'hero-outside-deployment':
    '`{{hero}}` beginnt bei [{{at}}], außerhalb der Aufstellungszone. Helden beginnen in ihr.',
  'tile-overlap':
    '`{{tile}}` überlappt `{{other}}` (platziert bei [{{at}}]), zuerst auf Feld [{{square}}]. Spielplanteile und Verbindungsstücke liegen nebeneinander.',
  'wall-off-board':
    'Die Wand zwischen [{{first}}] und [{{second}}] liegt außerhalb des Spielplans ({{width}} × {{height}} Felder, ab [0,0]): Sie kann nie etwas blockieren. Setzen Sie sie an ein Feld des Spielplans oder entfernen Sie sie.',
  'opening-without-wall': 'Zwischen [{{first}}] und [{{second}}] gibt es keine Wand zu entfernen.',
  'objective-unreachable':
    'Kein Held kann {{where}} von den Startfeldern aus erreichen: Wände, Lücken, unpassierbare Felder oder zu große Höhen sind im Weg.',
  'objects-unreachable':
    'Kein Held kommt von den Startfeldern aus neben {{objects}}, daher können {{needed}} dieser Objekte nie benutzt werden.',
  'board-checks-skipped':
    'Die Prüfungen des Spielplans (Platzierung, Überlappungen, Erreichbarkeit) warten, bis jedes Spielplanteil im Katalog gefunden wird.',
  'subject-part-of': 'Ein Teil von `{{id}}`',
  'subject-spawn-point': 'Spawnpunkt `{{id}}`',
  'subject-loot': 'Beutemarker `{{id}}`',
  'subject-waypoint': 'Patrouillenpunkt {{n}} von `{{id}}`',
  'subject-place': 'Dieser Ort',
  'subject-this-loot': 'Dieser Beutemarker',
  'subject-height-change': 'Diese Höhenänderung',
  'who-hero': 'der Held `{{id}}`',
  'who-object': 'das Objekt `{{id}}`',
  'who-model': 'die Figur `{{id}}`',
  'place-square': 'das Feld [{{square}}]',
  'place-zone': 'die Zone `{{id}}`',
  'place-object': 'das Objekt `{{id}}`',

  // ---- Ortsdeck -----------------------------------------------------------------------------------------------------
  'duplicate-letter':
    '{{what}} hat zwei Karten mit dem Buchstaben {{letter}} (die andere steht bei {{first}}). Die Buchstaben A–H sind innerhalb eines Ortes eindeutig; beschriften Sie eine der beiden neu.',
  'letter-gap':
    '{{what}} hat keine Karte {{gaps}}: Die Buchstaben springen. Die Spieler suchen jeden Buchstaben von der Liste auf Karte A.',
  'subject-base': 'Die Basis',
  'duplicate-item-number':
    'Zwei Objekte tragen die Nummer {{number}} (das andere steht bei {{first}}). Karten nennen Objekte über ihre Nummer, daher wird jede Nummer einmal vergeben (TS-32.22).',
  'duplicate-token-number':
    'Zwei Statusplättchen verwenden das Plättchen {{number}} aus der Schachtel (das andere steht bei {{first}}); jedes der 24 Plättchen kann nur eine Bedeutung haben.',
  'duplicate-resource-colour':
    'Die Ressource {{colour}} ist zweimal beschrieben; behalten Sie eine Beschreibung pro Farbe.',
  'duplicate-location-name':
    'Zwei Orte heißen „{{name}}“ (der andere steht bei {{first}}). Die Namen sagen dem Zeit-Captain, welche Karten er ziehen soll (TS-32.8).',
  'duplicate-hotspot':
    'Der Ort `{{id}}` ist zweimal auf dem Plan eingezeichnet; nur die Zugangsbedingung des ersten Hotspots gilt.',
  'unknown-location': '`{{id}}` ist kein Ort dieses Decks.{{hint}}',
  'unknown-status-token':
    '`{{id}}` ist kein Statusplättchen dieses Decks; fügen Sie es unter statusTokens hinzu.{{hint}}',
  'unknown-host': '`{{id}}` ist kein Wirt dieses Decks.{{hint}}',
  'unknown-item':
    'Kein Objekt trägt die Nummer {{number}}; fügen Sie es unter items hinzu, oder berichtigen Sie die Nummer.',
  'unknown-skill': '`{{id}}` ist keine Fähigkeit dieses Decks; fügen Sie sie unter skills hinzu.{{hint}}',
  'unknown-failure': '`{{id}}` ist keine Fehlschlagskarte dieses Decks.{{hint}}',
  'resource-undescribed':
    'Die Ressource {{colour}} wird benutzt, aber das Deck sagt nie, wofür sie steht; beschreiben Sie sie unter resources.',
  'return-to-self':
    'Eine Karte von `{{id}}` schickt das Team nach `{{id}}` selbst; ein Ortswechsel führt immer woandershin (TS-18.3.5, TS-32.9).',
  'card-ref-outside-location':
    '`{{key}}` nennt eine Karte des aktuellen Ortes und wirkt daher nur auf einer Ortskarte.',
  'reveal-target-missing':
    '`{{location}}` hat keine Karte {{letter}}, die aufgedeckt werden könnte (TS-32.16).',
  'permit-target-missing': '`{{location}}` hat keine Karte {{letter}}, die erlaubt werden könnte (TS-32.16).',
  'reveal-self': 'Eine Karte kann sich nicht selbst aufdecken; nennen Sie eine andere Karte des Ortes.',
  'permit-self': 'Eine Karte kann sich nicht selbst erlauben; nennen Sie eine andere Karte des Ortes.',
  'reveal-unlocked':
    'Karte {{letter}} hat keine Verschlussbedingung; sie aufzudecken erspart den Agenten nur einen Zug (TS-24 ist für verschlossene Karten gedacht).',
  'permit-not-forbidden': 'Karte {{letter}} ist nicht verboten; sie zu erlauben ändert nichts.',
  'base-card-a-missing': 'Die Basis hat keine Karte A; die Einsatzbesprechung beginnt mit Karte A (TS-32.5).',
  'card-a-missing':
    '`{{name}}` hat keine Karte A. Karte A ist die Erzählkarte, die der Zeit-Captain bei der Ankunft vorliest, und listet die Karten des Ortes (TS-10.2).',
  'card-a-not-a-slot':
    'Karte A von `{{name}}` hat {{extras}}; Karte A ist eine reine Erzählkarte, auf der niemand steht (TS-40.10). Verschieben Sie das auf eine Panoramakarte.',
  'card-a-list':
    'Karte A von `{{name}}` listet {{listed}}, die Karten des Ortes sind aber {{letters}}. Die Liste muss genau die Karten des Ortes nennen (TS-10.2.2); entfernen Sie `lists`, damit das Studio sie druckt.',
  nothing: 'nichts',
  'lists-not-card-a': 'Nur Karte A druckt die Liste der Karten des Ortes; diese Liste wird ignoriert.',
  'mandatory-perishable':
    'Eine Pflichtkarte, die zugleich abgeworfen wird, wenn sie nicht erkundet wird, kann nie abgeworfen werden: Jemand muss sie ohnehin erkunden (TS-32.15).',
  'location-unreachable':
    '`{{id}}` ist weder auf dem Plan noch das Ziel eines go-to-Effekts: Das Team kann nie dorthin gelangen (TS-32.11).',
  'plan-too-small': 'Der Plan zeigt weniger als 2 Orte, daher kann das Team nie den Ort wechseln (TS-32.10).',
  'failure-time-missing':
    'Das Deck hat keine Karte „Mission fehlgeschlagen“ vom Typ `time`; sie wird gelesen, wenn der Zeitmarker 0 erreicht (TS-32.26).',
  'failure-time-ambiguous':
    'Es gibt mehrere Fehlschlagskarten vom Typ `time`, und `{{id}}` hat keine Bedingung: Die erste gewinnt immer, die späteren werden nie gelesen (TS-40.31).',
  'failure-special-unused':
    'Kein Effekt liest die besondere Fehlschlagskarte `{{id}}`; eine Karte vom Typ `special` wird nur gelesen, wenn ein Effekt sie nennt (TS-32.26).',
  'hosts-too-few':
    'Das Deck hat {{hosts}} {{hosts|Wirt|Wirte}} für bis zu {{players}} Spieler; jeder Spieler braucht einen Wirt (TS-32.23).',
  'start-not-on-plan': 'Der Startort ist nicht auf dem Plan, daher kann das Team nie dorthin zurückkehren.',
  'shield-kind-repeated':
    'Diese Schildart hat schon einen Stapel auf der Probe; legen Sie alle Schilde einer Art auf einen Stapel (TS-32.17).',
  'shield-kinds-too-many': 'Die Probe zeigt {{count}} Schildarten; eine Probe hat höchstens 3 (TS-19.1).',
  'special-shield-undefined':
    'Die Probe verwendet besondere Schilde, aber das Deck sagt nie, was sie bewirken; ergänzen Sie `specialShield` (TS-32.20).',
  'test-unrollable':
    'Kein Wirt hat Würfel in `{{skill}}`{{items}}, daher kann niemand für diese Probe würfeln (TS-32.19).',
  'padlock-unrollable':
    'Kein Wirt hat Würfel in `{{skill}}`{{items}}, daher kann niemand für diese Probe würfeln, und ein Agent auf ihr kommt nie wieder weg: ein Softlock (TS-32.19).',
  'unrollable-no-item': ' und kein erreichbares Objekt gibt welche dazu',
  'subject-card-of': 'Karte {{letter}} von `{{location}}`',
  'lock-token-never-granted':
    '{{what}} braucht das Statusplättchen `{{id}}`, aber keine Karte gibt es (TS-32.12). Fügen Sie ein `gain-status` dort hinzu, wo das Team vorher hinkommt.',
  'lock-token-unobtainable':
    '{{what}} braucht `{{id}}`, das nur {{count|die Karte|die Karten}} {{cards}} {{count|gibt|geben}}, und das Team kann sie nie vorher öffnen.',
  'lock-item-never-granted':
    '{{what}} braucht Objekt {{number}}, aber keine Karte gibt es, und kein Wirt beginnt damit (TS-32.13).',
  'lock-item-unobtainable':
    '{{what}} braucht Objekt {{number}}, das nur {{count|die Karte|die Karten}} {{cards}} {{count|gibt|geben}}, und das Team kann sie nie vorher öffnen.',
  'forbidden-unopenable':
    '{{what}} ist verboten, und keine Karte erlaubt sie oder deckt sie auf, daher wird sie nie jemand erkunden (TS-32.14).',
  'mandatory-locked':
    '{{what}} ist Pflicht, aber ihre Verschlussbedingung kann bei der Ankunft nie erfüllt sein: ein Softlock (TS-32.15).',
  'lock-circular':
    '{{what}} kann nie geöffnet werden: Was ihre Verschlussbedingungen brauchen, gibt es erst nach dem Öffnen.',
  'condition-token-never-granted':
    'Diese Bedingung fragt nach `{{id}}`, aber keine Karte gibt es, daher gilt sie nie (TS-32.12).',
  'condition-item-never-granted':
    'Diese Bedingung fragt nach Objekt {{number}}, aber nichts gibt es, daher gilt sie nie.',
  'success-missing':
    'Keine Karte führt zur Karte „Mission erfolgreich“. Fügen Sie den Effekt `"success"` der Karte oder Probe hinzu, die die Mission gewinnt (TS-32.25).',
  'success-unreachable':
    'Die Erfolgskarte kann nie gelesen werden: Mit dem, was das Deck gibt, erreicht das Team von der Basis aus nie {{cards}} (TS-32.25).',
  'location-never-open': '`{{id}}` ist auf dem Plan, aber seine Zugangsbedingung kann nie erfüllt werden.',
  'status-never-used':
    'Nichts gibt das Statusplättchen `{{id}}` oder fragt danach; entfernen oder verwenden Sie es.',
  'status-red-herring':
    '`{{id}}` wird gegeben, aber keine Verschlussbedingung und keine Bedingung fragt danach: eine falsche Fährte (TS-32.28). In Ordnung, wenn beabsichtigt.',
  'item-never-granted':
    'Nichts gibt Objekt {{number}}, und kein Wirt beginnt damit, daher kommt es nie ins Spiel (TS-32.22).',
  'item-unused':
    'Objekt {{number}} wird gegeben, aber nichts fragt danach, und es gibt keinen Bonus: eine falsche Fährte (TS-32.28). In Ordnung, wenn beabsichtigt.',
  'agency-items-many':
    '{{agency}} von {{total}} Objekten tragen das Agency-Logo; spätere Durchläufe werden viel leichter (TS-32.22).',
  'box-shields-of-kind':
    'Die Schachtel enthält {{max}} Schilde dieser Art; diese Probe braucht {{count}} (TS-32.21).',
  'box-normal-shields':
    'Die Proben dieses Ortes brauchen {{count}} normale Schilde; die Schachtel enthält {{max}} (TS-32.21).',
  'box-dice':
    '{{host}} kann mit Objekten {{count}} Würfel in {{skill}} werfen; die Schachtel hat {{max}} Aktionswürfel (TS-40.21).',
  'box-status-tokens': 'Das Deck verwendet {{count}} Statusplättchen; die Schachtel hat {{max}}.',
  'box-lp-tokens': 'Vier Wirte brauchen zusammen {{count}} LP-Marker; die Schachtel hat {{max}} (TS-32.21).',

  // ---- `studio validate` --------------------------------------------------------------------------------------------
  'cli-summary':
    '{{files}} {{files|Datei|Dateien}}: {{valid}} gültig, {{invalid}} ungültig{{unreadable}} ({{errors}} Fehler, {{warnings}} {{warnings|Warnung|Warnungen}})',
  'cli-summary-unreadable': ', {{count}} unlesbar',
};
