/**
 * The batch report's failure keys in words. The engine counts failed runs by `reason` and the failure card read
 * (`batch.ts`: `time`, `death` or `special`, then `:` and the card's id when the deck has one) or `stuck` when a run
 * stopped without an ending; the pane shows each as a sentence in the UI language.
 */
import type { DeckEditor } from './deck-context';

const REASONS = new Set(['time', 'death', 'special']);

/** The failure card's id in a failure key, or null. */
export function failureCardOf(key: string): string | null {
  const at = key.indexOf(':');
  return at < 0 ? null : key.slice(at + 1) || null;
}

export function failureEnding(t: DeckEditor['t'], key: string): string {
  if (key === 'stuck') return t('deck:sim.r.ending.stuck');
  const at = key.indexOf(':');
  const reason = at < 0 ? key : key.slice(0, at);
  if (!REASONS.has(reason)) return t('deck:sim.r.ending.other', { key });
  const card = failureCardOf(key);
  return card === null ? t(`deck:sim.r.ending.${reason}NoCard`) : t(`deck:sim.r.ending.${reason}`, { card });
}
