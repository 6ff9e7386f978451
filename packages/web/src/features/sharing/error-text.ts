import { ApiError } from '../../api/http-client.ts';

/** The server's own catalogue message when it sent one (validation, permission, conflict), else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== null ? error.message : fallback;
}
