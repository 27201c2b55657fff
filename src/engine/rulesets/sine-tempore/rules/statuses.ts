/**
 * Status tokens with their timing (ST-13, ST-41…ST-45; D-41, D-42, D-43, D-47, D-55): the token phase, the
 * end of an activation, the Oblivion test, Brain Damage.
 */
import { freeAttack, healModel, woundModel } from './combat';
import { applyPenalty, facesOf, heroRerolls, rollPool } from './rolls';
import { adjacentModels } from './triggers';
import { afterStep } from './steps';
import { DIR_NAMES } from './board';
import { END_DISCARD, ST, STATUSES, faceNames, hasSym, symOf } from './symbols';
import { canStop, enterSurcharge } from './movement';
import { active, adversaries, choiceError, discard, give, log, place, rollAction, stat, takeChoice, type GameState, type Model } from './state';

/** Token-phase effects shared by heroes and enemies (ST-13.3), in a fixed order the player could have chosen. */
export function commonTokenPhase(s: GameState, m: Model): void {
  for (const st of m.def.grants) give(s, m, st, 'skill or equipment');
  if (m.tokens[ST.contagion] > 0) {
    discard(s, m, ST.contagion);
    give(s, m, ST.poison, 'Contagion wears off');
  }
  if (m.tokens[ST.hemorrhage] > 0) give(s, m, ST.bleed, 'Hemorrhage');
  if (m.tokens[ST.resilience] > 0) {
    healModel(s, null, m, 1);
    const f = rollAction(s);
    if (s.log) log(s, { type: 'roll', id: m.id, purpose: 'Resilience', faces: [faceNames(f)] });
    if (hasSym(f, s.rs.resilienceDiscard)) discard(s, m, ST.resilience);
  }
  if (m.tokens[ST['brain-damage']] > 0 && !m.removed && !m.ko) {
    discard(s, m, ST['brain-damage']);
    brainDamage(s, m);
  }
}

/** ST-15, D-47: the Orientation card's direction (N, E, S, W as 0…3). */
export function orientation(s: GameState): number {
  // Forced draws first (conformance `directions`): the card then takes no die.
  if (s.dice.di < s.dice.directions.length) return s.dice.directions[s.dice.di++];
  const table = s.rs.s.orientation;
  if (!table) return s.rng.index(4);
  const f = rollAction(s);
  for (const [sym, dir] of Object.entries(table)) if (hasSym(f, symOf(sym))) return DIR_NAMES.indexOf(dir);
  return s.rng.index(4);
}

/** ST-42.1, D-47: one square in a random direction; blocked means staying put and taking 1 Wound. */
export function brainDamage(s: GameState, m: Model): void {
  const d = orientation(s);
  const from = m.cell;
  const to = s.board.nbr[from * 4 + d];
  const blocked = to < 0 || s.occ[to] >= 0 || !canStop(s, m, to) || enterSurcharge(s, m, from, to) < 0;
  if (s.log) log(s, { type: 'brain-damage', id: m.id, direction: DIR_NAMES[d], blocked });
  if (blocked) {
    woundModel(s, m, 1, null, 'Brain Damage');
    return;
  }
  if (m.hero && m.tokens[ST.engaged] > 0) {
    // D-23: the enemies it ends up no longer adjacent to get a free attack, as on a Disengage.
    const left = adjacentModels(s, m, (k) => !k.hero && active(k) && adversaries(m, k)).filter((e) => {
      for (let k = 0; k < 4; k++) if (s.board.nbr[to * 4 + k] === e.cell) return false;
      return true;
    });
    for (const e of left) {
      freeAttack(s, e, m, 'moved away by Brain Damage');
      if (m.ko || m.removed) return;
    }
  }
  place(s, m, to);
  afterStep(s, m, to);
}

/**
 * End of a model's activation (ST-8.7, D-42, D-55): Fire and Bleed wounds, then the discards. Tokens that
 * say "discard at the end of the activation" but were gained during it (serial ≥ `since`) stay until the
 * end of the next one.
 */
export function endOfActivation(s: GameState, m: Model, since: number): void {
  m.bonusDice = 0;
  if (m.removed || m.ko) return;
  if (m.tokens[ST.fire] > 0) {
    woundModel(s, m, 1, null, 'Fire');
    if (!m.hero && !m.removed) {
      const f = rollAction(s);
      if (s.log) log(s, { type: 'roll', id: m.id, purpose: 'put out the fire', faces: [faceNames(f)] });
      if (hasSym(f, s.rs.fireExtinguish)) discard(s, m, ST.fire);
    }
  }
  if (m.removed || m.ko) return;
  if (m.tokens[ST.bleed] > 0) {
    woundModel(s, m, 1, null, 'Bleed');
    discard(s, m, ST.bleed);
  }
  if (m.removed || m.ko) return;
  for (const st of END_DISCARD) if (m.tokens[st] > 0 && m.gained[st] < since) discard(s, m, st);
}

/**
 * ST-40.8, D-41: a psionic with Oblivion tokens on its datapad rolls MI at the start of its activation and
 * needs at least that many Oblivion-test symbols; on a failure it discards them all and draws an Oblivion card.
 * The hero's choices for the roll (Concentration, ST-45.8; Re-roll tokens; Select the Point) come from the
 * `oblivion` choices given in advance, else a bot's Concentration on a failed die.
 */
export function oblivionTest(s: GameState, h: Model, draw: (h: Model) => void): void {
  const tokens = h.tokens[ST.oblivion] + (s.rs.s.oblivionCountsEquipment ? h.storedOblivion : 0);
  if (tokens <= 0) return;
  const poison = h.tokens[ST.poison] > 0 && s.rs.s.poisonScope === 'every-test' ? 1 : 0;
  const r = rollPool(s, h, Math.max(0, stat(h, 'MI') + h.bonusDice - poison));
  const sym = s.rs.oblivionTest;
  const count = () => r.dice.reduce((acc, d) => acc + (!d.out && hasSym(d.face, sym) ? 1 : 0), 0);
  const what = `${h.id}'s Oblivion test`;
  const c = takeChoice(s, h, 'oblivion');
  if (c) {
    if (c.coverReroll !== undefined || c.endurance || c.improvedEndurance || c.psionicShell) choiceError(s, `${what}: only Concentration, Re-roll tokens and Select the Point apply to an Oblivion test`);
    heroRerolls(s, h, r, { rerolls: c.rerolls, rerollPenalty: c.rerollPenalty, selectPoint: c.selectPoint, concentration: c.concentration }, [], what);
  } else if (count() < tokens && h.tokens[ST.concentration] > 0 && s.heroChoices === 'greedy') {
    const i = r.dice.findIndex((d) => !hasSym(d.face, sym));
    if (i >= 0) heroRerolls(s, h, r, { concentration: i }, [], what);
  }
  applyPenalty(r);
  const got = count();
  const ok = got >= tokens;
  if (s.log) log(s, { type: 'oblivion-test', id: h.id, faces: facesOf(r.dice), penalty: r.penalty >= 0 ? faceNames(r.penalty) : null, needed: tokens, got, success: ok });
  if (!ok) {
    h.tokens[ST.oblivion] = 0;
    if (s.log) log(s, { type: 'status', id: h.id, status: STATUSES[ST.oblivion], gained: false });
    draw(h);
  }
}
