import type { IngestDataset, IngestRecord } from '@mirante/core';

/** A compiled query: SQL text from the compiler and every value bound by name. */
export interface SqlPlan {
  sql: string;
  params: Record<string, string | number | boolean | readonly string[]>;
}

export type AnalyticsRow = Record<string, unknown>;

/** The analytics store as the rest of the server sees it; DuckDB today, other dialects behind the same face. */
export interface AnalyticsEngine {
  readonly driver: string;
  /** Runs a plan; past `timeoutMs` (default CHARTS_TIMEOUT_MS, 60 s) the engine stops it: QueryTimeoutError. */
  query(plan: SqlPlan, timeoutMs?: number): Promise<AnalyticsRow[]>;
  /**
   * Stores validated records of one dataset for a universe, all or nothing, and answers how many it read.
   * Idempotent by the record's external id: a record whose id is already stored replaces it (the last of a
   * batch wins). The records come as one array or in pieces as they are read (an ingest request's, validated
   * as its body is read): nothing is stored before the last piece, and an error while reading stores nothing.
   */
  append<D extends IngestDataset>(
    dataset: D,
    universeId: string,
    records: readonly IngestRecord<D>[] | AsyncIterable<readonly IngestRecord<D>[]>,
  ): Promise<number>;
  /** How many times each dataset has changed since start: part of every cache key. */
  datasetVersion(dataset: IngestDataset): number;
  /** Moves every instant of the given universes `days` later (keeps the demo relative to today). */
  shiftTimes(universeIds: readonly string[], days: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class QueryTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Query stopped after ${timeoutMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}
