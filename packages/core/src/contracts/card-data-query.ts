import { z } from 'zod';
import { defaultDateRangeParam } from '../domain/dates.ts';

/** A yes/no option of a query string, as service-request.ts writes a card's boolean. */
export const queryFlag = z.enum(['true', 'false']);

/**
 * The card data request parameters (spec §3) every card-data GET takes besides its own options: the war-room's,
 * the chatbot and desk ones', the studio SAC, performance, operators, proprietary and media services'.
 */
export const CardDataQuery = z.object({
  /** `start:end` in ms; the default period (last 7 days) when left out. */
  date_range: z.string().max(40).default(defaultDateRangeParam),
  account_id: z.string().min(1),
  universe_id: z.string().min(1),
  is_staging: queryFlag.default('false'),
  /** The card's filter as an id from POST /war-room/encode-filter … */
  filter_id: z.string().min(1).max(128).optional(),
  /** … or as JSON (spec: "filter or filter_id"). */
  filter: z.string().max(20_000).optional(),
  hash: z.string().max(128).optional(),
});
export type CardDataQuery = z.infer<typeof CardDataQuery>;

/** How many rows or items an endpoint answers (`take`), from 1 to `max`. */
export const takeParam = (max: number) => z.coerce.number().int().min(1).max(max);
