/**
 * The rules engine as the test-play pane uses it: one game at a time, decision by decision, and its bots. One file,
 * so moving to the ruleset seam's `universalis` object is a small edit here.
 */
export { compileSkirmish, CompileError } from '../../../../engine/rulesets/universalis/compile';
export { newGame, toMove, apply, clone, result } from '../../../../engine/rulesets/universalis/rules/game';
export { legalActions } from '../../../../engine/rulesets/universalis/bots/candidates';
export { botByName, BOT_NAMES, type Bot, type BotName } from '../../../../engine/rulesets/universalis/bots';
export { observeModels, type ObservedModel } from '../../../../engine/rulesets/universalis/observe';
export type { Action } from '../../../../engine/rulesets/universalis/rules/actions';
export type { Compiled, GameState, LogEntry } from '../../../../engine/rulesets/universalis/rules/state';
export {
  STAGE_OVER,
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
} from '../../../../engine/rulesets/universalis/rules/state';
