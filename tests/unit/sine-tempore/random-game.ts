// Random missions for property tests: a random board, random heroes and enemy groups, built straight into a
// compiled mission (no documents needed).
import fc from 'fast-check';
import { boardFromRows } from '../../../src/engine/rulesets/sine-tempore/rules/board';
import { compiledMission, type CompiledMission } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { attackFromJson, blankModel, type ModelDef } from '../../../src/engine/rulesets/sine-tempore/rules/defs';
import { resolveSettings } from '../../../src/engine/rulesets/sine-tempore/rules/settings';
import { tickOf } from '../../../src/engine/rulesets/sine-tempore/rules/state';

export interface RandomSpec {
  width: number;
  height: number;
  cells: string[];
  walls: [number, number, number][];
  heroes: { ra: number; ph: number; pr: number; he: number; ranged: boolean }[];
  enemies: { ra: number; ca: number; pd: number; he: number; ranged: boolean; runner: boolean; size: number; group: number }[];
  start: number;
  length: number;
  seed: number;
}

const terrain = fc.constantFrom('.', '.', '.', '.', '.', '~', '%', '#', 'X', '_', 'c');

export const specArb: fc.Arbitrary<RandomSpec> = fc
  .record({ width: fc.integer({ min: 3, max: 9 }), height: fc.integer({ min: 3, max: 9 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      cells: fc.array(terrain, { minLength: width * height, maxLength: width * height }),
      walls: fc.array(fc.tuple(fc.integer({ min: 0, max: width - 1 }), fc.integer({ min: 0, max: height - 1 }), fc.integer({ min: 0, max: 1 })), { maxLength: 6 }),
      heroes: fc.array(fc.record({ ra: fc.integer({ min: 1, max: 7 }), ph: fc.integer({ min: 0, max: 5 }), pr: fc.integer({ min: 0, max: 5 }), he: fc.integer({ min: 1, max: 8 }), ranged: fc.boolean() }), { minLength: 1, maxLength: 4 }),
      enemies: fc.array(
        fc.record({
          ra: fc.integer({ min: 1, max: 7 }),
          ca: fc.integer({ min: 0, max: 8 }),
          pd: fc.integer({ min: 0, max: 2 }),
          he: fc.integer({ min: 1, max: 6 }),
          ranged: fc.boolean(),
          runner: fc.boolean(),
          size: fc.integer({ min: 0, max: 2 }),
          group: fc.integer({ min: 0, max: 2 }),
        }),
        { minLength: 0, maxLength: 6 },
      ),
      start: fc.integer({ min: 1, max: 12 }),
      length: fc.integer({ min: 6, max: 40 }),
      seed: fc.integer(),
    }),
  );

const roles = () => {
  const rs = resolveSettings();
  return { rs, roles: { closeCombat: rs.closeCombat, ranged: rs.ranged, psionic: rs.psionic } };
};

/** The compiled mission of a spec: models go on the first free floor squares, heroes from the top-left, enemies from the bottom-right. */
export function randomMission(spec: RandomSpec): CompiledMission {
  const { rs, roles: r } = roles();
  const rows: string[] = [];
  for (let y = 0; y < spec.height; y++) rows.push(spec.cells.slice(y * spec.width, (y + 1) * spec.width).join(''));
  const walls: [number, number][][] = [];
  for (const [x, y, d] of spec.walls) {
    const to: [number, number] = d ? [x, y + 1] : [x + 1, y];
    if (to[0] < spec.width && to[1] < spec.height) walls.push([[x, y], to]);
  }
  const board = boardFromRows(rows, { walls });
  const free: number[] = [];
  for (let c = 0; c < board.n; c++) if (board.flags[c] === 1) free.push(c);
  const heroCells = free.slice(0, spec.heroes.length);
  const enemyCells = free.slice(spec.heroes.length).reverse().slice(0, spec.enemies.length);
  const heroes = spec.heroes.slice(0, heroCells.length).map((h, i) => {
    const def = blankModel(`hero-${i}`, true);
    Object.assign(def, { RA: h.ra, PH: h.ph, PR: h.pr, MI: 2, HE: h.he });
    def.attacks.push(attackFromJson(h.ranged ? { name: 'gun', ap: 3, range: [1, 6], atb: 1, dmg: ['bullet'] } : { name: 'blade', ap: 2, range: [1, 1], atb: 1, dmg: ['fist'] }, true, r));
    return { id: `hero-${i}`, def, cell: heroCells[i], sector: 1 + ((spec.start + i) % 12) };
  });
  const enemyTypes = new Map<string, { def: ModelDef; miniature: string; faction: number }>();
  const groups: CompiledMission['groups'] = [];
  spec.enemies.slice(0, enemyCells.length).forEach((e, i) => {
    const def = blankModel(`enemy-${i}`, false);
    Object.assign(def, { RA: e.ra, CA: e.ca, PD: e.pd, MD: 0, HE: e.he, size: e.size, runner: e.runner });
    def.attacks.push(attackFromJson(e.ranged ? { name: 'spit', type: 'ranged', ap: 3, range: [1, 5], dmg: ['bullet', 'blood'] } : { name: 'claws', type: 'melee', ap: 2, range: [1, 1], dmg: ['fist'] }, false, r));
    enemyTypes.set(def.type, { def, miniature: `g${e.group}`, faction: 1 });
    let g = groups.find((x) => x.name === `g${e.group}`);
    if (!g) {
      g = { name: `g${e.group}`, title: `g${e.group}`, faction: 1, state: i % 2 ? 'waiting' : 'combat', sector: 1 + ((spec.start + 3 * e.group) % 12), objective: null, patrol: null, models: [] };
      groups.push(g);
    }
    g.models.push({ id: `enemy-${i}`, type: def.type, cell: enemyCells[i] });
  });
  const startTick = tickOf(1, spec.start);
  return compiledMission({
    id: 'random',
    title: 'Random',
    board,
    rs,
    heroes,
    groups,
    enemyTypes,
    factions: ['settlers', 'enemies'],
    spawnPoints: [],
    objects: [],
    loot: [],
    zones: new Map(),
    deployment: [],
    startTick,
    endTick: startTick + spec.length,
    events: [],
    victory: [{ k: 'all-enemies-eliminated' }],
    defeat: [{ k: 'all-heroes-ko' }, { k: 'time-up' }],
    cards: new Map(),
    decks: { resources: [], serious: [], oblivion: [], events: [], draft: new Map() },
    draftDeck: null,
    defcon: 1,
    eventCard: null,
    scenicDraw: null,
    glyphs: new Map(),
    notes: [],
  });
}
