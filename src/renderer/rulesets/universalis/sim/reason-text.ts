/**
 * Why a bot decided what it did, in the UI language. The bots say it in English (`aggressive: best attack
 * (expected value 1.25)`), with model and object ids in it; the sentences are recognised here and said again with
 * names. A sentence this does not know keeps the bot's words (a test plays bot games and pins every sentence).
 */
import type { Translate } from './action-text';
import type { Names } from './names';

type Words = (m: RegExpExecArray, names: Names, t: Translate) => Record<string, string>;

const id = '([\\w.:-]+)';
const value = '\\(expected value (-?[\\d.]+)\\)';
const none: Words = () => ({});
const model: Words = (m, n) => ({ model: n.model(m[1]) });
const worth: Words = (m) => ({ value: m[1] });

const PATTERNS: [RegExp, string, Words][] = [
  [new RegExp(`^attacks its direct threat ${value}$`), 'threatAttack', worth],
  [new RegExp(`^fights on in melee ${value}$`), 'fightsOn', worth],
  [/^leaves a melee it is not winning$/, 'leavesMelee', none],
  [/^fights on, nothing better in melee$/, 'fightsOnAnyway', none],
  [new RegExp(`^picks up ${id} for its mission$`), 'picksUp', (m, n) => ({ object: n.object(m[1]) })],
  [new RegExp(`^a good shot on the way to its objective ${value}$`), 'shotOnTheWay', worth],
  [/^heads for its mission's objective$/, 'headsForObjective', none],
  [new RegExp(`^best attack ${value}$`), 'bestAttack', worth],
  [new RegExp(`^spots ${id}, hidden in range$`), 'spots', model],
  [/^nothing to attack, reloads$/, 'reloads', none],
  [new RegExp(`^closes in on ${id}, the nearest enemy$`), 'closesIn', model],
  [new RegExp(`^closes in on ${id}, who carries an object for its mission$`), 'closesInOnCarrier', model],
  [new RegExp(`^a better place against ${id} \\(range and cover\\)$`), 'betterPlace', model],
  [/^ends ready to fire on what moves$/, 'readyToFire', none],
  [/^ends in defence, an enemy is close$/, 'defence', none],
  [new RegExp(`^${id} is the closest to an enemy$`), 'closest', model],
  [/^tests to act freely$/, 'testsFreely', none],
  [/^attacks the threat anyway$/, 'attacksAnyway', none],
  [/^pushes its attacker back ([\d.]+) cm$/, 'pushesBack', (m) => ({ cm: m[1] })],
  [/^stays in contact to counter-attack$/, 'staysToCounter', none],
  [new RegExp(`^looks after ${id}$`), 'looksAfter', model],
  [/^veils itself with (.+): it is under fire$/, 'veils', (m) => ({ power: m[1] })],
  [
    new RegExp(`^blocks the sight of ${id}, the strongest shooter, on ${id} with (.+)$`),
    'blocksSight',
    (m, n) => ({ model: n.model(m[1]), other: n.model(m[2]), power: m[3] }),
  ],
  [/^surrenders, one model against (\d+) is hopeless$/, 'surrenders', (m) => ({ count: m[1] })],
  [/^goes its way without pushing$/, 'goesItsWay', none],
  [/^declares a push of ([\d.]+) cm$/, 'declaresPush', (m) => ({ cm: m[1] })],
  [/^declares a touch power$/, 'declaresPower', none],
];

/** One sentence of a reason in the UI language, or null when it is not known. */
function sentence(rest: string, names: Names, t: Translate): string | null {
  for (const [re, key, words] of PATTERNS) {
    const m = re.exec(rest);
    if (m) return t(`universalis:sim.why.${key}`, words(m, names, t));
  }
  return null;
}

const STYLES = new Set(['aggressive', 'cautious', 'random']);

export function reasonText(why: string, names: Names, t: Translate): string {
  const colon = why.indexOf(': ');
  const style = why.slice(0, colon);
  if (colon < 0 || !STYLES.has(style)) return why;
  // A melee outcome the bot declares is added to the reason of the attack: `…; declares a push of 10 cm`.
  const parts = why.slice(colon + 2).split('; ');
  const said: string[] = [];
  for (const part of parts) {
    const text = sentence(part, names, t);
    if (text === null) return why;
    said.push(text);
  }
  let text = said[0];
  for (let i = 1; i < said.length; i++) text = t('universalis:sim.why.and', { first: text, second: said[i] });
  return t('universalis:sim.why.line', { bot: t(`universalis:sim.controller.${style}`), why: text });
}
