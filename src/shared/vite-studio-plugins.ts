/**
 * Build-time pieces shared by vite.web.config.ts and electron.vite.config.ts (Node only; never
 * imported by the renderer).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './csp';

export const CSP_PLACEHOLDER = '%STUDIO_CSP%';

/** Writes the renderer's CSP into index.html: the strict one in builds, a dev one under `vite serve`. */
export function studioCsp(): Plugin {
  let dev = false;
  return {
    name: 'studio-csp',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    transformIndexHtml(html) {
      return html.replace(CSP_PLACEHOLDER, contentSecurityPolicy({ dev }));
    },
  };
}

export function appVersionDefine(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return { __APP_VERSION__: JSON.stringify(pkg.version) };
}
