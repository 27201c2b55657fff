/**
 * The observable state of a `sine-tempore` case (FORMAT.md "Observable state", and its Format 2 additions):
 * what pointers read, in the format's words. The engine's own log and result are said the format's way here:
 * a mission's end is `{"type": "end", "outcome": "won" | "lost", "reason": <condition>}`, a spawn names its
 * `model`, and the end of a hero's activation (the engine's `end`) is `activation-end`.
 */
import type { GameState, LogEntry } from './rules/state';
import { cycleOf, sectorOf } from './rules/state';
import { STATUSES, faceNames } from './rules/symbols';

/** The engine's outcome → the format's (the engine keeps the words its reports and UI translate). */
const OUTCOME: Record<string, string> = { victory: 'won', defeat: 'lost', draw: 'draw' };

export interface CaseObservedModel {
  at: [number, number] | null;
  level: number;
  wounds: number;
  ko: boolean;
  removed: boolean;
  statuses: string[];
  tokens: Record<string, number>;
  sector?: number;
  tv?: number;
  resources?: string[];
  focus?: Record<string, string[]>;
}

export interface CaseObserved {
  clock: { cycle: number; phase: number };
  models: Record<string, CaseObservedModel>;
  groups: Record<string, { sector: number | null; inCombat: boolean }>;
  loot: [number, number][];
  objects: Record<string, { used: boolean }>;
  result: { outcome: string; reason: string | null };
  log: LogEntry[];
}

function logEntry(e: LogEntry): LogEntry {
  if (e.type === 'result') return { type: 'end', outcome: OUTCOME[String(e.outcome)] ?? e.outcome, reason: e.condition, text: e.reason };
  if (e.type === 'end') return { ...e, type: 'activation-end' };
  if (e.type === 'spawn') return { ...e, model: e.id };
  return e;
}

export function observeCase(s: GameState): CaseObserved {
  const w = s.board.width;
  const models: Record<string, CaseObservedModel> = {};
  for (const m of s.models) {
    const tokens: Record<string, number> = {};
    const statuses: string[] = [];
    for (let i = 0; i < STATUSES.length; i++) {
      if (m.tokens[i] <= 0) continue;
      statuses.push(STATUSES[i]);
      tokens[STATUSES[i]] = m.tokens[i];
    }
    const o: CaseObservedModel = {
      at: m.cell >= 0 ? [m.cell % w, (m.cell / w) | 0] : null,
      level: m.cell >= 0 ? s.board.level[m.cell] : 0,
      wounds: m.wounds,
      ko: m.ko,
      removed: m.removed,
      statuses,
      tokens,
    };
    if (m.hero) {
      o.sector = sectorOf(m.tick);
      o.tv = m.tv;
      o.resources = [...m.resources];
      const focus: Record<string, string[]> = {};
      for (const [k, f] of m.focus) if (m.def.attacks[k]) focus[m.def.attacks[k].name] = faceNames(f);
      o.focus = focus;
    }
    models[m.id] = o;
  }
  const groups: CaseObserved['groups'] = {};
  for (const g of s.groups) groups[g.name] = { sector: g.tick >= 0 ? sectorOf(g.tick) : null, inCombat: g.inCombat };
  const loot: [number, number][] = [];
  for (let c = 0; c < s.board.n; c++) for (let k = 0; k < s.loot[c]; k++) loot.push([c % w, (c / w) | 0]);
  const objects: CaseObserved['objects'] = {};
  for (const o of s.mission?.cm.objects ?? []) objects[o.id] = { used: s.mission!.interacted.has(o.id) };
  return {
    clock: { cycle: cycleOf(s.hand), phase: sectorOf(s.hand) },
    models,
    groups,
    loot,
    objects,
    result: s.result ? { outcome: OUTCOME[s.result.outcome], reason: s.result.condition } : { outcome: 'ongoing', reason: null },
    log: (s.log ?? []).map(logEntry),
  };
}
