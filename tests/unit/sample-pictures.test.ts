import { readFileSync, readdirSync } from 'node:fs';
import { expect, test } from 'vitest';
import icons from '@iconify-json/game-icons/icons.json';

// Pictures are game-icons.net names; a name that does not exist shows a fallback on the map and cards.
test('every picture named in the samples exists in the game-icons set', () => {
  const known = new Set([...Object.keys(icons.icons), ...Object.keys((icons as { aliases?: object }).aliases ?? {})]);
  for (const file of readdirSync('samples').filter((f) => f.endsWith('.json'))) {
    const text = readFileSync(`samples/${file}`, 'utf8');
    const missing = [...text.matchAll(/"(?:picture|icon)"\s*:\s*"([^"]+)"/g)].map((m) => m[1]).filter((n) => !known.has(n));
    expect(missing, file).toEqual([]);
  }
});
