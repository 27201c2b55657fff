import { describe, expect, test } from 'vitest';
import { StudioClipboard, studioClipType, type ClipboardEnvironment, type ReadPermission } from '../../../../src/renderer/actions/clipboard';
import { groupActions } from '../../../../src/renderer/actions/groups';
import { ActionManager, type Action } from '../../../../src/renderer/actions/manager';
import { shellActions } from '../../../../src/renderer/actions';
import { createI18n } from '../../../../src/renderer/i18n';
import { en } from '../../../../src/renderer/i18n/en';
import { MENUS } from '../../../../src/renderer/studio';

const noop = () => {};

describe('the shortcut sheet groups commands by where they belong', () => {
  const i18n = createI18n('en');
  const t = (k: string, o?: Record<string, unknown>) => i18n.t(k, o ?? {}) as string;
  const views: Record<string, string> = { 'mission-map': 'details.title' };

  test('menus first, then each view its keys are scoped to, then the rest; never under "Command palette"', () => {
    const map: Action<unknown>[] = [
      { name: 'mission.rotate', label: 'r', shortcuts: ['R'], scope: 'mission-map', perform: noop },
      { name: 'mission.zoomIn', label: 'z', shortcuts: ['='], scope: 'mission-map', perform: noop },
    ];
    const loose: Action<unknown> = { name: 'x.loose', label: 'l', perform: noop };
    const groups = groupActions([...shellActions, ...map, loose] as Action<unknown>[], { menus: MENUS, t, viewLabel: (s) => views[s] });
    expect(groups.map((g) => g.title)).toEqual(['File', 'Edit', 'View', 'Simulate', 'Help', 'Details view', 'Other commands']);
    expect(groups.find((g) => g.title === 'Details view')!.actions.map((a) => a.name)).toEqual(['mission.rotate', 'mission.zoomIn']);
    expect(groups.at(-1)!.actions).toEqual([loose]);
    expect(groups.some((g) => g.title === en.palette.title)).toBe(false);
    // Within a menu, the menu's order.
    const file = groups[0].actions.map((a) => a.menu!.group);
    expect(file).toEqual([...file].sort((a, b) => a - b));
  });

  test('an explicit category wins; an unknown scope is named by its id', () => {
    const groups = groupActions(
      [
        { name: 'a', label: 'a', menu: { id: 'file', group: 0 }, category: 'menu.help', perform: noop },
        { name: 'b', label: 'b', scope: 'nowhere', perform: noop },
      ],
      { menus: MENUS, t, viewLabel: () => undefined },
    );
    expect(groups.map((g) => [g.title, g.actions.map((a) => a.name)])).toEqual([
      ['Help', ['a']],
      ['nowhere', ['b']],
    ]);
  });
});

describe('ActionManager: reasons and invalidation', () => {
  test('a disabled action says why; an enabled one says nothing', () => {
    let on = false;
    const m = new ActionManager(() => ({ on }), false);
    m.register(
      { name: 'fixed', label: 'f', predicate: (c) => c.on, disabledReason: 'reason.noDocument', perform: noop },
      { name: 'computed', label: 'c', predicate: (c) => c.on, disabledReason: (c) => (c.on ? 'x' : 'reason.oneTab'), perform: noop },
      { name: 'silent', label: 's', predicate: () => false, perform: noop },
    );
    expect(m.disabledReasonOf(m.get('fixed')!)).toBe('reason.noDocument');
    expect(m.disabledReasonOf(m.get('computed')!)).toBe('reason.oneTab');
    expect(m.disabledReasonOf(m.get('silent')!)).toBeUndefined();
    on = true;
    expect(m.disabledReasonOf(m.get('fixed')!)).toBeUndefined();
  });

  test('every reason a shell action gives has an English text', () => {
    const lookup = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en);
    const ctx = { active: null, samples: [], ui: { get: () => ({ theme: 'light', language: 'en' }) }, workspace: { all: [] }, editors: { viewsFor: () => [] } };
    for (const a of shellActions) {
      if (!a.disabledReason) continue;
      const key = typeof a.disabledReason === 'string' ? a.disabledReason : a.disabledReason(ctx as never);
      expect(typeof lookup(key), `${a.name}: ${key}`).toBe('string');
    }
  });

  test('invalidate() tells the menus to ask the predicates again', () => {
    const m = new ActionManager(() => ({}), false);
    let calls = 0;
    m.subscribe(() => calls++);
    const before = m.getVersion();
    m.invalidate();
    expect(calls).toBe(1);
    expect(m.getVersion()).not.toBe(before);
  });
});

