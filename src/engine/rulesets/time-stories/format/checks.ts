/**
 * Semantic checks of a deck (TS-32), run on a document that passed its schema. Every finding has a stable code, a
 * message for a designer (a message id and its arguments, rendered in the designer's language; see
 * src/engine/format/messages) and the JSON Pointer of the offending value; the format layer turns pointers into lines
 * and columns. Codes are listed in docs/decks.md.
 */
import { compileDeck, type CCard, type CEffect, type CompiledDeck } from '../rules/compile';
import { LETTERS, RESOURCE_COLOURS, textOf, type Deck } from '../rules/deck';
import { demanded, reachability, UNREACHED, type Reach } from '../rules/reach';
import { walkDeck } from '../rules/walk';
import { didYouMean as hint } from '../../../format/checks/common';
import { pathLeavesFolder } from '../../../format/checks/paths';
import { msg, renderMessage, type Arg, type Message, type MessageLanguage } from '../../../format/messages/index';
import { maxOf } from '../../../core/lists';

/** A deck finding before it is rendered: what the format layer places in the text and renders. */
export interface DeckMessageFinding {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: Message;
  pointer: string;
}

/** A deck finding with its message as text, in the language asked for. */
export interface DeckFinding {
  severity: 'error' | 'warning' | 'info';
  code: string;
  message: string;
  pointer: string;
}

const err = (code: string, pointer: string, message: Message): DeckMessageFinding => ({
  severity: 'error',
  code,
  message,
  pointer,
});
const warn = (code: string, pointer: string, message: Message): DeckMessageFinding => ({
  severity: 'warning',
  code,
  message,
  pointer,
});

/**
 * Every code the deck checks emit, with what it means. `duplicate-id` is shared with the other formats and listed there.
 * The format layer's code list includes these, so docs/formats.md explains them.
 */
export const DECK_CODES: Record<
  string,
  { severity: 'error' | 'warning' | 'info'; group: string; meaning: string }
