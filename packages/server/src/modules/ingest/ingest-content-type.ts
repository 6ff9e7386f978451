import {
  type ErrorEnvelope,
  fillMessage,
  INGEST_CONTENT_TYPES,
  type IngestFormat,
  translate,
} from '@mirante/core';
import { AppError } from '../../http/app-error.ts';
import { INGEST_MESSAGES } from './ingest-messages.ts';

/** Every content type the ingest reads. */
export const INGEST_MEDIA_TYPES: readonly string[] = [
  ...INGEST_CONTENT_TYPES.ndjson,
  ...INGEST_CONTENT_TYPES.csv,
];

/** The body's format by its Content-Type (parameters such as `charset` aside, any letter case); null if neither. */
export function ingestFormatOf(contentType: string | undefined): IngestFormat | null {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if ((INGEST_CONTENT_TYPES.csv as readonly string[]).includes(media)) return 'csv';
  if ((INGEST_CONTENT_TYPES.ndjson as readonly string[]).includes(media)) return 'ndjson';
  return null;
}

/** A request whose Content-Type is missing or not one the ingest reads (415); checked before the body is read. */
export class IngestContentTypeError extends AppError {
  constructor() {
    super(415, 'BAD_REQUEST', INGEST_MESSAGES.unsupportedContentType);
    this.name = 'IngestContentTypeError';
  }
}

/** The 415 answer: the type received (or that none was) and the types the ingest reads. */
export function contentTypeRefusal(contentType: string | undefined): ErrorEnvelope {
  const received = contentType?.trim() ?? '';
  const message = fillMessage(
    translate(received ? INGEST_MESSAGES.unsupportedContentType : INGEST_MESSAGES.missingContentType),
    {
      received: JSON.stringify(received.slice(0, 100)),
      ndjson: INGEST_CONTENT_TYPES.ndjson.join(', '),
      csv: INGEST_CONTENT_TYPES.csv.join(', '),
    },
  );
  return { status: 'error', error: { code: 'BAD_REQUEST', message, fields: null } };
}
