/**
 * Why a game ended, in the designer's language. The engine words a result from the mission's conditions
 * (`describe` in the rules' mission.ts); the simple conditions are recognised here and said again with the
 * mission's own names, and anything else (a combination of conditions) is shown in the engine's words.
 */
import type { NameBook } from './names';
import type { Translate } from './log-text';

const NS = 'mission-sim:reason.';

/** A place the engine names by its zone or object id (or a square, which reads the same in every language). */
const place = (label: string, n: NameBook) => n.of('zones', label) ?? n.of('objects', label) ?? label;

const PATTERNS: [RegExp, string, (m: RegExpExecArray, names: NameBook) => Record<string, unknown>][] = [
  [/^every hero is knocked out$/, 'allHeroesKo', () => ({})],
  [/^time ran out$/, 'timeUp', () => ({})],
  [/^every enemy is eliminated$/, 'allEnemies', () => ({})],
  [/^group (\S+) is eliminated$/, 'group', (m, n) => ({ group: n.group(m[1]) })],
  [/^(\S+) is knocked out$/, 'heroKo', (m, n) => ({ hero: n.model(m[1], m[1], true) })],
  [/^every hero reached (.+)$/, 'allReach', (m, n) => ({ place: place(m[1], n) })],
  [/^a hero reached (.+)$/, 'heroReaches', (m, n) => ({ place: place(m[1], n) })],
  [/^group (\S+) reached (.+)$/, 'groupReaches', (m, n) => ({ group: n.group(m[1]), place: place(m[2], n) })],
  [/^(\S+) was used$/, 'objectUsed', (m, n) => ({ objects: n.of('objects', m[1]) ?? m[1] })],
  [/^(\S+(?:, \S+)+) were used$/, 'objectsUsed', (m, n) => ({ objects: m[1].split(', ').map((id) => n.of('objects', id) ?? id).join(', ') })],
  [/^event (\S+) happened$/, 'event', (m, n) => ({ event: n.event(m[1]) })],
  [/^the time (\d+\.\d+) was reached$/, 'time', (m) => ({ time: m[1] })],
  [/^(\d+) loot collected$/, 'loot', (m) => ({ count: Number(m[1]) })],
  [/^nothing is left to activate$/, 'nothingLeft', () => ({})],
  [/^no result after (\d+) activations$/, 'limit', (m) => ({ count: Number(m[1]) })],
];

function simpleText(t: Translate, names: NameBook, reason: string): string | null {
  for (const [re, key, fields] of PATTERNS) {
    const m = re.exec(reason);
    if (m) return t(NS + key, fields(m, names));
  }
  return null;
}

/**
 * The reason in the UI language. Conditions combined with "and" / "or" are said part by part with the language's
 * own joining words; a reason with a part that is not recognised stays in the engine's words, whole.
 */
export function reasonText(t: Translate, names: NameBook, reason: string): string {
  const parts = reason.split(/ (and|or) /);
  if (parts.length >= 3) {
    const out: string[] = [];
    for (let i = 0; i < parts.length; i++) out.push((i % 2 === 1 ? t(NS + parts[i]) : simpleText(t, names, parts[i])) ?? '');
    if (out.every((x, i) => i % 2 === 1 || x !== '')) return out.join(' ');
  }
  return simpleText(t, names, reason) ?? reason;
}

/** A batch's "victory: every enemy is eliminated" as "Victory — …". */
export function outcomeReasonText(t: Translate, names: NameBook, key: string): string {
  const at = key.indexOf(': ');
  if (at < 0) return key;
  const outcome = key.slice(0, at);
  return t('mission-sim:outcomeReason', { outcome: t(`mission-sim:outcome.${outcome}`), reason: reasonText(t, names, key.slice(at + 2)) });
}
