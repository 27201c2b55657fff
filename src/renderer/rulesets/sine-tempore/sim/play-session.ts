/**
 * One test-play game, as the simulator worker keeps it between calls: the engine's state, the policy that
 * decides for the heroes, and what the pane has already been sent of the log. Every call returns a `StepView`,
 * plain data the pane draws; nothing here touches the DOM, so the same code runs in the worker and in tests.
 *
 * A game started with the seed `gameSeed(S, k)` and the batch's policy is game k of that batch, decision for
 * decision (the batch plays the same way: greedy optional choices, a refused bot action ends the activation).
 */
import { compileMission, type CompiledMission } from '../../../../engine/rulesets/sine-tempore/rules/compile';
import { errorData, type ErrorData } from '../../../../engine/format/messages/error';
import { advance, apply, legalActions, newGame, replay, type Action, type Policy } from '../../../../engine/rulesets/sine-tempore/rules/game';
import { attackPreview, type AttackAction, type AttackPreview } from '../../../../engine/rulesets/sine-tempore/rules/odds';
import { cloneState } from '../../../../engine/rulesets/sine-tempore/rules/clone';
import { heroAttackCost, heroWeapon } from '../../../../engine/rulesets/sine-tempore/rules/actions';
import { explore, firstPath, reachable, reachableIn } from '../../../../engine/rulesets/sine-tempore/rules/movement';
import { policyByName } from '../../../../engine/rulesets/sine-tempore/rules/policies';
import { cycleOf, sectorOf, stat, statusList, type GameState, type LogEntry } from '../../../../engine/rulesets/sine-tempore/rules/state';
import { ST } from '../../../../engine/rulesets/sine-tempore/rules/symbols';
import type { PolicyName } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';

export type XY = [number, number];
/** Who decides for the heroes: the designer, or one of the engine's bots. */
export type HeroPolicy = 'human' | PolicyName;

export interface SimModel {
  id: string;
  /** Catalog id of the hero or enemy type (names are looked up in the catalog, in the UI language). */
  type: string;
  hero: boolean;
  group: string | null;
  at: XY | null;
  wounds: number;
  health: number;
  ko: boolean;
  removed: boolean;
  tv: number | null;
  /** AP left, for the hero whose activation it is. */
  ap: number | null;
  ra: number;
  /** Sector of the hero's activation token (its KO marker while knocked out). */
  sector: number | null;
  statuses: string[];
  seriousWounds: number;
  resources: string[];
}

export interface SimGroup {
  name: string;
  sector: number | null;
  inCombat: boolean;
  alive: number;
}

export interface SimElement {
  id: string;
  defId: string;
  cells: XY[];
  /** Drawn for this game (ST-2.10), so not on the mission's own map. */
  drawn: boolean;
  destroyed: boolean;
}

export interface LegalAction {
  action: Action;
  /** What it costs, where the engine can say before it happens. */
  ap: number | null;
}

export interface StepView {
  /** Changes with every new game, so the pane knows to replace its log rather than append. */
  game: number;
  seed: number;
  policy: HeroPolicy;
  clock: { hand: number; cycle: number; phase: number; start: number; end: number };
  models: SimModel[];
  groups: SimGroup[];
  active: string | null;
  loot: XY[];
  elements: SimElement[];
  result: { outcome: 'victory' | 'defeat' | 'draw'; reason: string; cycle: number; phase: number } | null;
  /** The active hero's legal actions, when the designer decides. */
  legal: LegalAction[];
  decisions: number;
  /**
   * Where the game stands in its history: `at` decisions made (0: set-up), of `total` recorded. Below the total,
   * the later decisions were undone or scrubbed back over and can be redone; a new decision drops them.
   */
  history: { at: number; total: number; last: Action | null; next: Action | null };
  /** Log entries from `from` on: the log up to `from` is the one already sent, the rest replaces it. */
  log: { from: number; entries: LogEntry[] };
  refused: string | null;
}

/** An attack the designer may choose, with its preview (null where the engine gives none, e.g. an area attack). */
export interface AttackChoice {
  action: AttackAction;
  ap: number | null;
  preview: AttackPreview | null;
}