> = {
  'duplicate-item-number': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'Two items carry the same green number; cards refer to items by number (TS-32.22).',
  },
  'duplicate-token-number': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'Two status tokens use the same physical token (1–24) of the box.',
  },
  'duplicate-resource-colour': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'One resource colour is described twice.',
  },
  'duplicate-location-name': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'Two locations share a name; names tell the time captain which cards to pull (TS-32.8).',
  },
  'duplicate-hotspot': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: "A location is drawn twice on the plan; only the first hotspot's access condition counts.",
  },
  'duplicate-letter': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'Two cards of one location (or of the base) have the same letter; letters A–H are unique (TS-32.6).',
  },
  'letter-gap': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'The letters of a location or of the base skip one (A, B, D…) (TS-32.6).',
  },
  'unknown-location': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'The start, a plan hotspot or a `go-to` names a location the deck does not have.',
  },
  'unknown-status-token': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A lock, condition or effect names a status token the deck does not define.',
  },
  'unknown-host': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A lock, condition or the simulator settings name a host the deck does not have.',
  },
  'unknown-item': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'A lock, condition, effect or starting equipment names an item number no item carries (TS-32.22).',
  },
  'unknown-skill': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: "A test, a host's dice or a modifier names a skill the deck does not define (TS-32.18).",
  },
  'unknown-failure': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A `failure` effect names a failure card the deck does not have.',
  },
  'resource-undescribed': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A resource colour is used but the deck never says what it stands for.',
  },
  'return-to-self': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'A card sends the team to the location it belongs to; a location change always leads elsewhere (TS-18.3.5, TS-32.9).',
  },
  'reveal-outside-location': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A `reveal` outside a location card (it names a card of the current location).',
  },
  'permit-outside-location': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A `permit` outside a location card (it names a card of the current location).',
  },
  'reveal-target-missing': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A `reveal` names a letter the location does not have (TS-32.16).',
  },
  'permit-target-missing': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A `permit` names a letter the location does not have.',
  },
  'reveal-self': { severity: 'error', group: 'Semantic: deck', meaning: 'A card reveals itself (TS-32.16).' },
  'permit-self': { severity: 'error', group: 'Semantic: deck', meaning: 'A card permits itself.' },
  'reveal-unlocked': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A `reveal` points at a card without lock: revealing it only saves a move (TS-32.16).',
  },
  'permit-not-forbidden': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A `permit` points at a card that is not forbidden, so it changes nothing.',
  },
  'base-card-a-missing': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'The base has no card A (TS-32.5).',
  },
  'card-a-missing': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A location has no card A, the story card that lists its cards (TS-10.2, TS-32.6).',
  },
  'card-a-not-a-slot': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'Card A carries a test, lock, symbol, effect or option; card A is a pure story card nobody stands on (TS-40.10).',
  },
  'card-a-list': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: "Card A's `lists` does not name exactly the location's cards (TS-10.2.2, TS-32.7).",
  },
  'lists-not-card-a': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: '`lists` on a card other than A is ignored.',
  },
  'mandatory-perishable': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A card is both mandatory and perishable (TS-32.15).',
  },
  'location-unreachable': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A location is neither on the plan nor the target of a `go-to` (TS-32.11).',
  },
  'location-never-open': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A location is on the plan but its access condition can never be met.',
  },
  'plan-too-small': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'Fewer than 2 locations on the plan: the team can never change location (TS-32.10).',
  },
  'start-not-on-plan': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'The start location is not on the plan, so the team can never come back to it.',
  },
  'failure-time-missing': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'No Mission failed card of type `time` (TS-32.26).',
  },
  'failure-time-ambiguous': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning:
      'Several `time` failure cards and an earlier one has no condition, so later ones are never read (TS-40.31).',
  },
  'failure-special-unused': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A `special` failure card no effect reads (TS-32.26).',
  },
  'hosts-too-few': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'Fewer hosts than the most players the deck is made for (TS-32.23).',
  },
  'shield-kind-repeated': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A test has two stacks of one shield kind (TS-32.17).',
  },
  'shield-kinds-too-many': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A test shows more than 3 kinds of shield (TS-19.1).',
  },
  'special-shield-undefined': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A test uses special shields but the deck has no `specialShield` rule (TS-32.20).',
  },
  'padlock-unrollable': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      "Nobody can roll a padlock test's skill (no host dice, no obtainable item): a softlock (TS-32.19).",
  },
  'test-unrollable': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: "Nobody can roll a test's skill (TS-32.19).",
  },
  'lock-never-granted': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'A lock needs a status token or item that no card grants and no host starts with (TS-32.12, TS-32.13).',
  },
  'lock-unobtainable': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'A lock needs something only granted by cards the team can never open first (TS-32.12, TS-32.25).',
  },
  'lock-circular': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A locked card can never be opened: what its locks need only comes after opening it.',
  },
  'mandatory-locked': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A mandatory card whose lock can never be met on arrival: a softlock (TS-32.15).',
  },
  'forbidden-unopenable': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A forbidden card that no `permit` or `reveal` opens (TS-32.14).',
  },
  'condition-never-granted': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'A condition asks for a status token or item nothing grants, so it never holds (TS-32.12).',
  },
  'success-missing': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning: 'No card leads to the Mission success card (no `"success"` effect) (TS-32.25).',
  },
  'success-unreachable': {
    severity: 'error',
    group: 'Semantic: deck',
    meaning:
      'The success card can never be read from the base with what the deck grants (relaxed reachability, TS-32.25).',
  },
  'status-unused': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'A status token nothing asks for (a red herring) or nothing grants at all (TS-32.28).',
  },
  'item-never-granted': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'An item nothing grants and no host starts with (TS-32.22).',
  },
  'item-unused': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'An item is granted but nothing asks for it and it gives no bonus: a red herring (TS-32.28).',
  },
  'agency-items-many': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'Many items carry the agency logo; later runs become much easier (TS-32.22).',
  },
  'box-limit': {
    severity: 'warning',
    group: 'Semantic: deck',
    meaning: 'More shields, dice, status tokens or LP tokens than one core box holds (TS-32.21).',
  },
};

/** TS-32.21: what one core box holds. */
export const BOX = { timeHeartSpecialPerKind: 7, normalShields: 40, dice: 6, statusTokens: 24, lpTokens: 30 };

const didYouMean = (id: string, known: readonly string[]): Message | '' =>
  hint(id, known) ||
  (known.length ? msg('hint-known', { known: known.map((k) => `\`${k}\``).join(', ') }) : '');

function duplicates<T>(
  list: readonly T[] | undefined,
  key: (t: T) => string | number,
  pointer: (i: number) => string,
  report: (k: string | number, p: string, first: string) => void,
) {
  const seen = new Map<string | number, string>();
  list?.forEach((t, i) => {
    const k = key(t);
    const first = seen.get(k);
    if (first !== undefined) report(k, pointer(i), first);
    else seen.set(k, pointer(i));
  });
}

