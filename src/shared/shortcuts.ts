/**
 * Keyboard shortcuts are written once, as `Mod+Shift+P` (Mod = Cmd on macOS, Ctrl elsewhere), and
 * converted here for key matching (renderer), display (palette, menus, shortcut sheet) and Electron
 * accelerators (native menus).
 */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface ParsedShortcut {
  mod: boolean;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  /** Normalised key: a lower-case character, or a `KeyboardEvent.key` name such as `F1`, `ArrowLeft`. */
  key: string;
}

const modifierNames = new Set(['mod', 'ctrl', 'alt', 'shift']);

export function parseShortcut(shortcut: string): ParsedShortcut {
  const parts = shortcut.split('+');
  const key = parts.pop();
  if (!key) throw new Error(`Empty shortcut: "${shortcut}"`);
  const mods = parts.map((p) => p.toLowerCase());
  for (const m of mods) if (!modifierNames.has(m)) throw new Error(`Unknown modifier "${m}" in "${shortcut}"`);
  return {
    mod: mods.includes('mod'),
    ctrl: mods.includes('ctrl'),
    alt: mods.includes('alt'),
    shift: mods.includes('shift'),
    key: key.length === 1 ? key.toLowerCase() : key,
  };
}

/** A canonical string, so that `Shift+Mod+p` and `Mod+Shift+P` are recognised as the same shortcut. */
export function canonicalShortcut(shortcut: string): string {
  const p = parseShortcut(shortcut);
  return [p.mod && 'Mod', p.ctrl && 'Ctrl', p.alt && 'Alt', p.shift && 'Shift', p.key].filter(Boolean).join('+');
}

/** The key a keyboard event names, independent of Shift turning `z` into `Z` or `1` into `!`. */
function eventKey(e: KeyLike): string {
  if (e.code && /^Digit[0-9]$/.test(e.code)) return e.code.slice(5);
  if (e.key.length === 1) return e.key.toLowerCase();
  return e.key;
}

export function matchesShortcut(e: KeyLike, shortcut: string, isMac: boolean): boolean {
  const p = parseShortcut(shortcut);
  const wantCtrl = p.ctrl || (p.mod && !isMac);
  const wantMeta = p.mod && isMac;
  return (
    e.ctrlKey === wantCtrl && e.metaKey === wantMeta && e.altKey === p.alt && e.shiftKey === p.shift && eventKey(e) === p.key
  );
}

const macSymbols: Record<string, string> = { mod: '⌘', ctrl: '⌃', alt: '⌥', shift: '⇧' };
const keyNames: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
  Delete: 'Del',
};

export function displayShortcut(shortcut: string, isMac: boolean): string {
  const p = parseShortcut(shortcut);
  const key = keyNames[p.key] ?? (p.key.length === 1 ? p.key.toUpperCase() : p.key);
  if (isMac) {
    return [p.ctrl && macSymbols.ctrl, p.alt && macSymbols.alt, p.shift && macSymbols.shift, p.mod && macSymbols.mod, key]
      .filter(Boolean)
      .join('');
  }
  return [(p.mod || p.ctrl) && 'Ctrl', p.alt && 'Alt', p.shift && 'Shift', key].filter(Boolean).join('+');
}

const acceleratorKeys: Record<string, string> = {
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  Escape: 'Esc',
  ' ': 'Space',
};

export function toAccelerator(shortcut: string): string {
  const p = parseShortcut(shortcut);
  const key = acceleratorKeys[p.key] ?? (p.key.length === 1 ? p.key.toUpperCase() : p.key);
  return [p.mod && 'CmdOrCtrl', p.ctrl && 'Ctrl', p.alt && 'Alt', p.shift && 'Shift', key].filter(Boolean).join('+');
}
