/**
 * A toy ruleset that proves the seam (docs/architecture.md, "Adding a ruleset"): two runners race along a line, one
 * die roll per turn. Everything a ruleset brings is here, in one file, and nothing in shared code knows it: its schema
 * and checks, its words in three languages, the game, its bots, batch statistics, replays and conformance cases.
 * Worker threads load it from this module (`registerRuleset(ruleset, { module })`).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import schema from './race.schema.json';
import { Rng } from '../../../../src/engine/core/rng';
import { wilson } from '../../../../src/engine/core/batch';
import { error } from '../../../../src/engine/format/findings';
import { renderMessage, rulesetMessage } from '../../../../src/engine/format/messages/index';
import { CaseError, type RulesetRunner } from '../../../../src/engine/conform/types';
import { CompileError, type Ruleset } from '../../../../src/engine/ruleset';
import type { KindExporter } from '../../../../src/engine/export';
import type { Prim } from '../../../../src/engine/core/draw/display';
import { paint } from '../../../../src/engine/core/draw/paint';

export interface Race {
  length: number;
  names: [string, string];
}

type Side = 'a' | 'b';
const SIDES: readonly Side[] = ['a', 'b'];
export type RaceAction = { type: 'roll' } | { type: 'wait' };

export interface RaceState {
  race: Race;
  rng: Rng;
  /** Faces to roll before the RNG's (conformance cases force them). */
  forced: number[];
  pos: [number, number];
  turn: 0 | 1;
  turns: number;
  winner: Side | null;
  log: { side: Side; action: string; roll?: number; at: number }[] | null;
}

const MAX_TURNS = 500;

export interface RaceStats {
  games: number;
  wins: Record<Side, number>;
  draws: number;
  turns: number;
}

const messages = {
  en: {
    'race-same-names': 'The two runners are both called `{{name}}`; give each its own name.',
    'race-report': '{{file}}: {{games}} races, seed {{seed}}',
    'race-wins': '  {{side}} wins {{rate}} (95% interval {{low}} – {{high}})',
  },
  de: {
    'race-same-names': 'Beide Läufer heißen `{{name}}`; geben Sie jedem einen eigenen Namen.',
    'race-report': '{{file}}: {{games}} Rennen, Startwert {{seed}}',
    'race-wins': '  {{side}} gewinnt {{rate}} (95-%-Intervall {{low}} – {{high}})',
  },
  fr: {
    'race-same-names': 'Les deux coureurs s’appellent `{{name}}` ; donnez à chacun son nom.',
    'race-report': '{{file}} : {{games}} courses, graine {{seed}}',
    'race-wins': '  {{side}} gagne {{rate}} (intervalle à 95 % {{low}} – {{high}})',
  },
};

const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

function roll(s: RaceState): number {
  return s.forced.length ? s.forced.shift()! : s.rng.int(1, 6);
}

function newRace(race: Race, seed: number, log: boolean): RaceState {
  return { race, rng: Rng.fromSeed(seed), forced: [], pos: [0, 0], turn: 0, turns: 0, winner: null, log: log ? [] : null };
}

function over(s: RaceState): boolean {
  return s.winner !== null || s.turns >= MAX_TURNS;
}

