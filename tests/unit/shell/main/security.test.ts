import { describe, expect, test } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { contentSecurityPolicy } from '../../../../src/shared/csp';
import { CSP_PLACEHOLDER, studioCsp } from '../../../../src/shared/vite-studio-plugins';
import {
  allowNavigation,
  allowPermission,
  isExternalLink,
  isTrustedSender,
  secureWebPreferences,
  studioWindowOptions,
  withCspHeader,
} from '../../../../src/main/security';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const parseCsp = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('every BrowserWindow is locked down', () => {
  test('the window options isolate the page from Node and Electron', () => {
    const options = studioWindowOptions({ preload: '/p/index.cjs', bounds: { width: 1000, height: 700 }, title: 't', backgroundColor: '#fff' });
    expect(options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    });
    expect(options.webPreferences).toEqual(secureWebPreferences('/p/index.cjs'));
  });

  test('no code in src/main or src/preload creates a window or web contents any other way', () => {
    const files = [...sources('src/main'), ...sources('src/preload')];
    const constructions = files.flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      return [...text.matchAll(/new (BrowserWindow|BrowserView|WebContentsView)\s*\(([^)]*)\)?/g)].map((m) => ({ file: f, args: m[2] }));
    });
    expect(constructions.length).toBeGreaterThan(0);
    for (const c of constructions) expect(c.args.trim(), c.file).toMatch(/^studioWindowOptions\(/);
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      expect(text, f).not.toMatch(/nodeIntegration:\s*true|contextIsolation:\s*false|sandbox:\s*false|webSecurity:\s*false/);
    }
  });

  test('the Electron glue applies every policy: navigation, new windows, webviews, permissions, CSP header', () => {
    const glue = readFileSync('src/main/index.ts', 'utf8');
    for (const hook of [
      "on('web-contents-created'",
      "on('will-navigate'",
      "on('will-redirect'",
      "on('will-attach-webview'",
      'setWindowOpenHandler',
      "return { action: 'deny' }",
      'setPermissionRequestHandler',
      'setPermissionCheckHandler',
      'webRequest.onHeadersReceived',
      'withCspHeader(',
      'requestSingleInstanceLock',
    ]) {
      expect(glue, hook).toContain(hook);
    }
  });

  test('navigation and permissions are always refused; only http(s) links may leave, after confirmation', () => {
    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)']) expect(allowNavigation(url)).toBe(false);
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) expect(allowPermission(p)).toBe(false);
    expect(isExternalLink('https://game-icons.net')).toBe(true);
    expect(isExternalLink('http://creativecommons.org/licenses/by/3.0/')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'smb://host/share', 'not a url']) expect(isExternalLink(url)).toBe(false);
  });

  test('IPC is accepted only from the studio page itself', () => {
    const app = 'file:///opt/studio/resources/app/out/renderer/index.html';
    expect(isTrustedSender(app, app)).toBe(true);
    expect(isTrustedSender('file:///tmp/evil.html', app)).toBe(false);
    expect(isTrustedSender('https://evil.example/', app)).toBe(false);
    expect(isTrustedSender(undefined, app)).toBe(false);
    expect(isTrustedSender('http://localhost:5173/index.html', 'http://localhost:5173/')).toBe(true);
    expect(isTrustedSender('http://localhost:5174/', 'http://localhost:5173/')).toBe(false);
    // 17.14: the studio's own origin (a custom scheme's origin is "null" to Node: never compared as such).
    const studio = 'studio://app/index.html';
    expect(isTrustedSender('studio://app/index.html#/x', studio)).toBe(true);
    expect(isTrustedSender('studio://evil/index.html', studio)).toBe(false);
    expect(isTrustedSender('other://app/index.html', studio)).toBe(false);
    expect(isTrustedSender('file:///opt/studio/resources/app/out/renderer/index.html', studio)).toBe(false);
    expect(isTrustedSender('about:blank', studio)).toBe(false);
  });
});

describe('Content-Security-Policy', () => {
  test('a build allows no remote host, no eval, no inline script, no plugins, no frames', () => {
    const csp = parseCsp(contentSecurityPolicy());
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    for (const values of Object.values(csp)) {
      for (const v of values) expect(v).toMatch(/^('self'|'none'|'unsafe-inline'|data:|blob:)$/);
    }
    expect(Object.entries(csp).filter(([, v]) => v.includes("'unsafe-inline'")).map(([k]) => k)).toEqual(['style-src']);
  });

  test('the header sent for every response replaces any other CSP', () => {
    const headers = withCspHeader({ 'content-security-policy': ['default-src *'], 'X-Other': 'kept' }, false);
    expect(headers['Content-Security-Policy']).toEqual([contentSecurityPolicy()]);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['X-Other']).toEqual(['kept']);
  });

  test('index.html gets the same policy as its meta tag, strict in builds', () => {
    const html = readFileSync('src/renderer/index.html', 'utf8');
    expect(html).toContain(`content="${CSP_PLACEHOLDER}"`);
    const plugin = studioCsp() as unknown as {
      configResolved(c: { command: string }): void;
      transformIndexHtml(html: string): string;
    };
    plugin.configResolved({ command: 'build' });
    expect(plugin.transformIndexHtml(html)).toContain(`content="${contentSecurityPolicy()}"`);
    plugin.configResolved({ command: 'serve' });
    expect(plugin.transformIndexHtml(html)).toContain(`content="${contentSecurityPolicy({ dev: true })}"`);
  });
});
