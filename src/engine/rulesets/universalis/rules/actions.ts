/**
 * Actions of the active model (and its telematons) in its initiative phase (UN-6, UN-8, UN-14, UN-15): each
 * kind is one handler that checks the action (a refusal names the reason and changes nothing), pays its AP
 * at declaration (AD-11), ends the actor's own fire readiness and defence (AD-29), opens the reaction window
 * the rules allow (AD-27) and carries the action out.
 */
import { AGI, EH, KO, PROFILE_HEIGHT, TELEMATON, WN } from './defs';
import { attributeRoll } from './dice';
import { actionCost, type ActionName } from './costs';
import { resolveMelee } from './melee';
import {
  distanceToDifficult,
  endProblem,
  planMove,
  executeMove,
  truncatedEnd,
  type MoveKind,
  type MovePlan,
  moveRequest,
} from './movement';
import { len } from '../geometry';
import {
  inMelee,
  mountLost,
  resolveShot,
  shotProblem,
  reveal,
  type ShotDeclaration,
  type ShotKind,
} from './ranged';
import { inContact, perceives } from './sight';
import {
  BURNING,
  CAMOUFLAGED,
  CANNOT_TURN,
  DEFENCE,
  MOVE_CRITICAL,
  PANIC,
  PRONE,
  alive,
  has,
  note,
  set,
  type GameState,
} from './state';
import { THREAT_DONE, THREAT_MUST_ATTACK, THREAT_PASSED, boundByThreat, isThreat, owesAttack } from './threat';
import { openWindow, afterMove, afterMelee } from './reactions';
import { fallDamage } from './falls';
import { useObjectProblem, useObject } from './objects';
import { hookTargetProblem, playHook } from './hook-actions';
import { casterActs, isAttack } from './effects';
import { ENDS_ATTACKS } from './hooks';
import { powerProblem, usePower, endPower, blockPowerAction } from './powers';
import { outcomeProblem } from './outcome';

export type Point = [number, number];

/** A decision. `why` is the decider's reason, logged with it and otherwise ignored by the rules. */
export type Action = ActionBody & { why?: string };

type ActionBody =
  | { type: 'select'; model: string }
  | { type: 'threat'; test: boolean }
  | { type: 'move'; actor: string; path: Point[]; test?: boolean; actions?: number; drop?: boolean }
  | {
      type: 'charge';
      actor: string;
      target: string;
      weapon: number;
      path: Point[];
      /** If the attack the charge ends in wins: push the defender back this far (cm) instead of hitting (UN-15.1.3 b). */
      push?: number;
      /** If the attack the charge ends in wins: use this touch power on the defender instead (UN-15.1.3 c, AD-63). */
      power?: number;
    }
  | { type: 'disengage'; actor: string; path: Point[] }
  | {
      type: 'shot';
      actor: string;
      kind: 'normal' | 'aimed' | 'snap';
      weapon: number;
      targets: { model: string; shots: number }[];
      indirect?: boolean;
    }
  | {
      type: 'attack';
      actor: string;
      target: string;
      weapon: number;
      reckless?: boolean;
      /** If the attacker wins: push the defender back this far (cm) instead of hitting (UN-15.1.3 b). */
      push?: number;
      /** If the attacker wins: use this touch power on the defender instead of hitting (UN-15.1.3 c, AD-63). */
      power?: number;
    }
  | { type: 'reload'; actor: string; weapon: number }
  | { type: 'fireReadiness'; actor: string; weapon: number }
  | { type: 'defence'; actor: string }
  | { type: 'prone'; actor: string }
  | { type: 'stand'; actor: string }
  | { type: 'turn'; actor: string; facing: number }
  | { type: 'useObject'; actor: string; object: string }
  | { type: 'spot'; actor: string; target: string; ap: number }
  | { type: 'useEquipment'; actor: string; item: number; target?: string }
  | { type: 'useTrait'; actor: string; trait: number; target?: string }
  | { type: 'usePower'; actor: string; power: number; target?: string; at?: Point }
  | { type: 'endPower'; actor: string; power: number }
  | { type: 'blockPower'; actor: string; target: string; power: number }
  | { type: 'end' }
  | {
      type: 'react';
      model: string;
      weapon?: number;
      at?: 'start' | 'end';
      /** A push-back as the outcome of a won counter-/opportunity attack, or the winning defender's push (cm). */
      push?: number;
      /** A touch power as the outcome of a won counter-/opportunity attack (UN-15.1.3 c, AD-63). */
      power?: number;
    }
  | { type: 'pass' }
  | { type: 'surrender' }
  | { type: 'continue' };

