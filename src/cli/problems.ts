import type { Diagnostic } from '../engine/format/index';
import type { Io } from './command';

/** One problem as the command line prints it: `file:line:col: severity CODE message (pointer)`. */
export function diagnosticLine(file: string, d: Diagnostic): string {
  const where = d.range ? `${file}:${d.range.start.line}:${d.range.start.column}` : file;
  return `${where}: ${d.severity} ${d.code} ${d.message}${d.pointer ? ` (${d.pointer})` : ''}`;
}

/** Prints the problems that stop a command from going on, in `studio validate`'s format, then what to do. */
export function printBlockingProblems(command: string, problems: readonly { file: string; d: Diagnostic }[], io: Io): void {
  for (const { file, d } of problems) io.err(diagnosticLine(file, d));
  io.err(`studio ${command}: ${problems.length === 1 ? 'fix this problem' : `fix these ${problems.length} problems`} first (studio validate lists them too)`);
}
