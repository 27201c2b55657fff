import { describe, expect, test } from 'vitest';
import { compileDeck } from '../../../src/engine/rulesets/time-stories/rules/compile';
import type { Deck } from '../../../src/engine/rulesets/time-stories/rules/deck';
import {
  apply,
  cloneRun,
  loadRun,
  saveRun,
  legalActions,
  newRun,
  nextRun,
  viewRun,
  type Action,
  type RunState,
} from '../../../src/engine/rulesets/time-stories/rules/engine';
import { locationCard, tinyDeck } from './fixture';

/** Dice that always show this face, so a test's outcome is certain. */
function fixed(d: Deck, hits: number, skulls = 0, captain = 2) {
  d.simulator = { actionDie: [{ hits, skulls }], captainDie: [captain] };
  return compileDeck(d);
}

function ok(deck: ReturnType<typeof compileDeck>, s: RunState, a: Action) {
  const r = apply(deck, s, a);
  expect(r, JSON.stringify(a)).toEqual({ ok: true });
}

function refused(deck: ReturnType<typeof compileDeck>, s: RunState, a: Action, why: RegExp) {
  const before = cloneRun(s);
  const r = apply(deck, s, a);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toMatch(why);
  const strip = (x: RunState) => ({ ...x, rng: x.rng.state() });
  expect(strip(s)).toEqual(strip(before));
}

