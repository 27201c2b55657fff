/**
 * The legal decisions of a state, as a finite list: every choice for selections, threats and reactions, and
 * for the active phase a sample of the continuous ones (moves in eight directions and towards every enemy,
 * objective and zone; charges to contact; every shot, attack and other action). Every entry is checked with
 * the rules, so applying any of them succeeds. The random bot plays from this list; the seam's legalActions
 * returns it.
 */
import { len } from '../geometry';
import { checkAction, type Action, type PhaseAction, type Point } from '../rules/actions';
import { eligible } from '../rules/flow';
import { reactionChoices } from '../rules/reactions';
import { radiusOf, speedOf } from '../rules/profile';
import { inMelee } from '../rules/ranged';
import { inContact } from '../rules/sight';
import {
  CAMOUFLAGED,
  PRONE,
  STAGE_PHASE,
  STAGE_REACT,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
  alive,
  has,
  type GameState,
} from '../rules/state';
import { owingAttack, sideIndex } from '../rules/game';
import { isThreat } from '../rules/threat';

const DIRS = 8;

function clampPoint(x: number, y: number, r: number): Point {
  return [Math.min(90 - r, Math.max(r, x)), Math.min(90 - r, Math.max(r, y))];
}

/** Points a model might move to: eight directions at its full and half speed, and towards every enemy and objective. */
export function movePoints(s: GameState, m: number): Point[] {
  const gk = speedOf(s, m);
  const r = radiusOf(s, m);
  const out: Point[] = [];
  for (let k = 0; k < DIRS; k++) {
    const a = (k * 2 * Math.PI) / DIRS;
    for (const f of [1, 0.5])
      out.push(clampPoint(s.x[m] + Math.cos(a) * gk * f, s.y[m] + Math.sin(a) * gk * f, r));
  }
  const side = s.c.models[m].side;
  for (let o = 0; o < s.n; o++) {
    if (!alive(s, o) || s.c.models[o].side === side) continue;
    out.push(toward(s, m, s.x[o], s.y[o], radiusOf(s, o) + 3.2, gk));
  }
  for (let o = 0; o < s.c.objects.length; o++) {
    if (s.objCarrier[o] >= 0) continue;
    out.push(toward(s, m, s.objX[o], s.objY[o], s.c.objects[o].radius + 0.2, gk));
  }
  return out;
}

/** The point up to `reach` cm from m along the line to (x, y), stopping `stop` cm short of it (centre to edge). */
export function toward(s: GameState, m: number, x: number, y: number, stop: number, reach: number): Point {
  const dx = x - s.x[m];
  const dy = y - s.y[m];
  const d = len(dx, dy);
  const r = radiusOf(s, m);
  if (d < 1e-6) return [s.x[m], s.y[m]];
  const go = Math.max(0, Math.min(reach, d - stop - r));
  return clampPoint(s.x[m] + (dx / d) * go, s.y[m] + (dy / d) * go, r);
}

/**
 * The candidate attacks of m with weapon wi on each of `targets` in turn (unchecked): melee attacks in contact
 * (plain, reckless, push, a touch power), else a charge; shots of every kind. `melee`: m is in melee now.
 */
function weaponAttacks(
  s: GameState,
  m: number,
  wi: number,
  targets: readonly number[],
  melee: boolean,
  out: PhaseAction[],
): void {
  const d = s.c.models[m];
  const actor = d.id;
  const w = d.weapons[wi];
  for (const t of targets) {
    const target = s.c.models[t].id;
    if (w.kind === 'melee') {
      if (inContact(s, m, t)) {
        out.push({ type: 'attack', actor, target, weapon: wi });
        out.push({ type: 'attack', actor, target, weapon: wi, reckless: true });
        out.push({ type: 'attack', actor, target, weapon: wi, push: 5 });
        // The winner's third option: a touch power on the defender (UN-15.1.3 c).
        d.powers.forEach((p, pi) => {
          if (p.range === 'touch' && p.target === 'model')
            out.push({ type: 'attack', actor, target, weapon: wi, power: pi });
        });
      } else if (!melee && !has(s, t, CAMOUFLAGED)) {
        out.push({
          type: 'charge',
          actor,
          target,
          weapon: wi,
          path: [toward(s, m, s.x[t], s.y[t], radiusOf(s, t) + 0.2, Infinity)],
        });
      }
      continue;
    }
    if (melee) continue;
    for (const kind of ['normal', 'aimed', 'snap'] as const) {
      out.push({
        type: 'shot',
        actor,
        kind,
        weapon: wi,
        targets: [{ model: target, shots: kind === 'aimed' ? 1 : w.df + 1 }],
      });
    }
    if (w.indirect)
      out.push({
        type: 'shot',
        actor,
        kind: 'normal',
        weapon: wi,
        targets: [{ model: target, shots: w.df + 1 }],
        indirect: true,
      });
  }
}

