import { type DashboardConflictResponse, translate } from '@mirante/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import type { LastSave } from './repository.ts';

/** A save against a stale version: 409 naming who saved last (answered as DashboardConflictResponse). */
export class DashboardConflictError extends AppError {
  readonly lastSave: LastSave;

  constructor(lastSave: LastSave) {
    super(409, 'CONFLICT', 'dashboard.errors.savedBy');
    this.lastSave = lastSave;
  }
}

export function conflictResponse(error: DashboardConflictError): DashboardConflictResponse {
  const { savedBy, savedAt, version } = error.lastSave;
  return {
    status: 'error',
    error: {
      code: 'CONFLICT',
      message: translate('dashboard.errors.savedBy').replace('{name}', savedBy.name),
      fields: null,
    },
    savedBy,
    savedAt,
    currentVersion: version,
  };
}

/** In a routes plugin: stale saves answer the conflict body; every other error goes to the app's handler. */
export function answerConflicts(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof DashboardConflictError) return reply.status(409).send(conflictResponse(error));
    throw error;
  });
}