function applyAction(s: RaceState, a: RaceAction): { ok: true } | { ok: false; reason: string } {
  if (over(s)) return { ok: false, reason: 'the race is over' };
  if (!a || (a.type !== 'roll' && a.type !== 'wait')) return { ok: false, reason: `unknown action ${JSON.stringify(a)}` };
  const side = SIDES[s.turn];
  if (a.type === 'roll') {
    const r = roll(s);
    s.pos[s.turn] = Math.min(s.race.length, s.pos[s.turn] + r);
    s.log?.push({ side, action: 'roll', roll: r, at: s.pos[s.turn] });
    if (s.pos[s.turn] >= s.race.length) s.winner = side;
  } else s.log?.push({ side, action: 'wait', at: s.pos[s.turn] });
  s.turns++;
  s.turn = s.turn === 0 ? 1 : 0;
  return { ok: true };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The track on paper, one 10 mm square per step, through whatever host `studio export` gives it. */
const raceExporter: KindExporter = {
  async run(document, options, host) {
    const d = document as { length: number; runners: string[] };
    const track: Prim[] = [];
    for (let i = 0; i < d.length; i++) track.push({ t: 'rect', x: i * 10, y: 0, w: 10, h: 10, stroke: { color: '#000', width: 0.3 } });
    track.push({ t: 'text', x: 0, y: 16, text: d.runners.join(' – '), size: 4, fill: '#000', align: 'left' });
    if (options.formats.includes('pdf')) {
      const pdf = await host.pdf([{ size: [d.length * 10 + 20, 40], layers: [{ prims: track, transform: [1, 0, 0, 1, 10, 10] }] }], { title: 'Race' });
      host.write('race.pdf', pdf.bytes);
    }
    if (options.formats.includes('png')) host.write('race.png', await host.png(d.length * 10, 20, (ctx, env) => paint(ctx, track, env)));
    return { notes: [`${d.length} squares`] };
  },
};

export const ruleset: Ruleset<Race, RaceState, RaceAction, RaceStats> = {
  id: 'toy-race',
  title: 'Toy race',
  kinds: [
    {
      kind: 'race',
      playable: true,
      check: (doc: { runners: string[] }) => (doc.runners[0] === doc.runners[1] ? [error('race-same-names', '/runners/1', rulesetMessage('race-same-names', { name: doc.runners[1] }))] : []),
      codes: { 'race-same-names': { severity: 'error', group: 'Semantic: race', meaning: 'Both runners have the same name.' } },
      schema: { schemaFile: 'tests/unit/seam/toy/race.schema.json', schemaId: schema.$id, title: 'Race', currentVersion: 1, schema, validate: validate as any },
      exporter: { formats: ['pdf', 'png'], load: async () => raceExporter },
    },
  ],
  messages,
  sides: SIDES,
  compile(document) {
    const d = document as { length: number; runners: [string, string] };
    if (d.length > 60) throw new CompileError(`a race of ${d.length} squares is longer than the toy plays (60)`);
    return { length: d.length, names: d.runners };
  },
  newGame: (race, seed, options = {}) => newRace(race, seed, options.log === true),
  toMove: (s) => (over(s) ? null : SIDES[s.turn]),
  legalActions: (s) => (over(s) ? [] : [{ type: 'roll' }, { type: 'wait' }]),
  apply: applyAction,
  pass(s) {
    const a: RaceAction = { type: 'wait' };
    applyAction(s, a);
    return a;
  },
  observe: (s) => ({ positions: { a: s.pos[0], b: s.pos[1] }, turn: over(s) ? null : SIDES[s.turn], turns: s.turns, winner: s.winner, log: s.log ? s.log.map((e) => ({ ...e })) : [] }),
  clone: (s) => ({ ...s, rng: s.rng.clone(), forced: s.forced.slice(), pos: [s.pos[0], s.pos[1]], log: s.log && s.log.slice() }),
  result: (s) => (!over(s) ? null : s.winner ? { outcome: 'win', reason: `${s.winner} reached the finish`, winner: s.winner } : { outcome: 'draw', reason: 'nobody finished' }),
  bots: [
    { name: 'runner', sides: 'any', create: () => ({ decide: () => ({ type: 'roll' }) }) },
    {
      name: 'dawdler',
      sides: ['b'],
      create: (_race, seed) => {
        const rng = Rng.fromSeed(seed ^ 0x5bd1e995);
        return { decide: () => (rng.int(0, 2) === 0 ? { type: 'wait' } : { type: 'roll' }) };
      },
    },
  ],
  batch: {
    empty: () => ({ games: 0, wins: { a: 0, b: 0 }, draws: 0, turns: 0 }),
    fold(t, s) {
      t.games++;
      t.turns += s.turns;
      if (s.winner) t.wins[s.winner]++;
      else t.draws++;
    },
    merge(a, b) {
      a.games += b.games;
      a.wins.a += b.wins.a;
      a.wins.b += b.wins.b;
      a.draws += b.draws;
      a.turns += b.turns;
      return a;
    },
    games: (t) => t.games,
    summarize: (t) => ({
      games: t.games,
      winRate: { a: t.wins.a / Math.max(1, t.games), b: t.wins.b / Math.max(1, t.games) },
      winRate95: { a: wilson(t.wins.a, t.games), b: wilson(t.wins.b, t.games) },
      meanTurns: t.turns / Math.max(1, t.games),
    }),
    json: (t, context) => ({ race: context.file, seed: context.seed, bots: context.bots, summary: ruleset.batch.summarize(t) }),
    format(t, context, language) {
      const lines = [renderMessage(rulesetMessage('race-report', { file: context.file, games: t.games, seed: context.seed }), language)];
      for (const side of SIDES) {
        const [low, high] = wilson(t.wins[side], t.games);
        lines.push(renderMessage(rulesetMessage('race-wins', { side, rate: pct(t.wins[side] / Math.max(1, t.games)), low: pct(low), high: pct(high) }), language));
      }
      return lines;
    },
  },
  replay: {
    json: (g) => ({ game: g.game, seed: g.gameSeed, decisions: g.decisions, log: g.state.log }),
    format: (g) => [`race ${g.game} (seed ${g.gameSeed})`, ...(g.state.log ?? []).map((e) => `  ${e.side} ${e.action}${e.roll ? ` ${e.roll}` : ''} → ${e.at}`)],
  },
  conform: {
    ruleset: 'toy-race',
    prepare(c) {
      for (const field of Object.keys(c)) if (!['id', 'ruleset', 'source', 'length', 'dice', 'steps', 'expect'].includes(field)) throw new CaseError(`unknown field "${field}"`);
      if (typeof c.length !== 'number') throw new CaseError('"length" must be a number');
      const s = newRace({ length: c.length, names: ['a', 'b'] }, 1, true);
      s.forced = Array.isArray(c.dice) ? (c.dice as number[]).slice() : [];
      for (const step of (c.steps as RaceAction[] | undefined) ?? []) {
        const r = applyAction(s, step);
        if (!r.ok) throw new CaseError(`step ${JSON.stringify(step)} refused: ${r.reason}`);
      }
      return {
        observe: () => ruleset.observe(s),
        query(name, args) {
          if (name !== 'left') throw new CaseError(`unknown query "${name}"`);
          const side = SIDES.indexOf((args as { side: Side }).side);
          if (side < 0) throw new CaseError('"left" takes a side, a or b');
          return s.race.length - s.pos[side];
        },
      };
    },
  } satisfies RulesetRunner,
};
