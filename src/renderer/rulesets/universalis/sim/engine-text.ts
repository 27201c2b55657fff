/**
 * The engine's log sentences that come without data (a reload, going prone, an object used, a reaction…), in the UI
 * language: recognised by their English form and said again with names. A sentence this does not know keeps the
 * engine's words; a test plays whole bot games and checks every log entry gets the UI's words.
 */
import type { Translate } from './action-text';
import type { Names } from './names';
import { refusalText } from './refusal-text';

type Words = (m: RegExpExecArray, names: Names, t: Translate) => Record<string, string>;

const id = '([\\w.:-]+)';
const model: Words = (m, n) => ({ model: n.model(m[1]) });
const two: Words = (m, n) => ({ model: n.model(m[1]), other: n.model(m[2]) });

const PATTERNS: [RegExp, string, Words][] = [
  [new RegExp(`^${id} fails to disengage$`), 'failsDisengage', model],
  [new RegExp(`^${id} reloads (.+)$`), 'reloads', (m, n) => ({ model: n.model(m[1]), weapon: m[2] })],
  [new RegExp(`^${id} goes into defence$`), 'defence', model],
  [new RegExp(`^${id} goes prone$`), 'prone', model],
  [new RegExp(`^${id} stands up$`), 'standsUp', model],
  [
    new RegExp(`^${id} cannot move now: (.+)$`),
    'cannotMove',
    (m, n, t) => ({ model: n.model(m[1]), reason: refusalText(m[2], n, t) }),
  ],
  [
    new RegExp(`^${id} fails to use ${id}$`),
    'failsToUse',
    (m, n) => ({ model: n.model(m[1]), object: n.object(m[2]) }),
  ],
  [
    new RegExp(`^${id} uses ${id} and carries it$`),
    'usesCarries',
    (m, n) => ({ model: n.model(m[1]), object: n.object(m[2]) }),
  ],
  [new RegExp(`^${id} uses ${id}$`), 'uses', (m, n) => ({ model: n.model(m[1]), object: n.object(m[2]) })],
  [new RegExp(`^${id} can no longer be shot at$`), 'noLongerTarget', model],
  [new RegExp(`^the shot into melee hits ${id}$`), 'meleeHit', model],
  [
    /^(.+) scatters (-?[\d.]+) cm to \((-?[\d.]+), (-?[\d.]+)\)$/,
    'scatters',
    (m) => ({ weapon: m[1], cm: m[2], x: m[3], y: m[4] }),
  ],
  [
    new RegExp(`^${id} uses (.+) on ${id} \\(its effect is the players' to judge, AD-79\\)$`),
    'judgedUseOn',
    (m, n) => ({ model: n.model(m[1]), what: m[2], other: n.model(m[3]) }),
  ],
  [
    new RegExp(`^${id} uses (.+) \\(its effect is the players' to judge, AD-79\\)$`),
    'judgedUse',
    (m, n) => ({ model: n.model(m[1]), what: m[2] }),
  ],
  [
    new RegExp(`^${id} uses (.+) on ${id} as the winner's option \\((\\d+) AP\\)$`),
    'touchPower',
    (m, n) => ({ model: n.model(m[1]), power: m[2], other: n.model(m[3]), ap: m[4] }),
  ],
  [/^left to the players \(AD-79\): (.+)$/, 'judged', (m) => ({ what: m[1] })],
  [
    new RegExp(`^(.+): ${id} regains (\\d+) HP$`),
    'hookHeal',
    (m, n) => ({ what: m[1], model: n.model(m[2]), hp: m[3] }),
  ],
  [new RegExp(`^(.+): a hit on ${id}$`), 'hookHit', (m, n) => ({ what: m[1], model: n.model(m[2]) })],
  [
    new RegExp(`^(.+): ${id} is rid of it \\((\\w+)\\)$`),
    'hookRid',
    (m, n, t) => ({ what: m[1], model: n.model(m[2]), state: t(`universalis:sim.said.effect.${m[3]}`) }),
  ],
  [/^(.+) is blocked$/, 'powerBlocked', (m) => ({ power: m[1] })],
  [new RegExp(`^${id} ends (.+)$`), 'powerEnds', (m, n) => ({ model: n.model(m[1]), power: m[2] })],
  [
    new RegExp(`^${id} moves: (.+) ends$`),
    'powerEndsMoving',
    (m, n) => ({ model: n.model(m[1]), power: m[2] }),
  ],
  [
    new RegExp(`^${id} attacks: (.+) ends$`),
    'powerEndsAttacking',
    (m, n) => ({ model: n.model(m[1]), power: m[2] }),
  ],
  [
    /^(.+): a circle of ([\d.]+) cm at \((-?[\d.]+), (-?[\d.]+)\) blocks sight$/,
    'effectCircle',
    (m) => ({ power: m[1], r: m[2], x: m[3], y: m[4] }),
  ],
  [
    new RegExp(`^(.+): shots at ${id} take ([+−]\\d+)$`),
    'effectShots',
    (m, n) => ({ power: m[1], model: n.model(m[2]), value: m[3] }),
  ],
  [
    /^(.+): its effect ends \((\w+)\)$/,
    'effectEnds',
    (m, _n, t) => ({ power: m[1], why: t(`universalis:sim.said.effectWhy.${m[2]}`) }),
  ],
  [new RegExp(`^${id} dodges fire: the shooter gets −1$`), 'dodgeWon', model],
  [new RegExp(`^${id} dodges fire: no effect$`), 'dodgeLost', model],
  [new RegExp(`^${id} fires on ${id} \\(reaction fire, start\\)$`), 'reactionFireStart', two],
  [new RegExp(`^${id} fires on ${id} \\(reaction fire, end\\)$`), 'reactionFireEnd', two],
  [new RegExp(`^${id} supports the spotting \\(\\+1\\)$`), 'supports', model],
  [new RegExp(`^${id} fails the movement test and falls prone \\(UN-9\\.4\\.2\\)$`), 'failsMoveTest', model],
  [new RegExp(`^${id} loses defence$`), 'losesDefence', model],
  [new RegExp(`^${id} loses fire readiness$`), 'losesReadiness', model],
  [new RegExp(`^${id} leaves the cover that hid it$`), 'leavesCover', model],
  [new RegExp(`^${id} is revealed$`), 'revealed', model],
  [new RegExp(`^${id} panics: its operator is gone$`), 'panicsOperator', model],
  [new RegExp(`^${id} rallies$`), 'rallies', model],
  [
    new RegExp(`^${id} goes into fire readiness with (.+)$`),
    'fireReadiness',
    (m, n) => ({ model: n.model(m[1]), weapon: m[2] }),
  ],
  [new RegExp(`^${id} counter-attacks ${id}$`), 'counter', two],
  [new RegExp(`^${id} makes an opportunity attack on ${id}$`), 'opportunity', two],
  [
    new RegExp(`^${id} pushes ${id} back to \\((-?[\\d.]+), (-?[\\d.]+)\\)$`),
    'pushBack',
    (m, n) => ({ model: n.model(m[1]), other: n.model(m[2]), x: m[3], y: m[4] }),
  ],
  [/^round limit reached after (\d+) rounds: a draw$/, 'roundLimitDraw', (m) => ({ rounds: m[1] })],
  // Last: a power whose effect the engine plays (AD-79); the sentences above are more specific.
  [new RegExp(`^${id} uses (.+)$`), 'usesPower', (m, n) => ({ model: n.model(m[1]), power: m[2] })],
];

export function engineText(text: string, names: Names, t: Translate): string {
  for (const [re, key, words] of PATTERNS) {
    const m = re.exec(text);
    if (m) return t(`universalis:sim.said.${key}`, words(m, names, t));
  }
  return text;
}
