import type { UniverseInfo } from '@mirante/core';
import { notFound } from '../../http/app-error.ts';
import type { AuditLog } from '../auth/audit-log.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';
import type { UniversesRepository } from './repository.ts';

export function createUniversesService(repository: UniversesRepository, audit: AuditLog, secret: string) {
  return {
    /** The universe with its tokens and tenants (the caller has checked membership). */
    async info(universeId: string): Promise<UniverseInfo> {
      const row = await repository.find(universeId);
      if (!row) throw notFound();
      return {
        id: row.id,
        accountId: row.account_id,
        name: row.name,
        kind: row.kind,
        isStaging: row.is_staging,
        apiToken: row.api_token,
        integrationTokenRotatedAt: row.integration_token_rotated_at?.getTime() ?? null,
        tenants: await repository.listTenants(universeId),
      };
    },

    /** A new integration token, answered once; only its keyed hash is stored, so the old one fails at once. */
    async rotateIntegrationToken(universeId: string, actor: string): Promise<string> {
      const token = randomToken();
      if (!(await repository.setIntegrationTokenHash(universeId, hashToken(token, secret), new Date()))) {
        throw notFound();
      }
      await audit.record('universe.token.rotate', actor, { universeId });
      return token;
    },

    addTenant: (universeId: string, id: string, name: string) =>
      repository.insertTenant(universeId, id, name),
  };
}

export type UniversesService = ReturnType<typeof createUniversesService>;
