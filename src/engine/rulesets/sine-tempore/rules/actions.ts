/**
 * Hero actions (ST-14, ST-26, ST-28, ST-32, ST-40, ST-42.3): each is checked first and refused with a
 * reason and no change to the state, or carried out as far as the rules allow (D-46).
 */
import { blankAttack, withRules, type AttackDef } from './defs';
import { adjacent, distance } from './geometry';
import { canStop, enterSurcharge, pathCost } from './movement';
import { canTarget, canTargetSquare } from './targeting';
import { freeAttack, healModel, heroAreaAttack, heroAttack, heroAttackElement, heroAttackPool, penaltyApplies, struckModels, usePower } from './combat';
import { enterCombat, refreshEngaged } from './triggers';
import { afterStep } from './steps';
import { applyEffects } from './effects';
import { checkConditions, drawCard, interact } from './mission';
import { endHero, spend } from './turn';
import { ST, faceNames, hasSym, symOf } from './symbols';
import { active, adversaries, discard, has, log, place, rollAction, type AttackOptions, type GameState, type Model } from './state';

export type XY = [number, number];

export type Action =
  | { type: 'move'; actor: string; path: XY[] }
  | { type: 'attack'; actor: string; target: string | XY; weapon: string; options?: AttackOptions }
  | { type: 'wait'; actor: string; ap: number }
  | { type: 'focus'; actor: string }
  | { type: 'collect'; actor: string; at: XY }
  | { type: 'interact'; actor: string; at: XY }
  | { type: 'disengage'; actor: string; to: XY }
  | { type: 'meditate'; actor: string }
  | { type: 'extinguish'; actor: string }
  | { type: 'exchange'; actor: string; to: string; card: string }
  | { type: 'use'; actor: string; card: string; target?: string }
  | { type: 'heal'; actor: string; skill: string; target: string }
  | { type: 'end'; actor: string };

export type ApplyResult = { ok: true } | { ok: false; error: string };

export const BARE_HANDS = 'bare-hands';

function cellAt(s: GameState, p: unknown): number {
  if (!Array.isArray(p) || p.length !== 2 || !Number.isInteger(p[0]) || !Number.isInteger(p[1])) return -1;
  const [x, y] = p as XY;
  return x < 0 || y < 0 || x >= s.board.width || y >= s.board.height ? -1 : y * s.board.width + x;
}

/** Slow Down: +1 AP for each action (D-45); Waiting is spending time, not an action on the battlefield. */
function slow(m: Model): number {
  return has(m, ST['slow-down']) ? 1 : 0;
}

/** The hero's attacks by name: weapons, attack skills, psionic powers, and the bare-handed attack (ST-23.4). */
export function heroWeapon(s: GameState, m: Model, name: string): { a: AttackDef; index: number } | null {
  const i = m.def.attacks.findIndex((a) => a.name === name);
  if (i >= 0) return { a: m.def.attacks[i], index: i };
  if (name === BARE_HANDS || name === 'bare-handed' || name === 'bare hands') {
    const b = s.rs.s.bareHanded;
    const a = blankAttack(BARE_HANDS);
    a.ap = b.ap;
    [a.min, a.max] = b.range;
    a.dmg = b.dmg.map(symOf);
    a.dmgMask = a.dmg.reduce((acc, x) => acc | (1 << x), 0);
    a.weak = b.weak;
    a.type = 'melee';
    return { a, index: -1 };
  }
  return null;
}

export function heroAttackCost(s: GameState, m: Model, a: AttackDef): number {
  const base = has(m, ST['speed-up']) ? Math.max(s.rs.s.speedUpMinimum, a.ap - 1) : a.ap;
  return base + slow(m);
}

interface Checked {
  cost: number;
  run: () => void;
}

