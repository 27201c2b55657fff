/**
 * Live balance: a batch run again a moment after each edit of the mission, its win rate and interval kept
 * current for the status bar. An edit makes the batch under way stale: it is cancelled and the next one starts
 * when the designer pauses. Nothing here knows about workers or the DOM (the studio gives it a warm pool of Web
 * Workers, the benchmark worker threads), so the timing the benchmark measures is the studio's.
 */
import { errorText } from '../../../../engine/format/messages/error';
import type { BatchStats } from '../../../../engine/rulesets/sine-tempore/batch/batch';
import type { BatchHandle } from './warm-pool';

/**
 * The pause after an edit before a batch starts, and the batch (`npm run bench`: 1,000 games reported within 1.5 s).
 * The batch then waits for the problems check of the edited revision (it runs only a mission without errors), which
 * answers after the same typing pause (problems-service.ts CHECK_DELAY_MS) plus the check itself, a few ms. A batch
 * that goes stale mid-run is cancelled at its next slice, so a short pause costs only idle CPU. 250 ms left the
 * report at 1.36–1.61 s (median of five idle runs) after the edit; waiting for the check, not for a fixed time, is
 * what lets the pause be a typing pause.
 */
export const LIVE_DELAY_MS = 100;
export const LIVE_RUNS = 1000;

export interface LiveState {
  on: boolean;
  /** An edit waits for the designer to pause, or a batch is under way. */
  waiting: boolean;
  running: boolean;
  stats: BatchStats | null;
  /** The document revision the figures are for. */
  revision: number | null;
  /** From the edit to the report, of the last run (what the benchmark holds against its target). */
  latencyMs: number | null;
  error: string | null;
}

export const LIVE_OFF: LiveState = { on: false, waiting: false, running: false, stats: null, revision: null, latencyMs: null, error: null };

export interface LiveDeps {
  /** Pause after an edit before running (the designer may go on editing). */
  delayMs: number;
  now(): number;
  timer(f: () => void, ms: number): () => void;
  /** Starts a batch of the document as it is now, or says why it cannot run. */
  start(): Promise<{ handle: BatchHandle; revision: number } | { error: string }>;
  onState(state: LiveState): void;
  /** A failed batch's reason in the UI language (the engine's errors are data: format/messages/error.ts). */
  describe?(e: unknown): string;
}

export class LiveBalance {
  private state: LiveState = LIVE_OFF;
  private clear: (() => void) | null = null;
  private handle: BatchHandle | null = null;
  private editedAt = 0;
  private ticket = 0;

  constructor(private readonly deps: LiveDeps) {}

  get current(): LiveState {
    return this.state;
  }

  private set(patch: Partial<LiveState>): void {
    this.state = { ...this.state, ...patch };
    this.deps.onState(this.state);
  }

  turnOn(): void {
    if (this.state.on) return;
    this.set({ ...LIVE_OFF, on: true });
    this.edited();
  }

  turnOff(): void {
    this.stop();
    this.set(LIVE_OFF);
  }

  /** The document changed: the batch under way is stale; a new one starts after the pause. */
  edited(): void {
    if (!this.state.on) return;
    this.stop();
    this.editedAt = this.deps.now();
    this.set({ waiting: true, running: false, error: null });
    this.clear = this.deps.timer(() => void this.run(), this.deps.delayMs);
  }

  private stop(): void {
    this.ticket++;
    this.clear?.();
    this.clear = null;
    this.handle?.cancel();
    this.handle = null;
  }

  private async run(): Promise<void> {
    this.clear = null;
    const ticket = ++this.ticket;
    const started = await this.deps.start();
    if (ticket !== this.ticket) {
      if ('handle' in started) started.handle.cancel();
      return;
    }
    if ('error' in started) {
      this.set({ waiting: false, running: false, error: started.error });
      return;
    }
    this.handle = started.handle;
    this.set({ running: true });
    try {
      const stats = await started.handle.result;
      if (ticket !== this.ticket || !stats) return;
      this.set({ waiting: false, running: false, stats, revision: started.revision, latencyMs: this.deps.now() - this.editedAt });
    } catch (e) {
      if (ticket === this.ticket) this.set({ waiting: false, running: false, error: this.deps.describe ? this.deps.describe(e) : errorText(e, 'en') });
    } finally {
      if (ticket === this.ticket) this.handle = null;
    }
  }

  dispose(): void {
    this.stop();
  }
}
