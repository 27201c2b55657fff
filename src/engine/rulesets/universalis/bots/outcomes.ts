/**
 * The tactical bots' melee outcomes (UN-15.1.3, UN-15.1.4, AD-63, AD-64): what a bot declares with an attack,
 * a charge, a counter-attack or an opportunity attack, and whether a winning defender pushes back. A hit is the
 * default; a push-back is declared when it throws the enemy out of the zone its mission needs, off a height
 * (a fall), or, for a cautious attacker, out of a melee the hit would not end; a touch power when its hooked
 * effect (AD-79) is worth more than the hit. Powers whose effect the engine does not play are never chosen.
 */
import type { Action } from '../rules/actions';
import { checkAction } from '../rules/actions';
import { actionCost } from '../rules/costs';
import { KO, TELEMATON } from '../rules/defs';
import { inZoneAt } from '../rules/flow';
import { canPush, pushEnd } from '../rules/melee';
import { outcomeProblem } from '../rules/outcome';
import { attribute, criticalMod, radiusOf, speedOf } from '../rules/profile';
import { canCounter, checkReaction } from '../rules/reactions';
import { CONTACT_CM, len } from '../geometry';
import { alive, type GameState } from '../rules/state';
import { hitValue, plainHitValue, pRoll } from './estimate';

type Style = 'aggressive' | 'cautious';

/** What the hit is worth to the bot at most before a push that takes the enemy out of its zone beats it. */
const ZONE_PUSH = 0.6;
/** A cautious model's wish to leave a melee its hit will not end. */
const BREAK_CONTACT = 0.35;

interface Melee {
  m: number;
  t: number;
  w: number;
  /** Where the attacker stands when the melee is fought (a charge: the end of its path). */
  x: number;
  y: number;
  /** AP the attack itself costs, and what the attacker has to pay it and a power. */
  cost: number;
  ap: number;
}

/** Whether the side of t needs t in one of its mission zones (the `models-in-zone` victory) where it stands. */
function holdsZone(s: GameState, t: number, x: number, y: number): boolean {
  for (const v of s.c.missions[s.c.models[t].side].victory)
    if (v.kind === 'models-in-zone' && inZoneAt(s, v.zone, x, y)) return true;
  return false;
}

/** Whether m would still be in base contact with another enemy than t (so pushing t does not free it). */
function otherFoeTouching(s: GameState, m: number, t: number, x: number, y: number): boolean {
  const r = radiusOf(s, m);
  for (let o = 0; o < s.n; o++) {
    if (o === t || !alive(s, o) || s.c.models[o].side === s.c.models[m].side) continue;
    if (len(s.x[o] - x, s.y[o] - y) - r - radiusOf(s, o) <= CONTACT_CM + 1e-9) return true;
  }
  return false;
}

/** The value of pushing t back its whole GK from (x, y), or 0 when it is not worth a thing. */
function pushValue(s: GameState, g: Melee, style: Style, hit: number): number {
  if (!canPush(s, g.m, g.t)) return 0;
  // Only a zone the enemy holds, a height it could fall from, or a cautious wish to leave can make it worth it:
  // the push's path is walked only then (bots decide thousands of attacks per batch).
  const zone = holdsZone(s, g.t, s.x[g.t], s.y[g.t]);
  const leave = style === 'cautious' && hit < 1;
  if (!zone && !leave && s.z[g.t] <= 1e-9) return 0;
  const end = pushEnd(s, g.x, g.y, g.t, speedOf(s, g.t));
  if (len(end.x - s.x[g.t], end.y - s.y[g.t]) < 0.5) return 0;
  let v = 0;
  if (zone && !holdsZone(s, g.t, end.x, end.y)) v = Math.max(v, hit + ZONE_PUSH);
  // A fall of more than the profile height is a hit of KO strength (AD-36): worth about a plain hit.
  if (end.fall > 0) v = Math.max(v, plainHitValue(s, g.t, attribute(s, g.t, KO), Math.ceil(attribute(s, g.t, KO) / 2)));
  if (leave && !otherFoeTouching(s, g.m, g.t, g.x, g.y)) {
    const gap = len(end.x - g.x, end.y - g.y) - radiusOf(s, g.m) - radiusOf(s, g.t);
    if (gap > CONTACT_CM + 0.5) v = Math.max(v, hit + BREAK_CONTACT);
  }
  return v;
}

/** The best touch power of m on t with a hooked hit (AD-79) and the AP for it: its index and value, or null. */
function bestPower(s: GameState, g: Melee): { power: number; value: number } | null {
  let best: { power: number; value: number } | null = null;
  const powers = s.c.models[g.m].powers;
  for (let p = 0; p < powers.length; p++) {
    const pw = powers[p];
    const h = pw.action;
    if (!h || h.effect !== 'hit' || outcomeProblem(s, g.m, g.t, undefined, p, g.cost, g.ap)) continue;
    const roll = pRoll(attribute(s, g.m, pw.attribute) + criticalMod(s, g.m) + pw.difficulty);
    const value = roll * plainHitValue(s, g.t, h.strength, h.amount);
    if (!best || value > best.value) best = { power: p, value };
  }
  return best;
}