export type PhaseAction = Exclude<
  Action,
  { type: 'select' | 'threat' | 'end' | 'react' | 'pass' | 'surrender' | 'continue' }
>;

export function modelIndex(s: GameState, id: unknown): number {
  // Most ids asked for are the active model's, and a decider's action carries that model's own id string: one
  // comparison instead of a keyed look-up in the index (ids are unique, compile.ts).
  const act = s.active;
  if (act >= 0 && s.c.models[act].id === id) return act;
  // The index has no prototype (compile.ts), but a copied scenario may have one: "toString" is no model.
  const i = typeof id === 'string' ? s.c.index[id] : undefined;
  return typeof i === 'number' ? i : -1;
}

/**
 * The path as flat x, y pairs, in `out` (a check's scratch: planMove keeps its own copy) or a new list. The
 * scratch is overwritten in place and cut to length once: emptying a list first (length = 0) drops its storage.
 */
function flat(path: readonly Point[] | undefined, out: number[] = []): number[] | null {
  if (!Array.isArray(path) || path.length === 0 || path.length > 256) return null;
  let k = 0;
  for (const p of path) {
    if (!Array.isArray(p) || p.length !== 2 || typeof p[0] !== 'number' || typeof p[1] !== 'number')
      return null;
    out[k++] = p[0];
    out[k++] = p[1];
  }
  if (out.length !== k) out.length = k;
  return out;
}

/** AP a model can spend now: its own, and for a telematon its operator's too (UN-19.4, AD-71). */
export function available(s: GameState, m: number): number {
  const d = s.c.models[m];
  let ap = s.ap[m];
  if (d.type === TELEMATON && d.operator >= 0 && alive(s, d.operator)) ap += s.ap[d.operator];
  return ap;
}

/** Pays AP in full (AD-11): a telematon pays from its own first, then from its operator's. */
export function pay(s: GameState, m: number, cost: number): void {
  const own = Math.min(cost, s.ap[m]);
  s.ap[m] -= own;
  const rest = cost - own;
  if (rest > 0) s.ap[s.c.models[m].operator] -= rest;
}

/** Every action, even a Turn, ends the actor's own fire readiness and defence (AD-29). */
function endReadiness(s: GameState, m: number): void {
  s.fireReady[m] = -1;
  set(s, m, DEFENCE, false);
}

/** Actions allowed while in base contact with an enemy (UN-15.0.2). */
function allowedInMelee(type: string): boolean {
  return type === 'attack' || type === 'disengage' || type === 'usePower';
}

/** Why model m cannot act at all now, or null. */
function actorProblem(s: GameState, m: number, a: PhaseAction): string | null {
  if (m < 0) return `there is no model "${String((a as { actor?: unknown }).actor)}"`;
  const d = s.c.models[m];
  if (!alive(s, m)) return `${d.id} is out of the game`;
  const active = s.active;
  if (m !== active && !(d.type === TELEMATON && d.operator === active && active >= 0))
    return `${d.id} is not the active model`;
  if (has(s, m, BURNING)) return `${d.id} is burning and can take no actions (UN-11.1.1)`;
  if (has(s, m, PANIC)) return `${d.id} panics and only flees (UN-11.4.1)`;
  if (!allowedInMelee(a.type) && inMelee(s, m))
    return `${d.id} is in melee: only Attack, Reckless attack, Disengage and Use power (UN-15.0.2)`;
  if (a.type === 'disengage' && !inMelee(s, m)) return `${d.id} is not in melee`;
  return null;
}

function weaponProblem(s: GameState, m: number, w: unknown): string | null {
  const d = s.c.models[m];
  if (typeof w !== 'number' || !d.weapons[w]) return `${d.id} has no such weapon`;
  const wd = d.weapons[w];
  if (s.reload[m] & (1 << w)) return `${wd.name} must be reloaded first (UN-12.7.2)`;
  if (s.uses[s.c.weaponStart[m] + w] === 0) return `${wd.name} has no uses left (UN-12.8)`;
  if (mountLost(s, m, wd)) return `${wd.name} sits on a destroyed side (UN-18.3.4)`;
  return null;
}

/**
 * While a direct-threat obligation is open, AP-costing actions other than moves must attack a threat (AD-15).
 * `targets` null: the action has none (no list allocated for each check).
 */
function obligationProblem(s: GameState, m: number, name: string, targets: readonly number[] | null): string | null {
  if (!owesAttack(s, m)) return null;
  if (name === 'move' || name === 'turn') return null;
  if (targets !== null && targets.length > 0 && allThreats(s, targets)) return null;
  return `${s.c.models[m].id} must first attack its direct threat (UN-4.5.3)`;
}

