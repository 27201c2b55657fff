import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { countKeysOf, flat, numberChecker, PLURAL, type Agreement } from '../../shell/renderer/support/plurals';
import { compileDeck } from '../../../../src/engine/rulesets/time-stories/rules/compile';
import type { Deck } from '../../../../src/engine/rulesets/time-stories/rules/deck';
import { runBatch, simulateOne } from '../../../../src/engine/rulesets/time-stories/batch/batch';
import { addMessages, createI18n, LANGUAGES, type Language } from '../../../../src/renderer/i18n';
import { deckMessages } from '../../../../src/renderer/rulesets/time-stories/deck/messages';
import { failureCardOf, failureEnding } from '../../../../src/renderer/rulesets/time-stories/deck/report-words';
import { logLine } from '../../../../src/renderer/rulesets/time-stories/deck/DeckSimulatorPane';

const sample = (): Deck => JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8'));

function words(lang: Language) {
  const i = createI18n(lang);
  addMessages(i, 'deck', deckMessages);
  return (k: string, o?: Record<string, unknown>) => i.t(k, o ?? {}) as string;
}


const countKeys = countKeysOf(deckMessages.en);

/**
 * Words whose number must agree with the count before them: after 1 (and 0 in French) never the plural, after 2
 * never the singular. The head noun is judged: in English and German the last listed word of the two after the
 * number ("1 blank shield", "2 skull shields"), in French the first of the three ("2 boucliers crâne").
 */
const AGREEMENT: Agreement = {
  en: {
    singular: ['card', 'die', 'hit', 'skull', 'run', 'shield', 'campaign', 'game', 'wound', 'problem'],
    plural: ['cards', 'dice', 'hits', 'skulls', 'runs', 'shields', 'campaigns', 'games', 'wounds', 'problems'],
  },
  de: {
    singular: ['Karte', 'Durchlauf', 'Schild', 'Kampagne', 'Problem', 'leeres', 'besonderes'],
    plural: ['Karten', 'Durchläufe', 'Schilde', 'Kampagnen', 'Probleme', 'leere', 'besondere'],
  },
  fr: {
    singular: ['carte', 'dé', 'crâne', 'run', 'bouclier', 'restante', 'restant', 'vierge', 'spécial', 'campagne'],
    plural: ['cartes', 'dés', 'crânes', 'runs', 'boucliers', 'restantes', 'restants', 'vierges', 'spéciaux', 'campagnes'],
  },
};

const wrongNumber = numberChecker(AGREEMENT);

