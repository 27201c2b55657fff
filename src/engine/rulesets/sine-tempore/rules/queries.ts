/**
 * Questions to the rules in a given state (FORMAT.md "Queries"); the studio's inspector asks the same ones.
 */
import { AREA_SHAPES, adjacent, area, distance, type AreaShape } from './geometry';
import { heroAttackPool, defencePool, powerPool, struckModels } from './combat';
import { pathCost } from './movement';
import { canTarget, inCoverFrom, losCells, sidesTo } from './targeting';
import { selectTarget } from './ai';
import { activationOrder, timeShiftDue } from './turn';
import { heroWeapon } from './actions';
import { ST } from './symbols';
import { stat, type GameState, type Model } from './state';
import type { AttackDef } from './defs';
import { stError } from './errors';

type Args = Record<string, unknown>;

function cellOfArg(s: GameState, v: unknown, what: string): number {
  if (typeof v === 'string') return modelOf(s, v, what).cell;
  if (!Array.isArray(v) || v.length !== 2 || !v.every(Number.isInteger)) throw stError('st-error-query-square', { what });
  const [x, y] = v as [number, number];
  if (x < 0 || y < 0 || x >= s.board.width || y >= s.board.height) throw stError('st-error-query-outside', { what, x, y });
  return y * s.board.width + x;
}

function modelOf(s: GameState, id: unknown, what: string): Model {
  const i = s.byId.get(String(id));
  if (i === undefined) throw stError('st-error-query-model', { what, id: String(id) });
  return s.models[i];
}

function attackOf(s: GameState, m: Model, name: unknown): AttackDef {
  if (m.hero) {
    const w = heroWeapon(s, m, String(name));
    if (w) return w.a;
  } else {
    const a = m.def.attacks.find((x) => x.name === String(name));
    if (a) return a;
  }
  throw stError('st-error-query-attack', { model: m.id, name: String(name) });
}

function xy(s: GameState, c: number): [number, number] {
  return [c % s.board.width, (c / s.board.width) | 0];
}

export function answer(s: GameState, name: string, raw: unknown): unknown {
  const a = (raw ?? {}) as Args;
  switch (name) {
    case 'los':
      return losCells(s, cellOfArg(s, a.from, 'from'), cellOfArg(s, a.to, 'to'));
    case 'canTarget': {
      const m = modelOf(s, a.attacker, 'attacker');
      return canTarget(s, m, modelOf(s, a.target, 'target'), attackOf(s, m, a.weapon));
    }
    case 'cover': {
      const m = modelOf(s, a.attacker, 'attacker');
      const t = modelOf(s, a.target, 'target');
      if (sidesTo(s, m, m.cell, t) === 0) return false;
      return inCoverFrom(s, m, m.cell, t);
    }
    case 'distance':
      return distance(s.board, cellOfArg(s, a.from, 'from'), cellOfArg(s, a.to, 'to'));
    case 'adjacent': {
      const p = cellOfArg(s, a.a, 'a');
      const q = cellOfArg(s, a.b, 'b');
      return adjacent(s.board, p, q);
    }
    case 'pathCost': {
      const m = modelOf(s, a.model, 'model');
      if (!Array.isArray(a.path)) throw stError('st-error-query-path');
      const cells = (a.path as unknown[]).map((p, i) => {
        try {
          return cellOfArg(s, p, `path[${i}]`);
        } catch {
          return -1;
        }
      });
      if (cells.some((c) => c < 0)) return null;
      return pathCost(s, m, cells);
    }
    case 'attackDice': {
      const m = modelOf(s, a.attacker, 'attacker');
      const t = modelOf(s, a.target, 'target');
      const w = attackOf(s, m, a.weapon);
      if (m.hero) return heroAttackPool(s, m, t, w);
      // An enemy does not roll: the dice of its attack are the hero's defence roll (ST-25).
      return t.hero ? defencePool(s, t, w.type) : 0;
    }
    case 'activationOrder':
      return activationOrder(s).map((e) => ('hero' in e ? s.models[e.hero].id : s.groups[e.group].name));
    case 'timeShift': {
      const h = modelOf(s, a.hero, 'hero');
      if (s.act && s.act.hero === h.i) return timeShiftDue(s);
      // Not acting now: the Time Shift it would owe if its activation started with its token where it is.
      let e = Infinity;
      for (const g of s.groups) if (g.tick >= h.tick && g.tick < e) e = g.tick;
      if (e === Infinity || e === h.tick) return 0;
      const ap = stat(h, 'RA') + h.tokens[ST['1-ap']] + 2 * h.tokens[ST['2-ap']];
      return Math.min(e - h.tick, ap);
    }
    case 'aiTarget': {
      const m = modelOf(s, a.enemy ?? a.model, 'enemy');
      if (m.hero || m.removed) return null;
      const c = selectTarget(s, m);
      return c.target >= 0 ? s.models[c.target].id : null;
    }
    case 'area': {
      const shape = String(a.shape) as AreaShape;
      if (!AREA_SHAPES.includes(shape)) throw stError('st-error-query-shape', { shape: String(a.shape), known: AREA_SHAPES.join(', ') });
      const from = a.from !== undefined ? cellOfArg(s, a.from, 'from') : cellOfArg(s, a.target, 'target');
      const target = a.target !== undefined ? cellOfArg(s, a.target, 'target') : from;
      const size = a.size === undefined ? 0 : Number(a.size);
      const centre = shape === 'wave' || shape === 'aura' ? from : target;
      return area(s.board, shape, centre, from, size, s.rs.s.areaTiePrefersX, s.rs.s.sweepSide).map((c) => xy(s, c));
    }
    case 'struck': {
      // ST-33, D-37, D-61: the models that attack would strike, aimed at a model, a square, or (a Wave) nothing.
      const m = modelOf(s, a.attacker, 'attacker');
      const w = attackOf(s, m, a.weapon);
      const target = typeof a.target === 'string' ? modelOf(s, a.target, 'target') : null;
      const centre = a.target === undefined ? m.cell : target ? target.cell : cellOfArg(s, a.target, 'target');
      const main = target ?? (s.occ[centre] >= 0 ? s.models[s.occ[centre]] : null);
      return struckModels(s, m, w, centre, main).map((x) => x.id);
    }
    case 'powerDice': {
      const h = modelOf(s, a.hero, 'hero');
      const p = attackOf(s, h, a.power);
      if (!p.power) throw stError('st-error-query-power', { power: String(a.power), hero: h.id });
      return powerPool(s, h, p);
    }
    default:
      throw stError('st-error-query', { name, known: 'los, canTarget, cover, distance, adjacent, pathCost, attackDice, activationOrder, timeShift, aiTarget, area, struck, powerDice' });
  }
}
