import type { CliIo } from '../cli/cli-io.ts';

/** A CLI run's io writing into buffers, with what each stream received. */
export function cliBuffers(env: NodeJS.ProcessEnv): { io: CliIo; stdout(): string; stderr(): string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: { env, stdout: { write: (s: string) => out.push(s) }, stderr: { write: (s: string) => err.push(s) } },
    stdout: () => out.join(''),
    stderr: () => err.join(''),
  };
}
