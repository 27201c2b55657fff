import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodePointer, validateText, type ValidationResult } from '../../../src/engine/format/index';
import { catalogText, clone, sample } from './helpers';

const catalog = { fileName: 'sine-tempore-core.catalog.json', text: catalogText };
// A skirmish is checked with its units file, as a mission with its catalog.
const references = { units: { fileName: 'salt-frontier.units.json', text: JSON.stringify(sample('salt-frontier.units.json')) } };
const options = { catalog, references };
const samples = [
  'tutorial.mission.json',
  'verdant-sweep.mission.json',
  'relay-station.mission.json',
  'sine-tempore-core.catalog.json',
  'beacon-salvage.skirmish.json',
  'ashfall-extraction.skirmish.json',
  'salt-frontier.units.json',
];
const docs = samples.map((f) => [f, sample(f)] as const);
const names = ['x.mission.json', 'x.catalog.json', 'x.deck.json', 'x.skirmish.json', 'x.units.json', 'x.json'] as const;

function wellFormed(r: ValidationResult) {
  for (const d of r.diagnostics) {
    expect(['error', 'warning', 'info']).toContain(d.severity);
    expect(d.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(typeof d.message).toBe('string');
    expect(d.pointer === '' || d.pointer.startsWith('/')).toBe(true);
  }
  if (r.diagnostics.some((d) => d.severity === 'error')) expect(r.valid).toBe(false);
}

/** Every path to a value in a document, for mutations. */
function paths(v: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(path);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...path, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...path, k], out);
  return out;
}

type Mutation = { kind: 'replace' | 'delete' | 'duplicate' | 'rename'; value: unknown; pick: number };

function mutate(doc: any, m: Mutation): any {
  const d = clone(doc);
  const all = paths(d).filter((p) => p.length > 0);
  const path = all[m.pick % all.length];
  const parent = path.slice(0, -1).reduce((x: any, k) => x[k], d);
  const key = path[path.length - 1];
  if (m.kind === 'replace') parent[key] = m.value;
  else if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (m.kind === 'duplicate') {
    if (Array.isArray(parent)) parent.push(clone(parent[key as number]));
    else parent[`${key}-copy`] = parent[key];
  } else if (!Array.isArray(parent)) {
    // JSON text, not String(): a generated object may carry a key named toString.
    parent[(JSON.stringify(m.value) ?? '').slice(0, 12) || 'x'] = parent[key];
    delete parent[key];
  }
  return d;
}

const mutation = fc.record({
  kind: fc.constantFrom('replace', 'delete', 'duplicate', 'rename') as fc.Arbitrary<Mutation['kind']>,
  value: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom('', -1, 0, 1e9, 'x', [999, 999], '9.9', 'push', null)),
  pick: fc.nat(),
});

describe('fuzz: the validator never throws and always answers with well-formed diagnostics', () => {
  it('random strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom(...names), (text, name) => {
        wellFormed(validateText(text, name, options));
      }),
      { numRuns: 300 },
    );
  });

  it('random JSON values as every kind', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(...names), (value, name) => {
        wellFormed(validateText(JSON.stringify(value), name, options));
      }),
      { numRuns: 300 },
    );
  });

  it('samples with up to three random mutations', () => {
    fc.assert(
      fc.property(fc.constantFrom(...docs), fc.array(mutation, { minLength: 1, maxLength: 3 }), ([name, doc], ms) => {
        const mutated = ms.reduce(mutate, doc);
        const r = validateText(JSON.stringify(mutated, null, 2), name, options);
        wellFormed(r);
      }),
      { numRuns: 400 },
    );
  });

  it('samples cut off or with a character changed at a random place', () => {
    fc.assert(
      fc.property(fc.constantFrom(...docs), fc.nat(), fc.string({ maxLength: 2 }), ([name, doc], at, insert) => {
        const text = JSON.stringify(doc, null, 2);
        const i = at % text.length;
        wellFormed(validateText(text.slice(0, i), name, options));
        wellFormed(validateText(text.slice(0, i) + insert + text.slice(i + 1), name, options));
      }),
      { numRuns: 300 },
    );
  });

  it('mutated missions, skirmishes and units files whose pointers all resolve to a place in the text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...docs.slice(0, 3), ...docs.slice(4)), mutation, ([name, doc], m) => {
        const r = validateText(JSON.stringify(mutate(doc, m), null, 2), name, options);
        for (const d of r.diagnostics) if (d.code !== 'checks-skipped' && d.code !== 'too-many-problems') expect(d.range, `${d.code} ${d.pointer}`).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});

it('pointer encoding survives odd keys', () => {
  fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.nat())), (path) => encodePointer(path).split('/').length === path.length + 1));
});
