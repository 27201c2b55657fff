/**
 * The simulator of one mission document: its test-play game and its batch, kept in the workspace's view state
 * so the pane, the Simulate menu and the keyboard all drive the same thing, and a game survives the pane being
 * hidden. The engine runs in Web Workers; this object only keeps what the pane draws. Nothing here ever edits
 * the document: a game is view state, so no simulator tick can create an undo step.
 */
import { wrap } from 'comlink';
import type { Catalog } from '../../../../engine/generated/types/catalog';
import type { Mission } from '../../../../engine/generated/types/mission';
import type { Action } from '../../../../engine/rulesets/sine-tempore/rules/game';
import type { LogEntry } from '../../../../engine/rulesets/sine-tempore/rules/state';
import { gameSeed, wilson as wilsonOf, type BatchStats, type PolicyName } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import type { Language } from '../../../i18n';
import { observable, type Observable } from '../../../store/observable';
import type { Studio } from '../../../studio';
import { defaultWorkers, newSimWorker, runBatch, webPoolWorker } from './batch-runner';
import { WarmPool, type BatchHandle, type BatchRequest } from './warm-pool';
import { findCatalog, missionOf, type CatalogSource, type StudioLookups } from './catalog-source';
import { liveSimOf, SESSION_KEY, type LiveSim } from './live';
import { nameBook, type NameBook } from './names';
import type { AttackChoice, HeroPolicy, StepView, XY } from './play-session';
import type { SimApi, StartResult } from './worker-api';
import { initials, palette } from './view-model';
import { HEAT_OFF, heatDifference, heatGrid, heatOf, largest, type HeatKind } from './heat';
import { LIVE_DELAY_MS, LIVE_OFF, LIVE_RUNS, LiveBalance, type LiveState } from './live-balance';
import { actionLabel } from './action-labels';
import { modelRefs } from './view-model';
import { errorText } from '../../../../engine/format/messages/error';
import { messageLanguage } from '../../../../engine/format/messages/index';
import '../../../../engine/rulesets/sine-tempore/rules/errors';

export interface PlayState {
  seed: number;
  policy: HeroPolicy;
  view: StepView | null;
  /** Every log entry of the game so far. */
  log: LogEntry[];
  busy: boolean;
  error: string | null;
  /** The document revision the game was compiled from: a later edit is not in this game. */
  revision: number | null;
  /** Set when the game is game `game` of a batch. */
  replay: { game: number; seed: number; policy: PolicyName } | null;
}

export interface BatchState {
  runs: number;
  seed: number;
  policy: PolicyName;
  workers: number;
  running: boolean;
  done: number;
  total: number;
  stats: BatchStats | null;
  cancelled: boolean;
  error: string | null;
  elapsedMs: number;
  revision: number | null;
  /** A report kept to compare the next runs with (the designer edits the mission in between). */
  pinned: { stats: BatchStats; revision: number | null } | null;
}

export interface SessionState {
  tab: 'play' | 'batch';
  play: PlayState;
  batch: BatchState;
  live: LiveState;
  /** A catalog the designer opened from the pane, used whatever its file name. */
  catalogDocId: string | null;
}

/** The worker's calls as the session makes them (a comlink remote, or the same object in tests). */
export interface SimBackend {
  start(mission: Mission, catalog: Catalog, seed: number, policy: HeroPolicy): Promise<StartResult>;
  act(action: Action): Promise<StepView>;
  moveTo(at: XY): Promise<StepView>;
  step(): Promise<StepView>;
  runToEnd(): Promise<StepView>;
  undo(): Promise<StepView>;
  redo(): Promise<StepView>;
  goTo(step: number): Promise<StepView>;
  attacks(target: string): Promise<AttackChoice[]>;
  dispose(): void;
}

export interface SessionDeps {
  backend(): SimBackend;
  batch(req: BatchRequest, onUpdate: (totals: BatchStats, done: number) => void): BatchHandle;
  /** Workers kept warm for live balance. */
  livePool(): Pick<WarmPool, 'start' | 'dispose'>;
  timer(f: () => void, ms: number): () => void;
  now(): number;
  randomSeed(): number;
  workers(): number;
}

