/**
 * The game log in sentences in the designer's language. The engine logs structured entries (who, what, where,
 * how many); the common ones become sentences here with names from the catalog and the mission. Reasons the
 * engine words itself (an AI decision, why a group fights, a roll's purpose) are said again by engine-words.ts;
 * any entry this file does not know is shown as the engine's own formatter prints it, so nothing is dropped.
 */
import type { LogEntry } from '../../../../engine/rulesets/sine-tempore/rules/state';
import { formatEntry } from '../../../../engine/rulesets/sine-tempore/batch/log-format';
import type { NameBook } from './names';
import { reasonText } from './reasons';
import { aiReasonText, purposeText, whyText } from './engine-words';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface LogLine {
  text: string;
  /** For styling and filtering: a new time, an activation, the result, dice, or any other line. */
  kind: 'clock' | 'activate' | 'result' | 'event' | 'roll' | 'ai' | 'line';
}

export interface ModelRef {
  type: string;
  hero: boolean;
}

const NS = 'mission-sim:log.';

/** Hero and enemy actions with a sentence of their own (`log.act.<do>`). */
export const ACTS: ReadonlySet<string> = new Set(['move', 'attack', 'chain-attack', 'wait', 'focus', 'collect', 'interact', 'disengage', 'meditate', 'extinguish', 'exchange', 'use', 'heal', 'engage']);

export function square(v: unknown): string {
  return Array.isArray(v) && v.length === 2 ? `${String(v[0])}, ${String(v[1])}` : String(v);
}

/** Rolled faces, each a combination of Action Symbols (ST-5.2) named in the UI language. */
function faces(t: Translate, v: unknown): string {
  const symbol = (x: unknown) => t(`mission-sim:engine.symbol.${String(x)}`, { defaultValue: String(x) });
  return Array.isArray(v) ? v.map((f) => (Array.isArray(f) && f.length ? f.map(symbol).join('+') : '–')).join(' · ') : '';
}

const last = (v: unknown): unknown => (Array.isArray(v) && v.length ? v[v.length - 1] : v);

/**
 * One entry as a sentence, or null for entries that add nothing a person reads (token bookkeeping, and the
 * movement that merely confirms a hero's declared move).
 */
