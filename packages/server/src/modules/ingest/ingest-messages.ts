import type { MessageKey } from '@mirante/core';

/** The catalogue messages the ingest answers with, in one place. */
export const INGEST_MESSAGES = {
  invalidToken: 'ingest.errors.invalidToken',
  bodyTooLarge: 'ingest.errors.bodyTooLarge',
  batchRejected: 'ingest.errors.batchRejected',
  malformedLine: 'ingest.errors.malformedLine',
  malformedCsv: 'ingest.errors.malformedCsv',
  notAnObject: 'ingest.errors.notAnObject',
  fieldRequired: 'form.required',
  fieldExpected: 'ingest.errors.fieldExpected',
  fieldInvalid: 'ingest.errors.fieldInvalid',
  instantWithoutOffset: 'ingest.errors.instantWithoutOffset',
  unknownChannel: 'ingest.errors.unknownChannel',
  tooLarge: 'ingest.errors.tooLarge',
  invalidRecord: 'errors.invalidRecord',
  missingContentType: 'ingest.errors.missingContentType',
  unsupportedContentType: 'ingest.errors.unsupportedContentType',
  unknownField: 'ingest.warnings.unknownField',
  unknownFieldSuggestion: 'ingest.warnings.unknownFieldSuggestion',
  duplicateColumn: 'ingest.warnings.duplicateColumn',
} as const satisfies Record<string, MessageKey>;
