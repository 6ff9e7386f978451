import {
  CONVERSATION_STATUSES,
  GENDER_CODES,
  Instant,
  POLARITY_CODES,
  type PostRecord,
  SAC_CONVERSATION_TYPES,
} from '@mirante/core';

/*
 * Core's PostRecord schema, by hand, for the hot ingest path: zod spends ~10 µs on a post, this ~1 µs. It
 * answers exactly what PostRecord.parse answers or null, and null sends the record through zod, which then
 * decides and words the errors. fast-post-record.test.ts checks both functions against zod on generated
 * input; a change to PostRecord must be mirrored here (the test fails until it is).
 */

const MISSING = Symbol('missing');
type Field = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** z.string().trim().min(min).max(max) */
function trimmed(value: Field, max: number): string | typeof MISSING {
  if (typeof value !== 'string') return MISSING;
  const text = value.trim();
  return text.length >= 1 && text.length <= max ? text : MISSING;
}

/** externalId: a trimmed text of 1 to 256 characters or a safe integer, as text. */
function externalId(value: Field): string | typeof MISSING {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : MISSING;
  return trimmed(value, 256);
}

/** Instant: whole ms since the epoch here; texts go through core's own schema. */
function instant(value: Field): number | typeof MISSING {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : MISSING;
  if (typeof value !== 'string') return MISSING;
  const parsed = Instant.safeParse(value);
  return parsed.success ? parsed.data : MISSING;
}

/** optionalText: z.string().max(10_000).nullable().default(null) */
function optionalText(value: Field): string | null | typeof MISSING {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && value.length <= 10_000 ? value : MISSING;
}

/** count: z.number().min(0).default(0) */
function count(value: Field): number | typeof MISSING {
  if (value === undefined) return 0;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : MISSING;
}

/** code(codes, fallback): an integer among the codes, the fallback when absent. */
function code(value: Field, codes: readonly number[], fallback: number): number | typeof MISSING {
  if (value === undefined) return fallback;
  return typeof value === 'number' && Number.isSafeInteger(value) && codes.includes(value) ? value : MISSING;
}

/** labels: one text or a list of texts, trimmed, empty ones dropped; [] when absent. */
function labels(value: Field): string[] | typeof MISSING {
  if (value === undefined) return [];
  if (typeof value === 'string') {
    const text = value.trim();
    return text ? [text] : [];
  }
  if (!Array.isArray(value)) return MISSING;
  const out: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') return MISSING;
    const text = item.trim();
    if (text) out.push(text);
  }
  return out;
}

/** z.enum(values).nullable().default(null) */
function choice<T extends string>(value: Field, values: readonly T[]): T | null | typeof MISSING {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : MISSING;
}

/** z.boolean().default(false) */
function flag(value: Field): boolean | typeof MISSING {
  if (value === undefined) return false;
  return typeof value === 'boolean' ? value : MISSING;
}

const isTrimmed = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= max && value.trim() === value;
const isOptionalText = (value: unknown) =>
  value === null || (typeof value === 'string' && value.length <= 10_000);
const isCount = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCode = (value: unknown, codes: readonly number[]) =>
  typeof value === 'number' && Number.isSafeInteger(value) && codes.includes(value);
const isLabels = (value: unknown) => {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (typeof item !== 'string' || item === '' || item.trim() !== item) return false;
  return true;
};
const isChoice = (value: unknown, values: readonly string[]) =>
  value === null || (typeof value === 'string' && values.includes(value));

/**
 * Whether PostRecord.parse(input) would give back every field exactly as given: all present, texts already
 * trimmed, instants in ms, labels as lists, interactions set. Such an input is its own record (extra keys
 * aside), so the hot path allocates nothing for it.
 */
