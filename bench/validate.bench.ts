// Validating a generated 5 MB mission, warm: schema + semantic checks (the document already parsed), and the whole
// pipeline from text for reference. Target from issue 2: ≤ 50 ms for schema + semantic.
import { readFileSync } from 'node:fs';
import { parseDocument, validateDocument, validateText } from '../src/engine/format/index';
import { report } from './report';
import { peakRssMb } from './types';

const catalogText = readFileSync('samples/sine-tempore-core.catalog.json', 'utf8');
const catalog = { fileName: 'sine-tempore-core.catalog.json', document: JSON.parse(catalogText) };
const landing = JSON.parse(catalogText).tiles.find((t: { id: string }) => t.id === 'landing-scar').rows as string[];

/** A mission on a 30×30-tile board with enough enemy models, loot and events to weigh about 5 MB. */
function bigMission(targetBytes: number) {
  const side = 30;
  const tiles = [];
  for (let ty = 0; ty < side; ty++) for (let tx = 0; tx < side; tx++) tiles.push({ tile: 'landing-scar', at: [tx * 10, ty * 10], rotation: 0 });
  const floor: [number, number][] = [];
  for (let y = 0; y < side * 10; y++) for (let x = 0; x < side * 10; x++) if (landing[y % 10][x % 10] === '.' && (x > 3 || y > 3)) floor.push([x, y]);
  const mission: any = {
    $schema: 'https://scenario-studio.org/schemas/mission.schema.json',
    formatVersion: 2,
    ruleset: 'sine-tempore',
    id: 'bench-sprawl',
    title: { en: 'The Sprawl', de: 'Der Wildwuchs', fr: "L'Étendue" },
    catalog: 'sine-tempore-core.catalog.json',
    defcon: 2,
    heroes: [
      { hero: 'ilse-marrow', start: [0, 0], sector: 1 },
      { hero: 'tavish-korr', start: [1, 0], sector: 2 },
      { hero: 'seren-voss', start: [0, 1], sector: 3 },
      { hero: 'amaru-quell', start: [1, 1], sector: 4 },
    ],
    board: { tiles },
    deployment: { rects: [{ from: [0, 0], to: [1, 1] }] },
    zones: [{ id: 'far-corner', name: 'Far corner', rects: [{ from: [290, 290], to: [299, 299] }] }],
    enemyGroups: [],
    objects: [],
    loot: [],
    events: [],
    momentum: { start: '1.1', end: '9.12' },
    victory: [{ 'hero-reaches': { at: { zone: 'far-corner' } } }],
    defeat: ['all-heroes-ko', 'time-up'],
  };
  let next = 0;
  let size = 0;
  for (let g = 0; size < targetBytes && next + 12 < floor.length; g++) {
    const models = [];
    for (let k = 0; k < 10; k++, next++) models.push({ id: `g${g}-m${k}`, enemy: k % 3 ? 'gnawling' : 'blight-gnawling', at: floor[next] });
    mission.enemyGroups.push({ id: `pack-${g}`, models, state: g % 2 ? 'waiting' : 'combat', sector: (g % 12) + 1 });
    mission.loot.push({ id: `loot-${g}`, at: floor[next++] });
    mission.objects.push({ id: `cache-${g}`, name: `Cache ${g}`, at: floor[next++], ap: 1, effects: [{ message: { en: 'Opened.', de: 'Geöffnet.', fr: 'Ouvert.' } }] });
    mission.events.push({ id: `wave-${g}`, trigger: { at: `${2 + (g % 7)}.${(g % 12) + 1}` }, effects: [{ 'enter-combat': `pack-${g}` }] });
    if (g % 50 === 0) size = JSON.stringify(mission, null, 2).length;
  }
  return JSON.stringify(mission, null, 2);
}

const text = bigMission(5 * 1024 * 1024);
const parsed = parseDocument(text, 'sprawl.mission.json');
const check = validateDocument(parsed, { catalog });
if (!check.valid) throw new Error(`the generated mission should be valid: ${JSON.stringify(check.diagnostics.slice(0, 3))}`);

function time(run: () => unknown, rounds: number): number {
  for (let i = 0; i < 3; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = process.hrtime.bigint();
    run();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];
}

const validateMs = time(() => validateDocument(parsed, { catalog }), 15);
const fullMs = time(() => validateText(text, 'sprawl.mission.json', { catalog }), 7);
report([
  { name: `validate: ${(text.length / (1024 * 1024)).toFixed(1)} MB mission, schema + semantic (warm, median)`, value: Math.round(validateMs * 10) / 10, unit: 'ms', target: 50, better: 'lower' },
  { name: 'validate: same mission from text (parse + schema + semantic)', value: Math.round(fullMs * 10) / 10, unit: 'ms', target: null, better: 'lower' },
  { name: 'validate: peak memory', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
