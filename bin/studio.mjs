#!/usr/bin/env node
// The `studio` command: runs the TypeScript sources through tsx, so `npx studio` works right after
// `npm install`, with no build step to forget.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/bin.ts');
