/**
 * Why the rules refuse a move, in the UI language. The engine says it in English, with model and piece ids and
 * numbers in it; the refusals a person meets when moving to a picked point are recognised here and said again with
 * the models' names. Anything else keeps the engine's words (tests pin the engine's sentences this reads).
 */
import type { Translate } from './action-text';
import type { Names } from './names';

type Words = (m: RegExpExecArray, names: Names, t: Translate) => string;

const key = (k: string) => `universalis:sim.refusal.${k}`;
const id = '([\\w.:-]+)';
const num = '(-?[\\d.]+)';

const PATTERNS: [RegExp, Words][] = [
  [
    new RegExp(
      `^the move needs ${num} cm but ${id} may move ${num} cm( \\(halved: difficult terrain, UN-9\\.4\\.2\\))?$`,
    ),
    (m, n, t) =>
      t(key(m[4] ? 'tooFarHalved' : 'tooFar'), { cost: m[1], model: n.model(m[2]), allowance: m[3] }),
  ],
  [
    new RegExp(`^${id} has ${num} AP, the action costs ${num} \\(UN-6\\.0\\.2\\)$`),
    (m, n, t) => t(key('ap'), { model: n.model(m[1]), ap: m[2], cost: m[3] }),
  ],
  [
    new RegExp(`^${id} is stationary and cannot move \\(UN-8\\.1\\)$`),
    (m, n, t) => t(key('stationary'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(`^${id}'s movement zone is destroyed \\(UN-18\\.3\\.4\\)$`),
    (m, n, t) => t(key('moveDestroyed'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(`^the path crosses ${id}'s base \\(AD-25\\)$`),
    (m, n, t) => t(key('crossesBase'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(`^the base does not fit past ${id}$`),
    (m, n, t) => t(key('noRoomPast'), { piece: n.piece(m[1]) }),
  ],
  [/^the path enters impassable terrain \(UN-9\.4\.3\)$/, (_, __, t) => t(key('impassable'))],
  [
    new RegExp(`^a colossus cannot enter ${id} \\(UN-18\\.2\\.2\\)$`),
    (m, n, t) => t(key('colossus'), { piece: n.piece(m[1]) }),
  ],
  [
    new RegExp(`^a climb of ${num} cm is more than twice the profile height \\(UN-8\\.7\\.1\\)$`),
    (m, _, t) => t(key('climb'), { cm: m[1] }),
  ],
  [
    new RegExp(`^a drop of ${num} cm: climb down a ladder or drop from the edge \\(UN-8\\.8\\)$`),
    (m, _, t) => t(key('drop'), { cm: m[1] }),
  ],
  [/^the base would leave the table$/, (_, __, t) => t(key('offTable'))],
  [
    new RegExp(`^the base would stand inside ${id}$`),
    (m, n, t) => t(key('inside'), { piece: n.piece(m[1]) }),
  ],
  [
    new RegExp(`^the base would overlap ${id}'s \\(AD-25\\)$`),
    (m, n, t) => t(key('overlap'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(`^the move would end less than 3 cm from ${id} \\(UN-8\\.3\\.2\\)$`),
    (m, n, t) => t(key('tooClose'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(`^${id} is burning and can take no actions \\(UN-11\\.1\\.1\\)$`),
    (m, n, t) => t(key('burning'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(`^${id} panics and only flees \\(UN-11\\.4\\.1\\)$`),
    (m, n, t) => t(key('panic'), { model: n.model(m[1]) }),
  ],
  [
    new RegExp(
      `^${id} is in melee: only Attack, Reckless attack, Disengage and Use power \\(UN-15\\.0\\.2\\)$`,
    ),
    (m, n, t) => t(key('inMelee'), { model: n.model(m[1]) }),
  ],
  // Use trait / Use equipment / a power's hook (AD-79): the card text's name, then why its target will not do.
  [
    /^(.+): it needs an? (friend|enemy|standard|telematon|colossus) as its target$/,
    (m, _, t) => t(key('hookTarget'), { what: m[1], target: t(key(`target.${m[2]}`)) }),
  ],
  [/^(.+): it is used on the model itself$/, (m, _, t) => t(key('hookSelf'), { what: m[1] })],
  [
    new RegExp(`^(.+): ${id} is out of its range \\(${num} cm\\)$`),
    (m, n, t) => t(key('hookRange'), { what: m[1], model: n.model(m[2]), cm: m[3] }),
  ],
  [
    new RegExp(`^(.+): ${id} is camouflaged and not revealed$`),
    (m, n, t) => t(key('hookCamouflaged'), { what: m[1], model: n.model(m[2]) }),
  ],
  [/^(.+) has no uses left( \(UN-7\.3\))?$/, (m, _, t) => t(key('noUses'), { what: m[1] })],
];

export function refusalText(reason: string, names: Names, t: Translate): string {
  for (const [re, words] of PATTERNS) {
    const m = re.exec(reason);
    if (m) return words(m, names, t);
  }
  return reason;
}
