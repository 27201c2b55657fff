import { processIo, runCli } from './main';

const code = await runCli(process.argv.slice(2), processIo);
// Let stdout drain before leaving: a piped `studio … | head` must get every line.
process.exitCode = code;