function workerBackend(): SimBackend {
  const worker = newSimWorker();
  const remote = wrap<SimApi>(worker);
  let failure: Error | null = null;
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (e) => {
      failure = new Error(e.message || 'the simulator stopped');
      reject(failure);
    }),
  );
  failed.catch(() => undefined);
  const call = <T>(p: Promise<T>): Promise<T> => (failure ? Promise.reject(failure) : Promise.race([p, failed]));
  return {
    start: (m, c, seed, policy) => call<StartResult>(remote.start(m, c, seed, policy)),
    act: (a) => call(remote.act(a)),
    moveTo: (at) => call(remote.moveTo(at)),
    step: () => call(remote.step()),
    runToEnd: () => call(remote.runToEnd()),
    undo: () => call(remote.undo()),
    redo: () => call(remote.redo()),
    goTo: (k) => call(remote.goTo(k)),
    attacks: (target) => call(remote.attacks(target)),
    dispose: () => worker.terminate(),
  };
}

export const browserDeps: SessionDeps = {
  backend: workerBackend,
  batch: runBatch,
  livePool: () => new WarmPool(webPoolWorker),
  timer: (f, ms) => {
    const id = setTimeout(f, ms);
    return () => clearTimeout(id);
  },
  now: () => performance.now(),
  randomSeed: () => 1 + Math.floor(Math.random() * 999_999),
  workers: defaultWorkers,
};

const REPORT_EVERY_MS = 500;

export class MissionSimSession {
  readonly state: Observable<SessionState>;
  private backend: SimBackend | null = null;
  private batchHandle: BatchHandle | null = null;
  /** The batch on show; an older one's late answers are dropped. */
  private batchRun: object | null = null;
  private names: NameBook | null = null;
  /** Bumped by every new game or reset, so an answer to an older request is dropped. */
  private ticket = 0;
  /** A scrubber position asked for while the worker was busy: only the latest is gone to. */
  private pendingStep: number | null = null;
  private readonly unsubscribe: () => void;
  private live: LiveBalance | null = null;
  private livePool: Pick<WarmPool, 'start' | 'dispose'> | null = null;
  private unwatchDoc: (() => void) | null = null;

  static of(studio: Studio, docId: string, deps: SessionDeps = browserDeps): MissionSimSession {
    const view = studio.workspace.viewState(docId);
    let s = view.get(SESSION_KEY) as MissionSimSession | undefined;
    if (!s) view.set(SESSION_KEY, (s = new MissionSimSession(studio, docId, deps)));
    return s;
  }

  constructor(
    private readonly studio: StudioLookups & Pick<Studio, 't' | 'ui'>,
    readonly docId: string,
    private readonly deps: SessionDeps,
  ) {
    this.state = observable<SessionState>({
      tab: 'play',
      play: { seed: 1, policy: 'human', view: null, log: [], busy: false, error: null, revision: null, replay: null },
      batch: { runs: 1000, seed: 1, policy: 'heuristic', workers: deps.workers(), running: false, done: 0, total: 0, stats: null, cancelled: false, error: null, elapsedMs: 0, revision: null, pinned: null },
      live: LIVE_OFF,
      catalogDocId: null,
    });
    // The document closed: its games and batches go with it.
    this.unsubscribe = studio.workspace.subscribe(() => {
      if (!studio.workspace.get(docId)) this.dispose();
    });
  }

  get play(): PlayState {
    return this.state.get().play;
  }

  get batch(): BatchState {
    return this.state.get().batch;
  }

  setTab(tab: SessionState['tab']): void {
    this.state.set({ tab });
  }

  setPlay(patch: Partial<PlayState>): void {
    this.state.set((s) => ({ play: { ...s.play, ...patch } }));
  }

  setBatch(patch: Partial<BatchState>): void {
    this.state.set((s) => ({ batch: { ...s.batch, ...patch } }));
  }

