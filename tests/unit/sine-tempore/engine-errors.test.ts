// Issue 14, defect 7: the engines' errors are data (a code of the ruleset's catalog and its params), said in the
// user's language by the pane and the command line; no English is left in a German or French one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/engine/generated/types/catalog';
import type { Mission } from '../../../src/engine/generated/types/mission';
import { errorData, errorText, messageOf, MessageError } from '../../../src/engine/format/messages/error';
import { placeholders, renderMessage, rulesetMessage, type MessageLanguage } from '../../../src/engine/format/messages/index';
import { ERROR_WORDS as ST_ERRORS } from '../../../src/engine/rulesets/sine-tempore/rules/errors';
import { ERROR_WORDS as TS_ERRORS } from '../../../src/engine/rulesets/time-stories/rules/errors';
import { CompileError, compileMission } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { addModel } from '../../../src/engine/rulesets/sine-tempore/rules/state';
import { newGame } from '../../../src/engine/rulesets/sine-tempore/rules/compile';
import { shieldCode } from '../../../src/engine/rulesets/time-stories/rules/rules';
import { CompileError as RulesetCompileError } from '../../../src/engine/ruleset';
import { getRuleset } from '../../../src/engine/rulesets/index';
import { createSimApi } from '../../../src/renderer/rulesets/sine-tempore/sim/worker-api';

const catalog = JSON.parse(readFileSync('samples/sine-tempore-core.catalog.json', 'utf8')) as Catalog;
const sample = () => JSON.parse(readFileSync('samples/verdant-sweep.mission.json', 'utf8')) as Mission;

// English words of the templates that must never reach a German or French sentence (keywords of the format, such as
// `tiny`, `ranged` or `board.rows`, are data and may).
const ENGLISH = /\b(the|is|not|unknown|must|has|have|there|cannot|outside|between|needs|square|skill|wall|hero|enemy|group|event|victory|defeat|spawn|objective|patrol|object|list|number|range|than|gives|diverged|replay)\b/i;
const KEYWORDS = /board\.rows|\((?:tiny|melee|heuristic)[^)]*\)/g;

const catalogs = { 'sine-tempore': ST_ERRORS, 'time-stories': TS_ERRORS } as const;
const LANGS: MessageLanguage[] = ['de', 'fr'];

describe('engine errors: every code in every language (defect 7)', () => {
  for (const [ruleset, words] of Object.entries(catalogs)) {
    const en = words.en as Readonly<Record<string, string>>;
    for (const code of Object.keys(en)) {
      for (const lang of LANGS) {
        it(`${ruleset} ${code} in ${lang}: translated, every param used`, () => {
          const template = (words[lang] as Readonly<Record<string, string | undefined>>)[code];
          expect(template, 'a translation').toBeTypeOf('string');
          expect(placeholders(template!)).toEqual(placeholders(en[code]));
          // Each param is a token the rendered text must show, so none is dropped.
          const params = Object.fromEntries(placeholders(en[code]).map((p, i) => [p, `⟨${p}${i}⟩`]));
          const text = renderMessage(rulesetMessage(code, params), lang);
          for (const v of Object.values(params)) expect(text).toContain(v);
          const rest = text.replace(/⟨[^⟩]*⟩/g, '').replace(KEYWORDS, '');
          expect(rest, `English left in ${lang}`).not.toMatch(ENGLISH);
          if (/[a-z]{3}/i.test(en[code].replace(/\{\{[^}]*\}\}/g, ''))) expect(template).not.toBe(en[code]);
        });
      }
    }
  }

  it('the rulesets give their error catalogs as their messages, so the command line finds them', () => {
    for (const [id, words] of Object.entries(catalogs)) {
      const r = getRuleset(id)!;
      for (const lang of ['en', 'de', 'fr'] as const) for (const [code, t] of Object.entries(words[lang])) expect(r.messages[lang][code]).toBe(t);
    }
  });
});

describe('engine errors are thrown as data (defect 7)', () => {
  it('a mission the engine cannot compile says why in German and French, English as before', () => {
    const m = sample();
    m.heroes[0].hero = 'nobody';
    let thrown: unknown;
    try {
      compileMission(m, catalog);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(CompileError);
    expect((thrown as Error).message).toBe('unknown hero "nobody"');
    expect(messageOf(thrown)).toEqual({ id: 'st-error-hero', args: { hero: 'nobody' } });
    expect(errorText(thrown, 'de')).toBe('unbekannter Held „nobody“');
    expect(errorText(thrown, 'fr')).toBe('héros inconnu « nobody »');
  });

  it('a phrase inside a message is said in the same language (a hero off the board)', () => {
    const m = sample();
    m.heroes[0].start = [500, 500];
    let thrown: unknown;
    try {
      compileMission(m, catalog);
    } catch (e) {
      thrown = e;
    }
    const id = m.heroes[0].hero;
    expect((thrown as Error).message).toBe(`hero ${id} [500, 500] is not on the board`);
    expect(errorText(thrown, 'de')).toBe(`Held ${id} [500, 500] liegt nicht auf dem Spielplan`);
    expect(errorText(thrown, 'fr')).toBe(`héros ${id} [500, 500] n’est pas sur le plateau`);
  });

  it('the ruleset seam keeps the message, for `studio simulate --lang`', () => {
    const m = sample();
    m.board.tiles[0].tile = 'no-such-tile';
    let thrown: unknown;
    try {
      getRuleset('sine-tempore')!.compile(m, { catalog });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RulesetCompileError);
    expect(errorText(thrown, 'de')).toBe('unbekannte Kachel „no-such-tile“');
  });

  it('a rule broken during a game (two models with one id, ST-2.2) is a coded error', () => {
    const s = newGame(compileMission(sample(), catalog), 1);
    const taken = s.models[0];
    let thrown: unknown;
    try {
      addModel(s, taken.id, taken.def, taken.faction, taken.group, -1);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(MessageError);
    expect(messageOf(thrown)?.id).toBe('st-error-same-id');
    expect(errorText(thrown, 'fr')).toBe(`deux figurines ont l’id « ${taken.id} »`);
  });

  it('T.I.M.E Stories: an unknown shield kind is a coded error', () => {
    let thrown: unknown;
    try {
      shieldCode('moon');
    } catch (e) {
      thrown = e;
    }
    expect(messageOf(thrown)?.id).toBe('ts-error-shield');
    expect(errorText(thrown, 'de')).toContain('unbekannte Schildart „moon“');
  });

  it('the simulator worker sends the message across (structured clone), and the pane renders it in German', async () => {
    const api = createSimApi(() => 0, async () => undefined);
    const m = sample();
    m.heroes[0].hero = 'nobody';
    const started = structuredClone(api.start(m, catalog, 1, 'heuristic'));
    expect(started.ok).toBe(false);
    if (started.ok) return;
    expect(errorText(started.error, 'de')).toBe('unbekannter Held „nobody“');
    let thrown: unknown;
    try {
      api.slice(m, catalog, { first: 0, count: 1, seed: 1, policy: 'heuristic' }, () => undefined);
    } catch (e) {
      thrown = structuredClone(e);
    }
    expect(errorText(thrown, 'fr')).toBe('héros inconnu « nobody »');
    await expect(api.liveSlice(m, catalog, { first: 0, count: 1, seed: 1, policy: 'heuristic' }, () => undefined)).rejects.toEqual(errorData(thrown));
  });
});
