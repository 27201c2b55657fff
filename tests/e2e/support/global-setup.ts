import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { serveStatic } from './static-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// Builds the web edition once and serves dist/web for every e2e file.
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    execFileSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const { url, server } = await serveStatic('dist/web');
  project.provide('baseUrl', url);
  return async () => {
    await new Promise((ok) => server.close(ok));
  };
}