describe('run engine', () => {
  test('TS-40.5: the run starts at the start location with the base TU, laid out A…H without card A', () => {
    const deck = fixed(tinyDeck(), 1);
    const s = newRun(deck, { seed: 1 });
    const v = viewRun(deck, s);
    expect(v).toMatchObject({ tu: 10, phase: 'entry', location: 'hall' });
    expect(v.slots.map((x) => x.letter)).toEqual(['B', 'C']);
  });

  test('TS-16.5, TS-10.4.1: a locked card refuses placement; a refused action changes nothing', () => {
    const deck = fixed(tinyDeck(), 1);
    const s = newRun(deck, { seed: 1 });
    refused(deck, s, { type: 'enter', slots: ['C', 'B'] }, /needs the status token key-found/);
    refused(deck, s, { type: 'enter', slots: ['B', null] }, /once one agent enters, all do/);
    expect(legalActions(deck, s).enter!.letters).toEqual([['B'], ['B']]);
  });

  test("TS-16.1, TS-16.9: entering costs no TU and a card's effects happen at once", () => {
    const deck = fixed(tinyDeck(), 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    expect(s.tu).toBe(10);
    expect(viewRun(deck, s).tokens).toEqual(['key-found']);
  });

  test("TS-17.1, TS-17.2.2: a move costs the round's 1 TU and explores at once; the new test starts", () => {
    const deck = fixed(tinyDeck(), 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    expect(s.tu).toBe(9);
    expect(viewRun(deck, s).slots[1].test).toMatchObject({ started: true, passed: false });
  });

  test('TS-12.6: a host without the skill cannot roll; TS-17.2: one order per agent', () => {
    const deck = fixed(tinyDeck(), 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    refused(deck, s, { type: 'round', orders: [{ agent: 0, do: 'roll' }] }, /has no test/);
    refused(
      deck,
      s,
      {
        type: 'round',
        orders: [
          { agent: 0, do: 'nothing' },
          { agent: 0, do: 'nothing' },
        ],
      },
      /two orders/,
    );
    ok(deck, s, { type: 'leave', to: 'yard', die: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    refused(deck, s, { type: 'round', orders: [{ agent: 0, do: 'roll' }] }, /ann has no dice in combat/);
  });

  test('TS-20, TS-19.3: hits clear shields; passing runs the on-pass effects (success ends the run)', () => {
    const deck = fixed(tinyDeck(), 2);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'roll' }] });
    expect(s.outcome).toEqual({ result: 'success', tu: 8 });
    expect(legalActions(deck, s).phase).toBe('ended');
    refused(deck, s, { type: 'round', orders: [] }, /run is over/);
  });

  test('TS-20.4, TS-20.5: a failed roll costs the counter-strike and the hearts', () => {
    const deck = fixed(tinyDeck(), 0, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'roll' }] });
    // ann: 2 dice, each 1 skull → strength 2 + 1 skull shield = 3 > resistance 1: −1 LP; heart: −1 LP.
    expect(s.lp[0]).toBe(1);
  });

  test('TS-19.14: doing nothing on a started test with a skull shield costs 1 LP plus the hearts', () => {
    const deck = fixed(tinyDeck(), 0);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'nothing' }] });
    expect(s.lp[0]).toBe(1);
    expect(s.lp[1]).toBe(4);
  });

  test('TS-22: a host at 0 LP goes to the vortex and comes back 7 TU later with full LP', () => {
    const deck = fixed(tinyDeck(), 0);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] }); // tu 9
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'nothing' }] }); // tu 8, ann lp 1
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'nothing' }] }); // tu 7, ann dies: 7 TU or fewer, no return
    expect(viewRun(deck, s).agents[0]).toMatchObject({ dead: true, lp: 0, returnsAtTu: null });
    refused(deck, s, { type: 'round', orders: [{ agent: 0, do: 'nothing' }] }, /vortex/);
    const t = fixed(tinyDeck(), 0);
    const r = newRun(t, { seed: 1 });
    r.tu = 20;
    ok(t, r, { type: 'enter', slots: ['B', 'B'] });
    ok(t, r, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] }); // 19
    ok(t, r, { type: 'round', orders: [{ agent: 0, do: 'nothing' }] }); // 18
    ok(t, r, { type: 'round', orders: [{ agent: 0, do: 'nothing' }] }); // 17: dies, returns at 10
    expect(r.returnsAt[0]).toBe(10);
    for (let i = 0; i < 7; i++) ok(t, r, { type: 'round', orders: [] });
    expect(viewRun(t, r).agents[0]).toMatchObject({ dead: false, lp: 3, card: 'B' });
  });

  test('TS-22.8: when every host is dead the run ends with the failure card', () => {
    const d = tinyDeck();
    d.failures.push({ id: 'dead', type: 'death', text: 'All dead.' });
    const deck = fixed(d, 0);
    const s = newRun(deck, { seed: 1 });
    s.lp = [1, 1];
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, {
      type: 'round',
      orders: [
        { agent: 0, do: 'move', to: 'C' },
        { agent: 1, do: 'move', to: 'C' },
      ],
    });
    ok(deck, s, { type: 'round', orders: [] });
    expect(s.outcome).toMatchObject({ result: 'failure', reason: 'death', failure: 'dead' });
  });

  test('TS-18.5: leaving costs the captain die, +2 from a red location; TS-18.6 the role passes left', () => {
    const deck = fixed(tinyDeck(), 1, 0, 3);
    const s = newRun(deck, { seed: 1 });
    expect(s.captain).toBe(0);
    ok(deck, s, { type: 'leave', to: 'yard' });
    expect(s.tu).toBe(7);
    expect(s.captain).toBe(1);
    ok(deck, s, { type: 'leave', to: 'hall', die: 1 });
    expect(s.tu).toBe(4);
    refused(deck, s, { type: 'leave', to: 'hall' }, /never return directly/);
  });

  test('TS-19.8, TS-18.8: an agent on an unpassed padlock test cannot move, and the team cannot leave', () => {
    const d = tinyDeck();
    locationCard(d, 'hall', 'C').test!.padlock = true;
    const deck = fixed(d, 0);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    refused(deck, s, { type: 'leave', to: 'yard' }, /padlock/);
    refused(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'B' }] }, /padlock/);
    expect(legalActions(deck, s).leaveBlocked).toMatch(/padlock/);
  });

  test('TS-25.3, TS-40.7: the round that spends the last TU completes, then the team is recalled', () => {
    const deck = fixed(tinyDeck(), 2);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    s.tu = 2;
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    ok(deck, s, { type: 'round', orders: [{ agent: 0, do: 'roll' }] });
    expect(s.outcome).toEqual({ result: 'success', tu: 0 });
    const t = newRun(deck, { seed: 1 });
    ok(deck, t, { type: 'enter', slots: ['B', 'B'] });
    t.tu = 1;
    ok(deck, t, { type: 'round', orders: [] });
    expect(t.outcome).toMatchObject({ result: 'failure', reason: 'time', failure: 'late', tu: 0 });
  });

  test('TS-10.4.2: a whole-team card needs every agent to move onto it together', () => {
    const d = tinyDeck();
    locationCard(d, 'yard', 'B').locks = ['whole-team'];
    d.locations[1].cards.push({ letter: 'C', title: 'C', text: '.' });
    const deck = fixed(d, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'leave', to: 'yard', die: 1 });
    refused(deck, s, { type: 'enter', slots: ['B', 'C'] }, /whole team/);
    ok(deck, s, { type: 'enter', slots: ['C', 'C'] });
    refused(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'B' }] }, /whole team/);
    ok(deck, s, {
      type: 'round',
      orders: [
        { agent: 0, do: 'move', to: 'B' },
        { agent: 1, do: 'move', to: 'B' },
      ],
    });
  });

  test('TS-10.4.4, TS-10.4.5, TS-11.6: listed hosts only; with a key one of them must own it; items change hands', () => {
    const d = tinyDeck();
    d.items = [{ number: 5, name: 'Key' }];
    d.hosts[1].equipment = [5];
    locationCard(d, 'yard', 'B').locks = [{ 'hosts-with-key': { hosts: ['ann'], item: 5 } }];
    d.locations[1].cards.push({ letter: 'C', title: 'C', text: '.' });
    const deck = fixed(d, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'leave', to: 'yard', die: 1 });
    refused(deck, s, { type: 'enter', slots: ['B', 'C'] }, /must own item 5/);
    refused(deck, s, { type: 'enter', slots: ['C', 'B'] }, /only ann/);
    ok(deck, s, { type: 'give', item: 5, to: 0 });
    ok(deck, s, { type: 'enter', slots: ['B', 'C'] });
  });

  test('TS-10.5: forbidden until permitted; perishable discarded when nobody explores it at entry; mandatory must be explored', () => {
    const d = tinyDeck();
    const hall = d.locations[0].cards;
    hall.push({ letter: 'D', title: 'D', text: '.', symbols: ['forbidden'] });
    hall.push({ letter: 'E', title: 'E', text: '.', symbols: ['perishable'], effects: [{ tu: 3 }] });
    locationCard(d, 'hall', 'B').effects!.push({ permit: 'D' });
    const deck = fixed(d, 1);
    const s = newRun(deck, { seed: 1 });
    refused(deck, s, { type: 'enter', slots: ['D', 'B'] }, /forbidden/);
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    expect(viewRun(deck, s).slots.map((x) => x.letter)).toEqual(['B', 'C', 'D', '']);
    ok(deck, s, { type: 'round', orders: [{ agent: 1, do: 'move', to: 'D' }] });
    const m = tinyDeck();
    locationCard(m, 'yard', 'B').symbols = ['mandatory'];
    m.locations[1].cards.push({ letter: 'C', title: 'C', text: '.' });
    const md = fixed(m, 1);
    const t = newRun(md, { seed: 1 });
    ok(md, t, { type: 'leave', to: 'yard', die: 1 });
    refused(md, t, { type: 'enter', slots: ['C', 'C'] }, /mandatory/);
    refused(md, t, { type: 'leave', to: 'hall' }, /mandatory/);
    ok(md, t, { type: 'enter', slots: ['B', 'C'] });
  });

  test('TS-40.13: a perishable card is discarded for the run also when the team declines to enter', () => {
    const d = tinyDeck();
    d.locations[1].cards.push({ letter: 'C', title: 'C', text: '.', symbols: ['perishable'] });
    const deck = fixed(d, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'leave', to: 'yard', die: 1 });
    ok(deck, s, { type: 'leave', to: 'hall', die: 1 });
    ok(deck, s, { type: 'leave', to: 'yard', die: 1 });
    expect(viewRun(deck, s).slots.map((x) => x.letter)).toEqual(['B']);
  });

  test('TS-24: a reveal puts the agents on the revealed card, whatever its lock, at no TU', () => {
    const d = tinyDeck();
    locationCard(d, 'hall', 'B').effects = [{ reveal: 'C' }];
    locationCard(d, 'hall', 'C').locks = [{ status: 'key-found' }];
    d.locations[1].cards[1].test!.onPass = [{ 'gain-status': 'key-found' }];
    const deck = fixed(d, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    const v = viewRun(deck, s);
    expect(v.agents.map((a) => a.card)).toEqual(['C', 'C']);
    expect(v.slots.map((x) => x.letter)).toEqual(['C', '']);
    expect(s.tu).toBe(10);
  });

  test('options: free, once per visit, only when their condition holds; go-to still rolls the captain die', () => {
    const d = tinyDeck();
    d.resources = [{ colour: 'yellow', name: 'Gold' }];
    locationCard(d, 'hall', 'B').options = [
      {
        label: 'Pay',
        condition: { 'resource-at-least': { colour: 'yellow', count: 1 } },
        effects: [{ tu: 1 }],
      },
      { label: 'Run', effects: [{ 'go-to': 'yard' }] },
    ];
    const deck = fixed(d, 1, 0, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    refused(deck, s, { type: 'choose', agent: 0, option: 0 }, /condition/);
    expect(legalActions(deck, s).choose.map((c) => c.label)).toEqual(['Run', 'Run']);
    ok(deck, s, { type: 'choose', agent: 0, option: 1 });
    expect(viewRun(deck, s)).toMatchObject({ location: 'yard', tu: 9, phase: 'entry' });
  });

  test('TS-11.8, TS-40.30: agency items are kept for the next run; the rest resets', () => {
    const d = tinyDeck();
    d.items = [
      { number: 1, name: 'Logo', agencyLogo: true },
      { number: 2, name: 'Plain' },
    ];
    locationCard(d, 'hall', 'B').effects!.push({ 'gain-item': 1 }, { 'gain-item': 2 });
    const deck = fixed(d, 1);
    const s = newRun(deck, { seed: 1 });
    ok(deck, s, { type: 'enter', slots: ['B', 'B'] });
    s.tu = 1;
    ok(deck, s, { type: 'round', orders: [] });
    const next = nextRun(deck, s);
    expect(next.runNo).toBe(2);
    expect(viewRun(deck, next).items.map((i) => i.number)).toEqual([1]);
    expect(viewRun(deck, next).tokens).toEqual([]);
    expect(next.tu).toBe(10);
  });

  test('TS-26.2: a saved run (test progress and RNG included) goes on exactly like the original', () => {
    const deck = compileDeck(tinyDeck());
    const s = newRun(deck, { seed: 9 });
    apply(deck, s, { type: 'enter', slots: ['B', 'B'] });
    apply(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
    const restored = loadRun(JSON.parse(JSON.stringify(saveRun(s))));
    for (const run of [s, restored])
      for (let i = 0; i < 3; i++) apply(deck, run, { type: 'round', orders: [{ agent: 0, do: 'roll' }] });
    expect(viewRun(deck, restored)).toEqual(viewRun(deck, s));
    expect(restored.log).toEqual(s.log);
  });

  test('determinism: the same seed and decisions give the same log', () => {
    const deck = compileDeck(tinyDeck());
    const play = () => {
      const s = newRun(deck, { seed: 42 });
      apply(deck, s, { type: 'enter', slots: ['B', 'B'] });
      apply(deck, s, { type: 'round', orders: [{ agent: 0, do: 'move', to: 'C' }] });
      for (let i = 0; i < 5; i++) apply(deck, s, { type: 'round', orders: [{ agent: 0, do: 'roll' }] });
      return s.log;
    };
    expect(play()).toEqual(play());
  });
});
