import {
  type LoginRequest,
  LoginResponse,
  MeResponse,
  OkEnvelope,
  SESSION_HEADER,
  SESSION_HEADER_2,
  type SessionUser,
} from '@mirante/core';
import { request, requestJson } from '../../../api/http-client.ts';
import { sessionStore } from '../../../api/session-store.ts';

/** Auth calls go to the production version; staging is a property of a universe, chosen after sign-in. */
const VERSION = 'prod';

/** The login answered 200 without both session headers (spec §5 'No Token Received'). */
export class MissingSessionError extends Error {
  constructor() {
    super('login answered without both session headers');
    this.name = 'MissingSessionError';
  }
}

export async function login(credentials: LoginRequest): Promise<SessionUser> {
  const response = await request(`/auth/${VERSION}/session/login`, { method: 'POST', body: credentials });
  const secondId = response.headers.get(SESSION_HEADER_2);
  if (!response.headers.get(SESSION_HEADER) || !secondId) throw new MissingSessionError();
  const { user } = LoginResponse.parse(await response.json());
  sessionStore.set(secondId);
  return user;
}

export async function logout(): Promise<void> {
  try {
    await requestJson(`/auth/${VERSION}/session/logout`, OkEnvelope, { method: 'POST' });
  } finally {
    sessionStore.clear();
  }
}

export function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  return requestJson(`/upms-legacy/${VERSION}/user/me`, MeResponse, signal ? { signal } : {});
}
