// 10,000 simulated runs of the sample deck on one core: each run a fresh team, bots playing through the same step
// API a person uses (legality checks included), no log kept. 200 runs per bot go first so the JIT has compiled the
// engine: the figure is the simulator's, not the compiler's (a cold first batch costs roughly twice as much).
import { readFileSync } from 'node:fs';
import { compileDeck } from '../src/engine/rulesets/time-stories/rules/compile';
import { newBot, playRun, type BotKind } from '../src/engine/rulesets/time-stories/rules/bots';
import { newRun } from '../src/engine/rulesets/time-stories/rules/engine';
import type { Deck } from '../src/engine/rulesets/time-stories/rules/deck';
import { report } from './report';
import { peakRssMb } from './types';

const deck = compileDeck(JSON.parse(readFileSync('samples/kerrow-point.deck.json', 'utf8')) as Deck);
const RUNS = 10_000;

function play(bot: BotKind, from: number, count: number): number {
  let wins = 0;
  for (let i = from; i < from + count; i++) {
    const s = newRun(deck, { seed: i, log: false });
    playRun(deck, s, newBot(deck, bot));
    if (s.outcome?.result === 'success') wins++;
  }
  return wins;
}

function time(bot: BotKind): { seconds: number; wins: number } {
  play(bot, -200, 200);
  const t0 = process.hrtime.bigint();
  const wins = play(bot, 0, RUNS);
  return { seconds: Number(process.hrtime.bigint() - t0) / 1e9, wins };
}

const greedy = time('greedy');
const systematic = time('systematic');
if (greedy.wins === 0 || systematic.wins === 0) throw new Error('the sample deck was never won: the bench measures a broken simulator');
report([
  { name: 'deck: 10,000 runs of the sample deck (greedy bot)', value: Number(greedy.seconds.toFixed(3)), unit: 's', target: 2, better: 'lower' },
  { name: 'deck: 10,000 runs of the sample deck (systematic bot)', value: Number(systematic.seconds.toFixed(3)), unit: 's', target: 2, better: 'lower' },
  { name: 'deck: peak memory', value: peakRssMb(), unit: 'MB', target: null, better: 'lower' },
]);
