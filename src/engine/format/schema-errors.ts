import type { ErrorObject } from 'ajv';
import { closest, error, pathName, type Finding } from './findings';
import { commaOrList, isMessageId, msg, orList, renderMessage, type Arg, type Message, type MessageId } from './messages/index';
import { decodePointer, encodePointer, valueAt } from './pointer';

type Schema = Record<string, any>;

// Regular expressions mean nothing to a designer: say what the pattern asks for. Each pattern ends in `(?!\n)$` so
// that it means the same in every JSON Schema implementation (Python's `$` also matches before a final newline).
const patternHints: Record<string, MessageId> = {
  '^[a-z0-9]+(-[a-z0-9]+)*(?!\\n)$': 'pattern-id',
  '^[0-9]+\\.[0-9]+(\\.[0-9]+)?(?!\\n)$': 'pattern-version',
  '^(0|[1-9][0-9]?)\\.([1-9]|1[0-2])(?!\\n)$': 'pattern-time',
  '^[.~%X#_]{1,40}(?!\\n)$': 'pattern-terrain-row',
  '\\.catalog\\.json(?!\\n)$': 'pattern-catalog-path',
  '^[^\\u0000-\\u001f]*\\.units\\.json(?!\\n)$': 'pattern-units-path',
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

/** A JSON type in words (`a number`, `eine Zahl`); a type the catalog does not name stays as it is. */
function typeWord(type: string): Arg {
  const id = `type-${type}`;
  return isMessageId(id) ? ({ id } as Message) : type;
}

function branchWords(branch: Schema): Arg {
  if (Array.isArray(branch.enum)) return msg('branch-one-of', { values: listValues(branch.enum) });
  if (branch.type === 'object' && branch.properties && branch.maxProperties === 1) return msg('branch-object-one-of', { values: listValues(Object.keys(branch.properties)) });
  const types: string[] = Array.isArray(branch.type) ? branch.type : [branch.type ?? 'value'];
  return orList(types.map(typeWord));
}

function listValues(values: readonly unknown[]): string {
  const shown = values.slice(0, 30).map((v) => (typeof v === 'string' ? `\`${v}\`` : JSON.stringify(v)));
  return shown.join(', ') + (values.length > shown.length ? ', …' : '');
}

/**
 * ajv reports every failing branch of an `anyOf`; a designer wants the one that fits what they wrote. Branch errors
 * come just before the `anyOf` error and under its instance path, inner ones first, so a stack resolves nesting.
 */
function resolveChoices(errors: readonly ErrorObject[], schema: Schema, document: unknown): ErrorObject[] {
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
      for (const b of block) if (b.instancePath !== e.instancePath || within(b.schemaPath, keep) || !b.schemaPath.startsWith(e.schemaPath + '/')) out.push(b);
    } else {
      const words = Array.isArray(branches) ? commaOrList(branches.map(branchWords)) : msg('branch-allowed-forms');
      out.push({ ...e, keyword: fitting.length === 0 ? 'type' : 'anyOf', params: { words } });
    }
  }
  return out;
}

/**
 * Set for German and French: the kind's localised schema (if the caller has one), to quote a property's description
 * in that language rather than in English.
 */
export interface SchemaHelp {
  schema: Schema | undefined;
}

const rangeMessages = { minimum: 'schema-minimum', exclusiveMinimum: 'schema-exclusive-minimum', maximum: 'schema-maximum', exclusiveMaximum: 'schema-exclusive-maximum' } as const;

