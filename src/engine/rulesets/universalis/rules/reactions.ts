/**
 * Reactions (UN-6.2, AD-27): after an action is declared, the other side (for spotting support, the same
 * side) may answer with its eligible models, one at a time in list order: dodge fire before the FK roll,
 * reaction fire against a model that moves, a counter-attack after a melee, opportunity attacks against a
 * disengaging model, spotting support and blocking a power; and the winning defender's push-back after a melee
 * (UN-15.1.4, AD-63: not a reaction, but the defender's player decides it there). Each model reacts at most once per action;
 * eliminated, burning and panicking models never react. The window is part of the state: `pending` names
 * the reacting side and what to resume when it closes.
 */
import type { WeaponDef } from './defs';
import { actionCost } from './costs';
import { canPush } from './melee';
import { outcomeProblem } from './outcome';
import { moveRequest, planMove } from './movement';
import { inMelee, mountLost, type ShotDeclaration } from './ranged';
import { inContact, perceives, perceivesAt } from './sight';
import { speedOf } from './profile';
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
  | CounterData
  | { kind: 'push'; pusher: number; pushed: number; then: CounterData | null; after?: Pending }
  | { kind: 'spot'; m: number; t: number; ap: number; supporters: number }
  | { kind: 'move'; resume: MoveResume; endX: number; endY: number; endZ: number; length: number }
  | { kind: 'power'; m: number; power: number; target: number; blocked: boolean; then?: CounterData; after?: Pending };

/** What follows a melee: the defender may counter-attack the attacker (UN-15.4.1). */
export interface CounterData {
  kind: 'counter';
  attacker: number;
  defender: number;
  recklessLost: boolean;
}

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

/** Whether r could fire in reaction now: a ready weapon that can fire, the AP for it, not in melee. */
function canFireNow(s: GameState, r: number): boolean {
  return (
    fireWeapon(s, r) !== null &&
    s.ap[r] >= (actionCost(s, r, 'reactionFire', s.fireReady[r]) ?? Infinity) &&
    !inMelee(s, r)
  );
}

