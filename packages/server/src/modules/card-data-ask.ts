import {
  type DateRange,
  type Filter,
  inclusiveDateRange,
  type MessageKey,
  parseDateRangeParam,
} from '@mirante/core';
import { AppError } from '../http/app-error.ts';
import type { CardDataScope } from './publishing/guest-service.ts';

/**
 * What every card-data request asks its service (each service's ask adds its endpoints' options): the handler's
 * universe, and the scope's period, staging flag and filter.
 */
export interface CardDataAsk {
  universeId: string;
  /** `start:end` in ms (the scope's). */
  dateRange: string;
  isStaging: boolean;
  /** Decoded, as the scope allows it (an owned card's: the connected pages and page_scope). */
  filter: Filter;
}

/** The common part of a card-data request's ask, from its query and scope. */
export const cardDataAskOf = (query: { universe_id: string }, scope: CardDataScope): CardDataAsk => ({
  universeId: query.universe_id,
  dateRange: scope.dateRange,
  isStaging: scope.isStaging,
  filter: scope.filter,
});

/** The asked period, its end inclusive (the last ms of its last minute); a malformed date_range is a 400. */
export function askedPeriod(dateRange: string, message: MessageKey = 'errors.badRequest'): DateRange {
  const picked = parseDateRangeParam(dateRange);
  if (!picked) throw new AppError(400, 'VALIDATION', message, { date_range: message });
  return inclusiveDateRange(picked);
}

/** What every statement of one request shares: the universe, the period (end inclusive), staging flag and filter. */
export interface PeriodScope {
  universeId: string;
  period: DateRange;
  isStaging: boolean;
  filter: Filter;
}

/** The scope an ask's statements share; a malformed date_range is a 400 with `message`. */
export const periodScopeOf = (ask: CardDataAsk, message?: MessageKey): PeriodScope => ({
  universeId: ask.universeId,
  period: askedPeriod(ask.dateRange, message),
  isStaging: ask.isStaging,
  filter: ask.filter,
});
