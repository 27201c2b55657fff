/**
 * The rulesets' studio strings, loaded lazily (issue 11): a ruleset's `messages` chunk is fetched when its first
 * document opens (or is created), and the document's views wait until it is in, so the first render already reads
 * in the user's language and no i18n key ever flashes. The start-up bundle carries only the rulesets' `words`.
 */
import type { i18n } from 'i18next';
import type { RulesetUi, Strings } from './ruleset-ui';
import { addMessages } from './i18n';

export class RulesetStrings {
  private loading = new Map<string, Promise<void>>();
  private loaded = new Set<string>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly i18nInstance: i18n,
    private readonly rulesets: readonly RulesetUi[],
  ) {}

  /** Whether everything a document of `kind` shows is loaded; when not, starts loading it. */
  ready(kind: string): boolean {
    const r = this.rulesets.find((x) => x.kinds.some((k) => k.kind === kind));
    if (!r?.messages || this.loaded.has(r.id)) return true;
    // A failed chunk leaves the views waiting; opening the document again asks for it again.
    this.load(r).catch(() => undefined);
    return false;
  }

  /** Loads a ruleset's strings (once); resolves when they are in i18next. */
  load(r: RulesetUi): Promise<void> {
    const running = this.loading.get(r.id);
    if (running) return running;
    const done = (r.messages ? r.messages() : Promise.resolve<Record<string, Strings>>({})).then((namespaces) => {
      for (const [namespace, strings] of Object.entries(namespaces)) addMessages(this.i18nInstance, namespace, strings);
      this.loaded.add(r.id);
      this.version++;
      for (const l of this.listeners) l();
    });
    // A chunk that failed to load (the app updated under an open window) may be asked for again.
    done.catch(() => this.loading.delete(r.id));
    this.loading.set(r.id, done);
    return done;
  }

  /** Loads the strings of a kind's ruleset; resolves at once when there are none to load. */
  async forKind(kind: string): Promise<void> {
    const r = this.rulesets.find((x) => x.kinds.some((k) => k.kind === kind));
    if (r?.messages && !this.loaded.has(r.id)) await this.load(r);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;
}
