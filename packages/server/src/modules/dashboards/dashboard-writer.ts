import type { Dashboard, DashboardChangedEvent } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { DashboardConflictError } from './dashboard-conflict-error.ts';
import type { DashboardDoc, DashboardsRepository } from './repository.ts';

/** Who changes a dashboard: a signed-in user. */
export interface Actor {
  name: string;
  email: string;
}

export type AuditFn = (action: string, actor: string, detail: Record<string, unknown>) => Promise<unknown>;

/** Called after every stored change of a dashboard (the realtime module subscribes). */
export type OnDashboardChanged = (event: DashboardChangedEvent) => void;

export interface DashboardWriterDeps {
  repository: DashboardsRepository;
  audit: AuditFn;
  onDashboardChanged?: OnDashboardChanged;
  now?: () => number;
}

export const dashboardMissing = () => new AppError(404, 'NOT_FOUND', 'errors.dashboardDocumentMissing');

/**
 * The one way dashboard documents change: a version-checked write of the changed fields, an audit entry and
 * the change announcement.
 */
export function createDashboardWriter(deps: DashboardWriterDeps) {
  const now = deps.now ?? Date.now;

  function announce(
    dashboard: Pick<Dashboard, 'universeId' | 'id' | 'version'>,
    change: 'saved' | 'deleted',
    actor: Actor,
  ) {
    deps.onDashboardChanged?.({
      universeId: dashboard.universeId,
      dashboardId: dashboard.id,
      change,
      version: dashboard.version,
      savedBy: { name: actor.name, email: actor.email },
      savedAt: now(),
    });
  }

  return {
    now,
    announce,
    audit: deps.audit,

    /** Writes `patch` over version `expectedVersion`; 409 naming the last saver when it is stale. */
    async write(
      current: Dashboard,
      expectedVersion: number,
      patch: Partial<DashboardDoc>,
      actor: Actor,
      action: string,
    ): Promise<Dashboard> {
      const saved = await deps.repository.update(
        current.universeId,
        current.id,
        expectedVersion,
        patch,
        actor.email,
      );
      if (!saved) {
        const last = await deps.repository.lastSave(current.universeId, current.id);
        if (!last) throw dashboardMissing();
        throw new DashboardConflictError(last);
      }
      await deps.audit(action, actor.email, {
        universeId: saved.universeId,
        dashboardId: saved.id,
        fields: Object.keys(patch),
        version: saved.version,
      });
      announce(saved, 'saved', actor);
      return saved;
    },
  };
}

export type DashboardWriter = ReturnType<typeof createDashboardWriter>;
