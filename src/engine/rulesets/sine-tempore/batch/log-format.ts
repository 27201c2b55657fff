/**
 * A game log as lines for people (`studio simulate --replay K`): the clock, activations, actions, rolls
 * with their faces, AI decisions with their reasons, wounds, statuses and the result.
 */
import type { LogEntry } from '../rules/state';

const sq = (v: unknown) => (Array.isArray(v) ? `[${v.join(', ')}]` : String(v));
const faces = (v: unknown) => (Array.isArray(v) ? v.map((f) => (Array.isArray(f) && f.length ? f.join('+') : 'blank')).join(' · ') : '');

export function formatEntry(e: LogEntry): string | null {
  const id = String(e.id ?? '');
  switch (e.type) {
    case 'clock':
      return `── ${e.cycle}.${e.phase} ──`;
    case 'activate':
      return e.group !== undefined ? `${e.group} activate` : `${id} activates (${e.ap} AP)`;
    case 'action': {
      const extra = [
        e.path ? `to ${sq((e.path as unknown[])[(e.path as unknown[]).length - 1])}` : '',
        e.target !== undefined ? `→ ${String(e.target)}` : '',
        e.weapon ? `with ${String(e.weapon)}` : '',
        e.at ? `at ${sq(e.at)}` : '',
        e.to ? `to ${sq(e.to)}` : '',
        e.forced ? `(${String(e.forced)})` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `  ${id} ${String(e.do)} ${extra} [${e.ap} AP]`.replace(/\s+\[/, ' [');
    }
    case 'move':
      return e.stopped ? `  ${id} stops: ${String(e.stopped)}` : `  ${id} moves ${sq(e.from)} → ${sq(e.to)}${e.ap !== undefined ? ` [${e.ap} AP]` : ''}`;
    case 'ai':
      return `  AI: ${String(e.reason)}`;
    case 'reaction':
      return `  reaction: ${String(e.model)} (${String(e.group)}) reacts to ${String(e.hero)}`;
    case 'roll':
      return `    roll for ${String(e.purpose)}: ${faces(e.faces)}${e.penalty ? ` · penalty ${faces([e.penalty])}` : ''}`;
    case 'attack':
      return `    ${String(e.attacker)} hits ${String(e.target)} with ${String(e.weapon)}: ${e.hits !== undefined ? `${e.hits} hits, ` : ''}${e.wounds} wound${e.wounds === 1 ? '' : 's'}`;
    case 'wound':
      return `    ${id} now has ${e.wounds} wound${e.wounds === 1 ? '' : 's'} (${String(e.why)})`;
    case 'status':
      return `    ${id} ${e.gained ? 'gains' : 'loses'} ${String(e.status)}${e.why ? ` (${String(e.why)})` : ''}`;
    case 'tv':
      return `    ${id} TV ${e.tv}${e.why ? ` (${String(e.why)})` : ''}`;
    case 'ko':
      return `    ${id} is knocked out${e.loot ? `, ${e.loot} loot` : ''}`;
    case 'token':
      return null;
    case 'end':
      return `  ${id} ends${e.why ? ` (${String(e.why)})` : ''}`;
    case 'result':
      return `RESULT: ${String(e.outcome)} — ${String(e.reason)} at ${String(e.time)}`;
    case 'event':
      return `EVENT ${String(e.name ?? e.id)} (${String(e.time)})`;
    case 'message':
      return `  “${String(e.text)}”`;
    case 'spawn':
      return `  ${id} (${String(e.enemy)}) appears at ${sq(e.at)}`;
    case 'combat':
      return `  ${String(e.group)} enters combat: ${String(e.why)}`;
    case 'draw':
      return `    ${id} draws ${e.name ? String(e.name) : `a ${String(e.deck)} card`}`;
    default: {
      const { type, ...rest } = e;
      return `  ${type} ${JSON.stringify(rest)}`;
    }
  }
}

export function formatLog(entries: readonly LogEntry[]): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const line = formatEntry(e);
    if (line !== null) out.push(line);
  }
  return out;
}
