import { type CliIo, UsageError } from './cli-io.ts';
import { copyAnalyticsCommand, copyAnalyticsUsage } from './copy-analytics-command.ts';
import { demoCommand, demoUsage } from './demo-command.ts';
import { IDENTITY_COMMANDS, runIdentityCommand } from './identity-commands.ts';

const COMMANDS: Record<string, { usage: string; run: (args: string[], io: CliIo) => Promise<void> }> = {
  demo: { usage: demoUsage, run: demoCommand },
  'copy-analytics': { usage: copyAnalyticsUsage, run: copyAnalyticsCommand },
  ...Object.fromEntries(
    Object.entries(IDENTITY_COMMANDS).map(([name, command]) => [
      name,
      { usage: command.usage, run: (args: string[], io: CliIo) => runIdentityCommand(name, args, io) },
    ]),
  ),
};

function help(): string {
  return `Usage: npm run cli -- <command> [options]\n\nCommands:\n${Object.values(COMMANDS)
    .map((command) => `  ${command.usage.split('\n').join('\n  ')}`)
    .join('\n\n')}\n`;
}

/** Runs one command and answers its exit code: 0 done, 1 failed, 2 wrong usage. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.stdout.write(help());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr.write(`Unknown command '${name}'.\n\n${help()}`);
    return 2;
  }
  try {
    await command.run(args, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n\nUsage: npm run cli -- ${command.usage}\n`);
      return 2;
    }
    io.stderr.write(`${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
