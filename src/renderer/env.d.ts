/** Set by `define` in vite.web.config.ts and electron.vite.config.ts from package.json. */
declare const __APP_VERSION__: string;
