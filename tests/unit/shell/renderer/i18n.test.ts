import { describe, expect, test } from 'vitest';
import { de } from '../../../../src/renderer/i18n/de';
import { en } from '../../../../src/renderer/i18n/en';
import { fr } from '../../../../src/renderer/i18n/fr';
import { createI18n, formatNumber, pickLanguage } from '../../../../src/renderer/i18n';

function keys(o: unknown, prefix = ''): string[] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function interpolations(o: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, p: string) => {
    if (typeof v === 'string') out[p] = [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    else for (const [k, x] of Object.entries(v as object)) walk(x, p ? `${p}.${k}` : k);
  };
  walk(o, '');
  return out;
}

describe('UI languages', () => {
  test('German and French have every English key and the same placeholders', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(interpolations(de)).toEqual(interpolations(en));
    expect(interpolations(fr)).toEqual(interpolations(en));
  });

  test('switching language at run time changes the labels', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('menu.file')).toBe('File');
    await i18n.changeLanguage('de');
    expect(i18n.t('menu.file')).toBe('Datei');
    expect(i18n.t('problems.count', { count: 2 })).toBe('2 Probleme');
    await i18n.changeLanguage('fr');
    expect(i18n.t('menu.edit')).toBe('Édition');
  });

  test('the language is the saved one, else the browser one, else English', () => {
    expect(pickLanguage('fr', ['de-DE'])).toBe('fr');
    expect(pickLanguage(null, ['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(null, ['ja'])).toBe('en');
  });

  test('numbers follow the language', () => {
    expect(formatNumber('de', 12345.5)).toBe('12.345,5');
    expect(formatNumber('en', 12345.5)).toBe('12,345.5');
  });
});
