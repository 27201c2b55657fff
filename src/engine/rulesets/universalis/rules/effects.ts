/**
 * The lasting effects of powers in play (AD-79 hooks sightBlocker and shotModifier; UN-20.2.7): a circle at an
 * area power's target point that blocks every line of sight through it, and a modifier on every shot at the
 * power's target. They live in GameState.effects (replaced whole on every change, so clones share it) and end
 * with their power: ended by its user, blocked (UN-20.3.3), by its own end condition (its user moves or
 * attacks), or its user leaving play. Every change bumps the state version, so no kept sight answer outlives it
 * (rules/sight.ts reads the circles into each answer's inputs).
 */
import type { Cylinder } from '../geometry';
import { ENDS_MOVES } from './hooks';
import { note, type GameState, type LastingEffect } from './state';

/**
 * The circle stands far above and below anything on the table: the text says it blocks "every line of sight
 * through it", whatever the heights of the two models and the ground.
 */
const CIRCLE_FLOOR = -1000;
const CIRCLE_HEIGHT = 3000;

/** A circle of radius r at (x, y) as the sight tests see it: an upright cylinder through every height. */
export function circleCylinder(x: number, y: number, r: number): Cylinder {
  return { x, y, z: CIRCLE_FLOOR, r, h: CIRCLE_HEIGHT };
}

/** Why an effect ended, as the log's data says it. */
export type EndReason = 'ended' | 'blocked' | 'moved' | 'attacked' | 'gone';

/** Puts power p's effects in play once its roll succeeded (its target: a model, the user, or -1 for an area). */
export function placeEffects(s: GameState, m: number, p: number, target: number): void {
  const power = s.c.models[m].powers[p];
  const l = power.effects;
  if (!l || !power.lasting) return;
  const x = s.powerAt[2 * m];
  const y = s.powerAt[2 * m + 1];
  const circle = l.blockerCm > 0 && power.target === 'area' ? circleCylinder(x, y, l.blockerCm) : null;
  const on = power.target === 'self' ? m : power.target === 'model' ? target : -1;
  const effect: LastingEffect = { caster: m, power: p, circle, target: on, shotMod: on >= 0 ? l.shotMod : 0 };
  if (!circle && effect.shotMod === 0) return;
  const next = s.effects.slice();
  next.push(effect);
  s.effects = next;
  s.version++;
  if (!s.log) return;
  if (circle)
    note(
      s,
      'effect',
      m,
      `${power.name}: a circle of ${circle.r} cm at (${round1(x)}, ${round1(y)}) blocks sight`,
      { effect: 'blocker', power: power.id, x, y, r: circle.r },
    );
  if (effect.shotMod !== 0)
    note(s, 'effect', on, `${power.name}: shots at ${s.c.models[on].id} take ${signed(effect.shotMod)}`, {
      effect: 'shots',
      power: power.id,
      value: effect.shotMod,
    });
}

/** Ends the effects of model m's power p (every power of m: p = -1), logged with the reason. */
export function endEffects(s: GameState, m: number, p: number, why: EndReason): void {
  const list = s.effects;
  let found = false;
  for (const e of list) if (e.caster === m && (p < 0 || e.power === p)) found = true;
  if (!found) return;
  s.effects = list.filter((e) => {
    if (e.caster !== m || (p >= 0 && e.power !== p)) return true;
    const power = s.c.models[m].powers[e.power];
    if (s.log)
      note(s, 'effect', m, `${power.name}: its effect ends (${why})`, {
        effect: 'ended',
        power: power.id,
        why,
      });
    return false;
  });
  s.version++;
}

/** Model m leaves play (eliminated, fled): its lasting powers with effects end with it. */
export function casterGone(s: GameState, m: number): void {
  if (s.effects.length === 0) return;
  for (const e of s.effects) if (e.caster === m) s.powersOn[m] &= ~(1 << e.power);
  endEffects(s, m, -1, 'gone');
}

/**
 * Model m moves (`ENDS_MOVES`) or attacks (`ENDS_ATTACKS`): each of its lasting powers in play whose hooks end
 * it so ends (UN-20.2.7, the card's end condition), effects and all.
 */
export function casterActs(s: GameState, m: number, what: number): void {
  if (s.powersOn[m] === 0) return;
  const powers = s.c.models[m].powers;
  for (let p = 0; p < powers.length; p++) {
    if (!(s.powersOn[m] & (1 << p)) || powers[p].effects?.endsWhen !== what) continue;
    s.powersOn[m] &= ~(1 << p);
    if (s.log)
      note(
        s,
        'power',
        m,
        `${s.c.models[m].id} ${what === ENDS_MOVES ? 'moves' : 'attacks'}: ${powers[p].name} ends`,
        { power: powers[p].id, ended: what === ENDS_MOVES ? 'moved' : 'attacked' },
      );
    endEffects(s, m, p, what === ENDS_MOVES ? 'moved' : 'attacked');
  }
}

/** The actions that are an attack by their actor, for `casterAttacks` (a charge is one too). */
export function isAttack(type: string): boolean {
  return type === 'shot' || type === 'attack' || type === 'charge';
}

/** What the effects in play add to the FK roll of a shot at model t (shotModifier hooks). */
export function shotEffect(s: GameState, t: number): number {
  const list = s.effects;
  if (list.length === 0) return 0;
  let v = 0;
  for (const e of list) if (e.target === t) v += e.shotMod;
  return v;
}

/**
 * Appends to s.blockers (from k on) the circles in play whose box meets the given box, each named -1 in
 * s.blockerIds (no model: it gives no cover of a friend, AD-20); returns the new count.
 */
export function circleBlockers(
  s: GameState,
  k: number,
  minX: number,
  maxX: number,
  minY: number,
  maxY: number,
): number {
  for (const e of s.effects) {
    const c = e.circle;
    if (!c || c.x + c.r < minX || c.x - c.r > maxX || c.y + c.r < minY || c.y - c.r > maxY) continue;
    s.blockerIds[k] = -1;
    s.blockers[k++] = c;
  }
  return k;
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

function signed(v: number): string {
  return v > 0 ? `+${v}` : `−${-v}`;
}
