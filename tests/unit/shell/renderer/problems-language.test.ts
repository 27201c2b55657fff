import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createI18n } from '../../../../src/renderer/i18n';
import { ProblemsService } from '../../../../src/renderer/problems/problems-service';
import { validateText, type ValidationRequest } from '../../../../src/renderer/problems/validate';
import { DocumentModel } from '../../../../src/renderer/store/document-model';

const tutorial = () => JSON.parse(readFileSync('samples/tutorial.mission.json', 'utf8'));
const withoutSector = () => {
  const m = tutorial();
  delete m.heroes[0].sector;
  return JSON.stringify(m, null, 2);
};
const catalog = {
  fileName: 'sine-tempore-core.catalog.json',
  text: readFileSync('samples/sine-tempore-core.catalog.json', 'utf8'),
};

const mission = (text: string) =>
  new DocumentModel({
    id: 'm',
    text,
    saved: true,
    meta: { kind: 'mission', name: 'x.mission.json', file: null, diskVersion: null, readOnly: false },
  });

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe('the problems follow the UI language', () => {
  test('the validation the worker runs answers in the request language, with the translated description', async () => {
    const req: ValidationRequest = {
      kind: 'mission',
      name: 'x.mission.json',
      text: withoutSector(),
      references: { catalog },
    };
    const [en] = await validateText(req);
    const [de] = await validateText({ ...req, language: 'de' });
    const [fr] = await validateText({ ...req, language: 'fr-CA' });
    expect(en.message).toMatch(/^`heroes\[0\]` needs `sector`: Momentum sector/);
    expect(de.message).toMatch(/^`heroes\[0\]` braucht `sector`: /);
    expect(de.message).not.toMatch(/Momentum sector/);
    expect(fr.message).toMatch(/^`heroes\[0\]` doit avoir `sector` : /);
    for (const d of [de, fr]) expect([d.code, d.pointer, d.range]).toEqual([en.code, en.pointer, en.range]);
    // A language the studio has no messages in reads English.
    expect((await validateText({ ...req, language: 'es' }))[0].message).toBe(en.message);
  });

  test('switching the language checks every open document again; the newest answer wins', async () => {
    const requests: ValidationRequest[] = [];
    const problems = new ProblemsService(
      async (req) => {
        requests.push(req);
        return validateText(req);
      },
      async () => ({ catalog }),
      5,
    );
    const i18n = createI18n('en');
    problems.followLanguage(i18n);
    const doc = mission(withoutSector());
    let notified = 0;
    problems.subscribe(() => notified++);
    problems.watch(doc);
    await until(() => problems.forDocument('m').length > 0);
    expect(requests.at(-1)?.language).toBe('en');
    expect(problems.forDocument('m')[0].message).toMatch(/ needs `sector`/);

    const before = notified;
    await i18n.changeLanguage('de');
    await until(() => /braucht `sector`/.test(problems.forDocument('m')[0]?.message ?? ''));
    expect(requests.at(-1)?.language).toBe('de');
    expect(notified).toBeGreaterThan(before);

    await i18n.changeLanguage('fr');
    await until(() => /doit avoir `sector`/.test(problems.forDocument('m')[0]?.message ?? ''));
    // The same language again asks nothing new.
    const asked = requests.length;
    problems.setLanguage('fr');
    await new Promise((r) => setTimeout(r, 30));
    expect(requests.length).toBe(asked);
  });

  test('a language change while a check runs: the result in the new language stays', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const problems = new ProblemsService(
      async (req) => {
        if (req.language === 'en') await gate;
        return validateText(req);
      },
      async () => ({ catalog }),
      5,
    );
    problems.watch(mission(withoutSector()));
    problems.setLanguage('de');
    await until(() => /braucht/.test(problems.forDocument('m')[0]?.message ?? ''));
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(problems.forDocument('m')[0].message).toMatch(/braucht `sector`/);
  });
});