function letterChecks(letters: readonly string[], base: string, what: Arg, out: DeckMessageFinding[]) {
  duplicates(
    letters,
    (l) => l,
    (i) => `${base}/${i}/letter`,
    (l, p, first) =>
      out.push(err('duplicate-letter', p, msg('duplicate-letter', { what, letter: l, first }))),
  );
  const sorted = [...new Set(letters)]
    .map((l) => LETTERS.indexOf(l as (typeof LETTERS)[number]))
    .sort((a, b) => a - b);
  const gaps = sorted.length
    ? LETTERS.slice(0, sorted[sorted.length - 1] + 1).filter((_, i) => !sorted.includes(i))
    : [];
  if (gaps.length && sorted.includes(0))
    out.push(warn('letter-gap', base, msg('letter-gap', { what, gaps: gaps.join(', ') })));
}

/** All checks of a schema-valid deck document, with their messages in `language` (English by default). */
export function deckChecks(doc: Deck, options: { language?: MessageLanguage } = {}): DeckFinding[] {
  return deckFindings(doc).map((f) => ({
    ...f,
    message: renderMessage(f.message, options.language ?? 'en'),
  }));
}

/** All checks of a schema-valid deck document, messages not yet rendered (the format layer renders them). */
export function deckFindings(doc: Deck): DeckMessageFinding[] {
  const out: DeckMessageFinding[] = [];
  const deck = compileDeck(doc);
  const reach = reachability(deck);
  checkIds(doc, out);
  checkReferences(doc, out);
  checkStructure(doc, deck, out);
  checkTests(doc, deck, reach, out);
  checkLocksAndReach(doc, deck, reach, out);
  checkUse(deck, out);
  checkBox(doc, deck, out);
  checkPicturePaths(doc, out);
  return out;
}

/** The keys that hold a picture path anywhere in a deck (the schema's `image` definition). */
const PICTURE_KEYS = new Set(['image', 'panorama', 'back']);

