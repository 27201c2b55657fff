/**
 * A game state of the table exactly as the designer placed it (no deployment roll, nothing moved), so the editor's
 * tape measure, line-of-sight tool, rings and reach ask the rules engine itself and show its numbers.
 */
import { CompileError, compileSkirmish } from '../compile';
import { createState, type GameState } from '../rules/state';

export type TableState = { ok: true; state: GameState } | { ok: false; reason: string };

export function tableState(skirmish: unknown, units: unknown): TableState {
  try {
    return { ok: true, state: createState(compileSkirmish(skirmish, { units }), 0, false) };
  } catch (e) {
    if (e instanceof CompileError) return { ok: false, reason: e.message };
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