export function isCanonicalPost(input: unknown): input is PostRecord {
  if (!isRecord(input)) return false;
  const p = input;
  return (
    isTrimmed(p.id, 256) &&
    isTrimmed(p.channel, 1000) &&
    typeof p.postedAt === 'number' &&
    Number.isSafeInteger(p.postedAt) &&
    p.postedAt >= 0 &&
    typeof p.text === 'string' &&
    p.text.length <= 100_000 &&
    isOptionalText(p.url) &&
    isOptionalText(p.uid) &&
    isOptionalText(p.username) &&
    isCount(p.followers) &&
    isOptionalText(p.pid) &&
    isCount(p.likes) &&
    isCount(p.comments) &&
    isCount(p.interactions) &&
    isCount(p.shares) &&
    isCount(p.quotes) &&
    isCount(p.views) &&
    isCount(p.fbViews) &&
    isCount(p.impressions) &&
    isCount(p.reach) &&
    isCode(p.polarity, POLARITY_CODES) &&
    isCode(p.gender, GENDER_CODES) &&
    isOptionalText(p.device) &&
    isLabels(p.tag) &&
    isLabels(p.theme) &&
    isLabels(p.group) &&
    isOptionalText(p.postType) &&
    isChoice(p.sacType, SAC_CONVERSATION_TYPES) &&
    isChoice(p.sacStatus, CONVERSATION_STATUSES) &&
    isChoice(p.sacLastStatus, CONVERSATION_STATUSES) &&
    isOptionalText(p.operator) &&
    typeof p.replied === 'boolean' &&
    typeof p.darkPost === 'boolean' &&
    typeof p.favorite === 'boolean'
  );
}

/** PostRecord.parse(input) when this path can tell, else null (let zod decide). */
export function fastPostRecord(input: unknown): PostRecord | null {
  if (!isRecord(input)) return null;
  const id = externalId(input.id);
  const channel = trimmed(input.channel, 1000);
  const postedAt = instant(input.postedAt);
  const text = input.text === undefined ? '' : input.text;
  const url = optionalText(input.url);
  const uid = optionalText(input.uid);
  const username = optionalText(input.username);
  const followers = count(input.followers);
  const pid = optionalText(input.pid);
  const likes = count(input.likes);
  const comments = count(input.comments);
  const interactions =
    input.interactions === undefined || input.interactions === null ? null : count(input.interactions);
  const shares = count(input.shares);
  const quotes = count(input.quotes);
  const views = count(input.views);
  const fbViews = count(input.fbViews);
  const impressions = count(input.impressions);
  const reach = count(input.reach);
  const polarity = code(input.polarity, POLARITY_CODES, -2);
  const gender = code(input.gender, GENDER_CODES, 0);
  const device = optionalText(input.device);
  const tag = labels(input.tag);
  const theme = labels(input.theme);
  const group = labels(input.group);
  const postType = optionalText(input.postType);
  const sacType = choice(input.sacType, SAC_CONVERSATION_TYPES);
  const sacStatus = choice(input.sacStatus, CONVERSATION_STATUSES);
  const sacLastStatus = choice(input.sacLastStatus, CONVERSATION_STATUSES);
  const operator = optionalText(input.operator);
  const replied = flag(input.replied);
  const darkPost = flag(input.darkPost);
  const favorite = flag(input.favorite);
  if (
    id === MISSING ||
    channel === MISSING ||
    postedAt === MISSING ||
    typeof text !== 'string' ||
    text.length > 100_000 ||
    url === MISSING ||
    uid === MISSING ||
    username === MISSING ||
    followers === MISSING ||
    pid === MISSING ||
    likes === MISSING ||
    comments === MISSING ||
    interactions === MISSING ||
    shares === MISSING ||
    quotes === MISSING ||
    views === MISSING ||
    fbViews === MISSING ||
    impressions === MISSING ||
    reach === MISSING ||
    polarity === MISSING ||
    gender === MISSING ||
    device === MISSING ||
    tag === MISSING ||
    theme === MISSING ||
    group === MISSING ||
    postType === MISSING ||
    sacType === MISSING ||
    sacStatus === MISSING ||
    sacLastStatus === MISSING ||
    operator === MISSING ||
    replied === MISSING ||
    darkPost === MISSING ||
    favorite === MISSING
  ) {
    return null;
  }
  return {
    id,
    channel,
    postedAt,
    text,
    url,
    uid,
    username,
    followers,
    pid,
    likes,
    comments,
    interactions: interactions ?? likes + comments + shares + quotes,
    shares,
    quotes,
    views,
    fbViews,
    impressions,
    reach,
    polarity,
    gender,
    device,
    tag,
    theme,
    group,
    postType,
    sacType,
    sacStatus,
    sacLastStatus,
    operator,
    replied,
    darkPost,
    favorite,
  } as PostRecord;
}
