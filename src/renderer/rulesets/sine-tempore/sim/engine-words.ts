/**
 * The engine words a few things itself: why an enemy chose its target (D-15…D-19), why a group entered combat,
 * what a roll was for, why a model stopped or lost its attack. Those sentences are made from a handful of
 * templates (ai.ts, triggers.ts, combat.ts, actions.ts, turn.ts); they are recognised here and said again in the
 * designer's language with the catalog's and the mission's names. Anything not recognised keeps the engine's
 * words, so a new engine sentence is never lost, only left in English.
 */
import type { NameBook } from './names';
import type { Translate } from './log-text';
import { reasonText } from './reasons';

const NS = 'mission-sim:engine.';

/** Turns model ids into names (heroes by their catalog name, enemies by their id, as the log does). */
export type Who = (id: string) => string;

type Rule = [RegExp, (m: RegExpExecArray, t: Translate, who: Who, names: NameBook) => string];

function match(rules: readonly Rule[], text: string, t: Translate, who: Who, names: NameBook): string {
  for (const [re, say] of rules) {
    const m = re.exec(text);
    if (m) return say(m, t, who, names);
  }
  return text;
}

const ID = '(\\S+)';

const AI: readonly Rule[] = [
  [
    new RegExp(`^${ID} targets ${ID}: (no objective|TV (-?\\d+) ≥ objective (-?\\d+)), distance (\\d+)(?:, highest TV of (\\d+) in its control area)?$`),
    (m, t, who) =>
      t(NS + 'ai.targets', {
        model: who(m[1]),
        hero: who(m[2]),
        why: m[4] === undefined ? t(NS + 'ai.noObjective') : t(NS + 'ai.tvOverObjective', { tv: m[4], objective: m[5] }),
        distance: m[6],
        others: m[7] === undefined ? '' : t(NS + 'ai.others', { n: m[7] }),
      }),
  ],
  [
    new RegExp(`^${ID} pursues its objective: no hero in its control area with TV ≥ (-?\\d+)$`),
    (m, t, who) => t(NS + 'ai.pursues', { model: who(m[1]), objective: m[2] }),
  ],
  [
    new RegExp(`^${ID} targets ${ID}: closest hero \\((no path|(\\d+) AP away), distance (\\d+)\\), none in its control area$`),
    (m, t, who) =>
      t(NS + 'ai.closest', { model: who(m[1]), hero: who(m[2]), far: m[4] === undefined ? t(NS + 'ai.noPath') : t(NS + 'ai.apAway', { ap: m[4] }), distance: m[5] }),
  ],
  [
    new RegExp(`^${ID} heads for ${ID}: no hero it can attack from any square, so it closes in on the closest$`),
    (m, t, who) => t(NS + 'ai.headsFor', { model: who(m[1]), hero: who(m[2]) }),
  ],
  [new RegExp(`^${ID} has no hero to pursue$`), (m, t, who) => t(NS + 'ai.nobody', { model: who(m[1]) })],
];

/** Where an effect came from: `event <id>`, `object <id>`, or a spawn caused by one of them. */
function source(text: string, t: Translate, who: Who, names: NameBook): string {
  return match(SOURCES, text, t, who, names);
}

const SOURCES: readonly Rule[] = [
  [new RegExp(`^event ${ID}$`), (m, t, _who, names) => t(NS + 'why.event', { event: names.event(m[1]) })],
  [new RegExp(`^object ${ID}$`), (m, t, _who, names) => t(NS + 'why.object', { object: names.of('objects', m[1]) ?? m[1] })],
  [/^spawned by (.+)$/, (m, t, who, names) => t(NS + 'why.spawnedBy', { source: source(m[1], t, who, names) })],
];

const WHY: readonly Rule[] = [
  [new RegExp(`^${ID} is on the tile of ${ID}$`), (m, t, who) => t(NS + 'why.onTile', { hero: who(m[1]), model: who(m[2]) })],
  [new RegExp(`^${ID} is in the control area of ${ID}$`), (m, t, who) => t(NS + 'why.inControlArea', { hero: who(m[1]), model: who(m[2]) })],
  [new RegExp(`^${ID} attacks ${ID}$`), (m, t, who) => t(NS + 'why.attacks', { attacker: who(m[1]), target: who(m[2]) })],
  [new RegExp(`^${ID}'s (.+) strikes ${ID}$`), (m, t, who, names) => t(NS + 'why.strikes', { attacker: who(m[1]), weapon: names.weapon(m[2]), target: who(m[3]) })],
  [new RegExp(`^${ID} is no longer a valid target$`), (m, t, who) => t(NS + 'why.noLongerTarget', { target: who(m[1]) })],
  [/^acted in a reaction$/, (_m, t) => t(NS + 'why.actedInReaction')],
  [/^engaged by a reaction$/, (_m, t) => t(NS + 'why.engagedByReaction')],
  ...SOURCES,
];