function fakeEnv(permission: ReadPermission, text = '') {
  const listeners: ((e: { data: unknown }) => void)[] = [];
  const posted: unknown[] = [];
  const env: ClipboardEnvironment & { text: string; permission: ReadPermission } = {
    text,
    permission,
    readPermission: async () => env.permission,
    readText: async () => env.text,
    channel: { postMessage: (m) => void posted.push(m), addEventListener: (_t, fn) => void listeners.push(fn), close: noop },
  };
  return { env, posted, receive: (data: unknown) => listeners.forEach((l) => l({ data })) };
}

describe('StudioClipboard: Paste is enabled only when there is something to paste', () => {
  const PIECES = 'scenario-studio/mission-pieces';

  test('nothing copied: nothing to paste, even where the browser has a clipboard API', async () => {
    const clip = new StudioClipboard();
    const { env } = fakeEnv('prompt');
    clip.connect(env);
    await clip.refresh();
    expect(clip.has(PIECES)).toBe(false);
  });

  test('a copy in this window can be pasted here, and other windows hear of it', () => {
    let changes = 0;
    const clip = new StudioClipboard(() => changes++);
    const { env, posted } = fakeEnv('denied');
    clip.connect(env);
    clip.offer(PIECES);
    expect(clip.has(PIECES)).toBe(true);
    expect(clip.has('scenario-studio/deck-cards')).toBe(false);
    expect(posted).toEqual([{ copied: PIECES }]);
    expect(changes).toBeGreaterThan(0);
    // Copying text in a field does not take away what the editor holds.
    clip.foreignCopy();
    expect(clip.has(PIECES)).toBe(true);
    clip.withdraw(PIECES);
    expect(clip.has(PIECES)).toBe(false);
  });

  test("another window's copy counts while the system clipboard may hold it and may be read", async () => {
    const clip = new StudioClipboard();
    const { env, receive } = fakeEnv('prompt');
    clip.connect(env);
    await clip.refresh();
    receive({ copied: PIECES });
    expect(clip.has(PIECES)).toBe(true);
    // Text copied here replaces it on the system clipboard.
    clip.foreignCopy();
    expect(clip.has(PIECES)).toBe(false);
    // Where the page may not read the clipboard (the desktop edition), only this window's copies count.
    const denied = new StudioClipboard();
    const d = fakeEnv('denied');
    denied.connect(d.env);
    await denied.refresh();
    d.receive({ copied: PIECES });
    expect(denied.has(PIECES)).toBe(false);
  });

  test('with read permission granted, the system clipboard itself is looked at on focus', async () => {
    const clip = new StudioClipboard();
    const { env } = fakeEnv('granted', JSON.stringify({ type: PIECES, items: [] }));
    clip.connect(env);
    await clip.refresh();
    expect(clip.has(PIECES)).toBe(true);
    env.text = 'some words';
    await clip.refresh();
    expect(clip.has(PIECES)).toBe(false);
  });

  test('studio content is JSON whose type starts with scenario-studio/', () => {
    expect(studioClipType('{"type":"scenario-studio/mission-pieces"}')).toBe('scenario-studio/mission-pieces');
    expect(studioClipType('{"type":"other"}')).toBeNull();
    expect(studioClipType('{not json')).toBeNull();
    expect(studioClipType('')).toBeNull();
  });
});
