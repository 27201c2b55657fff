import type { ErrorObject } from 'ajv';
import { closest, error, pathName, type Finding } from './findings';
import { decodePointer, encodePointer, valueAt } from './pointer';

type Schema = Record<string, any>;

// Regular expressions mean nothing to a designer: say what the pattern asks for.
const patternHints: Record<string, string> = {
  '^[a-z0-9]+(-[a-z0-9]+)*$': 'must be lower-case letters and digits in words joined by hyphens, like `reed-sniper`',
  '^[0-9]+\\.[0-9]+(\\.[0-9]+)?$': 'must be a version number like `1.0` or `1.2.3`',
  '^(0|[1-9][0-9]?)\\.([1-9]|1[0-2])$': 'must be a Momentum time "Cycle.Phase" like "2.6", with a phase from 1 to 12',
  '^[.~%X#_]{1,40}$': 'may hold only the terrain codes . ~ % X # _ (at most 40 per row)',
  '\\.catalog\\.json$': 'must be the path of a catalog file, ending in `.catalog.json`',
};

/** Every pattern the translator explains; the schema test checks each schema pattern is listed here. */
export const explainedPatterns = Object.keys(patternHints);

const asSchema = (node: unknown): Schema | undefined => (node && typeof node === 'object' ? (node as Schema) : undefined);

/**
 * The schema an error is about. ajv compiles each `$ref` target as its own function and reports `schemaPath`
 * relative to that function's schema, so: walk the schema along the instance path the way the validator did
 * (following `$ref`, `properties`, `items`, and the `anyOf` branch that fits the data), remember the last `$ref`
 * target, and read the schemaPath from there.
 */