function allThreats(s: GameState, targets: readonly number[]): boolean {
  for (let i = 0; i < targets.length; i++) if (!isThreat(s, targets[i])) return false;
  return true;
}

interface Handler<A extends PhaseAction> {
  /** The reason the action is refused, or null. */
  check(s: GameState, m: number, a: A): string | null;
  cost(s: GameState, m: number, a: A): number;
  /** Carries the action out; AP are already paid. */
  perform(s: GameState, m: number, a: A): void;
}

function costOf(s: GameState, m: number, name: ActionName, w: number): number {
  return actionCost(s, m, name, w) ?? Infinity;
}

/** The cost name of a shot kind, or null for what is not one (`in` on a record would also pass "toString"). */
function shotCost(kind: unknown): ActionName | null {
  return kind === 'normal' ? 'normalShot' : kind === 'aimed' ? 'aimedShot' : kind === 'snap' ? 'snapShot' : null;
}

/**
 * The shot as the rules declare it, into `out` (a check's scratch, FlowScratch.decl) or a new declaration (a
 * performed shot: its reaction window keeps it).
 */
function declaration(
  s: GameState,
  a: Extract<Action, { type: 'shot' }>,
  out?: ShotDeclaration,
): ShotDeclaration | null {
  if (!Array.isArray(a.targets)) return null;
  const n = a.targets.length;
  const d = out ?? { weapon: a.weapon, kind: a.kind as ShotKind, targets: [], shots: [], indirect: false };
  for (let i = 0; i < n; i++) {
    const t = modelIndex(s, a.targets[i]?.model);
    if (t < 0) return null;
    d.targets[i] = t;
  }
  for (let i = 0; i < n; i++) d.shots[i] = Number(a.targets[i].shots);
  if (d.targets.length !== n) d.targets.length = n;
  if (d.shots.length !== n) d.shots.length = n;
  d.weapon = a.weapon;
  d.kind = a.kind as ShotKind;
  d.indirect = a.indirect === true;
  return d;
}

