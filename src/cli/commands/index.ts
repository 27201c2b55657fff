import type { Command } from '../command';

// One file per command; each is loaded only when asked for, so `studio validate` never pays for the simulator.
export const commands: Record<string, () => Promise<Command>> = {
  conform: async () => (await import('./conform')).conform,
  export: async () => (await import('./export')).exportCommand,
  schemas: async () => (await import('./schemas')).schemasCommand,
  simulate: async () => (await import('./simulate')).simulate,
  validate: async () => (await import('./validate')).validate,
};
