/**
 * The course of a game (UN-5): rounds of initiative phases. At the start of a round AP are refilled with
 * the carried half (AD-11, AD-48), shock tokens cost AP and panicking models flee. Both sides choose a model,
 * an opposed AGI roll says which acts first (UN-5.5.2), and each takes its phase: the start-of-phase steps
 * (tokens off, poison, burning, the direct threat, UN-5.6.3), then actions until it ends the phase. At the
 * end of a round the missions are checked (UN-5.7.2, AD-67) and unspent AP are halved.
 */
import { contains, distanceToTableEdge, nearestEdgePoint, len } from '../geometry';
import { AGI, EH, TELEMATON, type VictoryDef } from './defs';
import { attributeRoll, breakTie, d12, d6, hookBonus, opposedRoll } from './dice';
import { ROLL_ACTIVATION } from './hooks';
import {
  applyDamage,
  armourOf,
  effectiveWeaponEffects,
  panicTest,
  profileByIndex,
  resolveHit,
  shock,
} from './damage';
import { attribute, criticalMod, radiusOf, speedOf } from './profile';
import { textsLeftToPlayers } from './model-def';
import { inMelee } from './ranged';
import { farthestToward, executeMove, FLIGHT } from './movement';
import { inContact } from './sight';
import { carryObjects } from './objects';
import { updateStealth } from './stealth';
import {
  ACTIVATED,
  AMBUSHER,
  BURNING,
  DEFENCE,
  FAST,
  GONE,
  OFF_TABLE,
  PANIC,
  PRONE,
  STAGE_OVER,
  STAGE_PHASE,
  STAGE_ROUND_END,
  STAGE_SELECT,
  STAGE_THREAT,
  alive,
  has,
  note,
  set,
  type GameState,
} from './state';
import { THREAT_MUST_ATTACK, THREAT_NONE, THREAT_PASSED, findThreats } from './threat';
import { casterGone } from './effects';

export const SIDE_NAMES = ['a', 'b'] as const;

/** Whether a model takes a phase of its own (telematons with a living operator act in its phase, UN-19.1.3). */
function ownPhase(s: GameState, m: number): boolean {
  const d = s.c.models[m];
  return !(d.type === TELEMATON && d.operator >= 0 && alive(s, d.operator));
}

function operatorless(s: GameState, m: number): boolean {
  return s.c.models[m].type === TELEMATON;
}

/**
 * Models of a side that may still be chosen this round (AD-78): living, on the table, not yet activated,
 * not a telematon with an operator. Operatorless telematons come after every other model (UN-19.3.2).
 */
export function eligible(s: GameState, side: number, out: number[]): number[] {
  const k = eligibleInto(s, side, out);
  if (out.length !== k) out.length = k;
  return out;
}

/**
 * The models `eligible` lists, written over the first places of `out`, and their count; the places after the
 * count keep what they held. For the course of the game, which asks after every phase: cutting the list to its
 * length each time (V8's `set length`) gave its storage back and grew it again the next round.
 */
export function eligibleInto(s: GameState, side: number, out: number[]): number {
  let k = 0;
  // Without telematons every model has its own phase and none is operatorless: the first pass's list is the
  // answer, and a model is eligible when it is neither gone nor activated.
  if (!s.telematons) {
    const flags = s.flags;
    for (let m = 0; m < s.n; m++) if ((flags[m] & (GONE | ACTIVATED)) === 0 && s.c.models[m].side === side) out[k++] = m;
    return k;
  }
  let late = false;
  for (let pass = 0; pass < 2 && k === 0; pass++) {
    for (let m = 0; m < s.n; m++) {
      if (s.c.models[m].side !== side || !alive(s, m) || has(s, m, ACTIVATED) || !ownPhase(s, m)) continue;
      if (operatorless(s, m) !== (pass === 1)) continue;
      if (pass === 0 && late) continue;
      out[k++] = m;
    }
    // Operatorless telematons wait while any other model of either side has its phase to come.
    if (pass === 0 && k === 0) {
      for (let m = 0; m < s.n; m++)
        if (alive(s, m) && !has(s, m, ACTIVATED) && ownPhase(s, m) && !operatorless(s, m)) late = true;
      if (late) break;
    }
  }
  return k;
}