const handlers: { [K in PhaseAction['type']]: Handler<Extract<PhaseAction, { type: K }>> } = {
  move: {
    check(s, m, a) {
      const pts = flat(a.path, s.flowTmp.path);
      if (!pts) return 'a move needs a path of [x, y] points';
      const actions = a.actions ?? 1;
      if (!Number.isInteger(actions) || actions < 1 || actions > 12)
        return 'a continuous move combines 1 to 12 movement actions';
      if (a.drop !== undefined && typeof a.drop !== 'boolean') return 'drop is true or false';
      const plan = planMove(
        s,
        m,
        moveRequest(s, pts, 'move', a.test ? 'passed' : 'none', -1, actions, a.drop === true),
      );
      if (!plan.ok) return plan.reason;
      return obligationProblem(s, m, 'move', null);
    },
    cost: (s, m, a) => costOf(s, m, 'move', -1) * (a.actions ?? 1),
    perform(s, m, a) {
      const pts = flat(a.path)!;
      const actions = a.actions ?? 1;
      let test: 'none' | 'passed' | 'failed' = 'none';
      const probe = planMove(s, m, moveRequest(s, pts, 'move', a.test ? 'passed' : 'none', -1, actions, a.drop === true));
      // A drop higher than the profile needs the nerve first (UN-8.8.2, AD-35): a failure spends the AP.
      if (
        probe.fall > PROFILE_HEIGHT[s.c.models[m].size] + 1e-9 &&
        !attributeRoll(s, m, EH, 0, 'EH test to dare the drop').success
      )
        return;
      if (a.test && (probe.difficult || probe.leap)) {
        let r = attributeRoll(s, m, AGI, 0, 'movement test');
        if (!r.success && s.c.models[m].movement === 2 && s.c.settings.optionalRerolls)
          r = attributeRoll(s, m, AGI, 0, 'movement test again (tracks)');
        test = r.success ? 'passed' : 'failed';
      }
      if (!koForMovement(s, m)) return;
      afterMoveDeclared(s, m, {
        step: 'move',
        m,
        kind: 'move',
        points: pts,
        test,
        target: -1,
        weapon: -1,
        actions,
        reckless: false,
        drop: a.drop === true,
      });
    },
  },
  charge: {
    check(s, m, a) {
      const t = modelIndex(s, a.target);
      if (t < 0 || !alive(s, t) || s.c.models[t].side === s.c.models[m].side)
        return 'a charge needs a living enemy as its target';
      if (has(s, m, PRONE)) return `${s.c.models[m].id} is prone and must stand up first (AD-26)`;
      if (has(s, t, CAMOUFLAGED)) return `${s.c.models[t].id} is camouflaged and not revealed (UN-15.8)`;
      const wp = weaponProblem(s, m, a.weapon);
      if (wp) return wp;
      if (s.c.models[m].weapons[a.weapon].kind !== 'melee') return 'a charge needs a melee weapon';
      const pts = flat(a.path, s.flowTmp.path);
      if (!pts) return 'a charge needs a destination';
      const op = outcomeProblem(s, m, t, a.push, a.power, costOf(s, m, 'charge', a.weapon), available(s, m));
      if (op) return op;
      const plan = planMove(s, m, moveRequest(s, pts, 'charge', 'none', t, 1));
      if (!plan.ok) return plan.reason;
      return obligationProblem(s, m, 'charge', [t]);
    },
    cost: (s, m, a) => costOf(s, m, 'charge', a.weapon),
    perform(s, m, a) {
      if (!koForMovement(s, m)) return;
      afterMoveDeclared(s, m, {
        step: 'move',
        m,
        kind: 'charge',
        points: flat(a.path)!,
        test: 'none',
        target: modelIndex(s, a.target),
        weapon: a.weapon,
        actions: 1,
        reckless: false,
        push: a.push ?? 0,
        power: a.power ?? -1,
      });
    },
  },
  disengage: {
    check(s, m, a) {
      const pts = flat(a.path, s.flowTmp.path);
      if (!pts) return 'disengaging needs a path';
      if (m === s.active && s.threat[m] === THREAT_MUST_ATTACK)
        return `${s.c.models[m].id} failed its direct-threat test this phase and cannot disengage (AD-16)`;
      const plan = planMove(s, m, moveRequest(s, pts, 'disengage', 'none', -1, 1));
      return plan.ok ? null : plan.reason;
    },
    cost: (s, m) => costOf(s, m, 'disengage', -1),
    perform(s, m, a) {
      // The test comes first; a failure spends nothing (UN-8.3.4), so the cost is refunded.
      if (s.threat[m] !== THREAT_PASSED) {
        const r = attributeRoll(s, m, EH, 0, 'disengage EH test');
        if (!r.success) {
          s.ap[m] += costOf(s, m, 'disengage', -1);
          if (m === s.active) s.threat[m] = THREAT_MUST_ATTACK;
          if (s.log) note(s, 'action', m, `${s.c.models[m].id} fails to disengage`, {});
          return;
        }
        if (m === s.active) s.threat[m] = THREAT_PASSED;
      }
      const resume = {
        step: 'move' as const,
        m,
        kind: 'disengage' as MoveKind,
        points: flat(a.path)!,
        test: 'none' as const,
        target: -1,
        weapon: -1,
        actions: 1,
        reckless: false,
      };
      const side = 1 - s.c.models[m].side;
      const foes: number[] = [];
      for (let o = 0; o < s.n; o++)
        if (alive(s, o) && s.c.models[o].side === side && inContact(s, m, o)) foes.push(o);
      if (!openWindow(s, 'opportunity', side, foes, { kind: 'disengage', m, resume }))
        afterMoveDeclared(s, m, resume);
    },
  },
  shot: {
    check(s, m, a) {
      if (shotCost(a.kind) === null) return 'a shot is normal, aimed or snap';
      const wp = weaponProblem(s, m, a.weapon);
      if (wp) return wp;
      const decl = declaration(s, a, s.flowTmp.decl);
      if (!decl) return 'every target of a shot must be a model';
      return shotProblem(s, m, decl) ?? obligationProblem(s, m, 'shot', decl.targets);
    },
    cost: (s, m, a) => costOf(s, m, shotCost(a.kind)!, a.weapon),
    perform(s, m, a) {
      const decl = declaration(s, a)!;
      decl.dodged = decl.targets.map(() => false);
      if (boundByThreat(s, m) && decl.targets.some((t) => isThreat(s, t))) s.threat[m] = THREAT_DONE;
      const side = 1 - s.c.models[m].side;
      const dodgers = decl.targets.filter((t) => !has(s, t, PRONE) && perceives(s, t, m));
      if (!openWindow(s, 'dodge', side, dodgers, { kind: 'shot', m, decl })) resolveShot(s, m, decl);
    },
  },
  attack: {
    check(s, m, a) {
      const t = modelIndex(s, a.target);
      if (t < 0 || !alive(s, t) || s.c.models[t].side === s.c.models[m].side)
        return 'an attack needs a living enemy as its target';
      const wp = weaponProblem(s, m, a.weapon);
      if (wp) return wp;
      if (s.c.models[m].weapons[a.weapon].kind !== 'melee') return 'an attack needs a melee weapon (UN-15.5)';
      if (!inContact(s, m, t)) return `${s.c.models[t].id} is not in base contact (UN-15.1.1)`;
      if (has(s, t, CAMOUFLAGED)) return `${s.c.models[t].id} is camouflaged and not revealed (UN-15.8)`;
      const op = outcomeProblem(s, m, t, a.push, a.power, costOf(s, m, a.reckless ? 'recklessAttack' : 'attack', a.weapon), available(s, m));
      if (op) return op;
      return obligationProblem(s, m, 'attack', [t]);
    },
    cost: (s, m, a) => costOf(s, m, a.reckless ? 'recklessAttack' : 'attack', a.weapon),
    perform(s, m, a) {
      melee(s, m, modelIndex(s, a.target), a.weapon, false, a.reckless === true, a.push ?? 0, a.power ?? -1);
    },
  },
  reload: {
    check(s, m, a) {
      const wd = s.c.models[m].weapons[a.weapon];
      if (!wd) return 'no such weapon';
      if (!(s.reload[m] & (1 << a.weapon))) return `${wd.name} has no reload marker (UN-14.2.5)`;
      return obligationProblem(s, m, 'reload', null);
    },
    cost: (s, m, a) => costOf(s, m, 'reload', a.weapon),
    perform(s, m, a) {
      s.reload[m] &= ~(1 << a.weapon);
      if (s.log)
        note(s, 'action', m, `${s.c.models[m].id} reloads ${s.c.models[m].weapons[a.weapon].name}`, {});
    },
  },
  fireReadiness: {
    check(s, m, a) {
      const wp = weaponProblem(s, m, a.weapon);
      if (wp) return wp;
      if (actionCost(s, m, 'fireReadiness', a.weapon) === null)
        return 'fire readiness needs a ranged weapon of WK I–III (UN-14.2.2)';
      return obligationProblem(s, m, 'fireReadiness', null);
    },
    cost: () => 2,
    perform(s, m, a) {
      s.fireReady[m] = a.weapon;
      if (s.log)
        note(
          s,
          'action',
          m,
          `${s.c.models[m].id} goes into fire readiness with ${s.c.models[m].weapons[a.weapon].name}`,
          {},
        );
    },
  },
  defence: {
    check: (s, m) => obligationProblem(s, m, 'defence', null),
    cost: () => 2,
    perform(s, m) {
      set(s, m, DEFENCE, true);
      if (s.log) note(s, 'action', m, `${s.c.models[m].id} goes into defence`, {});
    },
  },
  prone: {
    check: (s, m) =>
      has(s, m, PRONE) ? `${s.c.models[m].id} is already prone` : obligationProblem(s, m, 'prone', null),
    cost: () => 1,
    perform(s, m) {
      set(s, m, PRONE, true);
      if (s.log) note(s, 'action', m, `${s.c.models[m].id} goes prone`, {});
    },
  },
  stand: {
    check: (s, m) =>
      has(s, m, PRONE) ? obligationProblem(s, m, 'stand', null) : `${s.c.models[m].id} is standing`,
    cost: () => 1,
    perform(s, m) {
      set(s, m, PRONE, false);
      if (s.log) note(s, 'action', m, `${s.c.models[m].id} stands up`, {});
    },
  },
  turn: {
    check: (s, m, a) =>
      has(s, m, CANNOT_TURN)
        ? `${s.c.models[m].id} can no longer turn (UN-18.3.4)`
        : typeof a.facing === 'number' && Number.isFinite(a.facing)
          ? null
          : 'a turn needs a facing in degrees',
    cost: () => 0,
    perform(s, m, a) {
      s.facing[m] = ((a.facing % 360) + 360) % 360;
    },
  },
  useObject: {
    check: (s, m, a) => useObjectProblem(s, m, a.object) ?? obligationProblem(s, m, 'useObject', null),
    cost: () => 1,
    perform: (s, m, a) => useObject(s, m, a.object),
  },
  spot: {
    check(s, m, a) {
      const t = modelIndex(s, a.target);
      if (t < 0 || !alive(s, t) || s.c.models[t].side === s.c.models[m].side || !has(s, t, CAMOUFLAGED))
        return 'Spot needs a camouflaged enemy (UN-16.4)';
      if (!Number.isInteger(a.ap) || a.ap < 2) return 'Spot costs at least 2 AP';
      if (!perceives(s, m, t)) return `${s.c.models[t].id} is not in perception range (UN-16.4)`;
      return obligationProblem(s, m, 'spot', null);
    },
    cost: (_s, _m, a) => a.ap,
    perform(s, m, a) {
      const t = modelIndex(s, a.target);
      const side = s.c.models[m].side;
      const helpers: number[] = [];
      for (let f = 0; f < s.n; f++)
        if (f !== m && alive(s, f) && s.c.models[f].side === side && perceives(s, f, t)) helpers.push(f);
      const resume = { kind: 'spot' as const, m, t, ap: a.ap, supporters: 0 };
      if (!openWindow(s, 'support', side, helpers, resume)) spot(s, resume);
    },
  },
  useEquipment: {
    check(s, m, a) {
      const e = s.c.models[m].equipment[a.item];
      if (!e || e.ap === null) return 'no such equipment with an action';
      if (s.circles[m][s.c.models[m].traits.length + a.item] === 0) return `${e.name} has no uses left`;
      if (e.action) {
        const why = hookTargetProblem(s, m, e.action, a.target === undefined ? -1 : modelIndex(s, a.target));
        if (why) return `${e.name}: ${why}`;
      }
      return obligationProblem(s, m, 'useEquipment', null);
    },
    cost: (s, m, a) => s.c.models[m].equipment[a.item].ap ?? Infinity,
    perform(s, m, a) {
      const e = s.c.models[m].equipment[a.item];
      const slot = s.c.models[m].traits.length + a.item;
      if (s.circles[m][slot] > 0) s.circles[m][slot]--;
      if (e.action) return playHook(s, m, e.action, a.target === undefined ? -1 : modelIndex(s, a.target), e.name);
      if (s.log)
        note(s, 'action', m, `${s.c.models[m].id} uses ${e.name} (its effect is the players' to judge, AD-79)`, {});
    },
  },
  useTrait: {
    check(s, m, a) {
      const x = s.c.models[m].traits[a.trait];
      if (!x || x.ap === null || x.ap === undefined) return 'no such trait with the Use trait action (UN-7.4)';
      if (!x.action) return `${x.name} has no action the engine can play (AD-79)`;
      if (s.circles[m][a.trait] === 0) return `${x.name} has no uses left (UN-7.3)`;
      const why = hookTargetProblem(s, m, x.action, a.target === undefined ? -1 : modelIndex(s, a.target));
      if (why) return `${x.name}: ${why}`;
      return obligationProblem(s, m, 'useTrait', null);
    },
    cost: (s, m, a) => s.c.models[m].traits[a.trait]?.ap ?? Infinity,
    perform(s, m, a) {
      const x = s.c.models[m].traits[a.trait];
      if (s.circles[m][a.trait] > 0) s.circles[m][a.trait]--;
      playHook(s, m, x.action!, a.target === undefined ? -1 : modelIndex(s, a.target), x.name);
    },
  },
  usePower: {
    check: (s, m, a) =>
      powerProblem(s, m, a.power, a.target === undefined ? -1 : modelIndex(s, a.target), a.at),
    cost: (s, m, a) => s.c.models[m].powers[a.power]?.ap ?? Infinity,
    perform: (s, m, a) =>
      usePower(s, m, a.power, a.target === undefined ? -1 : modelIndex(s, a.target), undefined, a.at),
  },
  endPower: {
    check: (s, m, a) => (s.powersOn[m] & (1 << a.power) ? null : 'that power is not in play'),
    cost: () => 1,
    perform: (s, m, a) => endPower(s, m, a.power),
  },
  blockPower: {
    check(s, m, a) {
      const t = modelIndex(s, a.target);
      if (!s.c.models[m].discipline) return `${s.c.models[m].id} belongs to no discipline (UN-20.5.1)`;
      if (t < 0 || !(s.powersOn[t] & (1 << a.power))) return 'that power is not in play';
      if (!perceives(s, m, t)) return 'the power is not in perception range (UN-20.5.2)';
      return obligationProblem(s, m, 'blockPower', null);
    },
    cost: () => 2,
    perform: (s, m, a) => blockPowerAction(s, m, modelIndex(s, a.target), a.power),
  },
};

