/**
 * The observable state (FORMAT.md "Observable state"): plain data for conformance pointers, the studio's
 * test-play view and replays.
 */
import { cycleOf, sectorOf, statusList, type GameState, type LogEntry } from './state';
import { ST } from './symbols';

export interface ObservedModel {
  at: [number, number] | null;
  level: number;
  wounds: number;
  ko: boolean;
  removed: boolean;
  sector?: number;
  tv?: number;
  ap?: number | null;
  statuses: string[];
  tokens?: Record<string, number>;
  resources?: string[];
}

export interface Observed {
  clock: { cycle: number; phase: number };
  models: Record<string, ObservedModel>;
  groups: Record<string, { sector: number | null; inCombat: boolean }>;
  active: string | null;
  loot: [number, number][];
  result: { outcome: string; reason: string; cycle: number; phase: number } | null;
  log: LogEntry[];
}

export function observe(s: GameState): Observed {
  const w = s.board.width;
  const models: Record<string, ObservedModel> = {};
  for (const m of s.models) {
    const o: ObservedModel = {
      at: m.cell >= 0 ? [m.cell % w, (m.cell / w) | 0] : null,
      level: m.cell >= 0 ? s.board.level[m.cell] : 0,
      wounds: m.wounds,
      ko: m.ko,
      removed: m.removed,
      statuses: statusList(m),
    };
    if (m.hero) {
      o.sector = sectorOf(m.tick);
      o.tv = m.tv;
      o.ap = s.act && s.act.hero === m.i ? s.act.ap : null;
      if (m.resources.length) o.resources = [...m.resources];
    }
    const counted: Record<string, number> = {};
    if (m.tokens[ST.oblivion] > 0) counted.oblivion = m.tokens[ST.oblivion];
    if (m.tokens[ST['re-roll']] > 0) counted['re-roll'] = m.tokens[ST['re-roll']];
    if (Object.keys(counted).length) o.tokens = counted;
    models[m.id] = o;
  }
  const groups: Observed['groups'] = {};
  for (const g of s.groups) groups[g.name] = { sector: g.tick >= 0 ? sectorOf(g.tick) : null, inCombat: g.inCombat };
  const loot: [number, number][] = [];
  for (let c = 0; c < s.board.n; c++) for (let k = 0; k < s.loot[c]; k++) loot.push([c % w, (c / w) | 0]);
  return {
    clock: { cycle: cycleOf(s.hand), phase: sectorOf(s.hand) },
    models,
    groups,
    active: s.act ? s.models[s.act.hero].id : null,
    loot,
    result: s.result ? { ...s.result } : null,
    // A copy: a pane or a case that keeps (or edits) what it saw must not change the game's own record.
    log: s.log ? structuredClone(s.log) : [],
  };
}
