/**
 * The game's log in the UI language: every roll with its target number and die (UN-4.8), every decision, moves,
 * damage, states, eliminations, rounds and the end. The engine writes its log in English with plain data beside
 * each entry; the entries are said again here from that data. Entries this pane has no words for keep the
 * engine's text.
 */
import type { Action, GameState, LogEntry } from './engine';
import { describeAction, type Translate } from './action-text';
import type { Names } from './names';
import { engineText } from './engine-text';
import { reasonText } from './reason-text';
import { whatText } from './what-text';

export interface LogLine {
  kind: string;
  text: string;
  round: number;
}

const STATES = new Set([
  'prone',
  'defence',
  'fireReadiness',
  'camouflaged',
  'burning',
  'poison',
  'critical',
  'criticalAgain',
  'fallen',
  'panic',
  'fast',
]);

function actionLabel(s: GameState, a: Action, names: Names, t: Translate): string {
  return a.type === 'move' || a.type === 'disengage'
    ? t('universalis:sim.log.moveDecision', {
        model: names.model(a.actor),
        x: a.path[a.path.length - 1][0].toFixed(1),
        y: a.path[a.path.length - 1][1].toFixed(1),
      })
    : describeAction(s, a, names, t).label;
}

export function logLine(s: GameState, e: LogEntry, names: Names, t: Translate): LogLine {
  const d = (e.data ?? {}) as Record<string, unknown>;
  const who = e.model ? names.model(e.model) : '';
  const line = (text: string): LogLine => ({ kind: e.kind, text, round: e.round });
  // What the data does not cover: the engine's sentence, said again in the UI language where it is known.
  const said = () => line(engineText(e.text, names, t));
  const what = whatText(d.what, names, t);
  switch (e.kind) {
    case 'roll':
      if (typeof d.target === 'number' && typeof d.attribute === 'string')
        return line(
          d.die === 0
            ? t('universalis:sim.log.rollNoDie', {
                model: who,
                what,
                attribute: d.attribute,
                target: d.target,
              })
            : t('universalis:sim.log.roll', {
                model: who,
                what,
                attribute: d.attribute,
                target: d.target,
                die: d.die,
                result: t(d.success ? 'universalis:sim.log.success' : 'universalis:sim.log.failure'),
              }),
        );
      if (Array.isArray(d.dice) && Array.isArray(d.totals))
        return line(
          t('universalis:sim.log.opposed', {
            what,
            a: d.dice[0],
            b: d.dice[1],
            ta: d.totals[0],
            tb: d.totals[1],
          }),
        );
      if (d.sides === 6) return line(t('universalis:sim.log.d6', { model: who, what, die: d.die }));
      if (typeof d.zone === 'string')
        return line(
          t('universalis:sim.log.hitZone', {
            model: who,
            die: d.die,
            zone: t(`universalis:sim.zone.${d.zone}`, { defaultValue: d.zone }),
          }),
        );
      if (typeof d.total === 'number')
        return line(t('universalis:sim.log.rollTotal', { model: who, what, die: d.die, total: d.total }));
      if (typeof d.die === 'number')
        return line(t('universalis:sim.log.rollDie', { model: who, what, die: d.die }));
      return said();
    case 'decision':
      if (d.action && typeof d.action === 'object') return line(actionLabel(s, d.action as Action, names, t));
      return said();
    case 'action':
      // The action as it is paid for; the engine's data-less follow-ups (reloads, goes prone…) keep its words.
      if (d.action && typeof d.action === 'object' && typeof d.cost === 'number')
        return line(
          t('universalis:sim.log.action', {
            label: actionLabel(s, d.action as Action, names, t),
            ap: d.cost,
          }),
        );
      return said();
    case 'threat':
      return Array.isArray(d.threats)
        ? line(
            t('universalis:sim.log.threat', {
              model: who,
              threats: d.threats.map((id) => names.model(String(id))).join(', '),
            }),
          )
        : said();
    case 'reason':
      return typeof d.why === 'string' ? line(reasonText(d.why, names, t)) : said();
    case 'chance':
      return typeof d.what === 'string' ? line(t('universalis:sim.log.chance', { what })) : said();
    case 'move':
      return line(
        t('universalis:sim.log.move', {
          model: who,
          x: Number((d.to as number[])?.[0] ?? 0).toFixed(1),
          y: Number((d.to as number[])?.[1] ?? 0).toFixed(1),
          cm: Number(d.length ?? 0).toFixed(1),
        }),
      );
    case 'damage':
      return line(
        typeof d.zone === 'string'
          ? t('universalis:sim.log.zoneDamage', { model: who, zone: d.zone, loss: d.loss })
          : typeof d.hp === 'number'
            ? t('universalis:sim.log.damage', { model: who, loss: d.loss, hp: d.hp })
            : t('universalis:sim.log.damageOnly', { model: who, loss: d.loss }),
      );
    case 'shock':
      return line(t('universalis:sim.log.shock', { model: who, count: d.count }));
    case 'eliminated':
      return line(
        d.by
          ? t('universalis:sim.log.eliminatedBy', { model: who, by: names.model(String(d.by)) })
          : t('universalis:sim.log.eliminated', { model: who }),
      );
    case 'fled':
      return line(t('universalis:sim.log.fled', { model: who }));
    case 'poison': {
      // The markers left are in the engine's sentence only (its data is empty): read them from there.
      const left = /\((\d+) markers? left\)/.exec(e.text);
      return left ? line(t('universalis:sim.log.poisonSuffers', { model: who, count: Number(left[1]) })) : said();
    }
    case 'melee':
      return line(t('universalis:sim.log.melee', { model: names.model(String(d.winner)) }));
    case 'state':
      if (typeof d.state === 'string' && STATES.has(d.state))
        return line(
          t(`universalis:sim.log.state.${d.state}${d.on === false ? 'Off' : ''}`, {
            model: who,
            count: d.markers ?? 1,
          }),
        );
      return said();
    case 'round':
      return line(t('universalis:sim.log.round', { round: e.round }));
    case 'phase':
      return line(t('universalis:sim.log.phase', { model: who }));
    case 'deploy':
      return line(
        t('universalis:sim.log.deploy', {
          side: t(`universalis:side.${s.c.models[s.c.index[e.model ?? ''] ?? 0]?.side === 1 ? 'b' : 'a'}`),
        }),
      );
    case 'end':
      if (typeof d.outcome === 'string')
        return line(
          d.outcome === 'draw'
            ? t('universalis:sim.log.draw', {
                reason: t(`universalis:sim.reason.${String(d.reason)}`, { defaultValue: String(d.reason) }),
              })
            : t('universalis:sim.log.win', {
                side: t(`universalis:side.${d.outcome}`),
                reason: t(`universalis:sim.reason.${String(d.reason)}`, { defaultValue: String(d.reason) }),
              }),
        );
      return said();
    default:
      return said();
  }
}
