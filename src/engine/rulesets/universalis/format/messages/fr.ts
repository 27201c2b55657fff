/**
 * Les messages des vérifications Universalis en français, avec les termes du livre de règles (carte d’unité, carte
 * de pouvoir, faction, discipline, élément de terrain, objet, zone de déploiement, chef de groupe, télématon,
 * opérateur, colosse, socle, table). Mêmes ids et mêmes paramètres que en.ts.
 */
import type { UniversalisMessageId } from './en';

export const universalisFr: { readonly [I in UniversalisMessageId]: string } = {
  'kind-skirmish': 'scénario d’escarmouche',
  'kind-units': 'fichier d’unités',
  'things-unit-cards': 'cartes d’unité',
  'things-power-cards': 'cartes de pouvoir',
  'things-factions': 'factions',
  'things-disciplines': 'disciplines',
  'things-card-entries': 'traits, armes, armures ou équipements de cette carte',
  'things-terrain-pieces': 'éléments de terrain',
  'things-models': 'figurines',
  'ref-unit-card': 'une carte d’unité',
  'ref-power-card': 'une carte de pouvoir',
  'ref-faction': 'une faction',
  'ref-discipline': 'une discipline',
  'ref-terrain-piece': 'un élément de terrain',
  'ref-model-of-side': 'une figurine du camp {{side}}',
  'in-this-units-file': 'de ce fichier d’unités',
  'in-units-file': 'du fichier d’unités `{{file}}`',
  'in-this-skirmish': 'de ce scénario',
  'subject-model': 'La figurine `{{id}}`',
  'subject-object': 'L’objet `{{id}}`',
  'subject-zone': 'La zone `{{id}}`',
  'subject-ladder': 'Une échelle de `{{id}}`',
  'subject-piece': 'L’élément de terrain `{{id}}`',
  'polygon-of': 'Le contour de {{what}}',
  'polygon-zone': 'la zone `{{id}}`',
  'polygon-piece': 'l’élément de terrain `{{id}}`',
  'environment-difficult': 'chaque mouvement est réduit de moitié sauf si le test de mouvement réussit',
  'environment-impassable': 'les figurines au sol ne peuvent pas bouger du tout',
  'environment-cover': 'chaque tir subit la pénalité du couvert {{level}}',
  'environment-sight': 'les lignes de vue s’arrêtent après {{cm}} cm',
  'cover-soft': 'léger',
  'cover-hard': 'dur',
  'cover-massive': 'massif',
  'movement-legs': 'sur jambes',
  'movement-tracks': 'sur chenilles',
  'movement-wheels': 'sur roues',

  'hp-over-limit':
    '`{{id}}` a {{total}} points de vie ({{normal}} blancs + {{critical}} orange) ; une figurine en a au plus 20 (UN-3.5.4).',
  'hp-none': '`{{id}}` n’a aucun point de vie : donnez-lui au moins un cercle (UN-3.5).',
  'size-not-allowed': '`{{id}}` est de taille `{{size}}`, mais {{allowed}} (UN-3.2).',
  'sizes-standard': 'une figurine standard est petite, moyenne ou grande',
  'sizes-colossus': 'un colosse est grand ou énorme',
  'attributes-missing':
    '`{{id}}` a besoin des six attributs, comme toute figurine sauf un télématon ; {{missing}} {{count|manque|manquent}} (UN-3.3).',
  'telematon-attributes':
    '`{{id}}` est un télématon : il n’a pas de {{extra}} propre et lance les dés sur les valeurs de son opérateur (UN-19.5). {{count|Retirez-le|Retirez-les}}.',
  'capabilities-unset':
    '`{{id}}` est {{what}} : indiquez s’il a des mains avec `"capabilities": {"hands": …}`. Sans cela, le moteur de règles suppose qu’il n’en a pas : il ne tire avec aucune arme de poing et n’utilise aucun objet (AD-77).',
  'a-telematon': 'un télématon',
  'a-colossus': 'un colosse',
  'power-targets-model': 'un modèle',
  'power-targets-self': 'son utilisateur',
  'hook-field-missing': 'Un hook `{{kind}}` de `{{owner}}` a besoin de `{{field}}` (AD-79) ; le simulateur l’ignore.',
  'hook-field-unused': '`{{field}}` ne signifie rien pour un hook `{{kind}}` (de `{{owner}}`, AD-79).',
  'hook-action-without-ap':
    '`{{owner}}` a un hook d’action mais aucun coût en PA : sans l’action « Utiliser », il n’est jamais joué (UN-7.4, AD-79).',
  'hook-power-only':
    'Le hook `{{kind}}` de `{{owner}}` ne fonctionne que sur un pouvoir durable : un trait ou un objet ne pose aucun effet durable (AD-79) ; le simulateur l’ignore.',
  'hook-lasting-instant':
    'Le hook `{{kind}}` de `{{owner}}` dure autant que son pouvoir, mais `{{owner}}` est instantané (UN-20.2.7) : rendez-le `"duration": "lasting"` ou retirez le hook ; le simulateur l’ignore.',
  'hook-blocker-not-area':
    'Le bloqueur de vue de `{{owner}}` a besoin d’un point cible, mais le pouvoir vise {{target}} (UN-20.2.5) : mettez `"target": "area"` ; le simulateur ignore le hook.',
  'hook-radius-not-positive':
    'Le bloqueur de vue de `{{owner}}` a un rayon de 0 cm et ne bloque rien (AD-79) : donnez à `radiusCm` plus de 0 ; le simulateur l’ignore.',
  'weapon-field-unused':
    '`{{field}}` n’a aucun effet sur l’arme de mêlée `{{weapon}}` de `{{id}}` : le tir soutenu, le tir indirect et les effets de zone sont pour les armes de tir (UN-12.2).',
  'mount-not-colossus':
    '`{{weapon}}` de `{{id}}` a un montage (`mount`), mais seuls les colosses ont des zones de touche où monter des armes (UN-18.3, AD-73).',
  'load-over-capacity':
    '`{{id}}` porte {{load}} kg pour une capacité de {{capacity}} kg : l’AGI et la GK imprimées sur la carte doivent déjà inclure −{{penalty}} (UN-4.4.4).',

  'polygon-self-intersecting':
    '{{what}} se croise près de [{{x}}, {{y}}] (arêtes {{first}} et {{second}}) : donnez les coins dans l’ordre autour de la forme.',
  'polygon-repeated-point':
    '{{what}} utilise le coin [{{x}}, {{y}}] deux fois (points {{first}} et {{second}}) ; un polygone simple passe une seule fois par chaque coin.',
  'polygon-zero-area': '{{what}} n’a pas de surface : ses coins sont alignés.',
  'off-table':
    '{{what}} en [{{x}}, {{y}}] dépasse de {{over}} cm le bord de la table de 90 × 90 cm (AD-5).',
  'terrain-overlap':
    'Les éléments de terrain `{{id}}` et `{{other}}` se chevauchent ; là où ils le font, `{{winner}}` (le dernier de la liste) fixe le type, la praticabilité et le couvert (AD-42).',
  'ladder-misplaced':
    '{{what}} est en [{{x}}, {{y}}], à {{distance}} cm de l’élément ; une échelle se dresse contre son bord.',
  'ladder-too-high': '{{what}} monte à {{to}} cm, plus haut que l’élément ({{height}} cm).',
  'environment-everywhere':
    'Toute la table est `{{type}}` (UN-9.7) : cela s’applique partout où aucun élément ne se trouve, donc {{effects}} (AD-41).',

  'bases-overlap':
    'Les socles de `{{id}}` et `{{other}}` se chevauchent ({{overlap}} cm) ; les socles peuvent se toucher mais jamais se chevaucher (AD-25).',
  'model-in-solid-terrain':
    '`{{id}}` se trouve dans l’élément solide `{{piece}}` (hauteur {{height}} cm) ; placez-la à côté, ou dessus avec `"z": {{height}}`.',
  'model-height':
    '`{{id}}` se tient à z = {{z}} cm, mais aucun élément solide de cette hauteur n’est sous le centre de son socle ; une figurine se tient sur la table (z = 0) ou sur un élément solide (z = sa hauteur).',
  'model-in-impassable-terrain':
    '`{{id}}` se déplace {{movement}} et se trouve dans l’élément infranchissable `{{piece}}`, où les figurines au sol ne peuvent pas aller (AD-40).',
  'colossus-in-building':
    '`{{id}}` est un colosse dans le bâtiment normal `{{piece}}` ; les colosses ne peuvent pas entrer dans les bâtiments normaux (UN-18.2.2).',
  'deployment-outside-zone':
    '`{{id}}` en [{{x}}, {{y}}] n’est pas entièrement dans la zone de déploiement `{{zone}}` du camp {{side}} (UN-5.4).',
  'deployment-too-close':
    '`{{id}}` est à {{distance}} cm de la figurine ennemie `{{other}}` ; aucune figurine ne peut être déployée à moins de 12 cm d’un ennemi (UN-5.4.4).',
  'zone-overlap':
    'Les zones de déploiement `{{zone}}` (camp a) et `{{other}}` (camp b) se chevauchent ; les zones des joueurs ne le devraient pas (DM-5).',
  'faction-mismatch':
    '`{{id}}` utilise la carte `{{card}}`, que la faction `{{faction}}` du camp {{side}} ne peut pas aligner : ses factions sont {{factions}} (DM-7.2).',
  'group-too-small': 'Le camp {{side}} a {{count}} {{count|figurine|figurines}} ; un groupe en a au moins 2 (UN-2.2.1).',
  'leader-none': 'Le camp {{side}} n’a pas de chef : marquez une figurine avec `"leader": true` (UN-2.2.3).',
  'leader-several': 'Le camp {{side}} a {{count}} chefs ({{ids}}) ; un groupe en a exactement un (UN-2.3.1).',
  'points-over-limit':
    'Le camp {{side}} aligne {{points}} points, au-delà de la limite convenue de {{limit}} (AD-69).',
  'telematon-without-operator':
    '`{{id}}` est un télématon : indiquez dans `operator` la figurine de son camp qui le pilote (UN-19.2).',
  'operator-not-telematon': '`{{id}}` n’est pas un télématon, donc `operator` n’a aucun effet.',
  'operator-self': '`{{id}}` ne peut pas se piloter lui-même.',
  'operator-capacity':
    '`{{id}}` pilote {{count}} {{count|télématon|télématons}} mais sa carte en permet {{capacity}} (UN-19.1).',
  'power-not-in-discipline':
    '`{{id}}` prend le pouvoir `{{power}}` de la discipline `{{discipline}}`, que sa carte `{{card}}` n’a pas (UN-20.1.1).',
  'powers-over-level':
    '`{{id}}` prend {{count}} pouvoirs de `{{discipline}}` mais son niveau y est de {{level}} (UN-20.1.2).',

  'object-unreachable':
    'L’objet `{{id}}` se trouve dans l’élément solide `{{piece}}`, sous son sommet ({{height}} cm) : aucune figurine ne l’atteint au contact socle (UN-8.3.7). Placez-le au bord de l’élément, ou dessus avec `"z": {{height}}`.',
  'object-order-cycle':
    'Ces objets s’attendent en cercle ({{cycle}}) : chacun exige que le suivant soit utilisé d’abord, donc aucun ne pourra jamais être utilisé (UN-9.2.4).',
  'restriction-never-met':
    'Aucune figurine sur la table n’a {{what}} `{{id}}` que demande `{{object}}`, donc personne ne peut l’utiliser.',
  'restriction-trait': 'le trait',
  'restriction-item': 'l’équipement',
  'mission-not-standard':
    'Le camp {{side}} joue la mission standard `{{standard}}`, qui se gagne par : {{expected}} ; cette mission dit autre chose. Retirez `standard` pour une mission personnalisée.',
  'standard-victory-a': 'toutes les figurines ennemies éliminées ou hors de la table, vérifié en fin de round',
  'standard-victory-objects': 'au moins 3 objets dans sa propre zone de déploiement à la fin d’une phase d’initiative',
  'standard-victory-extraction':
    'au moins la moitié de ses figurines dans la zone d’extraction à la fin d’une phase d’initiative',
  'victory-unreachable': 'Le camp {{side}} ne peut jamais gagner ainsi : {{why}}.',
  'why-objects-count':
    'il lui faut {{count}} objets dans `{{zone}}` mais seuls {{usable}} {{usable|objet transportable|objets transportables}} de la table {{usable|est utilisable|sont utilisables}} par ses figurines',
  'why-models-fraction':
    'il lui faut {{needed}} de ses {{total}} figurines dans `{{zone}}`, mais {{stuck}} {{stuck|est immobile|sont immobiles}} (stationnaires) hors de celle-ci',
  'victory-not-simulated':
    'Le camp {{side}} ne gagne que par des conditions personnalisées, que les joueurs jugent ; le simulateur ne le peut pas et joue ses parties jusqu’à ce qu’un seul camp reste (tous les ennemis éliminés ou en fuite), sinon jusqu’à la limite de rounds.',
};
