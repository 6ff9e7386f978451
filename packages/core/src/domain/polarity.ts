import type { MessageKey } from '../i18n/pt-BR.ts';

/** Sentiment codes of spec §3. Both 2 and -1 mean negative; -2 is "not yet classified", 0 "no polarity". */
export const POLARITY_CODES = [1, 2, 3, 0, -2, -1] as const;
export type PolarityCode = (typeof POLARITY_CODES)[number];

export const SENTIMENTS = ['positive', 'negative', 'neutral', 'none', 'unclassified'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const POLARITY_SENTIMENT: Record<PolarityCode, Sentiment> = {
  1: 'positive',
  2: 'negative',
  3: 'neutral',
  0: 'none',
  [-2]: 'unclassified',
  [-1]: 'negative',
};

export interface SentimentInfo {
  sentiment: Sentiment;
  label: MessageKey;
  color: string;
  /** The code a filter stores for this sentiment (negative is saved as 2). */
  code: PolarityCode;
}

export const SENTIMENT_INFO: Record<Sentiment, SentimentInfo> = {
  positive: { sentiment: 'positive', label: 'polarity.positive', color: '#40c057', code: 1 },
  negative: { sentiment: 'negative', label: 'polarity.negative', color: '#fa5252', code: 2 },
  neutral: { sentiment: 'neutral', label: 'polarity.neutral', color: '#fab005', code: 3 },
  none: { sentiment: 'none', label: 'polarity.none', color: '#868e96', code: 0 },
  unclassified: { sentiment: 'unclassified', label: 'polarity.unclassified', color: '#ced4da', code: -2 },
};

export function isPolarityCode(value: number): value is PolarityCode {
  return (POLARITY_CODES as readonly number[]).includes(value);
}

/** The sentiment of a stored code; anything outside the table counts as unclassified. */
export function sentimentOf(code: number): Sentiment {
  return isPolarityCode(code) ? POLARITY_SENTIMENT[code] : 'unclassified';
}

export function polarityInfo(code: number): SentimentInfo {
  return SENTIMENT_INFO[sentimentOf(code)];
}

/** Every code that stands for the sentiment (negative: 2 and -1), for filtering stored rows. */
export function codesOf(sentiment: Sentiment): PolarityCode[] {
  return POLARITY_CODES.filter((code) => POLARITY_SENTIMENT[code] === sentiment);
}
