/**
 * An action as the pane lists it, in the UI language: what it does, its AP cost, and for an attack the numbers the
 * dice decide on — a shot's FK target number and its chance to hit, a melee's NK values and the chance to win it
 * (ui-queries, from the engine's own modifiers). A move says its length and cost along its path.
 */
import { actionCost, type ActionName } from '../../../../engine/rulesets/universalis/rules/costs';
import { planMove } from '../../../../engine/rulesets/universalis/rules/movement';
import { meleeOdds, shotOdds } from '../../../../engine/rulesets/universalis/ui-queries';
import type { Action, GameState } from './engine';
import type { Names } from './names';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ActionText {
  label: string;
  /** AP it costs, when it costs any. */
  ap: number | null;
  /** The dice it asks for and the odds, e.g. "FK 7 · 58 %". */
  odds: string | null;
  /** Where it leads on the table: a path, or a line to its target. */
  path: [number, number][] | null;
}

const pct = (p: number) => `${Math.round(p * 100)} %`;
const idx = (s: GameState, id: string) => s.c.index[id] ?? -1;

function apOf(s: GameState, m: number, name: ActionName, w = -1): number | null {
  return m < 0 ? null : actionCost(s, m, name, w);
}

export function describeAction(s: GameState, a: Action, names: Names, t: Translate): ActionText {
  const none: ActionText = { label: '', ap: null, odds: null, path: null };
  const at = (m: number): [number, number] => [s.x[m], s.y[m]];
  switch (a.type) {
    case 'select':
      return {
        ...none,
        label: t('universalis:sim.action.select', { model: names.model(a.model) }),
        path: [at(idx(s, a.model))],
      };
    case 'threat':
      return {
        ...none,
        label: t(a.test ? 'universalis:sim.action.threatTest' : 'universalis:sim.action.threatAttack'),
      };
    case 'end':
      return { ...none, label: t('universalis:sim.action.end') };
    case 'pass':
      return { ...none, label: t('universalis:sim.action.pass') };
    case 'surrender':
      return { ...none, label: t('universalis:sim.action.surrender') };
    case 'continue':
      return { ...none, label: t('universalis:sim.action.continue') };
    case 'react': {
      const m = idx(s, a.model);
      const kind = s.pending?.kind ?? 'dodge';
      const weapon = a.weapon !== undefined ? names.weapon(s, m, a.weapon) : '';
      return {
        ...none,
        label: t(`universalis:sim.action.react.${kind}`, {
          model: names.model(a.model),
          weapon,
          at: a.at ? t(`universalis:sim.action.at.${a.at}`) : '',
          cm: a.push ?? 0,
        }),
      };
    }
    case 'move':
    case 'disengage': {
      const m = idx(s, a.actor);
      const flat = a.path.flatMap((p) => [p[0], p[1]]);
      const plan =
        m >= 0
          ? planMove(s, m, {
              points: flat,
              kind: a.type === 'move' ? 'move' : 'disengage',
              test: 'none',
              target: -1,
              actions: a.type === 'move' ? (a.actions ?? 1) : 1,
            })
          : null;
      const end = a.path[a.path.length - 1];
      return {
        label: t(`universalis:sim.action.${a.type}`, {
          model: names.model(a.actor),
          x: end[0].toFixed(1),
          y: end[1].toFixed(1),
          cm: plan ? plan.cost.toFixed(1) : '?',
        }),
        ap: apOf(s, m, a.type),
        odds: plan?.difficult ? t('universalis:sim.difficult') : null,
        path: [at(m), ...a.path],
      };
    }
    case 'charge': {
      const m = idx(s, a.actor);
      const d = idx(s, a.target);
      const o = m >= 0 && d >= 0 ? meleeOdds(s, m, d, true, false) : null;
      return {
        label: t('universalis:sim.action.charge', {
          model: names.model(a.actor),
          target: names.model(a.target),
          weapon: names.weapon(s, m, a.weapon),
        }),
        ap: apOf(s, m, 'charge', a.weapon),
        odds: o ? t('universalis:sim.meleeOdds', { a: o.attacker, d: o.defender, pct: pct(o.chance) }) : null,
        path: [at(m), ...a.path],
      };
    }
    case 'attack': {
      const m = idx(s, a.actor);
      const d = idx(s, a.target);
      const o = m >= 0 && d >= 0 ? meleeOdds(s, m, d, false, a.reckless === true) : null;
      return {
        label: t(
          a.reckless
            ? 'universalis:sim.action.reckless'
            : a.power !== undefined
              ? 'universalis:sim.action.attackPower'
              : a.push
                ? 'universalis:sim.action.attackPush'
                : 'universalis:sim.action.attack',
          {
            model: names.model(a.actor),
            target: names.model(a.target),
            weapon: names.weapon(s, m, a.weapon),
            cm: a.push ?? 0,
            power: a.power !== undefined ? names.power(s, m, a.power) : '',
          },
        ),
        ap: apOf(s, m, a.reckless ? 'recklessAttack' : 'attack', a.weapon),
        odds: o ? t('universalis:sim.meleeOdds', { a: o.attacker, d: o.defender, pct: pct(o.chance) }) : null,
        path: [at(m), at(d)],
      };
    }
    case 'shot': {
      const m = idx(s, a.actor);
      const first = a.targets[0];
      const d = idx(s, first.model);
      const o =
        m >= 0 && d >= 0 ? shotOdds(s, m, d, a.weapon, a.kind, first.shots, a.indirect === true) : null;
      const shots = a.targets.reduce((n, x) => n + x.shots, 0);
      return {
        label: t('universalis:sim.action.shot', {
          kind: t(`universalis:sim.shotKind.${a.indirect ? 'indirect' : a.kind}`),
          model: names.model(a.actor),
          target: a.targets.map((x) => names.model(x.model)).join(', '),
          weapon: names.weapon(s, m, a.weapon),
          shots,
        }),
        ap: apOf(
          s,
          m,
          a.kind === 'aimed' ? 'aimedShot' : a.kind === 'snap' ? 'snapShot' : 'normalShot',
          a.weapon,
        ),
        odds:
          o && o.target !== null
            ? t('universalis:sim.shotOdds', { target: o.target, pct: pct(o.chance) })
            : null,
        path: [at(m), at(d)],
      };
    }
    case 'reload':
    case 'fireReadiness': {
      const m = idx(s, a.actor);
      return {
        ...none,
        label: t(`universalis:sim.action.${a.type}`, {
          model: names.model(a.actor),
          weapon: names.weapon(s, m, a.weapon),
        }),
        ap: apOf(s, m, a.type, a.weapon),
      };
    }
    case 'defence':
    case 'prone':
    case 'stand': {
      const m = idx(s, a.actor);
      return {
        ...none,
        label: t(`universalis:sim.action.${a.type}`, { model: names.model(a.actor) }),
        ap: apOf(s, m, a.type),
      };
    }
    case 'useObject': {
      const m = idx(s, a.actor);
      const o = s.c.objects.findIndex((x) => x.id === a.object);
      return {
        ...none,
        label: t('universalis:sim.action.useObject', {
          model: names.model(a.actor),
          object: names.object(a.object),
        }),
        ap: apOf(s, m, 'useObject'),
        path: o >= 0 ? [at(m), [s.objX[o], s.objY[o]]] : null,
      };
    }
    case 'spot': {
      const m = idx(s, a.actor);
      return {
        ...none,
        label: t('universalis:sim.action.spot', {
          model: names.model(a.actor),
          target: names.model(a.target),
        }),
        ap: a.ap,
        path: [at(m), at(idx(s, a.target))],
      };
    }
    case 'usePower':
    case 'endPower': {
      const m = idx(s, a.actor);
      const target = a.type === 'usePower' && a.target ? names.model(a.target) : '';
      return {
        ...none,
        label: t(`universalis:sim.action.${a.type}`, {
          model: names.model(a.actor),
          power: names.power(s, m, a.power),
          target,
        }),
        ap: a.type === 'usePower' ? (s.c.models[m]?.powers[a.power]?.ap ?? null) : apOf(s, m, 'endPower'),
      };
    }
    case 'useTrait':
    case 'useEquipment': {
      const m = idx(s, a.actor);
      const d = s.c.models[m];
      const entry = a.type === 'useTrait' ? d?.traits[a.trait] : d?.equipment[a.item];
      return {
        ...none,
        label: t(`universalis:sim.action.${a.type}`, {
          model: names.model(a.actor),
          what: entry?.name ?? '',
          target: a.target ? names.model(a.target) : '',
        }),
        ap: entry?.ap ?? null,
      };
    }
    default:
      return { ...none, label: t('universalis:sim.action.other', { type: a.type }) };
  }
}
