import type { MessageKey } from '@mirante/core';
import { AppError } from '../../http/app-error.ts';

/** 429 with the catalogue message; the route sends `retry-after` with the seconds to wait. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, messageKey: MessageKey = 'login.errors.tooManyAttempts') {
    super(429, 'RATE_LIMITED', messageKey);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