/** Runs the game on until a side must decide (or the game is over). */
export function advance(s: GameState): void {
  const a = s.flowTmp.a;
  const b = s.flowTmp.b;
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.result) {
      s.stage = STAGE_OVER;
      return;
    }
    if (s.stage !== STAGE_SELECT) return;
    const na = eligibleInto(s, 0, a);
    const nb = eligibleInto(s, 1, b);
    if (na === 0 && nb === 0) {
      // Round end: first each side may surrender (UN-5.7.1, AD-75), then the missions (closeRound).
      s.stage = STAGE_ROUND_END;
      s.roundEndSide = 0;
      return;
    }
    // A side with a single candidate has nothing to decide.
    if (na === 1) s.chosen[0] = a[0];
    if (nb === 1) s.chosen[1] = b[0];
    if (na > 0 && s.chosen[0] < 0) return;
    if (nb > 0 && s.chosen[1] < 0) return;
    let first: number;
    let second = -1;
    if (na > 0 && nb > 0) {
      const x = s.chosen[0];
      const y = s.chosen[1];
      const roll = opposedRoll(
        s,
        x,
        attribute(s, x, AGI) + criticalMod(s, x) + hookBonus(s, x, AGI, ROLL_ACTIVATION),
        y,
        attribute(s, y, AGI) + criticalMod(s, y) + hookBonus(s, y, AGI, ROLL_ACTIVATION),
        'activation',
      );
      first =
        roll.winner >= 0
          ? roll.winner
          : breakTie(s, x, attribute(s, x, AGI), y, attribute(s, y, AGI), 'activation tie');
      second = first === x ? y : x;
    } else first = na > 0 ? s.chosen[0] : s.chosen[1];
    s.chosen[0] = s.chosen[1] = -1;
    s.next = second;
    startPhase(s, first);
  }
  throw new Error('universalis: the game did not reach a decision (engine bug)');
}

/** The group acting in m's phase: m and the telematons it operates. */
function group(s: GameState, m: number, out: number[]): number[] {
  let k = 0;
  out[k++] = m;
  if (s.telematons) for (let t = 0; t < s.n; t++) if (s.c.models[t].operator === m && alive(s, t)) out[k++] = t;
  if (out.length !== k) out.length = k;
  return out;
}

/** The start of an initiative phase (UN-5.6.3) and what happens without decisions (burning, panic). */
export function startPhase(s: GameState, m: number): void {
  s.active = m;
  s.stage = STAGE_PHASE;
  s.phaseActions = 0;
  if (s.threats.length !== 0) s.threats.length = 0;
  if (s.log) note(s, 'phase', m, `${s.c.models[m].id}'s initiative phase`, { round: s.round });
  const g = group(s, m, s.flowTmp.startGroup);
  for (const x of g) {
    s.threat[x] = THREAT_NONE;
    set(s, x, FAST | DEFENCE, false);
    s.fireReady[x] = -1;
    s.moved[x] = 0;
  }
  for (const x of g) if (alive(s, x)) poisonTick(s, x);
  for (const x of g) if (alive(s, x) && has(s, x, BURNING)) burningTick(s, x);
  if (!alive(s, m)) return endPhase(s);
  if (has(s, m, PANIC)) {
    flee(s, m, true);
    return endPhase(s);
  }
  if (has(s, m, BURNING)) return endPhase(s);
  if (s.c.models[m].movement === FLIGHT) flightDuty(s, m);
  if (!alive(s, m)) return endPhase(s);
  if (s.c.models[m].type !== TELEMATON && findThreats(s, m).length > 0) {
    s.stage = STAGE_THREAT;
    if (s.log)
      note(
        s,
        'threat',
        m,
        `${s.c.models[m].id} faces ${s.threats.map((t) => s.c.models[t].id).join(', ')} as direct threat`,
        {
          threats: s.threats.map((t) => s.c.models[t].id),
        },
      );
  }
}

