import { describe, expect, test } from 'vitest';
import { timeLabel as engineTime } from '../../../../src/engine/rulesets/sine-tempore/rules/state';
import { clockLayout, type ClockToken } from '../../../../src/renderer/rulesets/sine-tempore/sim/clock-layout';
import { heatColour } from '../../../../src/renderer/rulesets/sine-tempore/sim/BoardView';
import { nameBook } from '../../../../src/renderer/rulesets/sine-tempore/sim/names';
import { PlaySession } from '../../../../src/renderer/rulesets/sine-tempore/sim/play-session';
import { boardModels, clockTokens, initials, palette, reachableSquares, timeLabel } from '../../../../src/renderer/rulesets/sine-tempore/sim/view-model';
import { catalog, compiledTutorial, tutorial } from './fixtures';

const t = (key: string, o?: Record<string, unknown>) => `${key.split('.').at(-1)}${o ? ` ${Object.values(o).join(' ')}` : ''}`;

describe('what the pane draws', () => {
  test('initials: a name’s two first letters, an id’s letter and number', () => {
    expect(initials('Ilse Marrow')).toBe('IM');
    expect(initials('scout-1')).toBe('s1');
    expect(initials('gnawling-12')).toBe('g12');
    expect(initials('Nagerling-Späher')).toBe('NS');
    expect(initials('Tavish')).toBe('TA');
  });

  test('time labels agree with the engine’s (phase 12 opens its cycle, D-9)', () => {
    for (let tick = 12; tick < 60; tick++) expect(timeLabel(tick)).toBe(engineTime(tick));
  });

  test('tokens sharing a sector stack inwards, then side by side; KO markers share the edge', () => {
    const tk = (id: string, sector: number, ko = false): ClockToken => ({ id, sector, ko, hero: true, active: false, colour: '#000', short: id, title: id });
    const placed = clockLayout([tk('a', 3), tk('b', 3), tk('c', 3), tk('d', 3), tk('e', 5), tk('k1', 3, true), tk('k2', 3, true)]);
    expect(placed.map((p) => p.row)).toEqual([0, 1, 2, 0, 0, 0, 0]);
    expect(placed[0].offset).toBeLessThan(0);
    expect(placed[3].offset).toBeGreaterThan(0);
    expect(placed[4].offset).toBe(0);
    expect(placed[5].offset).toBe(-placed[6].offset);
  });

  test('the tutorial at its start: tokens, models with their colours, the squares in reach', () => {
    const view = new PlaySession(compiledTutorial(), 1, 'human').view();
    const names = nameBook(tutorial(), catalog(), 'en', { bareHands: 'bare hands' });
    const colours = palette(view);
    const tokens = clockTokens(view, names, colours, t);
    expect(tokens.map((x) => [x.id, x.sector, x.hero])).toEqual([
      ['ilse-marrow', 1, true],
      ['tavish-korr', 2, true],
      ['group:scouts', 3, false],
    ]);
    expect(tokens[0].active).toBe(true);
    const models = boardModels(view, names, colours, t);
    expect(models.map((m) => m.short)).toEqual(['IM', 'TK', 's1', 's2', 's3']);
    expect(new Set(models.filter((m) => m.hero).map((m) => m.colour)).size).toBe(2);
    expect(models.find((m) => m.id === 'scout-1')!.label).toBe('model scout-1 (Gnawling) 0 1');
    const reach = reachableSquares(view);
    expect(reach.get('1,7')).toBe(2);
    expect(reach.has('0,8')).toBe(false);
    expect(heatColour(0)).not.toBe(heatColour(1));
  });
});
