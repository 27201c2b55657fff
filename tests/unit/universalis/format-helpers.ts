import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  parseDocument,
  validateDocument,
  type MessageLanguage,
  type ValidationResult,
} from '../../../src/engine/format/index';
import { root } from '../format/helpers';

export const unitsFile = 'salt-frontier.units.json';
export const unitsText = readFileSync(join(root, 'samples', unitsFile), 'utf8');
export const skirmishSample = (name: string): any =>
  JSON.parse(readFileSync(join(root, 'samples', `${name}.skirmish.json`), 'utf8'));
export const unitsSample = (): any => JSON.parse(unitsText);
export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** Validates a skirmish value with positions, against the sample units file (or the units value given). */
export function validateSkirmish(
  doc: unknown,
  units: unknown = unitsText,
  language: MessageLanguage = 'en',
): ValidationResult {
  const text = typeof units === 'string' ? units : JSON.stringify(units);
  return validateDocument(parseDocument(JSON.stringify(doc, null, 2), 'x.skirmish.json', { language }), {
    language,
    references: { units: { fileName: unitsFile, text } },
  });
}

export function validateUnits(doc: unknown, language: MessageLanguage = 'en'): ValidationResult {
  return validateDocument(parseDocument(JSON.stringify(doc, null, 2), 'x.units.json', { language }), {
    language,
  });
}

/** `code pointer` of every diagnostic that is not info. */
export const problems = (r: ValidationResult) =>
  r.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code} ${d.pointer}`);
export const all = (r: ValidationResult) => r.diagnostics.map((d) => `${d.code} ${d.pointer}`);