function checkPicturePaths(doc: Deck, out: DeckMessageFinding[]) {
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((x, i) => walk(x, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        const here = `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        const outside = PICTURE_KEYS.has(k) && typeof v === 'string' ? pathLeavesFolder(v, 'images/harbour-panorama.png') : undefined;
        if (outside) out.push(err('path-outside-folder', here, outside));
        else walk(v, here);
      }
    }
  };
  walk(doc, '');
}

function checkIds(doc: Deck, out: DeckMessageFinding[]) {
  const ids = (entries: readonly { id: string }[] | undefined, base: string, what: Message) =>
    duplicates(
      entries,
      (x) => x.id,
      (i) => `${base}/${i}/id`,
      (id, p, first) =>
        out.push(err('duplicate-id', p, msg('duplicate-id', { what, id: String(id), first }))),
    );
  ids(doc.locations, '/locations', msg('things-locations'));
  ids(doc.hosts, '/hosts', msg('things-hosts'));
  ids(doc.statusTokens, '/statusTokens', msg('things-status-tokens'));
  ids(doc.skills, '/skills', msg('things-skills'));
  ids(doc.failures, '/failures', msg('things-failure-cards'));
  duplicates(
    doc.items,
    (it) => it.number,
    (i) => `/items/${i}/number`,
    (n, p, first) =>
      out.push(err('duplicate-item-number', p, msg('duplicate-item-number', { number: n, first }))),
  );
  const physical = (doc.statusTokens ?? [])
    .map((t, i) => ({ token: t.token, i }))
    .filter((x) => x.token !== undefined);
  duplicates(
    physical,
    (x) => x.token!,
    (k) => `/statusTokens/${physical[k].i}/token`,
    (n, p, first) =>
      out.push(err('duplicate-token-number', p, msg('duplicate-token-number', { number: n, first }))),
  );
  duplicates(
    doc.resources,
    (r) => r.colour,
    (i) => `/resources/${i}/colour`,
    (c, p) => out.push(err('duplicate-resource-colour', p, msg('duplicate-resource-colour', { colour: c }))),
  );
  duplicates(
    doc.locations,
    (l) => textOf(l.name, doc.language ?? 'en').toLowerCase(),
    (i) => `/locations/${i}/name`,
    (n, p, first) =>
      out.push(err('duplicate-location-name', p, msg('duplicate-location-name', { name: n, first }))),
  );
  duplicates(
    doc.plan.hotspots,
    (h) => h.location,
    (i) => `/plan/hotspots/${i}/location`,
    (id, p) => out.push(warn('duplicate-hotspot', p, msg('duplicate-hotspot', { id }))),
  );
}

const CARD_REF_CODES = {
  reveal: { outside: 'reveal-outside-location', missing: 'reveal-target-missing', self: 'reveal-self' },
  permit: { outside: 'permit-outside-location', missing: 'permit-target-missing', self: 'permit-self' },
} as const;

function checkReferences(doc: Deck, out: DeckMessageFinding[]) {
  const locIds = doc.locations.map((l) => l.id);
  const tokenIds = (doc.statusTokens ?? []).map((t) => t.id);
  const hostIds = doc.hosts.map((h) => h.id);
  const skillIds = doc.skills.map((s) => s.id);
  const failureIds = doc.failures.map((f) => f.id);
  const itemNumbers = new Set((doc.items ?? []).map((i) => i.number));
  const resourceColours = new Set((doc.resources ?? []).map((r) => r.colour));
  const location = (id: string, p: string) => {
    if (!locIds.includes(id))
      out.push(err('unknown-location', p, msg('unknown-location', { id, hint: didYouMean(id, locIds) })));
  };
  const token = (id: string, p: string) => {
    if (!tokenIds.includes(id))
      out.push(
        err('unknown-status-token', p, msg('unknown-status-token', { id, hint: didYouMean(id, tokenIds) })),
      );
  };
  const host = (id: string, p: string) => {
    if (!hostIds.includes(id))
      out.push(err('unknown-host', p, msg('unknown-host', { id, hint: didYouMean(id, hostIds) })));
  };
  const item = (n: number, p: string) => {
    if (!itemNumbers.has(n)) out.push(err('unknown-item', p, msg('unknown-item', { number: n })));
  };
  const skill = (id: string, p: string) => {
    if (!skillIds.includes(id))
      out.push(err('unknown-skill', p, msg('unknown-skill', { id, hint: didYouMean(id, skillIds) })));
  };
  const colour = (c: string, p: string) => {
    if (!resourceColours.has(c as (typeof RESOURCE_COLOURS)[number]))
      out.push(warn('resource-undescribed', p, msg('resource-undescribed', { colour: c })));
  };

  location(doc.run.start, '/run/start');
  doc.plan.hotspots.forEach((h, i) => location(h.location, `/plan/hotspots/${i}/location`));
  doc.simulator?.hosts?.forEach((h, i) => host(h, `/simulator/hosts/${i}`));
  doc.hosts.forEach((h, hi) => {
    Object.keys(h.dice).forEach((s) => skill(s, `/hosts/${hi}/dice/${s}`));
    h.equipment?.forEach((n, k) => item(n, `/hosts/${hi}/equipment/${k}`));
    h.modifiers?.forEach((m, k) =>
      m.dice
        ? skill(m.dice.skill, `/hosts/${hi}/modifiers/${k}/dice/skill`)
        : m.hits?.skill && skill(m.hits.skill, `/hosts/${hi}/modifiers/${k}/hits/skill`),
    );
  });
  doc.items?.forEach((it, ii) =>
    it.modifiers?.forEach((m, k) =>
      m.dice
        ? skill(m.dice.skill, `/items/${ii}/modifiers/${k}/dice/skill`)
        : m.hits?.skill && skill(m.hits.skill, `/items/${ii}/modifiers/${k}/hits/skill`),
    ),
  );
  doc.locations.forEach((l, li) =>
    l.cards.forEach((c, ci) => c.test && skill(c.test.skill, `/locations/${li}/cards/${ci}/test/skill`)),
  );

  walkDeck(doc, {
    lock(k, p) {
      if (k === 'whole-team') return;
      if (k.status !== undefined) token(k.status, `${p}/status`);
      k['all-status']?.forEach((t, i) => token(t, `${p}/all-status/${i}`));
      k.hosts?.forEach((h, i) => host(h, `${p}/hosts/${i}`));
      if (k['hosts-with-key']) {
        k['hosts-with-key'].hosts.forEach((h, i) => host(h, `${p}/hosts-with-key/hosts/${i}`));
        item(k['hosts-with-key'].item, `${p}/hosts-with-key/item`);
      }
    },
    condition(c, p) {
      if (c['has-status'] !== undefined) token(c['has-status'], `${p}/has-status`);
      c['has-all-status']?.forEach((t, i) => token(t, `${p}/has-all-status/${i}`));
      if (c['has-item'] !== undefined) item(c['has-item'], `${p}/has-item`);
      c['host-present']?.forEach((h, i) => host(h, `${p}/host-present/${i}`));
      if (c['resource-at-least']) colour(c['resource-at-least'].colour, `${p}/resource-at-least/colour`);
    },
    effect(e, p, site) {
      if (e === 'success') return;
      if (e['gain-item'] !== undefined) item(e['gain-item'], `${p}/gain-item`);
      if (e['lose-item'] !== undefined) item(e['lose-item'], `${p}/lose-item`);
      if (e['gain-status'] !== undefined) token(e['gain-status'], `${p}/gain-status`);
      if (e['lose-status'] !== undefined) token(e['lose-status'], `${p}/lose-status`);
      if (e.resource) colour(e.resource.colour, `${p}/resource/colour`);
      if (e.failure !== undefined && !failureIds.includes(e.failure))
        out.push(
          err(
            'unknown-failure',
            `${p}/failure`,
            msg('unknown-failure', { id: e.failure, hint: didYouMean(e.failure, failureIds) }),
          ),
        );
      if (e['go-to'] !== undefined) {
        location(e['go-to'], `${p}/go-to`);
        if (site.location >= 0 && doc.locations[site.location].id === e['go-to']) {
          out.push(err('return-to-self', `${p}/go-to`, msg('return-to-self', { id: e['go-to'] })));
        }
      }
      for (const key of ['reveal', 'permit'] as const) {
        const letter = e[key];
        if (letter === undefined) continue;
        const code = CARD_REF_CODES[key];
        if (site.location < 0) {
          out.push(err(code.outside, `${p}/${key}`, msg('card-ref-outside-location', { key })));
          continue;
        }
        const loc = doc.locations[site.location];
        const target = loc.cards.find((c) => c.letter === letter);
        if (!target)
          out.push(
            err(
              code.missing,
              `${p}/${key}`,
              msg(code.missing, { location: textOf(loc.name, doc.language ?? 'en'), letter }),
            ),
          );
        else if (site.card >= 0 && loc.cards[site.card].letter === letter)
          out.push(err(code.self, `${p}/${key}`, msg(code.self)));
        else if (key === 'reveal' && !target.locks?.length && !target.symbols?.includes('forbidden')) {
          out.push(warn('reveal-unlocked', `${p}/${key}`, msg('reveal-unlocked', { letter })));
        } else if (key === 'permit' && !target.symbols?.includes('forbidden')) {
          out.push(warn('permit-not-forbidden', `${p}/${key}`, msg('permit-not-forbidden', { letter })));
        }
      }
    },
  });
}

function checkStructure(doc: Deck, deck: CompiledDeck, out: DeckMessageFinding[]) {
  letterChecks(
    doc.base.cards.map((c) => c.letter),
    '/base/cards',
    msg('subject-base'),
    out,
  );
  if (!doc.base.cards.some((c) => c.letter === 'A'))
    out.push(err('base-card-a-missing', '/base/cards', msg('base-card-a-missing')));
  doc.locations.forEach((l, li) => {
    const name = textOf(l.name, doc.language ?? 'en');
    const base = `/locations/${li}/cards`;
    letterChecks(
      l.cards.map((c) => c.letter),
      base,
      `\`${name}\``,
      out,
    );
    const ai = l.cards.findIndex((c) => c.letter === 'A');
    if (ai < 0) {
      out.push(err('card-a-missing', base, msg('card-a-missing', { name })));
    } else {
      const a = l.cards[ai];
      const extras = (['locks', 'symbols', 'test', 'effects', 'options'] as const).filter((k) => {
        const v = a[k];
        return Array.isArray(v) ? v.length > 0 : v !== undefined;
      });
      if (extras.length)
        out.push(
          err(
            'card-a-not-a-slot',
            `${base}/${ai}`,
            msg('card-a-not-a-slot', { name, extras: extras.join(', ') }),
          ),
        );
      if (a.lists) {
        const letters = [...new Set(l.cards.map((c) => c.letter))].sort();
        const listed = [...a.lists].sort();
        if (letters.join() !== listed.join()) {
          out.push(
            err(
              'card-a-list',
              `${base}/${ai}/lists`,
              msg('card-a-list', {
                name,
                listed: listed.join(', ') || msg('nothing'),
                letters: letters.join(', '),
              }),
            ),
          );
        }
      }
    }
    l.cards.forEach((c, ci) => {
      if (c.letter !== 'A' && c.lists)
        out.push(warn('lists-not-card-a', `${base}/${ci}/lists`, msg('lists-not-card-a')));
      if (c.symbols?.includes('mandatory') && c.symbols.includes('perishable'))
        out.push(warn('mandatory-perishable', `${base}/${ci}/symbols`, msg('mandatory-perishable')));
    });
  });
  const onPlan = new Set(doc.plan.hotspots.map((h) => h.location));
  const goTo = new Set<string>();
  walkDeck(doc, { effect: (e) => e !== 'success' && e['go-to'] !== undefined && goTo.add(e['go-to']) });
  doc.locations.forEach((l, li) => {
    if (!onPlan.has(l.id) && !goTo.has(l.id) && l.id !== doc.run.start) {
      out.push(warn('location-unreachable', `/locations/${li}`, msg('location-unreachable', { id: l.id })));
    }
  });
  if (onPlan.size < 2) out.push(warn('plan-too-small', '/plan/hotspots', msg('plan-too-small')));
  if (!doc.failures.some((f) => f.type === 'time'))
    out.push(err('failure-time-missing', '/failures', msg('failure-time-missing')));
  const timeCards = doc.failures.map((f, i) => ({ f, i })).filter(({ f }) => f.type === 'time');
  timeCards.slice(0, -1).forEach(({ f, i }) => {
    if (!f.condition)
      out.push(warn('failure-time-ambiguous', `/failures/${i}`, msg('failure-time-ambiguous', { id: f.id })));
  });
  const named = new Set<string>();
  walkDeck(doc, { effect: (e) => e !== 'success' && e.failure !== undefined && named.add(e.failure) });
  doc.failures.forEach((f, i) => {
    if (f.type === 'special' && !named.has(f.id))
      out.push(err('failure-special-unused', `/failures/${i}`, msg('failure-special-unused', { id: f.id })));
  });
  const maxPlayers = doc.players?.max ?? 4;
  if (doc.hosts.length < maxPlayers)
    out.push(
      warn('hosts-too-few', '/hosts', msg('hosts-too-few', { hosts: doc.hosts.length, players: maxPlayers })),
    );
  if (deck.start >= 0 && deck.locations[deck.start].onPlan === false && onPlan.size > 0) {
    out.push(warn('start-not-on-plan', '/run/start', msg('start-not-on-plan')));
  }
}

