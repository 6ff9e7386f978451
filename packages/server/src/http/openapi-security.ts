import { DASHBOARD_TOKEN_COOKIE, SESSION_COOKIE, SESSION_HEADER, SESSION_HEADER_2 } from '@mirante/core';

/** How callers prove who they are, as the OpenAPI document names them (DESIGN §4). */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: `The signed-in user's session, set as an HttpOnly cookie by the login.`,
  },
  sessionHeader: {
    type: 'apiKey',
    in: 'header',
    name: SESSION_HEADER,
    description: 'The same session id, as the login answers it in this header (instead of the cookie).',
  },
  antiForgery: {
    type: 'apiKey',
    in: 'header',
    name: SESSION_HEADER_2,
    description:
      'The second session id, answered by the login in this header: every request that changes something must carry it (anti-forgery).',
  },
  guestCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: DASHBOARD_TOKEN_COOKIE,
    description:
      "A guest's read-only session of one published dashboard (3 h), set by `POST /guest/v1/{universeId}/access`.",
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: `The universe's integration token (Configurações → token de integração), for the ingest API.`,
  },
  passkey: {
    type: 'apiKey',
    in: 'query',
    name: 'passkey',
    description: `The universe's API token: lists its panels without a user session.`,
  },
} as const;

type Requirement = Readonly<Partial<Record<keyof typeof SECURITY_SCHEMES, readonly string[]>>>;

const user: readonly Requirement[] = [{ sessionCookie: [] }, { sessionHeader: [] }];
const userChanging: readonly Requirement[] = [
  { sessionCookie: [], antiForgery: [] },
  { sessionHeader: [], antiForgery: [] },
];
const guest: readonly Requirement[] = [{ guestCookie: [] }];

/** The `security` of each kind of route: any one entry of the list is enough. */
export const SECURITY = {
  /** Open to anyone (the login, the guest entry, health). */
  none: [],
  /** A signed-in user reading. */
  user,
  /** A signed-in user changing something: the session and the second id. */
  userChanging,
  /** A signed-in user, or a guest of the published dashboard. */
  userOrGuest: [...user, ...guest],
  /** Card data and exports asked by POST: a user with the second id, or a guest. */
  userChangingOrGuest: [...userChanging, ...guest],
  guest,
  /** The panels of a universe: a signed-in user, or a server with the universe's API token. */
  userOrPasskey: [...user, { passkey: [] }],
  /** The ingest API: the universe's integration token as a bearer token. */
  integration: [{ bearerAuth: [] }],
} satisfies Record<string, readonly Requirement[]>;