  useCatalogDocument(docId: string | null): void {
    this.state.set({ catalogDocId: docId });
  }

  newSeed(which: 'play' | 'batch'): void {
    if (which === 'play') this.setPlay({ seed: this.deps.randomSeed() });
    else this.setBatch({ seed: this.deps.randomSeed() });
  }

  /** The mission and its catalog as they are now, or why the simulator cannot run them. */
  async inputs(): Promise<{ mission: Mission; catalog: Catalog; revision: number } | { error: string }> {
    const t = this.studio.t;
    const doc = this.studio.workspace.get(this.docId);
    if (!doc) return { error: t('mission-sim:error.closed') };
    const snap = doc.getSnapshot();
    const mission = missionOf(snap);
    if (!mission) return { error: t('mission-sim:error.mission') };
    const problems = this.studio.problems.forDocument(this.docId).filter((d) => d.severity === 'error').length;
    if (problems > 0) return { error: t('mission-sim:error.missionProblems', { count: problems }) };
    const source = await findCatalog(this.studio, snap, this.state.get().catalogDocId);
    if (source.state !== 'ok') return { error: catalogMessage(t, source) };
    return { mission, catalog: source.catalog, revision: snap.revision };
  }

  // ---- test-play --------------------------------------------------------------------------------

  /** A new game with the seed and policy in the fields (`replay` says which batch game that seed belongs to). */
  async start(replay: PlayState['replay'] = null): Promise<void> {
    if (this.play.busy) return;
    const ticket = ++this.ticket;
    this.setPlay({ busy: true, error: null, replay });
    const inputs = await this.inputs();
    if (ticket !== this.ticket) return;
    if ('error' in inputs) {
      this.setPlay({ busy: false, error: inputs.error });
      return;
    }
    this.names = nameBook(inputs.mission, inputs.catalog, this.studio.ui.get().language as Language, { bareHands: this.studio.t('mission-sim:bareHands') });
    const { seed, policy } = this.play;
    try {
      this.backend ??= this.deps.backend();
      const r = await this.backend.start(inputs.mission, inputs.catalog, seed, policy);
      if (ticket !== this.ticket) return;
      if (!r.ok) {
        this.setPlay({ busy: false, error: this.studio.t('mission-sim:error.compile', { message: this.errorText(r.error) }), view: null, log: [] });
        this.publish(null);
        return;
      }
      this.setPlay({ revision: inputs.revision });
      this.show(r.view);
    } catch (e) {
      this.fail(ticket, e);
    }
  }

  /** Ends the game and clears the board. */
  reset(): void {
    this.ticket++;
    this.pendingStep = null;
    this.setPlay({ view: null, log: [], busy: false, error: null, revision: null, replay: null });
    this.publish(null);
  }

  step = () => this.run((b) => b.step());
  runToEnd = () => this.run((b) => b.runToEnd());
  act = (action: Action) => this.run((b) => b.act(action));
  moveTo = (at: XY) => this.run((b) => b.moveTo(at));

  get canUndo(): boolean {
    const v = this.play.view;
    return !!v && !!this.backend && !this.play.busy && v.history.at > 0;
  }

  get canRedo(): boolean {
    const v = this.play.view;
    return !!v && !!this.backend && !this.play.busy && v.history.at < v.history.total;
  }

  /** Takes back the game's last decision (never an edit of the mission). */
  undo = () => (this.canUndo ? this.travel((b) => b.undo()) : Promise.resolve());
  redo = () => (this.canRedo ? this.travel((b) => b.redo()) : Promise.resolve());

  /**
   * The replay scrubber: the game after `step` of its decisions. While the worker is busy with one position the
   * latest one asked for waits, so dragging never queues every position passed over.
   */
  async goTo(step: number): Promise<void> {
    if (!this.play.view || !this.backend) return;
    if (this.play.busy) {
      this.pendingStep = step;
      return;
    }
    await this.travel((b) => b.goTo(step));
    const next = this.pendingStep;
    this.pendingStep = null;
    if (next !== null && next !== this.play.view?.history.at) await this.goTo(next);
  }