/** Whether reactor r may still answer this window now. */
export function eligible(s: GameState, kind: Pending['kind'], r: number, data: WindowData): boolean {
  if (!canReact(s, r)) return false;
  switch (kind) {
    case 'dodge':
      return s.ap[r] >= 1 && !has(s, r, PRONE) && !inMelee(s, r);
    case 'reactionFire':
      return canFireNow(s, r);
    case 'counter':
      return s.ap[r] >= cheapestMelee(s, r, 'counterAttack');
    case 'push':
      return data.kind === 'push' && alive(s, data.pushed) && canPush(s, r, data.pushed) && inContact(s, r, data.pushed);
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

/** Whether model r could counter-attack now (it has the AP for one of its melee weapons). */
export function canCounter(s: GameState, r: number): boolean {
  return canReact(s, r) && s.ap[r] >= cheapestMelee(s, r, 'counterAttack');
}

/**
 * After a melee (UN-15.1.4, UN-15.4.1, AD-63): a winning defender may push the attacker back (a window for
 * its side, free); then, or if it does not, a defender still alive and in contact may counter-attack.
 */
export function afterMelee(s: GameState, winner: number, c: CounterData): void {
  const { attacker: m, defender: t } = c;
  if (!alive(s, t) || !alive(s, m)) return;
  if (winner === t && openWindow(s, 'push', s.c.models[t].side, [t], { kind: 'push', pusher: t, pushed: m, then: c }))
    return;
  counterWindow(s, c);
}

/** The defender's counter-attack window, if it is still in contact with its attacker (UN-15.4.1). */
export function counterWindow(s: GameState, c: CounterData): void {
  if (!alive(s, c.defender) || !alive(s, c.attacker) || !inContact(s, c.attacker, c.defender)) return;
  openWindow(s, 'counter', s.c.models[c.defender].side, [c.defender], c);
}

/** Reaction fire may answer a model that moves within a ready enemy's perception range (UN-14.3.1, AD-56, AD-28). */
export function afterMove(s: GameState, m: number, resume: MoveResume): boolean {
  if (!s.reactionsOn) return false;
  // The game's request scratch (planMove keeps nothing of it). A move declared as a drop is planned as one: planned
  // without it, its landing was refused and the window missed whoever sees only where it lands (UN-8.8).
  const req = moveRequest(
    s,
    resume.points,
    resume.kind,
    resume.test === 'failed' ? 'passed' : resume.test,
    resume.target,
    resume.actions,
    resume.drop,
  );
  const plan = planMove(s, m, req);
  const side = 1 - s.c.models[m].side;
  // Candidates in the game's scratch: most moves meet no ready enemy, and then nothing is allocated.
  const reactors = s.flowTmp.reactors;
  let k = 0;
  for (let r = 0; r < s.n; r++) {
    if (s.fireReady[r] < 0 || s.c.models[r].side !== side || !canReact(s, r)) continue;
    // A model that could not fire now (AP, weapon, melee) is never offered the window: ask that before sight
    // (the window keeps only eligible reactors, and eligibility does not depend on the window).
    if (!canFireNow(s, r)) continue;
    if (perceives(s, r, m) || (plan.ok && perceivesAt(s, r, m, plan.x, plan.y, plan.z))) reactors[k++] = r;
  }
  if (reactors.length !== k) reactors.length = k;
  if (k === 0) return false;
  const data: WindowData = {
    kind: 'move',
    resume,
    endX: plan.x,
    endY: plan.y,
    endZ: plan.z,
    length: plan.length,
  };
  return openWindow(s, 'reactionFire', side, reactors, data);
}

/** The model a counter-attack or an opportunity attack fights: the original attacker, or the disengaging model. */
function meleeTarget(d: WindowData): number {
  return d.kind === 'counter' ? d.attacker : d.kind === 'disengage' ? d.m : -1;
}

/** Reactions the current reactor of the open window may choose: by weapon or position, plus passing. */
export function reactionChoices(
  s: GameState,
): { weapon?: number; at?: 'start' | 'end'; push?: number; power?: number }[] {
  const p = s.pending;
  if (!p) return [];
  const r = p.reactors[0];
  if (p.kind === 'reactionFire') return [{ at: 'start' }, { at: 'end' }];
  if (p.kind === 'push') {
    // AD-64: any distance up to the pushed model's GK; the whole GK and half of it are offered.
    const gk = speedOf(s, (p.resume as { pushed: number }).pushed);
    return gk > 1 ? [{ push: gk }, { push: Math.ceil(gk / 2) }] : [{ push: gk }];
  }
  if (p.kind === 'counter' || p.kind === 'opportunity') {
    const action = p.kind === 'counter' ? 'counterAttack' : 'opportunityAttack';
    const out: { weapon: number; power?: number }[] = [];
    const target = meleeTarget(p.resume as WindowData);
    for (const weapon of meleeWeapons(s, r)) {
      const cost = actionCost(s, r, action, weapon) ?? Infinity;
      if (cost > s.ap[r]) continue;
      out.push({ weapon });
      // The winner's third option (UN-15.1.3 c): a touch power on the model fought, its AP paid on a win.
      const powers = s.c.models[r].powers;
      for (let power = 0; power < powers.length; power++)
        if (!outcomeProblem(s, r, target, undefined, power, cost, s.ap[r])) out.push({ weapon, power });
    }
    return out;
  }
  return [{}];
}

/** Refusal reason for a reaction, or null. */
export function checkReaction(
  s: GameState,
  model: number,
  weapon: number | undefined,
  at: string | undefined,
  push?: unknown,
  power?: unknown,
): string | null {
  const p = s.pending;
  if (!p) return 'no reaction is asked for';
  if (model !== p.reactors[0]) return `it is ${s.c.models[p.reactors[0]].id}'s turn to react or pass`;
  if (push !== undefined && (typeof push !== 'number' || !(push >= 0) || !Number.isFinite(push)))
    return 'push is a distance in cm';
  if (p.kind === 'push') {
    if (push === undefined) return 'the winning defender pushes back a distance in cm (UN-15.1.4, AD-64), or passes';
    return null;
  }
  if ((push !== undefined && push > 0) || power !== undefined) {
    if (p.kind !== 'counter' && p.kind !== 'opportunity')
      return power !== undefined ? 'only a won melee can end in a touch power' : 'only a melee can push back';
  }
  if (p.kind === 'counter' || p.kind === 'opportunity') {
    const action = p.kind === 'counter' ? 'counterAttack' : 'opportunityAttack';
    if (weapon === undefined || !meleeWeapons(s, model).includes(weapon))
      return 'name the melee weapon to fight with';
    const cost = actionCost(s, model, action, weapon) ?? Infinity;
    if (cost > s.ap[model]) return 'not enough AP';
    const why = outcomeProblem(s, model, meleeTarget(p.resume as WindowData), push, power, cost, s.ap[model]);
    if (why) return why;
  }
  if (p.kind === 'reactionFire' && at !== 'start' && at !== 'end')
    return "reaction fire is resolved at the mover's start or its declared destination (AD-28)";
  return null;
}
