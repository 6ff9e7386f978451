import type { HostClient } from './host-client.ts';
import { quoteText } from './literal.ts';

/** How long a delete or rewrite of rows may take before the append fails (it changed nothing visible yet). */
const MUTATION_WAIT_MS = 300_000;

/**
 * Runs an ALTER … DELETE on a host's table and waits until it has been applied: ClickHouse applies it in the
 * background, and 18.16 has no setting to wait for it, nor answers the mutation's id. The statement carries
 * `marker` (a batch id, unique) in its text, by which its own mutation is found and waited for alone: a
 * stuck mutation of another append does not hold this one.
 */
export async function mutateAndWait(
  client: HostClient,
  database: string,
  table: string,
  statement: string,
  marker: string,
): Promise<void> {
  await submitMutation(client, statement, marker);
  await waitForMutations(client, database, table, marker);
}

/**
 * Submits a mutation carrying `marker`. Once submitted, the server keeps it (on disk) and applies it even if
 * this process stops.
 */
export async function submitMutation(client: HostClient, statement: string, marker: string): Promise<void> {
  if (!statement.includes(marker)) throw new Error('A mutation must carry its marker');
  await client.command({ query: statement });
}

/** Waits until every mutation of `table` carrying `marker` has been applied. */
export async function waitForMutations(
  client: HostClient,
  database: string,
  table: string,
  marker: string,
): Promise<void> {
  const deadline = Date.now() + MUTATION_WAIT_MS;
  for (let wait = 10; ; wait = Math.min(wait * 2, 500)) {
    const result = await client.query({
      query: `SELECT count() AS pending FROM system.mutations WHERE database = ${quoteText(database)} AND table = ${quoteText(table)} AND is_done = 0
  AND position(command, ${quoteText(marker)}) > 0`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ pending: string }[]>();
    if (Number(row?.pending ?? 0) === 0) return;
    if (Date.now() > deadline)
      throw new Error(`A change to ${table} did not finish in ${MUTATION_WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
