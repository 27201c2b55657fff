/**
 * Long batches on a terminal (issue 17.8): progress while they run, quiet for --json and pipes, and Ctrl+C prints the
 * report of the games played so far (exit 130), in this thread and on worker threads alike.
 */
import { describe, expect, test } from 'vitest';
import { runCli } from '../../../src/cli/main';
import type { Io } from '../../../src/cli/command';

function terminal(interruptAfter?: number) {
  const out: string[] = [];
  const err: string[] = [];
  const progress: (string | null)[] = [];
  let interrupt: (() => void) | undefined;
  const io: Io = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    cwd: process.cwd(),
    progress: (text) => {
      progress.push(text);
      if (interruptAfter !== undefined && progress.length === interruptAfter) interrupt?.();
    },
    onInterrupt: (handler) => {
      interrupt = handler;
      return () => (interrupt = undefined);
    },
  };
  return { io, out, err, progress };
}

describe('studio simulate on a terminal (17.8)', () => {
  test('shows progress, then clears it before the report', async () => {
    const t = terminal();
    expect(await runCli(['simulate', 'samples/tutorial.mission.json', '--runs', '150', '--seed', '3'], t.io)).toBe(0);
    expect(t.progress.filter((p) => p !== null).at(-1)).toMatch(/^simulating… 100% \(150 of 150 games/);
    expect(t.progress.at(-1)).toBeNull();
    expect(t.out[0]).toMatch(/150 games/);
  });

  test('--json stays quiet', async () => {
    const t = terminal();
    await runCli(['simulate', 'samples/kerrow-point.deck.json', '--runs', '30', '--json'], t.io);
    expect(t.progress.filter((p) => p !== null)).toEqual([]);
    expect(JSON.parse(t.out.join('\n')).report.campaigns).toBe(30);
  });

  test.each([
    ['in this thread', ['--runs', '199']],
    ['on two worker threads', ['--runs', '4000', '--workers', '2']],
  ])('Ctrl+C %s prints the report of the games played and exits 130', async (_where, args) => {
    const t = terminal(1);
    const code = await runCli(['simulate', 'samples/verdant-sweep.mission.json', ...args], t.io);
    expect(code).toBe(130);
    const runs = Number(args[1]);
    const played = Number(/stopped by Ctrl\+C after (\d+) of (\d+) games/.exec(t.err.join('\n'))?.[1]);
    expect(played).toBeGreaterThan(0);
    expect(played).toBeLessThan(runs);
    expect(t.out[0]).toContain(`— ${played} games`);
  });
});
