/**
 * The inspector's form, read from the mission schema: each property becomes a field of the kind its schema
 * says (a list for an enum, a number with its range, a picker for an id that names something, three languages
 * for a text, a choice for "one of these keys"), with the schema's description (in the UI language) as its help.
 * Pure, so the form follows the schema with no form code per object.
 */
import missionSchema from '../../../../../../schemas/mission.schema.json';
import { pointerToken, subschemaAt } from '../../../../schema-i18n/texts';

export type Schema = Record<string, unknown>;

export type FieldSpec =
  | { type: 'enum'; options: (string | number)[] }
  | { type: 'number'; integer: boolean; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'string'; pattern?: string; ref?: string }
  | { type: 'text' }
  | { type: 'square' }
  | { type: 'object'; properties: PropertySpec[] }
  /** One key of several (`{"hero-ko": "ilse"}`), or one of the `bare` values that need nothing more (`"time-up"`). */
  | { type: 'choice'; options: PropertySpec[]; bare?: (string | number)[] }
  | { type: 'list'; item: Described; min: number }
  | { type: 'json' };

export interface Described {
  spec: FieldSpec;
  description?: string;
  /** What this is in the schema: a definition's name (`time`, `condition`) or, inline, the same as `site`. */
  path: string;
  /**
   * Where in the schema this is, e.g. `spawnPoint.rule.draft.cards` or `momentum.start` (whose `path` is `time`):
   * the key of reference pickers and of labels that depend on the place.
   */
  site: string;
}

export interface PropertySpec extends Described {
  name: string;
  required: boolean;
}

/**
 * The English mission schema. Forms are always built from it; the help beside a field is read from the schema in
 * the UI language (`help`, a copy with only its texts translated) at the same JSON Pointer, so a translation can
 * never change which fields there are.
 */
export const MISSION_SCHEMA = missionSchema as unknown as Schema;
const DEFS = MISSION_SCHEMA.$defs as Record<string, Schema>;

function resolve(node: Schema): { node: Schema; def?: string } {
  const ref = node.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/$defs/')) {
    const def = ref.slice('#/$defs/'.length);
    return { node: DEFS[def], def };
  }
  return { node };
}

const descriptionAt = (help: Schema, pointer: string): string | undefined => {
  const description = subschemaAt(help, pointer)?.description;
  return typeof description === 'string' ? description : undefined;
};

/** At most this deep a form nests before falling back to editing JSON (effects inside effects). */
const MAX_DEPTH = 5;

/**
 * The field for the subschema `raw`, found at `pointer` in the English schema. A reference's own description
 * (`"at": { "description": …, "$ref": "#/$defs/square" }`) goes before the one of what it names.
 */