/** The active side's answer to a direct threat (UN-4.5.3): take the EH test to act freely, or attack it. */
export function answerThreat(s: GameState, test: boolean): void {
  const m = s.active;
  if (test)
    s.threat[m] = attributeRoll(s, m, EH, 0, 'direct-threat EH test').success
      ? THREAT_PASSED
      : THREAT_MUST_ATTACK;
  else s.threat[m] = THREAT_MUST_ATTACK;
  // AD-71.6: the operator's telematons share its obligation; each must attack the threat if it can.
  if (s.threat[m] === THREAT_MUST_ATTACK)
    for (let t = 0; t < s.n; t++) if (s.c.models[t].operator === m && alive(s, t)) s.threat[t] = THREAT_MUST_ATTACK;
  s.stage = STAGE_PHASE;
}

/** Poison (UN-11.6, AD-49): the oldest marker goes and its source's damage strikes without a wound roll. */
function poisonTick(s: GameState, m: number): void {
  const markers = s.poison[m];
  if (markers.length === 0) return;
  const src = markers.shift()!;
  const p = profileByIndex(s, src);
  const arm = armourOf(s, m);
  if (s.log)
    note(
      s,
      'poison',
      m,
      `${s.c.models[m].id} suffers the poison (${markers.length} marker${markers.length === 1 ? '' : 's'} left)`,
      {},
    );
  applyDamage(
    s,
    m,
    p.damage,
    arm.dr,
    effectiveWeaponEffects(p.effects, arm.effects),
    arm.effects,
    true,
    false,
    0,
    -1,
  );
}

/**
 * Burning (UN-11.1, AD-44): D12 + 2 per friend in contact: 1–8 an automatic hit with the source's profile
 * (no cover), and if the model survives it runs D6 times in random directions; 9–11 the marker goes with a
 * shock; 12+ the marker goes.
 */
function burningTick(s: GameState, m: number): void {
  let helpers = 0;
  const side = s.c.models[m].side;
  for (let f = 0; f < s.n; f++)
    if (f !== m && alive(s, f) && s.c.models[f].side === side && inContact(s, m, f)) helpers++;
  const die = d12(s, m, 'burning');
  const total = die + 2 * helpers;
  if (s.log)
    note(s, 'roll', m, `burning: rolled ${die}${helpers ? ` + ${2 * helpers}` : ''} = ${total}`, {
      what: 'burning',
      die,
      total,
    });
  if (total >= 12) {
    set(s, m, BURNING, false);
    return;
  }
  if (total >= 9) {
    set(s, m, BURNING, false);
    shock(s, m);
    return;
  }
  const src = s.burnSrc[m];
  if (src >= 0) {
    const p = profileByIndex(s, src);
    resolveHit(
      s,
      m,
      { ...p, effects: p.effects & ~1 },
      { attacker: -1, extraShots: 0, coverBonus: 0, partial: false, source: src, what: 'burning' },
    );
  }
  if (!alive(s, m)) return;
  const runs = d6(s, m, 'burning runs');
  for (let k = 0; k < runs && s.ap[m] >= (has(s, m, PRONE) ? 2 : 1) && alive(s, m); k++) {
    const angle = (s.rng.int(0, 3599) / 1800) * Math.PI;
    const gk = speedOf(s, m);
    const plan = farthestToward(
      s,
      m,
      s.x[m] + Math.cos(angle) * gk,
      s.y[m] + Math.sin(angle) * gk,
      gk,
      'burning',
    );
    s.ap[m] -= has(s, m, PRONE) ? 2 : 1;
    if (plan) executeMove(s, m, plan, true);
  }
}

