import { EXIT_USAGE, UsageError, type Io } from './command';
import { commands } from './commands/index';

function help(io: Io) {
  io.out('Scenario Studio command line');
  io.out('');
  io.out('usage: studio <command> [options]');
  io.out('');
  io.out('commands:');
  for (const name of Object.keys(commands)) io.out(`  ${name}`);
  io.out('');
  io.out('Run `studio <command> --help` for the options of a command.');
}

export async function runCli(argv: string[], io: Io): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io);
    return name ? 0 : EXIT_USAGE;
  }
  const load = commands[name];
  if (!load) {
    io.err(`studio: unknown command "${name}". Known commands: ${Object.keys(commands).join(', ')}.`);
    return EXIT_USAGE;
  }
  const command = await load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`usage: ${command.usage}`);
    io.out(command.summary);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`studio ${name}: ${e.message}`);
      io.err(`usage: ${command.usage}`);
      return EXIT_USAGE;
    }
    io.err(`studio ${name}: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT_USAGE;
  }
}

let shown = 0;
/** One rewritten line on the terminal's error stream, padded over what it replaces. */
function progress(text: string | null): void {
  const line = text ?? '';
  process.stderr.write(`\r${line.padEnd(shown)}${text === null ? '\r' : ''}`);
  shown = text === null ? 0 : line.length;
}

export const processIo: Io = {
  out: (line) => process.stdout.write(line + '\n'),
  err: (line) => process.stderr.write(line + '\n'),
  cwd: process.cwd(),
  // Progress only where a person watches the report arrive: both streams on a terminal.
  progress: process.stdout.isTTY && process.stderr.isTTY ? progress : undefined,
  onInterrupt: (handler) => {
    // A second Ctrl+C while the first is being answered ends the process, as a terminal user expects.
    let asked = false;
    const listener = () => {
      if (asked) process.exit(130);
      asked = true;
      handler();
    };
    process.on('SIGINT', listener);
    return () => process.off('SIGINT', listener);
  },
};