/** Checks an action; returns the reason it is refused, or its cost and how to carry it out. */
function check(s: GameState, a: Action): string | Checked {
  if (s.result) return `the game is over (${s.result.reason})`;
  if (!a || typeof a !== 'object' || typeof a.type !== 'string') return 'an action is an object with a "type"';
  const mi = s.byId.get(a.actor);
  if (mi === undefined) return `there is no model "${a.actor}"`;
  const m = s.models[mi];
  if (!m.hero) return `${m.id} is not a hero: enemies follow their AI`;
  if (a.type === 'end' && !s.act && s.lastEnded === m.i) return { cost: 0, run: () => {} };
  if (!s.act || s.act.hero !== m.i) return `it is not ${m.id}'s activation${s.act ? ` (${s.models[s.act.hero].id} is acting)` : ''}`;
  const act = s.act;
  const afford = (cost: number, what: string): string | null =>
    cost > act.ap ? `${what} costs ${cost} AP and ${m.id} has ${act.ap} AP left` : null;
  switch (a.type) {
    case 'end':
      return { cost: 0, run: () => endHero(s) };
    case 'wait': {
      if (!Number.isInteger(a.ap) || a.ap < 1) return 'a Waiting action spends at least 1 AP';
      const no = afford(a.ap, `waiting ${a.ap} AP`);
      if (no) return no;
      return {
        cost: a.ap,
        run: () => {
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'wait', ap: a.ap });
          spend(s, a.ap, 'wait');
        },
      };
    }
    case 'move': {
      if (!Array.isArray(a.path) || a.path.length === 0) return 'a movement names at least one square';
      if (has(m, ST.engaged)) return `${m.id} is Engaged and can only move with a Disengage action (ST-26.4)`;
      if (has(m, ST['nail-down'])) return `${m.id} is Nailed Down and cannot move this activation (ST-42.5)`;
      const cells = a.path.map((p) => cellAt(s, p));
      if (cells.some((c) => c < 0)) return 'the path leaves the board';
      const cost = pathCost(s, m, cells);
      if (cost === null) return `${m.id} cannot move along that path: ${whyIllegal(s, m, cells)}`;
      const no = afford(cost, `this movement`);
      if (no) return no;
      return { cost, run: () => doMove(s, m, cells, cost) };
    }
    case 'attack':
      return checkAttack(s, m, a.weapon, a.target, a.options ?? {});
    case 'focus': {
      if (act.focusUsed) return `${m.id} has already focused in this activation (ST-14.8.6)`;
      const cost = 1 + slow(m);
      const no = afford(cost, 'Focus');
      if (no) return no;
      return {
        cost,
        run: () => {
          act.focusUsed = true;
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'focus', ap: cost });
          spend(s, cost, 'focus');
          if (s.act) s.act.focusPending = true;
        },
      };
    }
    case 'collect': {
      const c = cellAt(s, a.at);
      if (c < 0) return 'collect names a square on the board';
      if (c !== m.cell && !adjacent(s.board, m.cell, c)) return 'the object must be in the hero\'s square or an adjacent one (ST-14.9)';
      const o = s.occ[c];
      if (c !== m.cell && o >= 0 && adversaries(m, s.models[o]) && active(s.models[o])) return 'an adversary stands on that square (D-56)';
      if (s.loot[c] === 0) return 'there is nothing to collect there';
      const cost = 1 + slow(m);
      const no = afford(cost, 'Collect');
      if (no) return no;
      return { cost, run: () => doCollect(s, m, c, cost) };
    }
    case 'interact': {
      const c = cellAt(s, a.at);
      const obj = s.mission?.cm.objects.find((x) => x.cell === c);
      if (!obj) return 'there is no object to interact with there';
      if (obj.once && s.mission!.interacted.has(obj.id)) return `${obj.title} has already been used`;
      // ST-14.10: from an adjacent square (unlike Collect, ST-14.9, not from the object's own square).
      if (!adjacent(s.board, m.cell, c)) return 'the object must be in an adjacent square (ST-14.10)';
      const o = s.occ[c];
      if (o >= 0 && o !== m.i && adversaries(m, s.models[o]) && active(s.models[o])) return 'an adversary stands on that square';
      const cost = obj.ap + slow(m);
      const no = afford(cost, `interacting with ${obj.title}`);
      if (no) return no;
      return {
        cost,
        run: () => {
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'interact', object: obj.id, at: [c % s.board.width, (c / s.board.width) | 0], ap: cost });
          spend(s, cost, 'interact');
          if (active(m) && !s.result) interact(s, m, obj);
        },
      };
    }
    case 'disengage': {
      if (!has(m, ST.engaged)) return `${m.id} is not Engaged`;
      if (has(m, ST['nail-down'])) return `${m.id} is Nailed Down and cannot move this activation (ST-42.5)`;
      const c = cellAt(s, a.to);
      if (c < 0 || !adjacent(s.board, m.cell, c)) return 'Disengage moves to an adjacent square';
      if (enterSurcharge(s, m, m.cell, c) < 0 || !canStop(s, m, c)) return 'the hero cannot move to that square';
      const cost = 1 + slow(m);
      const no = afford(cost, 'Disengage');
      if (no) return no;
      return { cost, run: () => doDisengage(s, m, c, cost) };
    }
    case 'meditate': {
      if (!m.def.psionic && !m.def.attacks.some((x) => x.power)) return `${m.id} is not a Psionic (ST-14.12)`;
      const cost = 3 + slow(m);
      const no = afford(cost, 'Meditation');
      if (no) return no;
      return {
        cost,
        run: () => {
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'meditate', ap: cost });
          spend(s, cost, 'meditate');
          if (active(m)) discard(s, m, ST.oblivion);
        },
      };
    }
    case 'extinguish': {
      if (!has(m, ST.fire)) return `${m.id} is not on fire`;
      const cost = 1 + slow(m);
      const no = afford(cost, 'putting out the fire');
      if (no) return no;
      return {
        cost,
        run: () => {
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'extinguish', ap: cost });
          spend(s, cost, 'extinguish');
          if (!active(m)) return;
          const f = rollAction(s);
          if (s.log) log(s, { type: 'roll', id: m.id, purpose: 'put out the fire', faces: [faceNames(f)] });
          if (hasSym(f, s.rs.fireExtinguish)) discard(s, m, ST.fire);
        },
      };
    }
    case 'exchange': {
      const ti = s.byId.get(a.to);
      if (ti === undefined || !s.models[ti].hero || ti === m.i) return 'Exchange gives a card to another hero';
      const t = s.models[ti];
      if (!adjacent(s.board, m.cell, t.cell)) return `${t.id} is not adjacent`;
      if (!m.resources.includes(a.card)) return `${m.id} holds no card "${a.card}"`;
      const cost = slow(m);
      const no = afford(cost, 'Exchange');
      if (no) return no;
      return {
        cost,
        run: () => {
          m.resources.splice(m.resources.indexOf(a.card), 1);
          t.resources.push(a.card);
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'exchange', to: t.id, card: a.card, ap: cost });
          if (cost > 0) spend(s, cost, 'exchange');
        },
      };
    }
    case 'use': {
      if (!m.resources.includes(a.card)) return `${m.id} holds no card "${a.card}"`;
      const def = s.mission?.cm.cards.get(a.card);
      if (!def) return `the card "${a.card}" is unknown`;
      const cell = def.type === 'energy-cell';
      const cost = cell ? 0 : 1 + slow(m);
      const no = afford(cost, `using ${def.name}`);
      if (no) return no;
      let target = m;
      if (a.target !== undefined) {
        const ti = s.byId.get(a.target);
        if (ti === undefined) return `there is no model "${a.target}"`;
        target = s.models[ti];
        if (target !== m && !adjacent(s.board, m.cell, target.cell)) return `${target.id} is not adjacent`;
      }
      return {
        cost,
        run: () => {
          m.resources.splice(m.resources.indexOf(a.card), 1);
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'use', card: a.card, target: target.id, ap: cost });
          if (cost > 0) spend(s, cost, `use ${def.name}`);
          if (!active(m) && target === m) return;
          if (def.type === 'medipack') healWith(s, m, target, def.effects);
          else applyEffects(s, def.effects, target, def.name);
        },
      };
    }
    case 'heal': {
      const h = m.def.heals.find((x) => x.name === a.skill) ?? (a.skill === 'heal' ? m.def.heals[0] : undefined);
      if (!h) return `${m.id} has no healing skill "${a.skill}"`;
      const ti = s.byId.get(a.target);
      if (ti === undefined || !s.models[ti].hero || s.models[ti].removed) return 'heal names a hero';
      const t = s.models[ti];
      // D-21, D-57: range distance, no line of sight; healing a hero with no Wound is allowed and removes none (no TV).
      const d = distance(s.board, m.cell, t.cell);
      if (d > h.range || d < h.minRange) return `${t.id} is out of reach of ${h.name} (distance ${d}, range ${h.minRange}–${h.range})`;
      if (h.once && act.healsUsed.includes(h.name)) return `${h.name} is used once per activation`;
      const cost = h.ap + slow(m);
      const no = afford(cost, h.name);
      if (no) return no;
      return {
        cost,
        run: () => {
          act.healsUsed.push(h.name);
          if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'heal', target: t.id, ap: cost });
          spend(s, cost, h.name);
          if (active(m)) healModel(s, m, t, h.amount);
        },
      };
    }
    default:
      return `unknown action "${(a as { type: string }).type}"`;
  }
}

