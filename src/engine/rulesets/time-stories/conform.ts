/**
 * The time-stories part of the conformance format (../shared/conformance/FORMAT.md): one test card with its
 * shields, agents standing on it, rounds of rolls with forced results, an optional change of location and
 * deaths. The procedure follows ../shared/rules/time-stories.md; the simulator decisions it relies on are
 * cited where they apply.
 */
import { CaseError, type ConformCase, type PreparedCase, type RulesetRunner } from '../../conform/types';
import {
  idlePenalties,
  leaveCost,
  remainingKinds,
  removeHits,
  returnsAtTu,
  rollPenalties,
  shieldCode,
  shieldsFromKinds,
  totalLeft,
  type Penalties,
  type Shields,
} from './rules/rules';

interface CaseAgent {
  id: string;
  resistance: number;
  maxLp: number;
  lp: number;
  dead: boolean;
  returnsAt: number | null;
  /** Came back from the vortex during the current round: acts from the next spent TU on (TS-40.26). */
  returnedThisRound: boolean;
}

type LogEntry = Record<string, unknown> & { type: string };

const CASE_FIELDS = new Set([
  'id',
  'ruleset',
  'source',
  'description',
  'notes',
  'tu',
  'agents',
  'test',
  'rounds',
  'leave',
  'deaths',
  'expect',
]);

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function int(v: unknown, what: string, min = 0): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw new CaseError(`${what} must be an integer ≥ ${min}, got ${JSON.stringify(v)}`);
  return v;
}

function optionalInt(v: unknown, what: string, fallback: number): number {
  return v === undefined ? fallback : int(v, what);
}

class Run {
  tu: number;
  /** TS-40.7: the spend of an action round brought TU to 0; the round completes, then the team is recalled. */
  latched = false;
  ended: string | null = null;
  readonly agents: CaseAgent[];
  readonly byId = new Map<string, CaseAgent>();
  readonly initialKinds: number[];
  shields: Shields;
  readonly padlock: boolean;
  readonly log: LogEntry[] = [];

  constructor(c: ConformCase) {
    for (const key of Object.keys(c)) {
      if (!CASE_FIELDS.has(key))
        throw new CaseError(
          `unknown field "${key}" in a time-stories case (FORMAT.md lists ${[...CASE_FIELDS].join(', ')})`,
        );
    }
    this.tu = int(c.tu, '"tu"');
    if (!Array.isArray(c.agents) || c.agents.length === 0)
      throw new CaseError('"agents" must be a non-empty list');
    this.agents = c.agents.map((a: unknown, i: number) => {
      if (!isObject(a) || typeof a.id !== 'string') throw new CaseError(`agents[${i}] needs an "id"`);
      if (this.byId.has(a.id)) throw new CaseError(`agent "${a.id}" is listed twice`);
      const lp = int(a.lp, `agents[${i}].lp`);
      const agent: CaseAgent = {
        id: a.id,
        resistance: optionalInt(a.resistance, `agents[${i}].resistance`, 0),
        maxLp: optionalInt(a.maxLp, `agents[${i}].maxLp`, lp),
        lp,
        dead: lp === 0,
        returnsAt: null,
        returnedThisRound: false,
      };
      this.byId.set(a.id, agent);
      return agent;
    });
    const test = c.test === undefined ? { shields: [] } : c.test;
    if (!isObject(test)) throw new CaseError('"test" must be an object');
    if (!Array.isArray(test.shields)) throw new CaseError('"test.shields" must be a list of shield kinds');
    try {
      this.initialKinds = test.shields.map((k) => shieldCode(String(k)));
    } catch (e) {
      throw new CaseError(`test.shields: ${(e as Error).message}`);
    }
    this.shields = shieldsFromKinds(this.initialKinds);
    this.padlock = test.padlock === true;
  }

  get passed(): boolean {
    return totalLeft(this.shields) === 0;
  }

  private alive(): CaseAgent[] {
    return this.agents.filter((a) => !a.dead);
  }

  private end(reason: string) {
    if (this.ended) return;
    this.ended = reason;
    this.log.push({ type: 'end', reason, tu: this.tu });
  }

  /** Moves the time marker; TU never go below 0 (TS-1.3, TS-40.8). Vortex returns are checked after every change. */
  private loseTu(n: number, source: string) {
    if (n <= 0) return;
    this.tu = Math.max(0, this.tu - n);
    this.log.push({ type: 'tu', source, lost: n, tu: this.tu });
    this.checkReturns();
  }

  /** TS-22.6, TS-40.26: an agent comes back when the marker reaches or passes its small figure. */
  private checkReturns() {
    if (this.tu === 0) return;
    for (const a of this.agents) {
      if (a.dead && a.returnsAt !== null && this.tu <= a.returnsAt) {
        a.dead = false;
        a.lp = a.maxLp;
        a.returnsAt = null;
        a.returnedThisRound = true;
        this.log.push({ type: 'return', agent: a.id, tu: this.tu });
      }
    }
  }

  private die(a: CaseAgent, cause: string) {
    a.lp = 0;
    a.dead = true;
    a.returnsAt = returnsAtTu(this.tu);
    this.log.push({ type: 'death', agent: a.id, cause, tu: this.tu, returnsAtTu: a.returnsAt });
    if (this.alive().length === 0) {
      // TS-22.8: the run ends at once, so nobody comes back from the vortex this run.
      for (const b of this.agents) b.returnsAt = null;
      this.end('all-dead');
    }
  }

