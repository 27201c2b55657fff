/**
 * The Sine Tempore engine's public API in one place (docs/simulator.md). Everything here takes and returns
 * plain data or the game state, so a Web Worker can wrap it as it is.
 */
export { compileMission, newGame, CompileError, type CompiledMission, type NewGameOptions } from './compile';
export { legalActions, apply, advance, observe, play, replay, type Action, type ApplyResult, type Policy, type PlayResult } from './game';
export { heuristicPolicy, randomPolicy, policyByName } from './policies';
export { DEFAULT_SETTINGS, resolveSettings, type EngineSettings } from './settings';
export { boardFromRows, type Board } from './board';
export { los, visibleSquares, inCover as cover, area, distance, adjacent, AREA_SHAPES, type AreaShape } from './geometry';
export { reachable, pathCost } from './movement';
export { canTarget, losCells } from './targeting';
export { selectTarget } from './ai';
export { answer as query } from './queries';
export type { GameState, LogEntry, GameResult } from './state';