/**
 * An attack or a psionic power (ST-24, ST-28, ST-33.3, ST-40.3): the weapon or power, its cost, its target (a
 * model, or a square for an area; a Wave strikes around its user, aimed at the user's own square or at a model
 * in its reach) and the options the hero declares, each of which must be allowed for this roll and paid for
 * with a token the hero holds (FORMAT.md "Hero options").
 */
function checkAttack(s: GameState, m: Model, name: string, target: string | XY, opts: AttackOptions): string | Checked {
  const act = s.act!;
  const found = heroWeapon(s, m, name);
  if (!found) return `${m.id} has no weapon or psionic power "${name}"`;
  let w = found;
  // ST-32.1 (1): an Energy Cell of the right colour powers the equipment for this attack.
  let cellCard: string | null = null;
  if (opts.power) {
    const p = w.a.powers.find((x) => x.id === opts.power);
    if (!p) return `${w.a.name} has no power "${opts.power}"`;
    cellCard = m.resources.find((r) => s.mission?.cm.cards.get(r)?.cell === p.cell) ?? null;
    if (!cellCard) return `${m.id} holds no ${p.cell} Energy Cell for ${p.id}`;
    w = { a: withRules(w.a, p.rules, p.extraDice), index: w.index };
  }
  // ST-28.2, D-35: the chained pair for the total AP printed by the Chain symbol.
  const chain = opts.chain ? m.def.chains.find((c) => c.a === w.index) : undefined;
  if (opts.chain && !chain) return `${w.a.name} does not start a chain attack`;
  const cost = chain ? Math.max(s.rs.s.speedUpMinimum, chain.ap - (has(m, ST['speed-up']) ? 1 : 0)) + slow(m) : heroAttackCost(s, m, w.a);
  if (cost > act.ap) return `${w.a.name} costs ${cost} AP and ${m.id} has ${act.ap} AP left`;
  // ST-33.10: a Wave is centred on its user; aimed at the user's own square it needs no target.
  if (w.a.area?.shape === 'wave' && typeof target !== 'string' && cellAt(s, target) === m.cell) {
    const no = optionProblem(s, m, w.a, w.index, null, opts, m.cell);
    if (no) return no;
    return { cost, run: () => doAttack(s, m, null, m.cell, w.a, w.index, cost, opts) };
  }
  if (typeof target === 'string' && !s.byId.has(target)) {
    const el = s.elements.find((e) => e.id === target);
    if (!el) return `there is no model or scenic element "${target}"`;
    if (el.health <= 0) return `${el.id} cannot be destroyed (ST-31.2, ST-31.4)`;
    if (s.elemWounds[el.index] >= el.health) return `${el.id} is already destroyed`;
    if (w.a.power) return `${w.a.name} is used on models`;
    const cell = el.cells.find((c) => canTargetSquare(s, m, c, w.a));
    if (cell === undefined) return `${el.id} is not a valid target for ${w.a.name}: out of range or out of sight`;
    return {
      cost,
      run: () => {
        if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'attack', target: el.id, weapon: w.a.name, ap: cost });
        spend(s, cost, `attack ${el.id}`);
        if (active(m) && !s.result) heroAttackElement(s, m, el.index, w.a);
      },
    };
  }
  if (typeof target === 'string') {
    const t = s.models[s.byId.get(target)!];
    if (t.removed) return `${t.id} is no longer in play`;
    if (!adversaries(m, t) && !w.a.area) return `${t.id} is not an adversary of ${m.id}`;
    if (!canTarget(s, m, t, w.a)) return `${t.id} is not a valid target for ${w.a.name}: ${whyNotTarget(s, m, t, w.a)}`;
    const second = chain ? m.def.attacks[chain.b] : null;
    if (second && !canTarget(s, m, t, second)) return `${t.id} is not a valid target for ${second.name}, the second attack of the chain (ST-28.3)`;
    const no = optionProblem(s, m, w.a, w.index, t, opts, t.cell);
    if (no) return no;
    return {
      cost,
      run: () => {
        if (cellCard) {
          m.resources.splice(m.resources.indexOf(cellCard), 1);
          if (s.log) log(s, { type: 'energy-cell', id: m.id, card: cellCard, power: opts.power });
        }
        doAttack(s, m, t, null, w.a, w.index, cost, opts, second ? { a: second, index: chain!.b } : null);
      },
    };
  }
  const tc = cellAt(s, target);
  if (tc < 0 || !w.a.area) return 'an attack names a target model (or, for an area attack, a square on the board)';
  // ST-33.3: the main target square must be a valid target: range and line of sight.
  if (!canTargetSquare(s, m, tc, w.a)) return `that square is not a valid target for ${w.a.name}: out of range or out of sight (ST-33.3)`;
  const main = s.occ[tc] >= 0 ? s.models[s.occ[tc]] : null;
  const no = optionProblem(s, m, w.a, w.index, main, opts, tc);
  if (no) return no;
  return { cost, run: () => doAttack(s, m, main && !main.removed ? main : null, main ? null : tc, w.a, w.index, cost, opts) };
}

