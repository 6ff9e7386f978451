import { CARD_DATA_TIMEOUT_MS, ErrorEnvelope, SESSION_HEADER_2 } from '@mirante/core';
import { sessionStore } from './session-store.ts';

/** Any of core's zod schemas: the client parses every answer with the schema the server answers with. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A non-2xx answer, with the envelope's code, message and per-field messages when the server sent one, and the
 * whole parsed answer (`body`: what an envelope carries besides, such as an import's error sheet).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: Readonly<Record<string, string>> | null;
  readonly body: unknown;

  constructor(
    status: number,
    code: string | null,
    message: string,
    fields: Readonly<Record<string, string>> | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or a FormData sent as multipart (the browser writes its boundary and content type). */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The browser's queue sends high before low when connections are scarce (cards in view first). */
  priority?: RequestPriority;
}

/** Unless a request says otherwise, it may take as long as the slowest card data (spec §9). */
const DEFAULT_TIMEOUT_MS = CARD_DATA_TIMEOUT_MS;

/** The ApiError of a non-2xx answer's status and parsed body (null when it was not JSON). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const envelope = ErrorEnvelope.safeParse(body);
  if (!envelope.success) return new ApiError(status, null, `HTTP ${status}`, null, body);
  const { code, message, fields } = envelope.data.error;
  return new ApiError(status, code, message, fields, body);
}

async function errorFrom(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await response.json().catch(() => null));
}

/** Sends a same-origin request (the session cookie goes along) and rejects with ApiError unless it is 2xx. */
export async function request(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const secondId = sessionStore.get();
  if (secondId) headers.set(SESSION_HEADER_2, secondId);
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers.set('content-type', 'application/json');

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: multipart
      ? (options.body as FormData)
      : options.body === undefined
        ? null
        : JSON.stringify(options.body),
    credentials: 'same-origin',
    priority: options.priority ?? 'auto',
    signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
  });
  if (!response.ok) throw await errorFrom(response);
  return response;
}

export async function requestJson<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  const response = await request(path, options);
  return schema.parse(await response.json());
}
