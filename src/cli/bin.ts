import { processIo, runCli } from './main';

// `studio … | head` closes the pipe early: that is the reader's choice, not an error worth a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

const code = await runCli(process.argv.slice(2), processIo);
// Let stdout drain before leaving: a piped `studio … | head` must get every line.
process.exitCode = code;