/** The model that takes an action: its actor. */
export function actorOf(s: GameState, a: PhaseAction): number {
  return modelIndex(s, (a as { actor: string }).actor);
}

/**
 * The handler of an action type, or undefined for what is not a phase action: a switch of the names (the
 * bots' most asked first), as costs.ts costRule; a Map look-up hashed the decider's string on every check.
 * Checked against the handlers when the module loads, so a new action cannot be forgotten here.
 */
function handlerOf(type: unknown): Handler<PhaseAction> | undefined {
  switch (type) {
    case 'move':
      return handlers.move as Handler<PhaseAction>;
    case 'shot':
      return handlers.shot as Handler<PhaseAction>;
    case 'fireReadiness':
      return handlers.fireReadiness as Handler<PhaseAction>;
    case 'charge':
      return handlers.charge as Handler<PhaseAction>;
    case 'usePower':
      return handlers.usePower as Handler<PhaseAction>;
    case 'attack':
      return handlers.attack as Handler<PhaseAction>;
    case 'reload':
      return handlers.reload as Handler<PhaseAction>;
    case 'disengage':
      return handlers.disengage as Handler<PhaseAction>;
    case 'defence':
      return handlers.defence as Handler<PhaseAction>;
    case 'useTrait':
      return handlers.useTrait as Handler<PhaseAction>;
    case 'useEquipment':
      return handlers.useEquipment as Handler<PhaseAction>;
    case 'endPower':
      return handlers.endPower as Handler<PhaseAction>;
    case 'prone':
      return handlers.prone as Handler<PhaseAction>;
    case 'stand':
      return handlers.stand as Handler<PhaseAction>;
    case 'turn':
      return handlers.turn as Handler<PhaseAction>;
    case 'useObject':
      return handlers.useObject as Handler<PhaseAction>;
    case 'spot':
      return handlers.spot as Handler<PhaseAction>;
    case 'blockPower':
      return handlers.blockPower as Handler<PhaseAction>;
    default:
      return undefined;
  }
}
for (const name of Object.keys(handlers))
  if (handlerOf(name) !== (handlers as Record<string, unknown>)[name])
    throw new Error(`universalis: actions.ts handlerOf misses "${name}"`);

