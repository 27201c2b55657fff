// Moved to the engine (the validator's German and French messages quote translated descriptions too).
export {
  localizeSchema,
  type SchemaTranslation,
  type SchemaTranslations,
} from '../../engine/format/schema-texts';
