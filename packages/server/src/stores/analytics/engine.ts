/** A compiled query: SQL text from the compiler and every value bound by name. */
export interface SqlPlan {
  sql: string;
  params: Record<string, string | number | boolean>;
}

export type AnalyticsRow = Record<string, string | number | boolean | null>;

export interface PostRecord {
  universeId: string;
  id: string;
  postedAt: number;
  channel: string;
  polarity: number;
  gender: number;
  device: string;
  tag: string;
  theme: string;
  group: string;
  postType: string;
  uid: string;
  username: string;
  followers: number;
  likes: number;
  comments: number;
  shares: number;
  views: number;
  impressions: number;
  reach: number;
  interactions: number;
  fbViews: number;
  sacType: string;
  sacStatus: string;
  operator: string;
  pid: string;
  text: string;
}

/** The analytics store as the rest of the server sees it; DuckDB today, other dialects behind the same face. */
export interface AnalyticsEngine {
  readonly driver: string;
  /** Runs a plan; past `timeoutMs` (default 60 s) the engine stops it and throws QueryTimeoutError. */
  query(plan: SqlPlan, timeoutMs?: number): Promise<AnalyticsRow[]>;
  appendPosts(rows: readonly PostRecord[]): Promise<number>;
  /** Moves every post of the given universes `days` later (keeps the demo relative to today). */
  shiftPostTimes(universeIds: readonly string[], days: number): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class QueryTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Query stopped after ${timeoutMs} ms`);
    this.name = 'QueryTimeoutError';
  }
}
