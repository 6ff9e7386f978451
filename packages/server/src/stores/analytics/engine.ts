import type { IngestDataset, IngestRecord } from '@mirante/core';
import type { Dialect } from './compiler/dialect.ts';

/** A compiled query: SQL text from the compiler and every value bound by name. */
export interface SqlPlan {
  sql: string;
  params: Record<string, string | number | boolean | readonly string[]>;
  /**
   * What the engine does to the statement's rows before answering, where its SQL lacks it (ClickHouse 18.16:
   * zero fill, series order, top-N; compiler/finish-rows.ts). Plain data: part of the cache key.
   */
  finish?: unknown;
}

export type AnalyticsRow = Record<string, unknown>;

/** A record's place in (time, id) order: its time field in ms and its id. */
export interface RecordCursor {
  time: number;
  id: string;
}

/**
 * The analytics store as the rest of the server sees it: DuckDB embedded (the default) or ClickHouse, one host
 * or a cluster. Services compile their statements with the engine's `dialect` and never ask which one answers.
 */
export interface AnalyticsEngine {
  readonly driver: 'duckdb' | 'clickhouse';
  /** The SQL this engine speaks (compiler/dialect.ts). */
  readonly dialect: Dialect;
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
  /**
   * The dataset's version: it changes with every append or time shift. Part of every cache key; on a shared
   * engine (ClickHouse) it is shared by every server instance, so an append through one is seen by all.
   */
  datasetVersion(dataset: IngestDataset): Promise<number>;
  /**
   * A universe's stored records of a dataset, by (time, id), those after `after` (null: from the first), at
   * most `limit`: fields as the ingest takes them (copy-analytics reads a universe with it).
   */
  readRecords(
    dataset: IngestDataset,
    universeId: string,
    after: RecordCursor | null,
    limit: number,
  ): Promise<Record<string, unknown>[]>;
  /** How many records a universe holds in a dataset, and the last by (time, id). */
  recordsSummary(
    dataset: IngestDataset,
    universeId: string,
  ): Promise<{ count: number; last: RecordCursor | null }>;
  /** Removes every row a universe has in a dataset (the demo generating its data again). */
  removeUniverse(dataset: IngestDataset, universeId: string): Promise<void>;
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
