/**
 * Schema help in other languages, shared by the studio (Monaco, the inspector), the validator's messages, the CLI and
 * `npm run schema-i18n`. Pure: no I/O.
 *
 * The texts of a JSON Schema that people read: every subschema's `title` and `description`, found by walking the
 * schema's own keywords (never `examples`, `const`, `enum` or `default`, which hold data), each under the JSON
 * Pointer of the subschema that carries it, like `/$defs/tilePlacement/properties/rotation`. Pure: the script,
 * the tests and the studio share it.
 */

export type SchemaNode = Record<string, unknown>;

/** What a translation replaces in one subschema. */
export interface SchemaTexts {
  title?: string;
  description?: string;
}

/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAPS = ['$defs', 'definitions', 'properties', 'patternProperties', 'dependentSchemas'];
/** Keywords whose value is one subschema. */
const SCHEMA_ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
/** Keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One reference token of a JSON Pointer (RFC 6901). */
export const pointerToken = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** The value at a JSON Pointer (RFC 6901) into a schema, or undefined when the schema has nothing there. */
export function subschemaAt(schema: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: unknown = schema;
  for (const token of pointer.split('/').slice(1)) {
    // Arrays are stepped through too (`/anyOf/0`): their indices are property names like any other.
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isNode(node) ? node : undefined;
}

/** Calls `visit` for every subschema, with its pointer, in document order. */
export function walkSchema(
  schema: SchemaNode,
  visit: (node: SchemaNode, pointer: string) => void,
  pointer = '',
): void {
  visit(schema, pointer);
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.includes(key) && isNode(value)) {
      for (const [name, child] of Object.entries(value))
        if (isNode(child)) walkSchema(child, visit, `${pointer}/${key}/${pointerToken(name)}`);
    } else if (SCHEMA_ONE.includes(key)) {
      if (isNode(value)) walkSchema(value, visit, `${pointer}/${key}`);
      else if (Array.isArray(value))
        value.forEach((child, i) => isNode(child) && walkSchema(child, visit, `${pointer}/${key}/${i}`));
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      value.forEach((child, i) => isNode(child) && walkSchema(child, visit, `${pointer}/${key}/${i}`));
    }
  }
}

/** Every subschema with a title or a description, by pointer, in document order. */
export function schemaTexts(schema: SchemaNode): Map<string, SchemaTexts> {
  const texts = new Map<string, SchemaTexts>();
  walkSchema(schema, (node, pointer) => {
    const entry: SchemaTexts = {};
    if (typeof node.title === 'string') entry.title = node.title;
    if (typeof node.description === 'string') entry.description = node.description;
    if (entry.title !== undefined || entry.description !== undefined) texts.set(pointer, entry);
  });
  return texts;
}

/**
 * A short fingerprint of a subschema's English texts (FNV-1a, 32 bits, over the title and the description):
 * stored with each translation, it tells when the English changed after the translation was made.
 */
export function sourceHash(texts: SchemaTexts): string {
  const source = `${texts.title ?? ''}\u0000${texts.description ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < source.length; i++) {
    hash ^= source.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/*
 * A schema in another language: a copy of the English schema whose titles and descriptions are replaced by the
 * translations of a sidecar (`schemas/i18n/<kind>.<language>.json`). The English schema stays the source of
 * truth: a translation is used only while the English text it was made from is unchanged (its `source` hash),
 * and anything untranslated stays English. Pure: no I/O, the input is never changed.
 */

/** One translated subschema, as stored in a sidecar. */
export interface SchemaTranslation extends SchemaTexts {
  /** `sourceHash` of the English title and description this translation was made from. */
  source: string;
}

/** A sidecar file: the translations of one schema into one language, by the pointer of each subschema. */
export type SchemaTranslations = Record<string, SchemaTranslation>;

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

export function localizeSchema<T>(english: T, translations: SchemaTranslations): T {
  const copy = structuredClone(english) as unknown as SchemaNode;
  const current = schemaTexts(english as unknown as SchemaNode);
  walkSchema(copy, (node, pointer) => {
    const source = current.get(pointer);
    const translation = translations[pointer];
    if (!source || !translation || translation.source !== sourceHash(source)) return;
    // A sidecar is data from a file: only a non-empty string replaces an English text.
    if (source.title !== undefined && isText(translation.title)) node.title = translation.title;
    if (source.description !== undefined && isText(translation.description))
      node.description = translation.description;
  });
  return copy as unknown as T;
}
