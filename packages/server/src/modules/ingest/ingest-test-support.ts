import type { FastifyInstance } from 'fastify';
import type { Stores } from '../../stores/open-stores.ts';
import { createAccountsRepository } from '../accounts/repository.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';

/** A new universe of an existing account, with an integration token that only its hash is kept of. */
export async function createIngestUniverse(
  stores: Stores,
  accountId: string,
  universeId: string,
): Promise<{ universeId: string; token: string }> {
  const token = randomToken();
  await createAccountsRepository(stores.meta.db).insertUniverse({
    id: universeId,
    account_id: accountId,
    name: `Ingest ${universeId}`,
    kind: 'brand',
    api_token: randomToken(),
    integration_token_hash: hashToken(token, stores.secret),
  });
  return { universeId, token };
}

/** NDJSON of the records, one per line. */
export const ndjson = (records: readonly unknown[]) =>
  `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;

/** Sends a body to the ingest of the universe as a client would, with its token and the content type given. */
export function ingestSender(app: FastifyInstance, universe: { universeId: string; token: string }) {
  return (dataset: string, body: string, contentType = 'application/x-ndjson') =>
    app.inject({
      method: 'POST',
      url: `/ingest/v1/${universe.universeId}/${dataset}`,
      headers: { 'content-type': contentType, authorization: `Bearer ${universe.token}` },
      payload: body,
    });
}
