/**
 * Rules-aware overlays, all answered by the Sine Tempore engine (src/engine/sine-tempore): the mission is
 * compiled to the engine's board and a game set up on it, then the engine's own `visibleSquares`, `inCover`,
 * `reachable` and `distance` say what to draw. Nothing here decides a rule.
 *
 * The board is the one the designer laid out: random set-up (scenic draws, the event card, spawns at the
 * start) is left out, so the overlays do not change with a seed.
 */
import type { Catalog } from '../../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../../engine/generated/types/mission';
import { F_ON, type Board } from '../../../../../engine/rulesets/sine-tempore/rules/board';
import { compileMission, newGame, type CompiledMission } from '../../../../../engine/rulesets/sine-tempore/rules/compile';
import { distance, inCover, visibleSquares } from '../../../../../engine/rulesets/sine-tempore/rules/geometry';
import { reachable } from '../../../../../engine/rulesets/sine-tempore/rules/movement';
import type { GameState, Model } from '../../../../../engine/rulesets/sine-tempore/rules/state';
import type { Square } from '../scene';
import { maxOf } from '../../../../../engine/core/lists';

export interface Analysis {
  compiled: CompiledMission;
  board: Board;
  game: GameState;
}

const cellOf = (b: Board, [x, y]: Square) => (x >= 0 && y >= 0 && x < b.width && y < b.height ? y * b.width + x : -1);
const squareOf = (b: Board, c: number): Square => [c % b.width, (c / b.width) | 0];

/** The mission as the engine sees it, or why the engine cannot read it yet. */
export function analyse(mission: Mission, catalog: Catalog): Analysis | { error: string } {
  try {
    const designed: Mission = {
      ...mission,
      scenicDraw: undefined,
      eventCard: undefined,
      spawnPoints: mission.spawnPoints?.map((s) => ({ ...s, atStart: false })),
    };
    const compiled = compileMission(designed, catalog);
    return { compiled, board: compiled.board, game: newGame(compiled, 1, { log: false }) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export interface SightOverlay {
  from: Square;
  /** Squares a model on `from` sees (ST-29, D-25, D-40). */
  visible: Square[];
  /** Of those, the squares where a target is in Cover from `from` (ST-29.9, D-26). */
  cover: Square[];
}

/** What can be seen from a square, with Cover marked; the fixed features of the board only (walls, obstructions, non-zones, heights). */
export function sightFrom(a: Analysis, from: Square): SightOverlay | null {
  const c = cellOf(a.board, from);
  if (c < 0 || !(a.board.flags[c] & F_ON)) return null;
  const visible = visibleSquares(a.board, c);
  return {
    from,
    visible: visible.map((v) => squareOf(a.board, v)),
    cover: visible.filter((v) => inCover(a.board, c, v)).map((v) => squareOf(a.board, v)),
  };
}

/** The engine's model for a hero (by hero id) or an enemy model (by model id). */
export function modelOf(a: Analysis, id: string): Model | undefined {
  const i = a.game.byId.get(id);
  return i === undefined ? undefined : a.game.models[i];
}

export interface ReachOverlay {
  model: string;
  ap: number;
  /** Squares the model can end a move on, with their AP cost (ST-14.1, D-45). */
  squares: { square: Square; cost: number }[];
}

export function reachOf(a: Analysis, id: string, ap?: number): ReachOverlay | null {
  const m = modelOf(a, id);
  if (!m || m.cell < 0) return null;
  const budget = ap ?? m.def.RA;
  const squares = [...reachable(a.game, m, budget)].map(([c, cost]) => ({ square: squareOf(a.board, c), cost }));
  return { model: id, ap: budget, squares };
}

export interface RingOverlay {
  model: string;
  centre: Square;
  /** Squares within the model's Control Area (ST-4.5, D-21). */
  control: Square[];
  /** Squares within reach of its longest attack, and the attack's range. */
  weapon: Square[];
  range: number;
}

/** Control area and weapon range of an enemy model, as the engine measures distance (D-21). */
export function ringsOf(a: Analysis, id: string): RingOverlay | null {
  const m = modelOf(a, id);
  if (!m || m.hero || m.cell < 0) return null;
  const range = maxOf(m.def.attacks.map((x) => x.max), 0);
  const control: Square[] = [];
  const weapon: Square[] = [];
  for (let c = 0; c < a.board.n; c++) {
    if (!(a.board.flags[c] & F_ON)) continue;
    const d = distance(a.board, m.cell, c);
    if (d <= m.def.CA) control.push(squareOf(a.board, c));
    if (d <= range) weapon.push(squareOf(a.board, c));
  }
  return { model: id, centre: squareOf(a.board, m.cell), control, weapon, range };
}

export interface SpawnOverlay {
  id: string;
  at: Square;
  /** Where spawned models are put, nearest first (as many as the rule can bring). */
  squares: Square[];
  /** Enemy types that can appear there (catalog ids). */
  enemies: string[];
}

export function spawnsOf(a: Analysis): SpawnOverlay[] {
  const cm = a.compiled;
  return cm.spawnPoints.map((p) => {
    const enemies = p.fixed.length > 0 ? p.fixed.map((f) => f.enemy) : [...new Set(p.draft ? (cm.draftDeck ?? cm.decks.draft.get(p.draft.defcon) ?? []) : [])];
    const horde = (e: string) => Math.max(1, cm.enemyTypes.get(e)?.def.horde ?? 1);
    const most = p.fixed.length > 0 ? p.fixed.reduce((n, f) => n + f.count * horde(f.enemy), 0) : (p.draft?.cards ?? 0) * maxOf(enemies.map(horde), 1);
    return { id: p.id, at: squareOf(a.board, p.cells[0] ?? 0), squares: p.cells.slice(0, most).map((c) => squareOf(a.board, c)), enemies };
  });
}
