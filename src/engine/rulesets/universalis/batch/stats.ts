/**
 * Batch statistics of a skirmish: many seeded games between two bots, folded into plain-JSON totals as each
 * ends (memory stays flat), mergeable across slices of the batch (game k always plays with the seed
 * gameSeed(seed, k), so slices merge into exactly the whole batch).
 */
import { wilson } from '../../../core/batch';
import { textsLeftToPlayers } from '../rules/model-def';
import { OFF_TABLE, has, type Compiled, type GameState } from '../rules/state';

/** Side of the heat map's cells in cm: the 90 cm table is 18 × 18 cells. */
export const HEAT_CELL = 5;
export const HEAT_SIZE = 90 / HEAT_CELL;

export interface CardTotals {
  /** Side (0 a, 1 b) and unit card id. */
  side: number;
  card: string;
  name: string;
  points: number;
  /** Models of this card fielded per game. */
  perGame: number;
  /** Models of this card eliminated or fled, over all games. */
  lost: number;
  /** Enemy models this card's models eliminated, and their points. */
  kills: number;
  killedPoints: number;
}

export interface UniversalisStats {
  scenario: string;
  title: string;
  seed: number;
  bots: { a: string; b: string };
  games: number;
  outcomes: { a: number; b: number; draw: number };
  /** `a: all-enemies-gone`, `draw: round-limit`, … */
  reasons: Record<string, number>;
  /** Games by rounds played (index = rounds). */
  rounds: number[];
  decisions: number;
  /** Models lost per side (eliminated or fled), over all games. */
  lost: [number, number];
  fled: [number, number];
  cards: CardTotals[];
  /** Eliminations per cell of the table (row-major, y down), per side of the eliminated model. */
  heat: [number[], number[]];
  /** Bot decisions the rules refused (a bot bug): the batch took a legal one instead. */
  refused: number;
  /**
   * Traits, items and powers of the fielded cards whose text has no hooks: the games leave their effect to the
   * players (AD-79), so a report must say the figures do not include it.
   */
  leftToPlayers: string[];
}

export function emptyStats(
  c: Compiled,
  options: { seed: number; bots: { a: string; b: string } },
): UniversalisStats {
  const cards = new Map<string, CardTotals>();
  for (const d of c.models) {
    const key = `${d.side}:${d.card}`;
    const t = cards.get(key) ?? {
      side: d.side,
      card: d.card,
      name: d.cardName,
      points: d.points,
      perGame: 0,
      lost: 0,
      kills: 0,
      killedPoints: 0,
    };
    t.perGame++;
    cards.set(key, t);
  }
  return {
    scenario: c.id,
    title: c.title,
    seed: options.seed,
    bots: { ...options.bots },
    games: 0,
    outcomes: { a: 0, b: 0, draw: 0 },
    reasons: {},
    rounds: [],
    decisions: 0,
    lost: [0, 0],
    fled: [0, 0],
    cards: Array.from(cards.values()),
    heat: [
      new Array<number>(HEAT_SIZE * HEAT_SIZE).fill(0),
      new Array<number>(HEAT_SIZE * HEAT_SIZE).fill(0),
    ],
    refused: 0,
    leftToPlayers: textsLeftToPlayers(c.models),
  };
}

/** Adds one finished game to the totals. */
export function fold(t: UniversalisStats, s: GameState): void {
  const res = s.result!;
  t.games++;
  t.outcomes[res.outcome]++;
  const reason = `${res.outcome}: ${res.reason}`;
  t.reasons[reason] = (t.reasons[reason] ?? 0) + 1;
  t.rounds[res.round] = (t.rounds[res.round] ?? 0) + 1;
  for (let r = 0; r < t.rounds.length; r++) t.rounds[r] ??= 0;
  t.decisions += s.decisions;
  t.refused += s.refused;
  const c = s.c;
  for (const e of s.eliminations) {
    const d = c.models[e.model];
    t.lost[d.side]++;
    if (has(s, e.model, OFF_TABLE)) t.fled[d.side]++;
    const card = t.cards.find((x) => x.side === d.side && x.card === d.card);
    if (card) card.lost++;
    const cx = Math.min(HEAT_SIZE - 1, Math.max(0, Math.floor(e.x / HEAT_CELL)));
    const cy = Math.min(HEAT_SIZE - 1, Math.max(0, Math.floor(e.y / HEAT_CELL)));
    t.heat[d.side][cy * HEAT_SIZE + cx]++;
    if (e.by >= 0) {
      const killer = c.models[e.by];
      const kc = t.cards.find((x) => x.side === killer.side && x.card === killer.card);
      if (kc && killer.side !== d.side) {
        kc.kills++;
        kc.killedPoints += d.points;
      }
    }
  }
}

