/**
 * The observable state of a `sine-tempore` case (FORMAT.md "Observable state", and its Format 2 additions):
 * what pointers read, in the format's words. The engine's own log and result are said the format's way here:
 * a mission's end is `{"type": "end", "outcome": "won" | "lost", "reason": <condition>}`, a spawn names its
 * `model`, and the end of a hero's activation (the engine's `end`) is `activation-end`.
 */
import type { GameState, LogEntry } from './rules/state';
import { observe } from './rules/observe';
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

/** The engine's observation (rules/observe.ts) with what the format adds: tokens, resources, focus, objects, result. */
export function observeCase(s: GameState): CaseObserved {
  const base = observe(s);
  const models: Record<string, CaseObservedModel> = {};
  for (const m of s.models) {
    const b = base.models[m.id];
    const tokens: Record<string, number> = {};
    for (let i = 0; i < STATUSES.length; i++) if (m.tokens[i] > 0) tokens[STATUSES[i]] = m.tokens[i];
    const o: CaseObservedModel = { at: b.at, level: b.level, wounds: b.wounds, ko: b.ko, removed: b.removed, statuses: b.statuses, tokens };
    if (m.hero) {
      o.sector = b.sector;
      o.tv = b.tv;
      o.resources = [...m.resources];
      const focus: Record<string, string[]> = {};
      for (const [k, f] of m.focus) if (m.def.attacks[k]) focus[m.def.attacks[k].name] = faceNames(f);
      o.focus = focus;
    }
    models[m.id] = o;
  }
  const objects: CaseObserved['objects'] = {};
  for (const o of s.mission?.cm.objects ?? []) objects[o.id] = { used: s.mission!.interacted.has(o.id) };
  return {
    clock: base.clock,
    models,
    groups: base.groups,
    loot: base.loot,
    objects,
    result: s.result ? { outcome: OUTCOME[s.result.outcome], reason: s.result.condition } : { outcome: 'ongoing', reason: null },
    log: base.log.map(logEntry),
  };
}
