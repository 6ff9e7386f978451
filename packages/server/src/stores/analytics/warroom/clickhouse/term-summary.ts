import { codesOf, SENTIMENTS } from '@mirante/core';
import type { SqlParams } from '../../compiler/sql-params.ts';
import type { AnalyticsRow } from '../../engine.ts';
import { codeList } from '../code-cases.ts';
import type { PostScope, TermSampling, TermSummary, TermSummaryOptions } from '../queries.ts';
import { num } from '../row-values.ts';
import type { ScopeQuery } from '../scope-query.ts';
import { scopeWhere } from './post-scope.ts';
import { summaryOfTexts } from './term-texts.ts';

/** The posts term answers read: those of the scope, optionally of some polarity codes. */
const termWhere = (scope: PostScope, params: SqlParams, sentimentCodes: readonly number[] | null) =>
  `${scopeWhere(scope, params)}${sentimentCodes ? `\n    AND polarity IN (${codeList(sentimentCodes)})` : ''}`;

/** How to sample the scope's posts (of some polarity codes) to read about `samplePosts` of them. */
export async function termSampling(
  query: ScopeQuery,
  scope: PostScope,
  sentimentCodes: readonly number[] | null,
  samplePosts: number,
): Promise<TermSampling> {
  const rows = await query(
    scope,
    (params) => `SELECT count() AS n FROM posts WHERE ${termWhere(scope, params, sentimentCodes)}`,
  );
  const total = num(rows[0]?.n);
  return { total, step: total > samplePosts ? Math.ceil(total / samplePosts) : 1 };
}

/** The sentiment of each polarity code; any other code is unclassified. */
const SENTIMENT_OF_CODE = new Map<number, string>(
  SENTIMENTS.filter((s) => s !== 'unclassified').flatMap((s) => codesOf(s).map((code) => [code, s] as const)),
);

/**
 * Summaries already counted from a statement's rows (the result cache hands the same rows to the term graph
 * and the term multibar of a dashboard): the texts are split and counted once.
 */
const counted = new WeakMap<readonly AnalyticsRow[], Map<string, Omit<TermSummary, 'sampling'>>>();

/**
 * The term sample's summary on ClickHouse. The sample is the posts whose id hashes to 0 modulo the step
 * (cityHash64: the same posts every time, spread over the period; step 1 reads them all); their texts and
 * polarities are read, and split and counted here (term-texts.ts) as DuckDB's statement counts them:
 * 18.16 has neither Unicode normalisation nor accent folding, nor the window functions the phrases need.
 */
export async function termSummary(
  query: ScopeQuery,
  scope: PostScope,
  options: TermSummaryOptions,
): Promise<TermSummary> {
  const { sampling, sentimentCodes } = options;
  const rows = await query(scope, (params) => {
    const sampled = sampling.step > 1 ? `\n    AND cityHash64(id) % ${params.add(sampling.step)} = 0` : '';
    return `
SELECT text, polarity FROM posts
WHERE ${termWhere(scope, params, sentimentCodes)}${sampled}`;
  });
  const key = JSON.stringify([options.size, options.stopWords]);
  const known = counted.get(rows) ?? new Map<string, Omit<TermSummary, 'sampling'>>();
  counted.set(rows, known);
  let summary = known.get(key);
  if (!summary) {
    const posts = rows.map((row) => ({
      text: String(row.text ?? ''),
      sentiment: SENTIMENT_OF_CODE.get(num(row.polarity)) ?? 'unclassified',
    }));
    summary = summaryOfTexts(posts, options);
    known.set(key, summary);
  }
  return { sampling, ...summary };
}
