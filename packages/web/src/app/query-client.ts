import { CARD_DATA_RETRIES } from '@mirante/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http-client.ts';

/**
 * Client errors (4xx) will not change on a retry; network failures, timeouts and 5xx may, up to spec §9's
 * retries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < CARD_DATA_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