function checkTests(doc: Deck, deck: CompiledDeck, reach: Reach, out: DeckMessageFinding[]) {
  for (const card of deck.cards) {
    const t = card.test;
    if (!t) continue;
    const p = `${card.pointer}/test`;
    const seen = new Set<number>();
    t.kinds.forEach((k, i) => {
      if (seen.has(k))
        out.push(err('shield-kind-repeated', `${p}/shields/${i}/kind`, msg('shield-kind-repeated')));
      seen.add(k);
    });
    if (seen.size > 3)
      out.push(
        err('shield-kinds-too-many', `${p}/shields`, msg('shield-kinds-too-many', { count: seen.size })),
      );
    if (t.kinds.includes(4) && deck.special.length === 0) {
      out.push(err('special-shield-undefined', `${p}/shields`, msg('special-shield-undefined')));
    }
    if (t.skill >= 0 && !reach.testPassable[card.index] && reach.cards[card.index] !== UNREACHED) {
      const args = {
        skill: deck.skills[t.skill],
        items: deck.items.some((it) => it.dice[t.skill] > 0) ? msg('unrollable-no-item') : '',
      };
      out.push(
        t.padlock
          ? err('padlock-unrollable', `${p}/skill`, msg('padlock-unrollable', args))
          : warn('test-unrollable', `${p}/skill`, msg('test-unrollable', args)),
      );
    }
  }
}

