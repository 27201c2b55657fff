/**
 * The action registry (after excalidraw's ActionManager): every command of the studio is one
 * `Action`, and this one manager dispatches them for menus, keyboard shortcuts and the command
 * palette. Registering a second action with a name or a shortcut that is already taken throws,
 * so conflicts show up the moment an editor loads, not as a key that silently does two things.
 *
 * Shortcuts live in scopes: `global` ones work everywhere; an editor registers its own under its
 * editor id (e.g. `R` to rotate in the mission map). Two editors may reuse a key; nobody may
 * reuse a global one.
 */
import { canonicalShortcut, matchesShortcut, toAccelerator, type KeyLike } from '../../shared/shortcuts';
import type { MenuModel } from '../../shared/studio-api';

export type MenuId = MenuModel['menus'][number]['id'];
export type ActionSource = 'menu' | 'keyboard' | 'palette' | 'button' | 'host';

export interface Action<C> {
  /** Stable id, `family.verb`, e.g. `file.save`. Sent by native menus. */
  name: string;
  /** i18n key of the label (menus, palette, shortcut sheet, accessible names). */
  label: string;
  /** A label that depends on the state, e.g. "Undo Title (English)"; `label` stays the stable name. */
  title?: (ctx: C, t: Translate) => string;
  /** Extra words the palette matches (i18n key). */
  keywords?: string;
  /** `Mod+Shift+P` style; several when the platforms disagree (redo: Mod+Shift+Z and Mod+Y). */
  shortcuts?: string[];
  /**
   * Keys and pointer gestures a shortcut string cannot name, in words for the shortcut sheet (i18n key), e.g.
   * "Space+drag, middle button, two-finger swipe" for panning the map.
   */
  gesture?: string;
  /** Handles keys that a shortcut string cannot express; takes precedence over `shortcuts`. */
  keyTest?: (e: KeyLike, ctx: C) => boolean;
  /** Where the shortcut applies: `global` or an editor id. */
  scope?: string;
  /**
   * Whether the action can run now. Menus grey it out; the palette shows it dimmed with
   * `disabledReason` and never highlights it; its keys pass through to the page.
   */
  predicate?: (ctx: C) => boolean;
  /** Why the action cannot run now (i18n key, or a function of the context returning one), for the palette. */
  disabledReason?: string | ((ctx: C) => string);
  /**
   * The group the shortcut sheet lists the action under (i18n key of its heading). Without it: its
   * menu, else the view its `scope` names, else "Other commands".
   */
  category?: string;
  perform: (ctx: C, source: ActionSource) => void | Promise<void>;
  /** Place in the menu bar; absent for palette-only commands. */
  menu?: { id: MenuId; group: number };
  /** Whether the shortcut also fires while typing in a text field (default: only with Ctrl/Cmd). */
  inTextInput?: boolean;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface KeyEventLike extends KeyLike {
  /** True when focus is in an input, textarea or contenteditable. */
  inTextInput?: boolean;
}

export class ActionManager<C> {
  private readonly actions = new Map<string, Action<C>>();
  /** `scope|canonical shortcut` → action name. */
  private readonly shortcutOwners = new Map<string, string>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly context: () => C,
    private readonly isMac: boolean,
  ) {}

  register(...actions: Action<C>[]): () => void {
    for (const action of actions) {
      if (this.actions.has(action.name)) throw new Error(`Two actions are named "${action.name}".`);
      const scope = action.scope ?? 'global';
      const keys = (action.shortcuts ?? []).map((s) => canonicalShortcut(s));
      for (const key of keys) {
        const clash = this.shortcutOwners.get(`global|${key}`) ?? this.shortcutOwners.get(`${scope}|${key}`);
        if (clash) throw new Error(`"${action.name}" and "${clash}" both claim the shortcut ${key}.`);
        if (scope === 'global') {
          for (const [owner, name] of this.shortcutOwners) {
            if (owner.endsWith(`|${key}`)) throw new Error(`"${action.name}" and "${name}" both claim the shortcut ${key}.`);
          }
        }
      }
      for (const key of keys) this.shortcutOwners.set(`${scope}|${key}`, action.name);
      this.actions.set(action.name, action);
    }
    this.changed();
    return () => {
      for (const action of actions) {
        this.actions.delete(action.name);
        for (const [owner, name] of this.shortcutOwners) if (name === action.name) this.shortcutOwners.delete(owner);
      }
      this.changed();
    };
  }

  get(name: string): Action<C> | undefined {
    return this.actions.get(name);
  }

  list(): Action<C>[] {
    return [...this.actions.values()];
  }

  labelOf(action: Action<C>, t: Translate): string {
    return action.title ? action.title(this.context(), t) : t(action.label);
  }

  isEnabled(action: Action<C>): boolean {
    return action.predicate ? action.predicate(this.context()) : true;
  }

  /** The i18n key saying why `action` cannot run now; undefined when it can or nobody said why. */
  disabledReasonOf(action: Action<C>): string | undefined {
    if (this.isEnabled(action) || !action.disabledReason) return undefined;
    return typeof action.disabledReason === 'string' ? action.disabledReason : action.disabledReason(this.context());
  }

  /**
   * Something a predicate reads changed outside the documents and the UI state the shell watches
   * (an editor's clipboard, its selection): menus ask every predicate again. Cheap; call it freely.
   */
  invalidate(): void {
    this.changed();
  }

  /** Changes with every registration and `invalidate()`: a snapshot for `useSyncExternalStore`. */
  getVersion = (): number => this.version;

  async execute(name: string, source: ActionSource): Promise<boolean> {
    const action = this.actions.get(name);
    if (!action || !this.isEnabled(action)) return false;
    await action.perform(this.context(), source);
    return true;
  }

  /**
   * Runs the action a key press stands for, looking in the active editor's scope first.
   * Returns true when an action ran (the caller then prevents the browser's default).
   */
  handleKey(e: KeyEventLike, activeScopes: readonly string[]): boolean {
    const ctx = this.context();
    const scopes = [...activeScopes, 'global'];
    for (const scope of scopes) {
      for (const action of this.actions.values()) {
        if ((action.scope ?? 'global') !== scope) continue;
        const hit = action.keyTest
          ? action.keyTest(e, ctx)
          : (action.shortcuts ?? []).some((s) => matchesShortcut(e, s, this.isMac));
        if (!hit) continue;
        const hasMod = e.ctrlKey || e.metaKey || e.altKey || /^F[0-9]+$/.test(e.key);
        if (e.inTextInput && !hasMod && !action.inTextInput) continue;
        if (!this.isEnabled(action)) return false;
        void action.perform(ctx, 'keyboard');
        return true;
      }
    }
    return false;
  }

  /** The native menu bar (Electron) and the in-page one (web) are both built from this. */
  menuModel(menus: { id: MenuId; label: string }[], translate: Translate): MenuModel {
    return {
      menus: menus.map(({ id, label }) => {
        const inMenu = this.list()
          .filter((a) => a.menu?.id === id)
          .sort((a, b) => a.menu!.group - b.menu!.group);
        const items: MenuModel['menus'][number]['items'] = [];
        inMenu.forEach((a, i) => {
          if (i > 0 && inMenu[i - 1].menu!.group !== a.menu!.group) items.push({ separator: true });
          items.push({
            action: a.name,
            label: this.labelOf(a, translate),
            accelerator: a.shortcuts?.[0] ? toAccelerator(a.shortcuts[0]) : undefined,
            enabled: this.isEnabled(a),
          });
        });
        return { id, label, items };
      }),
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const l of this.listeners) l();
  }
}
