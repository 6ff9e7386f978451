import type { WarRoomAuthor } from '@mirante/core';
import type { ProfileRow } from '../../stores/analytics/warroom/queries.ts';

/**
 * An author row; `who` is the merge key (the lower-cased username, or the profile when it has none). Rows of
 * one key come together, the best-ranked profile first.
 */
export interface AuthorRow extends WarRoomAuthor {
  who: string;
}

/** The engine's profile rows with their merge key as one text. */
export const authorRows = (rows: readonly ProfileRow[]): AuthorRow[] =>
  rows.map(({ nameKey, channelKey, uidKey, ...author }) => ({
    ...author,
    who: JSON.stringify([nameKey, channelKey, uidKey]),
  }));
