/** Issue 14, defect 2: the map's view never moves by itself while a gesture is under way. */
import { describe, expect, test } from 'vitest';
import { ViewFollow } from '../../../../src/renderer/rulesets/sine-tempore/mission/canvas/viewport';

describe('the view follows the board (issue 14, defect 2)', () => {
  test('a board that grows during a drag is fitted when the drag ends, not during it', () => {
    const f = new ViewFollow(false);
    expect(f.resized()).toBe(true);
    f.begin();
    expect(f.resized()).toBe(false);
    expect(f.resized()).toBe(false);
    expect(f.end()).toBe(true);
    // Nothing put off: nothing to do at the end of the next gesture.
    f.begin();
    expect(f.end()).toBe(false);
  });

  test('once the designer has panned or zoomed, the view is theirs: no fit, during a gesture or after it', () => {
    const f = new ViewFollow(false);
    f.begin();
    expect(f.resized()).toBe(false);
    f.moved = true;
    expect(f.end()).toBe(false);
    expect(f.resized()).toBe(false);
  });
});
