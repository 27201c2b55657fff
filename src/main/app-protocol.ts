/**
 * The studio's own origin, `studio://app/` (issue 17.14). The built renderer is served through this custom privileged
 * protocol instead of `file://`: under `file://`, CSP `'self'` (and the renderer's fetches) reach every local file the
 * user can read; under `studio://app/` `'self'` is the built renderer folder and nothing else. This module decides
 * everything in plain Node (tests/unit/shell/main/app-protocol.test.ts); index.ts registers the scheme before the app
 * is ready and answers requests with `serveAppRequest`.
 */
import { readFile } from 'node:fs/promises';
import { extname, isAbsolute, relative, resolve } from 'node:path';
import { contentSecurityPolicy } from '../shared/csp';

export const APP_SCHEME = 'studio';
export const APP_HOST = 'app';
/** The page every studio window loads (in a build; the dev server has its own http origin). */
export const APP_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/**
 * The privileges of `studio:` (protocol.registerSchemesAsPrivileged): a standard, secure scheme so the page has an
 * origin of its own, can fetch its own assets (fonts for PDF exports) and start workers; no service workers, no CSP
 * bypass, no CORS for other origins.
 */
export const APP_SCHEME_PRIVILEGES = {
  standard: true,
  secure: true,
  supportFetchAPI: true,
  codeCache: true,
  allowServiceWorkers: false,
  bypassCSP: false,
  corsEnabled: false,
  stream: false,
} as const;

/** Types of the files a renderer build holds; anything else is served as bytes the page cannot run. */
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function mimeType(path: string): string {
  return MIME[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export type AppRequest = { ok: true; path: string; mime: string } | { ok: false; status: 400 | 403 | 404; reason: string };

/**
 * Which file of the renderer folder `root` a `studio://app/…` URL names, or why none. `..` and `.` segments — plain
 * or percent-encoded —, encoded slashes and backslashes, NUL, other hosts and other schemes are refused; `/` is
 * `index.html`; query and fragment are ignored.
 */
export function resolveAppRequest(url: string, root: string): AppRequest {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return { ok: false, status: 404, reason: 'not the studio origin' };
  const raw = u.pathname.split('/').slice(1);
  const segments: string[] = [];
  for (const [i, part] of raw.entries()) {
    let name: string;
    try {
      name = decodeURIComponent(part);
    } catch {
      return { ok: false, status: 400, reason: 'a malformed escape' };
    }
    if (name === '' && i === raw.length - 1) break;
    if (name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name) || /^[A-Za-z]:/.test(name)) {
      return { ok: false, status: 403, reason: `“${part}” leaves the renderer folder` };
    }
    segments.push(name);
  }
  if (segments.length === 0) segments.push('index.html');
  const base = resolve(root);
  const path = resolve(base, segments.join('/'));
  const rel = relative(base, path);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) return { ok: false, status: 403, reason: 'outside the renderer folder' };
  return { ok: true, path, mime: mimeType(path) };
}

/** Headers of every answer: its type, never sniffed, and the studio's CSP (webRequest does not see custom schemes). */
export function appResponseHeaders(mime: string): Record<string, string> {
  return {
    'Content-Type': mime,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': contentSecurityPolicy(),
    'Cache-Control': 'no-cache',
  };
}

/**
 * The protocol handler: the file the URL names inside `root`, or an empty 400/403/404. The folder is the studio's own
 * build (inside app.asar when packaged, where Electron's fs reads): the URL is what may be hostile, and
 * `resolveAppRequest` keeps it inside.
 */
export async function serveAppRequest(request: { url: string }, root: string): Promise<Response> {
  const found = resolveAppRequest(request.url, root);
  if (!found.ok) return new Response(null, { status: found.status, headers: { 'X-Content-Type-Options': 'nosniff' } });
  try {
    const body = await readFile(found.path);
    return new Response(new Uint8Array(body), { status: 200, headers: appResponseHeaders(found.mime) });
  } catch {
    return new Response(null, { status: 404, headers: { 'X-Content-Type-Options': 'nosniff' } });
  }
}