/** Why the options declared for this roll are not allowed, or null (FORMAT.md "Hero options"; ST-44.6, ST-45.6, D-36). */
function optionProblem(s: GameState, m: Model, a: AttackDef, index: number, t: Model | null, o: AttackOptions, centre: number): string | null {
  const saved = m.focus.has(index);
  const dice = (a.power ? heroAttackPool(s, m, null, a) : heroAttackPool(s, m, t, a, !!o.strength)) + (o.useFocus && saved ? 1 : 0);
  const die = (i: unknown) => typeof i === 'number' && Number.isInteger(i) && i >= 0 && i < dice;
  const rerolls = o.rerolls ?? [];
  // D-37: a weapon's area is one roll copied for each struck enemy, a Wave one roll each: the hero's re-rolls
  // apply to each, and so do the tokens they spend (a power is one MI test whatever it strikes).
  const copies = a.area && !a.power ? Math.max(1, struckModels(s, m, a, centre, t).filter((x) => !x.hero).length) : 1;
  const tokens = (rerolls.length + (o.rerollPenalty ? 1 : 0)) * copies;
  if (tokens > m.tokens[ST['re-roll']]) return `${m.id} needs ${tokens} Re-roll tokens and holds ${m.tokens[ST['re-roll']]} (ST-44.6)`;
  if (rerolls.some((i) => !die(i))) return `the roll has ${dice} dice: there is no die ${rerolls.find((i) => !die(i))} to re-roll`;
  if (new Set(rerolls).size !== rerolls.length) return 'a die is re-rolled at most once by the hero (D-5)';
  if (o.rerollPenalty && !penaltyApplies(s, m)) return `${m.id} rolls no Penalty die (fewer than ${s.rs.s.penaltyFromWounds} Wounds, ST-36.1)`;
  if (o.poisonReroll !== undefined) {
    if (!t || t.hero || t.tokens[ST.poison] === 0) return 'the poison re-roll is for an attack on a Poisoned enemy (ST-42.6)';
    if (!die(o.poisonReroll) || rerolls.includes(o.poisonReroll)) return `die ${o.poisonReroll} cannot take the poison re-roll`;
  }
  if (o.selectPoint) {
    if (m.tokens[ST['select-the-point']] <= 0) return `${m.id} holds no Select the Point token (ST-45.9)`;
    if (!die(o.selectPoint.die)) return `the roll has ${dice} dice: there is no die ${o.selectPoint.die} for Select the Point`;
  }
  if (o.strength) {
    if (m.tokens[ST.strength] <= 0) return `${m.id} holds no Strength token (ST-45.6)`;
    if (a.type !== 'melee' || a.power) return `Strength adds dice to a close-combat attack only, not to ${a.name} (ST-45.6)`;
  }
  if (o.useFocus && (!saved || a.power)) return `${m.id} has no Focus die saved on ${a.name} (D-36)`;
  if (o.setAside !== undefined) {
    if (!s.act?.focusPending || a.power) return `a die is set aside on an attack declared right after a Focus action (ST-14.8, D-36)`;
    if (saved) return `${a.name} already holds a Focus die (D-36)`;
    if (!die(o.setAside)) return `the roll has ${dice} dice: there is no die ${o.setAside} to set aside`;
  }
  return null;
}