/**
 * A panicking model flees (UN-11.4.1, AD-46): in base contact it must disengage (an EH test; failing, it does
 * nothing more); otherwise it stands up and spends its AP on moves toward the nearest table edge, leaving
 * the table when its base reaches it.
 */
export function flee(s: GameState, m: number, inPhase: boolean): void {
  if (inMelee(s, m)) {
    if (s.ap[m] < (has(s, m, PRONE) ? 3 : 2)) return;
    if (!attributeRoll(s, m, EH, 0, 'disengage EH test').success) return;
    s.ap[m] -= has(s, m, PRONE) ? 3 : 2;
  } else if (has(s, m, PRONE) && s.ap[m] >= 1) {
    s.ap[m]--;
    set(s, m, PRONE, false);
  }
  for (let guard = 0; guard < 12 && s.ap[m] >= 1 && alive(s, m); guard++) {
    const r = radiusOf(s, m);
    if (distanceToTableEdge(s.x[m], s.y[m]) <= r + 0.05) break;
    const [ex, ey] = nearestEdgePoint(s.x[m], s.y[m]);
    const d = len(ex - s.x[m], ey - s.y[m]);
    const tx = s.x[m] + ((ex - s.x[m]) * Math.max(0, d - r)) / (d || 1);
    const ty = s.y[m] + ((ey - s.y[m]) * Math.max(0, d - r)) / (d || 1);
    const gk = speedOf(s, m);
    const plan = farthestToward(s, m, tx, ty, gk, 'panic');
    s.ap[m]--;
    if (!plan) break;
    executeMove(s, m, plan, inPhase);
  }
  if (alive(s, m) && distanceToTableEdge(s.x[m], s.y[m]) <= radiusOf(s, m) + 0.05) {
    set(s, m, OFF_TABLE, true);
    casterGone(s, m);
    s.eliminations.push({ model: m, x: s.x[m], y: s.y[m], round: s.round, by: -1 });
    if (s.log) note(s, 'fled', m, `${s.c.models[m].id} flees the table`, {});
  }
  carryObjects(s);
}

/** A flying model's first action is a full move straight ahead, as far as it can go (UN-8.1, AD-30). */
function flightDuty(s: GameState, m: number): void {
  if (s.ap[m] < 1 || inMelee(s, m)) return;
  const gk = speedOf(s, m);
  const a = (s.facing[m] * Math.PI) / 180;
  const plan = farthestToward(s, m, s.x[m] + Math.cos(a) * gk, s.y[m] + Math.sin(a) * gk, gk, 'flight');
  s.ap[m]--;
  if (plan) executeMove(s, m, plan, true);
}

/** The end of an initiative phase: a panicking model may rally (UN-11.4.1); the next model of the pair acts. */
export function endPhase(s: GameState): void {
  const m = s.active;
  if (m >= 0) {
    const g = group(s, m, s.flowTmp.endGroup);
    for (const x of g) {
      if (
        alive(s, x) &&
        has(s, x, PANIC) &&
        !(
          s.c.models[x].type === TELEMATON &&
          !(s.c.models[x].operator >= 0 && alive(s, s.c.models[x].operator))
        )
      ) {
        if (panicTest(s, x, -1, 'rally test')) {
          set(s, x, PANIC, false);
          if (s.log) note(s, 'state', x, `${s.c.models[x].id} rallies`, { state: 'panic', on: false });
        } else set(s, x, PANIC, true);
      }
      set(s, x, ACTIVATED, true);
    }
    set(s, m, ACTIVATED, true);
    carryObjects(s);
    for (const x of g) updateStealth(s, x);
    checkVictory(s, true);
  }
  s.active = -1;
  if (s.threats.length !== 0) s.threats.length = 0;
  if (s.result) return;
  const next = s.next;
  s.next = -1;
  if (next >= 0 && alive(s, next) && !has(s, next, ACTIVATED)) startPhase(s, next);
  else s.stage = STAGE_SELECT;
}

