// 17.14: the renderer is served as studio://app/ from the built renderer folder and from nowhere else.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_SCHEME_PRIVILEGES, APP_URL, mimeType, resolveAppRequest, serveAppRequest } from '../../../../src/main/app-protocol';
import { contentSecurityPolicy } from '../../../../src/shared/csp';

let dir: string;
let root: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-protocol-'));
  root = join(dir, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>studio</title>');
  await writeFile(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'DejaVuSans.ttf'), new Uint8Array([0, 1, 0, 0]));
  await writeFile(join(dir, 'secret.txt'), 'private');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('studio://app/', () => {
  test('a standard, secure scheme without CSP bypass or service workers', () => {
    expect(APP_URL).toBe('studio://app/index.html');
    expect(APP_SCHEME_PRIVILEGES).toMatchObject({ standard: true, secure: true, supportFetchAPI: true, bypassCSP: false, allowServiceWorkers: false, corsEnabled: false });
  });

  test('names files inside the renderer folder; / is index.html; query and fragment are ignored', () => {
    expect(resolveAppRequest('studio://app/', root)).toEqual({ ok: true, path: join(root, 'index.html'), mime: 'text/html; charset=utf-8' });
    expect(resolveAppRequest('studio://app/assets/index-abc.js?v=1#x', root)).toMatchObject({ ok: true, path: join(root, 'assets', 'index-abc.js'), mime: 'text/javascript; charset=utf-8' });
    expect(resolveAppRequest('studio://app/assets/a%20b.png', root)).toMatchObject({ ok: true, path: join(root, 'assets', 'a b.png'), mime: 'image/png' });
  });

  test('refuses every way out of the folder, other hosts and other schemes', () => {
    for (const url of [
      'studio://app/..%2fsecret.txt',
      'studio://app/..%5csecret.txt',
      'studio://app/assets%2f..%2f..%2fsecret.txt',
      'studio://app/index.html%00.png',
      'studio://app/C:%5CWindows%5Cwin.ini',
      'studio://app/%E0%A4%A',
      'studio://app//etc/passwd',
      'studio://evil/index.html',
      'file:///etc/passwd',
      'https://app/index.html',
      'not a url',
    ]) {
      expect(resolveAppRequest(url, root).ok, url).toBe(false);
    }
    // The URL parser folds `..`, `%2e%2e` and `.` as Chromium does: what is left stays inside the folder.
    for (const url of ['studio://app/assets/../../secret.txt', 'studio://app/%2e%2e/secret.txt', 'studio://app/%2E%2E/%2e/secret.txt', 'studio://app/assets/%2e%2e/%2e%2e/secret.txt']) {
      const folded = resolveAppRequest(url, root);
      expect(folded.ok && folded.path, url).toBe(join(root, 'secret.txt'));
    }
  });

  test('types of what a build holds; anything else is bytes the page cannot run', () => {
    expect(mimeType('a.woff2')).toBe('font/woff2');
    expect(mimeType('a.TTF')).toBe('font/ttf');
    expect(mimeType('a.wasm')).toBe('application/wasm');
    expect(mimeType('a.exe')).toBe('application/octet-stream');
  });

  test('serves the file with its type, nosniff and the CSP; refuses with an empty answer', async () => {
    const page = await serveAppRequest({ url: 'studio://app/index.html' }, root);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(await page.text()).toContain('<title>studio</title>');
    const font = await serveAppRequest({ url: 'studio://app/assets/DejaVuSans.ttf' }, root);
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0, 1, 0, 0]));
    const escape = await serveAppRequest({ url: 'studio://app/..%2fsecret.txt' }, root);
    expect(escape.status).toBe(403);
    expect((await serveAppRequest({ url: 'studio://app/%2e%2e/secret.txt' }, root)).status).toBe(404);
    expect(await escape.text()).toBe('');
    expect((await serveAppRequest({ url: 'studio://app/missing.js' }, root)).status).toBe(404);
    expect((await serveAppRequest({ url: 'studio://app/assets' }, root)).status).toBe(404);
  });
});
