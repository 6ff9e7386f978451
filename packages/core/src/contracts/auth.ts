import { z } from 'zod';

export const SESSION_HEADER = 'x-session-id';
/** The second session id: mutating requests must echo it as a header (anti-forgery). */
export const SESSION_HEADER_2 = 'x-session-id2';
export const SESSION_COOKIE = 'session-id';

export const LoginRequest = z.object({
  username: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const UniverseSummary = z.object({
  accountId: z.string(),
  accountName: z.string(),
  universeId: z.string(),
  name: z.string(),
  kind: z.enum(['brand', 'chatbot']),
  isStaging: z.boolean(),
});
export type UniverseSummary = z.infer<typeof UniverseSummary>;

export const LoginResponse = z.object({ status: z.literal('ok'), user: SessionUser });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MeResponse = z.object({
  status: z.literal('ok'),
  user: SessionUser,
  universes: z.array(UniverseSummary),
});
export type MeResponse = z.infer<typeof MeResponse>;
