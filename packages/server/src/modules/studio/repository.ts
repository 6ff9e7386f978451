import type { Replier, StudioPage } from '@mirante/core';
import { createBotStatements } from '../../stores/analytics/bot-statements.ts';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';
import { createResultCache } from '../../stores/analytics/result-cache.ts';

/** Every instant a stored row may carry: the pages are all a universe holds, whenever. */
const ALL_TIME = { start: 0, end: Date.UTC(9999, 11, 31) };

const text = (value: unknown) => String(value ?? '');

/** Pages and repliers come from the data the universes hold, through the compiler. */
export function createStudioRepository(analytics: AnalyticsEngine) {
  const run = createBotStatements(createResultCache(analytics));
  const scopeOf = (universeId: string) => ({
    universeId,
    isStaging: false,
    filter: {},
    range: ALL_TIME,
  });

  return {
    /**
     * The pages a universe holds: those its posts are on (`pid`) and those its conversations are on
     * (`pageId`), each with its channel. A page's name is the latest username of its collected profile (the
     * profile whose uid is the page id), else its id.
     */
    async pages(universeId: string): Promise<StudioPage[]> {
      const scope = scopeOf(universeId);
      const [posts, conversations] = await Promise.all([
        run(scope, { entity: 'posts', groups: ['pid', 'channel'], metrics: [['id', 'count']] }),
        run(scope, { entity: 'sac-status', groups: ['pageId', 'channel'], metrics: [['id', 'count']] }),
      ]);
      const pages = new Map<string, { id: string; channel: string }>();
      for (const row of [...posts.rows, ...conversations.rows]) {
        const page = { id: text(row.s0), channel: text(row.s1) };
        if (page.id !== '') pages.set(JSON.stringify([page.channel, page.id]), page);
      }
      const ids = [...new Set([...pages.values()].map((page) => page.id))];
      const profiles =
        ids.length === 0
          ? { rows: [] }
          : await run(scope, {
              entity: 'users',
              groups: ['uid', 'username'],
              metrics: [['metricDate', 'max']],
              where: [{ field: 'uid', oneOf: ids }],
            });
      // Each page's latest username: the profile rows' latest measure, per uid.
      const latest = new Map<string, { name: string; at: number }>();
      for (const row of profiles.rows) {
        const at = Number(row.m0);
        const known = latest.get(text(row.s0));
        if (!known || at > known.at) latest.set(text(row.s0), { name: text(row.s1), at });
      }
      return [...pages.values()]
        .map((page) => ({ ...page, name: latest.get(page.id)?.name || page.id }))
        .sort((a, b) => a.channel.localeCompare(b.channel) || a.name.localeCompare(b.name, 'pt-BR'));
    },

    /** The operators of the universes' conversations, by their status changes (most first, then by name). */
    async repliers(universeIds: readonly string[]): Promise<Replier[]> {
      const answers = await Promise.all(
        universeIds.map((universeId) =>
          run(scopeOf(universeId), {
            entity: 'sac-status',
            groups: ['operator'],
            metrics: [['id', 'count']],
            where: [{ field: 'operator', isNull: false }],
          }),
        ),
      );
      const counts = new Map<string, number>();
      for (const row of answers.flatMap((answer) => answer.rows)) {
        counts.set(text(row.s0), (counts.get(text(row.s0)) ?? 0) + Number(row.m0));
      }
      return [...counts.entries()]
        .map(([name, statusChanges]) => ({ name, statusChanges }))
        .sort(
          (a, b) => b.statusChanges - a.statusChanges || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
        );
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
