/**
 * Which game-icons.net picture (CC BY 3.0, `@iconify-json/game-icons`) stands for what on a printed card, and the
 * few words the card frame itself prints, in the three languages decks are written in. Renderers resolve icon
 * names through an `IconSet`, so the engine never loads the 6 MB icon file itself.
 */
import type { Language } from '../language';

/** The credit CC BY 3.0 asks for, printed in every export's metadata. */
export const ICON_CREDIT = 'Pictures: game-icons.net by Lorc, Delapouite and contributors, CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).';

/** Looks up an icon's SVG path data (512×512 view box). */
export interface IconSet {
  paths(name: string): string[] | undefined;
}

/** An IconSet over the content of `@iconify-json/game-icons/icons.json` (Node reads the file, a browser imports it). */
export function iconSetFromIconify(data: { icons: Record<string, { body: string }>; aliases?: Record<string, { parent: string }> }): IconSet {
  const cache = new Map<string, string[] | undefined>();
  return {
    paths(name) {
      if (cache.has(name)) return cache.get(name);
      const entry = data.icons[name] ?? (data.aliases?.[name] ? data.icons[data.aliases[name].parent] : undefined);
      const d = entry ? [...entry.body.matchAll(/\sd="([^"]+)"/g)].map((m) => m[1]) : undefined;
      cache.set(name, d);
      return d;
    },
  };
}

export const ICONS = {
  shield: {
    blank: 'shield',
    skull: 'skull-shield',
    time: 'hourglass',
    heart: 'hearts',
    special: 'star-swirl',
  } as Record<string, string>,
  padlock: 'padlock',
  opponent: 'dead-head',
  lock: {
    status: 'round-star',
    'all-status': 'round-star',
    'whole-team': 'three-friends',
    hosts: 'person',
    key: 'key',
  } as Record<string, string>,
  symbol: { forbidden: 'stop-sign', mandatory: 'hazard-sign', perishable: 'sands-of-time' } as Record<
    string,
    string
  >,
  effect: {
    item: 'swap-bag',
    status: 'round-star',
    tu: 'hourglass',
    lp: 'hearts',
    resource: 'two-coins',
    reveal: 'magnifying-glass',
    permit: 'padlock-open',
    goTo: 'compass',
    success: 'trophy',
    failure: 'tombstone',
  },
  resistance: 'checked-shield',
  die: 'perspective-dice-six-faces-random',
  agency: 'vortex',
  base: 'scroll-unfurled',
  plan: 'treasure-map',
  flash: 'sands-of-time',
  location: 'village',
  host: 'person',
  item: 'swap-bag',
} as const;

/** Icons for common skill ids when a deck names none. */
const SKILL_ICONS: Record<string, string> = {
  combat: 'crossed-swords',
  fight: 'crossed-swords',
  melee: 'crossed-swords',
  ranged: 'high-shot',
  shooting: 'high-shot',
  agility: 'sprint',
  dexterity: 'sprint',
  strength: 'biceps',
  charm: 'conversation',
  eloquence: 'conversation',
  lore: 'open-book',
  knowledge: 'open-book',
  magic: 'magic-swirl',
  perception: 'eye-target',
  stealth: 'hood',
};

export function skillIcon(id: string, given?: string): string {
  return given ?? SKILL_ICONS[id] ?? ICONS.die;
}

const WORDS = {
  en: {
    tu: 'TU',
    lp: 'LP',
    item: 'Item',
    success: 'Mission success',
    failed: 'Mission failed',
    if: 'If',
    else: 'otherwise',
    team: 'team',
    resistance: 'Resistance',
    plan: 'Plan',
    read: 'Read this card only when the game tells you to.',
    time: 'Has the time marker reached 0? Read this card now.',
    death: 'Have all hosts died? Read this card now.',
    special: 'Read this card only when a card tells you to.',
    run: 'run',
    and: 'and',
    or: 'or',
    not: 'not',
    dice: 'dice',
    hit: 'hit',
    hits: 'hits',
    whole: 'whole team',
    only: 'only',
    keep: 'Agency: keep between runs',
  },
  de: {
    tu: 'ZE',
    lp: 'LP',
    item: 'Objekt',
    success: 'Mission erfolgreich',
    failed: 'Mission fehlgeschlagen',
    if: 'Wenn',
    else: 'sonst',
    team: 'Team',
    resistance: 'Widerstand',
    plan: 'Plan',
    read: 'Lest diese Karte erst, wenn das Spiel es verlangt.',
    time: 'Hat der Zeitmarker 0 erreicht? Lest diese Karte jetzt.',
    death: 'Sind alle Wirte gestorben? Lest diese Karte jetzt.',
    special: 'Lest diese Karte nur, wenn eine Karte es verlangt.',
    run: 'Durchlauf',
    and: 'und',
    or: 'oder',
    not: 'nicht',
    dice: 'Würfel',
    hit: 'Treffer',
    hits: 'Treffer',
    whole: 'ganzes Team',
    only: 'nur',
    keep: 'Agency: bleibt zwischen Durchläufen',
  },
  fr: {
    tu: 'UT',
    lp: 'PV',
    item: 'Objet',
    success: 'Mission réussie',
    failed: 'Mission échouée',
    if: 'Si',
    else: 'sinon',
    team: 'équipe',
    resistance: 'Résistance',
    plan: 'Plan',
    read: 'Ne lisez cette carte que lorsque le jeu vous le demande.',
    time: 'Le marqueur de temps a-t-il atteint 0 ? Lisez cette carte maintenant.',
    death: 'Tous les réceptacles sont-ils morts ? Lisez cette carte maintenant.',
    special: 'Ne lisez cette carte que si une carte vous le demande.',
    run: 'run',
    and: 'et',
    or: 'ou',
    not: 'pas',
    dice: 'dés',
    hit: 'succès',
    hits: 'succès',
    whole: "toute l'équipe",
    only: 'seulement',
    keep: 'Agence : à garder entre les runs',
  },
} satisfies Record<Language, Record<string, string>>;

export type CardWords = (typeof WORDS)['en'];

export function cardWords(language: Language): CardWords {
  return WORDS[language];
}