/** Why the action cannot be taken now, or null. Changes nothing. */
export function checkAction(s: GameState, a: PhaseAction): string | null {
  const h = handlerOf(a.type);
  if (!h) return `unknown action "${String((a as { type?: unknown }).type)}"`;
  const m = actorOf(s, a);
  const p = actorProblem(s, m, a);
  if (p) return p;
  const why = h.check(s, m, a);
  if (why) return why;
  const cost = h.cost(s, m, a);
  if (!Number.isFinite(cost)) return 'that cannot be done with this weapon';
  if (cost > available(s, m))
    return `${s.c.models[m].id} has ${available(s, m)} AP, the action costs ${cost} (UN-6.0.2)`;
  return null;
}

/** Takes a checked action: pays, ends readiness, performs. */
export function performAction(s: GameState, a: PhaseAction): void {
  const h = handlerOf(a.type)!;
  const m = actorOf(s, a);
  const cost = h.cost(s, m, a);
  pay(s, m, cost);
  endReadiness(s, m);
  if (cost > 0) s.phaseActions++;
  if (s.log) note(s, 'action', m, `${s.c.models[m].id}: ${a.type} (${cost} AP)`, { action: a, cost });
  // A lasting power that ends when its user attacks ends as the attack is declared (rules/effects.ts).
  if (isAttack(a.type)) casterActs(s, m, ENDS_ATTACKS);
  h.perform(s, m, a);
}

