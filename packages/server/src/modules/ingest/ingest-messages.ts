import type { MessageKey } from '@mirante/core';

/** The catalogue messages the ingest answers with, in one place. */
export const INGEST_MESSAGES = {
  invalidToken: 'ingest.errors.invalidToken',
  bodyTooLarge: 'ingest.errors.bodyTooLarge',
  batchRejected: 'ingest.errors.batchRejected',
  malformedLine: 'ingest.errors.malformedLine',
  malformedCsv: 'ingest.errors.malformedCsv',
  fieldRequired: 'form.required',
  fieldInvalid: 'ingest.errors.fieldInvalid',
  unknownChannel: 'ingest.errors.unknownChannel',
  invalidRecord: 'errors.invalidRecord',
} as const satisfies Record<string, MessageKey>;
