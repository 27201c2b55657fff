import { describe, it } from 'vitest';
import { expectPass, human, sword } from './support';

describe('melee (UN-15, AD-63, AD-66)', () => {
  it("UN-8.3.3: a charge costs the weapon's WK, moves into contact and attacks with +2", () => {
    expectPass({
      models: [
        human('att', 'a', [20, 45], { attributes: { NK: 4 }, weapons: [sword] }),
        human('def', 'b', [30, 45]),
      ],
      steps: [{ actor: 'att', do: 'charge', target: 'def', weapon: 'sword', to: [27.5, 45] }],
      dice: [7, 8, 6, 4],
      expect: [
        { at: '/models/att/at', equals: [27.5, 45] },
        { at: '/models/att/ap', equals: 4 },
        { at: '/models/att/moved', equals: 7.5 },
        { at: '/models/def/hp', equals: 3 },
        { at: '/models/def/ap', equals: 5 },
        { query: { contact: { a: 'att', b: 'def' } }, equals: true },
      ],
    });
  });

  it('UN-15.3.3: a defender in defence denies the charge bonus and then loses the token', () => {
    expectPass({
      models: [
        human('att', 'a', [20, 45], { attributes: { NK: 4 }, weapons: [sword] }),
        human('def', 'b', [30, 45], { state: { tokens: { defence: true } } }),
      ],
      steps: [{ actor: 'att', do: 'charge', target: 'def', weapon: 'sword', to: [27.5, 45] }],
      dice: [5, 8],
      expect: [
        { at: '/models/def/hp', equals: 5 },
        { at: '/models/def/tokens/defence', equals: false },
      ],
    });
  });

  it('UN-15.3.2: a reckless attack costs WK + 2 and adds 3', () => {
    expectPass({
      models: [
        human('att', 'a', [40, 45], { attributes: { NK: 4 }, weapons: [sword] }),
        human('def', 'b', [42.5, 45]),
      ],
      steps: [{ actor: 'att', do: 'attack', target: 'def', weapon: 'sword', reckless: true }],
      dice: [3, 9],
      expect: [
        {
          query: { meleeModifiers: { attacker: 'att', defender: 'def', reckless: true } },
          equals: { attacker: 3, defender: 0 },
        },
        { at: '/models/att/ap', equals: 2 },
        { at: '/models/def/hp', equals: 5 },
      ],
    });
  });

  it('UN-15.1.5: a tie goes to an opposed AGI roll', () => {
    expectPass({
      models: [
        human('att', 'a', [40, 45], { attributes: { NK: 4 }, weapons: [sword] }),
        human('def', 'b', [42.5, 45]),
      ],
      steps: [{ actor: 'att', do: 'attack', target: 'def', weapon: 'sword' }],
      dice: [6, 8, 3, 5],
      expect: [{ at: '/models/def/hp', equals: 5 }],
    });
    expectPass({
      models: [
        human('att', 'a', [40, 45], { attributes: { NK: 4 }, weapons: [sword] }),
        human('def', 'b', [42.5, 45]),
      ],
      steps: [{ actor: 'att', do: 'attack', target: 'def', weapon: 'sword' }],
      dice: [6, 8, 5, 3, 6, 4],
      expect: [{ at: '/models/def/hp', equals: 3 }],
    });
  });

  it('UN-15.7: other friends touching the opponent +2 each, size steps +2 each, unwieldy gear −3, critical −2', () => {
    expectPass({
      models: [
        human('att', 'a', [40, 45], { weapons: [sword] }),
        human('pal', 'a', [45, 45]),
        human('def', 'b', [42.5, 45], { equipment: [{ name: 'heavy pack', unwieldy: true }] }),
        human('ogre', 'a', [40, 60], { size: 'large' }),
        human('imp', 'b', [43.25, 60], { size: 'small', state: { hp: 1 } }),
        human('crawler', 'a', [40, 75], { size: 'large', state: { prone: true } }),
        human('target', 'b', [43.25, 75]),
      ],
      expect: [
        {
          query: { meleeModifiers: { attacker: 'att', defender: 'def' } },
          equals: { attacker: 2, defender: -3 },
        },
        {
          query: { meleeModifiers: { attacker: 'att', defender: 'def', charge: true } },
          equals: { attacker: 4, defender: -3 },
        },
        {
          query: { meleeModifiers: { attacker: 'ogre', defender: 'imp' } },
          equals: { attacker: 4, defender: -2 },
        },
        {
          query: { meleeModifiers: { attacker: 'crawler', defender: 'target' } },
          equals: { attacker: 0, defender: 0 },
        },
        {
          query: {
            opposedRoll: {
              attribute: 'NK',
              a: { model: 'att', die: 5 },
              b: { model: 'pal', die: 5 },
              tieDice: [3, 4],
            },
          },
          equals: { a: 7, b: 7, winner: 'pal' },
        },
        {
          query: {
            opposedRoll: {
              attribute: 'NK',
              a: { model: 'att', die: 5 },
              b: { model: 'pal', die: 5 },
              tieDice: [4, 4],
            },
          },
          equals: { a: 7, b: 7, winner: 'chance' },
        },
        {
          query: {
            opposedRoll: {
              attribute: 'EH',
              a: { model: 'att', die: 5, modifier: 1 },
              b: { model: 'imp', die: 9 },
            },
          },
          equals: { a: 9, b: 10, winner: 'imp' },
        },
      ],
    });
  });

  it('UN-15.0.2: in melee only Attack, Reckless attack, Disengage and Use power; an attack needs contact', () => {
    expectPass({
      models: [
        human('att', 'a', [40, 45], { weapons: [sword] }),
        human('def', 'b', [42.5, 45]),
        human('far', 'b', [60, 45]),
      ],
      steps: [
        { actor: 'att', do: 'move', to: [40, 30], expectError: true },
        { actor: 'att', do: 'attack', target: 'far', weapon: 'sword', expectError: true },
      ],
      expect: [{ at: '/models/att/ap', equals: 6 }],
    });
  });
});