export function logLine(t: Translate, names: NameBook, models: ReadonlyMap<string, ModelRef>, e: LogEntry, prev?: LogEntry): LogLine | null {
  const who = (id: unknown) => {
    if (id === null || id === undefined) return '—';
    const m = models.get(String(id));
    return names.model(String(id), m?.type, m?.hero);
  };
  const line = (key: string, fields: Record<string, unknown>, kind: LogLine['kind'] = 'line'): LogLine => ({ text: t(NS + key, fields), kind });
  const why = (v: unknown) => whyText(t, who, names, String(v));
  switch (e.type) {
    case 'token':
      return null;
    case 'clock':
      return line('clock', { time: `${String(e.cycle)}.${String(e.phase)}` }, 'clock');
    case 'activate':
      return e.group !== undefined ? line('activateGroup', { group: names.group(String(e.group)) }, 'activate') : line('activateHero', { who: who(e.id), ap: e.ap }, 'activate');
    case 'action': {
      const fields: Record<string, unknown> = {
        who: who(e.id),
        ap: e.ap,
        to: square(e.path ? last(e.path) : e.to),
        at: square(e.at),
        target: typeof e.target === 'string' ? who(e.target) : square(e.target),
        weapon: typeof e.weapon === 'string' ? names.weapon(e.weapon) : '',
        card: typeof e.card === 'string' ? names.card(e.card) : '',
      };
      if (e.do === 'wait' && e.forced) return line(e.forced === 'time shift' ? 'act.timeShift' : 'act.forcedWait', fields);
      return ACTS.has(String(e.do)) ? line(`act.${String(e.do)}`, fields) : { text: formatEntry(e)?.trim() ?? '', kind: 'line' };
    }
    case 'move': {
      if (e.stopped) return line('moveStopped', { who: who(e.id), why: why(e.stopped) });
      const declared = prev?.type === 'action' && prev.do === 'move' && prev.id === e.id && square(last(prev.path)) === square(e.to);
      return declared ? null : line('move', { who: who(e.id), from: square(e.from), to: square(e.to) });
    }
    case 'push':
      return line('push', { who: who(e.id), to: square(e.to) });
    case 'ai':
      return line('ai', { reason: aiReasonText(t, who, names, String(e.reason)) }, 'ai');
    case 'reaction':
      return line('reaction', { model: who(e.model), group: names.group(String(e.group)), hero: who(e.hero) });
    case 'roll':
      return line(e.penalty ? 'rollPenalty' : 'roll', { purpose: purposeText(t, who, names, String(e.purpose)), faces: faces(t, e.faces), penalty: faces(t, [e.penalty]) }, 'roll');
    case 'attack':
      return line(e.immune ? 'attackImmune' : 'attack', { attacker: who(e.attacker), target: who(e.target), weapon: names.weapon(String(e.weapon)), count: Number(e.wounds ?? 0) });
    case 'wound':
      return e.element ? line('elementWound', { what: String(e.id), count: Number(e.wounds) }) : line('wound', { who: who(e.id), count: Number(e.wounds) });
    case 'heal':
      return line('heal', { who: who(e.id), count: Number(e.healed ?? 0) });
    case 'revive':
      return line('revive', { who: who(e.id) });
    case 'status':
      return line(e.gained ? 'statusGained' : 'statusLost', { who: who(e.id), status: names.status(String(e.status)) });
    case 'immune':
      return line('immune', { who: who(e.id), status: names.status(String(e.status)) });
    case 'tv':
      return line('tv', { who: who(e.id), tv: e.tv });
    case 'ko':
      return line('ko', { who: who(e.id) });
    case 'token-removed':
      return line('tokenRemoved', { group: names.group(String(e.group)) });
    case 'end':
      return line(e.why === 'knocked out' ? 'endKo' : 'end', { who: who(e.id) });
    case 'result':
      return line(`result.${String(e.outcome)}`, { reason: reasonText(t, names, String(e.reason)), time: e.time ?? `${String(e.cycle)}.${String(e.phase)}` }, 'result');
    case 'event':
      return line('event', { name: names.event(String(e.id)), time: String(e.time) }, 'event');
    case 'message':
      return line('message', { text: names.message(String(e.text)) }, 'event');
    case 'spawn':
      return line('spawn', { who: String(e.id), enemy: names.of('enemies', String(e.enemy)) ?? String(e.enemy), at: square(e.at) });
    case 'combat':
      return line('combat', { group: names.group(String(e.group)), why: why(e.why) });
    case 'draw':
      return e.card ? line('draw', { who: who(e.id), card: names.card(String(e.card)) }) : line('drawHidden', { who: who(e.id) });
    case 'skip':
      return line('skip', { who: who(e.id), why: why(e.why) });
    case 'attack-lost':
      return line('attackLost', { who: who(e.id), why: why(e.why) });
    case 'cover':
      return line('cover', { attacker: who(e.attacker), target: who(e.target) });
    case 'destroyed':
      return line('destroyed', { what: String(e.id) });
    case 'drag':
      return line('drag', { who: who(e.id), by: who(e.by), to: square(e.to) });
    case 'free-attack':
      return line('freeAttack', { attacker: who(e.attacker), target: who(e.target), weapon: names.weapon(String(e.weapon)) });
    case 'interact':
      return line('interact', { who: who(e.id), object: names.of('objects', String(e.object)) ?? String(e.name ?? e.object) });
    case 'loot':
      return line('loot', { who: who(e.id), at: square(e.at) });
    case 'loot-placed':
      return line('lootPlaced', { at: square(e.at), count: Number(e.count ?? 1) });
    case 'objective':
      return line('objective', { group: names.group(String(e.group)), tv: e.tv });
    case 'energy-cell':
      return line('energyCell', { who: who(e.id), card: names.card(String(e.card)), power: String(e.power) });
    case 'soul-breaker':
      return line(e.victim ? 'soulBreaker' : 'soulBreakerIdle', { who: who(e.id), by: who(e.by), victim: who(e.victim) });
    case 'brain-damage':
      return line(e.blocked ? 'brainDamageBlocked' : 'brainDamage', { who: who(e.id), direction: String(e.direction) });
    case 'power':
      return line(e.success ? 'powerPassed' : 'powerFailed', { who: who(e.id), power: names.weapon(String(e.power)) });
    case 'oblivion-test':
      return line(e.success ? 'oblivionPassed' : 'oblivionFailed', { who: who(e.id), got: e.got, needed: e.needed }, 'roll');
    case 'focus':
      return line(e.saved ? 'focusSaved' : 'focusUsed', { who: who(e.id), face: faces(t, [e.saved ?? e.used]) });
    case 'element':
      return line('element', { who: who(e.model), what: String(e.id) });
    case 'event-card':
      return line('eventCard', { name: names.card(String(e.id)) }, 'event');
    case 'scenic-draw':
      return line('scenicDraw', { what: names.of('scenicElements', String(e.element)) ?? String(e.element), at: square(Array.isArray(e.at) ? e.at[0] : e.at) });
    case 'convert':
      return line('convert', { who: who(e.id), weapon: names.weapon(String(e.weapon)) });
    case 'effect':
      if (e.ignored) return line('effectIgnored', { effect: String(e.effect), why: String(e.why) });
      if (e.effect === 'stat-change') return line('statChange', { who: who(e.id), stat: String(e.stat), change: `${Number(e.change) > 0 ? '+' : ''}${String(e.change)}`, why: String(e.why) });
      if (e.effect === 'extra-ap') return line('extraAp', { who: who(e.id), count: Number(e.value), why: String(e.why) });
      return { text: formatEntry(e)?.trim() ?? '', kind: 'line' };
    default: {
      const text = formatEntry(e);
      return text === null ? null : { text: text.trim(), kind: 'line' };
    }
  }
}

export function logLines(t: Translate, names: NameBook, models: ReadonlyMap<string, ModelRef>, entries: readonly LogEntry[]): LogLine[] {
  const out: LogLine[] = [];
  // What came before, token bookkeeping aside: a hero's move is declared, its token moves, then it walks.
  let prev: LogEntry | undefined;
  for (const e of entries) {
    const l = logLine(t, names, models, e, prev);
    if (l && l.text) out.push(l);
    if (e.type !== 'token') prev = e;
  }
  return out;
}
