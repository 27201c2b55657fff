import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, readSchemas, staleFiles } from '../../../scripts/gen-schemas';
import { listDocumentKinds } from '../../../src/engine/format/index';
import { explainedPatterns } from '../../../src/engine/format/schema-errors';
import { root } from './helpers';

const schemas = readSchemas();

describe('generated types and validators', () => {
  it('are current: `npm run gen` would not change them', async () => {
    const files = await generateAll(schemas);
    const stale = [...files].filter(([rel, content]) => readFileSync(join(root, rel), 'utf8') !== content).map(([rel]) => rel);
    expect(stale, 'run `npm run gen` and commit the result').toEqual([]);
    expect(staleFiles(files), 'generated files left over from a removed schema').toEqual([]);
  }, 60_000);

  it('validators are self-contained ES modules: no require, no import, no eval (strict CSP, vite and tsx alike)', () => {
    for (const s of schemas) {
      const code = readFileSync(join(root, `src/engine/generated/validators/${s.kind}.js`), 'utf8');
      expect(code).not.toMatch(/\brequire\(/);
      expect(code).not.toMatch(/^\s*import\s/m);
      expect(code).not.toMatch(/new Function|\beval\(/);
      expect(code).toMatch(/export const validate/);
    }
  });

  it('every schema is a registered document kind', () => {
    expect(listDocumentKinds().map((k) => k.kind).sort()).toEqual(schemas.map((s) => s.kind).sort());
  });
});

/** Every subschema with its JSON Pointer inside the schema file. */
function* subschemas(node: any, path = ''): Generator<[string, any]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) yield* subschemas(node[i], `${path}/${i}`);
    return;
  }
  yield [path, node];
  for (const [k, v] of Object.entries(node)) if (k !== 'examples' && k !== 'enum' && k !== 'const') yield* subschemas(v, `${path}/${k}`);
}

describe.each(schemas.map((s) => [s.file, s] as const))('%s follows the house rules', (_file, s) => {
  it('has $id, title, description, examples, a required formatVersion and an optional $schema', () => {
    expect(s.schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(s.schema.$id).toMatch(/^https:\/\/scenario-studio\.org\/schemas\/[a-z-]+\.schema\.json$/);
    expect(s.schema.title).toBeTruthy();
    expect(s.schema.description).toBeTruthy();
    expect(Array.isArray(s.schema.examples) && s.schema.examples.length).toBeTruthy();
    expect(s.schema.required).toContain('formatVersion');
    // Optional (issue 15): a new document has none until it knows where it lives; the file name tells the kind.
    expect(s.schema.required).not.toContain('$schema');
    expect(s.schema.properties.$schema).toBeDefined();
  });

  it('describes every property (the descriptions are the editor hover help)', () => {
    const missing: string[] = [];
    for (const [path, node] of subschemas(s.schema)) {
      for (const [name, prop] of Object.entries<any>(node.properties ?? {})) if (!prop?.description) missing.push(`${path}/properties/${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('closes every object with additionalProperties: false', () => {
    const open: string[] = [];
    for (const [path, node] of subschemas(s.schema)) if (node.properties && node.additionalProperties !== false) open.push(path);
    expect(open).toEqual([]);
  });

  it('its own examples are valid', () => {
    const kind = listDocumentKinds().find((k) => k.kind === s.kind)!;
    for (const example of s.schema.examples) expect(kind.validate(example), JSON.stringify(kind.validate.errors)).toBe(true);
  });
});

describe.each(['catalog', 'mission'])('%s.schema.json patterns', (kind) => {
  it('each pattern has a plain-words explanation in the error messages', () => {
    const s = schemas.find((x) => x.kind === kind)!;
    const patterns = [...subschemas(s.schema)].map(([, n]) => n.pattern).filter((p): p is string => typeof p === 'string');
    expect(patterns.filter((p) => !explainedPatterns.includes(p))).toEqual([]);
  });
});
