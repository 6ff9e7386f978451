import { z } from 'zod';

/** The dashboard-token cookie of a guest session lasts 3 hours (spec §9). */
export const GUEST_SESSION_TTL_MS = 3 * 3_600_000;
export const DASHBOARD_TOKEN_COOKIE = 'dashboard-token';
/**
 * The longest period a guest's card or export request may span: a quarter, which holds every period preset of
 * spec §9 (the guest's view opens on the default, the last 7 days). Its message says the number too.
 */
export const GUEST_MAX_PERIOD_DAYS = 92;

/** Access-code guessing: this many failed entries from one address within the window get 429. */
export const GUEST_MAX_FAILURES = 10;
export const GUEST_FAILURE_WINDOW_MS = 15 * 60_000;

const guestEmail = z
  .string({ error: 'guest.errors.emailRequired' })
  .trim()
  .min(1, { error: 'guest.errors.emailRequired' })
  .pipe(z.email({ error: 'guest.errors.emailInvalid' }));

const acceptedTerms = z.literal(true, { error: 'guest.errors.termsRequired' });

/**
 * Guest entry to a published dashboard: the token of a shared link or an access code typed by the guest,
 * plus the guest's e-mail and the acceptance of the terms and privacy policy (spec §5, §6).
 */
export const GuestAccessRequest = z.union([
  z.object({ token: z.string().min(1), email: guestEmail, acceptedTerms }),
  z.object({
    accessCode: z.string().trim().min(1, { error: 'guest.errors.accessCodeRequired' }),
    email: guestEmail,
    acceptedTerms,
  }),
]);
export type GuestAccessRequest = z.infer<typeof GuestAccessRequest>;

/** A guest session: read-only, scoped to one dashboard, until expiresAt. */
export const GuestAccessResponse = z.object({
  status: z.literal('ok'),
  accountId: z.string(),
  universeId: z.string(),
  dashboardId: z.string(),
  email: z.string(),
  expiresAt: z.number().int(),
});
export type GuestAccessResponse = z.infer<typeof GuestAccessResponse>;

/** `GET /guest/v1/session`: the guest session of the dashboard-token cookie, as at entry. */
export const GuestSessionResponse = GuestAccessResponse;
export type GuestSessionResponse = GuestAccessResponse;
