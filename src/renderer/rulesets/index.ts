/**
 * The one list of the rulesets' studios (the renderer's registry list, beside src/engine/rulesets/index.ts): the
 * composition root, and the only shell file that imports src/renderer/rulesets/**. Adding a ruleset's studio is
 * adding its folder with an index.ts exporting a `RulesetUi` and one line here (docs/architecture.md).
 */
import type { RulesetUi } from '../ruleset-ui';
import { sineTemporeUi } from './sine-tempore/index';
import { timeStoriesUi } from './time-stories/index';

export const RULESET_UIS: readonly RulesetUi[] = [sineTemporeUi, timeStoriesUi];
