/**
 * Why a game ended, in the designer's language. The engine words a result from the mission's conditions
 * (`describe` in the rules' mission.ts); the simple conditions are recognised here and said again with the
 * mission's own names, and anything else (a combination of conditions) is shown in the engine's words.
 */
import type { NameBook } from './names';
import type { Translate } from './log-text';

const NS = 'mission-sim:reason.';

const PATTERNS: [RegExp, string, (m: RegExpExecArray, names: NameBook) => Record<string, unknown>][] = [
  [/^every hero is knocked out$/, 'allHeroesKo', () => ({})],
  [/^time ran out$/, 'timeUp', () => ({})],
  [/^every enemy is eliminated$/, 'allEnemies', () => ({})],
  [/^group (.+) is eliminated$/, 'group', (m, n) => ({ group: n.group(m[1]) })],
  [/^(.+) is knocked out$/, 'heroKo', (m, n) => ({ hero: n.model(m[1], m[1], true) })],
  [/^every hero reached (.+)$/, 'allReach', (m) => ({ place: m[1] })],
  [/^a hero reached (.+)$/, 'heroReaches', (m) => ({ place: m[1] })],
  [/^group (.+) reached (.+)$/, 'groupReaches', (m, n) => ({ group: n.group(m[1]), place: m[2] })],
  [/^event (.+) happened$/, 'event', (m, n) => ({ event: n.event(m[1]) })],
  [/^the time (\d+\.\d+) was reached$/, 'time', (m) => ({ time: m[1] })],
  [/^(\d+) loot collected$/, 'loot', (m) => ({ count: Number(m[1]) })],
  [/^nothing is left to activate$/, 'nothingLeft', () => ({})],
  [/^no result after (\d+) activations$/, 'limit', (m) => ({ count: Number(m[1]) })],
];

export function reasonText(t: Translate, names: NameBook, reason: string): string {
  if (/ (and|or) /.test(reason)) return reason;
  for (const [re, key, fields] of PATTERNS) {
    const m = re.exec(reason);
    if (m) return t(NS + key, fields(m, names));
  }
  return reason;
}

/** A batch's "victory: every enemy is eliminated" as "Victory — …". */
export function outcomeReasonText(t: Translate, names: NameBook, key: string): string {
  const at = key.indexOf(': ');
  if (at < 0) return key;
  const outcome = key.slice(0, at);
  return t('mission-sim:outcomeReason', { outcome: t(`mission-sim:outcome.${outcome}`), reason: reasonText(t, names, key.slice(at + 2)) });
}
