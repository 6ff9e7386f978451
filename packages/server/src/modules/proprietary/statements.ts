import type { DateRange, Filter } from '@mirante/core';
import {
  type BotStatement,
  createBotStatements,
  type StatementResult,
} from '../../stores/analytics/bot-statements.ts';
import type { ResultCache } from '../../stores/analytics/result-cache.ts';

/*
 * What the proprietary and media endpoints ask of the analytics compiler (no SQL here): statements over the
 * posts, within the request's filter (the matrices' narrowed to the connected pages' own publications) and
 * staging flag, over a range.
 */

export interface PostsScope {
  universeId: string;
  isStaging: boolean;
  filter: Filter;
}

export type PostsStatement = BotStatement & { entity: 'posts' };

/** Runs posts statements of a scope over a range through the compiler and the shared result cache. */
export function createPostsStatements(cache: ResultCache) {
  const statement = createBotStatements(cache);
  return (scope: PostsScope, range: DateRange, spec: PostsStatement): Promise<StatementResult> =>
    statement({ ...scope, range }, spec);
}

export type RunPostsStatement = ReturnType<typeof createPostsStatements>;

/** A row's number, 0 for a missing or non-finite one (a sum over no row). */
export const num = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
