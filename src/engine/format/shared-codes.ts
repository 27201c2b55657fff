import type { CodeSpec } from '../ruleset';

/**
 * The codes of reading, kind, version and schema problems: the same for every document kind. Apart from codes.ts (which
 * adds every ruleset's) so the studio's start-up code can tell a structural problem without loading the rulesets.
 */
export const SHARED_CODES: Record<string, CodeSpec> = {
  'file-unreadable': { severity: 'error', group: 'Reading', meaning: 'The file does not exist, is a folder, or cannot be opened (the CLI exits with 2).' },
  'file-too-large': { severity: 'error', group: 'Reading', meaning: 'The file is larger than the studio reads (16 MB); it is refused before parsing.' },
  'file-binary': { severity: 'error', group: 'Reading', meaning: 'The file is not UTF-8 text (it holds NUL bytes or invalid UTF-8).' },
  'json-empty': { severity: 'error', group: 'Reading', meaning: 'The file holds no JSON value at all.' },
  'json-syntax': { severity: 'error', group: 'Reading', meaning: 'The text is not valid JSON: the message says what was expected where; a file that ends too early says it looks cut off.' },
  'json-too-deep': { severity: 'error', group: 'Reading', meaning: 'Arrays or objects are nested more than 128 levels deep; refused so nothing can overflow the stack.' },
  'json-duplicate-key': { severity: 'error', group: 'Reading', meaning: 'A property appears twice in one object; only the last counts, and the earlier one is reported.' },
  'kind-unknown': { severity: 'error', group: 'Kind and version', meaning: 'Neither `$schema` nor the file name tells what kind of document this is.' },
  'kind-mismatch': { severity: 'warning', group: 'Kind and version', meaning: 'The file name suggests one kind and `$schema` another; `$schema` wins.' },
  'kind-unknown-schema': { severity: 'warning', group: 'Kind and version', meaning: '`$schema` names no known schema; the kind was taken from the file name.' },
  'format-version-newer': { severity: 'error', group: 'Kind and version', meaning: 'The file was written by a newer studio (its `formatVersion` is above what this one reads); it is not validated further.' },
  'format-version-unknown': { severity: 'error', group: 'Kind and version', meaning: '`formatVersion` is older than any version the studio knows how to migrate.' },
  migrated: { severity: 'info', group: 'Kind and version', meaning: 'An older `formatVersion` was migrated on reading; the message says what changed. The file on disk is unchanged until saved.' },
  'schema-required': { severity: 'error', group: 'Schema', meaning: 'A required property is missing; the range is on the object that needs it.' },
  'schema-unknown-property': { severity: 'error', group: 'Schema', meaning: 'A property the schema does not define (often a typo: the message suggests the closest name).' },
  'schema-type': { severity: 'error', group: 'Schema', meaning: 'A value of the wrong type (text where a number is expected, …).' },
  'schema-enum': { severity: 'error', group: 'Schema', meaning: 'A value outside its closed list (rotation, symbol, status, skill, condition, …).' },
  'schema-const': { severity: 'error', group: 'Schema', meaning: 'A value that must be exactly one thing (`ruleset`, `formatVersion`).' },
  'schema-pattern': { severity: 'error', group: 'Schema', meaning: 'A text not written in the expected form (ids, versions, "Cycle.Phase" times, terrain rows).' },
  'schema-range': { severity: 'error', group: 'Schema', meaning: 'A number below its minimum or above its maximum.' },
  'schema-size': { severity: 'error', group: 'Schema', meaning: 'Too few or too many items, properties or characters; single-choice objects must hold exactly one key.' },
  'schema-choice': { severity: 'error', group: 'Schema', meaning: 'A value that fits none of the allowed forms.' },
  'schema-invalid': { severity: 'error', group: 'Schema', meaning: 'Any other schema rule.' },
  'checks-skipped': { severity: 'info', group: 'Schema', meaning: 'Semantic checks wait until the schema problems (or unknown tiles) are fixed.' },
  'too-many-problems': { severity: 'info', group: 'Schema', meaning: 'More than 500 problems: the rest are counted, not listed.' },
  'path-outside-folder': { severity: 'error', group: 'Semantic: ids and references', meaning: 'A file the document names (its catalog, a picture) is an absolute path or goes up with `..`: files are read only from the document\'s folder and below, so a shared file cannot reach anywhere else.' },
};
