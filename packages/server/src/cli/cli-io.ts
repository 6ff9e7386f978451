/** Where a command reads its environment and writes: the process, or a test's buffers. */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

/** A command's mistake the user can fix: printed as one line with the usage, exit code 2. */
export class UsageError extends Error {}