function schemaAt(root: Schema, document: unknown, instancePath: string, schemaPath: string): Schema | undefined {
  let base = root;
  let node: Schema | undefined = root;
  const deref = () => {
    for (let guard = 0; node && typeof node.$ref === 'string' && guard < 20; guard++) {
      node = asSchema(valueAt(root, node.$ref.replace(/^#/, '')));
      if (node) base = node;
    }
  };
  deref();
  const path = decodePointer(instancePath) ?? [];
  for (let i = 0; i < path.length && node; i++) {
    const here = valueAt(document, encodePointer(path.slice(0, i)));
    const branches = node.anyOf ?? node.oneOf;
    if (Array.isArray(branches)) {
      node = asSchema(branches.find((b: Schema) => accepts(b, here)));
      deref();
    }
    if (!node) break;
    node = Array.isArray(here) ? asSchema(node.items) : asSchema(node.properties?.[path[i]] ?? node.additionalProperties);
    deref();
  }
  return asSchema(valueAt(base, schemaPath.replace(/^#/, '')));
}

const parentSchemaPath = (schemaPath: string) => schemaPath.slice(0, schemaPath.lastIndexOf('/'));
const within = (path: string, prefix: string) => path === prefix || path.startsWith(prefix + '/');

function typeOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function accepts(branch: Schema, v: unknown): boolean {
  const t = typeOf(v);
  if (Array.isArray(branch.enum)) return branch.enum.some((e: unknown) => typeOf(e) === t || (t === 'integer' && typeof e === 'number'));
  if ('const' in branch) return typeOf(branch.const) === t;
  const types: string[] = Array.isArray(branch.type) ? branch.type : branch.type ? [branch.type] : [];
  return types.length === 0 || types.includes(t) || (t === 'integer' && types.includes('number'));
}

const typeWords: Record<string, string> = {
  string: 'a text in double quotes',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list `[…]`',
  object: 'an object `{…}`',
  null: 'null',
};

function branchWords(branch: Schema): string {
  if (Array.isArray(branch.enum)) return `one of ${listValues(branch.enum)}`;
  if (branch.type === 'object' && branch.properties && branch.maxProperties === 1) return `an object with one of ${listValues(Object.keys(branch.properties))}`;
  const types: string[] = Array.isArray(branch.type) ? branch.type : [branch.type ?? 'value'];
  return types.map((t) => typeWords[t] ?? t).join(' or ');
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 30).map((v) => (typeof v === 'string' ? `\`${v}\`` : JSON.stringify(v)));
  return shown.join(', ') + (values.length > shown.length ? ', …' : '');
}

/**
 * ajv reports every failing branch of an `anyOf`; a designer wants the one that fits what they wrote. Branch errors
 * come just before the `anyOf` error and under its instance path, inner ones first, so a stack resolves nesting.
 */
function resolveChoices(errors: ErrorObject[], schema: Schema, document: unknown): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword !== 'anyOf' && e.keyword !== 'oneOf') {
      out.push(e);
      continue;
    }
    let start = out.length;
    while (start > 0 && within(out[start - 1].instancePath, e.instancePath)) start--;
    const block = out.splice(start);
    const branches: Schema[] = schemaAt(schema, document, e.instancePath, e.schemaPath) as any;
    const value = valueAt(document, e.instancePath);
    const fitting = Array.isArray(branches) ? branches.map((b, i) => (accepts(b, value) ? i : -1)).filter((i) => i >= 0) : [];
    if (fitting.length === 1) {
      const keep = `${e.schemaPath}/${fitting[0]}`;
      // Errors deeper than the anyOf come from the branch that went deeper; at its own level, keep the fitting one's.
      out.push(...block.filter((b) => b.instancePath !== e.instancePath || within(b.schemaPath, keep) || !b.schemaPath.startsWith(e.schemaPath + '/')));
    } else {
      const words = Array.isArray(branches) ? branches.map(branchWords).join(', or ') : 'one of the allowed forms';
      out.push({ ...e, keyword: fitting.length === 0 ? 'type' : 'anyOf', params: { words } });
    }
  }
  return out;
}

function describe(e: ErrorObject, schema: Schema, document: unknown): Finding {
  const name = `\`${pathName(e.instancePath)}\``;
  const value = valueAt(document, e.instancePath);
  const p = e.params as Record<string, any>;
  switch (e.keyword) {
    case 'required': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const about = parent?.properties?.[p.missingProperty]?.description;
      const where = e.instancePath === '' ? 'The document' : name;
      return error('schema-required', e.instancePath, `${where} needs \`${p.missingProperty}\`${about ? `: ${about}` : '.'}`, 'key');
    }
    case 'additionalProperties': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const known = Object.keys(parent?.properties ?? {});
      const guess = closest(p.additionalProperty, known);
      const pointer = encodePointer([...(decodePointer(e.instancePath) ?? []), p.additionalProperty]);
      const hint = guess ? ` Did you mean \`${guess}\`?` : known.length ? ` Known here: ${listValues(known)}.` : '';
      return error('schema-unknown-property', pointer, `\`${p.additionalProperty}\` is not a property ${e.instancePath === '' ? 'of this document' : `of ${name}`}.${hint}`, 'key');
    }
    case 'type': {
      const expected = p.words ?? (Array.isArray(p.type) ? p.type : String(p.type).split(',')).map((t: string) => typeWords[t] ?? t).join(' or ');
      return error('schema-type', e.instancePath, `${name} must be ${expected}, not ${typeWords[typeOf(value)] ?? typeOf(value)}.`);
    }
    case 'enum': {
      const allowed: unknown[] = p.allowedValues ?? [];
      const guess = typeof value === 'string' ? closest(value, allowed.filter((a): a is string => typeof a === 'string')) : undefined;
      return error('schema-enum', e.instancePath, `${name} must be one of ${listValues(allowed)}${guess ? ` — did you mean \`${guess}\`?` : '.'}`);
    }
    case 'const':
      return error('schema-const', e.instancePath, `${name} must be ${listValues([p.allowedValue])}.`);
    case 'pattern': {
      const hint = patternHints[p.pattern];
      return error('schema-pattern', e.instancePath, hint ? `${name} ${hint}.` : `${name} is not written in the expected form (${p.pattern}).`);
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', exclusiveMinimum: 'more than', maximum: 'at most', exclusiveMaximum: 'less than' }[e.keyword];
      return error('schema-range', e.instancePath, `${name} must be ${words} ${p.limit} (it is ${JSON.stringify(value)}).`);
    }
    case 'minItems':
    case 'maxItems': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const exact = parent?.minItems !== undefined && parent.minItems === parent.maxItems;
      const count = Array.isArray(value) ? value.length : 0;
      const bound = exact ? `exactly ${parent!.minItems}` : e.keyword === 'minItems' ? `at least ${p.limit}` : `at most ${p.limit}`;
      return error('schema-size', e.instancePath, `${name} must have ${bound} item${p.limit === 1 && !exact ? '' : 's'} (it has ${count}).`);
    }
    case 'minProperties':
    case 'maxProperties': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const keys = Object.keys(parent?.properties ?? {});
      if (parent?.maxProperties === 1 && keys.length) return error('schema-size', e.instancePath, `${name} must have exactly one of ${listValues(keys)}.`, 'key');
      return error('schema-size', e.instancePath, `${name} must have ${e.keyword === 'minProperties' ? 'at least' : 'at most'} ${p.limit} propert${p.limit === 1 ? 'y' : 'ies'}.`, 'key');
    }
    case 'minLength':
    case 'maxLength':
      return error('schema-size', e.instancePath, `${name} must be ${e.keyword === 'minLength' ? 'at least' : 'at most'} ${p.limit} characters long.`);
    case 'anyOf':
    case 'oneOf':
      return error('schema-choice', e.instancePath, `${name} must be ${p.words ?? 'one of the allowed forms'}.`);
    default:
      return error('schema-invalid', e.instancePath, `${name} ${e.message ?? 'is not valid'}.`);
  }
}

/** Turns ajv's errors into findings a designer can act on, one per real problem. */
export function schemaFindings(errors: readonly ErrorObject[], schema: Schema, document: unknown): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const e of resolveChoices([...errors], schema, document)) {
    const f = describe(e, schema, document);
    const key = `${f.code} ${f.pointer} ${f.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}