function granters(deck: CompiledDeck) {
  const tokenBy: CCard[][] = deck.tokens.map(() => []);
  const itemBy: CCard[][] = deck.items.map(() => []);
  const revealBy: CCard[][] = deck.cards.map(() => []);
  let success: CCard[] = [];
  const visit = (card: CCard | null, effects: CEffect[]) => {
    for (const e of effects) {
      if (e.t === 'gain-status' && e.token >= 0 && card) tokenBy[e.token].push(card);
      else if (e.t === 'gain-item' && e.item >= 0 && card) itemBy[e.item].push(card);
      else if ((e.t === 'reveal' || e.t === 'permit') && e.card >= 0 && card) revealBy[e.card].push(card);
      else if (e.t === 'success' && card) success = [...success, card];
      else if (e.t === 'if') {
        visit(card, e.then);
        visit(card, e.else);
      }
    }
  };
  for (const card of deck.cards) {
    visit(card, card.effects);
    if (card.test) visit(card, card.test.onPass);
    for (const o of card.options) visit(card, o.effects);
  }
  return { tokenBy, itemBy, revealBy, success };
}

function checkLocksAndReach(doc: Deck, deck: CompiledDeck, reach: Reach, out: DeckMessageFinding[]) {
  const g = granters(deck);
  const equipment = new Set(deck.hosts.flatMap((h) => h.equipment));
  const where = (cards: CCard[]) =>
    cards.map((c) => `${deck.locations[c.location].id} ${'ABCDEFGH'[c.letter]}`).join(', ');
  const needToken = (token: number, pointer: string, what: Message) => {
    if (token < 0) return;
    const id = deck.tokens[token];
    if (g.tokenBy[token].length === 0)
      out.push(err('lock-never-granted', pointer, msg('lock-token-never-granted', { what, id })));
    else if (reach.tokens[token] === UNREACHED)
      out.push(
        err(
          'lock-unobtainable',
          pointer,
          msg('lock-token-unobtainable', {
            what,
            id,
            cards: where(g.tokenBy[token]),
            count: g.tokenBy[token].length,
          }),
        ),
      );
  };
  const needItem = (item: number, pointer: string, what: Message) => {
    if (item < 0) return;
    const n = deck.items[item].number;
    if (g.itemBy[item].length === 0 && !equipment.has(item))
      out.push(err('lock-never-granted', pointer, msg('lock-item-never-granted', { what, number: n })));
    else if (reach.items[item] === UNREACHED)
      out.push(
        err(
          'lock-unobtainable',
          pointer,
          msg('lock-item-unobtainable', {
            what,
            number: n,
            cards: where(g.itemBy[item]),
            count: g.itemBy[item].length,
          }),
        ),
      );
  };
  for (const card of deck.cards) {
    const label = msg('subject-card-of', {
      letter: 'ABCDEFGH'[card.letter],
      location: deck.locations[card.location].id,
    });
    card.locks.forEach((k, i) => {
      const p = `${card.pointer}/locks/${i}`;
      if (k.t === 'status') needToken(k.token, `${p}/status`, label);
      else if (k.t === 'all-status') k.tokens.forEach((t, j) => needToken(t, `${p}/all-status/${j}`, label));
      else if (k.t === 'key') needItem(k.item, `${p}/hosts-with-key/item`, label);
    });
    if (card.forbidden && g.revealBy[card.index].length === 0) {
      out.push(
        warn('forbidden-unopenable', `${card.pointer}/symbols`, msg('forbidden-unopenable', { what: label })),
      );
    }
    const locReached = reach.locations[card.location] !== UNREACHED;
    if (card.letter > 0 && locReached && reach.cards[card.index] === UNREACHED) {
      if (card.mandatory)
        out.push(err('mandatory-locked', card.pointer, msg('mandatory-locked', { what: label })));
      else if (card.locks.length > 0 && !out.some((f) => f.pointer.startsWith(`${card.pointer}/locks`))) {
        out.push(err('lock-circular', `${card.pointer}/locks`, msg('lock-circular', { what: label })));
      }
    }
  }
  // Conditions in a positive sense need a granter too (TS-32.12); under `not` asking for nothing is harmless.
  walkDeck(doc, {
    condition(c, p, site) {
      if (site.negated) return;
      const tokenIds = deck.tokens;
      const ask = (id: string, ptr: string) => {
        const t = tokenIds.indexOf(id);
        if (t >= 0 && g.tokenBy[t].length === 0)
          out.push(err('condition-never-granted', ptr, msg('condition-token-never-granted', { id })));
      };
      if (c['has-status'] !== undefined) ask(c['has-status'], `${p}/has-status`);
      c['has-all-status']?.forEach((id, i) => ask(id, `${p}/has-all-status/${i}`));
      if (c['has-item'] !== undefined) {
        const it = deck.itemByNumber.get(c['has-item']);
        if (it !== undefined && g.itemBy[it].length === 0 && !equipment.has(it))
          out.push(
            err(
              'condition-never-granted',
              `${p}/has-item`,
              msg('condition-item-never-granted', { number: c['has-item'] }),
            ),
          );
      }
    },
  });
  if (g.success.length === 0) {
    out.push(err('success-missing', '/success', msg('success-missing')));
  } else if (reach.success === UNREACHED) {
    out.push(
      err(
        'success-unreachable',
        g.success[0].pointer,
        msg('success-unreachable', { cards: where(g.success) }),
      ),
    );
  }
  deck.locations.forEach((l) => {
    if (reach.locations[l.index] === UNREACHED && (l.onPlan || l.index === deck.start)) {
      out.push(warn('location-never-open', l.pointer, msg('location-never-open', { id: l.id })));
    }
  });
}