function describe(e: ErrorObject, schema: Schema, document: unknown, help: SchemaHelp | undefined): Finding {
  const name: Arg = e.instancePath === '' ? msg('path-root') : `\`${pathName(e.instancePath)}\``;
  const value = valueAt(document, e.instancePath);
  const p = e.params as Record<string, any>;
  switch (e.keyword) {
    case 'required': {
      const parentPath = parentSchemaPath(e.schemaPath);
      const parent = schemaAt(schema, document, e.instancePath, parentPath);
      let about: string | undefined = parent?.properties?.[p.missingProperty]?.description;
      if (help) {
        // Only a translated description: an English one would break the German or French sentence.
        const local = help.schema ? schemaAt(help.schema, document, e.instancePath, parentPath)?.properties?.[p.missingProperty]?.description : undefined;
        about = typeof local === 'string' && local !== about ? local : undefined;
      }
      const where = e.instancePath === '' ? msg('document-start') : name;
      const message = about ? msg('schema-required-about', { where, missing: p.missingProperty, about }) : msg('schema-required', { where, missing: p.missingProperty });
      return error('schema-required', e.instancePath, message, 'key');
    }
    case 'additionalProperties': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const known = Object.keys(parent?.properties ?? {});
      const guess = closest(p.additionalProperty, known);
      const pointer = encodePointer([...(decodePointer(e.instancePath) ?? []), p.additionalProperty]);
      const hint = guess ? msg('hint-did-you-mean', { guess }) : known.length ? msg('hint-known-here', { known: listValues(known) }) : '';
      const property = p.additionalProperty;
      return error('schema-unknown-property', pointer, e.instancePath === '' ? msg('schema-unknown-property-root', { property, hint }) : msg('schema-unknown-property', { property, name, hint }), 'key');
    }
    case 'type': {
      const expected = p.words ?? orList((Array.isArray(p.type) ? p.type : String(p.type).split(',')).map(typeWord));
      return error('schema-type', e.instancePath, msg('schema-type', { name, expected, actual: typeWord(typeOf(value)) }));
    }
    case 'enum': {
      const allowed: unknown[] = p.allowedValues ?? [];
      const guess = typeof value === 'string' ? closest(value, allowed.filter((a): a is string => typeof a === 'string')) : undefined;
      return error('schema-enum', e.instancePath, guess ? msg('schema-enum-guess', { name, allowed: listValues(allowed), guess }) : msg('schema-enum', { name, allowed: listValues(allowed) }));
    }
    case 'const':
      return error('schema-const', e.instancePath, msg('schema-const', { name, value: listValues([p.allowedValue]) }));
    case 'pattern': {
      const hint = patternHints[p.pattern];
      return error('schema-pattern', e.instancePath, hint ? msg('schema-pattern-hint', { name, hint: { id: hint } }) : msg('schema-pattern', { name, pattern: p.pattern }));
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return error('schema-range', e.instancePath, msg(rangeMessages[e.keyword], { name, limit: p.limit, value: JSON.stringify(value) }));
    case 'minItems':
    case 'maxItems': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const exact = parent?.minItems !== undefined && parent.minItems === parent.maxItems;
      const count = Array.isArray(value) ? value.length : 0;
      const message = exact
        ? msg('schema-items-exactly', { name, limit: parent!.minItems, count })
        : msg(e.keyword === 'minItems' ? 'schema-items-min' : 'schema-items-max', { name, limit: p.limit, count });
      return error('schema-size', e.instancePath, message);
    }
    case 'minProperties':
    case 'maxProperties': {
      const parent = schemaAt(schema, document, e.instancePath, parentSchemaPath(e.schemaPath));
      const keys = Object.keys(parent?.properties ?? {});
      if (parent?.maxProperties === 1 && keys.length) return error('schema-size', e.instancePath, msg('schema-one-key', { name, keys: listValues(keys) }), 'key');
      return error('schema-size', e.instancePath, msg(e.keyword === 'minProperties' ? 'schema-properties-min' : 'schema-properties-max', { name, limit: p.limit }), 'key');
    }
    case 'minLength':
    case 'maxLength':
      return error('schema-size', e.instancePath, msg(e.keyword === 'minLength' ? 'schema-length-min' : 'schema-length-max', { name, limit: p.limit }));
    case 'anyOf':
    case 'oneOf':
      return error('schema-choice', e.instancePath, msg('schema-choice', { name, words: p.words ?? msg('branch-allowed-forms') }));
    case 'uniqueItems':
      // ajv's own words, "items ## j and i", kept for English.
      return error('schema-invalid', e.instancePath, msg('schema-unique-items', { name, first: p.j, second: p.i }));
    case 'propertyNames':
      return error('schema-invalid', e.instancePath, msg('schema-property-names', { name }));
    default:
      // Only for a keyword a schema starts to use before it has words here (a test lists the keywords in use).
      return error('schema-invalid', e.instancePath, msg('schema-invalid', { name, detail: e.message ?? 'is not valid' }));
  }
}

/** The schema keywords `describe` has its own words for (every other one reads ajv's English). */
export const describedKeywords = ['required', 'additionalProperties', 'type', 'enum', 'const', 'pattern', 'minimum', 'exclusiveMinimum', 'maximum', 'exclusiveMaximum', 'minItems', 'maxItems', 'minProperties', 'maxProperties', 'minLength', 'maxLength', 'anyOf', 'oneOf', 'uniqueItems', 'propertyNames'];

/**
 * How many schema problems one document reports at most. A shared file with 100,000 bad values would otherwise be
 * described one by one (seconds of work, a problems panel nobody can read); the rest are counted, not described.
 */
export const schemaFindingLimit = 1000;

/**
 * Turns ajv's errors into findings a designer can act on, one per real problem. `help` (for German and French)
 * supplies translated descriptions. At most `limit` findings are described; `omitted` counts the values with
 * problems past that (each instance path once), for an "and N more" line.
 */
export function schemaFindings(errors: readonly ErrorObject[], schema: Schema, document: unknown, help?: SchemaHelp, limit = schemaFindingLimit): Finding[] & { omitted?: number } {
  const seen = new Set<string>();
  const described = new Set<string>();
  const out: Finding[] & { omitted?: number } = [];
  const resolved = resolveChoices(errors, schema, document);
  let i = 0;
  for (; i < resolved.length && out.length < limit; i++) {
    described.add(resolved[i].instancePath);
    const f = describe(resolved[i], schema, document, help);
    const key = `${f.code} ${f.pointer} ${renderMessage(f.message)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  if (i < resolved.length) {
    const rest = new Set<string>();
    for (; i < resolved.length; i++) if (!described.has(resolved[i].instancePath)) rest.add(resolved[i].instancePath);
    out.omitted = rest.size;
  }
  return out;
}
