import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';

/** Most war-room answers kept; the least recently asked go first. */
export const MAX_ANSWERS = 500;

/**
 * War-room answers by (what was asked, version of the posts): a dashboard opened again gets each card's
 * answer at once, where the result cache alone still hands its rows to the answer's own work (candidate
 * cuts, merges, sorting) on every request. An append of posts bumps the version, so no answer of older data
 * is served again (the version is the engine's, shared by every server instance on ClickHouse); identical
 * requests at once share one computation, and a failed one is not kept.
 * Callers must not modify the answers they get.
 */
export function createAnswerCache(
  engine: Pick<AnalyticsEngine, 'datasetVersion'>,
  maxEntries: number = MAX_ANSWERS,
) {
  const answers = new Map<string, Promise<unknown>>();
  return async function answer<T>(asked: readonly unknown[], compute: () => Promise<T>): Promise<T> {
    // The version is read before the work starts: an answer read during an append stays under the old one.
    const key = JSON.stringify([await engine.datasetVersion('posts'), asked]);
    const known = answers.get(key) as Promise<T> | undefined;
    if (known) {
      answers.delete(key);
      answers.set(key, known);
      return known;
    }
    const work = compute();
    answers.set(key, work);
    work.catch(() => {
      if (answers.get(key) === work) answers.delete(key);
    });
    if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    return work;
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The same endpoints, each answering through `cache` by its name and query. */
export function answeredFrom<Q, E extends Record<string, (query: Q) => Promise<unknown>>>(
  cache: AnswerCache,
  endpoints: E,
): E {
  const kept: Record<string, (query: Q) => Promise<unknown>> = {};
  for (const [name, handle] of Object.entries(endpoints)) {
    kept[name] = (query) => cache([name, query], () => handle(query));
  }
  return kept as E;
}
