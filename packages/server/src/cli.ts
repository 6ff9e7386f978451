// Mirante's command line: `npm run cli -- <command> [options]` (see `npm run cli -- help`).
import { runCli } from './cli/run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});