describe('counted messages agree with their number', () => {
  test('the deck studio has counted messages, and the check finds "1 hits"-style text', () => {
    expect(countKeys).toEqual(expect.arrayContaining(['count.cards', 'count.hits', 'count.dice', 'count.skulls', 'count.tuLeft', 'count.shield.skull']));
    expect(wrongNumber('en', 1, 'Maëla rolls 2 dice: 1 hits, 0 skulls.')).toBe('1 hits');
    expect(wrongNumber('en', 2, '2 blank shield')).toBe('2 blank shield');
    expect(wrongNumber('fr', 0, 'avec 0 UT restantes')).toBe('0 UT restantes');
    expect(wrongNumber('de', 1, '1 leere Schilde')).toBe('1 leere Schilde');
    expect(wrongNumber('en', 1, 'card 1 of 2 cards')).toBeNull();
  });

  test.each(LANGUAGES)('%s: every counted message with 0, 1 and 2', (lang) => {
    const t = words(lang);
    for (const key of countKeys) {
      for (const n of [0, 1, 2]) {
        const text = t(`deck:${key}`, { count: n });
        expect(text, `${lang} ${key} ${n}`).toContain(String(n));
        expect(text, `${lang} ${key}`).not.toMatch(/\{\{|deck:|count\./);
        expect(wrongNumber(lang, n, text), `${lang} ${key} ${n}: ${text}`).toBeNull();
      }
    }
  });

  test('French treats 0 as singular and takes "de" from a million on; German and English say 0 in the plural', () => {
    expect(words('fr')('deck:count.tuLeft', { count: 0 })).toBe('0 UT restante');
    expect(words('fr')('deck:count.cards', { count: 1000000 })).toBe('1000000 de cartes');
    expect(words('en')('deck:count.hits', { count: 0 })).toBe('0 hits');
    expect(words('de')('deck:count.runs', { count: 0 })).toBe('0 Durchläufe');
  });

  test('no message puts a count straight before a counted word without plural forms', () => {
    // "{{n}} cards" in a message without _one/_other would print "1 cards": counted words come from count.*.
    for (const lang of LANGUAGES) {
      const { plural, singular } = AGREEMENT[lang];
      for (const [key, text] of flat(deckMessages[lang])) {
        if (PLURAL.test(key)) continue;
        const m = new RegExp(`\\{\\{\\w+\\}\\} (${[...plural, ...singular].join('|')})(?![\\p{L}-])`, 'u').exec(text);
        expect(m?.[0] ?? null, `${lang} ${key}: ${text}`).toBeNull();
      }
    }
  });

  test('the step-by-step log counts dice, hits, skulls and time in words that agree', () => {
    const agent = () => 'Maëla';
    const place = (id: string | null) => id ?? '—';
    const roll = { type: 'roll', agent: 0, card: 'C', dice: 1, hits: 1, skulls: 0, passed: false } as never;
    expect(logLine(words('en'), roll, agent, place, (x) => x)).toBe('Maëla rolls 1 die on card C: 1 hit, 0 skulls.');
    expect(logLine(words('de'), roll, agent, place, (x) => x)).toBe('Maëla würfelt 1 Würfel auf Karte C: 1 Treffer, 0 Totenschädel.');
    expect(logLine(words('fr'), roll, agent, place, (x) => x)).toBe('Maëla lance 1 dé sur la carte C : 1 succès, 0 crâne.');
    const round = { type: 'round', round: 3, tu: 1 } as never;
    expect(logLine(words('en'), round, agent, place, (x) => x)).toBe('Round 3: 1 TU spent, 1 TU left.');
    expect(logLine(words('fr'), round, agent, place, (x) => x)).toBe('Tour 3 : 1 UT dépensée, 1 UT restante.');
    const lp = { type: 'lp', agent: 0, lost: 2, lp: 1, cause: 'counter-strike' } as never;
    expect(logLine(words('fr'), lp, agent, place, (x) => x)).toBe('Maëla perd 2 PV (contre-attaque) : 1 PV restant.');
    expect(logLine(words('de'), lp, agent, place, (x) => x)).toBe('Maëla verliert 2 LP (Gegenschlag): 1 LP übrig.');
    const tu = { type: 'tu', lost: 2, tu: 5, source: 'time-shield' } as never;
    expect(logLine(words('de'), tu, agent, place, (x) => x)).toMatch(/^−2 ZE \(Zeitschild\)/);
    // A cause the studio has no word for yet keeps the engine's id rather than losing the line.
    expect(logLine(words('en'), { type: 'lp', agent: 0, lost: 1, lp: 2, cause: 'meteor' } as never, agent, place, (x) => x)).toMatch(/\(meteor\)/);
    const end = { type: 'end', result: 'success', tu: 1 } as never;
    expect(logLine(words('de'), end, agent, place, (x) => x)).toBe('Mission erfolgreich mit 1 ZE übrig.');
  });
});

test('every loss of TU and LP in real runs of the sample deck names its cause in German and French (TS-20.4, TS-20.5)', () => {
  const deck = compileDeck(sample());
  const causes = new Set<string>();
  for (const lang of ['de', 'fr'] as const) {
    const t = words(lang);
    for (let seed = 1; seed <= 12; seed++) {
      for (const bot of ['greedy', 'systematic'] as const) {
        for (const e of simulateOne(deck, seed, bot).log ?? []) {
          if (e.type !== 'tu' && e.type !== 'lp') continue;
          causes.add(String(e.source ?? e.cause));
          const line = logLine(t, e, () => 'Maëla', (id) => id ?? '—', (x) => x);
          expect(line, lang).not.toMatch(/effect\)|location-change|time-shield|heart-shield|counter-strike|do-nothing/);
        }
      }
    }
  }
  expect(causes.size).toBeGreaterThan(2);
});

describe('batch report failures in words', () => {
  const ENGINE_KEYS = ['time', 'time:too-late', 'death', 'death:all-lost', 'special', 'special:lost-in-light', 'stuck'];

  test('the keys the engine reports on the sample deck are among those the pane words', () => {
    const deck = compileDeck(sample());
    const seen = new Set<string>();
    for (const bot of ['greedy', 'systematic'] as const) for (const k of Object.keys(runBatch(deck, { campaigns: 60, seed: 3, bot }).failures)) seen.add(k);
    expect(seen.size).toBeGreaterThan(0);
    for (const k of seen) expect(ENGINE_KEYS.map((x) => x.replace(/:.*/, ''))).toContain(k.replace(/:.*/, ''));
  });

  test.each(LANGUAGES)('%s: every failure key is a sentence, never the raw key', (lang) => {
    const t = words(lang);
    for (const key of ENGINE_KEYS) {
      const text = failureEnding(t, key);
      expect(text, `${lang} ${key}`).not.toMatch(/deck:|sim\.r\.|\{\{|^(time|death|special|stuck)\b/);
      expect(text).not.toContain(key.includes(':') ? key : `${key}:`);
      const card = failureCardOf(key);
      if (card) expect(text).toContain(card);
      const line = t('deck:sim.r.failureRuns', { reason: text, runs: t('deck:count.runs', { count: 1 }) });
      expect(line).toMatch(/: 1 (run|Durchlauf)$/);
    }
    // A key from a newer engine still reads as a sentence that names it.
    expect(failureEnding(t, 'flood:x')).toContain('flood:x');
  });

  test('English sentences', () => {
    const t = words('en');
    expect(failureEnding(t, 'time:too-late')).toBe('Time ran out: failure card “too-late”');
    expect(failureEnding(t, 'death')).toBe('Every host died (the deck has no failure card for it)');
    expect(t('deck:sim.r.failureRuns', { reason: failureEnding(t, 'time:too-late'), runs: t('deck:count.runs', { count: 266 }) })).toBe(
      'Time ran out: failure card “too-late”: 266 runs',
    );
  });
});
