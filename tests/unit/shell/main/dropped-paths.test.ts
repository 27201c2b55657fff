import { describe, expect, test } from 'vitest';
import { DROP_TTL_MS, DroppedPaths } from '../../../../src/main/files/dropped-paths';

describe('17.14 dropped paths', () => {
  test('a path is accepted once, within a minute of its drop; never one that was not dropped', () => {
    let now = 1000;
    const d = new DroppedPaths(() => now);
    expect(d.take('/home/a.deck.json')).toBe(false);
    d.remember(['/home/a.deck.json', '/home/b.deck.json']);
    expect(d.take('/home/a.deck.json')).toBe(true);
    expect(d.take('/home/a.deck.json')).toBe(false);
    now += DROP_TTL_MS + 1;
    expect(d.take('/home/b.deck.json')).toBe(false);
  });
});
