// Moved to the engine (the validator's German and French messages quote translated descriptions too).
export {
  pointerToken,
  schemaTexts,
  sourceHash,
  subschemaAt,
  walkSchema,
  type SchemaNode,
  type SchemaTexts,
} from '../../engine/format/schema-texts';
