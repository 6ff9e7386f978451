import { z } from 'zod';

export const SESSION_HEADER = 'x-session-id';
/** The second session id: mutating requests must echo it as a header (anti-forgery). */
export const SESSION_HEADER_2 = 'x-session-id2';
export const SESSION_COOKIE = 'session-id';
/** The second id as a SameSite=Strict cookie too; the server checks only the header, never this cookie. */
export const SESSION_COOKIE_2 = 'session-id2';

/** A new password must be at least this long. */
export const PASSWORD_MIN_LENGTH = 8;

/** Roles a user may hold in an account; the first three make the user an admin of that account. */
export const ADMIN_ROLES = ['superAdmin', 'accountAdmin', 'master', 'canViewPermissions'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const ADMIN_GRANTING_ROLES: readonly AdminRole[] = ['superAdmin', 'accountAdmin', 'master'];

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

export const ChangePasswordRequest = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const IsAdminQuery = z.object({ accountId: z.string().min(1) });

/** GET user-roles/is-admin: whether the caller is an admin of the account, and the roles it holds there. */
export const IsAdminResponse = z.object({
  status: z.literal('ok'),
  isAdmin: z.boolean(),
  roles: z.array(z.enum(ADMIN_ROLES)),
});
export type IsAdminResponse = z.infer<typeof IsAdminResponse>;