  /** LP first (counter-strike and hearts), then time, then special shields (TS-40.20); a death keeps the rest (TS-40.22). */
  private suffer(a: CaseAgent, p: Penalties, cause: string) {
    if (p.lp > 0) {
      a.lp = Math.max(0, a.lp - p.lp);
      this.log.push({ type: 'lp', agent: a.id, lost: p.lp, lp: a.lp, cause });
      if (a.lp === 0) this.die(a, cause);
    }
    this.loseTu(p.tu, 'time-shield');
    if (p.special > 0) this.log.push({ type: 'special-shield', agent: a.id, times: p.special });
  }

  round(actions: unknown, r: number) {
    if (!Array.isArray(actions)) throw new CaseError(`rounds[${r}] must be a list of actions`);
    const parsed = actions.map((act, i) => this.parseAction(act, `rounds[${r}][${i}]`));
    if (this.ended) {
      this.log.push({ type: 'skipped-round', round: r, reason: this.ended });
      return;
    }
    for (const a of this.agents) a.returnedThisRound = false;
    this.tu = Math.max(0, this.tu - 1);
    if (this.tu === 0) this.latched = true;
    this.log.push({ type: 'round', round: r, tu: this.tu });
    this.checkReturns();
    for (const act of parsed) {
      if (this.ended) break;
      const a = act.agent;
      if (a.dead || a.returnedThisRound) {
        this.log.push({ type: 'cancelled', agent: a.id, reason: a.dead ? 'dead' : 'just returned' });
        continue;
      }
      if (act.roll) {
        const { hits, skulls } = act.roll;
        const removed = removeHits(this.shields, hits);
        const p = rollPenalties(this.shields, skulls, a.resistance);
        this.log.push({
          type: 'roll',
          agent: a.id,
          hits,
          skulls,
          removed,
          counterStrike: p.strength,
          passed: this.passed,
        });
        this.suffer(a, p, p.wounded ? 'counter-strike' : 'heart-shield');
      } else if (!this.passed) {
        const p = idlePenalties(this.shields);
        this.log.push({ type: 'nothing', agent: a.id });
        this.suffer(a, p, p.wounded ? 'do-nothing' : 'heart-shield');
      } else {
        this.log.push({ type: 'nothing', agent: a.id });
      }
      // TS-25.3: a source other than the round's own spend that reaches 0 recalls the team at once.
      if (this.tu === 0 && !this.latched) this.end('time');
    }
    if (this.latched) this.end('time');
  }

  private parseAction(
    act: unknown,
    where: string,
  ): { agent: CaseAgent; roll?: { hits: number; skulls: number } } {
    if (!isObject(act)) throw new CaseError(`${where} must be an object`);
    const agent = typeof act.agent === 'string' ? this.byId.get(act.agent) : undefined;
    if (!agent) throw new CaseError(`${where}: unknown agent ${JSON.stringify(act.agent)}`);
    if (act.roll !== undefined) {
      if (!isObject(act.roll)) throw new CaseError(`${where}.roll must be {"hits", "skulls"}`);
      return {
        agent,
        roll: {
          hits: optionalInt(act.roll.hits, `${where}.roll.hits`, 0),
          skulls: optionalInt(act.roll.skulls, `${where}.roll.skulls`, 0),
        },
      };
    }
    if (act.do === 'nothing') return { agent };
    throw new CaseError(
      `${where}: an action is {"agent", "roll": {…}} or {"agent", "do": "nothing"}, got ${JSON.stringify(act)}`,
    );
  }

  leave(leave: unknown) {
    if (!isObject(leave)) throw new CaseError('"leave" must be an object');
    const die = int(leave.captainDie, '"leave.captainDie"');
    const red = leave.red === true;
    if (this.ended) {
      this.log.push({ type: 'leave-refused', reason: this.ended });
      return;
    }
    // TS-18.8, TS-40.24: nobody leaves while a living agent is held by an unpassed padlock.
    if (this.padlock && !this.passed && this.alive().length > 0) {
      this.log.push({ type: 'leave-refused', reason: 'padlock' });
      return;
    }
    // TS-18.7: an unfinished test goes back to its original state.
    if (!this.passed) this.shields = shieldsFromKinds(this.initialKinds);
    const cost = leaveCost(die, red);
    this.log.push({ type: 'leave', captainDie: die, red, cost });
    this.loseTu(cost, 'location-change');
    if (this.tu === 0) this.end('time');
  }

  deaths(ids: unknown) {
    if (!Array.isArray(ids)) throw new CaseError('"deaths" must be a list of agent ids');
    for (const id of ids) {
      const a = typeof id === 'string' ? this.byId.get(id) : undefined;
      if (!a) throw new CaseError(`deaths: unknown agent ${JSON.stringify(id)}`);
      if (!a.dead) this.die(a, 'case');
    }
  }

  observe() {
    return {
      tu: this.tu,
      test: { remaining: remainingKinds(this.shields), passed: this.passed },
      agents: Object.fromEntries(
        this.agents.map((a) => [a.id, { lp: a.lp, dead: a.dead, returnsAtTu: a.dead ? a.returnsAt : null }]),
      ),
      ended: this.ended,
      log: this.log,
    };
  }
}

export const timeStoriesRunner: RulesetRunner = {
  ruleset: 'time-stories',
  prepare(c: ConformCase): PreparedCase {
    const run = new Run(c);
    const rounds = c.rounds === undefined ? [] : c.rounds;
    if (!Array.isArray(rounds)) throw new CaseError('"rounds" must be a list of rounds');
    rounds.forEach((r, i) => run.round(r, i));
    if (c.leave !== undefined) run.leave(c.leave);
    if (c.deaths !== undefined) run.deaths(c.deaths);
    return {
      observe: () => run.observe(),
      query(name) {
        throw new CaseError(`time-stories cases have no queries (asked "${name}")`);
      },
    };
  },
};