/** A critical movement zone needs a KO roll before each movement; failing spends the AP (AD-73). */
function koForMovement(s: GameState, m: number): boolean {
  if (!has(s, m, MOVE_CRITICAL)) return true;
  return attributeRoll(s, m, KO, 0, 'KO roll to move (critical movement zone)').success;
}

export interface MoveResume {
  step: 'move';
  m: number;
  kind: MoveKind;
  points: number[];
  test: 'none' | 'passed' | 'failed';
  target: number;
  weapon: number;
  actions: number;
  reckless: boolean;
  drop?: boolean;
  /** A charge's declared outcome if its attack wins (UN-15.1.3): a push-back (cm) or a touch power (index). */
  push?: number;
  power?: number;
}

/** A declared movement: reaction fire may answer it first (AD-56), then the model moves. */
function afterMoveDeclared(s: GameState, m: number, r: MoveResume): void {
  if (!afterMove(s, m, r)) finishMove(s, r);
}

/** Carries out a movement once its reactions are over (it is cancelled if the mover can no longer act, AD-27). */
export function finishMove(s: GameState, r: MoveResume): void {
  const m = r.m;
  if (!alive(s, m) || has(s, m, BURNING) || (has(s, m, PANIC) && r.kind !== 'disengage')) return;
  let plan = planMove(s, m, moveRequest(s, r.points, r.kind, r.test, r.target, r.actions, r.drop === true));
  if (r.test === 'failed') {
    const leap = planMove(s, m, moveRequest(s, r.points, r.kind, 'passed', r.target, r.actions, r.drop === true)).leap;
    if (leap) return fallInGap(s, m, leap);
  }
  if (r.test === 'failed') {
    const entry = s.c.settings.failedTestProne === 'entry' ? distanceToDifficult(s, m, r.points) : Infinity;
    const end = truncatedEnd(s, m, r.points, Math.min(plan.allowance, entry));
    plan = planMove(s, m, moveRequest(s, [end.x, end.y], r.kind, 'passed', r.target, r.actions));
    if (!plan.ok) plan = { ...plan, ok: true, x: s.x[m], y: s.y[m], z: s.z[m], length: 0 };
  }
  if (!plan.ok) {
    if (s.log) note(s, 'action', m, `${s.c.models[m].id} cannot move now: ${plan.reason}`, {});
    return;
  }
  executeMove(s, m, plan, true);
  if (r.test === 'failed') {
    set(s, m, PRONE, true);
    if (s.log)
      note(s, 'state', m, `${s.c.models[m].id} fails the movement test and falls prone (UN-9.4.2)`, {
        state: 'prone',
      });
  }
  if (plan.fall > 0) fallDamage(s, m, plan.fall);
  movedFully(s, m, plan.cost >= plan.allowance - 1e-6);
  if (r.kind === 'charge' && r.target >= 0 && alive(s, r.target) && inContact(s, m, r.target))
    melee(s, m, r.target, r.weapon, true, false, r.push ?? 0, r.power ?? -1);
}

