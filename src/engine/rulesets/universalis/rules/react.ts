/**
 * Closing a reaction window (UN-13, AD-27): the reactor asked takes its reaction or passes, and once nobody is left
 * the interrupted action resumes (the rest of a move, the shot, the spotting, the power). Apart from
 * reactions.ts, which opens windows, so that the actions that open them and the resumptions here import each
 * other in one direction only.
 */
import { AGI } from './defs';
import { breakTie, hookBonus, opposedRoll } from './dice';
import { ENDS_ATTACKS, ROLL_DODGE } from './hooks';
import { actionCost } from './costs';
import { pushBack, resolveMelee } from './melee';
import { attribute, criticalMod } from './profile';
import { resolveShot, type ShotDeclaration } from './ranged';
import { DEFENCE, FAST, STAGE_PHASE, STAGE_REACT, alive, note, place, set, type GameState, type Pending } from './state';
import { afterMove, counterWindow, eligible, openWindow, type WindowData } from './reactions';
import { finishMove, spot } from './actions';
import { finishPower, powerBlockRoll, usePower } from './powers';
import { casterActs } from './effects';

/** Takes the current reactor's reaction (or passes), then closes the window when nobody is left. */
export function react(
  s: GameState,
  weapon: number | undefined,
  at: 'start' | 'end' | undefined,
  passing: boolean,
  push?: number,
  power?: number,
): void {
  const p = s.pending!;
  const r = p.reactors.shift()!;
  const data = p.resume as WindowData;
  if (!passing) {
    // Every reaction ends the reactor's own defence; reaction fire spends the readiness it uses (AD-29).
    set(s, r, DEFENCE, false);
    // Reaction fire, a counter- or an opportunity attack is an attack: it ends a power that so ends (rules/effects.ts).
    if (p.kind === 'reactionFire' || p.kind === 'counter' || p.kind === 'opportunity')
      casterActs(s, r, ENDS_ATTACKS);
    const follow = resolveReaction(s, p.kind, r, data, weapon, at, push, power);
    // A counter- or opportunity attack its defender won: the defender's side may push back (UN-15.1.4).
    if (follow && s.pending === p) openWindow(s, 'push', s.c.models[follow.pusher].side, [follow.pusher], follow);
    if (s.pending && s.pending !== p) {
      // The reaction opened a window of its own (that push, or the block window of a touch power): this
      // window's other reactors and its resumption wait until that one closes.
      (s.pending!.resume as { after?: Pending }).after = p;
      return;
    }
  }
  continueWindow(s, p);
}

/** Offers window p to its next eligible reactor, or closes it and resumes what it interrupted. */
function continueWindow(s: GameState, p: Pending): void {
  const data = p.resume as WindowData;
  while (p.reactors.length > 0 && !eligible(s, p.kind, p.reactors[0], data)) p.reactors.shift();
  if (p.reactors.length > 0) {
    s.pending = p;
    s.stage = STAGE_REACT;
    return;
  }
  s.pending = null;
  s.stage = STAGE_PHASE;
  resume(s, data);
}

/** After a window opened by a reaction closed: the window it interrupted goes on (or waits behind a newer one). */
function resumeAfter(s: GameState, after: Pending | undefined): void {
  if (!after) return;
  if (s.pending) (s.pending.resume as { after?: Pending }).after = after;
  else continueWindow(s, after);
}

