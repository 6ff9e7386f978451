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
