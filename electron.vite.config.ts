import { resolve } from 'node:path';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { appVersionDefine, studioCsp } from './src/shared/vite-studio-plugins';

// One renderer for Electron and the web edition: the only difference is the host adapter,
// chosen at run time by the presence of window.studio (see src/renderer/host).
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
    build: { rollupOptions: { input: { index: resolve('src/main/index.ts') } } },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    build: {
      rollupOptions: {
        input: { index: resolve('src/preload/index.ts') },
        // A sandboxed preload cannot load ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve('src/renderer'),
    plugins: [react(), studioCsp()],
    define: appVersionDefine(),
    worker: { format: 'es' },
    build: { rollupOptions: { input: { index: resolve('src/renderer/index.html') } } },
  },
});
