import { describe, expect, test, vi } from 'vitest';
import { ActionManager } from '../../../../src/renderer/actions/manager';
import { shellActions } from '../../../../src/renderer/actions';
import { en } from '../../../../src/renderer/i18n/en';
import { createI18n } from '../../../../src/renderer/i18n';
import { registerBuiltinEditors } from '../../../../src/renderer/editors/builtin';
import { EditorRegistry } from '../../../../src/renderer/editors/registry';
import { canonicalShortcut, displayShortcut, matchesShortcut, toAccelerator } from '../../../../src/shared/shortcuts';

const key = (k: string, mods: Partial<{ ctrl: boolean; shift: boolean; alt: boolean; meta: boolean }> = {}, code?: string) => ({
  key: k,
  code,
  ctrlKey: !!mods.ctrl,
  shiftKey: !!mods.shift,
  altKey: !!mods.alt,
  metaKey: !!mods.meta,
});

describe('ActionManager', () => {
  test('refuses two actions with the same name or the same shortcut', () => {
    const m = new ActionManager(() => ({}), false);
    m.register({ name: 'a', label: 'a', shortcuts: ['Mod+S'], perform: () => {} });
    expect(() => m.register({ name: 'a', label: 'a', perform: () => {} })).toThrow(/named "a"/);
    expect(() => m.register({ name: 'b', label: 'b', shortcuts: ['mod+s'], perform: () => {} })).toThrow(/both claim/);
    expect(() => m.register({ name: 'c', label: 'c', scope: 'mission-map', shortcuts: ['Mod+S'], perform: () => {} })).toThrow(/both claim/);
  });

  test('editors may reuse a key in their own scopes, never a global one', () => {
    const m = new ActionManager(() => ({}), false);
    const rotate = vi.fn();
    const flip = vi.fn();
    m.register({ name: 'map.rotate', label: 'r', scope: 'map', shortcuts: ['R'], perform: rotate });
    m.register({ name: 'deck.flip', label: 'f', scope: 'deck', shortcuts: ['R'], perform: flip });
    expect(() => m.register({ name: 'g', label: 'g', shortcuts: ['R'], perform: () => {} })).toThrow(/both claim/);
    expect(m.handleKey(key('r'), ['deck'])).toBe(true);
    expect(flip).toHaveBeenCalledOnce();
    expect(rotate).not.toHaveBeenCalled();
  });

  test('plain keys do not fire while typing; Ctrl/Cmd shortcuts do when the action allows it', () => {
    const m = new ActionManager(() => ({}), false);
    const rotate = vi.fn();
    const undo = vi.fn();
    m.register({ name: 'rotate', label: 'r', scope: 'map', shortcuts: ['R'], perform: rotate });
    m.register({ name: 'undo', label: 'u', shortcuts: ['Mod+Z'], inTextInput: true, perform: undo });
    expect(m.handleKey({ ...key('r'), inTextInput: true }, ['map'])).toBe(false);
    expect(m.handleKey({ ...key('z', { ctrl: true }), inTextInput: true }, [])).toBe(true);
    expect(undo).toHaveBeenCalledOnce();
  });

  test('a disabled action does not run from a key, a menu or the palette', async () => {
    const m = new ActionManager(() => ({ enabled: false }), false);
    const perform = vi.fn();
    m.register({ name: 'x', label: 'x', shortcuts: ['Mod+K'], predicate: (c) => c.enabled, perform });
    expect(m.handleKey(key('k', { ctrl: true }), [])).toBe(false);
    expect(await m.execute('x', 'menu')).toBe(false);
    expect(perform).not.toHaveBeenCalled();
  });

  test('every shell action has an English label, and the set registers without conflicts', () => {
    const m = new ActionManager(() => ({}) as never, false);
    m.register(...shellActions);
    const lookup = (path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en);
    // Simulators add commands to the Simulate menu with labels in their own namespace (`mission-sim:…`).
    const editors = createI18n('en');
    registerBuiltinEditors(new EditorRegistry(), editors);
    for (const a of shellActions) expect(a.label.includes(':') ? editors.exists(a.label) : typeof lookup(a.label) === 'string', a.name).toBe(true);
  });

  test('the menu model groups items with separators and carries accelerators', () => {
    const m = new ActionManager(() => ({}), false);
    m.register(
      { name: 'open', label: 'Open', shortcuts: ['Mod+O'], menu: { id: 'file', group: 0 }, perform: () => {} },
      { name: 'save', label: 'Save', shortcuts: ['Mod+S'], menu: { id: 'file', group: 1 }, perform: () => {} },
      { name: 'palette-only', label: 'P', perform: () => {} },
    );
    const model = m.menuModel([{ id: 'file', label: 'File' }], (k) => k);
    expect(model.menus[0].items).toEqual([
      { action: 'open', label: 'Open', accelerator: 'CmdOrCtrl+O', enabled: true },
      { separator: true },
      { action: 'save', label: 'Save', accelerator: 'CmdOrCtrl+S', enabled: true },
    ]);
  });
});

describe('shortcuts', () => {
  test('Mod is Cmd on macOS and Ctrl elsewhere', () => {
    expect(matchesShortcut(key('z', { ctrl: true }), 'Mod+Z', false)).toBe(true);
    expect(matchesShortcut(key('z', { meta: true }), 'Mod+Z', true)).toBe(true);
    expect(matchesShortcut(key('z', { ctrl: true }), 'Mod+Z', true)).toBe(false);
  });

  test('Shift does not change the letter or digit a shortcut names', () => {
    expect(matchesShortcut(key('Z', { ctrl: true, shift: true }), 'Mod+Shift+Z', false)).toBe(true);
    expect(matchesShortcut(key('!', { ctrl: true, shift: true }, 'Digit1'), 'Mod+Shift+1', false)).toBe(true);
    expect(matchesShortcut(key('Z', { ctrl: true, shift: true }), 'Mod+Z', false)).toBe(false);
  });

  test('display and accelerator forms', () => {
    expect(displayShortcut('Mod+Shift+P', false)).toBe('Ctrl+Shift+P');
    expect(displayShortcut('Mod+Shift+P', true)).toBe('⇧⌘P');
    expect(toAccelerator('Mod+Alt+ArrowRight')).toBe('CmdOrCtrl+Alt+Right');
    expect(canonicalShortcut('shift+mod+p')).toBe('Mod+Shift+p');
  });
});
