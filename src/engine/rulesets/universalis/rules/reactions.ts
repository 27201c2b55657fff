/**
 * Reactions (UN-6.2, AD-27): after an action is declared, the other side (for spotting support, the same
 * side) may answer with its eligible models, one at a time in list order: dodge fire before the FK roll,
 * reaction fire against a model that moves, a counter-attack after a melee, opportunity attacks against a
 * disengaging model, spotting support and blocking a power. Each model reacts at most once per action;
 * eliminated, burning and panicking models never react. The window is part of the state: `pending` names
 * the reacting side and what to resume when it closes.
 */
import type { WeaponDef } from './defs';
import { actionCost } from './costs';
import { planMove } from './movement';
import { inMelee, mountLost, type ShotDeclaration } from './ranged';
import { perceives, perceivesAt } from './sight';
import {
  BURNING,
  PANIC,
  PRONE,
  STAGE_REACT,
  alive,
  has,
  type GameState,
  type Pending,
} from './state';
import type { MoveResume } from './actions';

export type WindowData =
  | { kind: 'disengage'; m: number; resume: MoveResume }
  | { kind: 'shot'; m: number; decl: ShotDeclaration }
  | { kind: 'counter'; attacker: number; defender: number; recklessLost: boolean }
  | { kind: 'spot'; m: number; t: number; ap: number; supporters: number }
  | { kind: 'move'; resume: MoveResume; endX: number; endY: number; endZ: number; length: number }
  | { kind: 'power'; m: number; power: number; target: number; blocked: boolean };

function canReact(s: GameState, r: number): boolean {
  return alive(s, r) && !has(s, r, PANIC) && !has(s, r, BURNING);
}

function meleeWeapons(s: GameState, r: number): number[] {
  const out: number[] = [];
  s.c.models[r].weapons.forEach((w, i) => {
    if (w.kind === 'melee' && !mountLost(s, r, w) && s.uses[s.c.weaponStart[r] + i] !== 0) out.push(i);
  });
  return out;
}

function cheapestMelee(s: GameState, r: number, action: 'counterAttack' | 'opportunityAttack'): number {
  let best = Infinity;
  for (const w of meleeWeapons(s, r)) best = Math.min(best, actionCost(s, r, action, w) ?? Infinity);
  return best;
}

function fireWeapon(s: GameState, r: number): WeaponDef | null {
  const w = s.fireReady[r];
  if (w < 0) return null;
  const wd = s.c.models[r].weapons[w];
  if (!wd || s.reload[r] & (1 << w) || s.uses[s.c.weaponStart[r] + w] === 0 || mountLost(s, r, wd))
    return null;
  return wd;
}

/** Whether reactor r may still answer this window now. */
export function eligible(s: GameState, kind: Pending['kind'], r: number, data: WindowData): boolean {
  if (!canReact(s, r)) return false;
  switch (kind) {
    case 'dodge':
      return s.ap[r] >= 1 && !has(s, r, PRONE) && !inMelee(s, r);
    case 'reactionFire':
      return (
        fireWeapon(s, r) !== null &&
        s.ap[r] >= (actionCost(s, r, 'reactionFire', s.fireReady[r]) ?? Infinity) &&
        !inMelee(s, r)
      );
    case 'counter':
      return s.ap[r] >= cheapestMelee(s, r, 'counterAttack');
    case 'opportunity':
      return s.ap[r] >= cheapestMelee(s, r, 'opportunityAttack');
    case 'support':
      return s.ap[r] >= 2 && !inMelee(s, r);
    case 'block':
      return s.ap[r] >= 3 && s.c.models[r].discipline && !inMelee(s, r) && data.kind === 'power';
  }
}

/**
 * Opens a reaction window for the reactors that may answer; returns false (and opens nothing) when none
 * may, or when the game runs without reactions (conformance steps).
 */
export function openWindow(
  s: GameState,
  kind: Pending['kind'],
  side: number,
  reactors: number[],
  data: WindowData,
): boolean {
  if (!s.reactionsOn) return false;
  const ok = reactors.filter((r) => eligible(s, kind, r, data));
  if (ok.length === 0) return false;
  s.pending = { kind, side, reactors: ok, resume: data };
  s.stage = STAGE_REACT;
  return true;
}

/** Reaction fire may answer a model that moves within a ready enemy's perception range (UN-14.3.1, AD-56, AD-28). */
export function afterMove(s: GameState, m: number, resume: MoveResume): boolean {
  if (!s.reactionsOn) return false;
  const plan = planMove(s, m, {
    points: resume.points,
    kind: resume.kind,
    test: resume.test === 'failed' ? 'passed' : resume.test,
    target: resume.target,
    actions: resume.actions,
  });
  const data: WindowData = {
    kind: 'move',
    resume,
    endX: plan.x,
    endY: plan.y,
    endZ: plan.z,
    length: plan.length,
  };
  const side = 1 - s.c.models[m].side;
  const reactors: number[] = [];
  for (let r = 0; r < s.n; r++) {
    if (s.c.models[r].side !== side || s.fireReady[r] < 0 || !canReact(s, r)) continue;
    if (perceives(s, r, m) || (plan.ok && perceivesAt(s, r, m, plan.x, plan.y, plan.z))) reactors.push(r);
  }
  return openWindow(s, 'reactionFire', side, reactors, data);
}

/** Reactions the current reactor of the open window may choose: by weapon or position, plus passing. */
export function reactionChoices(s: GameState): { weapon?: number; at?: 'start' | 'end' }[] {
  const p = s.pending;
  if (!p) return [];
  const r = p.reactors[0];
  if (p.kind === 'reactionFire') return [{ at: 'start' }, { at: 'end' }];
  if (p.kind === 'counter' || p.kind === 'opportunity') {
    const action = p.kind === 'counter' ? 'counterAttack' : 'opportunityAttack';
    return meleeWeapons(s, r)
      .filter((w) => (actionCost(s, r, action, w) ?? Infinity) <= s.ap[r])
      .map((weapon) => ({ weapon }));
  }
  return [{}];
}

/** Refusal reason for a reaction, or null. */
export function checkReaction(
  s: GameState,
  model: number,
  weapon: number | undefined,
  at: string | undefined,
): string | null {
  const p = s.pending;
  if (!p) return 'no reaction is asked for';
  if (model !== p.reactors[0]) return `it is ${s.c.models[p.reactors[0]].id}'s turn to react or pass`;
  if (p.kind === 'counter' || p.kind === 'opportunity') {
    const action = p.kind === 'counter' ? 'counterAttack' : 'opportunityAttack';
    if (weapon === undefined || !meleeWeapons(s, model).includes(weapon))
      return 'name the melee weapon to fight with';
    if ((actionCost(s, model, action, weapon) ?? Infinity) > s.ap[model]) return 'not enough AP';
  }
  if (p.kind === 'reactionFire' && at !== 'start' && at !== 'end')
    return "reaction fire is resolved at the mover's start or its declared destination (AD-28)";
  return null;
}