describe('movement (UN-8, UN-9.4, AD-21–AD-23, AD-32, AD-37)', () => {
  it('AD-22: a move must end at least 3 cm from every enemy; AD-25: never across a base', () => {
    expectPass({
      models: [
        human('m', 'a', [20, 20]),
        human('e', 'b', [30, 20]),
        human('f', 'a', [20, 40]),
        human('g', 'a', [25, 40]),
      ],
      steps: [
        { actor: 'm', do: 'move', to: [25.5, 20], expectError: true },
        { actor: 'm', do: 'move', to: [24.5, 20] },
      ],
      expect: [
        { at: '/models/m/at', equals: [24.5, 20] },
        { at: '/models/m/ap', equals: 5 },
      ],
    });
    expectPass({
      models: [human('f', 'a', [20, 40]), human('g', 'a', [25, 40])],
      steps: [
        { actor: 'f', do: 'move', to: [30, 40], expectError: true },
        {
          actor: 'f',
          do: 'move',
          path: [
            [20, 45],
            [30, 45],
            [30, 40],
          ],
          expectError: true,
        },
        {
          actor: 'f',
          do: 'move',
          path: [
            [20, 43],
            [27, 43],
          ],
        },
      ],
      expect: [{ at: '/models/f/moved', equals: 10 }],
    });
  });

  it('AD-23: a prone model crawls for 2 AP and stays prone', () => {
    expectPass({
      models: [human('p', 'a', [20, 20], { state: { prone: true } })],
      steps: [{ actor: 'p', do: 'move', to: [28, 20] }],
      expect: [
        { at: '/models/p/ap', equals: 4 },
        { at: '/models/p/prone', equals: true },
      ],
    });
  });

  it('AD-32: a failed movement test halves the move along its path and ends it prone; a passed one keeps it whole', () => {
    const forest = {
      terrain: [
        {
          id: 'forest',
          type: 'forest',
          kind: 'area',
          polygon: [
            [20, 30],
            [40, 30],
            [40, 60],
            [20, 60],
          ],
          height: 10,
        },
      ],
    };
    expectPass({
      table: forest,
      models: [human('r', 'a', [25, 45])],
      steps: [{ actor: 'r', do: 'move', to: [35, 45], test: true }],
      dice: [9],
      expect: [
        { at: '/models/r/at', equals: [30, 45] },
        { at: '/models/r/prone', equals: true },
        { at: '/models/r/ap', equals: 5 },
      ],
    });
    expectPass({
      table: forest,
      models: [human('r', 'a', [25, 45])],
      steps: [{ actor: 'r', do: 'move', to: [35, 45], test: true }],
      dice: [2],
      expect: [
        { at: '/models/r/at', equals: [35, 45] },
        { at: '/models/r/prone', equals: false },
      ],
    });
    // Leaving a difficult piece halves the move too; the environment counts everywhere (AD-41).
    expectPass({
      table: forest,
      models: [human('r', 'a', [38, 45])],
      steps: [{ actor: 'r', do: 'move', to: [44, 45], expectError: true }],
    });
    expectPass({
      table: { environment: 'water' },
      models: [human('r', 'a', [38, 45])],
      steps: [{ actor: 'r', do: 'move', to: [44, 45], expectError: true }],
    });
  });

  it('UN-9.4.3: ground models cannot enter impassable terrain; hover can', () => {
    const swamp = {
      terrain: [
        {
          id: 'swamp',
          type: 'swamp',
          kind: 'area',
          polygon: [
            [30, 30],
            [40, 30],
            [40, 60],
            [30, 60],
          ],
          height: 1,
        },
      ],
    };
    expectPass({
      table: swamp,
      models: [human('w', 'a', [25, 45]), human('h', 'a', [25, 50], { movement: 'hover' })],
      steps: [{ actor: 'w', do: 'move', to: [33, 45], expectError: true }],
    });
    expectPass({
      table: swamp,
      models: [human('h', 'a', [25, 50], { movement: 'hover' })],
      steps: [{ actor: 'h', do: 'move', to: [33, 50] }],
    });
  });

  it('UN-8.9.1: more than 20 cm moved in the phase puts the fast token on; the critical state halves GK (rounded up)', () => {
    expectPass({
      models: [
        human('m', 'a', [20, 20], { state: { moved: 15 } }),
        human('c', 'a', [20, 60], { speed: 9, state: { hp: 2 } }),
      ],
      steps: [{ actor: 'm', do: 'move', to: [26, 20] }],
      expect: [
        { at: '/models/m/tokens/fast', equals: true },
        { at: '/models/m/moved', equals: 21 },
      ],
    });
    expectPass({
      models: [human('c', 'a', [20, 60], { speed: 9, state: { hp: 2 } })],
      steps: [
        { actor: 'c', do: 'move', to: [25.5, 60], expectError: true },
        { actor: 'c', do: 'move', to: [25, 60] },
      ],
    });
  });

  it('AD-25: a base does not squeeze through a gap narrower than itself between solid pieces', () => {
    const gap = (w: number) => ({
      terrain: [
        {
          id: 'left',
          type: 'building',
          kind: 'solid',
          polygon: [
            [20, 40],
            [30, 40],
            [30, 42],
            [20, 42],
          ],
          height: 10,
        },
        {
          id: 'right',
          type: 'building',
          kind: 'solid',
          polygon: [
            [30 + w, 40],
            [40 + w, 40],
            [40 + w, 42],
            [30 + w, 42],
          ],
          height: 10,
        },
      ],
    });
    expectPass({
      table: gap(2),
      models: [human('m', 'a', [31, 45])],
      steps: [{ actor: 'm', do: 'move', to: [31, 37], expectError: true }],
    });
    expectPass({
      table: gap(3),
      models: [human('m', 'a', [31.5, 45])],
      steps: [{ actor: 'm', do: 'move', to: [31.5, 37] }],
    });
  });

  it('UN-8.7: climbing onto a solid piece costs twice the height; more than twice the profile height cannot be climbed', () => {
    const crate = {
      terrain: [
        {
          id: 'crate',
          type: 'building',
          kind: 'solid',
          polygon: [
            [30, 40],
            [40, 40],
            [40, 50],
            [30, 50],
          ],
          height: 3,
        },
      ],
    };
    expectPass({
      table: crate,
      models: [human('m', 'a', [27, 45])],
      steps: [{ actor: 'm', do: 'move', to: [31, 45] }],
      expect: [
        { at: '/models/m/z', equals: 3 },
        { at: '/models/m/moved', equals: 7 },
      ],
    });
    expectPass({
      table: crate,
      models: [human('m', 'a', [27, 45])],
      steps: [{ actor: 'm', do: 'move', to: [32, 45], expectError: true }],
    });
    const wall = {
      terrain: [
        {
          id: 'wall',
          type: 'building',
          kind: 'solid',
          polygon: [
            [30, 40],
            [40, 40],
            [40, 50],
            [30, 50],
          ],
          height: 9,
        },
      ],
    };
    expectPass({
      table: wall,
      models: [human('m', 'a', [27, 45], { speed: 30 })],
      steps: [{ actor: 'm', do: 'move', to: [32, 45], expectError: true }],
    });
  });
});
