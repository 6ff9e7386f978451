import { type IngestDataset, type IngestFormat, type IngestResponse, isIngestDataset } from '@mirante/core';
import { AppError, notFound } from '../../http/app-error.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { hashToken } from '../auth/tokens.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';
import { IngestWarnings } from './ingest-warnings.ts';
import { parseCsv } from './parse-csv.ts';
import { parseNdjson } from './parse-ndjson.ts';
import type { IngestRepository } from './repository.ts';
import { validRecords } from './validate-rows.ts';

/** The same answer for a missing token, a wrong one and an unknown universe: none of them says which. */
const invalidToken = () => new AppError(401, 'UNAUTHENTICATED', INGEST_MESSAGES.invalidToken);

const BEARER = /^Bearer[ \t]+([^\s]{1,512})[ \t]*$/i;

export function createIngestService(deps: {
  repository: IngestRepository;
  analytics: AnalyticsEngine;
  secret: string;
}) {
  return {
    /** Checks `Authorization: Bearer <integration token>` against the universe's stored token hash. */
    async authenticate(universeId: string, authorization: string | undefined): Promise<void> {
      const token = BEARER.exec(authorization ?? '')?.[1];
      if (!token || universeId.length > 256) throw invalidToken();
      const universe = await deps.repository.findUniverseByTokenHash(
        universeId,
        hashToken(token, deps.secret),
      );
      if (!universe) throw invalidToken();
    },

    requireDataset(dataset: string): IngestDataset {
      if (!isIngestDataset(dataset)) throw notFound();
      return dataset;
    },

    /**
     * Reads, validates and stores one batch, all or nothing: if any line fails, nothing is written and the
     * failed lines are reported (IngestRejectedError). Records whose id is already stored are replaced, so a
     * re-sent batch never duplicates anything. Fields the dataset does not have are not stored: the answer
     * warns of each.
     */
    async ingest(input: {
      universeId: string;
      dataset: IngestDataset;
      format: IngestFormat;
      body: Buffer;
    }): Promise<IngestResponse> {
      const warnings = new IngestWarnings();
      const rows =
        input.format === 'csv'
          ? parseCsv(input.dataset, input.body.toString('utf8'), warnings)
          : parseNdjson(input.body);
      // The engine lays records out as they are validated and stores them once the last is; a failed line
      // makes the append throw IngestRejectedError before anything is stored.
      const accepted = await deps.analytics.append(
        input.dataset,
        input.universeId,
        validRecords(input.dataset, rows, warnings),
      );
      return {
        status: 'ok',
        dataset: input.dataset,
        accepted,
        rejected: 0,
        errors: [],
        errorsTruncated: false,
        warnings: warnings.list(input.dataset),
        warningsTruncated: warnings.truncated,
      };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
