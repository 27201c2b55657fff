/**
 * The test-play game as the map shows it: where each model stands, who is knocked out or hurt, whose turn it
 * is. View state of the mission document (never in the document or its history), so the mission map can draw
 * the game over the board while the simulator pane plays it. Deliberately light: no engine code.
 */
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';

export interface LiveModel {
  id: string;
  /** Catalog id of its hero or enemy type: the map draws it with that type's picture, as the editor does. */
  type: string;
  /** Name in the UI language. */
  label: string;
  /** Two letters for its token, and its colour: the same as in the simulator pane. */
  short: string;
  colour: string;
  hero: boolean;
  at: [number, number];
  ko: boolean;
  wounds: number;
  health: number;
}

export interface LiveSim {
  game: number;
  models: LiveModel[];
  /** The model whose activation it is (a hero deciding), if any. */
  active: string | null;
  over: boolean;
  /** The designer decides for the heroes: the map takes clicks (move, attack). */
  human: boolean;
  loot: [number, number][];
  /** Where the deciding hero can move, with what each square costs; empty when it is not the designer's turn. */
  reach: { at: [number, number]; ap: number }[];
  /** Models the deciding hero can attack now. */
  targets: string[];
  /** Decisions made of those recorded (see StepView.history). */
  history: { at: number; total: number };
}

export interface LiveState {
  live: LiveSim | null;
  /** The designer may hide the game to see the mission's own starting positions again. */
  onMap: boolean;
}

const KEY = 'mission-sim.live';
/** Where the document's simulator session lives in its view state (see session.ts). */
export const SESSION_KEY = 'mission-sim.session';

export function liveSimOf(studio: Pick<Studio, 'workspace'>, docId: string): Observable<LiveState> {
  const state = studio.workspace.viewState(docId);
  let live = state.get(KEY) as Observable<LiveState> | undefined;
  if (!live) state.set(KEY, (live = observable<LiveState>({ live: null, onMap: true })));
  return live;
}
