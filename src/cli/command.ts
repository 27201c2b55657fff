/** Exit codes of every command: 0 ok, 1 invalid content or failed checks, 2 usage or I/O error. */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: Io): Promise<number>;
}

export class UsageError extends Error {}