function healWith(s: GameState, healer: Model, target: Model, effects: readonly unknown[]): void {
  let amount = 0;
  for (const e of effects) {
    const h = (e as { heal?: { count?: number } }).heal;
    if (h) amount += h.count ?? 1;
  }
  healModel(s, healer, target, Math.max(1, amount));
}

function whyIllegal(s: GameState, m: Model, cells: number[]): string {
  let a = m.cell;
  for (const c of cells) {
    if (!adjacent(s.board, a, c)) return `[${c % s.board.width}, ${(c / s.board.width) | 0}] is not orthogonally adjacent to the previous square, or a wall is in the way`;
    if (enterSurcharge(s, m, a, c) < 0) return `[${c % s.board.width}, ${(c / s.board.width) | 0}] cannot be crossed`;
    a = c;
  }
  return 'it cannot end on its last square (occupied or impassable)';
}

function whyNotTarget(s: GameState, m: Model, t: Model, a: AttackDef): string {
  const d = distance(s.board, m.cell, t.cell);
  if (d < a.min || d > Math.max(a.max, a.reach) + (s.board.level[m.cell] > 0 ? s.rs.s.raisedRangeBonus : 0)) return `distance ${d}, range ${a.min}–${a.max}`;
  if (a.type === 'melee' && s.board.level[m.cell] !== s.board.level[t.cell]) return 'close combat across levels (ST-39.8)';
  if (t.ko) return 'knocked out';
  return 'no line of sight';
}

