/**
 * A schema in another language: a copy of the English schema whose titles and descriptions are replaced by the
 * translations of a sidecar (`schemas/i18n/<kind>.<language>.json`). The English schema stays the source of
 * truth: a translation is used only while the English text it was made from is unchanged (its `source` hash),
 * and anything untranslated stays English. Pure: no I/O, the input is never changed.
 */
import { schemaTexts, sourceHash, walkSchema, type SchemaNode, type SchemaTexts } from './texts';

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
    if (source.description !== undefined && isText(translation.description)) node.description = translation.description;
  });
  return copy as unknown as T;
}
