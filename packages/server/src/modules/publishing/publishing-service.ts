import { type Dashboard, type PublishResponse, UNPUBLISHED } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { randomToken } from '../auth/tokens.ts';
import type { Actor, DashboardWriter } from '../dashboards/dashboard-writer.ts';
import type { DashboardDoc } from '../dashboards/repository.ts';
import type { DashboardsService } from '../dashboards/service.ts';
import { newAccessCode } from './access-code.ts';
import type { PublishingRepository } from './repository.ts';

export interface PublishingServiceDeps {
  repository: PublishingRepository;
  dashboards: DashboardsService;
  writer: DashboardWriter;
}

const WRITE_ATTEMPTS = 3;

/**
 * Publish on/off and the access code (spec §4, §6). Only direct-access users may change them. Publishing takes
 * no version from the caller: it is written over whatever version is current (and bumps it), so it never
 * carries stale fields with it.
 */
export function createPublishingService(deps: PublishingServiceDeps) {
  async function writeLatest(
    universeId: string,
    id: string,
    actor: Actor,
    patch: (current: Dashboard) => Partial<DashboardDoc>,
    action: string,
  ): Promise<Dashboard> {
    for (let attempt = 1; ; attempt++) {
      const current = await deps.dashboards.editable(universeId, id, actor);
      try {
        return await deps.writer.write(current, current.version, patch(current), actor, action);
      } catch (error) {
        if (!(error instanceof AppError && error.statusCode === 409) || attempt === WRITE_ATTEMPTS)
          throw error;
      }
    }
  }

  async function answer(dashboard: Dashboard): Promise<PublishResponse> {
    const { isPublished, publishedAt, publishedToken, publishedBy } = dashboard;
    const accessCode = isPublished ? await deps.repository.accessCode(dashboard.id) : null;
    return {
      status: 'ok',
      publishing: { isPublished, publishedAt, publishedToken, publishedBy, accessCode },
      version: dashboard.version,
    };
  }

  /** A new token link and access code; the old ones stop working on their holders' next request. */
  async function issueCredentials(
    universeId: string,
    id: string,
    actor: Actor,
    patch: (current: Dashboard) => Partial<DashboardDoc>,
    action: string,
  ): Promise<PublishResponse> {
    const code = newAccessCode();
    const saved = await writeLatest(
      universeId,
      id,
      actor,
      (current) => ({ ...patch(current), publishedToken: randomToken() }),
      action,
    );
    await deps.repository.setAccessCode(saved.id, saved.universeId, code);
    return answer(saved);
  }

  return {
    async state(universeId: string, id: string, actor: Actor): Promise<PublishResponse> {
      return answer(await deps.dashboards.editable(universeId, id, actor));
    },

    /** Sets publishedAt, a new token and publishedBy (spec §4). */
    publish: (universeId: string, id: string, actor: Actor) =>
      issueCredentials(
        universeId,
        id,
        actor,
        () => ({
          isPublished: true,
          publishedAt: String(deps.writer.now()),
          publishedBy: `${actor.name} (${actor.email})`,
        }),
        'dashboard.publish',
      ),

    /** Resets publishedAt, token and publisher, forgets the code and ends every guest session. */
    async unpublish(universeId: string, id: string, actor: Actor): Promise<PublishResponse> {
      const { accessCode: _none, ...reset } = UNPUBLISHED;
      const saved = await writeLatest(universeId, id, actor, () => reset, 'dashboard.unpublish');
      await deps.repository.revokeAll(saved.id);
      return answer(saved);
    },

    /** A new access code (and token link) for a published dashboard; 400 while unpublished. */
    async regenerate(universeId: string, id: string, actor: Actor): Promise<PublishResponse> {
      const current = await deps.dashboards.editable(universeId, id, actor);
      if (!current.isPublished) throw new AppError(400, 'BAD_REQUEST', 'publish.errors.notPublished');
      return issueCredentials(universeId, id, actor, () => ({}), 'dashboard.access-code');
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