/**
 * A side's answer at round end (UN-5.7.1, AD-75): surrendering ends the game at once, lost for that side;
 * once both sides go on, the round ends as usual and the next one starts.
 */
export function answerRoundEnd(s: GameState, surrender: boolean): void {
  const side = s.roundEndSide;
  if (surrender) {
    s.result = { outcome: SIDE_NAMES[1 - side], reason: 'surrender', round: s.round };
    if (s.log) note(s, 'end', -1, `side ${SIDE_NAMES[side]} surrenders: side ${SIDE_NAMES[1 - side]} wins`, { ...s.result });
    return;
  }
  if (side === 0) {
    s.roundEndSide = 1;
    return;
  }
  s.stage = STAGE_SELECT;
  endRound(s);
  if (!s.result) startRound(s);
}

/** Round end (UN-5.7): the missions are checked, the round limit applies (AD-75). */
function endRound(s: GameState): void {
  checkVictory(s, false);
  if (s.result) return;
  if (s.round >= s.c.settings.maxRounds) {
    s.result = { outcome: 'draw', reason: 'round-limit', round: s.round };
    if (s.log) note(s, 'end', -1, `round limit reached after ${s.round} rounds: a draw`, {});
  }
}

/** Round start (UN-5.5.1, AD-48): AP, shock tokens, panic moves. */
function startRound(s: GameState): void {
  s.round++;
  if (s.log) note(s, 'round', -1, `round ${s.round}`, {});
  for (let m = 0; m < s.n; m++) {
    set(s, m, ACTIVATED | AMBUSHER, false);
    if (!alive(s, m)) continue;
    const base = s.c.models[m].type === TELEMATON ? 2 : 6;
    s.ap[m] = Math.min(12, base + Math.floor(s.ap[m] / 2));
  }
  if (s.c.settings.operatorsClearShock) {
    for (let t = 0; t < s.n; t++) {
      const op = s.c.models[t].operator;
      if (op < 0 || !alive(s, t) || !alive(s, op)) continue;
      const paid = Math.min(s.shock[t], s.ap[op]);
      s.shock[t] -= paid;
      s.ap[op] -= paid;
    }
  }
  for (let m = 0; m < s.n; m++) {
    if (!alive(s, m)) continue;
    const paid = Math.min(s.ap[m], s.shock[m]);
    s.ap[m] -= paid;
    s.shock[m] -= paid;
  }
  for (let m = 0; m < s.n; m++) if (alive(s, m) && has(s, m, PANIC)) flee(s, m, false);
  for (let m = 0; m < s.n; m++) updateStealth(s, m);
  s.stage = STAGE_SELECT;
}

/** Whether a side's victory condition holds now (AD-67). */
function holds(s: GameState, side: number, v: VictoryDef): boolean {
  if (v.kind === 'all-enemies-gone') {
    for (let m = 0; m < s.n; m++) if (s.c.models[m].side !== side && alive(s, m)) return false;
    return true;
  }
  if (v.kind === 'models-in-zone') {
    let total = 0;
    let inZone = 0;
    for (let m = 0; m < s.n; m++) {
      if (s.c.models[m].side !== side) continue;
      total++;
      if (alive(s, m) && inZoneAt(s, v.zone, s.x[m], s.y[m])) inZone++;
    }
    return total > 0 && inZone >= v.fraction * total - 1e-9;
  }
  if (v.kind === 'objects-in-zone') {
    let k = 0;
    for (let o = 0; o < s.c.objects.length; o++)
      if (s.c.objects[o].portable && inZoneAt(s, v.zone, s.objX[o], s.objY[o])) k++;
    return k >= v.count;
  }
  return false;
}

