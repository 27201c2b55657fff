import { describe, expect, test } from 'vitest';
import { idWords, normalize, rankCommands, rememberCommand, scoreText, type PaletteCandidate } from '../../../../src/renderer/actions/palette-rank';
import { shellActions } from '../../../../src/renderer/actions';
import { createI18n } from '../../../../src/renderer/i18n';

const c = (id: string, label: string, englishLabel = label, keywords = ''): PaletteCandidate<string> => ({ item: id, id, label, englishLabel, keywords });
const ids = (list: ReturnType<typeof rankCommands<string>>) => list.map((r) => r.candidate.id);

/** The shell's commands as the palette sees them in a language. */
async function shellCandidates(language: 'en' | 'de' | 'fr'): Promise<PaletteCandidate<string>[]> {
  const i18n = createI18n('en');
  await i18n.changeLanguage(language);
  const en = i18n.getFixedT('en');
  return shellActions.map((a) => ({
    item: a.name,
    id: a.name,
    label: i18n.t(a.label),
    englishLabel: en(a.label),
    keywords: a.keywords ? `${i18n.t(a.keywords)} ${en(a.keywords)}` : '',
  }));
}

describe('palette ranking', () => {
  test('case, accents, ligatures and punctuation are ignored', () => {
    expect(normalize('Thème  sombre')).toBe('theme sombre');
    expect(normalize('Open…')).toBe('open');
    expect(normalize('Fermer l’onglet')).toBe('fermer l onglet');
    expect(normalize('Größe Œuvre')).toBe('grosse oeuvre');
    expect(idWords('view.themeDark')).toBe('view theme dark');
  });

  test('tiers: exact > prefix > word starts > inside > letters in order', () => {
    const exact = scoreText('dark theme', 'dark theme');
    const prefix = scoreText('dark', 'dark theme');
    const wordStart = scoreText('theme', 'dark theme');
    const inside = scoreText('heme', 'dark theme');
    const subsequence = scoreText('dth', 'dark theme');
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(inside);
    expect(inside).toBeGreaterThan(subsequence);
    expect(subsequence).toBeGreaterThan(0);
    // Letters in order must start at a word start, or "e" would find nearly everything.
    expect(scoreText('hme', 'dark theme')).toBe(0);
    expect(scoreText('xyz', 'dark theme')).toBe(0);
    // Words in the query's order beat the same words swapped.
    expect(scoreText('show sim', 'show or hide the simulator')).toBeGreaterThan(scoreText('sim show', 'show or hide the simulator'));
  });

  test('an exact label beats a command that only shares a keyword (the "light" bug)', () => {
    const list = [c('view.themeDark', 'Dark theme', 'Dark theme', 'theme colour dark light appearance'), c('view.themeLight', 'Light theme', 'Light theme', 'theme colour dark light appearance')];
    expect(ids(rankCommands(list, 'light'))).toEqual(['view.themeLight', 'view.themeDark']);
    expect(ids(rankCommands(list, 'dark'))).toEqual(['view.themeDark', 'view.themeLight']);
  });

  test('French: "thème sombre" and "theme sombre" rank Thème sombre first', async () => {
    const fr = await shellCandidates('fr');
    for (const query of ['thème sombre', 'theme sombre', 'THEME SOMBRE']) {
      expect(ids(rankCommands(fr, query))[0]).toBe('view.themeDark');
    }
    expect(ids(rankCommands(fr, 'clair'))[0]).toBe('view.themeLight');
  });

  test('the English label and the id find a command in any language', async () => {
    const de = await shellCandidates('de');
    expect(ids(rankCommands(de, 'dark theme'))[0]).toBe('view.themeDark');
    expect(ids(rankCommands(de, 'Dunkles'))[0]).toBe('view.themeDark');
    expect(ids(rankCommands(de, 'file.saveAs'))[0]).toBe('file.saveAs');
    expect(ids(rankCommands(de, 'save as'))[0]).toBe('file.saveAs');
    // The label in the user's language counts a little more than the English one.
    const fr = await shellCandidates('fr');
    expect(ids(rankCommands(fr, 'enregistrer'))[0]).toBe('file.save');
  });

  test('prefix beats word start; shorter exact names come first', async () => {
    const en = await shellCandidates('en');
    expect(ids(rankCommands(en, 'save')).slice(0, 2)).toEqual(['file.save', 'file.saveAs']);
    expect(ids(rankCommands(en, 'open'))[0]).toBe('file.open');
    // An id's family ("simulate.") is shared by many commands: it does not outrank a word of a name.
    expect(ids(rankCommands(en, 'simulator'))[0]).toBe('simulate.togglePane');
    // Letters in order: "sas" is Save as.
    expect(ids(rankCommands(en, 'sas'))[0]).toBe('file.saveAs');
  });

  test('keywords find related commands, below any name match', async () => {
    const en = await shellCandidates('en');
    const deutsch = ids(rankCommands(en, 'deutsch'));
    expect(deutsch[0]).toBe('view.language.de');
    // "Deutsch" is a keyword of every language command, so the others follow.
    expect(deutsch).toEqual(expect.arrayContaining(['view.language.en', 'view.language.fr']));
    expect(ids(rankCommands(en, 'appearance')).sort()).toEqual(['view.themeDark', 'view.themeLight']);
    // Words spread over the name and the keywords still match, weakest of all.
    expect(ids(rankCommands(en, 'light appearance'))).toEqual(['view.themeLight', 'view.themeDark']);
  });

  test('recently used commands lead an empty query and break ties, but never jump a tier', () => {
    const list = [c('a', 'Alpha'), c('b', 'Beta'), c('g', 'Gamma')];
    expect(ids(rankCommands(list, ''))).toEqual(['a', 'b', 'g']);
    expect(ids(rankCommands(list, '', ['g', 'b']))).toEqual(['g', 'b', 'a']);
    const themes = [c('x.theme', 'Light theme'), c('x.lamp', 'Lights off')];
    // "light" begins both: the recent one first.
    expect(ids(rankCommands(themes, 'light', ['x.lamp']))).toEqual(['x.lamp', 'x.theme']);
    // An exact match still beats a recent prefix.
    expect(ids(rankCommands(themes, 'light theme', ['x.lamp']))).toEqual(['x.theme']);
  });

  test('the recent list moves a command to the front and keeps its limit', () => {
    let recent: string[] = [];
    for (const id of ['a', 'b', 'c', 'a']) recent = rememberCommand(recent, id);
    expect(recent).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 20; i++) recent = rememberCommand(recent, `x${i}`);
    expect(recent).toHaveLength(8);
    expect(recent[0]).toBe('x19');
  });
});
