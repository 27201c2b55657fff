import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Mission } from '../../../../src/engine/generated/types/mission';
import { compileMission } from '../../../../src/engine/rulesets/sine-tempore/rules/compile';
import type { i18n } from 'i18next';
import { describe as describeCondition } from '../../../../src/engine/rulesets/sine-tempore/rules/mission';
import { play } from '../../../../src/engine/rulesets/sine-tempore/rules/game';
import { heuristicPolicy, randomPolicy } from '../../../../src/engine/rulesets/sine-tempore/rules/policies';
import { formatEntry } from '../../../../src/engine/rulesets/sine-tempore/batch/log-format';
import { addMessages, createI18n, type Language } from '../../../../src/renderer/i18n';
import { actionLabel, groupLegal, KIND_ORDER } from '../../../../src/renderer/rulesets/sine-tempore/sim/action-labels';
import { logLine, logLines } from '../../../../src/renderer/rulesets/sine-tempore/sim/log-text';
import { missionSimMessages } from '../../../../src/renderer/rulesets/sine-tempore/sim/messages';
import { nameBook } from '../../../../src/renderer/rulesets/sine-tempore/sim/names';
import { PlaySession } from '../../../../src/renderer/rulesets/sine-tempore/sim/play-session';
import { outcomeReasonText, reasonText } from '../../../../src/renderer/rulesets/sine-tempore/sim/reasons';
import { aiReasonText, purposeText, refusalText, whyText } from '../../../../src/renderer/rulesets/sine-tempore/sim/engine-words';
import { modelRefs } from '../../../../src/renderer/rulesets/sine-tempore/sim/view-model';
import { catalog, compiledTutorial, tutorial } from './fixtures';

function words(lang: Language): { i: i18n; t: (k: string, o?: Record<string, unknown>) => string } {
  const i = createI18n(lang);
  addMessages(i, 'mission-sim', missionSimMessages);
  return { i, t: (k, o) => i.t(k, o ?? {}) as string };
}

const book = (lang: Language) => nameBook(tutorial(), catalog(), lang, { bareHands: 'bare hands' });

/** The engine's own English in the sentences it words itself (AI reasons, why a group fights, rolls, symbols). */
const ENGINE_ENGLISH = / targets | pursues | heads for |control area|on the tile of|no longer a valid|in a reaction|spawned by|attack .+ with |defend against|psionic test|\b(?:Push|Bullet|Fist|Blood|Defense|Equipment)\b/;

