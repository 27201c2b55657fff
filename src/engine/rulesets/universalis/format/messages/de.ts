/**
 * Die deutschen Meldungen der Universalis-Prüfungen, mit den Begriffen des Regelbuchs (Einheitenkarte, Kraftkarte,
 * Fraktion, Disziplin, Geländestück, Objekt, Aufstellungszone, Gruppenführer, Telematon, Operator, Koloss, Base,
 * Spielfeld). Gleiche Ids und Platzhalter wie en.ts.
 */
import type { UniversalisMessageId } from './en';

export const universalisDe: { readonly [I in UniversalisMessageId]: string } = {
  'kind-skirmish': 'Scharmützel-Szenario',
  'kind-units': 'Einheitendatei',
  'things-unit-cards': 'Einheitenkarten',
  'things-power-cards': 'Kraftkarten',
  'things-factions': 'Fraktionen',
  'things-disciplines': 'Disziplinen',
  'things-card-entries': 'Eigenschaften, Waffen, Rüstungen oder Ausrüstungsgegenstände dieser Karte',
  'things-terrain-pieces': 'Geländestücke',
  'things-models': 'Modelle',
  'ref-unit-card': 'keine Einheitenkarte',
  'ref-power-card': 'keine Kraftkarte',
  'ref-faction': 'keine Fraktion',
  'ref-discipline': 'keine Disziplin',
  'ref-terrain-piece': 'kein Geländestück',
  'ref-model-of-side': 'kein Modell der Seite {{side}}',
  'in-this-units-file': 'in dieser Einheitendatei',
  'in-units-file': 'in der Einheitendatei `{{file}}`',
  'in-this-skirmish': 'in diesem Szenario',
  'subject-model': 'Modell `{{id}}`',
  'subject-object': 'Objekt `{{id}}`',
  'subject-zone': 'Zone `{{id}}`',
  'subject-ladder': 'Eine Leiter von `{{id}}`',
  'subject-piece': 'Geländestück `{{id}}`',
  'polygon-of': 'Der Umriss von {{what}}',
  'polygon-zone': 'Zone `{{id}}`',
  'polygon-piece': 'Geländestück `{{id}}`',
  'environment-difficult': 'jede Bewegung halbiert wird, sofern der Bewegungstest nicht gelingt',
  'environment-impassable': 'bodengebundene Modelle sich gar nicht bewegen können',
  'environment-cover': 'jeder Schuss den Abzug für {{level}} Deckung erhält',
  'environment-sight': 'Sichtlinien nach {{cm}} cm enden',
  'cover-soft': 'weiche',
  'cover-hard': 'harte',
  'cover-massive': 'massive',
  'movement-legs': 'mit Beinen',
  'movement-tracks': 'mit Ketten',
  'movement-wheels': 'mit Rädern',

  'hp-over-limit':
    '`{{id}}` hat {{total}} Trefferpunkte ({{normal}} weiße + {{critical}} orange); ein Modell hat höchstens 20 (UN-3.5.4).',
  'hp-none': '`{{id}}` hat überhaupt keine Trefferpunkte: Geben Sie ihm mindestens einen Kreis (UN-3.5).',
  'size-not-allowed': '`{{id}}` hat die Größe `{{size}}`, aber {{allowed}} (UN-3.2).',
  'sizes-standard': 'ein Standardmodell ist klein, mittel oder groß',
  'sizes-colossus': 'ein Koloss ist groß oder riesig',
  'attributes-missing':
    '`{{id}}` braucht alle sechs Attribute, wie jedes Modell außer einem Telematon; es {{count|fehlt|fehlen}} {{missing}} (UN-3.3).',
  'telematon-attributes':
    '`{{id}}` ist ein Telematon: Es hat kein eigenes {{extra}} und würfelt mit den Werten seines Operators (UN-19.5). Entfernen Sie {{count|es|sie}}.',
  'capabilities-unset':
    '`{{id}}` ist {{what}}: Geben Sie mit `"capabilities": {"hands": …}` an, ob es Hände hat. Ohne diese Angabe nimmt die Regel-Engine an, dass es keine hat, also keine Handwaffen abfeuert und keine Objekte benutzt (AD-77).',
  'a-telematon': 'ein Telematon',
  'a-colossus': 'ein Koloss',
  'power-targets-model': 'ein Modell',
  'power-targets-self': 'ihren Nutzer',
  'hook-field-missing': 'Ein `{{kind}}`-Hook von `{{owner}}` braucht `{{field}}` (AD-79); der Simulator überspringt ihn.',
  'hook-field-unused': '`{{field}}` bedeutet einem `{{kind}}`-Hook nichts (von `{{owner}}`, AD-79).',
  'hook-action-without-ap':
    '`{{owner}}` hat einen Aktions-Hook, aber keine AP-Kosten: Ohne die Aktion „Nutzen“ wird er nie gespielt (UN-7.4, AD-79).',
  'hook-power-only':
    'Der `{{kind}}`-Hook von `{{owner}}` wirkt nur bei einer anhaltenden Kraft: eine Eigenschaft oder ein Gegenstand legt keine anhaltende Wirkung (AD-79); der Simulator überspringt ihn.',
  'hook-lasting-instant':
    'Der `{{kind}}`-Hook von `{{owner}}` hält so lange wie seine Kraft, aber `{{owner}}` ist sofortig (UN-20.2.7): mach sie `"duration": "lasting"` oder entferne den Hook; der Simulator überspringt ihn.',
  'hook-blocker-not-area':
    'Der Sichtblocker von `{{owner}}` braucht einen Zielpunkt, aber die Kraft zielt auf {{target}} (UN-20.2.5): mach sie `"target": "area"`; der Simulator überspringt den Hook.',
  'hook-radius-not-positive':
    'Der Sichtblocker von `{{owner}}` hat einen Radius von 0 cm und blockiert nichts (AD-79): gib `radiusCm` mehr als 0; der Simulator überspringt ihn.',
  'weapon-field-unused':
    '`{{field}}` wirkt bei der Nahkampfwaffe `{{weapon}}` von `{{id}}` nicht: Dauerfeuer, indirekter Beschuss und Flächenwirkung gelten nur für Fernkampfwaffen (UN-12.2).',
  'mount-not-colossus':
    '`{{weapon}}` von `{{id}}` hat eine Montage (`mount`), aber nur Kolosse haben Trefferzonen, an denen Waffen montiert sind (UN-18.3, AD-73).',
  'load-over-capacity':
    '`{{id}}` trägt {{load}} kg bei einer Tragkraft von {{capacity}} kg: AGI und GK auf der Karte müssen −{{penalty}} bereits enthalten (UN-4.4.4).',

  'polygon-self-intersecting':
    '{{what}} kreuzt sich selbst bei [{{x}}, {{y}}] (Kanten {{first}} und {{second}}): Geben Sie die Ecken der Reihe nach um die Form herum an.',
  'polygon-repeated-point':
    '{{what}} nutzt die Ecke [{{x}}, {{y}}] zweimal (Punkte {{first}} und {{second}}); ein einfaches Polygon besucht jede Ecke einmal.',
  'polygon-zero-area': '{{what}} hat keine Fläche: Seine Ecken liegen auf einer Linie.',
  'off-table':
    '{{what}} bei [{{x}}, {{y}}] ragt {{over}} cm über den Rand des 90 × 90 cm großen Spielfelds hinaus (AD-5).',
  'terrain-overlap':
    'Die Geländestücke `{{id}}` und `{{other}}` überlappen; wo sie das tun, bestimmt `{{winner}}` (das spätere in der Liste) Typ, Passierbarkeit und Deckung (AD-42).',
  'ladder-misplaced':
    '{{what}} steht bei [{{x}}, {{y}}], {{distance}} cm vom Geländestück entfernt; eine Leiter steht an seinem Rand.',
  'ladder-too-high': '{{what}} reicht bis {{to}} cm, höher als das Geländestück mit {{height}} cm.',
  'environment-everywhere':
    'Das ganze Spielfeld ist `{{type}}` (UN-9.7): Das gilt überall, wo kein Geländestück liegt, also {{effects}} (AD-41).',

  'bases-overlap':
    'Die Bases von `{{id}}` und `{{other}}` überlappen ({{overlap}} cm); Bases dürfen sich berühren, aber nie überlappen (AD-25).',
  'model-in-solid-terrain':
    '`{{id}}` steht im festen Geländestück `{{piece}}` (Höhe {{height}} cm); stellen Sie es daneben oder mit `"z": {{height}}` darauf.',
  'model-height':
    '`{{id}}` steht auf z = {{z}} cm, aber unter der Mitte seiner Base liegt kein festes Geländestück dieser Höhe; ein Modell steht auf dem Spielfeld (z = 0) oder oben auf einem festen Geländestück (z = dessen Höhe).',
  'model-in-impassable-terrain':
    '`{{id}}` bewegt sich {{movement}} und steht im unpassierbaren Geländestück `{{piece}}`, das bodengebundene Modelle nicht betreten können (AD-40).',
  'colossus-in-building':
    '`{{id}}` ist ein Koloss im normalen Gebäude `{{piece}}`; Kolosse können normale Gebäude nicht betreten (UN-18.2.2).',
  'deployment-outside-zone':
    '`{{id}}` bei [{{x}}, {{y}}] steht nicht ganz in der Aufstellungszone `{{zone}}` der Seite {{side}} (UN-5.4).',
  'deployment-too-close':
    '`{{id}}` ist {{distance}} cm vom gegnerischen Modell `{{other}}` entfernt; kein Modell darf näher als 12 cm an einem Gegner aufgestellt werden (UN-5.4.4).',
  'zone-overlap':
    'Die Aufstellungszonen `{{zone}}` (Seite a) und `{{other}}` (Seite b) überlappen; die Zonen der Spieler sollten das nicht (DM-5).',
  'faction-mismatch':
    '`{{id}}` nutzt die Karte `{{card}}`, die die Fraktion `{{faction}}` der Seite {{side}} nicht aufstellen kann: Ihre Fraktionen sind {{factions}} (DM-7.2).',
  'group-too-small': 'Seite {{side}} hat {{count}} {{count|Modell|Modelle}}; eine Gruppe hat mindestens 2 (UN-2.2.1).',
  'leader-none': 'Seite {{side}} hat keinen Gruppenführer: Markieren Sie ein Modell mit `"leader": true` (UN-2.2.3).',
  'leader-several':
    'Seite {{side}} hat {{count}} Gruppenführer ({{ids}}); eine Gruppe hat genau einen (UN-2.3.1).',
  'points-over-limit':
    'Seite {{side}} stellt {{points}} Punkte auf, mehr als die vereinbarte Grenze von {{limit}} (AD-69).',
  'telematon-without-operator':
    '`{{id}}` ist ein Telematon: Nennen Sie in `operator` das Modell seiner Seite, das es steuert (UN-19.2).',
  'operator-not-telematon': '`{{id}}` ist kein Telematon, daher wirkt `operator` nicht.',
  'operator-self': '`{{id}}` kann sich nicht selbst steuern.',
  'operator-capacity':
    '`{{id}}` steuert {{count}} {{count|Telematon|Telematone}}, seine Karte erlaubt {{capacity}} (UN-19.1).',
  'power-not-in-discipline':
    '`{{id}}` nimmt die Kraft `{{power}}` der Disziplin `{{discipline}}`, die seine Karte `{{card}}` nicht hat (UN-20.1.1).',
  'powers-over-level':
    '`{{id}}` nimmt {{count}} Kräfte aus `{{discipline}}`, hat dort aber Stufe {{level}} (UN-20.1.2).',

  'object-unreachable':
    'Objekt `{{id}}` liegt im festen Geländestück `{{piece}}`, unterhalb seiner Oberseite ({{height}} cm): Kein Modell erreicht es in Basekontakt (UN-8.3.7). Legen Sie es an den Rand des Stücks oder mit `"z": {{height}}` obenauf.',
  'object-order-cycle':
    'Diese Objekte warten im Kreis aufeinander ({{cycle}}): Jedes verlangt, dass zuerst das nächste benutzt wurde, daher kann keines von ihnen je benutzt werden (UN-9.2.4).',
  'restriction-never-met':
    'Kein Modell auf dem Spielfeld hat {{what}} `{{id}}`, den `{{object}}` verlangt, daher kann niemand es benutzen.',
  'restriction-trait': 'die Eigenschaft',
  'restriction-item': 'den Gegenstand',
  'mission-not-standard':
    'Seite {{side}} spielt die Standardmission `{{standard}}`, die gewonnen wird durch: {{expected}}; diese Mission sagt etwas anderes. Lassen Sie `standard` für eine eigene Mission weg.',
  'standard-victory-a': 'alle gegnerischen Modelle eliminiert oder vom Spielfeld, geprüft am Rundenende',
  'standard-victory-objects': 'mindestens 3 Objekte in der eigenen Aufstellungszone am Ende einer Initiativephase',
  'standard-victory-extraction':
    'mindestens die Hälfte der eigenen Modelle in der Extraktionszone am Ende einer Initiativephase',
  'victory-unreachable': 'Seite {{side}} kann so nie gewinnen: {{why}}.',
  'why-objects-count':
    'Sie braucht {{count}} Objekte in `{{zone}}`, aber nur {{usable}} {{usable|tragbares Objekt|tragbare Objekte}} auf dem Spielfeld {{usable|ist|sind}} für ihre Modelle benutzbar',
  'why-models-fraction':
    'Sie braucht {{needed}} ihrer {{total}} Modelle in `{{zone}}`, aber {{stuck}} {{stuck|steht|stehen}} unbeweglich (stationär) außerhalb',
  'victory-not-simulated':
    'Seite {{side}} gewinnt nur durch eigene Bedingungen, über die die Spieler entscheiden; der Simulator kann das nicht und spielt ihre Partien, bis eine Seite allein übrig ist (alle Gegner eliminiert oder geflohen), sonst bis zur Rundengrenze.',
};