  /** The attacks the deciding hero can make on `target`, with their odds; the game is not changed. */
  async attacks(target: string): Promise<AttackChoice[]> {
    if (!this.play.view || !this.backend || this.play.view.result) return [];
    const ticket = this.ticket;
    try {
      const choices = await this.backend.attacks(target);
      return ticket === this.ticket ? choices : [];
    } catch (e) {
      this.fail(ticket, e);
      return [];
    }
  }

  /** Undo, redo and the scrubber go anywhere in the game's history, finished or not. */
  private async travel(call: (b: SimBackend) => Promise<StepView>): Promise<void> {
    if (!this.play.view || this.play.busy || !this.backend) return;
    const ticket = this.ticket;
    this.setPlay({ busy: true });
    try {
      const view = await call(this.backend);
      if (ticket === this.ticket) this.show(view);
    } catch (e) {
      this.fail(ticket, e);
    }
  }

  /** Whether Step / Run to end / an action can go now. */
  get canPlay(): boolean {
    const p = this.play;
    return !!p.view && !p.view.result && !p.busy && !!this.backend;
  }

  private async run(call: (b: SimBackend) => Promise<StepView>): Promise<void> {
    if (!this.canPlay) return;
    const ticket = this.ticket;
    this.setPlay({ busy: true });
    try {
      const view = await call(this.backend!);
      if (ticket === this.ticket) this.show(view);
    } catch (e) {
      this.fail(ticket, e);
    }
  }

  private show(view: StepView): void {
    const p = this.play;
    // The worker sends the log from where it differs from what it sent before (from 0 after going back).
    const log = p.view && p.view.game === view.game ? p.log.slice(0, view.log.from).concat(view.log.entries) : view.log.entries;
    this.setPlay({ view, log, busy: false, error: null });
    this.publish(view);
  }

  /** What the engine said, in the UI language (its errors are data: a code of its catalog and params). */
  private errorText(e: unknown): string {
    return errorText(e, messageLanguage(this.studio.ui.get().language));
  }

  private fail(ticket: number, e: unknown): void {
    if (ticket !== this.ticket) return;
    // A worker that failed is not trusted with the next game.
    this.backend?.dispose();
    this.backend = null;
    this.setPlay({ busy: false, error: this.studio.t('mission-sim:error.worker', { message: this.errorText(e) }) });
  }

  private publish(view: StepView | null): void {
    const names = this.names;
    let live: LiveSim | null = null;
    if (view && names) {
      const colours = palette(view);
      const human = view.policy === 'human';
      const reach: LiveSim['reach'] = [];
      const targets = new Set<string>();
      for (const l of view.legal) {
        if (l.action.type === 'move') reach.push({ at: l.action.path[l.action.path.length - 1], ap: l.ap ?? 0 });
        if (l.action.type === 'attack' && typeof l.action.target === 'string') targets.add(l.action.target);
      }
      live = {
        game: view.game,
        active: view.active,
        over: view.result !== null,
        human,
        loot: view.loot,
        reach,
        targets: [...targets],
        history: view.history,
        models: view.models
          .filter((m) => m.at && !m.removed)
          .map((m) => {
            const label = names.model(m.id, m.type, m.hero);
            return { id: m.id, type: m.type, label, short: initials(label), colour: colours.model(m), hero: m.hero, at: m.at!, ko: m.ko, wounds: m.wounds, health: m.health };
          }),
      };
    }
    liveSimOf(this.studio, this.docId).set({ live });
    this.takeOverHistory(!!live);
  }

