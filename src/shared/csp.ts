/**
 * The Content-Security-Policy of the renderer, in one place: the HTML meta tag (inserted at build
 * time by the `studioCsp` Vite plugin) and the header that the Electron main process adds to every
 * response both come from here, and tests/unit/shell/security.test.ts checks both.
 *
 * Why each relaxation exists:
 * - `style-src 'unsafe-inline'`: React `style` props, Monaco and Konva set inline styles.
 * - `img-src data: blob:`: game-icons SVG data URLs and canvas exports.
 * - `worker-src blob:`: Monaco's language workers under Vite are started from blob URLs.
 * Nothing allows remote hosts, `eval` or inline scripts in a build.
 */
export interface CspOptions {
  /** Vite's dev server injects an inline React Refresh preamble and talks over a websocket. */
  dev?: boolean;
}

export function contentSecurityPolicy(opts: CspOptions = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', opts.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['worker-src', ["'self'", 'blob:']],
    ['connect-src', opts.dev ? ["'self'", 'ws://localhost:*', 'ws://127.0.0.1:*'] : ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
