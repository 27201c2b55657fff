// The schemas' help in German and French is complete and current: every title and description has a translation
// made from today's English, and no translation is left over from a text the schema no longer has. A failure
// lists the pointers and the `npm run schema-i18n` commands that fix them (see scripts/schema-i18n.ts).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { kinds, LANGUAGES, sidecarStatus } from '../../../scripts/schema-i18n';

const list = (pointers: string[]) => pointers.map((p) => `  ${p === '' ? '(the schema itself)' : p}`).join('\n');

describe.each(kinds())('the %s schema', (kind) => {
  test.each([...LANGUAGES])('has complete and current help in %s', (language) => {
    const file = `schemas/i18n/${kind}.${language}.json`;
    const { missing, stale, orphaned } = sidecarStatus(kind, language);
    const problems: string[] = [];
    if (missing.length || stale.length) {
      problems.push(
        [
          missing.length && `${file} has no translation of ${missing.length} English text(s):\n${list(missing)}`,
          stale.length && `${file} translates English that has changed since, at ${stale.length} pointer(s):\n${list(stale)}`,
          `Run \`npm run schema-i18n -- --missing ${language} ${kind}\` to get them as JSON, translate the texts, and add them with ` +
            `\`npm run schema-i18n -- --merge ${language} <file.json>\`.`,
        ]
          .filter(Boolean)
          .join('\n'),
      );
    }
    if (orphaned.length) {
      problems.push(`${file} translates ${orphaned.length} text(s) the schema no longer has:\n${list(orphaned)}\nRun \`npm run schema-i18n -- --prune\`.`);
    }
    expect(problems.length, `\n${problems.join('\n\n')}\n`).toBe(0);
  });

  test.each([...LANGUAGES])('its %s sidecar holds only translations with the hash of their English', (language) => {
    const file = `schemas/i18n/${kind}.${language}.json`;
    if (!existsSync(file)) return;
    const sidecar = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    for (const [pointer, entry] of Object.entries(sidecar)) {
      expect(Object.keys(entry).filter((k) => !['source', 'title', 'description'].includes(k)), `${file} ${pointer}`).toEqual([]);
      expect(entry.source, `${file} ${pointer}`).toMatch(/^[0-9a-f]{8}$/);
      for (const text of [entry.title, entry.description]) if (text !== undefined) expect(typeof text === 'string' && text.trim() !== '', `${file} ${pointer}`).toBe(true);
    }
  });
});
