import { msg } from '../../../format/messages/index';
import type { Migration } from '../../../ruleset';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

// Format 1 wrote Momentum times as {"cycle": 2, "phase": 6} and rotations as quarter turns {"turns": 1}.
const time = (v: unknown): unknown =>
  isObject(v) && Number.isInteger(v.cycle) && Number.isInteger(v.phase) && Object.keys(v).length === 2 ? `${v.cycle}.${v.phase}` : v;

function turnsToDegrees(placement: unknown): unknown {
  if (!isObject(placement) || !('turns' in placement)) return placement;
  const { turns, ...rest } = placement;
  return typeof turns === 'number' && Number.isInteger(turns) ? { ...rest, rotation: (((turns % 4) + 4) % 4) * 90 } : placement;
}

function conditionTimes(condition: unknown): unknown {
  if (!isObject(condition)) return condition;
  const out: Json = { ...condition };
  if ('time-reached' in out) out['time-reached'] = time(out['time-reached']);
  for (const key of ['all', 'any']) if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map(conditionTimes);
  return out;
}

const mapArray = (v: unknown, f: (x: unknown) => unknown) => (Array.isArray(v) ? v.map(f) : v);

export const missionMigrations: Migration[] = [
  {
    from: 1,
    to: 2,
    summary: msg('migration-mission-1-2'),
    migrate(doc) {
      const out: Json = { ...doc, formatVersion: 2 };
      if (isObject(out.momentum)) out.momentum = { ...out.momentum, start: time(out.momentum.start), end: time(out.momentum.end) };
      if (isObject(out.board)) out.board = { ...out.board, tiles: mapArray(out.board.tiles, turnsToDegrees) };
      out.scenicElements = mapArray(out.scenicElements, turnsToDegrees);
      out.events = mapArray(out.events, (e) => {
        if (!isObject(e) || !isObject(e.trigger)) return e;
        const trigger: Json = { ...e.trigger };
        if ('at' in trigger) trigger.at = time(trigger.at);
        if ('when' in trigger) trigger.when = conditionTimes(trigger.when);
        return { ...e, trigger };
      });
      out.victory = mapArray(out.victory, conditionTimes);
      out.defeat = mapArray(out.defeat, conditionTimes);
      for (const key of ['scenicElements', 'events']) if (out[key] === undefined) delete out[key];
      return out;
    },
  },
];