/**
 * A failed movement test on a jump wider than GK (UN-8.5.3, AD-33): the model falls from its take-off height
 * to the ground at the gap's middle, takes the falling damage, and its move ends there.
 */
function fallInGap(s: GameState, m: number, leap: NonNullable<MovePlan['leap']>): void {
  const problem = endProblem(s, m, leap.x, leap.y, leap.z, { kind: 'move', target: -1 });
  if (problem) {
    if (s.log) note(s, 'action', m, `${s.c.models[m].id} cannot move now: ${problem}`, {});
    return;
  }
  const length = len(leap.x - s.x[m], leap.y - s.y[m]);
  executeMove(s, m, { ok: true, reason: '', cost: length, allowance: length, length, difficult: false, x: leap.x, y: leap.y, z: leap.z, fall: 0, leap: null }, true);
  fallDamage(s, m, leap.fall);
}

/** Two full moves hide a revealed model again (UN-16.3.2, AD-80). */
function movedFully(s: GameState, m: number, full: boolean): void {
  if (!s.c.models[m].stealth) return;
  if (full || s.c.settings.revealMoves === 'any') s.revealMoves[m] = Math.min(100, s.revealMoves[m] + 1);
}

/**
 * A melee attack (also the one a charge ends in) with the outcome the attacker declared (AD-63: hit, push-back
 * or touch power, whose AP are paid only when it wins), then the winning defender's push-back and the
 * defender's counter-attack window (UN-15.1.4, UN-15.4.1).
 */
export function melee(
  s: GameState,
  m: number,
  t: number,
  weapon: number,
  charge: boolean,
  reckless: boolean,
  push = 0,
  power = -1,
): void {
  if (boundByThreat(s, m) && isThreat(s, t)) s.threat[m] = THREAT_DONE;
  const winner = resolveMelee(s, m, t, {
    weapon,
    charge,
    reckless,
    push,
    power,
    attackerNk0: false,
    defenderNk0: false,
    what: reckless ? 'reckless attack' : charge ? 'charge' : 'attack',
  });
  const after = { kind: 'counter' as const, attacker: m, defender: t, recklessLost: reckless && winner !== m };
  if (winner === m && power >= 0 && alive(s, m) && alive(s, t)) {
    const p = s.c.models[m].powers[power];
    pay(s, m, p.ap);
    if (s.log)
      note(s, 'choice', m, `${s.c.models[m].id} uses ${p.name} on ${s.c.models[t].id} as the winner's option (${p.ap} AP)`, {
        choice: 'power',
        power: p.id,
        cost: p.ap,
      });
    usePower(s, m, power, t, after);
    return;
  }
  afterMelee(s, winner, after);
}

/** The Spot roll (UN-16.4, AD-82): WN − stealth level + AP beyond 2 + 1 per supporter; success reveals. */
export function spot(s: GameState, r: { m: number; t: number; ap: number; supporters: number }): void {
  const level = s.c.models[r.t].stealth?.level ?? 0;
  const roll = attributeRoll(s, r.m, WN, -level + (r.ap - 2) + r.supporters, `Spot ${s.c.models[r.t].id}`);
  if (roll.success) reveal(s, r.t);
}