  /**
   * While a game is on the map, the document's Undo and Redo (Ctrl+Z, the Edit menu) take back and make again the
   * game's decisions; the mission itself is out of reach of them until the game stops.
   */
  private takeOverHistory(on: boolean): void {
    const takeovers = (this.studio as Partial<Pick<Studio, 'historyTakeovers'>>).historyTakeovers;
    if (!takeovers) return;
    if (!on) {
      takeovers.delete(this.docId);
      return;
    }
    if (takeovers.has(this.docId)) return;
    const t = this.studio.t;
    const label = (a: Action | null | undefined) => {
      const v = this.play.view;
      if (!a || !v || !this.names) return '';
      return actionLabel(t, this.names, modelRefs(v), { action: a, ap: null });
    };
    takeovers.set(this.docId, {
      active: () => liveSimOf(this.studio, this.docId).get().onMap,
      canUndo: () => this.canUndo,
      canRedo: () => this.canRedo,
      undo: () => void this.undo(),
      redo: () => void this.redo(),
      undoLabel: () => t('mission-sim:history.undo', { action: label(this.play.view?.history.last) }),
      redoLabel: () => t('mission-sim:history.redo', { action: label(this.play.view?.history.next) }),
    });
  }

  // ---- batches ----------------------------------------------------------------------------------

  async runBatch(): Promise<void> {
    if (this.batch.running) return;
    const run = {};
    this.batchRun = run;
    this.setBatch({ running: true, error: null, cancelled: false, stats: null, done: 0, total: this.batch.runs, elapsedMs: 0 });
    const inputs = await this.inputs();
    if (this.batchRun !== run) return;
    if ('error' in inputs) {
      this.setBatch({ running: false, error: inputs.error });
      return;
    }
    const { runs, seed, policy, workers } = this.batch;
    const started = this.deps.now();
    this.setBatch({ revision: inputs.revision });
    let shown = -Infinity;
    let latest: BatchStats | null = null;
    const handle = this.deps.batch({ mission: inputs.mission, catalog: inputs.catalog, runs, seed, policy, workers }, (stats, done) => {
      if (this.batchRun !== run) return;
      latest = stats;
      const now = this.deps.now();
      // The progress bar moves every frame; the report, a larger thing to draw, a few times a second.
      if (now - shown >= REPORT_EVERY_MS) {
        shown = now;
        this.setBatch({ stats, done, elapsedMs: now - started });
      } else this.setBatch({ done, elapsedMs: now - started });
    });
    this.batchHandle = handle;
    try {
      const stats = await handle.result;
      if (this.batchRun !== run) return;
      // A cancelled batch reports the games that were played, every one of them.
      const final = stats ?? latest;
      if (final) this.setBatch({ stats: final, done: final.games, elapsedMs: this.deps.now() - started });
      this.setBatch({ running: false, cancelled: stats === null });
      this.refreshHeat();
    } catch (e) {
      if (this.batchRun === run) this.setBatch({ running: false, error: this.studio.t('mission-sim:error.worker', { message: this.errorText(e) }) });
    } finally {
      if (this.batchRun === run) this.batchHandle = null;
    }
  }

  cancelBatch(): void {
    this.batchHandle?.cancel();
  }

  // ---- the report on the map, and against a pinned one ----------------------------------------------

  /** Keeps the report on show to compare the next runs with; again lets it go. */
  togglePin(): void {
    const b = this.batch;
    this.setBatch({ pinned: b.pinned || !b.stats ? null : { stats: b.stats, revision: b.revision } });
    this.refreshHeat();
  }

  /** A heat map of the report over the mission map (null: none); `difference` compares with the pinned report. */
  showHeat(kind: HeatKind | null, difference = heatOf(this.studio, this.docId).get().difference): void {
    heatOf(this.studio, this.docId).set({ kind, difference });
    this.refreshHeat();
  }

  setHeatOpacity(opacity: number): void {
    heatOf(this.studio, this.docId).set({ opacity: Math.max(0.1, Math.min(1, opacity)) });
  }

  private refreshHeat(): void {
    const heat = heatOf(this.studio, this.docId);
    const { kind, difference } = heat.get();
    const { stats, pinned } = this.batch;
    if (!kind || !stats) return heat.set({ grid: null, max: 0 });
    const grid = difference && pinned ? heatDifference(stats, pinned.stats, kind) : heatGrid(stats, kind);
    heat.set({ grid, max: grid ? largest(grid.values) : 0 });
  }

