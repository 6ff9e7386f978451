import type { MessageKey } from '@mirante/core';
import { ApiError } from '../api/http-client.ts';
import { ChunkLoadError } from './lazy-chunk.ts';

/** Statuses of the error screen (spec §8); 'timeout' is the 500 shown when a page took too long. */
export const ERROR_STATUSES = ['403', '404', '405', '406', '500', 'timeout'] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export const ERROR_STATUS_MESSAGES: Record<ErrorStatus, MessageKey> = {
  '403': 'error.403',
  '404': 'error.404',
  '405': 'error.405',
  '406': 'error.406',
  '500': 'error.500',
  timeout: 'error.timeout',
};

/** A line under the title saying what happened and what to do. */
export const ERROR_STATUS_DETAILS: Record<ErrorStatus, MessageKey> = {
  '403': 'error.403.detail',
  '404': 'error.404.detail',
  '405': 'error.405.detail',
  '406': 'error.406.detail',
  '500': 'error.500.detail',
  timeout: 'error.timeout.detail',
};

export function parseErrorStatus(value: string | null): ErrorStatus | null {
  return ERROR_STATUSES.find((status) => status === value) ?? null;
}

/** The screen for a failed page load; `notFound` names what a 404 meant on that page. */
export function errorStatusFor(error: unknown, notFound: ErrorStatus = '404'): ErrorStatus {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  if (error instanceof ChunkLoadError) return error.type === 'timeout' ? 'timeout' : '500';
  if (error instanceof ApiError && error.status === 403) return '403';
  if (error instanceof ApiError && error.status === 404) return notFound;
  return '500';
}
