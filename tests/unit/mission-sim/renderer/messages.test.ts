import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { countKeysOf, flat, numberChecker, PLURAL, type Agreement } from '../../shell/renderer/support/plurals';
import { addMessages, createI18n, LANGUAGES, type Language } from '../../../../src/renderer/i18n';
import { batchStatus } from '../../../../src/renderer/rulesets/sine-tempore/sim/BatchTab';
import { logLine } from '../../../../src/renderer/rulesets/sine-tempore/sim/log-text';
import { missionSimMessages } from '../../../../src/renderer/rulesets/sine-tempore/sim/messages';
import { nameBook } from '../../../../src/renderer/rulesets/sine-tempore/sim/names';
import { reasonText } from '../../../../src/renderer/rulesets/sine-tempore/sim/reasons';
import { reportCounts } from '../../../../src/renderer/rulesets/sine-tempore/sim/ReportView';
import { catalog, tutorial } from './fixtures';

function words(lang: Language) {
  const i = createI18n(lang);
  addMessages(i, 'mission-sim', missionSimMessages);
  return (k: string, o?: Record<string, unknown>) => i.t(k, o ?? {}) as string;
}


const countKeys = countKeysOf(missionSimMessages.en);

/** The placeholders of a counted message in English, any of its forms ("{{count, number}}" is "count"). */
function placeholdersOf(key: string): string[] {
  const texts = flat(missionSimMessages.en).filter(([k]) => k.replace(PLURAL, '') === key).map(([, v]) => v);
  return [...new Set(texts.flatMap((v) => [...v.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1])))];
}

/**
 * Words whose number must agree with the count before them: after 1 (and 0 in French) never the plural, after 2
 * never the singular. The head noun is judged: in English and German the last listed word of the two after the
 * number ("1 hero decision", "2 Wunden pro"), in French the first of the three ("2 activations par partie").
 */
const AGREEMENT: Agreement = {
  en: {
    singular: ['game', 'victory', 'defeat', 'draw', 'activation', 'wound', 'Wound', 'problem', 'rule', 'decision', 'token'],
    plural: ['games', 'victories', 'defeats', 'draws', 'activations', 'wounds', 'Wounds', 'problems', 'rules', 'decisions', 'tokens'],
  },
  de: {
    singular: ['Heldenentscheidung', 'Wunde', 'Spiel', 'Sieg', 'Niederlage', 'Aktivierung', 'Problem', 'Regel', 'wird'],
    plural: ['Heldenentscheidungen', 'Wunden', 'Spiele', 'Spielen', 'Siege', 'Niederlagen', 'Aktivierungen', 'Probleme', 'Regeln', 'werden'],
  },
  fr: {
    singular: ['partie', 'victoire', 'défaite', 'nul', 'activation', 'blessure', 'Blessure', 'problème', 'règle', 'décision', 'jeton', 'butin', 'ramassé', 'restant'],
    plural: ['parties', 'victoires', 'défaites', 'nuls', 'activations', 'blessures', 'Blessures', 'problèmes', 'règles', 'décisions', 'jetons', 'butins', 'ramassés', 'restants'],
  },
};

const wrongNumber = numberChecker(AGREEMENT);

/** A number as the UI language writes it (French groups thousands with a narrow no-break space). */
const figure = (lang: Language, n: number) => new Intl.NumberFormat(lang).format(n);

