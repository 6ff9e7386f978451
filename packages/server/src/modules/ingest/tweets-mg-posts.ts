import { parse } from 'csv-parse/sync';

/**
 * The public tweets-mg.csv data set (datasets/README.md: 8,199 hand-labelled tweets from Minas Gerais,
 * 2017) as ingest posts, for the real-data test and for importing it as demo data.
 */
export interface TweetsMgRow {
  id: string;
  created_at: string;
  text: string;
  user_location: string;
  author: string;
  retweet_count: string;
  sentiment: string;
}

/** The data set's labels as spec polarities: 1 positive, 3 neutral, 2 negative. */
export const TWEETS_MG_POLARITY: Readonly<Record<string, number>> = { Positivo: 1, Neutro: 3, Negativo: 2 };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const TWITTER_DATE =
  /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2}) (\d{4})$/;

/** Twitter's date format, e.g. 'Sun Jan 08 01:22:05 +0000 2017', as ms since the epoch; null if not one. */
export function parseTwitterDate(text: string): number | null {
  const m = TWITTER_DATE.exec(text.trim());
  if (!m) return null;
  const [, month, day, hour, minute, second, sign, offsetHours, offsetMinutes, year] = m;
  const monthIndex = MONTHS.indexOf(month as string);
  if (monthIndex < 0) return null;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return (
    Date.UTC(Number(year), monthIndex, Number(day), Number(hour), Number(minute), Number(second)) - offset
  );
}

/** Reads the file's rows (header row, RFC 4180 quoting, texts over several lines). */
export function readTweetsMg(csv: string | Buffer): TweetsMgRow[] {
  return parse(csv, { bom: true, columns: true, skip_empty_lines: true }) as TweetsMgRow[];
}

/** One row as an ingest post record (the id is the file's; the author is both uid and username). */
export function tweetsMgPost(row: TweetsMgRow) {
  return {
    id: row.id,
    channel: 'twitter',
    postedAt: parseTwitterDate(row.created_at),
    text: row.text,
    uid: row.author || null,
    username: row.author || null,
    shares: Number(row.retweet_count),
    polarity: TWEETS_MG_POLARITY[row.sentiment] ?? null,
  };
}