/** The outcome to declare for melee g: a push distance, a power index, or nothing (the hit). */
function choose(s: GameState, g: Melee, style: Style): { push?: number; power?: number } {
  const hit = hitValue(s, g.m, g.w, g.t, 0, 0);
  const power = bestPower(s, g);
  const push = pushValue(s, g, style, hit);
  if (power && power.value > hit && power.value >= push) return { power: power.power };
  if (push > hit) return { push: speedOf(s, g.t) };
  return {};
}

/**
 * The action with the outcome a tactical bot declares for it (attack, charge, counter-attack, opportunity
 * attack), or the action as it is: never one the rules refuse.
 */
export function declareOutcome<A extends Action>(s: GameState, a: A, style: Style): A {
  let g: Melee | null = null;
  if ((a.type === 'attack' || a.type === 'charge') && a.push === undefined && a.power === undefined) {
    const m = s.c.index[a.actor];
    const t = s.c.index[a.target];
    const name = a.type === 'charge' ? 'charge' : a.reckless ? 'recklessAttack' : 'attack';
    const end = a.type === 'charge' ? a.path[a.path.length - 1] : null;
    g = {
      m,
      t,
      w: a.weapon,
      x: end ? end[0] : s.x[m],
      y: end ? end[1] : s.y[m],
      cost: actionCost(s, m, name, a.weapon) ?? Infinity,
      ap: availableAp(s, m),
    };
  } else if (a.type === 'react' && a.weapon !== undefined && a.power === undefined && !a.push && s.pending) {
    const p = s.pending;
    const d = p.resume as { kind: string; attacker?: number; m?: number };
    const t = d.kind === 'counter' ? d.attacker! : d.kind === 'disengage' ? d.m! : -1;
    const m = s.c.index[a.model];
    if (t < 0 || (p.kind !== 'counter' && p.kind !== 'opportunity')) return a;
    const name = p.kind === 'counter' ? 'counterAttack' : 'opportunityAttack';
    g = { m, t, w: a.weapon, x: s.x[m], y: s.y[m], cost: actionCost(s, m, name, a.weapon) ?? Infinity, ap: s.ap[m] };
    // A disengaging model goes its way whatever happens: pushing it is worth nothing more.
    if (d.kind === 'disengage') {
      const power = bestPower(s, g);
      const hit = hitValue(s, m, a.weapon, t, 0, 0);
      return power && power.value > hit ? withOutcome(s, a, { power: power.power }, style) : a;
    }
  }
  if (!g || g.m === undefined || g.t === undefined) return a;
  return withOutcome(s, a, choose(s, g, style), style);
}

function availableAp(s: GameState, m: number): number {
  const d = s.c.models[m];
  return s.ap[m] + (d.type === TELEMATON && d.operator >= 0 && alive(s, d.operator) ? s.ap[d.operator] : 0);
}

/** a with the outcome, if the rules accept it (the bot's estimate never overrides the rules). */
function withOutcome<A extends Action>(s: GameState, a: A, o: { push?: number; power?: number }, style: Style): A {
  if (o.push === undefined && o.power === undefined) return a;
  const b = { ...a, ...o };
  const refused =
    b.type === 'react'
      ? checkReaction(s, s.c.index[b.model], b.weapon, b.at, b.push, b.power)
      : b.type === 'attack' || b.type === 'charge'
        ? checkAction(s, b)
        : 'no melee';
  if (refused) return a;
  if (s.log) {
    const said = o.power !== undefined ? 'declares a touch power' : `declares a push of ${o.push} cm`;
    b.why = a.why !== undefined ? `${a.why}; ${said}` : `${style}: ${said}`;
  }
  return b;
}

/**
 * The winning defender's push-back window (UN-15.1.4): the cautious bot pushes its attacker away (out of melee,
 * free), the aggressive one stays in contact to counter-attack when it can; a disengaging model that won an
 * opportunity attack goes its way without pushing (its move takes it out of contact anyway).
 */
export function defenderPush(s: GameState, style: Style, push: number): Action {
  const p = s.pending!;
  const r = p.reactors[0];
  const model = s.c.models[r].id;
  const data = p.resume as { after?: { kind: string } };
  if (data.after?.kind === 'opportunity') return because(s, { type: 'pass' }, () => `${style}: goes its way without pushing`);
  return style === 'cautious' || !canCounter(s, r)
    ? because(s, { type: 'react', model, push }, () => `${style}: pushes its attacker back ${push} cm`)
    : because(s, { type: 'pass' }, () => `${style}: stays in contact to counter-attack`);
}

function because<A extends Action>(s: GameState, a: A, why: () => string): A {
  if (s.log) (a as { why?: string }).why = why();
  return a;
}
