import { describe, expect, test } from 'vitest';
import { createLiveSessions, HEARTBEAT_STALE_MS, type LiveSessions } from '../../../../src/renderer/host/live-sessions';
import type { BrowserStorage, StoredBackup } from '../../../../src/renderer/host/browser-storage';
import { createWebHost } from '../../../../src/renderer/host/web-host';

/** Web Locks as the browser keeps them for one origin: a lock is held until its page goes. */
function fakeLocks() {
  const held = new Map<string, string>();
  let page = '';
  return {
    as(p: string) {
      page = p;
      return this;
    },
    crash(p: string) {
      for (const [name, owner] of held) if (owner === p) held.delete(name);
    },
    request: (async (name: string, _opts: unknown, fn: () => Promise<unknown>) => {
      if (held.has(name)) throw new Error('taken');
      held.set(name, page);
      return fn();
    }) as unknown as LockManager['request'],
    query: async () => ({ held: [...held.keys()].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] }),
  };
}

describe('live sessions', () => {
  test('with Web Locks: a page is alive while it holds its lock, and gone once the browser drops it', async () => {
    const locks = fakeLocks();
    const a = createLiveSessions({ locks: locks.as('A') }, 'a');
    const b = createLiveSessions({ locks: locks.as('B') }, 'b');
    expect([...(await a.alive())].sort()).toEqual(['a', 'b']);
    locks.crash('B');
    expect([...(await a.alive())]).toEqual(['a']);
    expect((await b.alive()).has('b')).toBe(true);
  });

  test('without Web Locks: pages answer on the channel, and a fresh heartbeat counts too', async () => {
    const listeners: ((e: { data: unknown }) => void)[] = [];
    const channelFor = () => {
      let mine: ((e: { data: unknown }) => void) | null = null;
      return {
        postMessage: (data: unknown) => listeners.filter((l) => l !== mine).forEach((l) => l({ data })),
        addEventListener: (_t: 'message', fn: (e: { data: unknown }) => void) => {
          mine = fn;
          listeners.push(fn);
        },
      };
    };
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
      get length() {
        return store.size;
      },
      key: (i: number) => [...store.keys()][i] ?? null,
    };
    let now = 1_000_000;
    const hide: (() => void)[] = [];
    const env = (channel: ReturnType<typeof channelFor> | null) => ({
      channel,
      storage,
      now: () => now,
      setInterval: () => 0,
      setTimeout: (fn: () => void) => void Promise.resolve().then(fn),
      onPageHide: (fn: () => void) => void hide.push(fn),
    });
    const a = createLiveSessions(env(channelFor()), 'a');
    createLiveSessions(env(channelFor()), 'b');
    expect([...(await a.alive())].sort()).toEqual(['a', 'b']);
    // A page that crashed answers nothing; its heartbeat goes stale.
    store.set('scenario-studio.session.c', String(now));
    expect((await a.alive()).has('c')).toBe(true);
    now += HEARTBEAT_STALE_MS + 1;
    const alive = await a.alive();
    expect(alive.has('c')).toBe(false);
    // b still answers on the channel, however late its timers run.
    expect(alive.has('b')).toBe(true);
    // A page that closes normally takes its heartbeat with it.
    hide.forEach((fn) => fn());
    expect([...store.keys()].filter((k) => k.endsWith('.a') || k.endsWith('.b'))).toEqual([]);
  });
});

describe('the web edition offers only the backups of sessions that are gone', () => {
  function fakeStorage() {
    const backups = new Map<string, StoredBackup>();
    const storage = {
      putBackup: async (b: StoredBackup) => void backups.set(b.docId, b),
      backups: async () => [...backups.values()],
      getBackup: async (id: string) => backups.get(id),
      deleteBackup: async (id: string) => void backups.delete(id),
    };
    return { backups, storage: storage as unknown as BrowserStorage };
  }
  const win = { navigator: { platform: 'test', userAgent: 'test' } } as unknown as Window;
  const backup = (docId: string) => ({ docId, name: `${docId}.mission.json`, kind: 'mission' as const, fileId: null, text: '{}' });

  test('two tabs: neither offers nor discards the other tab’s live work; a crashed tab’s work is offered', async () => {
    const locks = fakeLocks();
    const { backups, storage } = fakeStorage();
    const sessionA: LiveSessions = createLiveSessions({ locks: locks.as('A') }, 'a');
    const sessionB: LiveSessions = createLiveSessions({ locks: locks.as('B') }, 'b');
    const tabA = createWebHost({ win, storage, sessions: sessionA, now: () => 1 });
    const tabB = createWebHost({ win, storage, sessions: sessionB, now: () => 2 });

    await tabA.writeBackup(backup('doc-a'));
    expect(backups.get('doc-a')?.session).toBe('a');
    expect(await tabB.listBackups({})).toEqual([]);
    await tabB.discardBackup({ docId: 'doc-a' });
    expect(backups.has('doc-a')).toBe(true);
    // Its own backups are its open documents' (the start screen leaves those out).
    expect((await tabA.listBackups({})).map((b) => b.docId)).toEqual(['doc-a']);

    // Tab A crashes: its lock goes with it, and tab B offers the work back.
    locks.crash('A');
    const offered = await tabB.listBackups({});
    expect(offered).toEqual([{ ...backup('doc-a'), savedAt: 1 }]);
    expect(offered[0]).not.toHaveProperty('session');
    // Restored in B, the backup is written again and becomes B's.
    await tabB.writeBackup(backup('doc-a'));
    expect(backups.get('doc-a')?.session).toBe('b');
    await tabB.discardBackup({ docId: 'doc-a' });
    expect(backups.has('doc-a')).toBe(false);
  });

  test('backups written before sessions were recorded are offered, as before', async () => {
    const { backups, storage } = fakeStorage();
    backups.set('old', { ...backup('old'), savedAt: 5 });
    const host = createWebHost({ win, storage, sessions: createLiveSessions({ locks: fakeLocks().as('X') }, 'x') });
    expect((await host.listBackups({})).map((b) => b.docId)).toEqual(['old']);
  });
});
