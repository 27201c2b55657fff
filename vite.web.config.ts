import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appVersionDefine, studioCsp } from './src/shared/vite-studio-plugins';

// The web edition: the same renderer as Electron, served as a static site (relative base so
// dist/web works from any static file server or sub-folder).
export default defineConfig({
  root: resolve('src/renderer'),
  base: './',
  plugins: [react(), studioCsp()],
  define: appVersionDefine(),
  worker: { format: 'es' },
  build: {
    outDir: resolve('dist/web'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
  },
  server: { port: 5173 },
});