describe('names, sentences and labels in the designer’s language', () => {
  test('names come from the catalog and the mission in the UI language', () => {
    const de = book('de');
    expect(de.model('ilse-marrow', 'ilse-marrow', true)).toBe('Ilse Marrow');
    expect(de.model('scout-1', 'gnawling', false)).toBe('scout-1');
    expect(de.of('enemies', 'gnawling')).toBe('Nagerling');
    expect(de.group('scouts')).toBe('Nagerling-Späher');
    expect(de.weapon('burst+stock-bash')).toBe('Feuerstoß + Kolbenhieb');
    expect(de.status('engaged')).toBe('Gebunden');
    expect(de.event('first-howl')).toBe('Erstes Heulen');
    expect(de.objectAt([9, 6])).toBe('Notfunkbake');
    expect(de.message('The light is going. Finish this quickly.')).toBe('Das Licht schwindet. Bringt es schnell zu Ende.');
    expect(book('fr').group('scouts')).toBe('Éclaireurs rongelins');
    expect(de.weapon('bare-hands')).toBe('bare hands');
    expect(de.group('gnawlings-4')).toBe('gnawlings-4');
  });

  test('every entry of real games on every sample mission becomes a finished sentence in English, German and French', () => {
    const games = ['tutorial', 'relay-station', 'verdant-sweep'].flatMap((name) => {
      const mission = JSON.parse(readFileSync(`samples/${name}.mission.json`, 'utf8')) as Mission;
      const cm = compileMission(mission, catalog());
      const refs = modelRefs(new PlaySession(cm, 1, 'heuristic').view());
      return [play(cm, 1, heuristicPolicy(), { log: true, heroChoices: 'greedy' }), play(cm, 2, randomPolicy(2), { log: true })].map((r) => ({ mission, log: r.log!, refs, over: r.state }));
    });
    const types = new Set(games.flatMap((g) => g.log.map((e) => e.type)));
    expect(types.size).toBeGreaterThan(20);
    for (const lang of ['en', 'de', 'fr'] as const) {
      const { t } = words(lang);
      for (const g of games) {
        const names = nameBook(g.mission, catalog(), lang, { bareHands: 'bare hands' });
        // Spawned models and their groups exist only in the game: the view knows their types.
        const refs = new Map([...g.refs, ...g.over.models.map((m) => [m.id, { type: m.def.type, hero: m.hero }] as const)]);
        const lines = logLines(t, names, refs, g.log);
        expect(lines.length).toBeGreaterThan(20);
        for (const l of lines) {
          expect(l.text, lang).not.toMatch(/undefined|\{\{|mission-sim:|^log\.|^\S+ \{"/);
          if (lang !== 'en') expect(l.text, lang).not.toMatch(ENGINE_ENGLISH);
        }
        expect(lines.at(-1)!.kind).toBe('result');
      }
    }
  });

  test('sentences: a declared move is not told twice, plurals agree, unknown entries keep the engine’s words', () => {
    const { t } = words('en');
    const names = book('en');
    const refs = new Map([
      ['ilse-marrow', { type: 'ilse-marrow', hero: true }],
      ['scout-1', { type: 'gnawling', hero: false }],
    ]);
    const declared = { type: 'action', id: 'ilse-marrow', do: 'move', ap: 2, path: [[1, 8], [1, 7]] };
    const moved = { type: 'move', id: 'ilse-marrow', from: [0, 8], to: [1, 7] };
    expect(logLine(t, names, refs, declared)?.text).toBe('Ilse Marrow moves to 1, 7 (2 AP)');
    expect(logLine(t, names, refs, moved, declared)).toBeNull();
    const token = { type: 'token', id: 'ilse-marrow', sector: 3, moved: 2, why: 'move' };
    expect(logLines(t, names, refs, [declared, token, moved]).map((l) => l.text)).toEqual(['Ilse Marrow moves to 1, 7 (2 AP)']);
    expect(logLine(t, names, refs, { type: 'move', id: 'scout-1', from: [7, 1], to: [1, 2] })?.text).toBe('scout-1 moves from 7, 1 to 1, 2');
    expect(logLine(t, names, refs, { type: 'attack', attacker: 'scout-1', target: 'ilse-marrow', weapon: 'bite', wounds: 1 })?.text).toBe('scout-1 hits Ilse Marrow with Bite: 1 wound');
    expect(logLine(t, names, refs, { type: 'attack', attacker: 'scout-1', target: 'ilse-marrow', weapon: 'bite', wounds: 2 })?.text).toBe('scout-1 hits Ilse Marrow with Bite: 2 wounds');
    expect(logLine(t, names, refs, { type: 'token', id: 'x' })).toBeNull();
    const odd = { type: 'glyph', sector: 3 };
    expect(logLine(t, names, refs, odd)?.text).toBe(formatEntry(odd)!.trim());
    const de = words('de');
    expect(logLine(de.t, book('de'), refs, { type: 'status', id: 'ilse-marrow', status: 'engaged', gained: true })?.text).toBe('Ilse Marrow erhält Gebunden');
    expect(logLine(de.t, book('de'), refs, { type: 'event', id: 'first-howl', name: 'First Howl', time: '1.6' })?.text).toBe('Ereignis: Erstes Heulen (1.6)');
  });

  test('every sentence the engine words itself is said again in the UI language, with the mission’s names', () => {
    const refs = new Map([
      ['ilse-marrow', { type: 'ilse-marrow', hero: true }],
      ['scout-1', { type: 'gnawling', hero: false }],
    ]);
    const who = (id: string) => book('de').model(id, refs.get(id)?.type, refs.get(id)?.hero);
    // One of each template the engine uses (ai.ts chooseWith, triggers.ts, actions.ts, combat.ts, turn.ts, mission.ts).
    const ai = [
      'scout-1 targets ilse-marrow: no objective, distance 3',
      'scout-1 targets ilse-marrow: TV 8 ≥ objective 5, distance 3, highest TV of 2 in its control area',
      'scout-1 pursues its objective: no hero in its control area with TV ≥ 4',
      'scout-1 targets ilse-marrow: closest hero (no path, distance 9), none in its control area',
      'scout-1 targets ilse-marrow: closest hero (7 AP away, distance 5), none in its control area',
      'scout-1 heads for ilse-marrow: no hero it can attack from any square, so it closes in on the closest',
      'scout-1 has no hero to pursue',
    ];
    const whys = [
      'ilse-marrow is on the tile of scout-1',
      'ilse-marrow is in the control area of scout-1',
      'ilse-marrow attacks scout-1',
      "ilse-marrow's burst strikes scout-1",
      'scout-1 is no longer a valid target',
      'acted in a reaction',
      'engaged by a reaction',
      'event first-howl',
      'object distress-beacon',
      'spawned by event first-howl',
    ];
    const purposes = ['put out the fire', 'Soul Breaker attack', 'collateral defence', 'Resilience', 'attack scout-1 with burst', 'psionic test for mind-lance', 'area attack with burst', "defend against scout-1's bite"];
    const { t } = words('de');
    const names = book('de');
    const said = [...ai.map((r) => aiReasonText(t, who, names, r)), ...whys.map((r) => whyText(t, who, names, r)), ...purposes.map((r) => purposeText(t, who, names, r))];
    const english = [...ai, ...whys, ...purposes];
    said.forEach((x, i) => {
      expect(x, english[i]).not.toBe(english[i]);
      expect(x, english[i]).not.toMatch(ENGINE_ENGLISH);
      expect(x, english[i]).not.toMatch(/ilse-marrow|first-howl|distress-beacon|mind-lance|\{\{/);
    });
    expect(said[1]).toBe('scout-1 nimmt Ilse Marrow ins Visier: TV 8 ≥ Ziel 5, Entfernung 3, höchster TV von 2 in seinem Kontrollbereich');
    expect(said[ai.length + 9]).toBe('erschienen durch das Ereignis „Erstes Heulen“');
    // A sentence the engine may word one day and this file does not know keeps the engine's words.
    expect(whyText(t, who, names, 'a comet fell')).toBe('a comet fell');
    expect(purposeText(t, who, names, 'a new kind of roll')).toBe('a new kind of roll');
  });

  test('refusals of a square picked on the board are said in the UI language (real refusals and each template)', () => {
    const { t } = words('de');
    const names = book('de');
    const refs = new Map([['ilse-marrow', { type: 'ilse-marrow', hero: true }]]);
    const who = (id: string) => names.model(id, refs.get(id)?.type, refs.get(id)?.hero);
    const session = new PlaySession(compiledTutorial(), 1, 'human');
    const far = session.moveTo([9, 0]).refused!;
    expect(refusalText(t, who, names, far)).toMatch(/^diese Bewegung kostet \d+ AP und Ilse Marrow hat noch 6 AP$/);
    const blocked = session.moveTo([8, 1]).refused!;
    expect(refusalText(t, who, names, blocked), blocked).not.toBe(blocked);
    for (const reason of [
      'ilse-marrow is Engaged and can only move with a Disengage action (ST-26.4)',
      'ilse-marrow is Nailed Down and cannot move this activation (ST-42.5)',
      'the path leaves the board',
      'ilse-marrow cannot move along that path: [3, 4] is not orthogonally adjacent to the previous square, or a wall is in the way',
      'ilse-marrow cannot move along that path: [3, 4] cannot be crossed',
      'ilse-marrow cannot move along that path: it cannot end on its last square (occupied or impassable)',
      'the game is over (time ran out)',
    ]) {
      const said = refusalText(t, who, names, reason);
      expect(said, reason).not.toMatch(/ilse-marrow|orthogonally|crossed|cannot|leaves|is over|time ran out/);
    }
    expect(refusalText(t, who, names, 'something new')).toBe('something new');
  });

  test('every simple ending the engine words is said again in the UI language', () => {
    const { t } = words('de');
    const names = book('de');
    const simple = [
      describeCondition({ k: 'all-heroes-ko' }),
      describeCondition({ k: 'time-up' }),
      describeCondition({ k: 'all-enemies-eliminated' }),
      describeCondition({ k: 'group-eliminated', group: 'scouts' }),
      describeCondition({ k: 'hero-ko', hero: 'ilse-marrow' }),
      describeCondition({ k: 'hero-reaches', cells: new Set(), all: true, label: 'the beacon' }),
      describeCondition({ k: 'hero-reaches', cells: new Set(), all: false, label: 'the beacon' }),
      describeCondition({ k: 'group-reaches', group: 'scouts', cells: new Set(), label: 'the beacon' }),
      describeCondition({ k: 'event-fired', id: 'first-howl' }),
      describeCondition({ k: 'time-reached', tick: 30 }),
      describeCondition({ k: 'loot-collected', count: 2 }),
    ];
    const said = simple.map((r) => reasonText(t, names, r));
    said.forEach((s, i) => expect(s, simple[i]).not.toBe(simple[i]));
    expect(said[3]).toBe('Nagerling-Späher sind ausgeschaltet');
    expect(said[4]).toBe('Ilse Marrow ist außer Gefecht gesetzt');
    expect(said[8]).toBe('das Ereignis „Erstes Heulen“ ist eingetreten');
    expect(outcomeReasonText(t, names, 'defeat: time ran out')).toBe('Niederlage — die Zeit ist abgelaufen');
  });

  test('issue 14, defect 7: batch end reasons that combine conditions, or name objects used, are in German and French too', () => {
    const used = describeCondition({ k: 'objects-interacted', objects: ['distress-beacon'], count: 1 });
    const both = describeCondition({ k: 'all', of: [{ k: 'objects-interacted', objects: ['distress-beacon'], count: 1 }, { k: 'hero-reaches', cells: new Set(), all: true, label: '[3, 4]' }] });
    const either = describeCondition({ k: 'any', of: [{ k: 'time-up' }, { k: 'all-heroes-ko' }] });
    const de = words('de').t;
    const fr = words('fr').t;
    expect(reasonText(de, book('de'), used)).toBe('Notfunkbake wurde benutzt');
    expect(reasonText(fr, book('fr'), used)).toBe('on a utilisé Balise de détresse');
    expect(reasonText(de, book('de'), both)).toBe('Notfunkbake wurde benutzt und alle Helden haben [3, 4] erreicht');
    expect(reasonText(fr, book('fr'), either)).not.toMatch(/time ran out| or |knocked out/);
    expect(outcomeReasonText(de, book('de'), `victory: ${both}`)).toMatch(/^Sieg — Notfunkbake wurde benutzt und /);
    // A part the studio has no sentence for keeps the engine's words, whole, rather than half-translated.
    const odd = 'the moon rose and time ran out';
    expect(reasonText(de, book('de'), odd)).toBe(odd);
  });

  test('legal actions: grouped in a fixed order, moves nearest first, each labelled with where and what it costs', () => {
    const view = new PlaySession(compiledTutorial(), 1, 'human').view();
    const groups = groupLegal(view.legal);
    expect(groups.map((g) => g.kind)).toEqual(KIND_ORDER.filter((k) => groups.some((g) => g.kind === k)));
    expect(groups[0].kind).toBe('move');
    expect(groups.at(-1)!.kind).toBe('end');
    const aps = groups[0].items.map((i) => i.ap!);
    expect(aps).toEqual([...aps].sort((a, b) => a - b));
    const { t } = words('fr');
    const refs = modelRefs(view);
    expect(actionLabel(t, book('fr'), refs, groups[0].items[0])).toBe('Vers 0, 7 · 1 AP');
    expect(actionLabel(t, book('fr'), refs, groups.at(-1)!.items[0])).toBe('Finir l’activation');
    expect(actionLabel(t, book('fr'), refs, { action: { type: 'attack', actor: 'ilse-marrow', target: 'scout-1', weapon: 'burst' }, ap: 3 })).toBe('scout-1 avec Rafale · 3 AP');
    expect(actionLabel(t, book('fr'), refs, { action: { type: 'interact', actor: 'ilse-marrow', at: [9, 6] }, ap: null })).toBe('Balise de détresse en 9, 6');
  });

  test('the three languages have the same messages (each with its own plural forms) and placeholders', () => {
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    const strings = (o: unknown, prefix = ''): [string, string][] =>
      Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? strings(v, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)] as [string, string]]));
    const base = (lang: Language) => [...new Set(strings(missionSimMessages[lang]).map(([k]) => k.replace(PLURAL, '')))].sort();
    const en = base('en');
    expect(base('de')).toEqual(en);
    expect(base('fr')).toEqual(en);
    for (const lang of ['en', 'de', 'fr'] as const) {
      // A counted message has exactly the plural forms of its language (French: one, many, other).
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();
      const counted = new Map<string, string[]>();
      for (const [k] of strings(missionSimMessages[lang]).filter(([x]) => PLURAL.test(x))) counted.set(k.replace(PLURAL, ''), [...(counted.get(k.replace(PLURAL, '')) ?? []), PLURAL.exec(k)![1]]);
      expect(counted.size, lang).toBeGreaterThan(20);
      for (const [k, got] of counted) expect(got.sort(), `${lang} ${k}`).toEqual(forms);
      for (const [k, v] of strings(missionSimMessages[lang])) expect(v.trim(), `${lang} ${k}`).not.toBe('');
    }
    // Placeholders by message, whatever the plural form; "{{count, number}}" is the placeholder "count".
    const placeholders = (lang: Language) => {
      const out = new Map<string, Set<string>>();
      for (const [k, v] of strings(missionSimMessages[lang])) {
        const set = out.get(k.replace(PLURAL, '')) ?? new Set<string>();
        for (const m of v.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)) set.add(m[1]);
        out.set(k.replace(PLURAL, ''), set);
      }
      return Object.fromEntries([...out].map(([k, v]) => [k, [...v].sort()]));
    };
    expect(placeholders('de')).toEqual(placeholders('en'));
    expect(placeholders('fr')).toEqual(placeholders('en'));
  });
});
