import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SUBSET_FILE, subsetSource } from './icon-subset';

test('the bundled icon subset holds every picture the samples and the editors draw, as the icon set has them', () => {
  const expected = subsetSource();
  if (process.env.UPDATE_ICON_SUBSET) writeFileSync(SUBSET_FILE, expected);
  expect(readFileSync(SUBSET_FILE, 'utf8')).toBe(expected);
});