const PURPOSE: readonly Rule[] = [
  [/^put out the fire$/, (_m, t) => t(NS + 'purpose.fire')],
  [/^Soul Breaker attack$/, (_m, t, _who, names) => t(NS + 'purpose.soulBreaker', { status: names.status('soul-breaker') })],
  [/^collateral defence$/, (_m, t) => t(NS + 'purpose.collateral')],
  [/^Resilience$/, (_m, _t, _who, names) => names.status('resilience')],
  [new RegExp(`^attack ${ID} with (.+)$`), (m, t, who, names) => t(NS + 'purpose.attack', { target: who(m[1]), weapon: names.weapon(m[2]) })],
  [/^psionic test for (.+)$/, (m, t, _who, names) => t(NS + 'purpose.psionic', { weapon: names.weapon(m[1]) })],
  [/^area attack with (.+)$/, (m, t, _who, names) => t(NS + 'purpose.area', { weapon: names.weapon(m[1]) })],
  [new RegExp(`^defend against ${ID}'s (.+)$`), (m, t, who, names) => t(NS + 'purpose.defend', { attacker: who(m[1]), weapon: names.weapon(m[2]) })],
];

const XY = '\\[(\\d+), (\\d+)\\]';

/** Why a path cannot be walked (actions.ts whyIllegal). */
const PATH: readonly Rule[] = [
  [new RegExp(`^${XY} is not orthogonally adjacent to the previous square, or a wall is in the way$`), (m, t) => t(NS + 'refusal.notAdjacent', { at: `${m[1]}, ${m[2]}` })],
  [new RegExp(`^${XY} cannot be crossed$`), (m, t) => t(NS + 'refusal.cannotCross', { at: `${m[1]}, ${m[2]}` })],
  [/^it cannot end on its last square \(occupied or impassable\)$/, (_m, t) => t(NS + 'refusal.cannotEnd')],
];

/**
 * The refusals a designer meets in test-play: the listed actions are legal, so a refusal comes from a square
 * picked on the board (too far, no way through, the hero held in place) or from a game that is already over.
 */
const REFUSAL: readonly Rule[] = [
  [
    new RegExp(`^this movement costs (\\d+) AP and ${ID} has (\\d+) AP left$`),
    (m, t, who) => t(NS + 'refusal.moveCost', { cost: m[1], who: who(m[2]), ap: m[3] }),
  ],
  [new RegExp(`^${ID} is Engaged and can only move with a Disengage action \\(ST-26\\.4\\)$`), (m, t, who) => t(NS + 'refusal.engaged', { who: who(m[1]) })],
  [new RegExp(`^${ID} is Nailed Down and cannot move this activation \\(ST-42\\.5\\)$`), (m, t, who) => t(NS + 'refusal.nailed', { who: who(m[1]) })],
  [/^the path leaves the board$/, (_m, t) => t(NS + 'refusal.offBoard')],
  [
    new RegExp(`^${ID} cannot move along that path: (.+)$`),
    (m, t, who, names) => t(NS + 'refusal.path', { who: who(m[1]), why: match(PATH, m[2], t, who, names) }),
  ],
  [/^the game is over \((.+)\)$/, (m, t, _who, names) => t(NS + 'refusal.over', { reason: reasonText(t, names, m[1]) })],
];

/** Why the engine refused the designer's action, in the UI language. */
export function refusalText(t: Translate, who: Who, names: NameBook, reason: string): string {
  return match(REFUSAL, reason, t, who, names);
}

/** An AI decision's reason (D-15…D-19) in the UI language. */
export function aiReasonText(t: Translate, who: Who, names: NameBook, reason: string): string {
  return match(AI, reason, t, who, names);
}

/** Why a group entered combat, a model did not activate, stopped or lost its attack. */
export function whyText(t: Translate, who: Who, names: NameBook, why: string): string {
  return match(WHY, why, t, who, names);
}

/** What a roll was for, to follow "Roll for". */
export function purposeText(t: Translate, who: Who, names: NameBook, purpose: string): string {
  return match(PURPOSE, purpose, t, who, names);
}
