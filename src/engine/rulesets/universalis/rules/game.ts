/**
 * A Universalis game as the ruleset seam sees it: newGame (advanced to the first decision), toMove (side
 * 'a' or 'b'), apply (a refusal names the reason and changes nothing; on success the rules run on to the
 * next decision), clone and result. Every decision is a plain JSON action, so a game replays from its seed
 * and its decisions.
 */
import { len } from '../geometry';
import { checkAction, performAction, type Action, type PhaseAction, modelIndex } from './actions';
import { advance, answerRoundEnd, answerThreat, deploy, eligibleInto, endPhase, flee, SIDE_NAMES } from './flow';
import { checkReaction } from './reactions';
import { react } from './react';
import { carryObjects } from './objects';
import { updateStealth } from './stealth';
import { radiusOf } from './profile';
import { inContact } from './sight';
import {
  BURNING,
  PANIC,
  STAGE_OVER,
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
  alive,
  cloneState,
  createState,
  has,
  note,
  type Compiled,
  type GameResult,
  type GameState,
} from './state';
import { THREAT_MUST_ATTACK } from './threat';

export type ApplyResult = { ok: true } | { ok: false; reason: string };

export function newGame(c: Compiled, seed: number, options: { log?: boolean } = {}): GameState {
  const s = createState(c, seed, options.log === true);
  deploy(s);
  advance(s);
  return s;
}

/** Who decides next: 'a' or 'b', null when the game is over. */
export function toMove(s: GameState): 'a' | 'b' | null {
  if (s.result || s.stage === STAGE_OVER) return null;
  if (s.stage === STAGE_REACT) return SIDE_NAMES[s.pending!.side];
  if (s.stage === STAGE_ROUND_END) return SIDE_NAMES[s.roundEndSide];
  if (s.stage === STAGE_PHASE || s.stage === STAGE_THREAT) return SIDE_NAMES[s.c.models[s.active].side];
  const scratch = s.flowTmp.side;
  for (let side = 0; side < 2; side++)
    if (s.chosen[side] < 0 && eligibleInto(s, side, scratch) > 0) return SIDE_NAMES[side];
  return null;
}

export function sideIndex(s: GameState): number {
  const t = toMove(s);
  return t === 'a' ? 0 : t === 'b' ? 1 : -1;
}

/**
 * Whether the active model could still attack one of its direct threats now (AD-15: then the obligation
 * stands): a melee attack in contact, a charge straight into contact, or a snap shot, as the rules would
 * accept them. `chargeRefused`, when given, is a cheaper look at a charge's move to (x, y) on target t that
 * answers true only where the rules surely refuse it (the bots' bots/move-check.ts moveRefused): most charges
 * asked about here are refused for their path, and a charge's check asks nothing of sight, so leaving its plan
 * out changes nothing the game keeps.
 */
export function canAttackThreat(
  s: GameState,
  m: number,
  chargeRefused?: (s: GameState, m: number, x: number, y: number, t: number) => boolean,
): boolean {
  const d = s.c.models[m];
  const actor = d.id;
  for (const t of s.threats) {
    if (!alive(s, t)) continue;
    const target = s.c.models[t].id;
    const contact = inContact(s, m, t);
    for (let w = 0; w < d.weapons.length; w++) {
      const wd = d.weapons[w];
      let a: PhaseAction;
      if (wd.kind === 'melee') {
        if (contact) a = { type: 'attack', actor, target, weapon: w };
        else {
          const dx = s.x[t] - s.x[m];
          const dy = s.y[t] - s.y[m];
          const dist = len(dx, dy) || 1;
          const go = dist - radiusOf(s, m) - radiusOf(s, t) - 0.1;
          const x = s.x[m] + (dx / dist) * go;
          const y = s.y[m] + (dy / dist) * go;
          if (chargeRefused !== undefined && chargeRefused(s, m, x, y, t)) continue;
          a = {
            type: 'charge',
            actor,
            target,
            weapon: w,
            path: [[x, y]],
          };
        }
      } else
        a = { type: 'shot', actor, kind: 'snap', weapon: w, targets: [{ model: target, shots: wd.df + 1 }] };
      if (!checkAction(s, a)) return true;
    }
  }
  return false;
}

/**
 * The model of the active group that still owes an attack it could make on a direct threat (the active model
 * first, then its telematons, AD-15, AD-71.6), or -1: the phase may not end before it has attacked.
 */
export function owingAttack(s: GameState): number {
  const m = s.active;
  if (m < 0) return -1;
  if (s.threat[m] === THREAT_MUST_ATTACK && canAttackThreat(s, m)) return m;
  for (let t = 0; t < s.n; t++)
    if (s.c.models[t].operator === m && alive(s, t) && s.threat[t] === THREAT_MUST_ATTACK && canAttackThreat(s, t))
      return t;
  return -1;
}

