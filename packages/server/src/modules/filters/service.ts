import { createHash } from 'node:crypto';
import { EncodeFilterRequest, type EncodeFilterResponse, type Filter, type MessageKey } from '@mirante/core';
import { AppError, forbidden } from '../../http/app-error.ts';
import { invalidFilter, parseInlineFilter, StrictFilter } from './inline-filter.ts';
import { normaliseFilter } from './normalise-filter.ts';
import type { EncodedFilterRow, FiltersRepository } from './repository.ts';

const sha256 = (text: string) => createHash('sha256').update(text);

/**
 * Encodes filters to stable ids (POST /war-room/encode-filter) and decodes them for card requests that send
 * filter_id. The id is a hash of the account, the staging flag and the normalised filter, so the same filter
 * always gets the same id without a lookup; ids are kept in the metadata store (any instance can decode them)
 * and the most recent ones in memory.
 */
export function createFiltersService(repository: FiltersRepository, cacheSize = 10_000) {
  const cache = new Map<string, EncodedFilterRow>();
  const remember = (row: EncodedFilterRow) => {
    cache.delete(row.id);
    cache.set(row.id, row);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
  };

  /** The filter an id stands for, for the account that encoded it; anything else is 'Invalid filter'. */
  async function decode(id: string, accountId: string): Promise<Filter> {
    let row = cache.get(id) ?? null;
    if (!row) {
      row = await repository.find(id);
      if (row) remember(row);
    }
    if (!row || row.accountId !== accountId) throw invalidFilter('filter_id');
    return row.filter;
  }

  return {
    /** Validates the request body of the spec and answers the filter's id (and its local-storage key). */
    async encode(sessionAccountId: string, body: unknown): Promise<EncodeFilterResponse> {
      const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      const filter = StrictFilter.safeParse(raw.filter);
      if (!filter.success) throw invalidFilter();
      const request = EncodeFilterRequest.safeParse({ ...raw, filter: filter.data });
      if (!request.success) {
        const fields: Record<string, MessageKey> = {};
        for (const issue of request.error.issues)
          fields[issue.path.join('.') || 'body'] = 'errors.badRequest';
        throw new AppError(400, 'VALIDATION', 'errors.badRequest', fields);
      }
      const { account_id: accountId, is_staging: isStaging } = request.data;
      if (accountId !== sessionAccountId) throw forbidden();
      const normalised = normaliseFilter(filter.data);
      const canonical = JSON.stringify(normalised);
      const id = sha256(JSON.stringify([accountId, isStaging, canonical]))
        .digest('base64url')
        .slice(0, 22);
      const known = cache.get(id);
      if (known) remember(known);
      else {
        const row = { id, accountId, isStaging, filter: normalised };
        await repository.save(row);
        remember(row);
      }
      return { status: 'ok', filterId: id, hash: sha256(canonical).digest('hex') };
    },

    /**
     * The filter of a card request (spec §3: `filter` or `filter_id`): the encoded one when an id is given,
     * else the JSON text, else no filter. A bad id or text is 'Invalid filter'.
     */
    async resolve(query: { filter_id?: string; filter?: string; account_id: string }): Promise<Filter> {
      if (query.filter_id !== undefined) return decode(query.filter_id, query.account_id);
      return query.filter === undefined ? {} : parseInlineFilter(query.filter);
    },

    decode,
  };
}

export type FiltersService = ReturnType<typeof createFiltersService>;
