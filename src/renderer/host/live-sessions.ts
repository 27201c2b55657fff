/**
 * Which studio pages (sessions) of this origin are alive, so that the web edition offers to restore
 * only the backups of sessions that ended without saving — a crash, a killed tab — and never the
 * live, unsaved work of another tab.
 *
 * Each page holds a Web Lock named after its session for as long as it lives (`navigator.locks`):
 * the browser releases it when the page goes, however it goes, and `locks.query()` lists the held
 * ones. Where the browser has no Web Locks, each page answers "alive?" on a BroadcastChannel and keeps
 * a heartbeat in localStorage; a session that does neither within a moment is taken for gone.
 */

export interface LiveSessions {
  /** This page's session id. */
  readonly id: string;
  /** The ids of the sessions alive now, this one included. */
  alive(): Promise<Set<string>>;
}

const LOCK_PREFIX = 'scenario-studio-session:';
const CHANNEL = 'scenario-studio-sessions';
const HEARTBEAT_PREFIX = 'scenario-studio.session.';
export const HEARTBEAT_MS = 5_000;
/**
 * A heartbeat older than this is a gone session's. Background tabs run timers late, and a page that
 * answers on the channel counts anyway; a crash is offered back this long after it at the latest.
 */
export const HEARTBEAT_STALE_MS = 30_000;
/** How long `alive()` waits for other pages to answer on the channel (fallback only). */
export const ANSWER_MS = 250;

type LockManagerLike = Pick<LockManager, 'request' | 'query'>;
interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void;
}
interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

export interface LiveSessionsEnvironment {
  locks?: LockManagerLike | null;
  channel?: ChannelLike | null;
  storage?: StorageLike | null;
  now?: () => number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  /** Called with a function to run when the page is being unloaded. */
  onPageHide?: (fn: () => void) => void;
}

/** Holds this session's lock; lists the sessions whose locks are held. */
function withLocks(id: string, locks: LockManagerLike): LiveSessions {
  // The callback's promise never settles: the lock is held until the page goes.
  const held = new Promise<void>((granted) => {
    void locks
      .request(LOCK_PREFIX + id, { mode: 'exclusive' }, () => {
        granted();
        return new Promise<never>(() => {});
      })
      .catch(() => granted());
  });
  return {
    id,
    async alive() {
      await held;
      const ids = new Set([id]);
      try {
        const { held: locksHeld = [] } = await locks.query();
        for (const lock of locksHeld) if (lock.name?.startsWith(LOCK_PREFIX)) ids.add(lock.name.slice(LOCK_PREFIX.length));
      } catch {
        // The browser would not say: every other session counts as gone, as before sessions were recorded.
      }
      return ids;
    },
  };
}

/** Without Web Locks: answers on a channel and a heartbeat in storage. */
function withHeartbeat(id: string, env: LiveSessionsEnvironment): LiveSessions {
  const now = env.now ?? (() => Date.now());
  const storage = env.storage ?? null;
  const channel = env.channel ?? null;
  const wait = env.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const beat = () => {
    try {
      storage?.setItem(HEARTBEAT_PREFIX + id, String(now()));
    } catch {
      // Storage full or blocked: the channel still answers.
    }
  };
  beat();
  (env.setInterval ?? ((fn, ms) => setInterval(fn, ms)))(beat, HEARTBEAT_MS);
  env.onPageHide?.(() => storage?.removeItem(HEARTBEAT_PREFIX + id));

  const answers = new Set<string>();
  channel?.addEventListener('message', (e) => {
    const data = e.data as { ask?: boolean; alive?: string } | null;
    if (data?.ask) channel.postMessage({ alive: id });
    else if (typeof data?.alive === 'string') answers.add(data.alive);
  });

  return {
    id,
    async alive() {
      const ids = new Set([id]);
      if (storage) {
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (!key?.startsWith(HEARTBEAT_PREFIX)) continue;
          const at = Number(storage.getItem(key));
          if (now() - at < HEARTBEAT_STALE_MS) ids.add(key.slice(HEARTBEAT_PREFIX.length));
        }
      }
      if (channel) {
        answers.clear();
        channel.postMessage({ ask: true });
        await new Promise<void>((done) => wait(done, ANSWER_MS));
        for (const a of answers) ids.add(a);
      }
      return ids;
    },
  };
}

export function createLiveSessions(env: LiveSessionsEnvironment, id: string = crypto.randomUUID()): LiveSessions {
  return env.locks ? withLocks(id, env.locks) : withHeartbeat(id, env);
}

/** The page's own environment: Web Locks where the browser has them, else the channel and localStorage. */
export function browserLiveSessions(win: Window & typeof globalThis): LiveSessions {
  const locks = win.navigator.locks ?? null;
  if (locks) return createLiveSessions({ locks });
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    storage = null;
  }
  return createLiveSessions({
    channel: typeof win.BroadcastChannel === 'function' ? new win.BroadcastChannel(CHANNEL) : null,
    storage,
    onPageHide: (fn) => win.addEventListener('pagehide', fn),
  });
}
