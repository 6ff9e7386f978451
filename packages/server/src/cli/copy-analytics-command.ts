import { loadConfig } from '../config.ts';
import { type CopiedDataset, CopyMismatchError, copyUniverse } from '../stores/analytics/copy-universe.ts';
import { openAnalytics } from '../stores/open-stores.ts';
import { type CliIo, parseCliArgs, UsageError } from './cli-io.ts';

export const copyAnalyticsUsage = `copy-analytics --universe ID --from URL --to URL [--json]
  Copies a universe's analytics (every dataset) from one store to another, each URL as ANALYTICS_URL takes it
  (duckdb:<file> or clickhouse://user:password@host:port[,host:port…]/database[?cluster=name]). Resumable: run
  again after a stop, it goes on after the last record the target holds. Verified: every dataset's count on the
  target must equal the source's (exit 1 otherwise). Stop the servers writing to either store first.
  Progress goes to stderr, the summary to stdout (--json: one JSON object).`;

/** A URL of the command line as the server's config takes ANALYTICS_URL; a bad one is a usage error. */
function targetOf(option: string, url: unknown) {
  if (typeof url !== 'string' || url === '') throw new UsageError(`--${option} is required`);
  try {
    return loadConfig({ ANALYTICS_URL: url }).analytics;
  } catch (error) {
    throw new UsageError(
      `--${option}: ${(error as Error).message.replace(/^Invalid configuration: ANALYTICS_URL /, '')}`,
    );
  }
}

const number = (n: number) => n.toLocaleString('en');

/** `copy-analytics`: one universe's analytics from one engine to another. */
export async function copyAnalyticsCommand(args: readonly string[], io: CliIo): Promise<void> {
  const values = parseCliArgs(args, {
    universe: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
  });
  const universeId = values.universe;
  if (typeof universeId !== 'string' || universeId === '') throw new UsageError('--universe is required');
  const from = targetOf('from', values.from);
  const to = targetOf('to', values.to);
  if (JSON.stringify(from) === JSON.stringify(to))
    throw new UsageError('--from and --to name the same store');
  const source = await openAnalytics(from);
  try {
    const target = await openAnalytics(to);
    try {
      const started = Date.now();
      let shown = 0;
      let copied: CopiedDataset[];
      try {
        copied = await copyUniverse(source, target, universeId, ({ dataset, copied: done, total }) => {
          if (Date.now() - shown < 1_000 && done < total) return;
          shown = Date.now();
          io.stderr.write(`${dataset}: ${number(done)}/${number(total)}\n`);
        });
      } catch (error) {
        if (error instanceof CopyMismatchError && values.json) {
          io.stdout.write(`${JSON.stringify({ universeId, verified: false, datasets: error.datasets })}\n`);
        }
        throw error;
      }
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      io.stdout.write(
        values.json
          ? `${JSON.stringify({ universeId, verified: true, seconds, datasets: copied })}\n`
          : [
              `Universe ${universeId} copied and verified in ${seconds} s:`,
              ...copied.map(
                (d) =>
                  `  ${d.dataset.padEnd(18)} ${number(d.target).padStart(12)}${d.skipped ? ` (${number(d.skipped)} already there)` : ''}`,
              ),
              '',
            ].join('\n'),
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}
