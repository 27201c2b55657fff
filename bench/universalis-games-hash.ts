// The games-identical check for speed work on the Universalis engine: `npx tsx bench/universalis-games-hash.ts`
// (GAMES=n, default 25). Plays every sample × four bot pairings × n games (every fifth with a log), hashes the
// decisions, the final places and HP and the logs, and prints a hash per sample and pairing and a TOTAL. A change
// meant to be faster and nothing else keeps the TOTAL (docs/universalis-simulator.md, "Speed").
import { readFileSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { universalis } from '../src/engine/rulesets/universalis/index';
import { playGame } from '../src/engine/core/batch';

const units = JSON.parse(readFileSync('samples/salt-frontier.units.json', 'utf8'));
const games = Number(process.env.GAMES ?? 25);
const pairings = [
  ['aggressive', 'cautious'],
  ['cautious', 'aggressive'],
  ['aggressive', 'aggressive'],
  ['cautious', 'cautious'],
] as const;
const total = createHash('sha256');
for (const file of readdirSync('samples').filter((f) => f.endsWith('.skirmish.json')).sort()) {
  const c = universalis.compile(JSON.parse(readFileSync(`samples/${file}`, 'utf8')), { units });
  for (const [a, b] of pairings) {
    const h = createHash('sha256');
    for (let k = 0; k < games; k++) {
      const g = playGame(universalis, c, 7, k, { a, b }, { log: k % 5 === 0, record: true });
      const s = g.state;
      h.update(JSON.stringify(g.decisions));
      h.update(JSON.stringify({ r: s.result, round: s.round, x: Array.from(s.x), y: Array.from(s.y), hp: Array.from(s.hp) }));
      if (s.log) h.update(JSON.stringify(s.log));
    }
    const digest = h.digest('hex').slice(0, 12);
    total.update(digest);
    console.log(`${file} ${a}/${b}: ${digest}`);
  }
}
console.log(`TOTAL ${total.digest('hex').slice(0, 16)}`);
