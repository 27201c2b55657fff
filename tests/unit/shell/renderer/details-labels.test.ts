/**
 * Issue 11: the shell names no ruleset's fields. The Details view labels a mission's planet, catalog and special
 * rules in Sine Tempore's words (en/de/fr); the fields every document has (title, author…) in the shell's.
 */
import { describe, expect, test } from 'vitest';
import { fieldLabel } from '../../../../src/renderer/editors/details/text-fields';
import { kindNamespace } from '../../../../src/renderer/ruleset-ui';
import { testStudio } from './support/studio';

describe('Details field labels', () => {
  test.each([
    ['en', 'planet', 'Planet'],
    ['de', 'specialRules', 'Sonderregeln'],
    ['fr', 'planet', 'Planète'],
    ['fr', 'catalog', 'Catalogue'],
    ['de', 'title', 'Titel'],
  ] as const)('a mission in %s labels %s as %s', async (lang, key, label) => {
    const studio = testStudio();
    await studio.i18n.changeLanguage(lang);
    const ns = kindNamespace(studio.rulesets, 'mission');
    expect(ns).toBe('sine-tempore');
    expect(fieldLabel((k) => studio.i18n.exists(k), (k) => studio.t(k), ns, key)).toBe(label);
  });

  test("a kind of another ruleset does not borrow Sine Tempore's labels; an unknown field shows its JSON name", () => {
    const studio = testStudio();
    const ns = kindNamespace(studio.rulesets, 'skirmish');
    expect(fieldLabel((k) => studio.i18n.exists(k), (k) => studio.t(k), ns, 'planet')).toBe('planet');
    expect(fieldLabel((k) => studio.i18n.exists(k), (k) => studio.t(k), kindNamespace(studio.rulesets, 'json'), 'author')).toBe('Author');
  });
});