function doMove(s: GameState, m: Model, cells: number[], cost: number): void {
  if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'move', ap: cost, path: cells.map((c) => [c % s.board.width, (c / s.board.width) | 0]) });
  spend(s, cost, 'move');
  if (!active(m) || s.result) return;
  // D-46: after the reactions, follow the declared path as far as it is legal; the AP are spent.
  if (has(m, ST.engaged)) {
    if (s.log) log(s, { type: 'move', id: m.id, stopped: 'engaged by a reaction' });
    return;
  }
  let last = m.cell;
  let stopAt = -1;
  for (let i = 0; i < cells.length; i++) {
    if (enterSurcharge(s, m, last, cells[i]) < 0) break;
    last = cells[i];
    if (canStop(s, m, last)) stopAt = i;
  }
  const from = m.cell;
  for (let i = 0; i <= stopAt; i++) {
    place(s, m, cells[i]);
    afterStep(s, m, cells[i]);
    if (!active(m) || s.result) break;
  }
  if (s.log) log(s, { type: 'move', id: m.id, from: [from % s.board.width, (from / s.board.width) | 0], to: [m.cell % s.board.width, (m.cell / s.board.width) | 0] });
}

function doAttack(
  s: GameState,
  m: Model,
  t: Model | null,
  cell: number | null,
  a: AttackDef,
  index: number,
  cost: number,
  opts: AttackOptions,
  chained: { a: AttackDef; index: number } | null = null,
): void {
  // D-50: an interaction wakes the target's group when it is declared, before the token moves.
  if (t && t.group >= 0) enterCombat(s, t.group, `${m.id} ${a.power ? 'uses a power on' : 'attacks'} ${t.id}`);
  const at = cell ?? m.cell;
  if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'attack', target: t?.id ?? [at % s.board.width, (at / s.board.width) | 0], weapon: chained ? `${a.name}+${chained.a.name}` : a.name, ap: cost });
  spend(s, cost, `attack with ${a.name}`);
  if (!active(m) || s.result) return;
  if (t && !canTarget(s, m, t, a)) return void log(s, { type: 'attack-lost', id: m.id, why: `${t.id} is no longer a valid target` });
  const centre = t ? t.cell : (cell ?? m.cell);
  if (a.power) usePower(s, m, t, centre, a, opts);
  else if (a.area) heroAreaAttack(s, m, centre, a, opts, index);
  else if (t) {
    heroAttack(s, m, t, a, index, opts);
    if (chained) {
      // D-64: the mission may end with the first attack; D-35: the second is lost if the target fell to it.
      checkConditions(s);
      if (active(m) && active(t) && !s.result && canTarget(s, m, t, chained.a)) heroAttack(s, m, t, chained.a, chained.index, {});
    }
  }
  refreshEngaged(s);
}