/** Compiles the mission; a broken reference comes back as the engine's message. */
export function load(mission: Mission, catalog: Catalog): { cm: CompiledMission } | { error: ErrorData } {
  try {
    return { cm: compileMission(mission, catalog) };
  } catch (e) {
    return { error: errorData(e) };
  }
}

const xyOf = (s: GameState, c: number): XY => [c % s.board.width, (c / s.board.width) | 0];

let games = 0;

/** How every test-play game is set up; a replay of its decisions uses the same. */
const GAME_OPTIONS = { log: true, heroChoices: 'greedy' } as const;

export class PlaySession {
  s: GameState;
  readonly game = ++games;
  private readonly bot: Policy;
  private sent = 0;
  /** Every decision of the game's history; the first `at` of them are in `s`. */
  private readonly decisions: Action[] = [];
  private at = 0;

  constructor(
    readonly cm: CompiledMission,
    readonly seed: number,
    readonly policy: HeroPolicy,
  ) {
    this.s = newGame(cm, seed, GAME_OPTIONS);
    // The designer's Step and Run to end borrow the heuristic bot.
    this.bot = policyByName(policy === 'human' ? 'heuristic' : policy, seed);
    advance(this.s);
  }

  /** The designer's action: refused with the engine's reason and no change, or carried out. */
  act(a: Action): StepView {
    const r = apply(this.s, a);
    if (!r.ok) return this.view(r.error);
    this.decided(a);
    advance(this.s);
    return this.view();
  }

  /** A decision made now: the ones undone after this point are gone (as in any editor's history). */
  private decided(a: Action): void {
    this.decisions.length = this.at;
    this.decisions.push(a);
    this.at++;
  }

  /** Back one decision: the game as it was before the last one (replayed from the seed, so exactly as it was). */
  undo(): StepView {
    return this.goTo(this.at - 1);
  }

  redo(): StepView {
    return this.goTo(this.at + 1);
  }

  /**
   * The game after `k` of its recorded decisions (0: set-up), forwards by carrying the decisions out again,
   * backwards by replaying the seed and the first k decisions. The log is sent again from where it differs.
   */
  goTo(k: number): StepView {
    const to = Math.max(0, Math.min(this.decisions.length, Math.trunc(k)));
    if (to < this.at) {
      this.s = replay(this.cm, this.seed, this.decisions.slice(0, to), GAME_OPTIONS);
      this.sent = 0;
    } else {
      for (let i = this.at; i < to; i++) {
        apply(this.s, this.decisions[i]);
        advance(this.s);
      }
    }
    this.at = to;
    return this.view();
  }

  /**
   * The attacks the deciding hero can make on `target`, each with its cost and its odds, worked out on copies
   * of the game (the game itself is not touched).
   */
  attacks(target: string, samples?: number): AttackChoice[] {
    const s = this.s;
    if (!s.act || s.result) return [];
    // Copies without the log: nothing reads it, and copying it would cost more than the attack.
    const base = cloneState(s);
    base.log = null;
    const fork = () => cloneState(base);
    return costed(s, legalActions(s))
      .filter((la): la is { action: AttackAction; ap: number | null } => la.action.type === 'attack' && la.action.target === target)
      .map(({ action, ap }) => ({ action, ap, preview: attackPreview(fork, action, samples) }));
  }

  /**
   * A move to a square picked on the board: the path the engine lists for it when it is reachable now, else the
   * cheapest path regardless of AP (or just the square) so that the engine says why it cannot be done.
   */
  moveTo(at: XY): StepView {
    const s = this.s;
    if (!s.act) return this.view();
    const m = s.models[s.act.hero];
    const goal = at[1] * s.board.width + at[0];
    const listed = legalActions(s).find((a) => a.type === 'move' && a.path.length > 0 && same(a.path[a.path.length - 1], at));
    if (listed) return this.act(listed);
    let path: XY[] = [at];
    if (goal >= 0 && goal < s.board.n && m.cell >= 0 && m.tokens[ST.engaged] === 0) {
      const ex = explore(s, m);
      const cost = reachableIn(s, ex, Number.MAX_SAFE_INTEGER).get(goal);
      if (cost !== undefined) {
        const raw = Math.min(ex.dist[goal * 2], ex.dist[goal * 2 + 1]);
        const cells = firstPath(s, ex, new Set([goal]), raw);
        if (cells.length) path = cells.map((c) => xyOf(s, c));
      }
    }
    return this.act({ type: 'move', actor: m.id, path });
  }

