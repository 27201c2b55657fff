import { describe, it } from 'vitest';
import { expectPass, human } from './support';

describe('line of sight and cover between models (UN-4.3, UN-9.3, AD-14, AD-18–AD-20, AD-41, AD-43)', () => {
  it("AD-14: a model's friends hide it from enemies but never hide the enemies from it (one-way LOS)", () => {
    expectPass({
      models: [
        human('shooter', 'a', [10, 45]),
        human('wall', 'b', [40, 45], { size: 'huge', type: 'colossus' }),
        human('hidden', 'b', [44, 45], { size: 'small' }),
      ],
      expect: [
        { query: { los: { from: 'shooter', to: 'hidden' } }, equals: false },
        { query: { los: { from: 'hidden', to: 'shooter' } }, equals: true },
      ],
    });
  });

  it('AD-43: eliminated models never block; friends of the observer never block', () => {
    expectPass({
      models: [
        human('shooter', 'a', [10, 45]),
        human('dead', 'b', [40, 45], { size: 'huge', type: 'colossus', state: { eliminated: true, hp: 0 } }),
        human('pal', 'a', [30, 45], { size: 'large' }),
        human('target', 'b', [44, 45], { size: 'small' }),
      ],
      expect: [{ query: { los: { from: 'shooter', to: 'target' } }, equals: true }],
    });
  });

  it('AD-20: a friend of the target at least a size larger that hides half of it gives soft cover, no armour bonus', () => {
    expectPass({
      models: [
        human('shooter', 'a', [10, 45]),
        human('big', 'b', [37, 46.3], { size: 'large' }),
        human('target', 'b', [41.5, 45]),
        human('shooter2', 'a', [10, 75]),
        human('small', 'b', [37, 76.3], { size: 'small' }),
        human('target2', 'b', [41.5, 75]),
      ],
      expect: [
        {
          query: { cover: { shooter: 'shooter', target: 'target' } },
          equals: { level: 'soft', armourBonus: 0 },
        },
        {
          query: { cover: { shooter: 'shooter2', target: 'target2' } },
          equals: { level: 'none', armourBonus: 0 },
        },
      ],
    });
  });

  it('AD-18: a forest cuts sight once more than 10 cm of the line runs inside it; standing in it is cover', () => {
    const forest = (w: number) => ({
      terrain: [
        {
          id: 'wood',
          type: 'forest',
          kind: 'area',
          polygon: [
            [30, 30],
            [30 + w, 30],
            [30 + w, 60],
            [30, 60],
          ],
          height: 8,
        },
      ],
    });
    expectPass({
      table: forest(12),
      models: [human('a1', 'a', [10, 45]), human('b1', 'b', [60, 45]), human('b2', 'b', [35, 45])],
      expect: [
        { query: { los: { from: 'a1', to: 'b1' } }, equals: false },
        { query: { los: { from: 'a1', to: 'b2' } }, equals: true },
        { query: { cover: { shooter: 'a1', target: 'b2' } }, equals: { level: 'hard', armourBonus: 1 } },
      ],
    });
    expectPass({
      table: forest(9),
      models: [human('a1', 'a', [10, 45]), human('b1', 'b', [60, 45])],
      expect: [{ query: { los: { from: 'a1', to: 'b1' } }, equals: true }],
    });
  });

  it('AD-41: a forest environment limits sight to 10 cm and covers everyone in it (hard, +1 armour)', () => {
    expectPass({
      table: { environment: 'forest' },
      models: [human('a1', 'a', [10, 45]), human('near', 'b', [19, 45]), human('far', 'b', [30, 45])],
      expect: [
        { query: { los: { from: 'a1', to: 'far' } }, equals: false },
        { query: { cover: { shooter: 'a1', target: 'near' } }, equals: { level: 'hard', armourBonus: 1 } },
      ],
    });
  });

  it('UN-9.6: a crater covers against a shooter outside it only', () => {
    const crater = {
      terrain: [
        {
          id: 'crater',
          type: 'crater',
          kind: 'area',
          polygon: [
            [30, 35],
            [45, 35],
            [45, 55],
            [30, 55],
          ],
          height: 4,
        },
      ],
    };
    expectPass({
      table: crater,
      models: [human('out', 'a', [10, 45]), human('in', 'a', [37.5, 45]), human('t', 'b', [33, 45])],
      expect: [
        { query: { cover: { shooter: 'out', target: 't' } }, equals: { level: 'hard', armourBonus: 1 } },
        { query: { cover: { shooter: 'in', target: 't' } }, equals: { level: 'none', armourBonus: 0 } },
      ],
    });
  });
});
