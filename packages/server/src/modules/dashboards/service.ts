import type { Dashboard } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import type { DashboardsRepository } from './repository.ts';

function visibleTo(dashboard: Dashboard, email: string): boolean {
  return dashboard.userEmails.includes(email) || dashboard.isPublished;
}

export function createDashboardsService(repository: DashboardsRepository) {
  return {
    /** Direct-access and public dashboards of the universe, once each. */
    async list(universeId: string, email: string) {
      const dashboards = await repository.listByUniverse(universeId);
      return dashboards
        .filter((d) => visibleTo(d, email))
        .map(({ id, title, description, isPublished }) => ({ id, title, description, isPublished }));
    },

    async get(universeId: string, id: string, email: string): Promise<Dashboard> {
      const dashboard = await repository.find(universeId, id);
      if (!dashboard || !visibleTo(dashboard, email)) throw new AppError(404, 'NOT_FOUND', 'error.406');
      return dashboard;
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