export function inZoneAt(s: GameState, zone: number, x: number, y: number): boolean {
  const z = s.c.zones[zone];
  if (!z) return false;
  if (z.poly) return contains(z.poly, x, y, true);
  return !!z.circle && len(x - z.circle.x, y - z.circle.y) <= z.circle.r + 1e-9;
}

const ALL_ENEMIES_GONE: VictoryDef = { kind: 'all-enemies-gone' };

/** Whether any model of either side is still in play. */
function anyAlive(s: GameState): boolean {
  for (let m = 0; m < s.n; m++) if (alive(s, m)) return true;
  return false;
}

/** The victory condition a side's mission meets now (its kind), or null (AD-67). */
function missionMet(s: GameState, side: number, phaseEnd: boolean): string | null {
  const mission = s.c.missions[side];
  if (phaseEnd && !mission.checkAtPhaseEnd) {
    // Eliminating the last enemy ends the game at once whatever the check time: nothing is left to play.
    if (!holds(s, side, ALL_ENEMIES_GONE)) return null;
  }
  let judged = true;
  for (const v of mission.victory) {
    if (holds(s, side, v)) return v.kind;
    if (v.kind !== 'custom') judged = false;
  }
  // Conditions the players judge (custom) the simulator cannot: such a side wins its games as the last side
  // standing, so that a mission that validates can be won in the simulator too (the checks warn about it).
  if (judged && holds(s, side, ALL_ENEMIES_GONE)) return 'last-side-standing';
  return null;
}

/** Checks both missions at their time (AD-67): both met at once is a draw. */
export function checkVictory(s: GameState, phaseEnd: boolean): void {
  if (s.result) return;
  // Checked after every phase: no list or closure per check.
  const a = missionMet(s, 0, phaseEnd);
  const b = missionMet(s, 1, phaseEnd);
  if (a && b) s.result = { outcome: 'draw', reason: 'both-missions', round: s.round };
  else if (a) s.result = { outcome: 'a', reason: a, round: s.round };
  else if (b) s.result = { outcome: 'b', reason: b, round: s.round };
  else if (!anyAlive(s))
    s.result = { outcome: 'draw', reason: 'no-models-left', round: s.round };
  if (s.result)
    if (s.log)
      note(
        s,
        'end',
        -1,
        `game over: ${s.result.outcome === 'draw' ? 'a draw' : `side ${s.result.outcome} wins`} (${s.result.reason})`,
        { ...s.result },
      );
}

/** The deployment roll of the leaders (UN-5.4.1), logged; stealth models start camouflaged (UN-5.4.5). */
export function deploy(s: GameState): void {
  const leaders = [-1, -1];
  for (let m = 0; m < s.n; m++)
    if (s.c.models[m].leader && leaders[s.c.models[m].side] < 0) leaders[s.c.models[m].side] = m;
  if (leaders[0] >= 0 && leaders[1] >= 0) {
    const [x, y] = leaders;
    const r = opposedRoll(
      s,
      x,
      attribute(s, x, EH) + criticalMod(s, x),
      y,
      attribute(s, y, EH) + criticalMod(s, y),
      'deployment',
    );
    const w =
      r.winner >= 0
        ? r.winner
        : breakTie(s, x, attribute(s, x, EH), y, attribute(s, y, EH), 'deployment tie');
    if (s.log) note(s, 'deploy', w, `side ${SIDE_NAMES[s.c.models[w].side]} wins the deployment roll`, {});
  }
  for (let m = 0; m < s.n; m++) updateStealth(s, m);
  if (s.log) {
    // Said once a game (AD-79): card texts without hooks, which the simulator cannot play.
    const judged = textsLeftToPlayers(s.c.models);
    if (judged.length > 0)
      note(s, 'judged', -1, `left to the players (AD-79): ${judged.join(', ')}`, { names: judged });
  }
}