export function describe(raw: Schema, pointer: string, path: string, help: Schema, depth = 0): Described {
  const { node, def } = resolve(raw);
  const here = def ?? path;
  const at = def ? `/$defs/${def}` : pointer;
  const description = descriptionAt(help, pointer) ?? (def ? descriptionAt(help, at) : undefined);
  const done = (spec: FieldSpec): Described => ({ spec, description, path: here, site: path });
  const child = (name: string) => (here ? `${here}.${name}` : name);
  if (def === 'text') return done({ type: 'text' });
  if (def === 'square') return done({ type: 'square' });
  if (Array.isArray(node.enum)) return done({ type: 'enum', options: node.enum as (string | number)[] });
  if (depth > MAX_DEPTH) return done({ type: 'json' });
  const variants = (node.anyOf ?? node.oneOf) as Schema[] | undefined;
  if (variants) {
    // A condition or a target: a bare value (`"time-up"`) or one key with its value (`{"hero-ko": "ilse"}`).
    const keyword = node.anyOf ? 'anyOf' : 'oneOf';
    const bare = variants.findIndex((v) => Array.isArray(v.enum));
    const keyed = variants.findIndex((v) => v.type === 'object' && v.minProperties === 1 && v.maxProperties === 1);
    if (variants.length !== 2 || bare < 0 || keyed < 0) return done({ type: 'json' });
    const choice = describe(variants[keyed], `${at}/${keyword}/${keyed}`, here, help, depth).spec;
    if (choice.type !== 'choice') return done({ type: 'json' });
    return done({ type: 'choice', options: choice.options, bare: variants[bare].enum as (string | number)[] });
  }
  if (node.type === 'integer' || node.type === 'number') {
    return done({ type: 'number', integer: node.type === 'integer', min: node.minimum as number | undefined, max: node.maximum as number | undefined });
  }
  if (node.type === 'boolean') return done({ type: 'boolean' });
  if (node.type === 'string') return done({ type: 'string', pattern: node.pattern as string | undefined, ref: path });
  if (node.type === 'array' && node.items) {
    return done({ type: 'list', item: describe(node.items as Schema, `${at}/items`, child('items'), help, depth + 1), min: (node.minItems as number | undefined) ?? 0 });
  }
  if (node.type === 'object' && node.properties) {
    const required = new Set((node.required as string[] | undefined) ?? []);
    const properties = Object.entries(node.properties as Record<string, Schema>).map(([name, s]) => ({
      name,
      required: required.has(name),
      ...describe(s, `${at}/properties/${pointerToken(name)}`, child(name), help, depth + 1),
    }));
    if (node.minProperties === 1 && node.maxProperties === 1) return done({ type: 'choice', options: properties });
    return done({ type: 'object', properties });
  }
  return done({ type: 'json' });
}

/**
 * The form for the schema at a JSON Pointer into mission.schema.json (e.g. `/$defs/spawnPoint`), with its help
 * from `help`: the mission schema in the UI language (`useLocalizedSchema`), English if left out.
 */
export function schemaAt(pointer: string, help: Schema = MISSION_SCHEMA): Described {
  let forms = described.get(help);
  if (!forms) described.set(help, (forms = new Map()));
  const known = forms.get(pointer);
  if (known) return known;
  const def = /^\/\$defs\/([^/]+)$/.exec(pointer)?.[1];
  const node = def ? { $ref: `#/$defs/${def}` } : (subschemaAt(MISSION_SCHEMA, pointer) ?? {});
  const form = describe(node, pointer, pointer.replace(/^\/\$defs\//, '').replace(/\/properties\//g, '.').replace(/\//g, '.').replace(/^\./, ''), help);
  forms.set(pointer, form);
  return form;
}

/** Forms already read, by the help schema they were read with (the inspector asks on every render). */
const described = new WeakMap<Schema, Map<string, Described>>();

/**
 * A value that satisfies a field's schema, to start from when a field is added. `pick` names a first value for a
 * reference (the first enemy of the catalog for `"enemy"`): an empty id would not match the schema, and a document
 * that does not match its schema shows no map or inspector until it does (ViewGuard), so a new user choosing "Set
 * enemies" would lose the very field that fixes it.
 */
export function defaultValue(spec: FieldSpec, pick?: (spec: Extract<FieldSpec, { type: 'string' }>) => string | undefined): unknown {
  switch (spec.type) {
    case 'enum':
      return spec.options[0];
    case 'number':
      return spec.min ?? 0;
    case 'boolean':
      return true;
    case 'string':
      return pick?.(spec) ?? '';
    case 'text':
      return { en: '' };
    case 'square':
      return [0, 0];
    case 'object':
      return Object.fromEntries(spec.properties.filter((p) => p.required).map((p) => [p.name, defaultValue(p.spec, pick)]));
    case 'choice':
      if (spec.bare?.length) return spec.bare[0];
      return spec.options[0] ? { [spec.options[0].name]: defaultValue(spec.options[0].spec, pick) } : {};
    case 'list':
      return Array.from({ length: spec.min }, () => defaultValue(spec.item.spec, pick));
    case 'json':
      return {};
  }
}