function doCollect(s: GameState, m: Model, c: number, cost: number): void {
  if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'collect', at: [c % s.board.width, (c / s.board.width) | 0], ap: cost });
  spend(s, cost, 'collect');
  if (!active(m) || s.result) return;
  if (s.loot[c] > 0) {
    s.loot[c]--;
    if (s.log) log(s, { type: 'loot', id: m.id, at: [c % s.board.width, (c / s.board.width) | 0] });
    const printed = s.mission?.lootCards.get(c);
    drawCard(s, 'resource', m, printed?.length ? printed.shift() : undefined);
    if (s.mission) s.mission.lootCollected++;
  }
}

function doDisengage(s: GameState, m: Model, to: number, cost: number): void {
  // D-23: every enemy adjacent when the Disengage is declared gets a free attack, before the move (ST-26.5).
  const declaredNextTo = adjacentEnemies(s, m);
  const attackers =
    s.rs.s.freeAttacks === 'moved-away-from' ? declaredNextTo.filter((e) => !adjacent(s.board, to, e.cell)) : declaredNextTo;
  if (s.log) log(s, { type: 'action', id: m.id, actor: m.id, do: 'disengage', to: [to % s.board.width, (to / s.board.width) | 0], ap: cost });
  spend(s, cost, 'disengage');
  if (!active(m) || s.result) return;
  for (const e of attackers) {
    freeAttack(s, e, m, 'disengage');
    if (!active(m) || s.result) return;
  }
  discard(s, m, ST.engaged);
  if (enterSurcharge(s, m, m.cell, to) < 0 || !canStop(s, m, to)) return;
  place(s, m, to);
  afterStep(s, m, to);
}

function adjacentEnemies(s: GameState, m: Model): Model[] {
  const out: Model[] = [];
  for (let d = 0; d < 4; d++) {
    const c = s.board.nbr[m.cell * 4 + d];
    if (c < 0) continue;
    const o = s.occ[c];
    if (o >= 0 && !s.models[o].hero && active(s.models[o]) && adversaries(m, s.models[o])) out.push(s.models[o]);
  }
  return out;
}

/** Refuses an illegal action with its reason and no change, or carries it out (boardgame.io style). */
export function apply(s: GameState, a: Action): ApplyResult {
  s.scratch.accepted = null;
  return carryOut(s, a, check(s, a));
}

/**
 * `apply` for the game loop (`play`), which applies the action its policy has just chosen: a policy asks
 * `refusal` before it chooses, so when the last action `refusal` accepted is this very object and nothing has
 * happened since (same activation, AP, serial and version), its check is not made again.
 */
export function applyChosen(s: GameState, a: Action): ApplyResult {
  const memo = s.scratch.accepted;
  s.scratch.accepted = null;
  const fresh = memo !== null && memo.a === a && memo.s === s && memo.act === s.act && memo.ap === s.act?.ap && memo.serial === s.serial && memo.version === s.version;
  return carryOut(s, a, fresh ? (memo.c as Checked) : check(s, a));
}

function carryOut(s: GameState, a: Action, c: string | Checked): ApplyResult {
  if (typeof c === 'string') return { ok: false, error: c };
  // D-36: Focus is declared immediately before the attack; any other action lets it go.
  if (s.act && a.type !== 'attack' && a.type !== 'focus') s.act.focusPending = false;
  c.run();
  if (s.act && s.act.ap <= 0 && a.type !== 'end' && !s.result) endHero(s); // ST-8.4
  checkConditions(s);
  return { ok: true };
}

/** Is the action legal now? The reason when it is not. */
export function refusal(s: GameState, a: Action): string | null {
  const c = check(s, a);
  if (typeof c === 'string') return c;
  s.scratch.accepted = { a, s, c, act: s.act, ap: s.act?.ap, serial: s.serial, version: s.version };
  return null;
}

