/**
 * Les messages de diagnostic en français, avec les termes de l’interface (tuile, connecteur, élément scénique, point
 * d’apparition (des ennemis), zone de déploiement (des héros), mur, case, AP ; dans le deck lieu, réceptacle, jeton d’état, objet, verrou,
 * test, unité temporelle). Mêmes ids et mêmes paramètres que en.ts ; les données entre `…` restent telles qu’écrites
 * dans le fichier.
 */
import type { MessageTemplates } from './index';

export const fr: MessageTemplates = {
  // ---- Lecture : fichiers et syntaxe JSON ---------------------------------------------------------------------------
  'file-too-large':
    'Ce fichier fait {{size}} Mo ; le studio lit des documents jusqu’à {{limit}} Mo. Est-ce le bon fichier ?',
  'file-binary':
    'Ce n’est pas un fichier texte (il contient des octets NUL). Les documents du studio sont du texte JSON.',
  'file-not-utf8':
    'Ce fichier n’est pas du texte UTF-8. Les documents du studio sont du JSON enregistré en UTF-8.',
  'file-folder': 'C’est un dossier, pas un fichier.',
  'file-unreadable': 'Impossible de lire ce fichier : {{reason}}.',
  'reason-no-such-file': 'fichier introuvable',
  'reason-no-such-file-or-folder': 'fichier ou dossier introuvable',
  'reason-permission-denied': 'permission refusée',
  'json-empty': 'Le fichier est vide. Un document du studio est un objet JSON, qui commence par `{`.',
  'json-too-deep':
    'Les tableaux et les objets sont imbriqués ici sur plus de {{max}} niveaux ; aucun document du studio n’en a besoin. Est-ce le bon fichier ?',
  'json-duplicate-key':
    '`{{name}}` apparaît deux fois dans cet objet. Seule la dernière occurrence (ligne {{line}}) compte ; supprimez ou renommez celle-ci.',
  'syntax-invalid-symbol':
    'Caractère inattendu : le JSON connaît les objets `{…}`, les tableaux `[…]`, les textes entre guillemets doubles, les nombres, true, false et null.',
  'syntax-invalid-number-format':
    'Ce nombre est mal écrit (les nombres JSON s’écrivent comme 12, -3 ou 0.5).',
  'syntax-property-name-expected':
    'Un nom de propriété entre guillemets doubles est attendu ici. Y a-t-il une virgule après la dernière propriété, ou un nom sans guillemets ?',
  'syntax-value-expected':
    'Une valeur est attendue ici. Y a-t-il une virgule après le dernier élément, ou une valeur manquante ?',
  'syntax-colon-expected': 'Un deux-points `:` est attendu après le nom de propriété.',
  'syntax-comma-expected': 'Une virgule est attendue entre ces deux valeurs.',
  'syntax-close-brace-expected': 'Cet objet n’est pas fermé : une `}` est attendue.',
  'syntax-close-bracket-expected': 'Ce tableau n’est pas fermé : un `]` est attendu.',
  'syntax-end-of-file-expected':
    'Texte inattendu après la fin du document : un fichier contient exactement une valeur JSON.',
  'syntax-invalid-comment-token':
    'Les commentaires ne sont pas permis dans les fichiers JSON ; mettez vos notes dans un champ `description`.',
  'syntax-unexpected-end-of-comment':
    'Les commentaires ne sont pas permis dans les fichiers JSON, et celui-ci n’est même pas fermé.',
  'syntax-unexpected-end-of-string': 'Ce texte n’est pas fermé : il manque un `"`.',
  'syntax-unexpected-end-of-number': 'Ce nombre est tronqué.',
  'syntax-invalid-unicode':
    'Séquence `\\u` invalide : il faut quatre chiffres hexadécimaux, comme `\\u00e9`.',
  'syntax-invalid-escape-character':
    'Séquence d’échappement invalide : dans un texte, seuls \\" \\\\ \\/ \\b \\f \\n \\r \\t et \\uXXXX sont permis.',
  'syntax-invalid-character':
    'Un caractère de contrôle (une tabulation ou un saut de ligne) dans un texte doit s’écrire avec un échappement comme `\\t` ou `\\n`.',
  'syntax-not-json': 'Ce n’est pas du JSON valide.',
  'syntax-cut-off':
    'Le fichier se termine trop tôt : il semble tronqué (a-t-il été enregistré en entier ?). {{detail}}',

  // ---- Type et version ----------------------------------------------------------------------------------------------
  'kind-catalog': 'catalogue',
  'kind-deck': 'deck de lieux',
  'kind-mission': 'mission',
  'kind-mismatch':
    'D’après le nom du fichier, le document est de type {{byName}}, mais d’après `$schema` de type {{bySchema}} ; il est lu comme {{bySchema}}. Renommez le fichier pour qu’il se termine par `{{suffix}}`.',
  'kind-unknown-schema':
    '`$schema` ne désigne aucun schéma connu du studio ; d’après le nom du fichier, le document est de type {{kind}}. Utilisez `{{schemaId}}`.',
  'kind-unknown':
    'Impossible de savoir de quel type de document il s’agit. Donnez-lui un `$schema` (comme `{{example}}`) ou un nom de fichier se terminant par {{names}}.',
  'format-version-newer':
    'Ce fichier utilise le format {{version}} ({{kind}}), écrit par un Scenario Studio plus récent ; celui-ci lit jusqu’au format {{current}}. Mettez le studio à jour pour l’ouvrir.',
  'format-version-unknown':
    'Le format {{version}} ({{kind}}) n’est pas une version connue du studio (il lit {{known}}).',
  migrated:
    'Converti du format {{from}} au format {{to}} : {{steps}}. L’enregistrement écrit le format {{to}} ; d’ici là, le fichier sur le disque reste inchangé.',
  'migration-mission-1-2':
    'les temps du Momentum sont devenus des textes « Cycle.Phase » (avant {"cycle", "phase"}) et les rotations des degrés (avant "turns")',
  'catalog-not-checked':
    'Les renvois aux héros, ennemis, tuiles et cartes n’ont pas été vérifiés : aucun catalogue n’a été donné.',
  'catalog-not-found':
    'Impossible de lire le catalogue `{{file}}` : {{reason}}. Les renvois vers lui ne peuvent pas être vérifiés.',
  'catalog-not-found-unnamed':
    'Impossible de lire le catalogue : {{reason}}. Les renvois vers lui ne peuvent pas être vérifiés.',
  'catalog-invalid':
    '{{name}} n’est pas un catalogue valide, donc les renvois vers lui n’ont pas été vérifiés. Validez-le seul pour voir pourquoi.',
  'the-catalog': 'Le catalogue',
  'reference-not-checked': 'Les renvois par `{{field}}` ({{kind}}) n’ont pas été vérifiés : aucun fichier n’a été donné.',
  'reference-not-found':
    'Impossible de lire le fichier `{{file}}` ({{kind}}) : {{reason}}. Les renvois vers lui ne peuvent pas être vérifiés.',
  'reference-not-found-unnamed':
    'Impossible de lire le fichier ({{kind}}) : {{reason}}. Les renvois vers lui ne peuvent pas être vérifiés.',
  'reference-invalid':
    '`{{file}}` n’est pas un fichier valide ({{kind}}), donc les renvois vers lui n’ont pas été vérifiés. Validez-le seul pour voir pourquoi.',
  'reference-invalid-unnamed':
    'Le fichier donné ({{kind}}) n’est pas valide, donc les renvois vers lui n’ont pas été vérifiés. Validez-le seul pour voir pourquoi.',
  'internal-error':
    'Les vérifications ({{kind}}) se sont arrêtées sur une erreur interne ({{detail}}). Le fichier est peut-être correct ; merci de signaler ce problème.',
  'cli-conform-summary': '{{passed}} {{passed|réussi|réussis}}, {{failed}} {{failed|échoué|échoués}}',
  'cli-conform-unreadable': 'impossible de lire le fichier de cas : {{reason}}',
  'cli-written': 'écrit : {{file}}',
  'cli-written-faces': 'écrit : {{count}} faces PNG dans {{folder}}',
  'cli-internal-error':
    'La vérification s’est arrêtée sur une erreur interne : {{detail}}. Merci de signaler ce problème.',
  'checks-skipped':
    'Corrigez d’abord les problèmes ci-dessus : les vérifications approfondies ({{kind}} : renvois, plateau, temps) s’exécutent dès que le fichier respecte son schéma.',
  'too-many-problems': '…et {{count}} autres problèmes non listés.',

  // ---- Schéma -------------------------------------------------------------------------------------------------------
  'path-root': 'Le document',
  'document-start': 'Le document',
  'schema-required': '{{where}} doit avoir `{{missing}}`.',
  'schema-required-about': '{{where}} doit avoir `{{missing}}` : {{about}}',
  'schema-unknown-property': '`{{property}}` n’est pas une propriété de {{name}}.{{hint}}',
  'schema-unknown-property-root': '`{{property}}` n’est pas une propriété de ce document.{{hint}}',
  'hint-did-you-mean': ' Vouliez-vous dire `{{guess}}` ?',
  'hint-known-here': ' Propriétés connues ici : {{known}}.',
  'hint-known': ' Connus : {{known}}.',
  'schema-type': '{{name}} doit être {{expected}}, pas {{actual}}.',
  'schema-enum': '{{name}} doit être l’une de ces valeurs : {{allowed}}.',
  'schema-enum-guess':
    '{{name}} doit être l’une de ces valeurs : {{allowed}} — vouliez-vous dire `{{guess}}` ?',
  'schema-const': '{{name}} doit valoir {{value}}.',
  'schema-pattern-hint': '{{name}} {{hint}}.',
  'schema-pattern': '{{name}} n’est pas écrit sous la forme attendue ({{pattern}}).',
  'pattern-id':
    'doit être en lettres minuscules et chiffres, en mots reliés par des traits d’union, comme `reed-sniper`',
  'pattern-version': 'doit être un numéro de version comme `1.0` ou `1.2.3`',
  'pattern-time': 'doit être un temps du Momentum « Cycle.Phase » comme "2.6", avec une phase de 1 à 12',
  'pattern-terrain-row': 'ne peut contenir que les codes de terrain . ~ % X # _ (au plus 40 par ligne)',
  'pattern-catalog-path': 'doit être le chemin d’un fichier de catalogue, se terminant par `.catalog.json`',
  'pattern-units-path': 'doit être le chemin d’un fichier d’unités, se terminant par `.units.json`',
  'schema-minimum': '{{name}} doit valoir au moins {{limit}} (valeur actuelle : {{value}}).',
  'schema-exclusive-minimum': '{{name}} doit valoir plus de {{limit}} (valeur actuelle : {{value}}).',
  'schema-maximum': '{{name}} doit valoir au plus {{limit}} (valeur actuelle : {{value}}).',
  'schema-exclusive-maximum': '{{name}} doit valoir moins de {{limit}} (valeur actuelle : {{value}}).',
  'schema-items-exactly':
    '{{name}} doit avoir exactement {{limit}} {{limit|élément|éléments}} (actuellement {{count}}).',
  'schema-items-min':
    '{{name}} doit avoir au moins {{limit}} {{limit|élément|éléments}} (actuellement {{count}}).',
  'schema-items-max':
    '{{name}} doit avoir au plus {{limit}} {{limit|élément|éléments}} (actuellement {{count}}).',
  'schema-one-key': '{{name}} doit avoir exactement une de ces clés : {{keys}}.',
  'schema-properties-min': '{{name}} doit avoir au moins {{limit}} {{limit|propriété|propriétés}}.',
  'schema-properties-max': '{{name}} doit avoir au plus {{limit}} {{limit|propriété|propriétés}}.',
  'schema-length-min': '{{name}} doit compter au moins {{limit}} caractères.',
  'schema-length-max': '{{name}} doit compter au plus {{limit}} caractères.',
  'schema-choice': '{{name}} doit être {{words}}.',
  'schema-unique-items':
    '{{name}} ne doit pas contenir de doublons (les éléments {{first}} et {{second}} sont identiques).',
  'schema-property-names': '{{name}} a un nom de propriété invalide.',
  'schema-invalid': '{{name}} n’est pas valide ({{detail}}).',
  'type-string': 'un texte entre guillemets doubles',
  'type-integer': 'un nombre entier',
  'type-number': 'un nombre',
  'type-boolean': 'true ou false',
  'type-array': 'une liste `[…]`',
  'type-object': 'un objet `{…}`',
  'type-null': 'null',
  'type-value': 'une valeur',
  'branch-one-of': 'l’une des valeurs {{values}}',
  'branch-object-one-of': 'un objet avec l’une des clés {{values}}',
  'branch-allowed-forms': 'l’une des formes permises',
  'join-or': '{{first}} ou {{second}}',
  'join-comma-or': '{{first}}, ou {{second}}',

  // ---- Vérifications communes ---------------------------------------------------------------------------------------
  'duplicate-id':
    'Deux {{what}} ont l’identifiant `{{id}}` (l’autre est en {{first}}). Les identifiants doivent être uniques pour que les renvois soient clairs.',
  'unknown-ref': '`{{id}}` n’est pas {{what}} {{where}}.{{hint}}',
  'in-this-mission': 'de cette mission',
  'in-this-catalog': 'de ce catalogue',
  'in-catalog-file': 'du catalogue `{{file}}`',
  'of-this-card': 'de cette carte',
  'ref-attack': 'une attaque',
  'ref-equipment': 'une carte d’équipement',
  'ref-hero': 'un héros',
  'ref-enemy': 'un ennemi',
  'ref-spawn-point': 'un point d’apparition',
  'ref-object': 'un objet interactif',
  'ref-event': 'un événement',
  'ref-group': 'un groupe ennemi',
  'ref-zone': 'une zone',
  'ref-hero-taking-part': 'un héros participant',
  'ref-tile': 'une tuile ni un connecteur',
  'ref-scenic-element': 'un élément scénique',
  'ref-draft-card': 'une carte de draft Ennemi',
  'ref-resource': 'une carte de ressource',
  'ref-learned-skill': 'une compétence apprise par {{hero}}',
  'ref-event-card': 'une carte d’événement (ni `random`)',
  'things-entries-in': 'entrées de `{{key}}`',
  'things-attacks-on-card': 'attaques de cette carte',
  'things-skills-of': 'compétences de {{owner}}',
  'things-psionic-powers-of': 'pouvoirs psioniques de {{owner}}',
  'things-powers-of': 'pouvoirs de {{owner}}',
  'things-scenic-elements': 'éléments scéniques placés',
  'things-spawn-points': 'points d’apparition',
  'things-enemy-groups': 'groupes ennemis',
  'things-objects': 'objets',
  'things-loot': 'jetons de butin',
  'things-events': 'événements',
  'things-zones': 'zones',
  'things-enemy-models': 'figurines ennemies',
  'things-locations': 'lieux',
  'things-hosts': 'réceptacles',
  'things-status-tokens': 'jetons d’état',
  'things-skills': 'compétences',
  'things-failure-cards': 'cartes d’échec',
  'wall-not-an-edge':
    'Un mur se trouve entre deux cases qui ont un côté commun ; [{{first}}] et [{{second}}] n’en ont pas.',

  // ---- Catalogue ----------------------------------------------------------------------------------------------------
  'die-face-repeats-symbol':
    'La face {{face}} du {{die}} montre `{{symbol}}` deux fois ; une face porte chaque symbole au plus une fois (D-1).',
  'die-action': 'dé d’action',
  'die-penalty': 'dé de pénalité',
  'die-symbol-counts':
    'Le dé d’action ne respecte pas le nombre de symboles de la règle (ST-5.2) : {{detail}}.',
  'die-symbol-count': '{{symbol}} sur {{count}} faces (il en faut {{needed}})',
  'die-penalty-differs':
    'Le dé de pénalité diffère du dé d’action ; le moteur de règles suppose que les deux ont la même table de faces (D-1). Une face de pénalité à laquelle aucune face d’action ne correspond n’enlève jamais de dé.',
  'chain-same-attack':
    'Une chaîne relie deux attaques différentes (ST-28.1) ; ses deux entrées désignent la même.',
  'range-reversed':
    'La portée [{{min}}, {{max}}] a son minimum au-dessus de son maximum ; écrivez-la [{{max}}, {{min}}].',
  'tile-ragged':
    'La ligne {{row}} de la tuile `{{tile}}` a {{length}} cases, mais la première ligne en a {{width}} ; une tuile est un rectangle.',
  'wall-off-tile':
    'Ce mur, entre [{{first}}] et [{{second}}], n’est pas sur la tuile `{{tile}}` (ses cases vont de [0,0] à [{{maxX}},{{maxY}}]).',
  'equipment-needs-hands':
    '`{{id}}` se range dans un emplacement de main : indiquez combien de mains il demande avec `"hands": 1` ou `2`.',
  'equipment-hands-unused':
    '`hands` ne s’applique qu’à l’équipement de main ; `{{id}}` utilise l’emplacement {{slot}}.',
  'upgrade-level':
    'Une amélioration monte d’un niveau (ST-2.4.2) : `{{id}}` est de niveau {{level}}, `{{next}}` de niveau {{nextLevel}}.',
  'scenic-needs-health':
    '`{{id}}` est {{category}}, donc destructible (ST-31) : donnez-lui une valeur `health`.',
  'scenic-needs-levels':
    '`{{id}}` est {{category}} : donnez sa hauteur avec `levels` (un conteneur vaut en général 1).',
  'footprint-repeats-square': 'L’emprise cite [{{square}}] deux fois.',
  'cell-colour-missing': '`{{id}}` est une cellule d’énergie : donnez sa couleur avec `cell`.',
  'oblivion-needs-phases': '`{{id}}` est temporaire : indiquez combien de phases elle dure avec `phases`.',

  // ---- Mission ------------------------------------------------------------------------------------------------------
  'time-end-before-start':
    'La mission se termine à {{end}}, ce qui n’est pas après son début {{start}}. Les temps vont 1.1 … 1.11, 2.12, 2.1 … (le cycle avance à la phase 12).',
  'event-after-end':
    '{{what}} à {{time}} n’arrive jamais : la mission se termine à {{end}}, et à l’heure de fin plus rien ne se résout (D-8).',
  'event-before-start':
    '{{what}} à {{time}} n’arrive jamais : les aiguilles partent de {{start}}, et seuls les temps vers lesquels elles avancent sont atteints.',
  'subject-event': 'L’événement `{{id}}`',
  'subject-condition': 'Cette condition',
  'duplicate-hero': '`{{hero}}` participe deux fois (l’autre entrée est en {{first}}).',
  'patrol-without-route':
    'Le groupe `{{id}}` patrouille mais n’a pas de parcours `patrol` : donnez-lui-en un, ou mettez son état à `waiting` ou `combat`.',
  'route-without-patrol':
    'Le groupe `{{id}}` a un parcours de patrouille mais est dans l’état `{{state}}`, donc il ne le parcourt jamais.',
  'skill-slots-exceeded':
    '{{hero}} a {{slots}} emplacements de compétence mais {{count}} compétences sont choisies (ST-2.6.2).',
  'enemy-group-mixed':
    'Le groupe `{{id}}` mélange des miniatures ({{families}}) ; chaque famille de miniatures a son propre jeton d’activation (ST-18), faites donc un groupe par famille.',
  'draft-deck-empty':
    'Le point d’apparition `{{id}}` pioche des cartes de draft Ennemi de Defcon {{defcon}}, mais la pioche de draft n’en a aucune : rien n’y apparaîtra.',
  'board-too-large':
    'Les tuiles couvrent {{width}}×{{height}} cases ; un plateau fait au plus {{limit}} cases de large et {{limit}} de haut (la limite du simulateur). Rapprochez `{{tile}}` de [0, 0].',
  'path-absolute':
    '`{{path}}` est un chemin absolu : indiquez le fichier par rapport à ce document, à côté de lui ou dans un dossier en dessous (par exemple `{{example}}`), pour que le document et ses fichiers voyagent ensemble.',
  'path-parent':
    '`{{path}}` remonte hors du dossier de ce document avec `..` : placez le fichier à côté du document ou dans un dossier en dessous (par exemple `{{example}}`).',
  'spawn-nothing':
    'Cette apparition ne nomme aucun ennemi et le point d’apparition `{{point}}` n’a pas de règle propre : rien n’apparaîtra.',
  'placement-off-board':
    '{{what}} en [{{x}}, {{y}}] est hors du plateau : aucune tuile ni aucun connecteur ne couvre cette case.',
  'placement-non-zone':
    '{{what}} en [{{x}}, {{y}}] est sur une case non-zone (`_`) : elle ne fait pas partie du plateau.',
  'placement-impassable': '{{what}} en [{{x}}, {{y}}] est sur un terrain impassable (`X`).',
  'placement-obstruction': '{{what}} en [{{x}}, {{y}}] est sur une obstruction imprimée sur la tuile (`#`).',
  'placement-overlap': '`{{id}}` chevauche `{{other}}` en [{{square}}].',
  'placement-on-wall':
    '`{{id}}` est à cheval sur le mur entre [{{first}}] et [{{second}}] ; tournez-le ou déplacez-le pour que le mur longe son côté.',
  'placement-no-standing':
    '{{who}} en [{{square}}] se tient sur `{{element}}` ({{category}}{{threeD}}), où aucune figurine ne peut se tenir (D-27).',
  'placement-occupied':
    '{{who}} est en [{{square}}], où se trouve déjà {{other}} : une case accueille une seule figurine ou un seul objet (ST-2.2).',
  'placement-under': '{{what}} en [{{square}}] est sous `{{element}}`, où aucune figurine ne peut entrer.',
  'terrain-off-board': 'Le changement de terrain en [{{at}}] est hors du plateau.',
  'deployment-off-board': 'Aucune case de la zone de déploiement n’est une case de sol du plateau.',
  'zone-off-board': 'La zone `{{id}}` est entièrement hors du plateau.',
  'hero-outside-deployment':
    '`{{hero}}` commence en [{{at}}], hors de la zone de déploiement. Les héros commencent à l’intérieur.',
  'tile-overlap':
    '`{{tile}}` chevauche `{{other}}` (placée en [{{at}}]), d’abord sur la case [{{square}}]. Les tuiles et les connecteurs se posent côte à côte.',
  'wall-off-board':
    'Le mur entre [{{first}}] et [{{second}}] est hors du plateau ({{width}} × {{height}} cases, depuis [0,0]) : il ne peut jamais rien bloquer. Placez-le contre une case du plateau ou retirez-le.',
  'opening-without-wall': 'Il n’y a pas de mur à retirer entre [{{first}}] et [{{second}}].',
  'objective-unreachable':
    'Aucun héros ne peut atteindre {{where}} depuis les cases de départ : des murs, des vides, des cases impassables ou des hauteurs trop grandes à escalader barrent le chemin.',
  'objects-unreachable':
    'Aucun héros ne peut arriver à côté de {{objects}} depuis les cases de départ, donc {{needed}} de ces objets ne pourront jamais être utilisés.',
  'board-checks-skipped':
    'Les vérifications du plateau (placement, chevauchements, accessibilité) attendent que chaque tuile soit trouvée dans le catalogue.',
  'subject-part-of': 'Une partie de `{{id}}`',
  'subject-spawn-point': 'Le point d’apparition `{{id}}`',
  'subject-loot': 'Le jeton de butin `{{id}}`',
  'subject-waypoint': 'Le point de patrouille {{n}} de `{{id}}`',
  'subject-place': 'Cet emplacement',
  'subject-this-loot': 'Ce jeton de butin',
  'subject-height-change': 'Ce changement de hauteur',
  'who-hero': 'le héros `{{id}}`',
  'who-object': 'l’objet `{{id}}`',
  'who-model': 'la figurine `{{id}}`',
  'place-square': 'la case [{{square}}]',
  'place-zone': 'la zone `{{id}}`',
  'place-object': 'l’objet `{{id}}`',

  // ---- Deck de lieux ------------------------------------------------------------------------------------------------
  'duplicate-letter':
    '{{what}} a deux cartes avec la lettre {{letter}} (l’autre est en {{first}}). Les lettres A–H sont uniques dans un lieu ; changez la lettre de l’une d’elles.',
  'letter-gap':
    '{{what}} n’a pas de carte {{gaps}} : les lettres sautent. Les joueurs cherchent chaque lettre de la liste de la carte A.',
  'subject-base': 'La base',
  'duplicate-item-number':
    'Deux objets portent le numéro {{number}} (l’autre est en {{first}}). Les cartes désignent les objets par leur numéro, chaque numéro ne sert donc qu’une fois (TS-32.22).',
  'duplicate-token-number':
    'Deux jetons d’état utilisent le jeton physique {{number}} (l’autre est en {{first}}) ; chacun des 24 jetons de la boîte ne peut avoir qu’un sens.',
  'duplicate-resource-colour':
    'La ressource {{colour}} est décrite deux fois ; gardez une description par couleur.',
  'duplicate-location-name':
    'Deux lieux s’appellent « {{name}} » (l’autre est en {{first}}). Les noms disent au capitaine temporel quelles cartes prendre (TS-32.8).',
  'duplicate-hotspot':
    'Le lieu `{{id}}` est dessiné deux fois sur le plan ; seule la condition d’accès du premier emplacement compte.',
  'unknown-location': '`{{id}}` n’est pas un lieu de ce deck.{{hint}}',
  'unknown-status-token':
    '`{{id}}` n’est pas un jeton d’état de ce deck ; ajoutez-le sous statusTokens.{{hint}}',
  'unknown-host': '`{{id}}` n’est pas un réceptacle de ce deck.{{hint}}',
  'unknown-item': 'Aucun objet ne porte le numéro {{number}} ; ajoutez-le sous items ou corrigez le numéro.',
  'unknown-skill': '`{{id}}` n’est pas une compétence de ce deck ; ajoutez-la sous skills.{{hint}}',
  'unknown-failure': '`{{id}}` n’est pas une carte d’échec de ce deck.{{hint}}',
  'resource-undescribed':
    'La ressource {{colour}} est utilisée mais le deck ne dit jamais ce qu’elle représente ; décrivez-la sous resources.',
  'return-to-self':
    'Une carte de `{{id}}` envoie l’équipe à `{{id}}` même ; un changement de lieu mène toujours ailleurs (TS-18.3.5, TS-32.9).',
  'card-ref-outside-location':
    '`{{key}}` désigne une carte du lieu actuel ; il ne fonctionne donc que sur une carte de lieu.',
  'reveal-target-missing': '`{{location}}` n’a pas de carte {{letter}} à révéler (TS-32.16).',
  'permit-target-missing': '`{{location}}` n’a pas de carte {{letter}} à autoriser (TS-32.16).',
  'reveal-self': 'Une carte ne peut pas se révéler elle-même ; désignez une autre carte du lieu.',
  'permit-self': 'Une carte ne peut pas s’autoriser elle-même ; désignez une autre carte du lieu.',
  'reveal-unlocked':
    'La carte {{letter}} n’a pas de verrou : la révéler fait seulement gagner un déplacement aux agents (TS-24 est prévu pour les cartes verrouillées).',
  'permit-not-forbidden': 'La carte {{letter}} n’est pas interdite : l’autoriser ne change rien.',
  'base-card-a-missing': 'La base n’a pas de carte A ; le briefing commence par la carte A (TS-32.5).',
  'card-a-missing':
    '`{{name}}` n’a pas de carte A. La carte A est la carte d’histoire que le capitaine temporel lit à l’arrivée ; elle liste les cartes du lieu (TS-10.2).',
  'card-a-not-a-slot':
    'La carte A de `{{name}}` a {{extras}} ; la carte A est une pure carte d’histoire sur laquelle personne ne se place (TS-40.10). Déplacez-les sur une carte du panorama.',
  'card-a-list':
    'La carte A de `{{name}}` liste {{listed}} mais les cartes du lieu sont {{letters}}. La liste doit nommer exactement les cartes du lieu (TS-10.2.2) ; retirez `lists` pour que le studio l’imprime.',
  nothing: 'rien',
  'lists-not-card-a': 'Seule la carte A imprime la liste des cartes du lieu ; cette liste est ignorée.',
  'mandatory-perishable':
    'Une carte à la fois obligatoire et défaussée si non explorée ne peut jamais être défaussée : quelqu’un doit l’explorer de toute façon (TS-32.15).',
  'location-unreachable':
    '`{{id}}` n’est ni sur le plan ni la cible d’un effet go-to : l’équipe ne peut jamais y aller (TS-32.11).',
  'plan-too-small':
    'Le plan montre moins de 2 lieux, donc l’équipe ne peut jamais changer de lieu (TS-32.10).',
  'failure-time-missing':
    'Le deck n’a pas de carte « Mission échouée » de type `time` ; elle est lue quand le marqueur de temps atteint 0 (TS-32.26).',
  'failure-time-ambiguous':
    'Il y a plusieurs cartes d’échec de type `time`, et `{{id}}` n’a pas de condition : la première gagne toujours et les suivantes ne sont jamais lues (TS-40.31).',
  'failure-special-unused':
    'Aucun effet ne lit la carte d’échec spéciale `{{id}}` ; une carte de type `special` n’est lue que lorsqu’un effet la désigne (TS-32.26).',
  'hosts-too-few':
    'Le deck a {{hosts}} {{hosts|réceptacle|réceptacles}} pour {{players}} joueurs au plus ; chaque joueur a besoin d’un réceptacle (TS-32.23).',
  'start-not-on-plan': 'Le lieu de départ n’est pas sur le plan, donc l’équipe ne peut jamais y revenir.',
  'shield-kind-repeated':
    'Cette sorte de bouclier a déjà une pile sur le test ; mettez tous les boucliers d’une sorte dans une seule pile (TS-32.17).',
  'shield-kinds-too-many': 'Le test montre {{count}} sortes de bouclier ; un test en a au plus 3 (TS-19.1).',
  'special-shield-undefined':
    'Le test utilise des boucliers spéciaux mais le deck ne dit jamais ce qu’ils font ; ajoutez `specialShield` (TS-32.20).',
  'test-unrollable':
    'Aucun réceptacle n’a de dés en `{{skill}}`{{items}}, donc personne ne peut lancer les dés pour ce test (TS-32.19).',
  'padlock-unrollable':
    'Aucun réceptacle n’a de dés en `{{skill}}`{{items}}, donc personne ne peut lancer les dés pour ce test et un agent qui s’y trouve ne peut jamais partir : un blocage (TS-32.19).',
  'unrollable-no-item': ' et aucun objet obtenable n’en ajoute',
  'subject-card-of': 'La carte {{letter}} de `{{location}}`',
  'lock-token-never-granted':
    '{{what}} exige le jeton d’état `{{id}}`, mais aucune carte ne le donne (TS-32.12). Ajoutez un `gain-status` à un endroit que l’équipe peut atteindre avant.',
  'lock-token-unobtainable':
    '{{what}} exige `{{id}}`, que {{count|seule la carte|seules les cartes}} {{cards}} {{count|donne|donnent}}, et l’équipe ne peut jamais {{count|l’ouvrir|les ouvrir}} avant.',
  'lock-item-never-granted':
    '{{what}} exige l’objet {{number}}, mais aucune carte ne le donne et aucun réceptacle ne commence avec (TS-32.13).',
  'lock-item-unobtainable':
    '{{what}} exige l’objet {{number}}, que {{count|seule la carte|seules les cartes}} {{cards}} {{count|donne|donnent}}, et l’équipe ne peut jamais {{count|l’ouvrir|les ouvrir}} avant.',
  'forbidden-unopenable':
    '{{what}} est interdite et aucune carte ne l’autorise ni ne la révèle, donc personne ne l’explorera jamais (TS-32.14).',
  'mandatory-locked':
    '{{what}} est obligatoire mais son verrou ne peut jamais être satisfait à l’arrivée : un blocage (TS-32.15).',
  'lock-circular':
    '{{what}} ne peut jamais être ouverte : ce qu’exigent ses verrous ne s’obtient qu’après l’avoir ouverte.',
  'condition-token-never-granted':
    'Cette condition demande `{{id}}`, mais aucune carte ne le donne, donc elle n’est jamais vraie (TS-32.12).',
  'condition-item-never-granted':
    'Cette condition demande l’objet {{number}}, mais rien ne le donne, donc elle n’est jamais vraie.',
  'success-missing':
    'Aucune carte ne mène à la carte « Mission réussie ». Ajoutez l’effet `"success"` à la carte ou au test qui gagne la mission (TS-32.25).',
  'success-unreachable':
    'La carte de réussite ne peut jamais être lue : avec ce que donne le deck, l’équipe n’atteint jamais {{cards}} depuis la base (TS-32.25).',
  'location-never-open': '`{{id}}` est sur le plan mais sa condition d’accès ne peut jamais être remplie.',
  'status-never-used': 'Rien ne donne ni ne demande le jeton d’état `{{id}}` ; retirez-le ou utilisez-le.',
  'status-red-herring':
    '`{{id}}` est donné mais aucun verrou ni aucune condition ne le demande : une fausse piste (TS-32.28). Très bien si c’est voulu.',
  'item-never-granted':
    'Rien ne donne l’objet {{number}} et aucun réceptacle ne commence avec, donc il n’entre jamais en jeu (TS-32.22).',
  'item-unused':
    'L’objet {{number}} est donné mais rien ne le demande et il n’apporte aucun bonus : une fausse piste (TS-32.28). Très bien si c’est voulu.',
  'agency-items-many':
    '{{agency}} objets sur {{total}} portent le logo de l’Agence ; les runs suivants deviennent bien plus faciles (TS-32.22).',
  'box-shields-of-kind':
    'La boîte contient {{max}} boucliers de cette sorte ; ce test en demande {{count}} (TS-32.21).',
  'box-normal-shields':
    'Les tests de ce lieu demandent {{count}} boucliers normaux ; la boîte en contient {{max}} (TS-32.21).',
  'box-dice':
    '{{host}} peut lancer {{count}} dés en {{skill}} avec des objets ; la boîte a {{max}} dés d’action (TS-40.21).',
  'box-status-tokens': 'Le deck utilise {{count}} jetons d’état ; la boîte en a {{max}}.',
  'box-lp-tokens':
    'Quatre réceptacles demandent ensemble {{count}} jetons de points de vie ; la boîte en a {{max}} (TS-32.21).',

  // ---- `studio validate` --------------------------------------------------------------------------------------------
  'cli-summary':
    '{{files}} {{files|fichier|fichiers}} : {{valid}} {{valid|valide|valides}}, {{invalid}} {{invalid|invalide|invalides}}{{unreadable}} ({{errors}} {{errors|erreur|erreurs}}, {{warnings}} {{warnings|avertissement|avertissements}})',
  'cli-summary-unreadable': ', {{count}} {{count|illisible|illisibles}}',
};