function checkUse(deck: CompiledDeck, out: DeckMessageFinding[]) {
  const g = granters(deck);
  const want = demanded(deck);
  const equipment = new Set(deck.hosts.flatMap((h) => h.equipment));
  deck.tokens.forEach((id, t) => {
    const p = `/statusTokens/${t}`;
    if (g.tokenBy[t].length === 0) {
      if (!want.tokens[t]) out.push(warn('status-unused', p, msg('status-never-used', { id })));
    } else if (!want.tokens[t]) {
      out.push(warn('status-unused', p, msg('status-red-herring', { id })));
    }
  });
  deck.items.forEach((it) => {
    if (g.itemBy[it.index].length === 0 && !equipment.has(it.index)) {
      out.push(warn('item-never-granted', it.pointer, msg('item-never-granted', { number: it.number })));
    } else if (!want.items[it.index]) {
      out.push(warn('item-unused', it.pointer, msg('item-unused', { number: it.number })));
    }
  });
  const agency = deck.items.filter((it) => it.agency).length;
  if (agency > Math.max(3, Math.ceil(deck.items.length / 2)))
    out.push(
      warn('agency-items-many', '/items', msg('agency-items-many', { agency, total: deck.items.length })),
    );
}

function checkBox(doc: Deck, deck: CompiledDeck, out: DeckMessageFinding[]) {
  const perLocation = deck.locations.map(() => 0);
  for (const card of deck.cards) {
    if (!card.test) continue;
    card.test.kinds.forEach((k, i) => {
      const n = card.test!.counts[i];
      if (k >= 2 && n > BOX.timeHeartSpecialPerKind)
        out.push(
          warn(
            'box-limit',
            `${card.pointer}/test/shields/${i}/count`,
            msg('box-shields-of-kind', { max: BOX.timeHeartSpecialPerKind, count: n }),
          ),
        );
      if (k <= 1) perLocation[card.location] += n;
    });
  }
  perLocation.forEach((n, li) => {
    if (n > BOX.normalShields)
      out.push(
        warn(
          'box-limit',
          `/locations/${li}`,
          msg('box-normal-shields', { count: n, max: BOX.normalShields }),
        ),
      );
  });
  deck.hosts.forEach((h, hi) => {
    deck.skills.forEach((s, k) => {
      const best = h.dice[k] + maxOf(deck.items.map((it) => it.dice[k]), 0);
      if (h.dice[k] > 0 && best > BOX.dice)
        out.push(
          warn(
            'box-limit',
            `/hosts/${hi}/dice/${s}`,
            msg('box-dice', { host: h.id, count: best, skill: s, max: BOX.dice }),
          ),
        );
    });
  });
  if ((doc.statusTokens?.length ?? 0) > BOX.statusTokens)
    out.push(
      warn(
        'box-limit',
        '/statusTokens',
        msg('box-status-tokens', { count: doc.statusTokens!.length, max: BOX.statusTokens }),
      ),
    );
  const lp = deck.hosts
    .map((h) => h.lp)
    .sort((a, b) => b - a)
    .slice(0, 4)
    .reduce((a, b) => a + b, 0);
  if (lp > BOX.lpTokens)
    out.push(warn('box-limit', '/hosts', msg('box-lp-tokens', { count: lp, max: BOX.lpTokens })));
}