/** Adds the totals of another slice of the same batch. */
export function merge(a: UniversalisStats, b: UniversalisStats): UniversalisStats {
  a.games += b.games;
  a.outcomes.a += b.outcomes.a;
  a.outcomes.b += b.outcomes.b;
  a.outcomes.draw += b.outcomes.draw;
  for (const [k, v] of Object.entries(b.reasons)) a.reasons[k] = (a.reasons[k] ?? 0) + v;
  b.rounds.forEach((v, r) => (a.rounds[r] = (a.rounds[r] ?? 0) + (v ?? 0)));
  for (let r = 0; r < a.rounds.length; r++) a.rounds[r] ??= 0;
  a.decisions += b.decisions;
  a.refused += b.refused;
  for (const s of [0, 1]) {
    a.lost[s] += b.lost[s];
    a.fled[s] += b.fled[s];
    b.heat[s].forEach((v, i) => (a.heat[s][i] += v));
  }
  b.cards.forEach((c, i) => {
    a.cards[i].lost += c.lost;
    a.cards[i].kills += c.kills;
    a.cards[i].killedPoints += c.killedPoints;
  });
  return a;
}

export interface Rate {
  count: number;
  rate: number;
  /** 95% Wilson interval. */
  low: number;
  high: number;
}

function rate(k: number, n: number): Rate {
  const [low, high] = wilson(k, n);
  return { count: k, rate: n ? k / n : 0, low, high };
}

export interface UniversalisSummary {
  scenario: string;
  title: string;
  seed: number;
  bots: { a: string; b: string };
  games: number;
  wins: { a: Rate; b: Rate };
  draws: Rate;
  reasons: Record<string, number>;
  rounds: { mean: number; max: number; histogram: number[] };
  decisionsPerGame: number;
  modelsLost: { a: number; b: number };
  fled: { a: number; b: number };
  cards: {
    side: 'a' | 'b';
    card: string;
    name: string;
    points: number;
    fielded: number;
    /** Share of the card's models lost per game. */
    lostRate: number;
    killsPerGame: number;
    /** Enemy points eliminated per point fielded. */
    pointsEfficiency: number;
  }[];
  heat: { cellCm: number; size: number; a: number[]; b: number[] };
  refused: number;
  /** See UniversalisStats.leftToPlayers. */
  leftToPlayers: string[];
}

export function summarize(t: UniversalisStats): UniversalisSummary {
  const n = t.games;
  let sum = 0;
  let max = 0;
  t.rounds.forEach((v, r) => {
    sum += (v ?? 0) * r;
    if (v) max = r;
  });
  return {
    scenario: t.scenario,
    title: t.title,
    seed: t.seed,
    bots: t.bots,
    games: n,
    wins: { a: rate(t.outcomes.a, n), b: rate(t.outcomes.b, n) },
    draws: rate(t.outcomes.draw, n),
    reasons: t.reasons,
    rounds: { mean: n ? sum / n : 0, max, histogram: t.rounds.map((v) => v ?? 0) },
    decisionsPerGame: n ? t.decisions / n : 0,
    modelsLost: { a: n ? t.lost[0] / n : 0, b: n ? t.lost[1] / n : 0 },
    fled: { a: n ? t.fled[0] / n : 0, b: n ? t.fled[1] / n : 0 },
    cards: t.cards.map((c) => ({
      side: c.side === 0 ? ('a' as const) : ('b' as const),
      card: c.card,
      name: c.name,
      points: c.points,
      fielded: c.perGame,
      lostRate: n && c.perGame ? c.lost / (n * c.perGame) : 0,
      killsPerGame: n ? c.kills / n : 0,
      pointsEfficiency: n && c.points * c.perGame > 0 ? c.killedPoints / (n * c.points * c.perGame) : 0,
    })),
    heat: { cellCm: HEAT_CELL, size: HEAT_SIZE, a: t.heat[0], b: t.heat[1] },
    refused: t.refused,
    // Totals remembered before this field existed (a studio tab kept across an update) have none.
    leftToPlayers: t.leftToPlayers ?? [],
  };
}
