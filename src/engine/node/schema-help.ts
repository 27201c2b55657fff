/**
 * Translated schema descriptions for the command line's German and French messages: the sidecars in
 * schemas/i18n/<kind>.<language>.json applied to each kind's schema (the studio loads the same files as lazy chunks).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listDocumentKinds } from '../format/registry';
import type { MessageLanguage } from '../format/messages/index';
import { localizeSchema, type SchemaTranslations } from '../format/schema-texts';

const sidecars = join(dirname(fileURLToPath(import.meta.url)), '../../../schemas/i18n');

/** `ValidateOptions.schemaHelp` for a language: every kind that has a sidecar, localised; nothing for English. */
export function schemaHelp(language: MessageLanguage): Record<string, object> {
  const help: Record<string, object> = {};
  if (language === 'en') return help;
  for (const kind of listDocumentKinds()) {
    try {
      const translations = JSON.parse(
        readFileSync(join(sidecars, `${kind.kind}.${language}.json`), 'utf8'),
      ) as SchemaTranslations;
      help[kind.kind] = localizeSchema(kind.schema, translations);
    } catch {
      // No sidecar (or an unreadable one): the messages leave descriptions out rather than quote English.
    }
  }
  return help;
}