  // ---- live balance -------------------------------------------------------------------------------

  /** Live balance on or off: a batch again a moment after each edit, its win rate in the status bar. */
  setLive(on: boolean): void {
    if (!on) {
      this.live?.turnOff();
      return;
    }
    if (!this.live) {
      this.live = new LiveBalance({
        delayMs: LIVE_DELAY_MS,
        now: () => this.deps.now(),
        timer: (f, ms) => this.deps.timer(f, ms),
        start: async () => {
          // The batch runs only a mission without errors: it starts when the check of this revision has answered.
          const doc = this.studio.workspace.get(this.docId);
          if (doc) await this.studio.problems.whenChecked(this.docId, doc.getSnapshot().revision);
          const inputs = await this.inputs();
          if ('error' in inputs) return inputs;
          this.livePool ??= this.deps.livePool();
          const { seed, policy, workers } = this.batch;
          const handle = this.livePool.start({ mission: inputs.mission, catalog: inputs.catalog, runs: LIVE_RUNS, seed, policy, workers: Math.min(workers, 2) }, () => {});
          return { handle, revision: inputs.revision };
        },
        describe: (e) => this.studio.t('mission-sim:error.worker', { message: this.errorText(e) }),
        onState: (live) => {
          this.state.set({ live });
          this.reportLive(live);
        },
      });
    }
    this.unwatchDoc ??= this.watchEdits();
    this.live.turnOn();
  }

  private watchEdits(): () => void {
    const doc = this.studio.workspace.get(this.docId);
    if (!doc) return () => {};
    return doc.subscribe((change) => {
      if (change.origin !== 'meta' && change.origin !== 'load') this.live?.edited();
    });
  }

  private reportLive(live: LiveState): void {
    const report = (this.studio as Partial<Pick<Studio, 'reportStatus'>>).reportStatus?.bind(this.studio);
    if (!report) return;
    const t = this.studio.t;
    if (!live.on) return report(this.docId, { simulation: null });
    if (!live.stats) return report(this.docId, { simulation: live.error ?? t('sim-frame:live.running') });
    const pct = new Intl.NumberFormat(this.studio.ui.get().language, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 });
    const { outcomes, games } = live.stats;
    const [low, high] = wilsonOf(outcomes.victory, games);
    const figure = t('sim-frame:live.status', { rate: pct.format(outcomes.victory / Math.max(1, games)), low: pct.format(low), high: pct.format(high) });
    report(this.docId, { simulation: live.waiting ? `${figure} · ${t('sim-frame:live.running')}` : figure });
  }

  /** Game `k` of the batch on show, in the step-by-step view: its seed and the batch's bot. */
  async replay(k: number): Promise<void> {
    const stats = this.batch.stats;
    if (!stats || !Number.isInteger(k) || k < 0 || k >= stats.games) return;
    this.ticket++;
    this.setPlay({ seed: gameSeed(stats.seed, k), policy: stats.policy, busy: false });
    this.setTab('play');
    await this.start({ game: k, seed: stats.seed, policy: stats.policy });
  }

  dispose(): void {
    this.ticket++;
    this.batchHandle?.cancel();
    this.batchHandle = null;
    this.batchRun = null;
    this.backend?.dispose();
    this.backend = null;
    this.live?.dispose();
    this.live = null;
    this.livePool?.dispose();
    this.livePool = null;
    this.unwatchDoc?.();
    this.unwatchDoc = null;
    this.takeOverHistory(false);
    heatOf(this.studio, this.docId).set(HEAT_OFF);
    this.unsubscribe();
  }
}

export function catalogMessage(t: (key: string, o?: Record<string, unknown>) => string, source: Exclude<CatalogSource, { state: 'ok' }>): string {
  switch (source.state) {
    case 'unnamed':
      return t('mission-sim:catalog.unnamed');
    case 'missing':
      return t('mission-sim:catalog.missing', { name: source.name, path: source.path });
    case 'invalid':
      return t(`mission-sim:catalog.invalid.${source.reason}`, { name: source.name, count: source.count });
  }
}
