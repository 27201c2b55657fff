/**
 * Simulator settings. The rulebook never describes the faces of either die (TS-40.1, TS-40.2), so the defaults below
 * are assumptions; a deck overrides them in its `simulator` block and every report prints the values it used.
 */
import type { Deck } from './deck';

export interface DieFace {
  hits: number;
  skulls: number;
}

export interface SimSettings {
  /** How many agents play. */
  agents: number;
  /** Host ids of the team; undefined means the deck's first `agents` hosts. */
  hosts: string[] | undefined;
  /** TS-40.1: faces of one action die. */
  actionDie: DieFace[];
  /** TS-40.2: faces of the time-captain die, in TU. */
  captainDie: number[];
  /** TS-40.9: a reachable mandatory card forbids passing a location by without entering. */
  mandatoryForcesEntry: boolean;
  /** TS-40.8: optional cap of the time track; null for none. */
  trackMax: number | null;
  /** How many runs a campaign tries before it gives up. */
  maxRuns: number;
}

export const DEFAULT_ACTION_DIE: readonly DieFace[] = [
  { hits: 0, skulls: 0 },
  { hits: 0, skulls: 0 },
  { hits: 1, skulls: 0 },
  { hits: 1, skulls: 0 },
  { hits: 2, skulls: 0 },
  { hits: 0, skulls: 1 },
];
export const DEFAULT_CAPTAIN_DIE: readonly number[] = [1, 1, 2, 2, 3, 3];
export const DEFAULT_MAX_RUNS = 10;

export function resolveSettings(doc: Deck, overrides: Partial<SimSettings> = {}): SimSettings {
  const s = doc.simulator ?? {};
  const hosts = overrides.hosts ?? s.hosts;
  return {
    agents: overrides.agents ?? hosts?.length ?? s.agents ?? Math.min(4, doc.hosts.length),
    hosts,
    actionDie: (overrides.actionDie ?? s.actionDie ?? DEFAULT_ACTION_DIE).map((f) => ({
      hits: f.hits,
      skulls: f.skulls,
    })),
    captainDie: [...(overrides.captainDie ?? s.captainDie ?? DEFAULT_CAPTAIN_DIE)],
    mandatoryForcesEntry: overrides.mandatoryForcesEntry ?? s.mandatoryForcesEntry ?? true,
    trackMax: overrides.trackMax ?? s.trackMax ?? null,
    maxRuns: overrides.maxRuns ?? s.maxRuns ?? DEFAULT_MAX_RUNS,
  };
}

/** The settings as printed in a report, so nobody mistakes an assumption for a measurement. */
export function describeSettings(s: SimSettings): string[] {
  const face = (f: DieFace) =>
    f.hits === 0 && f.skulls === 0
      ? 'blank'
      : [
          f.hits ? `${f.hits} hit${f.hits > 1 ? 's' : ''}` : '',
          f.skulls ? `${f.skulls} skull${f.skulls > 1 ? 's' : ''}` : '',
        ]
          .filter(Boolean)
          .join(' + ');
  return [
    `action die (assumption, TS-40.1): ${s.actionDie.map(face).join(', ')}`,
    `time-captain die (assumption, TS-40.2): ${s.captainDie.join(', ')}`,
    `agents: ${s.agents}${s.hosts ? ` (${s.hosts.join(', ')})` : ''}`,
    `mandatory card forces entry (TS-40.9): ${s.mandatoryForcesEntry ? 'yes' : 'no'}`,
    `time track cap (TS-40.8): ${s.trackMax ?? 'none'}`,
  ];
}