/**
 * The candidate attacks of m on its direct threats (unchecked), in the order phaseCandidates lists them (those
 * of phaseCandidates that are attacks, charges or shots on a threat, without making the rest).
 */
export function threatAttackCandidates(s: GameState, m: number, out: PhaseAction[]): void {
  const side = s.c.models[m].side;
  const threats: number[] = [];
  for (let o = 0; o < s.n; o++) if (alive(s, o) && s.c.models[o].side !== side && isThreat(s, o)) threats.push(o);
  if (threats.length === 0) return;
  const melee = inMelee(s, m);
  for (let wi = 0; wi < s.c.models[m].weapons.length; wi++) weaponAttacks(s, m, wi, threats, melee, out);
}

/** Candidate actions of one model of the active group in its phase (unchecked). */
export function phaseCandidates(s: GameState, m: number, out: PhaseAction[]): void {
  const d = s.c.models[m];
  const actor = d.id;
  const side = d.side;
  const melee = inMelee(s, m);
  const enemies: number[] = [];
  for (let o = 0; o < s.n; o++) if (alive(s, o) && s.c.models[o].side !== side) enemies.push(o);
  d.weapons.forEach((w, wi) => {
    weaponAttacks(s, m, wi, enemies, melee, out);
    if (s.reload[m] & (1 << wi)) out.push({ type: 'reload', actor, weapon: wi });
    if (w.kind !== 'melee' && w.wk <= 3) out.push({ type: 'fireReadiness', actor, weapon: wi });
  });
  if (melee) {
    for (const p of movePoints(s, m)) out.push({ type: 'disengage', actor, path: [p] });
    return;
  }
  for (const p of movePoints(s, m)) out.push({ type: 'move', actor, path: [p] });
  out.push({ type: 'defence', actor });
  out.push(has(s, m, PRONE) ? { type: 'stand', actor } : { type: 'prone', actor });
  for (const o of s.c.objects) out.push({ type: 'useObject', actor, object: o.id });
  // Use trait / Use equipment (UN-7.4, UN-17.1): on the model itself, or on every other model (the rules check).
  const others = s.c.models.map((x) => x.id).filter((id) => id !== actor);
  d.traits.forEach((x, trait) => {
    if (x.ap === null || x.ap === undefined || !x.action) return;
    if (x.action.target === 'self') out.push({ type: 'useTrait', actor, trait });
    else for (const target of others) out.push({ type: 'useTrait', actor, trait, target });
  });
  d.equipment.forEach((e, item) => {
    if (e.ap === null) return;
    if (!e.action || e.action.target === 'self') out.push({ type: 'useEquipment', actor, item });
    else for (const target of others) out.push({ type: 'useEquipment', actor, item, target });
  });
  for (const t of enemies)
    if (has(s, t, CAMOUFLAGED)) out.push({ type: 'spot', actor, target: s.c.models[t].id, ap: 2 });
  d.powers.forEach((p, pi) => {
    if (p.target === 'model')
      for (const t of enemies) out.push({ type: 'usePower', actor, power: pi, target: s.c.models[t].id });
    else if (p.target === 'area' && p.effects && p.effects.blockerCm > 0)
      // A circle needs its point (UN-20.2.5): halfway to each enemy (the rules check the range).
      for (const t of enemies)
        out.push({ type: 'usePower', actor, power: pi, at: [(s.x[m] + s.x[t]) / 2, (s.y[m] + s.y[t]) / 2] });
    else out.push({ type: 'usePower', actor, power: pi });
  });
}

/** Every decision the side to move may take now (checked). */
export function legalActions(s: GameState): Action[] {
  if (s.result) return [];
  const side = sideIndex(s);
  if (s.stage === STAGE_SELECT)
    return eligible(s, side, []).map((m) => ({ type: 'select', model: s.c.models[m].id }));
  if (s.stage === STAGE_THREAT)
    return [
      { type: 'threat', test: true },
      { type: 'threat', test: false },
    ];
  if (s.stage === STAGE_ROUND_END) return [{ type: 'continue' }, { type: 'surrender' }];
  if (s.stage === STAGE_REACT) {
    const r = s.c.models[s.pending!.reactors[0]].id;
    return [{ type: 'pass' } as Action].concat(
      reactionChoices(s).map((c) => ({ type: 'react', model: r, ...c })),
    );
  }
  if (s.stage !== STAGE_PHASE) return [];
  const out: Action[] = [];
  const m = s.active;
  if (owingAttack(s) < 0) out.push({ type: 'end' });
  const raw: PhaseAction[] = [];
  phaseCandidates(s, m, raw);
  for (let t = 0; t < s.n; t++) if (s.c.models[t].operator === m && alive(s, t)) phaseCandidates(s, t, raw);
  for (const a of raw) if (!checkAction(s, a)) out.push(a);
  return out;
}