  /** One hero decision by the bot (the same fallback as a batch: a refused choice ends the activation). */
  step(): StepView {
    const s = this.s;
    if (!s.act || s.result) return this.view();
    let a = this.bot.decide(s);
    if (!apply(s, a).ok) {
      a = { type: 'end', actor: s.models[s.act.hero].id };
      apply(s, a);
    }
    this.decided(a);
    advance(s);
    return this.view();
  }

  runToEnd(): StepView {
    let guard = 0;
    while (this.s.act && !this.s.result && ++guard < 100_000) this.step();
    return this.view();
  }

  view(refused: string | null = null): StepView {
    const s = this.s;
    const log = s.log ?? [];
    const entries = log.slice(this.sent);
    const from = this.sent;
    this.sent = log.length;
    return {
      game: this.game,
      seed: this.seed,
      policy: this.policy,
      clock: { hand: s.hand, cycle: cycleOf(s.hand), phase: sectorOf(s.hand), start: this.cm.startTick, end: this.cm.endTick },
      models: s.models.map((m) => ({
        id: m.id,
        type: m.def.type,
        hero: m.hero,
        group: m.group >= 0 ? s.groups[m.group].name : null,
        at: m.cell >= 0 ? xyOf(s, m.cell) : null,
        wounds: m.wounds,
        health: stat(m, 'HE'),
        ko: m.ko,
        removed: m.removed,
        tv: m.hero ? m.tv : null,
        ap: s.act && s.act.hero === m.i ? s.act.ap : null,
        ra: stat(m, 'RA'),
        sector: m.hero ? sectorOf(m.tick) : null,
        statuses: statusList(m),
        seriousWounds: m.seriousWounds,
        resources: [...m.resources],
      })),
      groups: s.groups.map((g) => ({
        name: g.name,
        sector: g.tick >= 0 ? sectorOf(g.tick) : null,
        inCombat: g.inCombat,
        alive: g.models.filter((i) => !s.models[i].removed).length,
      })),
      active: s.act ? s.models[s.act.hero].id : null,
      loot: lootSquares(s),
      elements: s.elements
        .filter((e) => e.dynamic || e.health > 0)
        .map((e) => ({ id: e.id, defId: e.defId, cells: e.cells.map((c) => xyOf(s, c)), drawn: e.dynamic, destroyed: e.health > 0 && s.elemWounds[e.index] >= e.health })),
      result: s.result ? { ...s.result } : null,
      legal: this.policy === 'human' && s.act && !s.result ? costed(s, legalActions(s)) : [],
      decisions: this.at,
      history: { at: this.at, total: this.decisions.length, last: this.decisions[this.at - 1] ?? null, next: this.decisions[this.at] ?? null },
      log: { from, entries },
      refused,
    };
  }
}

function same(a: readonly number[], b: readonly number[]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function lootSquares(s: GameState): XY[] {
  const out: XY[] = [];
  for (let c = 0; c < s.board.n; c++) if (s.loot[c] > 0) out.push(xyOf(s, c));
  return out;
}

/** Move and attack costs, as the engine will charge them (the others say their cost in their own words). */
function costed(s: GameState, actions: Action[]): LegalAction[] {
  const m = s.models[s.act!.hero];
  const moves = actions.some((a) => a.type === 'move') ? reachable(s, m, s.act!.ap) : null;
  return actions.map((action) => {
    if (action.type === 'move' && moves) {
      const [x, y] = action.path[action.path.length - 1];
      return { action, ap: moves.get(y * s.board.width + x) ?? null };
    }
    if (action.type === 'attack' && !action.options?.chain) {
      const w = heroWeapon(s, m, action.weapon);
      return { action, ap: w ? heroAttackCost(s, m, w.a) : null };
    }
    if (action.type === 'wait') return { action, ap: action.ap };
    return { action, ap: null };
  });
}