function refuse(reason: string): ApplyResult {
  return { ok: false, reason };
}

/** Logs the decider's reason for a decision, before what the decision does. */
function reason(s: GameState, a: Action): void {
  if (s.log && typeof a.why === 'string') note(s, 'reason', s.active, a.why, { why: a.why });
}

/** Whether side may activate model m now (AD-78): m is among its eligible models. */
function selectable(s: GameState, side: number, m: number): boolean {
  if (side < 0) return false;
  const list = s.flowTmp.side;
  const k = eligibleInto(s, side, list);
  for (let i = 0; i < k; i++) if (list[i] === m) return true;
  return false;
}

/** Takes one decision. A refused one leaves the state exactly as it was. */
export function apply(s: GameState, a: Action): ApplyResult {
  if (!a || typeof a !== 'object' || typeof (a as { type?: unknown }).type !== 'string')
    return refuse('an action is an object with a type');
  if (s.result) return refuse('the game is over');
  // The deciding side is asked for only where it is read (most decisions are the active model's actions).
  if (s.stage === STAGE_SELECT) {
    const side = sideIndex(s);
    if (a.type !== 'select') return refuse(`side ${SIDE_NAMES[side]} must choose a model to activate`);
    const m = modelIndex(s, a.model);
    if (m < 0 || !selectable(s, side, m)) return refuse(`${String(a.model)} cannot be activated now`);
    s.chosen[side] = m;
    reason(s, a);
    if (s.log) note(s, 'decision', m, `side ${SIDE_NAMES[side]} chooses ${s.c.models[m].id}`, { action: a });
  } else if (s.stage === STAGE_THREAT) {
    if (a.type !== 'threat') return refuse('first answer the direct threat: take the EH test or not');
    if (s.log)
      note(s, 'decision', s.active, a.test ? 'takes the direct-threat test' : 'attacks the direct threat', {
        action: a,
      });
    reason(s, a);
    answerThreat(s, a.test === true);
  } else if (s.stage === STAGE_ROUND_END) {
    if (a.type !== 'surrender' && a.type !== 'continue')
      return refuse(`round ${s.round} ends: side ${SIDE_NAMES[sideIndex(s)]} surrenders or goes on (UN-5.7.1)`);
    reason(s, a);
    answerRoundEnd(s, a.type === 'surrender');
  } else if (s.stage === STAGE_REACT) {
    if (a.type === 'pass') {
      if (s.log) note(s, 'decision', s.pending!.reactors[0], 'passes', { action: a });
      react(s, undefined, undefined, true);
    } else if (a.type === 'react') {
      const m = modelIndex(s, a.model);
      const why = checkReaction(s, m, a.weapon, a.at, a.push, a.power);
      if (why) return refuse(why);
      reason(s, a);
      react(s, a.weapon, a.at, false, a.push, a.power);
    } else return refuse(`side ${SIDE_NAMES[sideIndex(s)]} must react or pass`);
    afterAction(s);
  } else if (s.stage === STAGE_PHASE) {
    if (a.type === 'end') {
      const m = s.active;
      const owing = owingAttack(s);
      if (owing >= 0)
        return refuse(
          owing === m
            ? `${s.c.models[m].id} must attack its direct threat before ending its phase (UN-4.5.3)`
            : `${s.c.models[owing].id} must attack its operator's direct threat before the phase ends (AD-71.6)`,
        );
      if (s.log) note(s, 'decision', m, `${s.c.models[m].id} ends its phase`, { action: a });
      reason(s, a);
      endPhase(s);
    } else if (
      a.type === 'select' ||
      a.type === 'threat' ||
      a.type === 'react' ||
      a.type === 'pass' ||
      a.type === 'surrender' ||
      a.type === 'continue'
    ) {
      return refuse(`${a.type} is not asked for now`);
    } else {
      const why = checkAction(s, a as PhaseAction);
      if (why) return refuse(why);
      reason(s, a);
      performAction(s, a as PhaseAction);
      afterAction(s);
    }
  } else return refuse('the game is over');
  s.decisions++;
  advance(s);
  return { ok: true };
}

/** After an action: carried objects follow; a model that can no longer act ends its phase (AD-27.5). */
function afterAction(s: GameState): void {
  carryObjects(s);
  if (s.stage !== STAGE_PHASE) return;
  const m = s.active;
  updateStealth(s, m);
  if (!alive(s, m) || has(s, m, BURNING)) return endPhase(s);
  if (has(s, m, PANIC)) {
    flee(s, m, true);
    return endPhase(s);
  }
}

export function clone(s: GameState): GameState {
  return cloneState(s);
}

export function result(s: GameState): GameResult | null {
  return s.result;
}

export { createState };
