/**
 * The public engine API (boardgame.io-style): a game is a compiled mission plus a seed plus the heroes'
 * decisions. `legalActions` lists what the active hero may do, `apply` carries out one action or refuses it
 * with a reason and no change, `advance` lets the rules run until a hero must decide. `play` drives a whole
 * game with a policy and records its decisions; `replay` reproduces it bit for bit from seed + decisions.
 */
import { apply as applyAction, applyChosen, heroWeapon, refusal, BARE_HANDS, type Action, type ApplyResult } from './actions';
import { newGame, type CompiledMission, type NewGameOptions } from './compile';
import { adjacent } from './geometry';
import { explore, firstPathTo, reachableIn, releaseExplore } from './movement';
import { canTarget } from './targeting';
import { advance as runRules } from './turn';
import { observe } from './observe';
import { ST } from './symbols';
import { active, adversaries, type GameResult, type GameState, type LogEntry } from './state';
import { stError, shown } from './errors';

export type { Action, ApplyResult };

export interface Policy {
  name: string;
  /** The active hero's next action (it must be legal; `end` always is). */
  decide(s: GameState): Action;
}

function xy(s: GameState, c: number): [number, number] {
  return [c % s.board.width, (c / s.board.width) | 0];
}

/**
 * Every legal action of the active hero. Movement is listed once per reachable square, along the path the
 * enemies would take there (D-22); waits once per AP amount.
 */
export function legalActions(s: GameState): Action[] {
  if (!s.act || s.result) return [];
  const m = s.models[s.act.hero];
  const actor = m.id;
  const ap = s.act.ap;
  const out: Action[] = [{ type: 'end', actor }];
  const push = (a: Action) => {
    if (refusal(s, a) === null) out.push(a);
  };
  for (let n = 1; n <= ap; n++) out.push({ type: 'wait', actor, ap: n });
  if (m.tokens[ST.engaged] === 0 && m.tokens[ST['nail-down']] === 0) {
    const ex = explore(s, m, ap);
    for (const [c] of reachableIn(s, ex, ap)) {
      const raw = Math.min(ex.dist[c * 2], ex.dist[c * 2 + 1]);
      const path = firstPathTo(s, ex, c, raw);
      if (path.length) push({ type: 'move', actor, path: path.map((p) => xy(s, p)) });
    }
    releaseExplore(ex);
  } else if (m.tokens[ST.engaged] > 0) {
    for (let d = 0; d < 4; d++) {
      const c = s.board.nbr[m.cell * 4 + d];
      if (c >= 0) push({ type: 'disengage', actor, to: xy(s, c) });
    }
  }
  const weapons = m.def.attacks.map((a) => a.name);
  if (weapons.length === 0 || m.def.attacks.every((a) => a.power)) weapons.push(BARE_HANDS);
  for (const t of s.models) {
    if (!active(t) || !adversaries(m, t) || t.cell < 0) continue;
    for (const w of weapons) {
      const wa = heroWeapon(s, m, w);
      if (wa && canTarget(s, m, t, wa.a)) push({ type: 'attack', actor, target: t.id, weapon: w });
    }
    for (const ch of m.def.chains) {
      const a = m.def.attacks[ch.a];
      if (canTarget(s, m, t, a)) push({ type: 'attack', actor, target: t.id, weapon: a.name, options: { chain: true } });
    }
  }
  if (!s.act.focusUsed) push({ type: 'focus', actor });
  for (const c of [m.cell, ...[0, 1, 2, 3].map((d) => s.board.nbr[m.cell * 4 + d]).filter((c) => c >= 0)]) {
    if (s.loot[c] > 0) push({ type: 'collect', actor, at: xy(s, c) });
  }
  for (const o of s.mission?.cm.objects ?? []) {
    if (o.cell === m.cell || adjacent(s.board, m.cell, o.cell)) push({ type: 'interact', actor, at: xy(s, o.cell) });
  }
  if (m.tokens[ST.oblivion] > 0) push({ type: 'meditate', actor });
  if (m.tokens[ST.fire] > 0) push({ type: 'extinguish', actor });
  for (const h of m.def.heals) for (const t of s.heroes) push({ type: 'heal', actor, skill: h.name, target: s.models[t].id });
  for (const card of new Set(m.resources)) {
    push({ type: 'use', actor, card });
    for (const t of s.heroes) if (t !== m.i) push({ type: 'use', actor, card, target: s.models[t].id });
  }
  return out;
}

/** Carries out one action of the active hero, or refuses it with a reason and leaves the state as it was. */
export function apply(s: GameState, a: Action): ApplyResult {
  return applyAction(s, a);
}

/** Lets the rules run (enemies, reactions, the clock, events) until a hero must decide or the game ends. */
export function advance(s: GameState): 'hero' | 'over' {
  const r = runRules(s);
  return r === 'limit' ? 'hero' : r;
}

export interface PlayOptions extends NewGameOptions {
  /** Keep the list of decisions (for replays). */
  record?: boolean;
  /** Called after every hero decision with the number of activations so far. */
  onStep?: (s: GameState) => void;
}

export interface PlayResult {
  result: GameResult;
  decisions: Action[];
  log: LogEntry[] | null;
  state: GameState;
}

/** Plays a whole game: the policy decides for the heroes, the rules for everything else. */
export function play(cm: CompiledMission, seed: number, policy: Policy, opts: PlayOptions = {}): PlayResult {
  const s = newGame(cm, seed, opts);
  const decisions: Action[] = [];
  let guard = 0;
  while (runRules(s) === 'hero' && s.act) {
    let a = policy.decide(s);
    let r = applyChosen(s, a);
    if (!r.ok) {
      // A policy's mistake never stalls a game: the activation simply ends.
      a = { type: 'end', actor: s.models[s.act.hero].id };
      r = applyAction(s, a);
    }
    if (opts.record !== false) decisions.push(a);
    opts.onStep?.(s);
    if (++guard > 100_000) break;
  }
  return { result: s.result!, decisions, log: s.log, state: s };
}

/** Replays a game from its seed and decisions; with the same mission and settings it is the same game. */
export function replay(cm: CompiledMission, seed: number, decisions: readonly Action[], opts: NewGameOptions = {}): GameState {
  const s = newGame(cm, seed, opts);
  for (const a of decisions) {
    if (runRules(s) !== 'hero') break;
    const r = applyAction(s, a);
    if (!r.ok) throw stError('st-error-replay', { action: shown(a), reason: r.error });
  }
  runRules(s);
  return s;
}

export { observe, newGame };