describe('counted messages agree with their number', () => {
  test('the simulator has counted messages, and the check finds "1 games"-style text', () => {
    expect(countKeys).toEqual(
      expect.arrayContaining([
        'reason.limit',
        'batch.running',
        'batch.cancelled',
        'batch.finished',
        'report.activations',
        'report.heatSquare',
        'report.heatMost',
        'count.games',
        'count.victories',
        'count.gamesPerSecond',
        'play.deciding',
        'board.model',
        'log.wound',
      ]),
    );
    expect(wrongNumber('en', 1, 'no result after 1 activations')).toBe('1 activations');
    expect(wrongNumber('en', 1, '1 games: 1 victories, 0 defeats, 0 draws')).toBe('1 games');
    expect(wrongNumber('en', 1, '3, 4: 1 wounds per game')).toBe('1 wounds per');
    expect(wrongNumber('fr', 0, 'Ilse décide — 0 AP restants')).toBe('0 AP restants');
    expect(wrongNumber('fr', 2, '2 activation par partie')).toBe('2 activation par partie');
    expect(wrongNumber('de', 1, 'Nach 0 von 1 Spielen abgebrochen')).toBe('1 Spielen abgebrochen');
    expect(wrongNumber('en', 1, 'Game 1 of 2 games')).toBeNull();
  });

  test.each(LANGUAGES)('%s: every counted message with 0, 1 and 2', (lang) => {
    const t = words(lang);
    for (const key of countKeys) {
      const fill = Object.fromEntries(placeholdersOf(key).map((p) => [p, `‹${p}›`]));
      for (const n of [0, 1, 2]) {
        const text = t(`mission-sim:${key}`, { ...fill, count: n });
        // English and German may say "a"/"ein" for exactly one ("A loot token is placed"); French uses its
        // singular for 0 too, so there the count is always written.
        if (n !== 1 || lang === 'fr') expect(text, `${lang} ${key} ${n}`).toContain(String(n));
        expect(text, `${lang} ${key}`).not.toMatch(/\{\{|mission-sim:|count\.|_one|_other|_many/);
        expect(wrongNumber(lang, n, text), `${lang} ${key} ${n}: ${text}`).toBeNull();
      }
    }
  });

  test('every plural form writes its count, but an English or German singular may say "a"', () => {
    for (const lang of LANGUAGES) {
      for (const [key, text] of flat(missionSimMessages[lang])) {
        if (!PLURAL.test(key)) continue;
        if (key.endsWith('_one') && lang !== 'fr') continue;
        expect(text, `${lang} ${key}`).toMatch(/\{\{count(, number)?\}\}/);
      }
    }
  });

  test('French treats 0 as singular and takes "de" from a million on; German and English say 0 in the plural', () => {
    const fr = words('fr');
    expect(fr('mission-sim:reason.limit', { count: 0 })).toBe('aucun résultat après 0 activation');
    expect(fr('mission-sim:reason.limit', { count: 1000000 })).toBe('aucun résultat après 1000000 d’activations');
    expect(fr('mission-sim:count.games', { count: 1000000 })).toBe(`${figure('fr', 1000000)} de parties`);
    expect(fr('mission-sim:count.games', { count: 1500000 })).toBe(`${figure('fr', 1500000)} parties`);
    expect(fr('mission-sim:log.wound', { who: 'Ilse', count: 1000000 })).toBe('Ilse a maintenant 1000000 de blessures');
    expect(fr('mission-sim:report.notSimulated', { count: 2000000 })).toBe('Non simulé : 2000000 de règles imprimées en texte seulement');
    expect(words('en')('mission-sim:report.activations', { count: 0 })).toBe('0 activations per game');
    expect(words('de')('mission-sim:count.games', { count: 0 })).toBe('0 Spiele');
    // Every French counted message has its million form: none falls back to English.
    for (const key of countKeys) {
      const fill = Object.fromEntries(placeholdersOf(key).map((p) => [p, `‹${p}›`]));
      const million = fr(`mission-sim:${key}`, { ...fill, count: 1000000 });
      expect(million, key).toMatch(/1\D?000\D?000 (de |d’|au total)/);
      expect(million, key).not.toBe(words('en')(`mission-sim:${key}`, { ...fill, count: 1000000 }));
    }
  });

  test('no message puts a number straight before a counted word without plural forms', () => {
    // "{{done}} games" in a message without _one/_other would print "1 games": such messages are counted.
    // The placeholders that take numbers (names and cards aside: "{{who}} draws {{card}}" is fine).
    const NUMBERS = ['count', 'n', 'games', 'done', 'total', 'mean', 'wounds', 'worst', 'health', 'ap', 'seconds', 'rate', 'last', 'got', 'needed', 'tv', 'sector', 'game', 'seed'];
    for (const lang of LANGUAGES) {
      const { plural, singular } = AGREEMENT[lang];
      for (const [key, text] of flat(missionSimMessages[lang])) {
        if (PLURAL.test(key)) continue;
        const m = new RegExp(`\\{\\{(?:${NUMBERS.join('|')})(?:,[^}]*)?\\}\\} (${[...plural, ...singular].join('|')})(?![\\p{L}-])`, 'u').exec(text);
        expect(m?.[0] ?? null, `${lang} ${key}: ${text}`).toBeNull();
      }
    }
  });

  test('every counted message the pane uses is given a count', () => {
    const known = new Set(flat(missionSimMessages.en).map(([k]) => k.replace(PLURAL, '')));
    const counted = new Set(countKeys);
    const dir = 'src/renderer/rulesets/sine-tempore/sim';
    const missing: string[] = [];
    const uncounted: string[] = [];
    for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && f !== 'messages.ts')) {
      for (const line of readFileSync(`${dir}/${file}`, 'utf8').split('\n')) {
        for (const m of line.matchAll(/'mission-sim:([a-zA-Z.-]+[a-zA-Z])'/g)) {
          if (!known.has(m[1]) && ![...known].some((k) => k.startsWith(`${m[1]}.`))) missing.push(`${file}: ${m[1]}`);
          if (counted.has(m[1]) && !/\bcount\b/.test(line.slice(m.index))) uncounted.push(`${file}: ${m[1]}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(uncounted).toEqual([]);
  });
});

describe('the sentences the pane builds', () => {
  test('the report: outcomes, activations and wounds per game agree with the figures shown', () => {
    const en = reportCounts(words('en'));
    const de = reportCounts(words('de'));
    const fr = reportCounts(words('fr'));
    expect(en.outcomes(1, { victory: 1, defeat: 0, draw: 0 })).toBe('1 game: 1 victory, 0 defeats, 0 draws');
    expect(en.outcomes(1234, { victory: 1000, defeat: 233, draw: 1 })).toBe('1,234 games: 1,000 victories, 233 defeats, 1 draw');
    expect(de.outcomes(1, { victory: 0, defeat: 1, draw: 0 })).toBe('1 Spiel: 0 Siege, 1 Niederlage, 0 Unentschieden');
    expect(de.outcomes(1234, { victory: 1, defeat: 1232, draw: 1 })).toBe('1.234 Spiele: 1 Sieg, 1.232 Niederlagen, 1 Unentschieden');
    expect(fr.outcomes(2, { victory: 1, defeat: 0, draw: 1 })).toBe('2 parties : 1 victoire, 0 défaite, 1 nul');
    expect(fr.outcomes(1000000, { victory: 999998, defeat: 2, draw: 0 })).toBe(`${figure('fr', 1000000)} de parties : ${figure('fr', 999998)} victoires, 2 défaites, 0 nul`);

    // Means are rounded as shown: 1.04 activations is "1 activation", 0.996 wounds "1 wound".
    expect(en.activations(1.04)).toBe('1 activation per game');
    expect(en.activations(1.05)).toBe('1.1 activations per game');
    expect(en.activations(36.25)).toBe('36.3 activations per game');
    expect(de.activations(1)).toBe('1 Aktivierung pro Spiel');
    expect(fr.activations(1.5)).toBe('1,5 activation par partie');
    expect(fr.activations(2)).toBe('2 activations par partie');
    expect(en.heatSquare([3, 4], 0.996)).toBe('3, 4: 1 wound per game');
    expect(en.heatSquare([3, 4], 0.25)).toBe('3, 4: 0.25 wounds per game');
    expect(de.heatSquare([3, 4], 1.004)).toBe('3, 4: 1 Wunde pro Spiel');
    expect(de.heatSquare([3, 4], 0.5)).toBe('3, 4: 0,5 Wunden pro Spiel');
    expect(fr.heatSquare([3, 4], 0.5)).toBe('3, 4 : 0,5 blessure par partie');
    expect(en.heatMost(1)).toBe('the worst square: 1 wound per game');
    expect(de.heatMost(2.5)).toBe('das schlimmste Feld: 2,5 Wunden pro Spiel');
    expect(fr.heatMost(0)).toBe('la pire case : 0 blessure par partie');
  });

  test('the batch line: games of the total while running or cancelled, games played when finished', () => {
    const b = { running: true, cancelled: false, done: 1, total: 1, elapsedMs: 1000 };
    expect(batchStatus(words('en'), 'en', b)).toBe('1 of 1 game · 1 game/s');
    expect(batchStatus(words('en'), 'en', { ...b, done: 120, total: 200, elapsedMs: 125 })).toBe('120 of 200 games · 960 games/s');
    expect(batchStatus(words('en'), 'en', { ...b, running: false, done: 1, elapsedMs: 1000 })).toBe('1 game in 1 s (1 game/s)');
    expect(batchStatus(words('en'), 'en', { ...b, running: false, done: 200, total: 200, elapsedMs: 250 })).toBe('200 games in 0.3 s (800 games/s)');
    expect(batchStatus(words('de'), 'de', { ...b, running: false, cancelled: true, done: 1234, total: 1000000, elapsedMs: 1000 })).toBe(
      'Nach 1.234 von 1.000.000 Spielen abgebrochen: Der Bericht umfasst diese.',
    );
    expect(batchStatus(words('de'), 'de', { ...b, done: 0, total: 1, elapsedMs: 0 })).toBe('0 von 1 Spiel · 0 Spiele/s');
    expect(batchStatus(words('fr'), 'fr', { ...b, done: 0, total: 1000000, elapsedMs: 0 })).toBe(`0 sur ${figure('fr', 1000000)} de parties · 0 partie/s`);
    expect(batchStatus(words('fr'), 'fr', { ...b, running: false, done: 1, elapsedMs: 500 })).toBe('1 partie en 0,5 s (2 parties/s)');
  });

  test('the game: the activation limit, the hero deciding, the board and the log', () => {
    const names = nameBook(tutorial(), catalog(), 'en', { bareHands: 'bare hands' });
    expect(reasonText(words('en'), names, 'no result after 1 activations')).toBe('no result after 1 activation');
    expect(reasonText(words('en'), names, 'no result after 300 activations')).toBe('no result after 300 activations');
    expect(reasonText(words('de'), names, 'no result after 1 activations')).toBe('kein Ergebnis nach 1 Aktivierung');
    expect(reasonText(words('fr'), names, 'no result after 1 activations')).toBe('aucun résultat après 1 activation');
    expect(words('en')('mission-sim:play.deciding', { name: 'Ilse Marrow', count: 6 })).toBe('Ilse Marrow decides — 6 AP left');
    expect(words('de')('mission-sim:play.deciding', { name: 'Ilse Marrow', count: 1 })).toBe('Ilse Marrow entscheidet — noch 1 AP');
    expect(words('fr')('mission-sim:play.deciding', { name: 'Ilse Marrow', count: 0 })).toBe('Ilse Marrow décide — 0 AP restant');
    expect(words('fr')('mission-sim:play.deciding', { name: 'Ilse Marrow', count: 4 })).toBe('Ilse Marrow décide — 4 AP restants');
    expect(words('en')('mission-sim:board.model', { name: 'scout-1', wounds: 0, count: 1 })).toBe('scout-1 — 0/1 wound');
    expect(words('fr')('mission-sim:board.model', { name: 'scout-1', wounds: 1, count: 3 })).toBe('scout-1 — 1/3 blessures');
    const refs = new Map([['ilse-marrow', { type: 'ilse-marrow', hero: true }]]);
    const placed = (count: number) => ({ type: 'loot-placed', at: [3, 4], count });
    expect(logLine(words('en'), names, refs, placed(1))?.text).toBe('A loot token is placed at 3, 4');
    expect(logLine(words('en'), names, refs, placed(2))?.text).toBe('2 loot tokens are placed at 3, 4');
    expect(logLine(words('fr'), names, refs, placed(1))?.text).toBe('1 jeton de butin est placé en 3, 4');
    expect(logLine(words('de'), names, refs, { type: 'wound', id: 'ilse-marrow', wounds: 1 })?.text).toBe('Ilse Marrow hat jetzt 1 Wunde');
  });
});
