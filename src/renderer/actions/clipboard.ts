/**
 * What the studio could paste right now, for the predicates of Paste commands: a Paste that is
 * enabled must have something to paste. Editors keep their own copies (the mission map keeps the
 * pieces it copied in memory); this only knows *that* something of a type can be pasted:
 *
 * - `offer(type)`: this window copied something of `type` (a studio clipboard type such as
 *   `scenario-studio/mission-pieces`). It can be pasted here from then on: the editor holds it.
 * - Other studio windows of the same origin announce their copies over a BroadcastChannel. Such a copy
 *   can be pasted here only through the system clipboard, so it counts while the system clipboard may
 *   still hold it and the page may read it.
 * - When the page may read the system clipboard without asking (permission `granted`), `refresh()`
 *   (on window focus) reads it and recognises studio content: JSON with a string `type`.
 * - Text copied in this window (a `copy`/`cut` event) replaces whatever another window announced.
 *
 * `has(type)` is the answer; every change calls `onChange` (the studio then asks the action
 * predicates again, so menus and the palette follow).
 */

export type ReadPermission = 'granted' | 'prompt' | 'denied' | 'unknown';

export interface ClipboardEnvironment {
  /** The state of the `clipboard-read` permission. */
  readPermission(): Promise<ReadPermission>;
  /** The system clipboard's text; may throw. */
  readText(): Promise<string>;
  /** A channel shared by the studio's windows; null where the browser has none. */
  channel: { postMessage(message: unknown): void; addEventListener(type: 'message', fn: (e: { data: unknown }) => void): void; close(): void } | null;
}

const CHANNEL = 'scenario-studio-clipboard';

/** The studio clipboard type of a text, when it is one of the studio's copies. */
export function studioClipType(text: string | null | undefined): string | null {
  if (!text || text[0] !== '{') return null;
  try {
    const value: unknown = JSON.parse(text);
    const type = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
    return typeof type === 'string' && type.startsWith('scenario-studio/') ? type : null;
  } catch {
    return null;
  }
}

export class StudioClipboard {
  /** Types copied in this window: the editor that copied them holds them. */
  private readonly local = new Set<string>();
  /** Types other studio windows announced since the system clipboard was last known. */
  private readonly announced = new Set<string>();
  /** The studio type on the system clipboard: a type, null for other content, undefined when unknown. */
  private system: string | null | undefined = undefined;
  private permission: ReadPermission = 'unknown';
  private env: ClipboardEnvironment | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly onChange: () => void = () => {}) {}

  /** Whether something of `type` can be pasted now. */
  has(type: string): boolean {
    if (this.local.has(type)) return true;
    if (this.permission === 'denied') return false;
    return this.system === type || (this.system === undefined && this.announced.has(type));
  }

  /** This window copied something of `type`; other studio windows hear of it. */
  offer(type: string): void {
    this.local.add(type);
    this.system = type;
    this.env?.channel?.postMessage({ copied: type });
    this.changed();
  }

  /** The editor that held `type` let it go (closed, or its copy was cleared). */
  withdraw(type: string): void {
    if (!this.local.delete(type)) return;
    this.changed();
  }

  /** Text was copied in this window: the system clipboard no longer holds another window's copy. */
  foreignCopy(): void {
    this.system = null;
    this.announced.clear();
    this.changed();
  }

  /** Asks the browser again (the window got the focus: another program may have copied something). */
  async refresh(): Promise<void> {
    const env = this.env;
    if (!env) return;
    this.permission = await env.readPermission().catch((): ReadPermission => 'unknown');
    if (this.permission === 'granted') {
      const type = studioClipType(await env.readText().catch(() => null));
      this.system = type;
      this.announced.clear();
    }
    this.changed();
  }

  /** Starts listening to the other windows and the browser; returns the disconnect. */
  connect(env: ClipboardEnvironment): () => void {
    this.env = env;
    env.channel?.addEventListener('message', (e) => {
      const copied = (e.data as { copied?: unknown } | null)?.copied;
      if (typeof copied !== 'string') return;
      this.announced.add(copied);
      this.system = undefined;
      this.changed();
    });
    void this.refresh();
    return () => {
      env.channel?.close();
      if (this.env === env) this.env = null;
    };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.onChange();
    for (const l of this.listeners) l();
  }
}

/** The browser's clipboard, permissions and a channel between the studio's windows. */
export function browserClipboardEnvironment(win: Window & typeof globalThis): ClipboardEnvironment {
  return {
    async readPermission() {
      const status = await win.navigator.permissions?.query({ name: 'clipboard-read' as PermissionName });
      return status ? status.state : 'unknown';
    },
    async readText() {
      if (!win.navigator.clipboard?.readText) throw new Error('no clipboard');
      return win.navigator.clipboard.readText();
    },
    channel: typeof win.BroadcastChannel === 'function' ? new win.BroadcastChannel(CHANNEL) : null,
  };
}
