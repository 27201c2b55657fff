/**
 * The deck studio's engine, in one import: the document model, checks, graph, numbering, the run engine with its
 * step API, bots and batch reports. Everything here is pure and deterministic.
 */
export * from './deck';
export {
  compileDeck,
  letterOf,
  NOBODY,
  TEAM,
  type CompiledDeck,
  type CCard,
  type CLocation,
  type CItem,
  type CHost,
} from './compile';
export { deckChecks, BOX, type DeckFinding } from '../format/checks';
export {
  deckGraph,
  type DeckGraph,
  type GraphNode,
  type GraphEdge,
  type GraphNodeKind,
  type GraphEdgeKind,
} from './graph';
export { reachability, demanded, UNREACHED, type Reach } from './reach';
export { deckOrder, backNumber, type PhysicalCard, type CardKind } from './numbering';
export {
  newRun,
  nextRun,
  cloneRun,
  saveRun,
  loadRun,
  legalActions,
  apply,
  viewRun,
  holds,
  type RunState,
  type RunPhase,
  type Action,
  type RoundOrder,
  type ApplyResult,
  type LegalActions,
  type LogEntry,
  type Outcome,
  type RunOptions,
  type RunView,
} from './engine';
export { newBot, decide, playRun, learn, type Bot, type BotKind } from './bots';
export {
  simulateBatch,
  runBatch,
  simulateOne,
  campaignSeed,
  type BatchOptions,
  type BatchReport,
} from '../batch/batch';
export {
  resolveSettings,
  describeSettings,
  DEFAULT_ACTION_DIE,
  DEFAULT_CAPTAIN_DIE,
  type SimSettings,
  type DieFace,
} from './settings';
export * as rules from './rules';
export { formatBatchReport } from '../batch/report';
