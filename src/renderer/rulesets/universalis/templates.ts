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

export function newSkirmish(title: string, words: SkirmishWords = { sideA: 'Blue', sideB: 'Red', south: 'South edge', north: 'North edge' }): string {
  const standard = { standard: 'standard-a', victory: ['all-enemies-gone'] };
  return json({
    $schema: 'https://scenario-studio.org/schemas/skirmish.schema.json',
    formatVersion: 1,
    ruleset: 'universalis',
    id: 'new-skirmish',
    title: { en: title },
    author: '',
    version: '0.1',
    units: 'salt-frontier.units.json',
    pointsLimit: 400,
    table: { terrain: [] },
    zones: [
      { id: 'south-edge', name: { en: words.south }, polygon: [[0, 75], [90, 75], [90, 90], [0, 90]] },
      { id: 'north-edge', name: { en: words.north }, polygon: [[0, 0], [90, 0], [90, 15], [0, 15]] },
    ],
    sides: {
      a: {
        name: { en: words.sideA },
        faction: 'tidewardens',
        deployment: 'south-edge',
        mission: standard,
        models: [
          { id: 'warden-captain-1', card: 'warden-captain', at: [40, 84], leader: true },
          { id: 'warden-rifleman-1', card: 'warden-rifleman', at: [50, 84] },
        ],
      },
      b: {
        name: { en: words.sideB },
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
  return json({
    $schema: 'https://scenario-studio.org/schemas/units.schema.json',
    formatVersion: 1,
    ruleset: 'universalis',
    id: 'new-units',
    title: { en: title },
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
        weapons: [{ id: 'rifle', name: { en: 'Rifle' }, wk: 2, range: { band: 20, bands: 3 }, strength: 4, damage: 2 }],
        armour: [{ id: 'vest', name: { en: 'Vest' }, protection: 3, dr: 0 }],
        points: 40,
      },
    ],
  });
}
