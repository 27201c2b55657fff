/** Samples and a table scene for the Universalis studio's tests: the bundled units file and skirmishes, keys as words. */
import type { SkirmishScenario } from '../../../../src/engine/generated/types/skirmish';
import type { UnitCards } from '../../../../src/engine/generated/types/units';
import { applyPatch } from '../../../../src/renderer/store/json-patch';
import {
  buildScene,
  cardIndex,
  type TableScene,
} from '../../../../src/renderer/rulesets/universalis/table/scene';
import type { EditResult } from '../../../../src/renderer/rulesets/universalis/table/commands/types';
import { parseDocument, validateDocument, type ValidationResult } from '../../../../src/engine/format/index';
import unitsText from '../../../../samples/salt-frontier.units.json?raw';
import gull from '../../../../samples/gull-point-drill.skirmish.json?raw';
import saltmarsh from '../../../../samples/saltmarsh-crossing.skirmish.json?raw';
import beacon from '../../../../samples/beacon-salvage.skirmish.json?raw';
import ashfall from '../../../../samples/ashfall-extraction.skirmish.json?raw';

const SAMPLES: Record<string, string> = {
  'gull-point-drill': gull,
  'saltmarsh-crossing': saltmarsh,
  'beacon-salvage': beacon,
  'ashfall-extraction': ashfall,
};

export const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x));
export const skirmishSample = (name: string): SkirmishScenario => JSON.parse(SAMPLES[name]);
export const unitsSample = (): UnitCards => JSON.parse(unitsText);

/** Validates a skirmish against the sample units file, as `studio validate` does. */
export function validateSkirmish(doc: unknown): ValidationResult {
  return validateDocument(parseDocument(JSON.stringify(doc, null, 2), 'x.skirmish.json'), {
    references: { units: { fileName: 'salt-frontier.units.json', text: unitsText } },
  });
}

/** `code pointer` of every diagnostic that is not info. */
export const problems = (r: ValidationResult) =>
  r.diagnostics.filter((d) => d.severity !== 'info').map((d) => `${d.code} ${d.pointer}`);

/** i18next's `t` stand-in: the key with its options, so a test can see which message and which values. */
export const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

export const units = (): UnitCards => unitsSample();

export function scene(s: SkirmishScenario, u: UnitCards = units()): TableScene {
  return buildScene(s, cardIndex(u), { language: 'en', t, grid: true });
}

/** The skirmish after an edit, as the document would hold it. */
export function after(s: SkirmishScenario, r: EditResult): SkirmishScenario {
  return applyPatch(s, r.ops) as SkirmishScenario;
}
