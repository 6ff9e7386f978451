import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http-client.ts';

const MAX_RETRIES = 3;

/** Client errors (4xx) will not change on a retry; network failures, timeouts and 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
