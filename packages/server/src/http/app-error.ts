import type { ErrorCode, MessageKey } from '@mirante/core';

/** A failure a caller can act on: an HTTP status, a code, and a catalogue message. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly fields: Record<string, MessageKey> | null;

  constructor(
    statusCode: number,
    code: ErrorCode,
    messageKey: MessageKey,
    fields: Record<string, MessageKey> | null = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.messageKey = messageKey;
    this.fields = fields;
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND', 'errors.notFound');
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'errors.permission');
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'errors.unauthenticated');
