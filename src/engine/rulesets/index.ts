/**
 * The one list of rulesets. The format registry, `studio validate|simulate|conform|export`, the batch core and the
 * worker pool read it; nothing else in shared code names a ruleset. Adding a ruleset is adding its folder and one
 * line here (docs/architecture.md, "Adding a ruleset").
 */
import type { Ruleset } from '../ruleset';
import { addMessageCatalog } from '../format/messages/index';
import { sineTempore } from './sine-tempore/index';
import { timeStories } from './time-stories/index';
import { universalis } from './universalis/index';

/**
 * In this order: reports and docs list rulesets, kinds and codes in it, and the first is the ruleset of a
 * conformance case that names none (FORMAT.md: "A case without `ruleset` is a `sine-tempore` case").
 */
const BUILT_IN: Ruleset[] = [sineTempore, timeStories, universalis];

// The list is fixed at start-up except for `registerRuleset` (tests, plug-ins): a version tells caches to rebuild.
const registered: Ruleset[] = [...BUILT_IN];
const workerModules = new Map<string, string>();
let version = 0;
for (const r of BUILT_IN) addMessageCatalog(r.messages);

/** The registered rulesets (a live view: a registration shows here at once). */
export const RULESETS: readonly Ruleset[] = registered;

/** Bumped by every registration, so what is derived from the list (kinds, codes) is derived again. */
export const rulesetsVersion = (): number => version;

/**
 * Adds a ruleset at run time. `module` is the file that exports it as `ruleset`, for worker threads, which load
 * rulesets from their modules (built-in ones are bundled with the worker). Returns the undo.
 */
export function registerRuleset(ruleset: Ruleset, options: { module?: string } = {}): () => void {
  if (registered.some((r) => r.id === ruleset.id)) throw new Error(`a ruleset "${ruleset.id}" is registered already`);
  registered.push(ruleset);
  addMessageCatalog(ruleset.messages);
  if (options.module) workerModules.set(ruleset.id, options.module);
  version++;
  return () => {
    const i = registered.indexOf(ruleset);
    if (i >= 0) registered.splice(i, 1);
    workerModules.delete(ruleset.id);
    version++;
  };
}

/** The module a worker loads a run-time ruleset from; undefined for the built-in ones. */
export const rulesetModule = (id: string): string | undefined => workerModules.get(id);

export function getRuleset(id: string): Ruleset | undefined {
  return RULESETS.find((r) => r.id === id);
}

/** The ruleset a document kind belongs to. */
export function rulesetOfKind(kind: string): Ruleset | undefined {
  return RULESETS.find((r) => r.kinds.some((k) => k.kind === kind));
}
