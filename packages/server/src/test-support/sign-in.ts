import { SESSION_HEADER, SESSION_HEADER_2 } from '@mirante/core';
import type { FastifyInstance } from 'fastify';
import { DEMO } from '../demo/seed-demo.ts';

export type SessionHeaders = { [SESSION_HEADER]: string; [SESSION_HEADER_2]: string };

/** Logs in through the real route and answers the two session headers a browser would send. */
export async function signIn(
  app: FastifyInstance,
  email: string = DEMO.email,
  password: string = DEMO.password,
): Promise<SessionHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/auth/prod/session/login',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.body}`);
  return {
    [SESSION_HEADER]: String(response.headers[SESSION_HEADER]),
    [SESSION_HEADER_2]: String(response.headers[SESSION_HEADER_2]),
  };
}
