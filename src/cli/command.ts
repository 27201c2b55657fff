/** Exit codes of every command: 0 ok, 1 invalid content or failed checks, 2 usage or I/O error. */
export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
  /**
   * Where a long command shows how far it is (one line, rewritten; null clears it). Absent when nobody watches: the
   * output is piped or redirected, or in tests.
   */
  progress?: (text: string | null) => void;
  /** Calls `handler` on Ctrl+C instead of ending the process; returns the undo. Absent where there is no terminal. */
  onInterrupt?: (handler: () => void) => () => void;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: Io): Promise<number>;
}

export class UsageError extends Error {}
