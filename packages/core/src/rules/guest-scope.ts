import type { Filter } from '../contracts/filter.ts';
import { GUEST_MAX_PERIOD_DAYS } from '../contracts/guest-access.ts';
import { canonicalChannelId } from '../domain/channels.ts';
import { DAY_MS, type DateRange } from '../domain/dates.ts';
import { FILTER_KEYS, FILTER_VALUE_KINDS, type FilterKey, SAC_TYPE_ALL } from '../domain/filters.ts';
import { genderOf } from '../domain/gender.ts';
import { polarityInfo } from '../domain/polarity.ts';
import { PERSON_FILTER_KEYS } from './people-exposure.ts';
import { fail, ok, type Result } from './result.ts';
import { parseTextSearch } from './text-search-rules.ts';

const CHANNEL_KEYS: ReadonlySet<FilterKey> = new Set(['channels', 'channels_listening']);
const PERSON_KEYS: ReadonlySet<FilterKey> = new Set(PERSON_FILTER_KEYS);

type Value = string | number | boolean | readonly (string | number)[];

/** A value as compared: channels by their canonical id, sentiments and genders by what their codes mean. */
function valueKey(key: FilterKey, value: string | number): string {
  if (CHANNEL_KEYS.has(key) && typeof value === 'string') return canonicalChannelId(value) ?? value;
  if (key === 'polarities' && typeof value === 'number') return polarityInfo(value).sentiment;
  if (key === 'genders' && typeof value === 'number') return genderOf(value);
  return String(value);
}

/** A list's values as comparable keys, or null when the list chooses nothing (empty, or sac_type 'All'). */
function chosenList(key: FilterKey, value: Value | undefined): string[] | null {
  if (!Array.isArray(value)) return null;
  const keys = (value as readonly (string | number)[]).map((item) => valueKey(key, item));
  return keys.length === 0 || (key === 'sac_type' && keys.includes(SAC_TYPE_ALL)) ? null : keys;
}

/** Whether a value chooses something: a non-empty list, a non-blank text, a set switch. */
function isChosen(key: FilterKey, value: Value | undefined): value is Value {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'boolean' || chosenList(key, value) !== null;
}

/** One key narrowed: the asked value when it lies within the published one, or null. */
function narrowKey(key: FilterKey, published: Value | undefined, asked: Value): Value | null {
  if (!isChosen(key, published) || published === asked) return asked;
  const kind = FILTER_VALUE_KINDS[key];
  if (kind === 'texts' || kind === 'codes') {
    const within = new Set(chosenList(key, published));
    return (chosenList(key, asked) ?? []).every((item) => within.has(item)) ? asked : null;
  }
  return null;
}

/**
 * Two text searches narrow each other (the posts must match both), each parsed on its own first: a guest's
 * text that is not a whole search by itself (a stray parenthesis or quote) could otherwise reach out of its
 * parentheses and undo the published one.
 */
function narrowQuery(published: string | undefined, asked: string): Result<string> {
  if (!parseTextSearch(asked).ok) return fail('search.errors.syntax');
  if (published === undefined || published.trim() === '' || published === asked) return ok(asked);
  if (!parseTextSearch(published).ok) return fail('guest.errors.outsidePublished');
  return ok(`(${published}) AND (${asked})`);
}

/**
 * The filter a guest's request runs with (spec §6): what the publisher set for the card (its own filters over
 * the dashboard's global filter) always applies; the guest may only narrow within it, and never ask about
 * people (authors, operators, repliers). A key the guest leaves out keeps the published value. The two channel
 * lists (channels, channels_listening) let a post through when either holds its channel, so when the publisher
 * chose channels a guest may only narrow the lists the publisher set, never add the other.
 */
export function narrowGuestFilter(published: Filter, asked: Filter): Result<Filter> {
  const narrowed: Record<string, Value> = { ...(published as Record<string, Value>) };
  const publishedChannels = [...CHANNEL_KEYS].filter((key) =>
    isChosen(key, published[key] as Value | undefined),
  );
  for (const key of FILTER_KEYS) {
    const value = asked[key] as Value | undefined;
    if (!isChosen(key, value)) continue;
    if (PERSON_KEYS.has(key)) return fail('guest.errors.peopleFilter');
    if (key === 'query') {
      const query = narrowQuery(published.query, String(value));
      if (!query.ok) return query;
      narrowed[key] = query.value;
      continue;
    }
    if (CHANNEL_KEYS.has(key) && publishedChannels.length > 0 && !publishedChannels.includes(key)) {
      return fail('guest.errors.outsidePublished');
    }
    const next = narrowKey(key, published[key] as Value | undefined, value);
    if (next === null) return fail('guest.errors.outsidePublished');
    narrowed[key] = next;
  }
  return ok(narrowed as Filter);
}

/** The longest period a guest may ask for at once, in ms (GUEST_MAX_PERIOD_DAYS days). */
export const GUEST_MAX_PERIOD_MS = GUEST_MAX_PERIOD_DAYS * DAY_MS;

/** A guest's period must not span more than GUEST_MAX_PERIOD_DAYS days. */
export function checkGuestPeriod(range: DateRange): Result<DateRange> {
  return range.end - range.start <= GUEST_MAX_PERIOD_MS ? ok(range) : fail('guest.errors.periodTooLong');
}
