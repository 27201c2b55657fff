/** Samples and a table scene for the Universalis studio's tests: the bundled units file and skirmishes, keys as words. */
import type { SkirmishScenario } from '../../../src/engine/generated/types/skirmish';
import type { UnitCards } from '../../../src/engine/generated/types/units';
import { applyPatch } from '../../../src/renderer/store/json-patch';
import { buildScene, cardIndex, type TableScene } from '../../../src/renderer/rulesets/universalis/table/scene';
import type { EditResult } from '../../../src/renderer/rulesets/universalis/table/commands/types';
import { clone, skirmishSample, unitsSample, validateSkirmish, problems } from '../universalis/format-helpers';

export { clone, skirmishSample, unitsSample, validateSkirmish, problems };

/** i18next's `t` stand-in: the key with its options, so a test can see which message and which values. */
export const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

export const units = (): UnitCards => unitsSample();

export function scene(s: SkirmishScenario, u: UnitCards = units()): TableScene {
  return buildScene(s, cardIndex(u), { language: 'en', t, grid: true });
}

/** The skirmish after an edit, as the document would hold it. */
export function after(s: SkirmishScenario, r: EditResult): SkirmishScenario {
  return applyPatch(s, r.ops) as SkirmishScenario;
}
