/**
 * What "New skirmish" and "New unit cards" start from: the smallest documents that are already valid. The skirmish
 * is the upstream Standard A (two 15 cm strips along opposite edges, every enemy gone wins) on the bundled Salt
 * Frontier cards, with a leader and one model per side; the designer draws the terrain, the zones and the rest.
 */
const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export interface SkirmishWords {
  sideA: string;
  sideB: string;
  south: string;
  north: string;
}

const ENGLISH: SkirmishWords = { sideA: 'Blue', sideB: 'Red', south: 'South edge', north: 'North edge' };

/**
 * The UI language and its words for the template's names: the shell asks a template for a title only, so the
 * Universalis registration tells the template where the language comes from (the studio's i18n).
 */
let wordsNow: () => { language: 'en' | 'de' | 'fr'; words: SkirmishWords } = () => ({
  language: 'en',
  words: ENGLISH,
});

export function templateWordsFrom(source: typeof wordsNow): void {
  wordsNow = source;
}

export function newSkirmish(
  title: string,
  given?: { language: 'en' | 'de' | 'fr'; words: SkirmishWords },
): string {
  const { language, words } = given ?? wordsNow();
  const text = (value: string) => ({ [language]: value });
  const standard = { standard: 'standard-a', victory: ['all-enemies-gone'] };
  return json({
    formatVersion: 1,
    ruleset: 'universalis',
    id: 'new-skirmish',
    title: text(title),
    author: '',
    version: '0.1',
    language,
    units: 'salt-frontier.units.json',
    pointsLimit: 400,
    table: { terrain: [] },
    zones: [
      {
        id: 'south-edge',
        name: text(words.south),
        polygon: [
          [0, 75],
          [90, 75],
          [90, 90],
          [0, 90],
        ],
      },
      {
        id: 'north-edge',
        name: text(words.north),
        polygon: [
          [0, 0],
          [90, 0],
          [90, 15],
          [0, 15],
        ],
      },
    ],
    sides: {
      a: {
        name: text(words.sideA),
        faction: 'tidewardens',
        deployment: 'south-edge',
        mission: standard,
        models: [
          { id: 'warden-captain-1', card: 'warden-captain', at: [40, 84], leader: true },
          { id: 'warden-rifleman-1', card: 'warden-rifleman', at: [50, 84] },
        ],
      },
      b: {
        name: text(words.sideB),
        faction: 'ashfall-reavers',
        deployment: 'north-edge',
        mission: standard,
        models: [
          { id: 'reaver-warlord-1', card: 'reaver-warlord', at: [40, 6], leader: true },
          { id: 'reaver-raider-1', card: 'reaver-raider', at: [50, 6] },
        ],
      },
    },
  });
}

export function newUnits(title: string): string {
  const { language } = wordsNow();
  return json({
    formatVersion: 1,
    ruleset: 'universalis',
    id: 'new-units',
    title: { [language]: title },
    language,
    author: '',
    version: '0.1',
    factions: [{ id: 'new-faction', name: { en: 'New faction' } }],
    cards: [
      {
        id: 'trooper',
        name: { en: 'Trooper' },
        factions: ['new-faction'],
        type: 'standard',
        size: 'medium',
        movement: 'legs',
        speed: 5,
        attributes: { AGI: 4, NK: 2, FK: 2, KO: 3, WN: 3, EH: 3 },
        hp: { normal: 3, critical: 1 },
        weapons: [
          {
            id: 'rifle',
            name: { en: 'Rifle' },
            wk: 2,
            range: { band: 20, bands: 3 },
            strength: 4,
            damage: 2,
          },
        ],
        armour: [{ id: 'vest', name: { en: 'Vest' }, protection: 3, dr: 0 }],
        points: 40,
      },
    ],
  });
}
