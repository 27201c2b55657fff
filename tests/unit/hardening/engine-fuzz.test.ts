// Issue 17 "Keep proving it": random documents generated from the schemas (each changed value is one the schema
// allows: an enum member, an integer in its range, a boolean), not only mutations. Whatever validates must compile,
// play a few games and export; nothing throws, and each file takes a bounded time.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Deck } from '../../../src/engine/generated/types/deck';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { validateText } from '../../../src/engine/format';
import { valueAt } from '../../../src/engine/format/pointer';
import { compileMission } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { simulate } from '../../../src/engine/rulesets/sine-tempore/batch/batch';
import { formatReport } from '../../../src/engine/rulesets/sine-tempore/batch/report';
import { drawMission, flattenDrawing, indexCatalog, MAP_LAYERS } from '../../../src/engine/rulesets/sine-tempore/print';
import { universalVtt } from '../../../src/engine/rulesets/sine-tempore/print/vtt';
import { compileDeck } from '../../../src/engine/rulesets/time-stories/rules/compile';
import { runBatch } from '../../../src/engine/rulesets/time-stories/batch/batch';
import { deckFaces } from '../../../src/engine/rulesets/time-stories/print/deck-faces';
import missionSchema from '../../../schemas/mission.schema.json';
import deckSchema from '../../../schemas/deck.schema.json';

type Schema = Record<string, any>;
type Path = (string | number)[];

const catalogText = readFileSync('samples/sine-tempore-core.catalog.json', 'utf8');
const catalog = JSON.parse(catalogText) as Catalog;
const index = indexCatalog(catalog);
const FILES = Number(process.env.ENGINE_FUZZ_FILES ?? 40);
const SEED = Number(process.env.ENGINE_FUZZ_SEED ?? 17);
/** Generous: a file the engine plays takes well under a second here; minutes would be a hang. */
const MAX_MS_PER_FILE = 20_000;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The schema node that describes the value at `path` (following $ref, properties, items and a fitting anyOf). */
function schemaFor(root: Schema, doc: unknown, path: Path): Schema | undefined {
  const deref = (n: Schema | undefined): Schema | undefined => {
    for (let guard = 0; n && typeof n.$ref === 'string' && guard < 20; guard++) n = valueAt(root, n.$ref.slice(1)) as Schema;
    return n;
  };
  let node = deref(root);
  let here: unknown = doc;
  for (const key of path) {
    if (!node) return undefined;
    const branches = node.anyOf ?? node.oneOf;
    if (Array.isArray(branches)) node = deref(branches.find((b: Schema) => deref(b)?.type === (Array.isArray(here) ? 'array' : typeof here === 'object' ? 'object' : typeof here)) ?? branches[0]);
    if (!node) return undefined;
    node = deref(Array.isArray(here) ? node.items : (node.properties?.[key] ?? node.additionalProperties));
    here = (here as Record<string | number, unknown>)[key];
  }
  const branches = node?.anyOf ?? node?.oneOf;
  return Array.isArray(branches) ? deref(branches.find((b: Schema) => deref(b)?.type === typeof here) ?? node) : node;
}

/** A value the schema allows for a leaf, or undefined when it has no simple rule to draw from. */
function allowed(schema: Schema | undefined, random: () => number): unknown {
  if (!schema) return undefined;
  if (Array.isArray(schema.enum)) return schema.enum[Math.floor(random() * schema.enum.length)];
  if (schema.type === 'boolean') return random() < 0.5;
  if (schema.type === 'integer') {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
    const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : min + 50), min + 400);
    return min + Math.floor(random() * (max - min + 1));
  }
  return undefined;
}

function leaves(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, [...at, k], out);
  else out.push(at);
  return out;
}

/** The sample with 1–4 leaves given other values its schema allows. */
function generate(sample: unknown, schema: Schema, random: () => number): unknown {
  const doc = structuredClone(sample) as Record<string, unknown>;
  const all = leaves(doc);
  const changes = 1 + Math.floor(random() * 4);
  for (let n = 0, tries = 0; n < changes && tries < 50; tries++) {
    const path = all[Math.floor(random() * all.length)];
    const value = allowed(schemaFor(schema, doc, path), random);
    if (value === undefined) continue;
    const parent = path.slice(0, -1).reduce((o: any, k) => o[k], doc);
    parent[path[path.length - 1]] = value;
    n++;
  }
  return doc;
}

describe('17 engine fuzz: documents generated from the schemas', () => {
  test(`${FILES} missions (seed ${SEED}): what validates compiles, plays and exports`, () => {
    const random = mulberry32(SEED);
    const samples = ['tutorial', 'verdant-sweep', 'relay-station'].map((n) => JSON.parse(readFileSync(`samples/${n}.mission.json`, 'utf8')));
    let played = 0;
    for (let i = 0; i < FILES; i++) {
      const doc = generate(samples[i % samples.length], missionSchema as Schema, random) as Mission;
      const where = `mission ${i} (seed ${SEED}): ${JSON.stringify(doc).length} characters`;
      const started = performance.now();
      const r = validateText(JSON.stringify(doc, null, 2), 'fuzz.mission.json', { catalog: { fileName: 'sine-tempore-core.catalog.json', text: catalogText } });
      expect(r.diagnostics.some((d) => d.code === 'internal-error'), where).toBe(false);
      if (r.valid) {
        const cm = compileMission(doc, catalog);
        const stats = simulate(cm, { runs: 3, seed: i, policy: 'heuristic' });
        expect(formatReport(stats).length, where).toBeGreaterThan(0);
        const drawing = drawMission(doc, index, { language: 'en' });
        expect(flattenDrawing(drawing, new Set(MAP_LAYERS)).length, where).toBeGreaterThan(0);
        expect(universalVtt(doc, index, drawing, '', 50).line_of_sight, where).toBeDefined();
        played++;
      }
      expect(performance.now() - started, where).toBeLessThan(MAX_MS_PER_FILE);
    }
    // The generator keeps most documents valid: the play path is really exercised.
    expect(played).toBeGreaterThanOrEqual(FILES / 5);
  }, 600_000);

  test(`${FILES} decks (seed ${SEED}): what validates compiles, plays and prints`, () => {
    const random = mulberry32(SEED + 1);
    const sample = JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8'));
    const measure = (text: string, _font: unknown, size: number) => text.length * size * 0.18;
    let played = 0;
    for (let i = 0; i < FILES; i++) {
      const doc = generate(sample, deckSchema as Schema, random) as Deck;
      const where = `deck ${i} (seed ${SEED})`;
      const started = performance.now();
      const r = validateText(JSON.stringify(doc, null, 2), 'fuzz.deck.json');
      expect(r.diagnostics.some((d) => d.code === 'internal-error'), where).toBe(false);
      if (r.valid) {
        const deck = compileDeck(doc);
        const report = runBatch(deck, { campaigns: 3, seed: i, bot: 'greedy', maxRuns: 3 });
        expect(report, where).toBeDefined();
        expect(deckFaces(doc, measure, { language: 'en' }).length, where).toBeGreaterThan(0);
        played++;
      }
      expect(performance.now() - started, where).toBeLessThan(MAX_MS_PER_FILE);
    }
    expect(played).toBeGreaterThanOrEqual(FILES / 5);
  }, 600_000);
});