function resolveReaction(
  s: GameState,
  kind: Pending['kind'],
  r: number,
  data: WindowData,
  weapon: number | undefined,
  at: 'start' | 'end' | undefined,
  push: number | undefined,
  power: number | undefined,
): (WindowData & { kind: 'push' }) | null {
  const id = s.c.models[r].id;
  if (kind === 'dodge' && data.kind === 'shot') {
    s.ap[r] -= 1;
    s.fireReady[r] = -1;
    const shooter = data.m;
    const roll = opposedRoll(
      s,
      r,
      attribute(s, r, AGI) + criticalMod(s, r) + hookBonus(s, r, AGI, ROLL_DODGE),
      shooter,
      attribute(s, shooter, AGI) + criticalMod(s, shooter) + hookBonus(s, shooter, AGI, -1),
      'dodge fire',
    );
    const winner =
      roll.winner >= 0
        ? roll.winner
        : breakTie(s, r, attribute(s, r, AGI), shooter, attribute(s, shooter, AGI), 'dodge fire tie');
    const i = data.decl.targets.indexOf(r);
    if (winner === r && i >= 0) data.decl.dodged![i] = true;
    if (s.log)
      note(s, 'reaction', r, `${id} dodges fire: ${winner === r ? 'the shooter gets −1' : 'no effect'}`, {
        reaction: 'dodge',
        won: winner === r,
      });
  } else if (kind === 'reactionFire' && data.kind === 'move') {
    const w = s.fireReady[r];
    s.ap[r] -= actionCost(s, r, 'reactionFire', w) ?? 0;
    s.fireReady[r] = -1;
    const m = data.resume.m;
    const wd = s.c.models[r].weapons[w];
    if (s.log)
      note(s, 'reaction', r, `${id} fires on ${s.c.models[m].id} (reaction fire, ${at})`, {
        reaction: 'reactionFire',
        at,
      });
    const decl: ShotDeclaration = {
      weapon: w,
      kind: 'reaction',
      targets: [m],
      shots: [wd.df + 1],
      indirect: false,
    };
    if (at === 'end') {
      const saved = [s.x[m], s.y[m], s.z[m], s.flags[m]];
      place(s, m, data.endX, data.endY, data.endZ);
      if (s.moved[m] + data.length > 20) set(s, m, FAST, true);
      resolveShot(s, r, decl);
      if (alive(s, m)) {
        place(s, m, saved[0], saved[1], saved[2]);
        s.flags[m] = (s.flags[m] & ~FAST) | (saved[3] & FAST);
      }
    } else resolveShot(s, r, decl);
  } else if (
    (kind === 'counter' && data.kind === 'counter') ||
    (kind === 'opportunity' && data.kind === 'disengage')
  ) {
    const action = kind === 'counter' ? 'counterAttack' : 'opportunityAttack';
    s.ap[r] -= actionCost(s, r, action, weapon!) ?? 0;
    s.fireReady[r] = -1;
    const defender = data.kind === 'counter' ? data.attacker : data.m;
    if (s.log)
      note(
        s,
        'reaction',
        r,
        `${id} ${kind === 'counter' ? 'counter-attacks' : 'makes an opportunity attack on'} ${s.c.models[defender].id}`,
        { reaction: kind },
      );
    const winner = resolveMelee(s, r, defender, {
      weapon: weapon!,
      charge: false,
      reckless: false,
      push,
      power,
      attackerNk0: false,
      defenderNk0: data.kind === 'counter' ? data.recklessLost : true,
      what: kind === 'counter' ? 'counter-attack' : 'opportunity attack',
    });
    if (winner === r && power !== undefined && power >= 0 && alive(s, r) && alive(s, defender)) {
      // The winner's touch power (UN-15.1.3 c, AD-63): its AP paid now; no counter-attack answers a reaction.
      const pw = s.c.models[r].powers[power];
      s.ap[r] -= pw.ap;
      if (s.log)
        note(s, 'choice', r, `${id} uses ${pw.name} on ${s.c.models[defender].id} as the winner's option (${pw.ap} AP)`, {
          choice: 'power',
          power: pw.id,
          cost: pw.ap,
        });
      usePower(s, r, power, defender);
    }
    // The defender of this melee that wins may push back (UN-15.1.4): the counter-attacked attacker, or the
    // disengaging model (which then goes its way).
    if (winner === defender && alive(s, r)) return { kind: 'push', pusher: defender, pushed: r, then: null };
  } else if (kind === 'push' && data.kind === 'push') {
    pushBack(s, r, data.pushed, push ?? 0);
  } else if (kind === 'support' && data.kind === 'spot') {
    s.ap[r] -= 2;
    s.fireReady[r] = -1;
    data.supporters++;
    if (s.log) note(s, 'reaction', r, `${id} supports the spotting (+1)`, { reaction: 'support' });
  } else if (kind === 'block' && data.kind === 'power') {
    s.ap[r] -= 3;
    s.fireReady[r] = -1;
    if (powerBlockRoll(s, r, data.m, data.power)) data.blocked = true;
  }
  return null;
}

function resume(s: GameState, data: WindowData): void {
  if (data.kind === 'disengage') {
    if (!afterMove(s, data.m, data.resume)) finishMove(s, data.resume);
  } else if (data.kind === 'shot') {
    if (alive(s, data.m)) resolveShot(s, data.m, data.decl);
  } else if (data.kind === 'move') finishMove(s, data.resume);
  else if (data.kind === 'spot') spot(s, data);
  else if (data.kind === 'power') {
    finishPower(s, data.m, data.power, data.target, data.blocked);
    if (data.then) counterWindow(s, data.then);
    resumeAfter(s, data.after);
  } else if (data.kind === 'push') {
    if (data.then) counterWindow(s, data.then);
    resumeAfter(s, data.after);
  }
}
