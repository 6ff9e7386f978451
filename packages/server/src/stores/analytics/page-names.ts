import type { BotStatement, StatementResult } from './bot-statements.ts';
import { num, text } from './row-values.ts';

/**
 * Each page's name: the latest username of its collected profile (the profile whose uid is the page id), else
 * its id. `run` reads every profile of the universe, whatever the period and filter (a name is no count); only
 * the pages already in an answer are looked up.
 */
export async function pageNamesOf(
  run: (spec: BotStatement) => Promise<StatementResult>,
  pageIds: readonly string[],
): Promise<{ names: Map<string, string>; hit: boolean }> {
  const ids = [...new Set(pageIds.filter((id) => id !== ''))].sort();
  if (ids.length === 0) return { names: new Map(), hit: true };
  const { rows, hit } = await run({
    entity: 'users',
    groups: ['uid', 'username'],
    metrics: [['metricDate', 'max']],
    where: [{ field: 'uid', oneOf: ids }],
  });
  const latest = new Map<string, { name: string; at: number }>();
  for (const row of rows) {
    const at = num(row.m0);
    const known = latest.get(text(row.s0));
    if (text(row.s1) !== '' && (!known || at > known.at))
      latest.set(text(row.s0), { name: text(row.s1), at });
  }
  return { names: new Map(ids.map((id) => [id, latest.get(id)?.name ?? id])), hit };
}
