import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'MALFORMED_JSON',
  'VALIDATION',
  'UNAUTHENTICATED',
  'USER_NOT_FOUND',
  'WRONG_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'TIMEOUT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ErrorEnvelope = z.object({
  status: z.literal('error'),
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field-level messages, keyed by field name, when a body failed validation. */
    fields: z.record(z.string(), z.string()).nullable(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const OkEnvelope = z.object({ status: z.literal('ok'), message: z.string() });
export type OkEnvelope = z.infer<typeof OkEnvelope>;
