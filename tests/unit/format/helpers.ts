import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument, referencedPath, validateDocument, type CatalogInput, type MessageLanguage, type ValidationResult } from '../../../src/engine/format/index';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const samplesDir = join(root, 'samples');
export const catalogFile = join(samplesDir, 'sine-tempore-core.catalog.json');
export const catalogText = readFileSync(catalogFile, 'utf8');
export const sample = (name: string): any => JSON.parse(readFileSync(join(samplesDir, name), 'utf8'));
export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** Validates a file the way the CLI does: the catalog (or units file) it names is read relative to it. Messages in `language`. */
export function validateFile(path: string, language: MessageLanguage = 'en'): ValidationResult {
  const bytes = readFileSync(path);
  const text = bytes.includes(0) ? bytes.toString('latin1') : bytes.toString('utf8');
  const parsed = parseDocument(text, path, { language });
  const references: Record<string, CatalogInput> = {};
  for (const { field } of parsed.kind?.references ?? []) {
    const named = referencedPath(parsed.document, field);
    if (named === undefined) continue;
    try {
      references[field] = { fileName: named, text: readFileSync(resolve(dirname(path), named), 'utf8') };
    } catch {
      references[field] = { fileName: named, error: 'no such file' };
    }
  }
  return validateDocument(parsed, { references, language });
}

/** Validates a mission value (in memory, no positions) against the sample catalog. */
export function validateMission(mission: unknown): ValidationResult {
  return validateDocument(parseDocument(JSON.stringify(mission, null, 2), 'x.mission.json'), { catalog: { fileName: 'sine-tempore-core.catalog.json', text: catalogText } });
}

export function validateCatalog(catalog: unknown): ValidationResult {
  return validateDocument(parseDocument(JSON.stringify(catalog, null, 2), 'x.catalog.json'));
}

export const codes = (r: ValidationResult) => r.diagnostics.map((d) => d.code);
export const at = (r: ValidationResult, code: string) => r.diagnostics.filter((d) => d.code === code).map((d) => d.pointer);
