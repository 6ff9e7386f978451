import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.ts';

/** Where a command reads its environment and writes: the process, or a test's buffers. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** A command's mistake the user can fix: printed as one line with the usage, exit code 2. */
export class UsageError extends Error {}

export type CliOptions = Record<string, { type: 'string' | 'boolean'; default?: string | boolean }>;

/** Parses a command's options (plus --json); a mistake becomes a UsageError. */
export function parseCliArgs(
  args: readonly string[],
  options: CliOptions,
): Record<string, string | boolean | undefined> {
  try {
    return parseArgs({
      args: [...args],
      options: { ...options, json: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The server's configuration from the command's environment, quiet by default; a bad value is a UsageError. */
export function loadCliConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig({ LOG_LEVEL: 'silent', ...env });
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}
