/**
 * Every security decision of the main process as plain data and pure functions, so that
 * tests/unit/shell/security.test.ts can check them without Electron. index.ts applies them to
 * every window and web contents; no BrowserWindow is created with any other options.
 */
import { contentSecurityPolicy } from '../shared/csp';

export interface WindowBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
}

/** The webPreferences of every studio window. */
export function secureWebPreferences(preload: string) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
  } as const;
}

/** The options of the one kind of BrowserWindow the studio opens. */
export function studioWindowOptions(opts: { preload: string; bounds: WindowBounds; title: string; backgroundColor: string }) {
  return {
    ...opts.bounds,
    minWidth: 800,
    minHeight: 560,
    title: opts.title,
    show: false,
    backgroundColor: opts.backgroundColor,
    webPreferences: secureWebPreferences(opts.preload),
  };
}

/** Adds the CSP header to a response of the dev server (studio:// answers carry it themselves: app-protocol.ts). */
export function withCspHeader(headers: Record<string, string[] | string> | undefined, dev: boolean): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    if (k.toLowerCase() !== 'content-security-policy') out[k] = Array.isArray(v) ? v : [v];
  }
  out['Content-Security-Policy'] = [contentSecurityPolicy({ dev })];
  return out;
}

/** Links that may leave the studio, to the system browser, after the user confirms. */
export function isExternalLink(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The window never navigates: the whole studio is one page. */
export function allowNavigation(_url: string): boolean {
  return false;
}

/** No permission (camera, notifications, geolocation, …) is ever granted. */
export function allowPermission(_permission: string): boolean {
  return false;
}

/**
 * IPC comes only from the studio's own page: the sender's top frame must be the page the window loaded — the
 * `studio://app/` origin in a build (app-protocol.ts), the dev server's origin in development — never another frame
 * or a navigated page. (A custom scheme's origin is "null" to Node's URL, so scheme and host are compared, never
 * `origin`, there.)
 */
export function isTrustedSender(senderUrl: string | undefined, appUrl: string): boolean {
  if (!senderUrl) return false;
  try {
    const sender = new URL(senderUrl);
    const app = new URL(appUrl);
    if (sender.protocol !== app.protocol) return false;
    if (app.protocol === 'file:') return sender.pathname === app.pathname;
    if (app.protocol === 'http:' || app.protocol === 'https:') return sender.origin === app.origin;
    return app.host !== '' && sender.host === app.host;
  } catch {
    return false;
  }
}
