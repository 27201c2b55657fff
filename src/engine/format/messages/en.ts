/**
 * The English diagnostic messages: the source of every message id (de.ts and fr.ts must have exactly these ids, with
 * the same placeholders; a test checks it). English is the language `studio validate` prints by default, so changing
 * a text here changes the CLI's output.
 *
 * Syntax: `{{name}}` is replaced by an argument — data (an id, a property name, a number) or another message (a
 * phrase in the same language). `{{n|one|other}}` prints `one` when the number `n` is singular in the language and
 * `other` otherwise (it prints neither the number nor anything else). Everything else is text.
 *
 * Ids that start with `ref-`, `things-`, `subject-`, `who-`, `place-`, `type-`, `branch-`, `join-`, `in-`, `kind-`
 * … are phrases that fill a placeholder of a sentence; each language words them to fit its own sentences (German
 * says `kein Spawnpunkt` where English says `a spawn point`, because its sentence is "`x` ist kein Spawnpunkt …").
 */
export const en = {
  // ---- Reading: files and JSON syntax (parse.ts, the CLI) ----------------------------------------------------------
  'file-too-large':
    'This file is {{size}} MB; the studio reads documents up to {{limit}} MB. Is this the right file?',
  'file-binary': 'This is not a text file (it contains NUL bytes). Studio documents are JSON text.',
  'file-not-utf8': 'This file is not UTF-8 text. Studio documents are JSON saved as UTF-8.',
  'file-folder': 'This is a folder, not a file.',
  'file-unreadable': 'Cannot read this file: {{reason}}.',
  'reason-no-such-file': 'no such file',
  'reason-no-such-file-or-folder': 'no such file or folder',
  'reason-permission-denied': 'permission denied',
  'json-empty': 'The file is empty. A studio document is one JSON object, starting with `{`.',
  'json-too-deep':
    'Arrays and objects are nested more than {{max}} levels deep here; no studio document needs that. Is this the right file?',
  'json-duplicate-key':
    '`{{name}}` appears twice in this object. Only the last one (line {{line}}) counts; remove or rename this one.',
  'syntax-invalid-symbol':
    'Unexpected character here: JSON has objects `{…}`, arrays `[…]`, strings in double quotes, numbers, true, false and null.',
  'syntax-invalid-number-format':
    'This number is not written correctly (JSON numbers look like 12, -3 or 0.5).',
  'syntax-property-name-expected':
    'A property name in double quotes is expected here. Is there a comma after the last property, or a name without quotes?',
  'syntax-value-expected':
    'A value is expected here. Is there a comma after the last item, or a missing value?',
  'syntax-colon-expected': 'A colon `:` is expected after the property name.',
  'syntax-comma-expected': 'A comma is expected between these two values.',
  'syntax-close-brace-expected': 'This object is not closed: a `}` is expected.',
  'syntax-close-bracket-expected': 'This array is not closed: a `]` is expected.',
  'syntax-end-of-file-expected':
    'Unexpected text after the end of the document: a file holds exactly one JSON value.',
  'syntax-invalid-comment-token':
    'Comments are not allowed in JSON files; put notes in a `description` field instead.',
  'syntax-unexpected-end-of-comment': 'Comments are not allowed in JSON files, and this one is not closed.',
  'syntax-unexpected-end-of-string': 'This string is not closed: a `"` is missing.',
  'syntax-unexpected-end-of-number': 'This number is cut off.',
  'syntax-invalid-unicode': 'Invalid `\\u` escape: it needs four hexadecimal digits, like `\\u00e9`.',
  'syntax-invalid-escape-character':
    'Invalid escape: inside a string only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX are allowed.',
  'syntax-invalid-character':
    'A control character (a tab or a line break) inside a string must be written as an escape like `\\t` or `\\n`.',
  'syntax-not-json': 'This is not valid JSON.',
  'syntax-cut-off': 'The file ends too early: it looks cut off (was it saved completely?). {{detail}}',

  // ---- Kind and version (document.ts) ------------------------------------------------------------------------------
  'kind-catalog': 'catalog',
  'kind-deck': 'deck',
  'kind-mission': 'mission',
  'kind-mismatch':
    'The file name says {{byName}} but `$schema` says {{bySchema}}; it is read as a {{bySchema}}. Rename the file to end in `{{suffix}}`.',
  'kind-unknown-schema':
    '`$schema` names no schema the studio knows; going by the file name, this is a {{kind}}. Use `{{schemaId}}`.',
  'kind-unknown':
    'Cannot tell what kind of document this is. Give it a `$schema` (like `{{example}}`) or a file name ending in {{names}}.',
  'format-version-newer':
    'This file uses {{kind}} format {{version}}, written by a newer Scenario Studio; this one reads up to format {{current}}. Update the studio to open it.',
  'format-version-unknown':
    '{{kind}} format {{version}} is not a version the studio knows (it reads {{known}}).',
  migrated:
    'Migrated from format {{from}} to {{to}}: {{steps}}. Saving writes format {{to}}; the file on disk is unchanged until then.',
  'migration-mission-1-2':
    'Momentum times became "Cycle.Phase" strings (was {"cycle", "phase"}) and rotations became degrees (was "turns")',
  'catalog-not-checked':
    'References to heroes, enemies, tiles and cards were not checked: no catalog was given.',
  'catalog-not-found':
    'Cannot read the catalog `{{file}}`: {{reason}}. References into it cannot be checked.',
  'catalog-not-found-unnamed': 'Cannot read the catalog : {{reason}}. References into it cannot be checked.',
  'catalog-invalid':
    '{{name}} is not a valid catalog, so references into it were not checked. Validate it on its own to see why.',
  'the-catalog': 'The catalog',
  'reference-not-checked': 'References through `{{field}}` ({{kind}}) were not checked: no file was given.',
  'reference-not-found': 'Cannot read the {{kind}} `{{file}}`: {{reason}}. References into it cannot be checked.',
  'reference-not-found-unnamed': 'Cannot read the {{kind}}: {{reason}}. References into it cannot be checked.',
  'reference-invalid':
    '`{{file}}` is not a valid {{kind}}, so references into it were not checked. Validate it on its own to see why.',
  'reference-invalid-unnamed':
    'The {{kind}} given is not valid, so references into it were not checked. Validate it on its own to see why.',
  'internal-error':
    'The {{kind}} checks stopped on an internal error ({{detail}}). The file may still be fine; please report this.',
  'cli-conform-summary': '{{passed}} passed, {{failed}} failed',
  'cli-conform-unreadable': 'cannot read the case file: {{reason}}',
  'cli-written': 'written: {{file}}',
  'cli-written-faces': 'written: {{count}} PNG faces in {{folder}}',
  'cli-internal-error': 'The check stopped on an internal error: {{detail}}. Please report this.',
  'checks-skipped':
    'Fix the problems above first: the deeper {{kind}} checks (references, board, timing) run once the file matches its schema.',
  'too-many-problems': '…and {{count}} more problems not listed.',

  // ---- Schema (schema-errors.ts) -----------------------------------------------------------------------------------
  'path-root': '`the document`',
  'document-start': 'The document',
  'schema-required': '{{where}} needs `{{missing}}`.',
  'schema-required-about': '{{where}} needs `{{missing}}`: {{about}}',
  'schema-unknown-property': '`{{property}}` is not a property of {{name}}.{{hint}}',
  'schema-unknown-property-root': '`{{property}}` is not a property of this document.{{hint}}',
  'hint-did-you-mean': ' Did you mean `{{guess}}`?',
  'hint-known-here': ' Known here: {{known}}.',
  'hint-known': ' Known: {{known}}.',
  'schema-type': '{{name}} must be {{expected}}, not {{actual}}.',
  'schema-enum': '{{name}} must be one of {{allowed}}.',
  'schema-enum-guess': '{{name}} must be one of {{allowed}} — did you mean `{{guess}}`?',
  'schema-const': '{{name}} must be {{value}}.',
  'schema-pattern-hint': '{{name}} {{hint}}.',
  'schema-pattern': '{{name}} is not written in the expected form ({{pattern}}).',
  'pattern-id': 'must be lower-case letters and digits in words joined by hyphens, like `reed-sniper`',
  'pattern-version': 'must be a version number like `1.0` or `1.2.3`',
  'pattern-time': 'must be a Momentum time "Cycle.Phase" like "2.6", with a phase from 1 to 12',
  'pattern-terrain-row': 'may hold only the terrain codes . ~ % X # _ (at most 40 per row)',
  'pattern-catalog-path': 'must be the path of a catalog file, ending in `.catalog.json`',
  'pattern-units-path': 'must be the path of a units file, ending in `.units.json`',
  'schema-minimum': '{{name}} must be at least {{limit}} (it is {{value}}).',
  'schema-exclusive-minimum': '{{name}} must be more than {{limit}} (it is {{value}}).',
  'schema-maximum': '{{name}} must be at most {{limit}} (it is {{value}}).',
  'schema-exclusive-maximum': '{{name}} must be less than {{limit}} (it is {{value}}).',
  'schema-items-exactly': '{{name}} must have exactly {{limit}} {{limit|items|items}} (it has {{count}}).',
  'schema-items-min': '{{name}} must have at least {{limit}} {{limit|item|items}} (it has {{count}}).',
  'schema-items-max': '{{name}} must have at most {{limit}} {{limit|item|items}} (it has {{count}}).',
  'schema-one-key': '{{name}} must have exactly one of {{keys}}.',
  'schema-properties-min': '{{name}} must have at least {{limit}} {{limit|property|properties}}.',
  'schema-properties-max': '{{name}} must have at most {{limit}} {{limit|property|properties}}.',
  'schema-length-min': '{{name}} must be at least {{limit}} characters long.',
  'schema-length-max': '{{name}} must be at most {{limit}} characters long.',
  'schema-choice': '{{name}} must be {{words}}.',
  'schema-unique-items':
    '{{name}} must NOT have duplicate items (items ## {{first}} and {{second}} are identical).',
  'schema-property-names': '{{name}} property name must be valid.',
  'schema-invalid': '{{name}} {{detail}}.',
  'type-string': 'a text in double quotes',
  'type-integer': 'a whole number',
  'type-number': 'a number',
  'type-boolean': 'true or false',
  'type-array': 'a list `[…]`',
  'type-object': 'an object `{…}`',
  'type-null': 'null',
  'type-value': 'value',
  'branch-one-of': 'one of {{values}}',
  'branch-object-one-of': 'an object with one of {{values}}',
  'branch-allowed-forms': 'one of the allowed forms',
  'join-or': '{{first}} or {{second}}',
  'join-comma-or': '{{first}}, or {{second}}',

  // ---- Semantic checks shared by the kinds (checks/common.ts) ------------------------------------------------------
  'duplicate-id':
    'Two {{what}} have the id `{{id}}` (the other is at {{first}}). Ids must be unique so that references are clear.',
  'unknown-ref': '`{{id}}` is not {{what}} {{where}}.{{hint}}',
  'in-this-mission': 'in this mission',
  'in-this-catalog': 'in this catalog',
  'in-catalog-file': 'in the catalog `{{file}}`',
  'of-this-card': 'of this card',
  'ref-attack': 'an attack',
  'ref-equipment': 'an equipment card',
  'ref-hero': 'a hero',
  'ref-enemy': 'an enemy',
  'ref-spawn-point': 'a spawn point',
  'ref-object': 'an interactive object',
  'ref-event': 'an event',
  'ref-group': 'an enemy group',
  'ref-zone': 'a zone',
  'ref-hero-taking-part': 'a hero taking part',
  'ref-tile': 'a tile or connector',
  'ref-scenic-element': 'a scenic element',
  'ref-draft-card': 'an Enemy Draft card',
  'ref-resource': 'a resource card',
  'ref-learned-skill': 'a skill {{hero}} has learned',
  'ref-event-card': 'an event card (or `random`)',
  'things-entries-in': 'entries in `{{key}}`',
  'things-attacks-on-card': 'attacks on this card',
  'things-skills-of': 'skills of {{owner}}',
  'things-psionic-powers-of': 'psionic powers of {{owner}}',
  'things-powers-of': 'powers of {{owner}}',
  'things-scenic-elements': 'placed scenic elements',
  'things-spawn-points': 'spawn points',
  'things-enemy-groups': 'enemy groups',
  'things-objects': 'objects',
  'things-loot': 'loot tokens',
  'things-events': 'events',
  'things-zones': 'zones',
  'things-enemy-models': 'enemy models',
  'things-locations': 'locations',
  'things-hosts': 'hosts',
  'things-status-tokens': 'status tokens',
  'things-skills': 'skills',
  'things-failure-cards': 'failure cards',
  'wall-not-an-edge':
    'A wall lies between two squares that share a side; [{{first}}] and [{{second}}] do not.',

  // ---- Catalog checks (checks/catalog.ts) --------------------------------------------------------------------------
  'die-face-repeats-symbol':
    'Face {{face}} of the {{die}} die shows `{{symbol}}` twice; a face carries each symbol at most once (D-1).',
  'die-action': 'action',
  'die-penalty': 'penalty',
  'die-symbol-counts': "The Action Die does not match the rulebook's symbol counts (ST-5.2): {{detail}}.",
  'die-symbol-count': '{{symbol}} on {{count}} faces (needs {{needed}})',
  'die-penalty-differs':
    'The Penalty Die differs from the Action Die; the rules engine assumes both use the same face table (D-1). A penalty face that no action face matches never removes a die.',
  'chain-same-attack': 'A chain joins two different attacks (ST-28.1); both entries name the same one.',
  'range-reversed':
    'The range [{{min}}, {{max}}] has its minimum above its maximum; write it as [{{max}}, {{min}}].',
  'tile-ragged':
    'Row {{row}} of tile `{{tile}}` has {{length}} squares but the first row has {{width}}; a tile is a rectangle.',
  'wall-off-tile':
    'This wall, between [{{first}}] and [{{second}}], is not on tile `{{tile}}` (its squares run from [0,0] to [{{maxX}},{{maxY}}]).',
  'equipment-needs-hands':
    '`{{id}}` goes in a hand slot: say how many hands it takes with `"hands": 1` or `2`.',
  'equipment-hands-unused': '`hands` only applies to hand equipment; `{{id}}` uses the {{slot}} slot.',
  'upgrade-level':
    'An upgrade goes one level up (ST-2.4.2): `{{id}}` is level {{level}}, `{{next}}` is level {{nextLevel}}.',
  'scenic-needs-health': '`{{id}}` is {{category}}, which can be destroyed (ST-31): give it a `health`.',
  'scenic-needs-levels':
    '`{{id}}` is a {{category}}: give its height with `levels` (a container is usually 1).',
  'footprint-repeats-square': 'The footprint lists [{{square}}] twice.',
  'cell-colour-missing': '`{{id}}` is an energy cell: give its colour with `cell`.',
  'oblivion-needs-phases': '`{{id}}` is temporary: say how many phases it lasts with `phases`.',

  // ---- Mission checks (checks/mission.ts) --------------------------------------------------------------------------
  'time-end-before-start':
    'The mission ends at {{end}}, which is not after its start {{start}}. Times run 1.1 … 1.11, 2.12, 2.1 … (the cycle moves on at phase 12).',
  'event-after-end':
    '{{what}} at {{time}} never happens: the mission ends at {{end}}, and at the end time nothing else resolves (D-8).',
  'event-before-start':
    '{{what}} at {{time}} never happens: the hands start at {{start}}, and only times they move on to are reached.',
  'subject-event': 'Event `{{id}}`',
  'subject-condition': 'This condition',
  'duplicate-hero': '`{{hero}}` takes part twice (the other entry is at {{first}}).',
  'patrol-without-route':
    'Group `{{id}}` patrols but has no `patrol` route: give it one, or set its state to `waiting` or `combat`.',
  'route-without-patrol':
    'Group `{{id}}` has a patrol route but is in `{{state}}` state, so it never walks it.',
  'skill-slots-exceeded': '{{hero}} has {{slots}} skill slots but {{count}} skills are selected (ST-2.6.2).',
  'enemy-group-mixed':
    'Group `{{id}}` mixes miniatures ({{families}}); each miniature family has its own activation token (ST-18), so make one group per family.',
  'draft-deck-empty':
    'Spawn point `{{id}}` draws Defcon {{defcon}} draft cards, but the draft deck has none: nothing will spawn there.',
  'board-too-large':
    'The tiles span {{width}}×{{height}} squares; a board can be at most {{limit}} squares across and {{limit}} down (the simulator\'s limit). Move `{{tile}}` closer to [0, 0].',
  'path-absolute':
    '`{{path}}` is an absolute path: name the file relative to this document, beside it or in a folder below it (like `{{example}}`), so the document and its files travel together.',
  'path-parent':
    '`{{path}}` goes up out of this document\'s folder with `..`: keep the file beside the document or in a folder below it (like `{{example}}`).',
  'spawn-nothing':
    'This spawn names no enemies and spawn point `{{point}}` has no rule of its own: nothing will spawn.',
  'placement-off-board':
    '{{what}} at [{{x}}, {{y}}] is off the board: no tile or connector covers that square.',
  'placement-non-zone':
    '{{what}} at [{{x}}, {{y}}] is on a non-zone square (`_`): it is not part of the board.',
  'placement-impassable': '{{what}} at [{{x}}, {{y}}] is on impassable terrain (`X`).',
  'placement-obstruction': '{{what}} at [{{x}}, {{y}}] is on an obstruction printed on the tile (`#`).',
  'placement-overlap': '`{{id}}` overlaps `{{other}}` at [{{square}}].',
  'placement-on-wall':
    '`{{id}}` straddles the wall between [{{first}}] and [{{second}}]; turn or move it so the wall runs along its side.',
  'placement-no-standing':
    '{{who}} at [{{square}}] stands on `{{element}}` ({{category}}{{threeD}}), which no model can stand on (D-27).',
  'placement-occupied':
    '{{who}} is on [{{square}}], where {{other}} already is: a square holds one model or object (ST-2.2).',
  'placement-under': '{{what}} at [{{square}}] is under `{{element}}`, which no model can enter.',
  'terrain-off-board': 'The terrain change at [{{at}}] is off the board.',
  'deployment-off-board': 'No square of the deployment zone is a floor square of the board.',
  'zone-off-board': 'Zone `{{id}}` lies entirely off the board.',
  'hero-outside-deployment':
    '`{{hero}}` starts at [{{at}}], outside the deployment zone. Heroes start inside it.',
  'tile-overlap':
    '`{{tile}}` overlaps `{{other}}` (placed at [{{at}}]), first at square [{{square}}]. Tiles and connectors sit side by side.',
  'wall-off-board':
    'The wall between [{{first}}] and [{{second}}] lies outside the board ({{width}} × {{height}} squares, from [0,0]): it can never block anything. Move it next to a square of the board or remove it.',
  'opening-without-wall': 'There is no wall between [{{first}}] and [{{second}}] to remove.',
  'objective-unreachable':
    'No hero can reach {{where}} from the start squares: walls, gaps, impassable squares or heights too tall to climb are in the way.',
  'objects-unreachable':
    'No hero can get next to {{objects}} from the start squares, so {{needed}} of these objects can never be used.',
  'board-checks-skipped':
    'The board checks (placement, overlaps, reachability) wait until every tile is found in the catalog.',
  'subject-part-of': 'Part of `{{id}}`',
  'subject-spawn-point': 'Spawn point `{{id}}`',
  'subject-loot': 'Loot `{{id}}`',
  'subject-waypoint': 'Patrol waypoint {{n}} of `{{id}}`',
  'subject-place': 'This place',
  'subject-this-loot': 'This loot',
  'subject-height-change': 'This height change',
  'who-hero': 'hero `{{id}}`',
  'who-object': 'object `{{id}}`',
  'who-model': 'model `{{id}}`',
  'place-square': 'square [{{square}}]',
  'place-zone': 'zone `{{id}}`',
  'place-object': 'object `{{id}}`',

  // ---- Deck checks (the deck ruleset's format/checks.ts) ---------------------------------------------------------
  'duplicate-letter':
    '{{what}} has two cards with the letter {{letter}} (the other is at {{first}}). Letters A–H are unique within a location; re-letter one of them.',
  'letter-gap':
    "{{what}} has no card {{gaps}}: the letters skip. Players look for every letter on card A's list.",
  'subject-base': 'The base',
  'duplicate-item-number':
    'Two items carry the number {{number}} (the other is at {{first}}). Cards refer to items by number, so each number is used once (TS-32.22).',
  'duplicate-token-number':
    "Two status tokens use physical token {{number}} (the other is at {{first}}); each of the box's 24 tokens can mean one thing.",
  'duplicate-resource-colour': 'The {{colour}} resource is described twice; keep one description per colour.',
  'duplicate-location-name':
    'Two locations are called "{{name}}" (the other is at {{first}}). Names tell the time captain which cards to pull (TS-32.8).',
  'duplicate-hotspot':
    "The location `{{id}}` is drawn twice on the plan; only the first hotspot's access condition is used.",
  'unknown-location': '`{{id}}` is not a location of this deck.{{hint}}',
  'unknown-status-token': '`{{id}}` is not a status token of this deck; add it under statusTokens.{{hint}}',
  'unknown-host': '`{{id}}` is not a host of this deck.{{hint}}',
  'unknown-item': 'No item carries the number {{number}}; add it under items or fix the number.',
  'unknown-skill': '`{{id}}` is not a skill of this deck; add it under skills.{{hint}}',
  'unknown-failure': '`{{id}}` is not a failure card of this deck.{{hint}}',
  'resource-undescribed':
    'The {{colour}} resource is used but the deck never says what it stands for; describe it under resources.',
  'return-to-self':
    'A card of `{{id}}` sends the team to `{{id}}` itself; a location change always leads somewhere else (TS-18.3.5, TS-32.9).',
  'card-ref-outside-location':
    '`{{key}}` names a card of the current location, so it only works on a location card.',
  'reveal-target-missing': '`{{location}}` has no card {{letter}} to reveal (TS-32.16).',
  'permit-target-missing': '`{{location}}` has no card {{letter}} to permit (TS-32.16).',
  'reveal-self': 'A card cannot reveal itself; name another card of the location.',
  'permit-self': 'A card cannot permit itself; name another card of the location.',
  'reveal-unlocked':
    'Card {{letter}} has no lock, so revealing it only saves the agents a move (TS-24 is meant for locked cards).',
  'permit-not-forbidden': 'Card {{letter}} is not forbidden, so permitting it changes nothing.',
  'base-card-a-missing': 'The base has no card A; the briefing starts with card A (TS-32.5).',
  'card-a-missing':
    "`{{name}}` has no card A. Card A is the story card the time captain reads on arrival and lists the location's cards (TS-10.2).",
  'card-a-not-a-slot':
    'Card A of `{{name}}` has {{extras}}; card A is a pure story card nobody stands on (TS-40.10). Move them to a panorama card.',
  'card-a-list':
    "Card A of `{{name}}` lists {{listed}} but the location's cards are {{letters}}. The list must name exactly the location's cards (TS-10.2.2); remove `lists` to let the studio print it.",
  nothing: 'nothing',
  'lists-not-card-a': "Only card A prints the list of the location's cards; this list is ignored.",
  'mandatory-perishable':
    'A card both mandatory and perishable can never be discarded: someone must explore it anyway (TS-32.15).',
  'location-unreachable':
    '`{{id}}` is neither on the plan nor the target of a go-to effect: the team can never get there (TS-32.11).',
  'plan-too-small':
    'The plan shows fewer than 2 locations, so the team can never change location (TS-32.10).',
  'failure-time-missing':
    'The deck has no Mission failed card of type `time`; it is read when the time marker reaches 0 (TS-32.26).',
  'failure-time-ambiguous':
    'Several `time` failure cards and `{{id}}` has no condition: the first one always wins and the later ones are never read (TS-40.31).',
  'failure-special-unused':
    'No effect reads the special failure card `{{id}}`; a `special` card is read only when an effect names it (TS-32.26).',
  'hosts-too-few':
    'The deck has {{hosts}} hosts for up to {{players}} players; every player needs a host (TS-32.23).',
  'start-not-on-plan': 'The start location is not on the plan, so the team can never come back to it.',
  'shield-kind-repeated':
    'This kind of shield already has a stack on the test; put all shields of one kind in one stack (TS-32.17).',
  'shield-kinds-too-many': 'The test shows {{count}} kinds of shield; a test has at most 3 (TS-19.1).',
  'special-shield-undefined':
    'The test uses special shields but the deck never says what they do; add `specialShield` (TS-32.20).',
  'test-unrollable': 'No host has dice in `{{skill}}`{{items}}, so nobody can roll this test (TS-32.19).',
  'padlock-unrollable':
    'No host has dice in `{{skill}}`{{items}}, so nobody can roll this test and an agent on it can never leave: a softlock (TS-32.19).',
  'unrollable-no-item': ' and no obtainable item adds any',
  'subject-card-of': 'Card {{letter}} of `{{location}}`',
  'lock-token-never-granted':
    '{{what}} needs the status token `{{id}}`, but no card grants it (TS-32.12). Add a `gain-status` somewhere the team can reach first.',
  'lock-token-unobtainable':
    '{{what}} needs `{{id}}`, which only {{cards}} {{count|grants|grant}}, and the team can never open {{count|it|them}} first.',
  'lock-item-never-granted':
    '{{what}} needs item {{number}}, but no card grants it and no host starts with it (TS-32.13).',
  'lock-item-unobtainable':
    '{{what}} needs item {{number}}, which only {{cards}} {{count|grants|grant}}, and the team can never open {{count|it|them}} first.',
  'forbidden-unopenable':
    '{{what}} is forbidden and no card permits or reveals it, so nobody will ever explore it (TS-32.14).',
  'mandatory-locked':
    '{{what}} is mandatory but its lock can never be met on arrival: a softlock (TS-32.15).',
  'lock-circular': '{{what}} can never be opened: what its locks need can only be obtained after opening it.',
  'condition-token-never-granted':
    'This condition asks for `{{id}}`, but no card grants it, so it never holds (TS-32.12).',
  'condition-item-never-granted':
    'This condition asks for item {{number}}, but nothing grants it, so it never holds.',
  'success-missing':
    'No card leads to the Mission success card. Add the effect `"success"` to the card or test that wins the mission (TS-32.25).',
  'success-unreachable':
    'The success card can never be read: {{cards}} cannot be reached from the base with what the deck grants (TS-32.25).',
  'location-never-open': '`{{id}}` is on the plan but its access condition can never be met.',
  'status-never-used': 'Nothing grants or asks for the status token `{{id}}`; remove it or use it.',
  'status-red-herring':
    '`{{id}}` is granted but no lock or condition asks for it: a red herring (TS-32.28). Fine if intended.',
  'item-never-granted':
    'Nothing grants item {{number}} and no host starts with it, so it never comes into play (TS-32.22).',
  'item-unused':
    'Item {{number}} is granted but nothing asks for it and it gives no bonus: a red herring (TS-32.28). Fine if intended.',
  'agency-items-many':
    '{{agency}} of {{total}} items carry the agency logo; later runs become much easier (TS-32.22).',
  'box-shields-of-kind': 'The box holds {{max}} shields of this kind; this test needs {{count}} (TS-32.21).',
  'box-normal-shields':
    'The tests of this location need {{count}} normal shields; the box holds {{max}} (TS-32.21).',
  'box-dice':
    '{{host}} can roll {{count}} dice in {{skill}} with items; the box has {{max}} action dice (TS-40.21).',
  'box-status-tokens': 'The deck uses {{count}} status tokens; the box has {{max}}.',
  'box-lp-tokens': 'Four hosts together need {{count}} LP tokens; the box has {{max}} (TS-32.21).',

  // ---- `studio validate` (src/cli) ---------------------------------------------------------------------------------
  'cli-summary':
    '{{files}} {{files|file|files}}: {{valid}} valid, {{invalid}} invalid{{unreadable}} ({{errors}} {{errors|error|errors}}, {{warnings}} {{warnings|warning|warnings}})',
  'cli-summary-unreadable': ', {{count}} unreadable',
} as const;
