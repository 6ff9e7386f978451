import type { ConnectedPage, Replier } from '@mirante/core';
import type { AnalyticsEngine } from '../../stores/analytics/engine.ts';

/** Pages and repliers come from the customer-service data the universes hold. */
export function createStudioRepository(analytics: AnalyticsEngine) {
  return {
    async pages(universeId: string): Promise<ConnectedPage[]> {
      const rows = await analytics.query({
        sql: `SELECT DISTINCT CAST(page_id AS VARCHAR) AS id, CAST(channel AS VARCHAR) AS channel
              FROM sac_status WHERE universe_id = $u ORDER BY channel, id`,
        params: { u: universeId },
      });
      return rows.map((row) => ({ id: String(row.id), channel: String(row.channel) }));
    },

    async repliers(universeIds: readonly string[]): Promise<Replier[]> {
      if (universeIds.length === 0) return [];
      const rows = await analytics.query({
        sql: `SELECT CAST(operator AS VARCHAR) AS name, CAST(count(*) AS DOUBLE) AS n
              FROM sac_status
              WHERE list_contains(CAST($u AS VARCHAR[]), universe_id) AND operator IS NOT NULL
              GROUP BY operator ORDER BY n DESC, name`,
        params: { u: universeIds },
      });
      return rows.map((row) => ({ name: String(row.name), statusChanges: Number(row.n) }));
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
